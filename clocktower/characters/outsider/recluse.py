"""You might register as evil & as a Minion or Demon, even if dead.

Rulings (almanac, Recluse): whenever an ability detects the Recluse's alignment, character
type or character, the Storyteller chooses: good or evil; Outsider, Minion or Demon; the
Recluse or any Minion or Demon on the script. Each look is a separate choice. This works
while the Recluse is dead, not while it is drunk or poisoned (then it registers truly). A
Recluse registering as a Minion or Demon gains none of that character's ability.
"""

from __future__ import annotations

from ...context import AbilityContext
from ...state import EVIL, GOOD

ABILITY_WORKS_WHEN_DEAD = True


def registers_as(ctx: AbilityContext, aspect: str) -> set[str]:
    if not ctx.functioning:
        return set()
    if aspect == "alignment":
        return {GOOD, EVIL}
    if aspect == "team":
        return {"outsider", "minion", "demon"}
    return {ctx.character} | set(ctx.script_characters("minion")) | set(ctx.script_characters("demon"))
