"""One Ug hat. When wear Ug hat, must speak one sound at a time but vote twice. If fail, pass Ug hat.

Rulings (no almanac entry; the ability line, read with botcscriptorium.com's God of Ug
page; a Loric: the Storyteller's character; docs/rulings/loric.md):
- There is one Ug hat. Once the Grimoire is set, the Storyteller gives it to a player of
  their choice (any seat), announced to everyone and marked HAT in the Grimoire.
- The wearer's raised hand counts as two votes on every nomination (also a dead wearer's
  ghost vote: the line puts no condition on it). Exiles are no nomination: no change there.
- Whether the wearer kept to one sound at a time is the Storyteller's judgement: once a
  day, before nominations, the Storyteller says whether the wearer failed. If they did, the
  wearer passes the hat to another player of their choice (any other seat), announced to
  everyone.
- Drunkenness, poisoning and death of players do not touch the hat: the Loric is the
  Storyteller's, and the line asks nothing of the wearer but their speech.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import Nomination
from .._votes import scale_vote

_TOKEN = "Hat"


def after_deal(ctx: AbilityContext) -> Flow:
    wearer = yield from ctx.storyteller("God of Ug: who wears the Ug hat?", ctx.seats(), step="godofug.hat")
    _give(ctx, wearer, f"{ctx.name(wearer)} wears the Ug hat.")


def _give(ctx: AbilityContext, wearer: int, text: str) -> None:
    ctx.memory["wearer"] = wearer
    ctx.unremind(_TOKEN)
    ctx.remind(_TOKEN, wearer)
    ctx.announce(text, kind="godofug", data={"wearer": wearer})


def during_day(ctx: AbilityContext) -> Flow:
    wearer = ctx.memory.get("wearer")
    if wearer is None:
        return
    failed = yield from ctx.storyteller(
        f"God of Ug: did {ctx.name(wearer)} fail to speak one sound at a time?", [False, True],
        step="godofug.failed", labels={False: "no, they kept the rule", True: "yes: they pass the Ug hat"})
    if not failed:
        return
    others = [s for s in ctx.seats() if s != wearer]
    if not others:
        return
    to = yield from ctx.ask(wearer, "You broke the Ug rule: pass the Ug hat to another player", others,
                            step="godofug.pass")
    _give(ctx, to, f"{ctx.name(wearer)} passes the Ug hat to {ctx.name(to)}.")


def adjust_tally(ctx: AbilityContext, nomination: Nomination) -> int | None:
    wearer = ctx.memory.get("wearer")
    if wearer is None or ctx.is_night:
        return None
    return scale_vote(nomination, int(wearer), 2)
