"""Shared helper: abilities that change what one raised hand counts for (the Bureaucrat's
3 votes, the Thief's negative vote).

Each such ability multiplies the voter's weight (``Nomination.weights``, 1 when unlisted),
so that several compose the same whatever their holder order: a voter both Bureaucrat's and
Thief's counts -3 (ruling: "counts as 3 votes" and "counts negatively" both describe what
one vote is worth; applying both gives three negative votes). The hook returns the count
the earlier ``adjust_tally`` hooks left, changed by the difference.
"""

from __future__ import annotations

from collections.abc import Callable

from ..context import AbilityContext, Flow
from ..state import Nomination


def scale_vote(nomination: Nomination, voter: int, factor: int) -> int | None:
    """Multiply ``voter``'s vote by ``factor`` if they raised a hand; the new count, or None
    when they did not vote (nothing changes)."""
    if voter not in nomination.voters:
        return None
    old = nomination.weights.get(voter, 1)
    nomination.weights[voter] = old * factor
    return nomination.tally + old * factor - old


def weighted_vote(token: str, prompt: str, factor: int) -> tuple[Callable[[AbilityContext], Flow],
                                                               Callable[[AbilityContext, Nomination], int | None]]:
    """The night choice and the ``adjust_tally`` hook of an ability that, each night, marks
    another player whose vote counts ``factor`` times tomorrow (Thief -1, Bureaucrat 3).

    The mark needs the ability to work when the player is chosen and when the vote is
    counted; only the day after the choice, and never an exile's count (no hook runs there).

    Args:
        token: the reminder put on the chosen player.
        prompt: the chooser's prompt.
        factor: what that player's raised hand is multiplied by.

    Returns:
        ``(night_action, adjust_tally)``, to bind as the module's ``first_night`` and
        ``other_night``, and its ``adjust_tally``.
    """

    def night_action(ctx: AbilityContext) -> Flow:
        ctx.wake()
        target = yield from ctx.choose_players(1, candidates=[s for s in ctx.seats() if s != ctx.seat],
                                               prompt=prompt)
        ctx.unremind(token)
        ctx.remind(token, target)
        ctx.memory["chosen"] = (target, ctx.night, ctx.functioning)

    def adjust_tally(ctx: AbilityContext, nomination: Nomination) -> int | None:
        chosen = ctx.memory.get("chosen")
        if chosen is None or ctx.is_night:
            return None
        target, night, worked = chosen
        if night != ctx.day or not worked or not ctx.functioning:
            return None
        return scale_vote(nomination, target, factor)

    return night_action, adjust_tally
