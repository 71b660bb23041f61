"""When you die, 1 player is drunk from now on.

Rulings (almanac, Sweetheart): when the Sweetheart dies (by execution or at night), the
Storyteller chooses any one player, who is drunk for the rest of the game. The ability
triggers at the death itself, so it works although the Sweetheart is then dead; a Sweetheart
that is drunk or poisoned when it dies makes nobody drunk. The drunkenness is a lasting
state: it does not end if the Sweetheart is later poisoned.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import DRUNK, Death

ABILITY_WORKS_WHEN_DEAD = True


def on_death(ctx: AbilityContext, death: Death) -> Flow | None:
    if death.seat != ctx.seat or not ctx.functioning:
        return None
    return _drunk(ctx)


def _drunk(ctx: AbilityContext) -> Flow:
    target = yield from ctx.storyteller("The Sweetheart died: who is drunk from now on?", ctx.seats(),
                                        step="sweetheart.drunk")
    ctx.add_effect(DRUNK, target, until=None, needs_source=False, token="Drunk")
    ctx.remind("Drunk", target)
    ctx.note(f"{ctx.name(target)} is drunk from now on (Sweetheart).")
