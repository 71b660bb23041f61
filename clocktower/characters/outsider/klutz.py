"""When you learn that you died, publicly choose 1 alive player: if they are evil, your team loses.

Rulings (almanac, Klutz): the Klutz chooses when it learns it died: at once when it dies by
day, at dawn after a night death. It must choose an alive player. If its ability functions
(it works while dead; not when drunk or poisoned) and the chosen player registers as evil (a
Recluse may), the Klutz's team loses at once: a good Klutz makes evil win, an evil Klutz
makes good win. Otherwise nothing happens.
"""

from __future__ import annotations

from typing import Any

from ...state import EVIL, GOOD, Death

ABILITY_WORKS_WHEN_DEAD = True


def on_death(ctx: Any, death: Death) -> Any:
    if death.seat != ctx.seat:
        return None
    if ctx.is_night:
        ctx.memory["pending"] = True
        return None
    return _choose(ctx)


def after_dawn(ctx: Any) -> Any:
    if ctx.memory.pop("pending", False):
        return _choose(ctx)
    return None


def _choose(ctx: Any) -> Any:
    candidates = ctx.alive_seats()
    if not candidates:
        return
    target = yield from ctx.public_choice("You died: publicly choose an alive player", candidates)
    ctx.announce(f"{ctx.name(ctx.seat)} (Klutz) chooses {ctx.name(target)}.", kind="statement",
                 data={"seat": ctx.seat, "klutz": target})
    if not ctx.functioning:
        return
    if (yield from ctx.registers_as_alignment(target)) == EVIL:
        team = ctx.alignment_of(ctx.seat)
        winner = EVIL if team == GOOD else GOOD
        ctx.end_game(winner, f"the Klutz {ctx.name(ctx.seat)} chose an evil player.")
