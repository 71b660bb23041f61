"""The 1st time you are nominated, if the nominator is a Townsfolk, they are executed immediately.

Rulings (almanac, Virgin; Spy; Recluse):
- The first nomination of the living Virgin uses the ability up (NO ABILITY reminder),
  whoever nominates. If the nominator registers as a Townsfolk, they are executed at once:
  there is no vote, that is the day's execution, and no more nominations happen today.
  Otherwise the vote goes on as usual.
- The nominator's character type is asked through registration: the Spy may register as a
  Townsfolk (the Storyteller's decision), so a Spy may be executed this way; the Recluse
  never registers as a Townsfolk and is not asked about; the Drunk is an Outsider, whatever
  it believes, so it is not executed.
- A drunk or poisoned Virgin still uses the ability up on that first nomination, and nothing
  happens (the nominator is not executed); sober again later, it has no ability left.
- A player who only believes it is the Virgin (the Drunk) has no ability at all.
- Dead players cannot nominate (the engine refuses it), so such a "nomination" does not
  count and leaves the ability unused. Our ruling: a dead Virgin has no ability, so being
  nominated while dead does not use it up.
- The Virgin nominating herself is a Townsfolk nominating her: she is executed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import Nomination

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow


def on_nomination(ctx: AbilityContext, nomination: Nomination) -> Flow | None:
    if nomination.nominee != ctx.seat or ctx.acting or not ctx.alive() or ctx.memory.get("used"):
        return None
    return _first_nomination(ctx, nomination)


def _first_nomination(ctx: AbilityContext, nomination: Nomination) -> Flow:
    ctx.memory["used"] = True
    ctx.remind("No ability", ctx.seat)
    if not ctx.functioning or nomination.resolved:
        ctx.note("The Virgin's ability is used up without effect.")
        return
    nominator = nomination.nominator
    if nominator < 0:
        return  # the Storyteller nominated (Bishop): nobody to execute
    if not (yield from ctx.registers_as_team_is(nominator, "townsfolk")):
        return
    nomination.resolved = True
    ctx.announce(f"{ctx.name(nominator)} is executed immediately.", data={"seat": nominator})
    yield from ctx.execute(nominator)
