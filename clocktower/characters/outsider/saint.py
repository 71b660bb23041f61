"""If you die by execution, your team loses.

Rulings (almanac, Saint):
- When the Saint is executed and dies of it, the game ends at once and the Saint's team
  loses: evil wins for a good Saint, good wins for an evil one. An execution by an ability
  (the Virgin's) is an execution too.
- The ability must work at the execution: a drunk or poisoned Saint (or the Drunk who
  believes it is the Saint) that is executed dies and the game goes on.
- Dying any other way (the Demon at night, the Slayer's shot by day) is nothing; executing
  the Saint when already dead, or when it survives the execution, is nothing either.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import EVIL, GOOD, Death

if TYPE_CHECKING:
    from ...context import AbilityContext


def on_executed(ctx: AbilityContext, seat: int) -> None:
    if seat == ctx.seat and not ctx.acting:
        ctx.memory["executed"] = (ctx.day, ctx.functioning)


def on_death(ctx: AbilityContext, death: Death) -> None:
    if death.seat != ctx.seat or not death.harm.execution or ctx.acting:
        return
    if ctx.memory.get("executed") != (ctx.day, True):
        return
    loser = ctx.alignment_of(ctx.seat)
    ctx.end_game(GOOD if loser == EVIL else EVIL,
                 f"the Saint ({ctx.name(ctx.seat)}) died by execution: {loser} loses.")
