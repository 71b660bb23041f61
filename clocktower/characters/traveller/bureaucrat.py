"""Each night, choose a player (not yourself): their vote counts as 3 votes tomorrow.

Rulings (almanac, Bureaucrat): every night, the first included, the Bureaucrat points at any
other player, alive or dead; the 3 VOTES reminder goes on them. On the next day, each time
that player's hand is counted for an execution it counts three (a dead player's ghost vote
too: almanac example, Douglas). Only the votes of nominations change: an exile's count is
never affected by abilities (almanac, Thief and Flowergirl). The triple vote needs the
Bureaucrat's ability to work when the player was chosen and when the vote is counted (a
drunk, poisoned or dead Bureaucrat changes nothing). With the Thief on the same player the
weights multiply (``clocktower.characters._votes``).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import Nomination
from .._votes import scale_vote

_TOKEN = "3 Votes"


def _choose(ctx: AbilityContext) -> Flow:
    ctx.wake()
    target = yield from ctx.choose_players(
        1, candidates=[s for s in ctx.seats() if s != ctx.seat],
        prompt="Choose a player (not yourself): their vote counts as 3 votes tomorrow")
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
    return scale_vote(nomination, target, 3)
