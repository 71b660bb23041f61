"""The Demon may choose not to attack & must do this at least once per game. Evil players get normal starting info.

Rulings (almanac, Toymaker, How to Run and both examples; a Fabled: the Storyteller's
character, never a seat's; every Demon's reading is in docs/rulings/fabled.md, Toymaker):
- At setup each Demon is marked FINAL NIGHT: NO ATTACK; when no seat is a Demon (the
  Summoner's game, Lil' Monsta held by the Storyteller) the mark waits in the centre of the
  Grimoire. The duty is the evil team's, once per game: a player who becomes the Demon later
  (a star-pass, a summoning) is bound while a mark stands, and any Demon's choosing not to
  attack removes every mark.
- "Not attacking" for each Demon: the Demons whose turn is "choose a player: they die"
  (Imp, Vortox, Kazali, No Dashii, Lord of Typhon, Lleech, Fang Gu, Vigormortis, Zombuul on a
  night it wakes), the Shabaloth, the Ojo and the Pukka (its nightly poisoning, the first
  night too) are asked first whether they attack (step ``toymaker``). The Po's own "no one"
  and the Al-Hadikhia's own "no" are their choice not to attack (no second question); a
  charged Po is asked, and declining keeps it charged. Legion's and Lil' Monsta's night death
  is the Storyteller's: "nobody dies" is their not attacking. The Yaggababble attacks by
  saying its phrase: a day it does not is its choice not to attack. The Leviathan and Riot
  have no attack: nothing is offered and the mark stays (the duty cannot be met).
- The final night: a night when the Demon would wake and its attack could end the game,
  that is, when its most deaths tonight (one; the Shabaloth's two; the Al-Hadikhia's and a
  charged Po's three; the Ojo's as many as the script's Demon killing most; the
  Yaggababble's sayings) leave two players alive or fewer, Travellers aside (Legion: also
  when two good players are alive, as one kill would let the Storyteller end the game).
  A Demon still marked then does not wake or act: no choice, no kill, no poisoning (a
  Pukka's earlier victim does not die either and stays poisoned). The Shabaloth's
  regurgitation, the Storyteller's, still happens first and counts.
- The first night's Minion info and Demon info happen whatever the player count (a
  Teensyville game too).
- A Fabled ability: it cannot be drunk or poisoned; a drunk or poisoned Demon still
  chooses whether to attack (and its attack still does nothing). A player who only
  believes they are the Demon (the Lunatic) is asked too, but their choosing not to attack
  leaves the real Demon's mark in place.
"""

from __future__ import annotations

from ...context import AbilityContext, Ask, Flow

__helpers__ = ("demon_attacks", "attack_barred", "chose_not_to_attack")
"""Used by the Demons' modules (and ``characters/_demon.py``): the Toymaker binds them."""

_MARK = "Final Night: No Attack"


def after_deal(ctx: AbilityContext) -> Flow | None:
    demons = [s for s in ctx.seats() if ctx.team_of(s) == "demon"]
    for s in demons:
        ctx.remind(_MARK, s)
    if not demons:
        # No seat is a Demon yet (the Summoner's Demon to come; Lil' Monsta, held by the
        # Storyteller): the mark waits in the centre of the Grimoire.
        ctx.remind(_MARK, None)
    return None


def normal_evil_info(ctx: AbilityContext) -> bool:
    return True


def _in_play(ctx: AbilityContext) -> bool:
    return "toymaker" in ctx.storyteller_characters()


def attack_barred(demon: AbilityContext, kills: int = 1, *, ends: bool = False) -> bool:
    """Whether the Toymaker keeps a Demon from acting tonight: it is still marked FINAL
    NIGHT: NO ATTACK and its attack could end the game.

    Args:
        demon: the Demon's ability context (for a Storyteller-held Demon, its context).
        kills: the most deaths the Demon's attack can cause (the Shabaloth's 2, a charged
            Po's 3): the attack could end the game when that many deaths leave two players
            alive or fewer (Travellers aside).
        ends: True when the Demon's own rules let this attack end the game otherwise (Legion:
            a kill leaving one good player alive).

    Returns:
        True, noted in the Storyteller's log, when the Demon does not wake or act tonight;
        False without the Toymaker, once a Demon has chosen not to attack, or when the attack
        cannot end the game.
    """
    if not _in_play(demon) or not demon.grimoire_reminders("toymaker", _MARK):
        return False
    if demon.alive_count() - kills > 2 and not ends:
        return False
    demon.note(f"The Toymaker: the {demon.character_name(demon.character)} has never chosen not to attack, and "
               "its attack could end the game: it does not wake or act.")
    return True


def chose_not_to_attack(demon: AbilityContext, text: str | None = None) -> None:
    """Record a Demon's choice not to attack: every FINAL NIGHT: NO ATTACK mark goes.

    Does nothing without the Toymaker. A player who only believes they are the Demon (the
    Lunatic) leaves the marks in place: their choice is not the Demon's.

    Args:
        demon: the Demon's ability context.
        text: the Storyteller's log line (default: "<player> chooses not to attack").
    """
    if not _in_play(demon):
        return
    demon.note(text or f"{demon.name(demon.seat)} chooses not to attack tonight (Toymaker).")
    if not demon.acting:
        demon.unremind_of("toymaker", _MARK)


def demon_attacks(demon: AbilityContext, kills: int = 1) -> Ask[bool]:
    """For a Demon about to wake and attack: True when it attacks tonight; False when it
    chose not to (asked "attack tonight?", step ``toymaker``), or may not wake (a final
    night while still marked: see :func:`attack_barred`). Without the Toymaker, True and
    nothing is asked. ``kills``: the most deaths its attack can cause tonight."""
    if not _in_play(demon):
        return True
    if attack_barred(demon, kills):
        return False
    demon.wake()
    attack = yield from demon.ask(demon.seat, "Toymaker: attack tonight, or choose not to attack?", (True, False),
                                  labels={True: "attack", False: "do not attack"}, step="toymaker")
    if attack:
        return True
    chose_not_to_attack(demon)
    return False
