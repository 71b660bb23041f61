"""If there are 5 or more players alive, you must vote for every nomination.

Rulings (README of the seeds, Zealot): while 5 or more players are alive (Travellers
count, as players), the Zealot's only legal vote on each nomination is "yes", its own
nomination included. With 4 or fewer alive it votes freely. A dead Zealot has no ability
(it may keep or spend its ghost vote), and a drunk or poisoned one votes freely too.
"""

from __future__ import annotations

from typing import Any

from ...state import Nomination


def vote_options(ctx: Any, voter: int, nomination: Nomination) -> tuple[bool, ...] | None:
    if voter != ctx.seat or not ctx.functioning:
        return None
    if len(ctx.alive_seats()) >= 5:
        return (True,)
    return None
