"""If both your alive neighbors are good, they can't die.

Rulings (almanac, Tea Lady):
- The Tea Lady's alive neighbours are the nearest alive player on each side (dead players
  are skipped). While both are good, neither can die by any means, execution included
  (the engine announces "executed but does not die"); the Assassin's kill is the exception.
- If either alive neighbour is evil (an evil Townsfolk made by the Bounty Hunter counts as
  evil), nobody is protected. The condition is checked at the moment a death would happen,
  so it follows every change of alignment, death or resurrection at once.
- A dead, drunk or poisoned Tea Lady protects nobody. The Tea Lady never protects herself.
- "Good" is the neighbour's true alignment: the protection is not information, so no
  registration is asked (no seed-000 character registers falsely).
"""

from __future__ import annotations

from ...context import AbilityContext
from ...state import GOOD, Harm


def _protected_neighbours(ctx: AbilityContext) -> tuple[int, ...]:
    """The seats the Tea Lady protects right now (empty when the condition fails)."""
    if not ctx.functioning:
        return ()
    left, right = ctx.neighbours(ctx.seat, alive_only=True)
    pair = tuple(s for s in dict.fromkeys((left, right)) if s != ctx.seat)
    if not pair or any(ctx.alignment_of(s) != GOOD for s in pair):
        return ()
    return pair


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    return effect is None and target in _protected_neighbours(ctx)
