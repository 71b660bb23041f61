"""You start knowing 1 evil player. If the player you know dies, you learn another evil player tonight. [1 Townsfolk is evil]

Rulings (almanac, Bounty Hunter; ruling bounty-hunter-chain-and-drunk):
- Setup: when the Bounty Hunter is in play, the Storyteller turns one other good Townsfolk
  evil, and that player is told they are evil (nothing more: they learn no Minions or
  Demon, and still register as a Townsfolk). We never pick the Bounty Hunter itself (our
  reading: the almanac says "The Bounty Hunter may learn the evil Townsfolk", so the evil
  Townsfolk is someone for it to find). A Drunk who believes it is the
  Bounty Hunter makes nobody evil: the Bounty Hunter is not in play.
- Jinx with the Kazali (kept here, as the Kazali's module says): an evil Townsfolk is made
  only if the Bounty Hunter is still in play once the Kazali has chosen its Minions.
- Jinx with the Philosopher: a Philosopher who gains this ability may make a Townsfolk
  evil (the Storyteller chooses one, or nobody), when it first uses the ability. A
  Philosopher who gains it after the first night "starts knowing" that night: it learns
  its first evil player at the Bounty Hunter's place.
- First night: the Bounty Hunter learns one evil player (as registered), never itself (our
  reading: "learn 1 evil player" points at another player, as the How to Run's KNOW
  reminder on "one evil player" does; pointing at itself would tell it nothing).
  Whenever the player it knows dies (by day or by night), it learns another one that night,
  at its place in the night order; if none is left to learn, it waits until one is.
- It never learns the same player twice. We show alive players only (our reading: the
  chain moves on when "the player you know dies"; a dead known player could never die
  again, which would end the chain for good).
- Drunk or poisoned when it is due, it may be shown any alive player it has not been shown
  before, good ones included; that player becomes the one it knows, and when they die it
  learns another.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import EVIL, GOOD, Death

START_KNOWING = True


def after_deal(ctx: AbilityContext) -> Flow | None:
    if ctx.acting:
        return None
    if any(ctx.character_of(s) == "kazali" for s in ctx.seats()):
        ctx.memory["after_kazali"] = True  # jinx: wait for the Kazali's choice of Minions
        return None
    return _turn_townsfolk_evil(ctx)


def after_night_step(ctx: AbilityContext, step: str) -> Flow | None:
    if step == "kazali" and not ctx.acting and ctx.memory.pop("after_kazali", False):
        return _turn_townsfolk_evil(ctx)
    return None


def _turn_townsfolk_evil(ctx: AbilityContext) -> Flow:
    """The Storyteller turns one good Townsfolk (not the Bounty Hunter) evil; they are told."""
    candidates = [s for s in ctx.seats()
                  if s != ctx.seat and ctx.team_of(s) == "townsfolk" and ctx.alignment_of(s) == GOOD]
    if not candidates:
        return
    seat = yield from ctx.storyteller("Bounty Hunter: which Townsfolk is evil?", candidates,
                                      step="bountyhunter.evil")
    ctx.change_alignment(seat, EVIL)
    ctx.remind("Evil", seat)


def first_night(ctx: AbilityContext) -> Flow:
    return (yield from _start(ctx))


def other_night(ctx: AbilityContext) -> Flow:
    if not ctx.memory.get("started"):
        yield from _start(ctx)  # an ability gained after the first night (Philosopher)
    elif ctx.memory.get("due"):
        yield from _learn(ctx)


def _start(ctx: AbilityContext) -> Flow:
    ctx.memory["started"] = True
    if ctx.granted_by() == "philosopher" and ctx.functioning and not ctx.memory.get("jinx"):
        # Jinx Bounty Hunter-Philosopher: the gained ability may turn a Townsfolk evil.
        ctx.memory["jinx"] = True
        candidates = [s for s in ctx.seats()
                      if s != ctx.seat and ctx.team_of(s) == "townsfolk" and ctx.alignment_of(s) == GOOD]
        if candidates:
            seat = yield from ctx.storyteller(
                "Philosopher-Bounty Hunter: which Townsfolk turns evil, if any?", (None, *candidates),
                step="bountyhunter.evil")
            if seat is not None:
                ctx.change_alignment(seat, EVIL)
                ctx.remind("Evil", seat)
    yield from _learn(ctx)


def _learn(ctx: AbilityContext) -> Flow:
    shown = ctx.reminded("Known")
    candidates = [s for s in ctx.alive_seats() if s != ctx.seat and s not in shown]
    truth = []
    for s in candidates:
        if (yield from ctx.registers_as_alignment(s)) == EVIL:
            truth.append(s)
    if not candidates or (ctx.functioning and not truth):
        ctx.memory["due"] = True  # nobody to show yet
        return
    ctx.wake()
    known = yield from ctx.inform(truth=truth, domain=candidates, what="an evil player",
                                  render=lambda v: f"{ctx.name(v)} is evil.")
    ctx.memory["due"] = False
    ctx.unremind("Know")
    ctx.remind("Know", known)
    ctx.remind("Known", known)  # the history: never the same player twice


def on_death(ctx: AbilityContext, death: Death) -> None:
    if death.seat in ctx.reminded("Know"):
        ctx.memory["due"] = True
