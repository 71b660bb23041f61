"""The 1st time you die, you don't.

Rulings (almanac, Fool; docs/rulings/bmr-snv.md):
- The first death that would really happen to the Fool does not: any death counts, by the
  Demon, by execution or by any other ability. An executed Fool stays alive and the table is
  told only that the player was executed and lives (the engine's "executed but does not die").
- That spends the ability: the Fool is marked NO ABILITY and the next death kills.
- A death another protection already stops (the Tea Lady's neighbours, the Innkeeper's, the
  Monk's, the Soldier against the Demon) is not a death, so the ability is kept (almanac,
  Fool, third example).
- A drunk or poisoned Fool simply dies; the ability was never used (it dies with it).
- Our ruling: a kill that happens "even if for some reason they could not" (the Assassin's)
  overrides the Fool, as it overrides every protection, and does not use the ability up.
- The ability is read at the moment of the death: the Fool has to be sober, healthy and alive
  then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import Harm

if TYPE_CHECKING:
    from ...context import AbilityContext

_NO_ABILITY = "No Ability"


def redirect_death(ctx: AbilityContext, target: int, harm: Harm) -> None:
    """Not a redirection: the moment the Fool would really die, before any protection is read.

    The Fool spends its ability here when nothing else saves it, and marks this very harm
    as the one it survives (read by :func:`protects`). Returns None: the death is never sent
    elsewhere.
    """
    if target != ctx.seat or harm.unstoppable or "spent" in ctx.memory:
        return None
    if not ctx.alive() or not ctx.functioning or ctx.protected(ctx.seat, harm):
        return None  # dead already, drunk or poisoned, or saved by another ability
    ctx.memory["spent"] = True
    ctx.memory["survives"] = harm
    ctx.remind(_NO_ABILITY, ctx.seat)
    ctx.note(f"{ctx.name(ctx.seat)} (Fool) would die but does not: the Fool's ability is used up.")
    return None


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    """The one harm the Fool's ability spent itself on does not kill (nothing else is stopped)."""
    return effect is None and target == ctx.seat and ctx.memory.get("survives") is harm
