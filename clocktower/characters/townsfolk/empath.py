"""Each night, you learn how many of your 2 alive neighbors are evil.

Rulings (almanac, Empath): the neighbours are the closest alive player on each side,
skipping dead players; the count is taken when the Empath wakes (after the Demon's kill, so
a neighbour killed tonight is skipped); each neighbour's alignment is asked through
registration. With only one other player alive it is both neighbours and counts once. A
drunk or poisoned Empath may learn any number from 0 to 2.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import EVIL


def _act(ctx: AbilityContext) -> Flow:
    ctx.wake()
    left, right = ctx.neighbours(ctx.seat, alive_only=True)
    count = 0
    for s in dict.fromkeys((left, right)):
        if s != ctx.seat and (yield from ctx.registers_as_alignment(s)) == EVIL:
            count += 1
    yield from ctx.inform(truth=[count], domain=[0, 1, 2], what="how many alive neighbours are evil",
                          render=lambda v: f"{v} of your alive neighbours {'is' if v == 1 else 'are'} evil.")


first_night = other_night = _act
"""The same action every night, the first included."""
