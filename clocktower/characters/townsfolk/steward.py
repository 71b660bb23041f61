"""You start knowing 1 good player.

Rulings (almanac, Steward): on the first night the Steward is shown one player, not their
character; the player shown is another player (not the Steward) who registers as good (a
Recluse may register as evil and so may not be shown). A drunk or poisoned Steward may be
shown anyone. A Steward who comes into play later learns that night (START_KNOWING).
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
    shown = yield from ctx.inform(truth=good, domain=others, what="a good player",
                                  render=lambda v: f"{ctx.name(v)} is good.")
    ctx.unremind("Know")
    ctx.remind("Know", shown)
