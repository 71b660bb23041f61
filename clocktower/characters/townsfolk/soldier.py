"""You are safe from the Demon.

Rulings (almanac, Soldier): the Demon's ability cannot kill the Soldier, nor poison it or
harm it otherwise; execution still kills it; a drunk or poisoned Soldier is not safe.
"""

from __future__ import annotations

from ...context import AbilityContext
from ...state import Harm


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    return target == ctx.seat and harm.by_demon and ctx.functioning
