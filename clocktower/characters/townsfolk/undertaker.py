"""Each night*, you learn which character died by execution today.

Rulings (almanac, Undertaker; ruling undertaker-wakes-only-after-execution): the Undertaker
wakes only on a night that follows a day on which a player died by execution (not on the
first night, not after a day without an execution, not when the executed player did not
die, nor for deaths by other day abilities). It is shown the executed player's true
character (the Drunk as the Drunk, the Lunatic as the Lunatic), asked through registration
when that player still is that character. A drunk or poisoned Undertaker (woken on the same
nights) may be shown any character. When more than one player died by execution that day
(the Butcher's second execution), the Storyteller chooses which of their characters to show
(almanac: "the Storyteller chooses which character to show the Undertaker"): each is true.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow


def other_night(ctx: AbilityContext) -> Flow:
    deaths = [d for d in ctx.deaths_on_day(ctx.night - 1) if d.harm.execution]
    if not deaths:
        return
    ctx.wake()
    truths: list[str] = []
    for death in deaths:
        if ctx.character_of(death.seat) == death.character:
            truths.append((yield from ctx.registers_as_character(death.seat)))
        else:
            truths.append(death.character)
    truth = list(dict.fromkeys(truths))
    domain = list(dict.fromkeys([*ctx.script_characters(), *truth]))
    yield from ctx.inform(truth=truth, domain=domain, what="which character died by execution today",
                          render=lambda v: f"The {ctx.character_name(v)} died by execution today.")
