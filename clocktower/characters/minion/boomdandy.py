"""If you are executed, all but 3 players die. After a 10 to 1 countdown, the player with the most players pointing at them, dies.

Rulings (almanac, Boomdandy; docs/rulings/carousel-outsiders-minions.md):
- The explosion follows the Boomdandy's execution (the ``on_executed`` hook), whether or
  not the Boomdandy then dies; only an execution sets it off, and only while its ability
  works (not drunk or poisoned; a player who only believes they are the Boomdandy does
  nothing).
- The Storyteller picks the 3 living players (besides the Boomdandy) who live: a decision
  among every group of 3 that holds a living Demon, when one is alive (almanac: three remain
  "including the Demon"). Going round the circle, each other living player is told "you
  live" or dies, as the Storyteller's narration. A player whom an ability keeps alive stays
  alive, so more than 3 may remain. With 3 or fewer others alive, nobody dies.
- Then the public countdown from 10 to 1, and every player, alive or dead (the Boomdandy
  too), points at one living player other than themselves: a decision each, in seat order
  from the Boomdandy's left, all of them public. When the Storyteller calls "freeze" the
  pointing is counted: the one living player pointed at most dies (the Boomdandy's ability
  kills them). On a tie nobody dies.
- The win is checked afterwards, as after any execution: with two players left and the
  Demon alive, evil wins; the Demon pointed at and killed, good wins.
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import TYPE_CHECKING, Any

from ...decisions import DecisionKind

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_SURVIVORS = 3


def on_executed(ctx: AbilityContext, seat: int) -> Flow | None:
    if seat != ctx.seat or not ctx.functioning:
        return None
    return _explode(ctx)


def _explode(ctx: AbilityContext) -> Flow:
    me = ctx.seat
    ctx.announce(f"{ctx.name(me)} was the Boomdandy, and explodes!", data={"seat": me})
    living = [s for s in ctx.clockwise_from(me) if ctx.alive(s)]
    if len(living) > _SURVIVORS:
        demons = [s for s in living if ctx.team_of(s) == "demon"]
        groups = [g for g in itertools.combinations(sorted(living), _SURVIVORS)
                  if not demons or any(d in g for d in demons)]
        labels: dict[Any, str] = {g: ", ".join(ctx.name(s) for s in g) for g in groups}
        keep: tuple[int, ...] = yield from ctx.storyteller(
            "The Boomdandy explodes: which 3 players live?", groups, step="boomdandy.survivors", labels=labels)
        for s in living:
            if s in keep:
                ctx.announce(f"{ctx.name(s)}: you live.", data={"seat": s})
            else:
                died = yield from ctx.kill(s)
                if not died:
                    ctx.announce(f"{ctx.name(s)}: you live.", data={"seat": s})
    yield from _pointing(ctx)


def _pointing(ctx: AbilityContext) -> Flow:
    me = ctx.seat
    ctx.announce("Ten, nine, eight, seven, six, five, four, three, two, one... Freeze! Everybody points at "
                 "a living player: the one pointed at most dies.", data={"countdown": 10})
    pointers = [*ctx.clockwise_from(me), me]
    pointed: Counter[int] = Counter()
    for s in pointers:
        targets = [t for t in ctx.alive_seats() if t != s and t != me]
        if not targets:
            continue
        target = yield from ctx.ask(s, "The Boomdandy's countdown: point at a living player", targets,
                                    kind=DecisionKind.DAY_ABILITY, step="boomdandy.point")
        pointed[target] += 1
        ctx.announce(f"{ctx.name(s)} points at {ctx.name(target)}.", kind="pointed",
                     data={"seat": s, "target": target})
    if not pointed:
        return
    ranked = pointed.most_common()
    top = ranked[0][1]
    summary = ", ".join(f"{ctx.name(t)} {n}" for t, n in ranked)
    leaders = [t for t, n in ranked if n == top]
    if len(leaders) > 1:
        ctx.announce(f"Fingers counted: {summary}. A tie: nobody dies.", data={"counts": dict(pointed)})
        return
    victim = leaders[0]
    ctx.announce(f"Fingers counted: {summary}. {ctx.name(victim)} has the most fingers pointed at them.",
                 data={"counts": dict(pointed), "seat": victim})
    yield from ctx.kill(victim)
