"""Each night*, choose a player & a character they become (if not in play). If a Demon is made, deaths tonight are arbitrary.

Rulings (almanac, Pit-Hag; jinxes as listed):
- Each night but the first the Pit-Hag chooses any player (alive or dead) and any character
  of the script (Townsfolk, Outsider, Minion or Demon; the Storyteller's Fabled and Loric are
  not on the character _sheet it points at).
- "In play" means some seat truly is that character. A character in play, or the player's
  own character, changes nothing (almanac example: the Savant made the Sage while a Sage is
  in play). So does a drunk or poisoned Pit-Hag.
- Otherwise the player becomes that character, keeping their alignment (a good Evil Twin, a
  good No Dashii), and is told their new character. Setup modifiers of the new character
  (Baron, Vigormortis...) do nothing mid-game. A character whose ability acts on the first
  night only (the Evil Twin, a "you start knowing" Townsfolk) uses it at once, as a
  Philosopher's gained ability does (see ``_gained.catch_up``); standing setup choices of
  the new character (the Puzzlemaster's drunk player) are not made (our reading: they belong
  to the Grimoire's setup).
- If the new character is a Demon ("a Demon is made", a Demon turned into another one
  included), the Storyteller then chooses any alive players to die now (any number, none
  included: their deaths are the Pit-Hag's) and whether the Demons' kills are stopped for
  the rest of the night (almanac How to Run: kill or protect "to balance the game").
- Jinx Leviathan: after day 5 the Leviathan cannot be created (the choice does nothing).
- Jinx Heretic ("only 1 jinxed character can be in play"): the Pit-Hag, being in play,
  never creates the Heretic (the choice does nothing).
- Jinx Damsel: when the Damsel is chosen and not in play, the Storyteller picks which player
  becomes it (any player), instead of the player the Pit-Hag pointed at.
- Jinx Goon, Cult Leader, Politician and Ogre: an evil player made one of them is marked STAYS
  EVIL; their own ability never turns them good (see those modules).
- Jinx Village Idiot: the Village Idiot may be created while Village Idiots are in play, as
  long as a spare token is left (fewer than 3 in play). If there are then 2 or more and none
  is drunk, the Storyteller picks one of them to be drunk for the rest of the game; an
  existing drunk Village Idiot stays the drunk one (our reading of "might change").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import STORYTELLER, DecisionKind
from ...state import DRUNK, EVIL
from .._gained import catch_up

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow
    from ...state import Harm

_STAYS_EVIL = "Stays evil"
"""Reminder on an evil player made the Goon or the Cult Leader (jinxes)."""

_VILLAGE_IDIOT_TOKENS = 3
"""Village Idiot tokens in the box: the one on the script and its 2 possible extras."""


def _sheet(ctx: AbilityContext) -> list[str]:
    """The characters the Pit-Hag may point at: the script's seat characters."""
    return ctx.script_characters()


def _creatable(ctx: AbilityContext, target: int, character: str) -> bool:
    """Whether choosing ``character`` changes anything (jinxes included)."""
    if character == "leviathan" and ctx.day >= 5:
        return False  # Pit-Hag-Leviathan jinx
    if ctx.believes_another(character):
        # A character whose player believes another (the Drunk, the Marionette) is dealt with
        # a cover at setup; made in the night, its player would be told the very token that
        # must stay hidden from them. Our reading: such a choice changes nothing.
        return False
    if character == "heretic":
        return False  # Heretic-Pit-Hag jinx: only one of them in play, and the Pit-Hag is
    holders = ctx.seats_with(character)
    if character == "villageidiot":
        return target not in holders and len(holders) < _VILLAGE_IDIOT_TOKENS  # Village Idiot jinx
    return not holders


def other_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    target = yield from ctx.choose_players(1, prompt="Choose a player to transform")
    character = yield from ctx.choose_character(candidates=_sheet(ctx), prompt="Choose the character they become")
    if not ctx.functioning:
        return
    if not _creatable(ctx, target, character):
        ctx.note(f"Pit-Hag: the {ctx.character_name(character)} is in play or cannot be made: nothing happens.")
        return
    if character == "damsel":
        target = yield from ctx.storyteller(
            "Pit-Hag-Damsel jinx: which player becomes the Damsel?", ctx.seats(), step="pithag.damsel")
    old = ctx.character_of(target)
    ctx.note(f"Pit-Hag: {ctx.name(target)} (the {ctx.character_name(old)}) becomes the "
             f"{ctx.character_name(character)}.")
    ctx.change_character(target, character)
    if character in ("goon", "cultleader", "politician", "ogre") and ctx.alignment_of(target) == EVIL:
        ctx.remind(_STAYS_EVIL, target)
    if character == "villageidiot":
        yield from _village_idiot_drunk(ctx)
    yield from catch_up(ctx, target, character)
    if ctx.team_of_character(character) == "demon":
        yield from _arbitrary_deaths(ctx)


def _village_idiot_drunk(ctx: AbilityContext) -> Flow:
    idiots = ctx.seats_with("villageidiot")
    if len(idiots) < 2 or any(ctx.is_drunk(s) for s in idiots):
        return
    drunk = yield from ctx.storyteller("Pit-Hag-Village Idiot jinx: which Village Idiot is drunk from now on?",
                                       idiots, step="pithag.villageidiot")
    ctx.add_effect(DRUNK, drunk, until=None, needs_source=False, token="Drunk", while_character="villageidiot")


def _arbitrary_deaths(ctx: AbilityContext) -> Flow:
    alive = ctx.alive_seats()
    chosen = yield from ctx.ask(
        STORYTELLER, "A Demon was made: deaths tonight are arbitrary. Which players die now (any number)?",
        alive, count=(0, len(alive)), kind=DecisionKind.STORYTELLER, step="pithag.deaths")
    shield = yield from ctx.storyteller(
        "A Demon was made: stop the Demons' kills for the rest of tonight?", [False, True],
        step="pithag.protect", labels={False: "no", True: "yes, no Demon kill succeeds tonight"})
    if shield:
        ctx.memory["shield_night"] = ctx.night
    for seat in chosen:
        yield from ctx.kill(seat)


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    """Tonight's Demon kills fail when the Storyteller chose so after a Demon was made."""
    return (effect is None and harm.by_demon and ctx.is_night
            and ctx.memory.get("shield_night") == ctx.night)
