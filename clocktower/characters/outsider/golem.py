"""You may only nominate once per game. When you do, if the nominee is not the Demon, they die.

Rulings (almanac, Golem; docs/rulings/carousel-minions-outsiders.md):
- The Golem's first nomination of the game: unless the nominee registers as the Demon, the
  nominee dies at once (the Golem's ability: protections against death apply); the vote then
  goes on as usual. A nominee who registers as the Demon (the Demon, a Recluse the
  Storyteller lets register so) does not die, and nothing is said. Either way the Golem is
  marked MAY NOT NOMINATE.
- A drunk or poisoned Golem (or a player who believes they are the Golem) kills nobody, but
  the nomination is spent all the same: they believe the rule binds them.
- A later nomination by the Golem: the Storyteller decides whether to accept it (almanac:
  "you can either accept or not accept the nomination"). Refused, the nomination ends with
  no vote (the nominee stays nominated for today).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import Nomination

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_MAY_NOT_NOMINATE = "May Not Nominate"


def on_nomination(ctx: AbilityContext, nomination: Nomination) -> Flow | None:
    if nomination.nominator != ctx.seat or ctx.is_storyteller:
        return None
    if ctx.memory.get("nominated"):
        return _refuse_or_accept(ctx, nomination)
    ctx.memory["nominated"] = True
    if ctx.alive():
        ctx.remind(_MAY_NOT_NOMINATE, ctx.seat)
    if not ctx.functioning:
        return None
    return _smash(ctx, nomination.nominee)


def _smash(ctx: AbilityContext, nominee: int) -> Flow:
    if (yield from ctx.registers_as_team_is(nominee, "demon")):
        ctx.note(f"The Golem nominated {ctx.name(nominee)}, who registers as the Demon: nothing happens.")
        return
    ctx.note(f"The Golem nominated {ctx.name(nominee)}, who is not the Demon.")
    yield from ctx.kill(nominee)


def _refuse_or_accept(ctx: AbilityContext, nomination: Nomination) -> Flow:
    accept = yield from ctx.storyteller(
        f"{ctx.name(ctx.seat)} (Golem) has nominated before this game: accept this nomination?",
        [False, True], step="golem", labels={False: "no, refuse it", True: "yes, accept it"})
    if not accept:
        nomination.resolved = True
        ctx.announce(f"The Storyteller does not accept {ctx.name(ctx.seat)}'s nomination.",
                     data={"seat": ctx.seat})
