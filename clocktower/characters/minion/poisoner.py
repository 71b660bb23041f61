"""Each night, choose a player: they are poisoned tonight and tomorrow day.

Rulings (almanac, Poisoner): every night, the first included, the Poisoner picks any player
(itself, a dead player, anyone); that player is poisoned at once and until the dusk that
ends the next day. The poison lasts only while the Poisoner's ability works: if the
Poisoner dies, is poisoned or drunk, or stops being the Poisoner (it caught the Imp's
star-pass, ruling poisoner-starpass-ends-poison), the player is healthy again at once.
A Poisoner without a working ability still picks, but nobody is poisoned.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import POISONED


def _poison(ctx: AbilityContext) -> Flow:
    ctx.wake()
    target = yield from ctx.choose_players(1, prompt="Choose a player to poison")
    if ctx.functioning:
        # "Tonight and tomorrow day": the effect ends at the dusk closing day N (night N's day).
        ctx.add_effect(POISONED, target, until=("dusk", ctx.night), token="Poisoned")


first_night = other_night = _poison
"""The same action every night, the first included."""
