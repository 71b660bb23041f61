"""You start knowing if your closest evil player is clockwise or anti-clockwise. If equidistant, this info is arbitrary.

Rulings (almanac and wiki, Shugenja): distance is the number of steps around the circle
(clockwise is the direction of increasing seat number); every seat counts, alive or dead,
since the ability says nothing of alive players. When the closest evil player clockwise and
the closest anti-clockwise are the same number of steps away, the Storyteller picks the
direction. Each player's alignment is asked through registration. If no other player
registers as evil the answer is arbitrary too. A drunk or poisoned Shugenja may be told
either direction.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import EVIL

_CLOCKWISE = "clockwise"
_ANTICLOCKWISE = "anticlockwise"


def first_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    evil: set[int] = set()
    for s in ctx.seats():
        if s != ctx.seat and (yield from ctx.registers_as_alignment(s)) == EVIL:
            evil.add(s)
    if evil:
        clockwise = ctx.clockwise_from(ctx.seat)  # (the seating order: a Matron's swaps)
        cw = min(clockwise.index(s) for s in evil)
        acw = min(clockwise[::-1].index(s) for s in evil)
        truth = [_CLOCKWISE] if cw < acw else [_ANTICLOCKWISE] if acw < cw else [_CLOCKWISE, _ANTICLOCKWISE]
    else:
        truth = [_CLOCKWISE, _ANTICLOCKWISE]
    yield from ctx.inform(
        truth=truth, domain=[_CLOCKWISE, _ANTICLOCKWISE], what="the direction of the closest evil player",
        render=lambda v: f"Your closest evil player is {'clockwise' if v == _CLOCKWISE else 'anti-clockwise'}.",
    )
