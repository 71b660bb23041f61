"""Shared timing for abilities that act "when you learn that you died" (Klutz, Moonchild).

A player learns of their death at once when it happens by day (an execution, the Tinker),
and at the dawn announcement after a night death. Both almanac pages describe this timing;
the choice itself is each character's.
"""

from __future__ import annotations

from collections.abc import Callable

from ..context import AbilityContext, Ask, Flow
from ..state import Death

Choice = Callable[[AbilityContext], Flow]


def learns_it_died(
        choose: Choice) -> tuple[Callable[[AbilityContext, Death], Flow | None], Callable[[AbilityContext], Flow | None]]:
    """Build the ``on_death`` and ``after_dawn`` hooks that run ``choose(ctx)`` when the
    holder learns that it died.

    Args:
        choose: a generator function of the ability context (the public choice).

    Returns:
        ``(on_death, after_dawn)`` to assign as the character module's hooks.
    """

    def on_death(ctx: AbilityContext, death: Death) -> Flow | None:
        if death.seat != ctx.seat:
            return None
        if ctx.is_night:
            ctx.memory["pending"] = True
            return None
        return choose(ctx)

    def after_dawn(ctx: AbilityContext) -> Flow | None:
        if ctx.memory.pop("pending", False):
            return choose(ctx)
        return None

    return on_death, after_dawn


def choose_alive_player(ctx: AbilityContext, character: str) -> Ask[int | None]:
    """Ask the holder to publicly choose an alive player and announce it.

    Returns (via ``yield from``) the chosen seat, or None when nobody is alive to choose.
    """
    candidates = ctx.alive_seats()
    if not candidates:
        return None
    target = yield from ctx.public_choice("You died: publicly choose an alive player", candidates)
    ctx.announce(f"{ctx.name(ctx.seat)} ({ctx.character_name(character)}) chooses {ctx.name(target)}.",
                 kind="statement", data={"seat": ctx.seat, character: target})
    return target
