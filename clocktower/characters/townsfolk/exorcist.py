"""Each night*, choose a player (different to last night): the Demon, if chosen, learns who you are then doesn't wake tonight.

Rulings (almanac, Exorcist): the chosen Demon is woken to learn the Exorcist (this is not
waking for its own ability) and does not wake to use its ability tonight; its other
abilities still work (the Pukka's earlier victim dies, the Shabaloth may regurgitate); the
same player may not be chosen two nights running.

Jinx Leviathan-Exorcist (official jinx list): if the Leviathan nominates the player the
Exorcist chose last night and that player is executed, good wins. "Chose" means a choice
made while the Exorcist's ability worked (a drunk or poisoned Exorcist chooses nobody for
the jinx); the win is decided when the execution happens, before the Leviathan's own count
of good executions.

Jinx Riot-Exorcist: the same when a Riot nominates that player; on the riot's day the Riot's
nominee dies instead of being executed, and that death counts as the execution (our reading,
as for the Riot-Monk jinx in the Monk's module).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import EXORCISED, GOOD, Death
from .._demon import nominating_demon, riot_day_death


def other_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    last = ctx.memory.get("last")
    candidates = [s for s in ctx.seats() if not (last and last[0] == ctx.night - 1 and last[1] == s)]
    target = yield from ctx.choose_players(1, candidates=candidates, prompt="Choose a player (not last night's)")
    ctx.memory["last"] = (ctx.night, target)
    ctx.unremind("Chosen")
    ctx.remind("Chosen", target)
    if not ctx.functioning:
        return
    ctx.memory["working"] = (ctx.night, target)
    team = yield from ctx.registers_as_team(target)
    if team != "demon":
        return
    ctx.add_effect(EXORCISED, target, until=("dawn", ctx.night), token="Chosen")
    ctx.tell(target, f"The Exorcist has chosen you: {ctx.name(ctx.seat)} is the Exorcist. "
             "You do not wake tonight.", kind="learned", data={"what": "exorcist", "value": ctx.seat})


def on_executed(ctx: AbilityContext, seat: int) -> None:
    """Jinxes Leviathan-Exorcist and Riot-Exorcist: the Leviathan (or a Riot) nominated and
    executed today's chosen player."""
    if ctx.memory.get("working") != (ctx.day, seat):
        return
    demon = nominating_demon(ctx, seat)
    if demon is not None:
        _good_wins(ctx, demon, "executed")


def on_death(ctx: AbilityContext, death: Death) -> None:
    """Jinx Riot-Exorcist on the riot's day: a Riot's nominee dies in place of an execution."""
    if riot_day_death(death) and ctx.memory.get("working") == (ctx.day, death.seat) \
            and nominating_demon(ctx, death.seat) == "riot":
        _good_wins(ctx, "riot", "killed")


def _good_wins(ctx: AbilityContext, demon: str, how: str) -> None:
    if demon == "leviathan":
        ctx.end_game(GOOD, "the Leviathan nominated and executed the player the Exorcist chose.")
    else:
        ctx.end_game(GOOD, f"a Riot nominated and {how} the player the Exorcist chose (Riot-Exorcist jinx).")
