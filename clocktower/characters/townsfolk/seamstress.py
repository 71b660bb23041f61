"""Once per game, at night, choose 2 players (not yourself): you learn if they are the same alignment.

Rulings (almanac, Seamstress): each night until it uses its ability the Seamstress may
decline or choose two other players, alive or dead. Choosing spends the ability (NO ABILITY
reminder), even when drunk or poisoned. It learns whether the two register as the same
alignment (a Recluse may register as evil); drunk or poisoned, either answer.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import DecisionKind


def _act(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("used"):
        return
    others = [s for s in ctx.seats() if s != ctx.seat]
    if len(others) < 2:
        return
    ctx.wake()
    use = yield from ctx.ask(ctx.seat, "Use your Seamstress ability tonight?", (False, True),
                             labels={False: "not tonight", True: "choose 2 players"},
                             kind=DecisionKind.CHOOSE_PLAYERS)
    if not use:
        return
    pair = yield from ctx.choose_players(2, candidates=others, prompt="Choose 2 players (not yourself)")
    ctx.memory["used"] = True
    ctx.remind("No ability", ctx.seat)
    first = yield from ctx.registers_as_alignment(pair[0])
    second = yield from ctx.registers_as_alignment(pair[1])
    yield from ctx.inform(truth=[first == second], domain=[True, False], what="whether they are the same alignment",
                          render=lambda v: "They are the same alignment." if v else "They are different alignments.")


first_night = other_night = _act
"""The same action every night, the first included."""
