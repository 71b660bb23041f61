"""When a Minion dies by execution, all other players (except Travellers) are drunk until dusk tomorrow.

Rulings (almanac, Minstrel): only a Minion that is executed and dies triggers it (not a dead
Minion executed again, not one that survives, not a night death); a drunk or poisoned
Minstrel does not trigger; everyone but the Minstrel and Travellers is drunk until the dusk
that closes the next day.

Jinx Legion-Minstrel (official): Legion registers as a Minion too, yet a Legion player
executed today does not trigger the Minstrel (Legion keeps its ability; nobody is made
drunk). Instead the Storyteller may tell the Minstrel that the player was Legion (a
decision with both answers legal: "might learn"); a drunk or poisoned Minstrel learns
nothing.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import DRUNK, Death


def on_death(ctx: AbilityContext, death: Death) -> Flow | None:
    if death.harm.execution and death.character == "legion" and ctx.functioning:
        return _might_learn_legion(ctx, death.seat)
    if not death.harm.execution or ctx.team_of_character(death.character) != "minion" or not ctx.functioning:
        return None
    for s in ctx.seats():
        if s != ctx.seat and not ctx.is_traveller(s):
            ctx.add_effect(DRUNK, s, until=("dusk", ctx.day + 1), token="Everyone drunk")
    ctx.note("A Minion died by execution: the Minstrel makes everyone else drunk until dusk tomorrow.")
    return None


def _might_learn_legion(ctx: AbilityContext, seat: int) -> Flow:
    """The Legion-Minstrel jinx: the Storyteller decides whether the Minstrel learns it."""
    tell = yield from ctx.storyteller(
        f"{ctx.name(seat)} (Legion) died by execution: does the Minstrel learn that they were Legion?",
        [False, True], step="minstrel.legion",
        labels={False: "no", True: f"yes: tell {ctx.name(ctx.seat)}"})
    if tell:
        ctx.tell(ctx.seat, f"{ctx.name(seat)} was Legion.", kind="learned",
                 data={"what": "legion", "value": seat})
