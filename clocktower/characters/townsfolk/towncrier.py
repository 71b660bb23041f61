"""Each night*, you learn if a Minion nominated today.

Rulings (almanac, Town Crier): each night but the first the Town Crier learns "yes" or "no":
whether any player who nominated during the day just ended is a Minion (asked through
registration, so a Recluse-like nominator may count, and Legion, which registers as a
Minion too, always does). It learns neither who nor how many.
A Minion that nominated and then died still counts. A drunk or poisoned Town Crier may hear
either answer.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow


def other_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    minion = False
    for nominator in dict.fromkeys(n for n, _ in ctx.nominations() if n >= 0):
        if (yield from ctx.registers_as_team_is(nominator, "minion")):
            minion = True
            break
    yield from ctx.inform(truth=[minion], domain=[True, False], what="whether a Minion nominated today",
                          render=lambda v: "A Minion nominated today." if v else "No Minion nominated today.")
