"""You start knowing 3 players, 1 and only 1 of which is evil.

Rulings (almanac, Noble; ruling noble-exactly-one-evil): the Noble is shown three other
players, exactly one of whom registers as evil to it (never two or three evil players,
never three good ones). Registration is asked of each player first (a Recluse-like
character may register as evil). A drunk or poisoned Noble may be shown any three players.
A Noble that gains the ability later learns on its first night with it. Our ruling: when no
three other players hold exactly one evil player (too few good players remain), the rule
cannot be kept and the Storyteller may show any three.
"""

from __future__ import annotations

import itertools

from ...context import AbilityContext, Flow
from ...state import EVIL


def first_night(ctx: AbilityContext) -> Flow:
    others = [s for s in ctx.seats() if s != ctx.seat]
    if len(others) < 3:
        return
    ctx.wake()
    evil: set[int] = set()
    for s in others:
        if (yield from ctx.registers_as_alignment(s)) == EVIL:
            evil.add(s)
    domain = list(itertools.combinations(others, 3))
    truth = [t for t in domain if sum(1 for s in t if s in evil) == 1]
    if not truth:
        # No three players fit (too few good or evil players register): the rule cannot be
        # met, so the Storyteller shows any three.
        ctx.note("The Noble's rule cannot be met: no three players with exactly one evil")
        truth = domain
    shown = yield from ctx.inform(
        truth=truth, domain=domain, what="three players, exactly one of them evil",
        render=lambda t: f"Exactly one of {ctx.name(t[0])}, {ctx.name(t[1])} and {ctx.name(t[2])} is evil.",
    )
    ctx.unremind("Know")
    for s in shown:
        ctx.remind("Know", s)
