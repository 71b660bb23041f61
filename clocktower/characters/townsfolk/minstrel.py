"""When a Minion dies by execution, all other players (except Travellers) are drunk until dusk tomorrow.

Rulings (almanac, Minstrel): only a Minion that is executed and dies triggers it (not a dead
Minion executed again, not one that survives, not a night death); a drunk or poisoned
Minstrel does not trigger; everyone but the Minstrel and Travellers is drunk until the dusk
that closes the next day.
"""

from __future__ import annotations

from ...context import AbilityContext
from ...state import DRUNK, Death


def on_death(ctx: AbilityContext, death: Death) -> None:
    if not death.harm.execution or ctx.team_of_character(death.character) != "minion" or not ctx.functioning:
        return None
    for s in ctx.seats():
        if s != ctx.seat and not ctx.is_traveller(s):
            ctx.add_effect(DRUNK, s, until=("dusk", ctx.day + 1), token="Everyone drunk")
    ctx.note("A Minion died by execution: the Minstrel makes everyone else drunk until dusk tomorrow.")
    return None
