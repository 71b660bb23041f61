"""You start knowing 1 good player.

Rulings (almanac, Steward): on the first night the Steward is shown one player, not their
character; the player shown is another player (not the Steward) who registers as good (a
Recluse may register as evil and so may not be shown). A drunk or poisoned Steward may be
shown anyone. A Steward who comes into play later learns that night (START_KNOWING).

Ruling, the Steward shown itself (our reading; no official ruling found): the ability line
("1 good player") does not exclude the Steward, which is good; we show another player
whenever one can truly be shown (learning oneself is no information), and the Steward
itself only when no other player can (a Legion game whose other good player registers as
evil), rather than leaving the Storyteller no true answer.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import GOOD

START_KNOWING = True


def first_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    others = [s for s in ctx.seats() if s != ctx.seat]
    good = []
    for s in others:
        if (yield from ctx.registers_as_alignment(s)) == GOOD:
            good.append(s)
    if not good:
        # No other player can be shown (a Legion game whose other good player registers as
        # evil): the Steward itself is a good player (our ruling).
        good, others = [ctx.seat], sorted([*others, ctx.seat])
    shown = yield from ctx.inform(truth=good, domain=others, what="a good player",
                                  render=lambda v: f"{ctx.name(v)} is good.")
    ctx.unremind("Know")
    ctx.remind("Know", shown)
