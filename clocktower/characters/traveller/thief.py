"""Each night, choose a player (not yourself): their vote counts negatively tomorrow.

Rulings (almanac, Thief): every night, the first included, the Thief points at any other
player, alive or dead; the NEGATIVE VOTE reminder goes on them. On the next day, each time
that player's hand is counted for an execution it takes one vote away instead of adding one
(almanac examples: "1... 2... 3... 2... 3..."; six hands raised with Abdallah's make four).
An exile's count is not affected: Abdallah's vote to exile counts as positive (almanac).
The negative vote needs the Thief's ability to work when the player was chosen and when the
vote is counted. With the Bureaucrat on the same player the weights multiply: -3
(``clocktower.characters._votes``).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import Nomination
from .._votes import scale_vote

_TOKEN = "Negative Vote"


def _choose(ctx: AbilityContext) -> Flow:
    ctx.wake()
    target = yield from ctx.choose_players(
        1, candidates=[s for s in ctx.seats() if s != ctx.seat],
        prompt="Choose a player (not yourself): their vote counts negatively tomorrow")
    ctx.unremind(_TOKEN)
    ctx.remind(_TOKEN, target)
    ctx.memory["chosen"] = (target, ctx.night, ctx.functioning)


first_night = other_night = _choose
"""The same choice every night, the first included."""


def adjust_tally(ctx: AbilityContext, nomination: Nomination) -> int | None:
    chosen = ctx.memory.get("chosen")
    if chosen is None or ctx.is_night:
        return None
    target, night, worked = chosen
    if night != ctx.day or not worked or not ctx.functioning:
        return None
    return scale_vote(nomination, target, -1)
