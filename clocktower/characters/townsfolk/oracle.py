"""Each night*, you learn how many dead players are evil.

Rulings (almanac, Oracle): the Oracle acts after the Demon, so it counts the players dead at
that moment; a dead player counts when they register as evil (Minions, Demons, good
characters turned evil; a dead Recluse may register as evil). A drunk or poisoned Oracle
may learn any number from 0 to the number of dead players.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import EVIL


def other_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    dead = ctx.dead_seats()
    evil = 0
    for s in dead:
        if (yield from ctx.registers_as_alignment(s)) == EVIL:
            evil += 1
    yield from ctx.inform(truth=[evil], domain=list(range(len(dead) + 1)), what="how many dead players are evil",
                          render=lambda v: f"{v} dead player{' is' if v == 1 else 's are'} evil.")
