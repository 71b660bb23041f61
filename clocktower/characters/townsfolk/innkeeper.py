"""Each night*, choose 2 players: they can't die tonight, but 1 is drunk until dusk.

Rulings (almanac, Innkeeper): the two chosen cannot die tonight by any means (except the
Assassin); the Storyteller picks which of them is drunk until dusk; an Innkeeper made drunk
(by choosing themself, or by the Goon) protects nobody. The protection and the drunkenness
need the Innkeeper's ability to keep functioning.
"""

from __future__ import annotations

from typing import Any

from ...state import DRUNK, SAFE


def other_night(ctx: Any) -> Any:
    ctx.wake()
    chosen = yield from ctx.choose_players(2, prompt="Choose 2 players to protect")
    if not ctx.functioning:
        return
    for s in chosen:
        ctx.add_effect(SAFE, s, until=("dawn", ctx.night), token="Safe")
    drunk = yield from ctx.storyteller("Which of the Innkeeper's two players is drunk until dusk?", chosen,
                                       step="innkeeper.drunk")
    ctx.add_effect(DRUNK, drunk, until=("dusk", ctx.night), token="Drunk")
