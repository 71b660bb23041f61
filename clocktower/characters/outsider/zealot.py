"""If there are 5 or more players alive, you must vote for every nomination.

Rulings (README of the seeds, Zealot; wiki Zealot,
https://wiki.bloodontheclocktower.com/Zealot): while 5 or more players are alive
(Travellers count, as players), the Zealot's only legal vote on each nomination is "yes",
its own nomination included. With 4 or fewer alive it votes freely. A dead Zealot votes like
any dead player (it may keep or spend its ghost vote).

The vote is the player's own duty, so what binds is what the seat believes: "A Zealot must
vote even if they think they might be drunk or poisoned" (wiki). A drunk or poisoned Zealot,
a Marionette who believes it is the Zealot, and a seat given the Zealot's ability all must
vote yes; the options then depend only on the seat's belief and the public alive count, so
they tell the player nothing about its state.

Jinx with Legion: the Zealot might register as evil to Legion (so a nomination on which only
evil players and the Zealot voted may fail). Our reading: only while the Zealot's ability
works: registering falsely is part of a character's ability, which a drunk or poisoned
player does not have (RULES.md, "Drunkenness, poisoning"), even though such a Zealot still
votes as it believes it must.

Jinx with the Vizier: likewise, the Zealot might register as evil to the Vizier (so a vote
in which the Zealot was the only good hand may not let the Vizier execute), under the same
reading.
"""

from __future__ import annotations

from ...context import AbilityContext
from ...state import EVIL, GOOD, Nomination


def vote_options(ctx: AbilityContext, voter: int, nomination: Nomination) -> tuple[bool, ...] | None:
    if voter != ctx.seat or not ctx.alive():
        return None
    if len(ctx.alive_seats()) >= 5:
        return (True,)
    return None


def registers_as_to(ctx: AbilityContext, aspect: str, asker: AbilityContext) -> set[str]:
    """Legion-Zealot and Vizier-Zealot jinxes: good or evil to Legion's or the Vizier's
    ability, the Storyteller's choice."""
    if aspect == "alignment" and asker.character in ("legion", "vizier") and ctx.functioning:
        return {GOOD, EVIL}
    return set()
