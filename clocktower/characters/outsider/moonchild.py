"""When you learn that you died, publicly choose 1 alive player. Tonight, if it was a good player, they die.

Rulings (almanac, Moonchild): the choice is made when the Moonchild learns it died (at once
when executed, at dawn after a night death); the chosen player dies that night only if they
were good when chosen and the Moonchild's ability functions at night (its ability works
while dead).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import GOOD
from .._learns_death import choose_alive_player, learns_it_died

ABILITY_WORKS_WHEN_DEAD = True
WAKES_WHEN_DEAD = True


def _curse(ctx: AbilityContext) -> Flow:
    target = yield from choose_alive_player(ctx, "moonchild")
    if target is None:
        return
    # Almanac "How to Run": a good choice is marked with the Moonchild's DEAD reminder at once (so a
    # Goon that turns evil later still dies); the reminder is a Grimoire token, so it survives the
    # Moonchild coming back to life (Shabaloth), which wipes the ability's memory.
    if ctx.alignment_of(target) == GOOD:
        ctx.remind("Dead", target)


on_death, after_dawn = learns_it_died(_curse)


def other_night(ctx: AbilityContext) -> Flow:
    marked = [s for s in ctx.reminded("Dead") if s is not None]
    if not marked:
        return
    ctx.unremind("Dead")
    if ctx.functioning:
        for target in marked:
            yield from ctx.kill(target)
