"""If a player is mad as a fresh character during their nomination, they might not die if executed today.

Rulings (no almanac entry; the ability line, read with botcscriptorium.com's and
beardytas.com's Ventriloquist pages; a Loric: the Storyteller's character;
docs/rulings/loric.md):
- "During their nomination": once nominated, before the vote, every nominee is asked
  whether to publicly claim a character (asked of everyone alike, so being asked tells
  nobody anything). A claim is announced as a public statement.
- "Fresh": a character of the script (not a Fabled or Loric) that this player has never
  claimed before in the game. A claim of a character they claimed earlier is allowed but is
  not fresh. A fresh claim marks the nominee MAD for the day (the mark is cleared when they
  are nominated again without one).
- "Might not die if executed today": when a player marked MAD today is executed, the
  Storyteller decides whether they die or survive (both answers legal, as with the
  Pacifist); surviving is announced as an execution that did not kill. Whether the
  player's character, alignment or sobriety matches the claim plays no part: the claim is
  the madness.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow
from ...decisions import DecisionKind
from ...state import Harm, Nomination

_TOKEN = "Mad"
_PASS = ("pass",)
_DIES = "dies"
_SURVIVES = "survives"


def when_nominated(ctx: AbilityContext, nomination: Nomination) -> Flow:
    """Asked of every nominee (``ctx`` is bound to the nominee and the Ventriloquist)."""
    ctx.unremind(_TOKEN)
    claimed_before = {st[1] for st in ctx.statements_of(ctx.seat) if len(st) == 2 and st[0] == "claim"}
    characters = ctx.script_characters()
    options: list[tuple[Any, ...]] = [_PASS, *[("claim", c) for c in characters]]
    labels: dict[Any, str] = {_PASS: "say nothing"}
    labels.update({("claim", c): f"claim to be the {ctx.character_name(c)}"
                   + ("" if c in claimed_before else " (fresh)") for c in characters})
    answer = yield from ctx.ask(ctx.seat, "You are nominated: publicly claim a character before the vote?",
                                options, labels=labels, kind=DecisionKind.STATEMENT, step="ventriloquist.claim")
    if answer == _PASS:
        return
    ctx.claim(tuple(answer))
    if answer[1] not in claimed_before:
        ctx.remind(_TOKEN, ctx.seat)
        ctx.note(f"{ctx.name(ctx.seat)} is mad as the {ctx.character_name(answer[1])}, a fresh character, "
                 "during their nomination (Ventriloquist).")


def on_executed(ctx: AbilityContext, seat: int) -> Flow | None:
    if not ctx.is_storyteller:
        return None
    ctx.memory.pop("survives", None)
    if seat not in ctx.grimoire_reminders("ventriloquist", _TOKEN):
        return None
    if all(nominee != seat for _, nominee in ctx.nominations()):
        return None  # the mark is from an earlier day
    if not ctx.alive(seat) or ctx.protected(seat, Harm(None, None, execution=True)):
        return None  # they do not die anyway (already dead, or saved by another ability)
    return _offer(ctx, seat)


def _offer(ctx: AbilityContext, seat: int) -> Flow:
    labels = {_DIES: f"{ctx.name(seat)} dies", _SURVIVES: f"{ctx.name(seat)} survives (Ventriloquist)"}
    outcome = yield from ctx.storyteller(
        f"{ctx.name(seat)} was mad as a fresh character during their nomination and is executed: do they die?",
        (_DIES, _SURVIVES), step="ventriloquist", labels=labels)
    if outcome == _SURVIVES:
        ctx.memory["survives"] = (ctx.day, seat)
        ctx.note(f"The Ventriloquist: {ctx.name(seat)} does not die.")


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    return effect is None and harm.execution and ctx.memory.get("survives") == (ctx.day, target)
