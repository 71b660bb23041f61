"""If only 3 players live & no execution occurs, your team wins. If you die at night, another player might die instead.

Rulings (almanac, Mayor):
- At the end of a day (after the execution step, before dusk), if exactly three players are
  alive (Travellers count) and nobody was executed that day, the Mayor's team wins: good,
  or evil for an evil Mayor. An execution that does not kill (a protected or already dead
  player) still counts as an execution. The Mayor must be alive, sober and healthy.
- If the Mayor would die at night, the Storyteller chooses whether the Mayor dies or
  another player, any one, dies instead; a dead or protected replacement (the Soldier
  against the Demon) simply does not die. Nobody learns why. A drunk or poisoned Mayor
  cannot bounce, and a Mayor whom a protection already saves (the Monk's, the Innkeeper's)
  would not die, so nothing is bounced.
- Ruling we decided: the bounce is the Mayor's way of not dying, so it does not apply to a
  kill that happens "even if for some reason they could not" (the Assassin's), whose
  ability line overrides it.
"""

from __future__ import annotations

from typing import Any

from ...state import Harm


def end_of_day(ctx: Any) -> None:
    if not ctx.functioning or ctx.executed_today is not None:
        return None
    if len(ctx.alive_seats()) == 3:
        ctx.end_game(ctx.alignment_of(ctx.seat),
                     "only three players live and no execution occurred (Mayor).")
    return None


def redirect_death(ctx: Any, target: int, harm: Harm) -> Any:
    if target != ctx.seat or not ctx.is_night or harm.execution or harm.unstoppable:
        return None
    if not ctx.functioning or ctx.protected(ctx.seat, harm):
        return None  # a protected Mayor would not die, so there is nothing to bounce
    return _bounce(ctx)


def _bounce(ctx: Any) -> Any:
    others = [s for s in ctx.seats() if s != ctx.seat]
    labels = {s: ctx.name(s) for s in ctx.seats()}
    labels[ctx.seat] = f"{ctx.name(ctx.seat)} (the Mayor dies)"
    return (yield from ctx.storyteller(
        "The Mayor would die tonight: who dies instead (or the Mayor)?", [ctx.seat, *others],
        step="mayor.bounce", labels=labels))
