"""Each night, learn which player the Storyteller believes you should talk to most.

Rulings (almanac, High Priestess; docs/rulings/carousel.md):
- Every night, the first included, the High Priestess wakes and is shown one player. Whom
  is the Storyteller's judgement alone (a player with good information, an evil player whose
  story should be tested, a Drunk misleading the town), so the legal set is every other
  player in the game, alive or dead, and each of them is "true": there is no wrong answer.
- Our ruling: never the High Priestess herself (she cannot talk to herself), and a dead
  player may be shown (a dead player can still talk).
- A drunk or poisoned High Priestess, or the Drunk who believes she is one, may be shown
  the same players: the information has no true or false value, so nothing changes. Under
  the Vortox every player is still legal (no value can be made false).
- A dead High Priestess does not wake.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow


def _act(ctx: AbilityContext) -> Flow | None:
    others = [s for s in ctx.seats() if s != ctx.seat]
    if not others:
        return None
    return _learn(ctx, others)


def _learn(ctx: AbilityContext, others: list[int]) -> Flow:
    ctx.wake()
    yield from ctx.inform(truth=others, domain=others, what="the player to talk to most",
                          render=lambda s: f"The Storyteller believes you should talk to {ctx.name(s)} most.")


def first_night(ctx: AbilityContext) -> Flow | None:
    return _act(ctx)


def other_night(ctx: AbilityContext) -> Flow | None:
    return _act(ctx)
