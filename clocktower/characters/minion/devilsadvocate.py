"""Each night, choose a living player (different to last night): if executed tomorrow, they don't die.

Rulings (almanac, Devil's Advocate; docs/rulings/bmr-snv.md):
- Every night, the first included, the Devil's Advocate wakes and points at a living player
  who was not its choice of the night before (itself allowed). The chosen player is marked
  _SURVIVES EXECUTION for the next day.
- If that player is executed that day, the table is told they were executed and live (no
  reason given). It was still the day's execution. Other deaths are not stopped: a player
  the Storyteller kills after the execution through another ability (the Tinker's) dies.
- Our ruling (the almanac is silent): as for every Minion's protection that lasts into the
  day, the Devil's Advocate must be sober and healthy when it chooses and still sober,
  healthy and alive when the execution happens; otherwise the executed player dies.
- The candidates are the players the table believes alive, so the choice reveals nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import Harm

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_SURVIVES = "Survives Execution"


def first_night(ctx: AbilityContext) -> Flow:
    return _choose(ctx)


def other_night(ctx: AbilityContext) -> Flow:
    return _choose(ctx)


def _choose(ctx: AbilityContext) -> Flow:
    ctx.unremind(_SURVIVES)
    last = ctx.memory.get("chosen")
    candidates = [s for s in ctx.publicly_alive_seats() if s != last]
    if not candidates:
        return
    ctx.wake()
    target = yield from ctx.choose_players(
        1, candidates=candidates, prompt="Choose a living player (not last night's): if executed tomorrow, "
                                         "they don't die")
    ctx.memory["chosen"] = target
    ctx.memory["for_day"] = ctx.night
    ctx.memory["works"] = ctx.functioning
    ctx.remind(_SURVIVES, target)


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    """The marked player does not die of their execution on the day after the choice."""
    memory = ctx.memory
    return (effect is None and harm.execution and memory.get("chosen") == target
            and memory.get("for_day") == ctx.day and not ctx.is_night
            and bool(memory.get("works")) and ctx.functioning)
