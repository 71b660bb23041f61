"""You start knowing a good player & their character. If the Demon kills them, you die too.

Rulings (almanac, Grandmother): the grandchild is a good player other than the
Grandmother; the character shown is the grandchild's true character (the Drunk shows as
the Drunk). Only a kill by the Demon's ability triggers the Grandmother's death; an
execution or another night death does not. A drunk or poisoned Grandmother does not die.

Jinxes Leviathan-Grandmother and Riot-Grandmother (official jinx list): while a Leviathan
(or a Riot) is in play, evil wins when the grandchild dies by execution. Our rulings: the
jinx replaces the Grandmother's own trigger (those Demons kill by day), so it needs the
Grandmother alive with a working ability at that moment; "in play" means some seat is that
character now; on the riot's day a Riot's nominee dies instead of being executed, and that
death counts as the execution (as for the Riot-Monk jinx in the Monk's module).
"""

from __future__ import annotations

from itertools import product

from ...context import AbilityContext, Flow
from ...state import EVIL, GOOD, Death
from .._demon import NOMINATING_DEMONS, riot_day_death

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


def on_executed(ctx: AbilityContext, seat: int) -> None:
    """Jinxes Leviathan-Grandmother and Riot-Grandmother: the grandchild is executed."""
    if seat == ctx.memory.get("grandchild"):
        _evil_wins(ctx)


def _evil_wins(ctx: AbilityContext) -> None:
    if ctx.acting or not ctx.functioning or not ctx.alive():
        return
    demons = [c for c in NOMINATING_DEMONS if ctx.seats_with(c)]
    if demons:
        who = ctx.character_name(demons[0])
        ctx.end_game(EVIL, f"the grandchild died by execution with the {who} in play ({who}-Grandmother jinx).")


def on_death(ctx: AbilityContext, death: Death) -> Flow | None:
    if death.seat == ctx.memory.get("grandchild") and riot_day_death(death):
        _evil_wins(ctx)  # ends the game (returns only if an ability refused the win)
    if death.seat != ctx.memory.get("grandchild") or not death.harm.by_demon:
        return None
    if not ctx.functioning or not ctx.alive():
        return None
    return _die(ctx)


def _die(ctx: AbilityContext) -> Flow:
    yield from ctx.kill(ctx.seat)
