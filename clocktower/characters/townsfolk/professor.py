"""Once per game, at night*, choose a dead player: if they are a Townsfolk, they are resurrected.

Rulings (almanac, Professor): the ability is spent once a player is chosen, whatever they
are (and even when the Professor is drunk or poisoned); a resurrected Townsfolk regains its
ability, wakes later tonight if its place is still to come, and at once uses a "you start
knowing" ability; dawn announces them alive again without saying why.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow


def other_night(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("used"):
        return
    ctx.wake()
    target = yield from ctx.choose_players(1, candidates=ctx.publicly_dead_seats(), allow_none=True,
                                           prompt="Choose a dead player, or no one")
    if target is None:
        return
    ctx.memory["used"] = True
    ctx.remind("No ability", ctx.seat)
    if not ctx.functioning:
        return
    team = yield from ctx.registers_as_team(target)
    if team == "townsfolk":
        ctx.remind("Alive", target)
        yield from ctx.resurrect(target)
