"""Shared set-up for the Traveller tests: a fixed Grimoire of the Darkest Before Dawn script
with Travellers in the last seats (their alignments answered)."""

from typing import Any

from clocktower.engine import Game
from clocktower.testing import advance, seated

SCRIPT = "darkest-before-dawn"
BASE = ["imp", "assassin", "chambermaid", "innkeeper", "soldier", "ravenkeeper", "gossip"]
"""Seats 0 Imp, 1 Assassin, 2 Chambermaid, 3 Innkeeper, 4 Soldier, 5 Ravenkeeper, 6 Gossip."""


def with_travellers(*travellers: str, alignments: tuple[str, ...] = (), base: list[Any] | None = None) -> Game:
    """The base seating plus the Travellers (seats 7, 8...), their alignments given (default good)."""
    g = seated([*(base or BASE), *travellers], script=SCRIPT)
    for k in range(len(travellers)):
        d = g.pending
        assert d is not None and d.step == "traveller.alignment"
        g.answer(alignments[k] if k < len(alignments) else "good")
    return g


def vote_plan(nominator: int, nominee: int, yes: set[int], seats: int) -> list[Any]:
    """One nomination and every seat's vote (``yes``: the hands raised)."""
    return [(("nominate", nominator), nominee)] + [(("vote", s), s in yes) for s in range(seats)]


def run_vote(g: Game, nominator: int, nominee: int, yes: set[int]) -> dict[str, Any]:
    """Run one nomination's vote and return the ``voted`` event's data."""
    n = len(g.state.seats)
    before = len([e for e in g.events if e.kind == "voted"])
    can = {s.index for s in g.state.seats if s.alive or s.ghost_vote}
    plan = [item for item in vote_plan(nominator, nominee, yes, n)
            if item[0][0] != "vote" or item[0][1] in can]
    advance(g, plan,
            until=lambda d: len([e for e in g.events if e.kind == "voted"]) > before)
    return [e for e in g.events if e.kind == "voted"][-1].data
