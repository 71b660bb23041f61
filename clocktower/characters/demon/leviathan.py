"""If more than 1 good player is executed, evil wins. All players know you are in play. After day 5, evil wins.

Rulings (almanac, Leviathan):
- The Leviathan never kills and never wakes. Its place in the night order is right after
  dawn: on the first day the Storyteller declares to everyone that the Leviathan is in
  play, and each later day which day it is (a new Leviathan is declared the same way).
- Every execution of a player who is good at that moment counts, whatever their character,
  and even when the executed player does not die (the Sailor, the Tea Lady's neighbours),
  or is already dead. Executing evil players never counts (ruling
  ``leviathan-executions-count-even-if-survive``). The executed player's alignment is asked
  through registration (none of this script's characters register falsely).
- The second (or later) good execution is an evil win, decided right after the execution's
  other effects: a jinx that gives good the win on that execution (Leviathan-Exorcist,
  Leviathan-Innkeeper, kept in those characters' modules) comes first.
- When day 5 ends (and at the end of any later day) with the Leviathan alive, evil wins.
- Our ruling (the almanac is silent): both wins are the Leviathan's ability, so it must be
  functioning (alive, sober and healthy) at the moment the condition is met (almanac,
  Drunk: "Whenever their ability would affect the game in some way, it doesn't"; Poisoner:
  "A poisoned player has no ability"): a good
  execution while the Leviathan is drunk still counts towards the total, but does not by
  itself win; the end of a day while it is drunk does not win, the end of the next day may.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import EVIL, GOOD

_GOOD_EXECUTED = "Good Player Executed"


def first_night(ctx: AbilityContext) -> Flow | None:
    _declare(ctx)
    return None


def other_night(ctx: AbilityContext) -> Flow | None:
    _declare(ctx)
    return None


def _declare(ctx: AbilityContext) -> None:
    """Right after dawn: everyone learns the Leviathan is in play, and the day."""
    day = ctx.day
    ctx.announce(f"The Leviathan is in play. It is day {day}.", kind="leviathan",
                 data={"character": "leviathan", "day": day})


def _good_executions(ctx: AbilityContext) -> int:
    """How many good players have been executed while a Leviathan was in play."""
    return len(ctx.grimoire_reminders("leviathan", _GOOD_EXECUTED))


def on_executed(ctx: AbilityContext, seat: int) -> Flow:
    alignment = yield from ctx.registers_as_alignment(seat)
    if alignment != GOOD:
        return
    earlier = _good_executions(ctx)
    ctx.remind(_GOOD_EXECUTED, seat)
    ctx.note(f"Leviathan: {ctx.name(seat)} is the {'second' if earlier == 1 else 'first' if earlier == 0 else 'another'} "
             "good player executed.")
    if earlier >= 1 and ctx.functioning:
        ctx.memory["win"] = "a second good player was executed while the Leviathan is in play."


def end_of_day(ctx: AbilityContext) -> None:
    if ctx.day >= 5 and ctx.functioning:
        ctx.memory["win"] = f"day {ctx.day} has ended with the Leviathan alive."


def check_win(ctx: AbilityContext) -> tuple[str, str, str] | None:
    reason = ctx.memory.get("win")
    if reason:
        return (EVIL, reason, "leviathan")
    return None


def night_start(ctx: AbilityContext) -> Flow | None:
    """Jinx Leviathan-Sage: the Leviathan's nightly pick (rules in the Sage's module)."""
    from ..townsfolk.sage import demon_picks
    return demon_picks(ctx)
