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
- Alchemist jinx: an Alchemist with the Organ Grinder ability means the Organ Grinder is in
  play too (the Alchemist's module adds it at setup). While both are sober (neither is
  drunk, by the nod or any other way), both are drunk: neither one's Organ Grinder ability
  works, so votes are open. Once one of them is drunk (say the Organ Grinder nods), the
  other is sober and its ability works. (Being drunk changes nothing else for them: the
  nod is still asked each night.)
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


def _jinx_pair(ctx: AbilityContext) -> list[int]:
    """The Alchemist-Organ Grinder jinx's seats: every Organ Grinder and every Alchemist
    with the Organ Grinder ability, when there are both; otherwise none."""
    grinders = [s for s in ctx.seats_with("organgrinder") if "organgrinder" in ctx.abilities_of(s)]
    alchemists = [s for s in ctx.seats() if ctx.character_of(s) == "alchemist"
                  and "organgrinder" in ctx.abilities_of(s) and ctx.granted_by(s, "organgrinder") == "alchemist"]
    return sorted(grinders + alchemists) if grinders and alchemists else []


def secret_vote(ctx: AbilityContext, nomination: Nomination) -> bool:
    if ctx.is_storyteller or not ctx.alive() or not ctx.functioning:
        return False
    pair = _jinx_pair(ctx)
    return not (pair and all(not ctx.is_drunk(s) for s in pair))  # Alchemist jinx: both sober, both drunk
