"""Each day, after the 1st vote has been tallied, you may choose a player that voted: they die.

Rulings (almanac, Gunslinger): once a day, right after the vote of the day's first
nomination is counted, the Gunslinger may point at a player who raised a hand for it; that
player dies. An exile's vote is not a vote for execution and does not count as the first
(almanac example: the Thief exiled, then the Butler's nomination is the first). The nominee
who is about to die stays so (almanac example: the Imp with five votes). The choice is made
in public. A drunk or poisoned Gunslinger still chooses, and nobody dies; a dead Gunslinger
has no ability. Only alive voters are offered (a dead voter cannot die again).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import DecisionKind
from ...state import Nomination


def after_vote(ctx: AbilityContext, nomination: Nomination) -> Flow | None:
    if ctx.memory.get("day") == ctx.day:
        return None  # not the day's first vote
    ctx.memory["day"] = ctx.day
    if not ctx.alive():
        return None
    targets = [v for v in nomination.voters if ctx.alive(v)]
    if not targets:
        return None
    return _shoot(ctx, targets)


def _shoot(ctx: AbilityContext, targets: list[int]) -> Flow:
    target = yield from ctx.ask(ctx.seat, "Choose a player who voted: they die (or no one)",
                                [None, *targets], kind=DecisionKind.DAY_ABILITY)
    if target is None:
        return
    ctx.announce(f"{ctx.name(ctx.seat)} (the Gunslinger) chooses {ctx.name(target)}.",
                 data={"seat": ctx.seat, "target": target})
    if ctx.functioning:
        yield from ctx.kill(target)
