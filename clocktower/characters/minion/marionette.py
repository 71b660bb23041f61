"""You think you are a good character, but you are not. The Demon knows who you are. [You neighbor the Demon]

Rulings (almanac, Marionette): its player draws a good token not in play and believes it;
it sits next to the Demon; it does not take part in Minion info and other Minions do not
learn it; on the first night the Demon learns who it is; its believed ability never works
(it is treated as drunk for it). It registers as evil and as a Minion (its true state).
"""

from __future__ import annotations

from typing import Any

THINKS_THEY_ARE = True
COVER = "good"
IN_MINION_INFO = False


def seat_options(game: Any, free: list[int], placed: list[tuple[str, int]]) -> list[int]:
    """Only seats next to the Demon (dealt first) may draw the Marionette's token."""
    demons = [seat for character, seat in placed if str(game._team_cache.get(character)) == "demon"]
    near: set[int] = set()
    for d in demons:
        near.update(game.neighbours(d))
    return [s for s in free if s in near]


def first_night(ctx: Any) -> Any:
    if ctx.acting:
        return
    demons = [s for s in ctx.seats() if ctx.team_of(s) == "demon"]
    for d in demons:
        ctx.tell(d, f"{ctx.name(ctx.seat)} is your Marionette.", kind="learned",
                 data={"what": "marionette", "value": ctx.seat})
    yield from ()
