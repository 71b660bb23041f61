"""You must use a vote token to vote. If a dead player gives you theirs, you learn their alignment. You are sober and healthy.

Rulings (almanac, Beggar): the Beggar starts with no vote token and may vote for an
execution only while holding one; each vote spends one. During the day, before
nominations, each dead player who still has their vote token (ghost vote) may give it to the
alive Beggar (asked in seat order, ``beggar.give``): the giver loses their ghost vote, the
gift is public, and the Beggar privately learns the giver's alignment, as the giver
registers (almanac example: the Recluse gives theirs and the Beggar learns "evil"). A Beggar
who dies keeps at most one token (almanac example), which is their ghost vote. The Beggar
can never be made drunk or poisoned. An exile's vote needs no token (exiles are not affected
by abilities: almanac, Flowergirl; RULES.md: the dead vote on exiles without their ghost vote).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import DecisionKind
from ...state import DRUNK, EVIL, GOOD, POISONED, Death, Harm, Nomination


def _tokens(ctx: AbilityContext) -> int:
    return int(ctx.memory.get("tokens", 0))


def vote_options(ctx: AbilityContext, voter: int, nomination: Nomination) -> tuple[bool, ...] | None:
    if voter != ctx.seat or ctx.acting:
        return None
    return None if _tokens(ctx) > 0 else (False,)


def after_vote(ctx: AbilityContext, nomination: Nomination) -> None:
    if ctx.seat in nomination.voters:
        ctx.memory["tokens"] = max(0, _tokens(ctx) - 1)


def on_death(ctx: AbilityContext, death: Death) -> None:
    if death.seat == ctx.seat:
        ctx.memory["tokens"] = min(1, _tokens(ctx))


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    return target == ctx.seat and effect is not None and effect in (DRUNK, POISONED)


def during_day(ctx: AbilityContext) -> Flow | None:
    if not ctx.alive():
        return None
    givers = [s for s in ctx.publicly_dead_seats() if s != ctx.seat and _has_token(ctx, s)]
    if not givers:
        return None
    return _gifts(ctx, givers)


def _has_token(ctx: AbilityContext, seat: int) -> bool:
    return ctx.has_ghost_vote(seat)


def _gifts(ctx: AbilityContext, givers: list[int]) -> Flow:
    beggar = ctx.name(ctx.seat)
    for giver in givers:
        give = yield from ctx.ask(giver, f"Give your vote token to {beggar} (the Beggar)?", [False, True],
                                  labels={False: "keep it", True: "give it"}, kind=DecisionKind.DAY_ABILITY,
                                  step="beggar.give")
        if not give:
            continue
        ctx.spend_ghost_vote(giver)
        ctx.memory["tokens"] = _tokens(ctx) + 1
        ctx.announce(f"{ctx.name(giver)} gives their vote token to {beggar} (the Beggar).",
                     data={"seat": giver, "beggar": ctx.seat})
        alignment = yield from ctx.registers_as_alignment(giver)
        name = ctx.name(giver)
        yield from ctx.inform(truth=(alignment,), domain=(GOOD, EVIL), what="the giver's alignment",
                              render=lambda a, name=name: f"{name} is {a}.")  # type: ignore[misc]
