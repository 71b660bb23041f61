"""You start knowing how many pairs of evil players there are.

Rulings (almanac, Chef): on the first night the Chef learns how many pairs of neighbouring
players both register as evil, around the whole circle (three evil in a row make two pairs).
A Recluse may register as evil; the Marionette registers as evil. Registration is asked per
pair: a Recluse between two evil players may register as evil for one pair and as good for
the other (almanac, Chef example; docs/rulings/registration-per-question.md). A drunk or poisoned Chef
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
    n = len(seats)
    pairs = 0
    if n > 1:
        # Each pair is its own question: a seat that may register as evil (the Recluse, the
        # Spy) is asked about once per pair it could complete, so it may count for one pair
        # and not the other (almanac, Chef: the Recluse between the Imp and the Poisoner).
        # A seat that registers as it is is never asked; a pair one of whose seats can only
        # register as good is no pair whatever the other registers as, so nothing is asked.
        may_be_evil = {s for s in seats if EVIL in ctx.registration_options(s, "alignment")}
        for s in seats:
            t = ctx.clockwise_from(s)[0]  # (the next seat clockwise, in the order a Matron may change)
            if s not in may_be_evil or t not in may_be_evil:
                continue
            if (yield from ctx.registers_as_alignment(s)) == EVIL and \
                    (yield from ctx.registers_as_alignment(t)) == EVIL:
                pairs += 1
    yield from ctx.inform(truth=[pairs], domain=list(range(n + 1)), what="how many pairs of evil players",
                          render=lambda v: f"There {'is' if v == 1 else 'are'} {v} pair{'' if v == 1 else 's'} "
                                           "of evil players.")
