"""On your 1st day, if you nominated & executed a player, the Demon doesn't kill tonight.

Rulings (almanac, Princess; docs/rulings/carousel.md):
- The Princess's 1st day is the first day that ends while the seat is the Princess (a player
  made the Princess on night 4 has day 4 as their 1st day: almanac example 2). If, that day,
  the Princess nominated the player who was executed, the Demon is marked DOESN'T KILL and
  that night no kill from a Demon's ability succeeds (the Demon still wakes and chooses:
  almanac, How to Run and example 1 with the Vortox). Other Demon effects (poison) and kills
  by anything but a Demon happen as usual.
- An execution counts even if the executed player does not die (our reading of "executed").
- Our ruling: whether the ability works is read as the execution happens (the end of the
  day): a drunk or poisoned Princess, or the Drunk who believes it is the Princess, stops
  nothing, and a Princess poisoned later that night still stops the kill (the reminder was
  placed). A dead Princess has no 1st day left to use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...context import AbilityContext
    from ...state import Harm

_TOKEN = "Doesn't Kill"


def end_of_day(ctx: AbilityContext) -> None:
    memory = ctx.memory
    first = memory.setdefault("first_day", ctx.day)
    if first != ctx.day or not ctx.functioning:
        return None
    executed = ctx.executed_today
    if executed is None or (ctx.seat, executed) not in ctx.nominations():
        return None
    memory["night"] = ctx.day + 1
    for s in ctx.seats():
        if ctx.team_of(s) == "demon":
            ctx.remind(_TOKEN, s)
    ctx.note(f"{ctx.name(ctx.seat)} (Princess) nominated and executed {ctx.name(executed)}: "
             f"the Demon does not kill tonight")
    return None


def night_start(ctx: AbilityContext) -> None:
    if ctx.memory.get("night") != ctx.night:
        ctx.unremind(_TOKEN)
    return None


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    return (effect is None and harm.by_demon and ctx.is_night
            and ctx.memory.get("night") == ctx.night)
