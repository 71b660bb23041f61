"""Executed good players might not die.

Rulings (almanac, Pacifist; docs/rulings/bmr-snv.md):
- When a player is executed while the Pacifist is sober, healthy and alive, and that player
  registers as good to the Pacifist's ability (a Recluse may register as evil, a Spy-like
  character as good), the Storyteller decides whether they die or stay alive. Nothing else
  is offered: the two outcomes are the decision's whole legal set.
- Staying alive is announced as "executed but does not die", with no reason. It was still
  the day's execution: the day goes on to its end as after any execution.
- How often to spare is the Storyteller's taste (once a game is usual; never is allowed), so
  both answers are always legal; the decision's truth is empty (there is no true answer).
- A drunk or poisoned Pacifist, or a dead one, spares nobody and no decision is asked. A
  player already saved by another ability (the Devil's Advocate's, the Tea Lady's) is not
  asked about either: they do not die anyway.
- The Pacifist may spare themselves (almanac example 4). Only executions are concerned: a
  good player killed in any other way dies as usual.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import GOOD, Harm

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_DIES = "dies"
_SPARED = "spared"
_OUTCOMES = (_DIES, _SPARED)


def on_executed(ctx: AbilityContext, seat: int) -> Flow | None:
    """A seat was executed (it has not died yet): maybe offer the Storyteller to spare it."""
    ctx.memory.pop("spared", None)
    if not ctx.functioning or ctx.protected(seat, Harm(None, None, execution=True)):
        return None
    return _offer(ctx, seat)


def _offer(ctx: AbilityContext, seat: int) -> Flow:
    if (yield from ctx.registers_as_alignment(seat)) != GOOD:
        return
    labels = {_DIES: f"{ctx.name(seat)} dies", _SPARED: f"{ctx.name(seat)} stays alive (Pacifist)"}
    outcome = yield from ctx.storyteller(
        f"{ctx.name(seat)} is executed and registers as good: do they die, or does the Pacifist spare them?",
        _OUTCOMES, step="pacifist", labels=labels)
    if outcome == _SPARED:
        ctx.memory["spared"] = (ctx.day, seat)
        ctx.note(f"The Pacifist spares {ctx.name(seat)}.")


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    """The execution the Storyteller chose to spare does not kill."""
    return (effect is None and harm.execution and ctx.functioning
            and ctx.memory.get("spared") == (ctx.day, target))
