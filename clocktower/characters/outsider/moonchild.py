"""When you learn that you died, publicly choose 1 alive player. Tonight, if it was a good player, they die.

Rulings (almanac, Moonchild): the choice is made when the Moonchild learns it died (at once
when executed, at dawn after a night death); the chosen player dies that night only if they
were good when chosen and the Moonchild's ability functions at night (its ability works
while dead).
"""

from __future__ import annotations

from typing import Any

from ...state import GOOD, Death

ABILITY_WORKS_WHEN_DEAD = True
WAKES_WHEN_DEAD = True


def on_death(ctx: Any, death: Death) -> Any:
    if death.seat != ctx.seat:
        return None
    if ctx.is_night:
        ctx.memory["pending"] = True
        return None
    return _curse(ctx)


def after_dawn(ctx: Any) -> Any:
    if ctx.memory.pop("pending", False):
        return _curse(ctx)
    return None


def _curse(ctx: Any) -> Any:
    candidates = ctx.alive_seats()
    if not candidates:
        return
    target = yield from ctx.public_choice("You died: publicly choose an alive player", candidates)
    ctx.announce(f"{ctx.name(ctx.seat)} (Moonchild) chooses {ctx.name(target)}.", kind="statement",
                 data={"seat": ctx.seat, "moonchild": target})
    # Almanac "How to Run": a good choice is marked with the Moonchild's DEAD reminder at once (so a
    # Goon that turns evil later still dies); the reminder is a Grimoire token, so it survives the
    # Moonchild coming back to life (Shabaloth), which wipes the ability's memory.
    if ctx.alignment_of(target) == GOOD:
        ctx.remind("Dead", target)


def other_night(ctx: Any) -> Any:
    marked = [s for s in ctx.reminded("Dead") if s is not None]
    if not marked:
        return
    ctx.unremind("Dead")
    if ctx.functioning:
        for target in marked:
            yield from ctx.kill(target)
