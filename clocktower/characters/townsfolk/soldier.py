"""You are safe from the Demon.

Rulings (almanac, Soldier): the Demon's ability cannot kill the Soldier, nor poison it or
harm it otherwise; execution still kills it; a drunk or poisoned Soldier is not safe.

Jinxes Leviathan-Soldier and Riot-Soldier (official jinx list): if the Leviathan (or a
Riot) nominates the Soldier and the Soldier is executed, good wins. Our rulings: the jinx
stands in for the Soldier's safety from the Demon, so it needs the Soldier's ability to
work at the execution (a drunk or poisoned Soldier, or a player who only believes it is the
Soldier, is executed as usual); on the riot's day a Riot's nominee dies instead of being
executed, and that death counts as the execution (as for the Riot-Monk jinx): so the
Soldier's safety does not stop the death of a Soldier a Riot nominates that day (good wins
at once), while a Soldier nominated by a non-Riot nominee of the chain is still safe.
"""

from __future__ import annotations

from ...context import AbilityContext
from ...state import GOOD, Death, Harm
from .._demon import nominating_demon, riot_day_death


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    if target != ctx.seat or not harm.by_demon or not ctx.functioning:
        return False
    if effect is None and not ctx.is_night and harm.source_character == "riot" and not harm.execution \
            and nominating_demon(ctx, target) == "riot":
        return False  # the Riot-Soldier jinx: this death is the execution, and good wins
    return True


def on_executed(ctx: AbilityContext, seat: int) -> None:
    """Jinxes Leviathan-Soldier and Riot-Soldier: nominated by that Demon and executed."""
    if seat != ctx.seat or ctx.acting or not ctx.functioning:
        return
    demon = nominating_demon(ctx, seat)
    if demon is not None:
        who = ctx.character_name(demon)
        ctx.end_game(GOOD, f"the {who} nominated and executed the Soldier ({who}-Soldier jinx).")


def on_death(ctx: AbilityContext, death: Death) -> None:
    """Jinx Riot-Soldier on the riot's day: the Soldier, a Riot's nominee, dies."""
    if death.seat != ctx.seat or ctx.acting or not riot_day_death(death):
        return
    sober_and_healthy = not ctx.is_drunk(ctx.seat) and not ctx.is_poisoned(ctx.seat)  # (now dead)
    if nominating_demon(ctx, death.seat) == "riot" and sober_and_healthy:
        ctx.end_game(GOOD, "a Riot nominated the Soldier, who died (Riot-Soldier jinx).")
