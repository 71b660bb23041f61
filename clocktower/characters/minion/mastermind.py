"""If the Demon dies by execution (ending the game), play for 1 more day. If a player is then executed, their team loses.

Rulings (almanac, Mastermind): triggers only when the Demon dies by execution and the game
would end, while the Mastermind is alive, sober and healthy; the game goes on silently
through one more night and day (two players alive does not end it); at the end of that
day, an executed player's team loses (even if the player survives), and if nobody was
executed good wins.
"""

from __future__ import annotations

from ...characters import SUPPRESS
from ...context import AbilityContext
from ...state import EVIL, GOOD, Death


def on_death(ctx: AbilityContext, death: Death) -> None:
    if not death.harm.execution or ctx.team_of_character(death.character) != "demon" or not ctx.functioning:
        return None
    if any(ctx.alive(s) and ctx.team_of(s) == "demon" for s in ctx.seats()):
        return None
    if "extra_day" not in ctx.memory:
        ctx.memory["extra_day"] = ctx.day + 1
        ctx.note("The Demon was executed: the Mastermind's extra day begins.")
    return None


def check_win(ctx: AbilityContext) -> str | None:
    if "extra_day" in ctx.memory:
        return SUPPRESS
    return None


def end_of_day(ctx: AbilityContext) -> None:
    extra = ctx.memory.get("extra_day")
    if extra is None or ctx.day != extra:
        return None
    executed = ctx.executed_today
    del ctx.memory["extra_day"]
    if executed is None:
        ctx.end_game(GOOD, "nobody was executed on the Mastermind's extra day.")
    elif ctx.alignment_of(executed) == GOOD:
        ctx.end_game(EVIL, f"a good player ({ctx.name(executed)}) was executed on the Mastermind's extra day.")
    else:
        ctx.end_game(GOOD, f"an evil player ({ctx.name(executed)}) was executed on the Mastermind's extra day.")
    return None
