"""Each night, choose 2 alive players (not yourself): you learn how many woke tonight due to their ability.

Rulings (almanac, Chambermaid): only waking for one's own ability counts (Minion and Demon
info, being told something by another ability, or the Goon's alignment change do not); a
drunk or poisoned player who woke for their ability counts; the Chambermaid is not woken
when fewer than two other alive players can be chosen.

Jinx Mathematician-Chambermaid: the Chambermaid can detect whether the Mathematician will
wake tonight. The Mathematician wakes every night, just after the Chambermaid: an alive
chosen player who believes it is the Mathematician (the Drunk included, as a drunk waker
counts) and has not woken yet counts as waking tonight.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow


def _act(ctx: AbilityContext) -> Flow:
    candidates = [s for s in ctx.publicly_alive_seats() if s != ctx.seat]
    if len(candidates) < 2:
        return
    ctx.wake()
    chosen = yield from ctx.choose_players(2, candidates=candidates, prompt="Choose 2 alive players (not yourself)")
    truth = sum(1 for s in chosen if ctx.woke_tonight(s) or _mathematician_will_wake(ctx, s))
    yield from ctx.inform(truth=[truth], domain=[0, 1, 2], what="how many of them woke tonight",
                          render=lambda v: f"{v} of them woke tonight due to their ability.")


def _mathematician_will_wake(ctx: AbilityContext, seat: int) -> bool:
    """The Mathematician-Chambermaid jinx (see the module docstring)."""
    return ctx.alive(seat) and ctx.believed_character_of(seat) == "mathematician"


first_night = other_night = _act
"""The same action every night, the first included."""
