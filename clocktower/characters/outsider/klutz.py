"""When you learn that you died, publicly choose 1 alive player: if they are evil, your team loses.

Rulings (almanac, Klutz): the Klutz chooses when it learns it died: at once when it dies by
day, at dawn after a night death. It must choose an alive player. If its ability functions
(it works while dead; not when drunk or poisoned) and the chosen player registers as evil (a
Recluse may), the Klutz's team loses at once: a good Klutz makes evil win, an evil Klutz
makes good win. Otherwise nothing happens.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import EVIL, GOOD
from .._learns_death import choose_alive_player, learns_it_died

ABILITY_WORKS_WHEN_DEAD = True


def _choose(ctx: AbilityContext) -> Flow:
    target = yield from choose_alive_player(ctx, "klutz")
    if target is None or not ctx.functioning:
        return
    if (yield from ctx.registers_as_alignment(target)) == EVIL:
        team = ctx.alignment_of(ctx.seat)
        winner = EVIL if team == GOOD else GOOD
        ctx.end_game(winner, f"the Klutz {ctx.name(ctx.seat)} chose an evil player.")


on_death, after_dawn = learns_it_died(_choose)
