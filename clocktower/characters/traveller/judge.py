"""Once per game, if another player nominated, you may choose to force the current execution to pass or fail.

Rulings (almanac, Judge): once a nomination's hands are counted (engine ruling: the one
moment of "any time during a nomination" the engine offers), the alive Judge whose
ability is unused may publicly declare, for a nomination another player made, that the
execution passes or fails (``judge``: None, "pass" or "fail"). Fail: the nominee counts
as getting no votes, so whoever was about to die stays so (almanac example: the Po's
execution fails and the Slayer is still about to die). Pass: the nominee is executed at
once, whatever the count (almanac example: the Goon with one vote), and the day's
nominations end (one execution a day). Not offered for the Judge's own nomination or an
exile (almanac example). Either choice uses the ability (NO ABILITY). A drunk or poisoned
Judge may declare and uses the ability, and nothing changes; a dead Judge has none.
"""

from __future__ import annotations

from ...context import AbilityContext, Ask, Flow
from ...decisions import DecisionKind
from ...state import Nomination

_LABELS = {None: "let the vote stand", "pass": "the execution passes", "fail": "the execution fails"}


def adjust_tally(ctx: AbilityContext, nomination: Nomination) -> Ask[int | None] | None:
    if ctx.memory.get("used") or not ctx.alive() or nomination.nominator == ctx.seat:
        return None
    return _declare(ctx, nomination)


def _declare(ctx: AbilityContext, nomination: Nomination) -> Ask[int | None]:
    choice = yield from ctx.ask(ctx.seat, f"Judge: force the execution of {ctx.name(nomination.nominee)} to "
                                "pass or fail (once per game)?", [None, "pass", "fail"], labels=_LABELS,
                                kind=DecisionKind.DAY_ABILITY)
    if choice is None:
        return None
    ctx.memory["used"] = True
    ctx.remind("No Ability", ctx.seat)
    ctx.announce(f"{ctx.name(ctx.seat)} (the Judge) declares that the execution of "
                 f"{ctx.name(nomination.nominee)} {'passes' if choice == 'pass' else 'fails'}.",
                 data={"seat": ctx.seat, "nominee": nomination.nominee, "judged": choice})
    if not ctx.functioning:
        return None
    if choice == "fail":
        return 0
    ctx.memory["pass"] = (ctx.day, nomination.nominee)
    return None


def after_vote(ctx: AbilityContext, nomination: Nomination) -> Flow | None:
    if ctx.memory.get("pass") != (ctx.day, nomination.nominee):
        return None
    ctx.memory["pass"] = None
    return _execute(ctx, nomination.nominee)


def _execute(ctx: AbilityContext, seat: int) -> Flow:
    yield from ctx.execute(seat)
