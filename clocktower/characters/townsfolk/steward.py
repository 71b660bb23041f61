"""You start knowing 1 good player.

Rulings (almanac, Steward): on the first night the Steward is shown one player, not their
character; the player shown is another player (not the Steward) who registers as good (a
Recluse may register as evil and so may not be shown). A drunk or poisoned Steward may be
shown anyone. A Steward who comes into play later learns that night (START_KNOWING). Our
ruling: when no other player can truly be shown (a Legion game whose other good player
registers as evil), the Steward is shown itself, the one good player left to show.
"""

from __future__ import annotations

from typing import Any

from ...state import GOOD

START_KNOWING = True


def first_night(ctx: Any) -> Any:
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
