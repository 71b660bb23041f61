"""There can't be more than 1 extra evil player.

Rulings (almanac, Spirit of Ivory; a Fabled: the Storyteller's character, never a seat's):
- "Normal" is the number of Minions and Demons the game was set up with (after setup
  modifiers). Travellers are not counted (their alignment is the Storyteller's choice, not
  a player turning evil).
- While the evil players number more than normal, the Spirit of Ivory is marked NO MORE
  EVIL; a good player who would turn evil then stays good (the Fang Gu's jump, the
  Devil's Advocate-Goon, a Cult Leader, Bounty Hunter's evil Townsfolk...). When a player
  turns good the count falls, and the next one may turn evil again.
- The first extra evil player is allowed: only a second one is stopped.
- A Fabled ability: it cannot be drunk or poisoned.
"""

from __future__ import annotations

from ...context import AbilityContext
from ...state import EVIL

__helpers__ = ("extra_evil",)


def extra_evil(ctx: AbilityContext) -> int:
    """How many more evil players (Travellers aside) there are than the game was set up with."""
    counts = ctx.setup_counts
    normal = counts.get("minion", 0) + counts.get("demon", 0)
    evil = sum(1 for s in ctx.seats() if not ctx.is_traveller(s) and ctx.alignment_of(s) == EVIL)
    return evil - normal


def keeps_good(ctx: AbilityContext, seat: int) -> bool:
    if ctx.is_traveller(seat):
        return False
    if extra_evil(ctx) >= 1:
        if None not in ctx.reminded("No More Evil"):
            ctx.remind("No More Evil", None)
        return True
    return False
