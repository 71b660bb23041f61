"""If there are 5 or more players alive, you must vote for every nomination.

Rulings (README of the seeds, Zealot): while 5 or more players are alive (Travellers
count, as players), the Zealot's only legal vote on each nomination is "yes", its own
nomination included. With 4 or fewer alive it votes freely. A dead Zealot has no ability
(it may keep or spend its ghost vote), and a drunk or poisoned one votes freely too.

Jinx with Legion: the Zealot might register as evil to Legion (so a nomination on which only
evil players and the Zealot voted may fail). Our reading: only while the Zealot's ability
works, since only then is its vote forced.
"""

from __future__ import annotations

from typing import Any

from ...state import EVIL, GOOD, Nomination


def vote_options(ctx: Any, voter: int, nomination: Nomination) -> tuple[bool, ...] | None:
    if voter != ctx.seat or not ctx.functioning:
        return None
    if len(ctx.alive_seats()) >= 5:
        return (True,)
    return None


def registers_as_to(ctx: Any, aspect: str, asker: Any) -> set[str]:
    """Legion-Zealot jinx: good or evil to Legion's ability, the Storyteller's choice."""
    if aspect == "alignment" and asker.character == "legion" and ctx.functioning:
        return {GOOD, EVIL}
    return set()
