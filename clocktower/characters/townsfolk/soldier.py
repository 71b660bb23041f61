"""You are safe from the Demon.

Rulings (almanac, Soldier): the Demon's ability cannot kill the Soldier, nor poison it or
harm it otherwise; execution still kills it; a drunk or poisoned Soldier is not safe.
"""

from __future__ import annotations

from typing import Any

from ...state import Harm


def protects(ctx: Any, target: int, harm: Harm, effect: str | None) -> bool:
    return target == ctx.seat and harm.by_demon and ctx.functioning
