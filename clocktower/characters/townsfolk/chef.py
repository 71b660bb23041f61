"""You start knowing how many pairs of evil players there are.

Rulings (almanac, Chef): on the first night the Chef learns how many pairs of neighbouring
players both register as evil, around the whole circle (three evil in a row make two pairs).
A Recluse may register as evil; the Marionette registers as evil. A drunk or poisoned Chef
may learn any number from 0 to the number of players. A Chef who comes into play later
learns that night (START_KNOWING).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import EVIL

START_KNOWING = True


def first_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    seats = ctx.seats()
    evil = set()
    for s in seats:
        if (yield from ctx.registers_as_alignment(s)) == EVIL:
            evil.add(s)
    n = len(seats)
    # (each seat and the next one clockwise, in the seating order a Matron may change)
    pairs = sum(1 for s in seats if s in evil and ctx.clockwise_from(s)[0] in evil) if n > 1 else 0
    yield from ctx.inform(truth=[pairs], domain=list(range(n + 1)), what="how many pairs of evil players",
                          render=lambda v: f"There {'is' if v == 1 else 'are'} {v} pair{'' if v == 1 else 's'} "
                                           "of evil players.")
