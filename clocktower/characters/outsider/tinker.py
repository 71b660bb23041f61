"""You might die at any time.

Rulings (almanac, Tinker): the Storyteller may kill the Tinker at any time; we offer that
choice once each night (at the Tinker's place) and once each day (before nominations);
protections still apply; a drunk or poisoned Tinker cannot die this way.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import YES_NO_LABELS


def _maybe_die(ctx: AbilityContext) -> Flow:
    if not ctx.functioning:
        return
    die = yield from ctx.storyteller("Does the Tinker die now?", [False, True], step="tinker",
                                     labels=YES_NO_LABELS)
    if die:
        yield from ctx.kill(ctx.seat)


def other_night(ctx: AbilityContext) -> Flow:
    return (yield from _maybe_die(ctx))


def during_day(ctx: AbilityContext) -> Flow:
    return (yield from _maybe_die(ctx))
