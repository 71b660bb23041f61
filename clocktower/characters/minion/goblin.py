"""If you publicly claim to be the Goblin when nominated and are then executed that day, evil wins.

Rulings (Seed 004's page is Korean; seeds/README.md and the wiki's Goblin page,
https://wiki.bloodontheclocktower.com/Goblin):
- Any nominee may publicly claim to be the Goblin once nominated, before the vote; the
  question is put to every nominee while the Goblin is on the script, whether or not it is
  in play, so being asked tells nobody anything. The claim is announced to all.
- Only the true Goblin's claim counts (the Storyteller marks it CLAIMED): if that Goblin is
  executed the same day, evil wins at once, whether or not the execution kills. A claim on
  an earlier day does not count; a non-Goblin's claim does nothing.
- The ability must work when the execution happens: a drunk, poisoned or dead Goblin's
  execution ends nothing.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow
from ...decisions import DecisionKind
from ...state import EVIL, Nomination

_STATEMENT = DecisionKind.STATEMENT

_CLAIM = ("claim", "goblin")
_OPTIONS = (("pass",), _CLAIM)
_LABELS: dict[Any, str] = {("pass",): "say nothing", _CLAIM: "claim to be the Goblin"}
"""The claim question's options and labels (plain data: every nomination's decision shares them)."""


def when_nominated(ctx: AbilityContext, nomination: Nomination) -> Flow:
    """Asked of every nominee (``ctx`` is bound to the nominee and the Goblin)."""
    answer = yield from ctx.ask(
        ctx.seat, "You are nominated: publicly claim to be the Goblin before the vote?", _OPTIONS,
        labels=_LABELS, kind=_STATEMENT)
    if answer != _CLAIM:
        return
    ctx.claim(_CLAIM)
    if not ctx.acting:
        ctx.memory["claimed_day"] = ctx.day
        ctx.unremind("Claimed")
        ctx.remind("Claimed", ctx.seat)


def on_executed(ctx: AbilityContext, seat: int) -> None:
    if seat != ctx.seat or ctx.memory.get("claimed_day") != ctx.day:
        return
    if not ctx.functioning:
        ctx.note(f"{ctx.name(seat)} claimed to be the Goblin and is executed, but has no working ability.")
        return
    ctx.end_game(EVIL, f"{ctx.name(seat)} claimed to be the Goblin when nominated and was executed.")


def end_of_day(ctx: AbilityContext) -> None:
    ctx.unremind("Claimed")
