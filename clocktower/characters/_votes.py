"""Shared helper: abilities that change what one raised hand counts for (the Bureaucrat's
3 votes, the Thief's negative vote).

Each such ability multiplies the voter's weight (``Nomination.weights``, 1 when unlisted),
so that several compose the same whatever their holder order: a voter both Bureaucrat's and
Thief's counts -3 (ruling: "counts as 3 votes" and "counts negatively" both describe what
one vote is worth; applying both gives three negative votes). The hook returns the count
the earlier ``adjust_tally`` hooks left, changed by the difference.
"""

from __future__ import annotations

from ..state import Nomination


def scale_vote(nomination: Nomination, voter: int, factor: int) -> int | None:
    """Multiply ``voter``'s vote by ``factor`` if they raised a hand; the new count, or None
    when they did not vote (nothing changes)."""
    if voter not in nomination.voters:
        return None
    old = nomination.weights.get(voter, 1)
    nomination.weights[voter] = old * factor
    return nomination.tally + old * factor - old
