"""All players keep their eyes closed when voting and the vote tally is secret. Each night, choose if you are drunk until dusk.

Rulings (almanac, Organ Grinder; docs/rulings/carousel-minions.md):
- Each night, the first included, the Organ Grinder nods (drunk until the next dusk) or
  shakes its head (sober). A drunk choice puts a DRUNK token on the Organ Grinder, which
  the dusk removes.
- While the Organ Grinder is alive, sober and healthy, every nomination's vote is held
  with eyes closed (the engine's ``secret_vote``): the table is told only that the vote is
  secret and when it is over. The hands raised, the count and whether the nominee is now
  about to die are told to the Storyteller alone; each voter knows only their own hand.
  At the end of the nominations the execution (or that there is none) is announced as
  usual. The Organ Grinder's own vote is as secret as everyone else's.
- A drunk (by its own choice or any other way), poisoned or dead Organ Grinder has no
  ability: votes are open.
- Butler jinx (in the Butler's module): in a secret vote the Butler may raise their hand
  freely, but the hand counts only if their master voted too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import DecisionKind
from ...state import DRUNK, Nomination

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_NOD_LABELS = {True: "nod: be drunk until dusk", False: "shake: stay sober"}


def _nod(ctx: AbilityContext) -> Flow:
    ctx.wake()
    drunk = yield from ctx.ask(ctx.seat, "Organ Grinder: are you drunk until dusk?", (False, True),
                               labels=_NOD_LABELS, kind=DecisionKind.DAY_ABILITY, step="organgrinder")
    ctx.unremind("Drunk")
    if drunk:
        ctx.add_effect(DRUNK, ctx.seat, until=("dusk", ctx.night), needs_source=False, token="Drunk")
        ctx.remind("Drunk", ctx.seat)
        ctx.note(f"{ctx.name(ctx.seat)} (Organ Grinder) chooses to be drunk until dusk.")


first_night = other_night = _nod


def secret_vote(ctx: AbilityContext, nomination: Nomination) -> bool:
    return not ctx.is_storyteller and ctx.alive() and ctx.functioning
