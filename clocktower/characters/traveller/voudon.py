"""Only you & the dead can vote. They don't need a vote token to do so. A 50% majority isn't required.

Rulings (almanac, Voudon): while the Voudon's ability works, a living player other than the
Voudon may not raise a hand on a nomination (offered ``(False,)`` only); a player who
registers as dead (an "apparently dead" Zombuul, almanac example) votes as the dead do. The
dead vote whether or not they still hold their ghost vote, and voting spends none. One vote
is enough: the nominee with the most votes (at least one) is about to die, a tie as usual
saves both (almanac example: the Moonchild with three votes). Exiles are not votes for
execution and are untouched (almanac example: the Voudon survives an exile five to
seven). A drunk, poisoned or dead Voudon has no ability: the votes run as normal.
"""

from __future__ import annotations

from ...context import AbilityContext
from ...state import Nomination


def vote_options(ctx: AbilityContext, voter: int, nomination: Nomination) -> tuple[bool, ...] | None:
    if voter == ctx.seat or not ctx.functioning or not ctx.alive(voter):
        return None
    return (False,)


def free_dead_votes(ctx: AbilityContext, nomination: Nomination) -> bool:
    return ctx.functioning


def vote_threshold(ctx: AbilityContext, nomination: Nomination, needed: int) -> int | None:
    return 1 if ctx.functioning else None
