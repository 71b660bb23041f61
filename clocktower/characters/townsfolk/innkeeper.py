"""Each night*, choose 2 players: they can't die tonight, but 1 is drunk until dusk.

Rulings (almanac, Innkeeper): the two chosen cannot die tonight by any means (except the
Assassin); the Storyteller picks which of them is drunk until dusk; an Innkeeper made drunk
(by choosing themself, or by the Goon) protects nobody. The protection and the drunkenness
need the Innkeeper's ability to keep functioning.

Jinx Leviathan-Innkeeper (official jinx list): if the Leviathan nominates a player the
Innkeeper protected last night and that player is executed, good wins. "Protected" means
chosen while the Innkeeper's ability worked and still working once its drunk player is
picked: an Innkeeper that chose itself and was made the drunk one protected nobody (almanac,
Innkeeper: "the other player they chose to protect isn't safe either"). The win is decided
when the execution happens, before the Leviathan's own count of good executions.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import DRUNK, GOOD, SAFE


def other_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    chosen = yield from ctx.choose_players(2, prompt="Choose 2 players to protect")
    if not ctx.functioning:
        return
    for s in chosen:
        ctx.add_effect(SAFE, s, until=("dawn", ctx.night), token="Safe")
    drunk = yield from ctx.storyteller("Which of the Innkeeper's two players is drunk until dusk?", chosen,
                                       step="innkeeper.drunk")
    ctx.add_effect(DRUNK, drunk, until=("dusk", ctx.night), token="Drunk")
    if ctx.functioning:
        # Not when the Innkeeper made itself the drunk one: then nobody was protected.
        ctx.memory["protected"] = (ctx.night, tuple(chosen))


def on_executed(ctx: AbilityContext, seat: int) -> None:
    """Jinx Leviathan-Innkeeper: the Leviathan nominated and executed a player protected last night."""
    night, protected = ctx.memory.get("protected", (None, ()))
    if night != ctx.day or seat not in protected:
        return
    nominators = [n for n, nominee in ctx.nominations() if nominee == seat and n >= 0]  # (-1: the Storyteller)
    if nominators and ctx.character_of(nominators[-1]) == "leviathan":
        ctx.end_game(GOOD, "the Leviathan nominated and executed a player the Innkeeper protected.")
