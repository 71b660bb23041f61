"""The Demon may choose not to attack & must do this at least once per game. Evil players get normal starting info.

Rulings (almanac, Toymaker; a Fabled: the Storyteller's character, never a seat's):
- At setup each Demon is marked FINAL NIGHT: NO ATTACK. The duty is the evil team's, once
  per game: a player who becomes the Demon later (a star-pass) inherits it while a mark
  stands, and any Demon's choosing not to attack removes every mark.
- Each night a Demon wakes to attack, it first chooses whether to attack at all. A night when the attack could end the game (three or fewer
  players alive, Travellers aside, so that one more death leaves two) is a final night: a
  Demon still marked does not wake or act that night.
- The first night's Minion info and Demon info happen whatever the player count (a
  Teensyville game too).
- The choice belongs to the Demons whose night turn is the plain "choose a player: they
  die" (Imp, Vortox, Kazali, No Dashii, Lord of Typhon, Lleech, Fang Gu: the shared
  kill of ``characters/_demon.py``); other Demons are not offered it.
- A Fabled ability: it cannot be drunk or poisoned; a drunk or poisoned Demon still
  chooses whether to attack (and its attack still does nothing). A player who only
  believes they are the Demon (the Lunatic) is asked too, but their choosing not to attack
  leaves the real Demon's mark in place.
"""

from __future__ import annotations

from ...context import AbilityContext, Ask, Flow

__helpers__ = ("demon_attacks",)

_MARK = "Final Night: No Attack"


def after_deal(ctx: AbilityContext) -> Flow | None:
    for s in ctx.seats():
        if ctx.team_of(s) == "demon":
            ctx.remind(_MARK, s)
    return None


def normal_evil_info(ctx: AbilityContext) -> bool:
    return True


def demon_attacks(demon: AbilityContext) -> Ask[bool]:
    """For a Demon about to choose its night kill: True when it attacks tonight; False when it
    chose not to, or may not wake (a final night while still marked). Without the Toymaker in
    play, True and nothing is asked."""
    if "toymaker" not in demon.storyteller_characters():
        return True
    marked = bool(demon.grimoire_reminders("toymaker", _MARK))
    final = demon.alive_count() <= 3
    if marked and final:
        demon.note(f"The Toymaker: {demon.name(demon.seat)} has never chosen not to attack, and tonight is a "
                   "final night: the Demon does not wake.")
        return False
    demon.wake()
    attack = yield from demon.ask(demon.seat, "Toymaker: attack tonight, or choose not to attack?", (True, False),
                                  labels={True: "attack", False: "do not attack"}, step="toymaker")
    if attack:
        return True
    demon.note(f"{demon.name(demon.seat)} chooses not to attack tonight (Toymaker).")
    if marked and not demon.acting:
        demon.unremind_of("toymaker", _MARK)  # (a Lunatic's choice is not the Demon's)
    return False

