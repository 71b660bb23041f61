"""You might die at any time.

Rulings (almanac, Tinker): the Storyteller may kill the Tinker at any time; we offer that
choice once each night (at the Tinker's place), once each day before nominations, and after
each nomination's vote (so between nominations: a death then lowers the count needed for
the later ones; issue 17, rule 4); protections still apply; a drunk or poisoned Tinker
cannot die this way.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import YES_NO_LABELS
from ...state import Nomination


def _maybe_die(ctx: AbilityContext, step: str = "tinker") -> Flow:
    if not ctx.functioning:
        return
    die = yield from ctx.storyteller("Does the Tinker die now?", [False, True], step=step,
                                     labels=YES_NO_LABELS)
    if die:
        yield from ctx.kill(ctx.seat)


def other_night(ctx: AbilityContext) -> Flow:
    return (yield from _maybe_die(ctx))


def during_day(ctx: AbilityContext) -> Flow:
    return (yield from _maybe_die(ctx))


def after_vote(ctx: AbilityContext, nomination: Nomination) -> Flow:
    """Between nominations: after each vote, before the next nomination."""
    return (yield from _maybe_die(ctx, "tinker.after_vote"))
