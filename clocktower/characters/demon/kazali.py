"""Each night*, choose a player: they die. [You choose which players are which Minions. -? to +? Outsiders]

Rulings (almanac, Kazali):
- Setup: no Minion tokens go in the bag; their places go to good tokens, and the
  Storyteller may change the Outsider count by any amount (from none up to the Outsiders
  the script offers).
- First night, at the Kazali's place (before Minion info, so the new Minions take part in
  it): the Kazali chooses a player and a Minion on the script, one pair at a time, until the
  usual number of Minions for the player count exists. Each chosen player becomes that
  Minion and turns evil, and is told so. Only Minions on the script, each at most once, and
  never the Kazali itself. This choice is part of setup: it happens even if the Kazali is
  drunk or poisoned.
- A Kazali created later (by the Snake Charmer) chooses no Minions.
- Each night except the first: choose a player, they die (a Demon kill). An Exorcist-chosen
  Kazali does not wake.
- The Storyteller could hand the Demon the converted players' old characters as bluffs; the
  engine keeps the bluffs chosen at setup (they are still not in play).
- Jinx Bounty Hunter-Kazali (kept in the Bounty Hunter's module): an evil Townsfolk is made
  only if the Bounty Hunter is still in play once the Kazali has chosen its Minions.
- Jinx Marionette-Kazali: a Marionette enters play only this way, after the Demon (no
  Minion is in the bag), and must start as the Kazali's neighbour: the Marionette is offered
  for a chosen player only when that player sits next to the Kazali. Such a player becomes
  the Marionette and evil without being told (our reading of the Marionette's ability: they
  go on believing they are their good character, which they no longer have).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import EVIL
from .._demon import kill_one
from ..hooks import SetupBag


def setup_bag(bag: SetupBag) -> Flow:
    counts = bag.counts
    counts["townsfolk"] += counts["minion"]
    counts["minion"] = 0
    outsiders = counts["outsider"]
    good_slots = counts["townsfolk"] + outsiders
    most = min(len(bag.script("outsider")), good_slots)
    deltas = [d for d in range(-outsiders, most - outsiders + 1)]
    delta = 0
    if len(deltas) > 1:
        delta = yield from bag.choose(
            "setup.modifier.kazali", "Kazali: change the Outsider count by how many?", deltas,
            labels={d: f"{d:+d} Outsider{'' if abs(d) == 1 else 's'}" for d in deltas})
    counts["outsider"] = outsiders + delta
    counts["townsfolk"] = good_slots - counts["outsider"]


def _minions_to_make(ctx: AbilityContext) -> int:
    """How many Minions the Kazali still has to make: the usual number for the player count
    (rulebook table), less the Minions already in play."""
    usual = ctx.player_counts()["minion"]
    present = sum(1 for s in ctx.seats() if ctx.team_of(s) == "minion")
    return max(0, usual - present)


def first_night(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("made") is not None:
        return  # it has chosen its Minions already
    ctx.wake()
    made: list[int] = []
    for _ in range(_minions_to_make(ctx)):
        candidates = [s for s in ctx.seats() if ctx.team_of(s) not in ("demon", "minion")]
        in_play = {ctx.character_of(s) for s in ctx.seats()}
        minions = [c for c in ctx.script_characters("minion") if c not in in_play]
        if minions == ["marionette"]:  # the Marionette-Kazali jinx: only a neighbour
            candidates = [s for s in candidates if s in ctx.neighbours(ctx.seat)]
        if not candidates or not minions:
            break
        target = yield from ctx.choose_players(1, candidates=candidates,
                                                prompt="Choose a player to become one of your Minions")
        if target not in ctx.neighbours(ctx.seat):
            minions = [c for c in minions if c != "marionette"]  # the Marionette-Kazali jinx
        minion = yield from ctx.choose_character(
            candidates=minions, prompt=f"Which Minion does {ctx.name(target)} become?")
        if minion == "marionette":
            ctx.change_character(target, minion, tell=False, keep_believed=True)
            ctx.change_alignment(target, EVIL, tell=False)
        else:
            ctx.change_character(target, minion)
            ctx.change_alignment(target, EVIL)
        made.append(target)
    ctx.memory["made"] = made


def other_night(ctx: AbilityContext) -> Flow:
    yield from kill_one(ctx)
