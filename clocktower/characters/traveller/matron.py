"""Each day, you may choose up to 3 sets of 2 players to swap seats. Players may not leave their seats to talk in private.

Rulings (almanac, Matron; docs/rulings/matron.md):
- Seat indices stay the players' identities; a swap changes only the clockwise seating order
  (``GameState.seating``), which neighbours, the nomination order, the vote order and the
  exile vote read. Characters and reminders stay with their players, as the almanac asks.
- Once a day, before nominations, the alive Matron may make up to three swaps, one after
  the other (``matron.swap``): each time she picks two different players still in the game
  (herself and dead players included) or stops. Each swap is public and takes effect at
  once, so the next swap is made on the new order (almanac: swaps happen one after another).
- Engine ruling (the almanac gives none): a drunk or poisoned Matron chooses as usual and her
  request is announced, but nobody moves, as with any ability that does not work. A dead
  Matron has no ability.
- "Players may not leave their seats to talk in private": while the Matron is alive, a
  whisper (free talk with whispers, clocktower/talk.py) may go only to one of the
  whisperer's two neighbours in the current seating order. Engine ruling: this holds for a
  drunk or poisoned Matron too, since the rule is public and lifting it would tell the
  table that her ability is not working; a dead Matron's rule ends with her ability.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import DecisionKind

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_SWAPS_PER_DAY = 3


def during_day(ctx: AbilityContext) -> Flow | None:
    if not ctx.alive() or len(ctx.seats()) < 2:
        return None
    return _swaps(ctx)


def _swaps(ctx: AbilityContext) -> Flow:
    for k in range(_SWAPS_PER_DAY):
        seats = ctx.seats()
        pairs: list[tuple[int, int] | None] = [None]
        pairs += [(a, b) for i, a in enumerate(seats) for b in seats[i + 1:]]
        labels = {p: (f"{ctx.name(p[0])} and {ctx.name(p[1])}" if p else "no more swaps") for p in pairs}
        pair = yield from ctx.ask(ctx.seat, f"Matron: choose two players to swap seats ({k + 1} of "
                                  f"{_SWAPS_PER_DAY}), or stop", pairs, labels=labels,
                                  kind=DecisionKind.DAY_ABILITY, step="matron.swap")
        if pair is None:
            return
        a, b = pair
        ctx.announce(f"{ctx.name(ctx.seat)} (the Matron) asks {ctx.name(a)} and {ctx.name(b)} to swap seats.",
                     data={"matron": ctx.seat, "swap": [a, b]})
        if ctx.functioning:
            ctx.swap_seats(a, b)


def whisper_partners(ctx: AbilityContext, seat: int) -> tuple[int, ...] | None:
    if not ctx.alive():
        return None
    return tuple(ctx.neighbours(seat))
