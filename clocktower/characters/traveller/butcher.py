"""Each day, after the 1st execution, you may nominate again.

Rulings (almanac, Butcher): right after the day's execution (whether or not the executed
player dies; an exile is not an execution, almanac example), the Butcher is asked whether
to nominate once more (step ``nominate.again``). Anyone may be nominated, even a player
nominated earlier today (almanac example: the Town Crier nominated again). The vote needs
half the living as usual but need not beat the execution's count; when it is reached the
nominee is executed too (almanac example: the Witch, then the Sage). That second
execution gives no third nomination. A drunk or poisoned Butcher is still asked and the
vote runs, but nobody is executed; a dead Butcher is asked only while its ability works
again (almanac, Bone Collector example).
"""

from __future__ import annotations

from ...context import AbilityContext


def nominates_again(ctx: AbilityContext) -> bool:
    return ctx.alive() or ctx.functioning
