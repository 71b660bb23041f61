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
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import EXORCISED, GOOD


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
    """Jinx Leviathan-Exorcist: the Leviathan nominated and executed today's chosen player."""
    if ctx.memory.get("working") != (ctx.day, seat):
        return
    nominators = [n for n, nominee in ctx.nominations() if nominee == seat and n >= 0]  # (-1: the Storyteller)
    if nominators and ctx.character_of(nominators[-1]) == "leviathan":
        ctx.end_game(GOOD, "the Leviathan nominated and executed the player the Exorcist chose.")
