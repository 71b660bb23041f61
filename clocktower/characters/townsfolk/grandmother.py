"""You start knowing a good player & their character. If the Demon kills them, you die too.

Rulings (almanac, Grandmother): the grandchild is a good player other than the
Grandmother; the character shown is the grandchild's true character (the Drunk shows as
the Drunk). Only a kill by the Demon's ability triggers the Grandmother's death; an
execution or another night death does not. A drunk or poisoned Grandmother does not die.
"""

from __future__ import annotations

from itertools import product

from ...context import AbilityContext, Flow
from ...state import GOOD, Death

START_KNOWING = True


def first_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    good = [s for s in ctx.seats() if s != ctx.seat and ctx.alignment_of(s) == GOOD]
    if not good:
        return
    grandchild = yield from ctx.storyteller("Choose the Grandmother's grandchild (a good player)", good,
                                            step="grandmother.grandchild")
    truth = [(grandchild, ctx.character_of(grandchild))]
    domain = list(product([s for s in ctx.seats() if s != ctx.seat], ctx.script_characters()))
    yield from ctx.inform(
        truth=truth, domain=domain, what="your grandchild",
        render=lambda v: f"Your grandchild is {ctx.name(v[0])}, the {ctx.character_name(v[1])}.",
    )
    # The GRANDCHILD reminder marks the Storyteller's pick (How to Run, step 1); a drunk or
    # poisoned Grandmother may be shown someone else, but the reminder stays where it is.
    ctx.memory["grandchild"] = grandchild
    ctx.unremind("Grandchild")
    ctx.remind("Grandchild", grandchild)


def on_death(ctx: AbilityContext, death: Death) -> Flow | None:
    if death.seat != ctx.memory.get("grandchild") or not death.harm.by_demon:
        return None
    if not ctx.functioning or not ctx.alive():
        return None
    return _die(ctx)


def _die(ctx: AbilityContext) -> Flow:
    yield from ctx.kill(ctx.seat)
