"""Each night, you learn which alignment the Storyteller believes is winning: good, evil, or neither.

Rulings (almanac, General): "The Storyteller decides who is winning at the point that the
General wakes", so the answer is the Storyteller's judgement: good, evil or neither are all
legal, sober or not (``ctx.inform(judged=True)``; docs/rulings/storyteller-discretion.md).
The engine's suggestion, the answer the automated Storytellers give a sober General, is an
explicit measure of the Grimoire, :func:`winning_alignment`, taken at the moment the General
wakes (so earlier deaths tonight count). A drunk or poisoned General may be told any of the
three as false information. The General wakes every night, the first included.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import EVIL, GOOD

__helpers__ = ("winning_alignment",)
"""Public names that are not hooks (imported by tests and tools)."""

_NEITHER = "neither"
_ANSWERS = (GOOD, EVIL, _NEITHER)


def winning_alignment(*, alive_good: int, alive_evil: int, start_good: int, start_evil: int,
                      demon_alive: bool) -> str:
    """Which team the Storyteller believes is winning: ``"good"``, ``"evil"`` or ``"neither"``.

    The measure compares the evil team's share of the alive players now with its share of
    the players at setup. Good's aim is to remove evil players (above all the Demon) faster
    than evil removes good ones; evil's is the opposite, so the team whose share has grown is
    ahead:

    1. With no Demon alive, good is winning (seen at most for a moment, e.g. before a
       Scarlet Woman takes over).
    2. Evil's share now ``alive_evil / (alive_good + alive_evil)`` is compared with its share
       at setup ``start_evil / (start_good + start_evil)``: larger means evil is winning,
       smaller means good is winning, equal (as on the first night, before anyone died)
       means neither.

    Args:
        alive_good, alive_evil: alive players of each true alignment (Travellers excluded).
        start_good, start_evil: players of each alignment the game was set up with.
        demon_alive: whether a Demon is alive.

    Returns:
        ``"good"``, ``"evil"`` or ``"neither"``.
    """
    if not demon_alive:
        return GOOD
    alive = alive_good + alive_evil
    start = start_good + start_evil
    if alive == 0 or start == 0:
        return _NEITHER
    now, then = alive_evil * start, start_evil * alive  # cross-multiplied shares
    if now > then:
        return EVIL
    if now < then:
        return GOOD
    return _NEITHER


def _judge(ctx: AbilityContext) -> str:
    """:func:`winning_alignment` of the current Grimoire (true alignments, no registration)."""
    alive = [s for s in ctx.alive_seats() if not ctx.is_traveller(s)]
    counts = ctx.setup_counts
    start_evil = counts.get("minion", 0) + counts.get("demon", 0)
    start_good = counts.get("townsfolk", 0) + counts.get("outsider", 0)
    return winning_alignment(
        alive_good=sum(1 for s in alive if ctx.alignment_of(s) == GOOD),
        alive_evil=sum(1 for s in alive if ctx.alignment_of(s) == EVIL),
        start_good=start_good, start_evil=start_evil,
        demon_alive=any(ctx.team_of(s) == "demon" for s in alive),
    )


_TEXT = {GOOD: "Good is winning (thumbs up).", EVIL: "Evil is winning (thumbs down).",
         _NEITHER: "Neither team is winning (thumb to the side)."}


def _act(ctx: AbilityContext) -> Flow:
    ctx.wake()
    yield from ctx.inform(truth=[_judge(ctx)], domain=list(_ANSWERS), what="which alignment is winning",
                          render=lambda v: _TEXT[v], judged=True)


first_night = other_night = _act
"""The same action every night, the first included."""
