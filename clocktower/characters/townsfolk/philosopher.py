"""Once per game, at night, choose a good character: gain that ability. If this character is in play, they are drunk.

Rulings (almanac, Philosopher; ruling philosopher-not-in-play-choice-later-enters):
- Each night until it has chosen, the Philosopher may choose a good character of the script
  (almanac How to Run: "any Townsfolk icon or any Outsider icon") or no one. Not offered:
  the Philosopher itself (our reading: it would gain the ability it already has, nothing).
- The Drunk and the Lunatic may be chosen, but their "ability" is only what their own
  player is told about their character, so the Philosopher gains nothing it could use (our
  reading of their ability lines); the player of that character, if in play, is drunk all
  the same (a drunk Lunatic).
- The Philosopher gains that character's ability but stays the Philosopher. It wakes at
  that character's place in the night order from then on; if the chosen place is already
  past tonight, or the ability acts on the first night only, it uses it tonight.
- Every player of the chosen character is drunk while the Philosopher's ability works: a
  dead, drunk or poisoned Philosopher sobers them (the DRUNK effect needs its source), and
  it ends if that player stops being the character. A player who becomes that character
  later (a Damsel turned into it by the Huntsman) is drunk from then on.
- A gained ability that works while dead works while the Philosopher is dead; others stop
  when the Philosopher dies (or is drunk or poisoned).
- A drunk or poisoned Philosopher that chooses uses up its once-per-game choice but gains
  nothing and makes nobody drunk, even after it sobers up (as for any once-per-game
  ability used while drunk: rulebook; community rulings agree). It believes it gained the
  ability, so it is still woken and run as that character with no ability (false
  information allowed).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow, believes_another, draws_a_cover
from ...state import DRUNK
from .._gained import catch_up


def _choices(ctx: AbilityContext) -> list[str]:
    """The good characters the Philosopher may choose."""
    out = []
    for c in ctx.script_characters():
        if ctx.team_of_character(c) not in ("townsfolk", "outsider") or c == "philosopher":
            continue
        out.append(c)
    return out


def _only_a_belief(character: str) -> bool:
    """A character whose ability is only what its player believes (Drunk, Lunatic)."""
    return believes_another(character) or draws_a_cover(character)


def _act(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("used"):
        return
    ctx.wake()
    choice = yield from ctx.choose_character(
        candidates=_choices(ctx), allow_none=True,
        prompt="Choose a good character to gain its ability (once per game), or no one")
    if choice is None:
        return
    ctx.memory["used"] = True
    ctx.memory["character"] = choice
    usable = not _only_a_belief(choice)
    if not ctx.functioning:
        ctx.note(f"The Philosopher chose the {ctx.character_name(choice)} without its ability: it gains nothing.")
        if usable:
            ctx.grant(ctx.seat, choice, believed_only=True)
    else:
        ctx.memory["gained"] = True
        if usable:
            ctx.grant(ctx.seat, choice)
        else:
            ctx.note(f"The {ctx.character_name(choice)}'s ability is only its player's belief: nothing to use.")
        holders = ctx.seats_with(choice)
        if not holders:
            ctx.remind("Is the Philosopher", ctx.seat)
        for s in holders:
            _make_drunk(ctx, s, choice)
    if usable:
        yield from catch_up(ctx, ctx.seat, choice)


first_night = other_night = _act
"""The same action every night, the first included."""


def _make_drunk(ctx: AbilityContext, seat: int, character: str) -> None:
    ctx.add_effect(DRUNK, seat, until=None, token="Drunk", while_character=character)


def on_character_changed(ctx: AbilityContext, seat: int, old: str) -> None:
    """A player who becomes the chosen character is drunk (almanac: "not in play at the
    time but is in play now")."""
    character = ctx.memory.get("character")
    if not ctx.memory.get("gained") or ctx.character_of(seat) != character or seat == ctx.seat:
        return
    ctx.remove_effects(kind=DRUNK, seat=seat)
    _make_drunk(ctx, seat, character)
