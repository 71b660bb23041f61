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

Jinx Riot-Innkeeper: the same when a Riot nominates that player; on the riot's day the Riot's
nominee dies instead of being executed, and that death counts as the execution (our reading,
as for the Riot-Monk jinx in the Monk's module).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import DRUNK, GOOD, SAFE, Death
from .._demon import nominating_demon, riot_day_death


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


def _protected_last_night(ctx: AbilityContext, seat: int) -> bool:
    night, protected = ctx.memory.get("protected", (None, ()))
    return night == ctx.day and seat in protected


def on_executed(ctx: AbilityContext, seat: int) -> None:
    """Jinxes Leviathan-Innkeeper and Riot-Innkeeper: the Leviathan (or a Riot) nominated and
    executed a player protected last night."""
    if not _protected_last_night(ctx, seat):
        return
    demon = nominating_demon(ctx, seat)
    if demon == "leviathan":
        ctx.end_game(GOOD, "the Leviathan nominated and executed a player the Innkeeper protected.")
    elif demon == "riot":
        ctx.end_game(GOOD, "a Riot nominated and executed a player the Innkeeper protected (Riot-Innkeeper jinx).")


def on_death(ctx: AbilityContext, death: Death) -> None:
    """Jinx Riot-Innkeeper on the riot's day: a Riot's nominee dies in place of an execution."""
    if riot_day_death(death) and _protected_last_night(ctx, death.seat) \
            and nominating_demon(ctx, death.seat) == "riot":
        ctx.end_game(GOOD, "a Riot nominated a player the Innkeeper protected, who died (Riot-Innkeeper jinx).")
