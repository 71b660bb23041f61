"""Open nominations at a web table: any seat that may nominate does so when it likes.

The engine (``Game(..., open_nominations=True)``, see
:meth:`clocktower.day.DayPhase._open_nominations`) asks one Storyteller decision, step
:data:`OPEN_STEP`, while nominations are open: its answer is the next nomination
``(nominator, nominee)``, or ``None`` to close them. The web hub turns what happens at the
table into that answer:

* a person's page offers "Nominate a player, or no one" (the decision the engine would ask
  that seat in seat order) to every seat that may nominate now; a nominee becomes the open
  decision's answer, "no one" is a pass, kept here (not recorded: it changes nothing in
  the game, and the seat may still nominate later);
* each bot is asked that same decision once a day, clockwise from the day's first seat, as
  soon as nominations open (and again after a nomination of theirs was undone);
* the Storyteller enters a nomination made out loud for any seat by answering the open
  decision, and closes the nominations (an option of it, or *End the day*); with the
  automated Storyteller they close once every person who may nominate has passed and every
  bot was asked.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..decisions import STORYTELLER, Decision

OPEN_STEP = "nominate.open"
"""The step of the engine's open nominations decision."""

WAIT = object()
"""Returned by :func:`next_move` when the table must wait for a person."""


def is_open(decision: Decision | None) -> bool:
    """Whether ``decision`` is the open nominations decision."""
    return decision is not None and decision.step == OPEN_STEP and decision.chooser == STORYTELLER


@dataclass
class OpenTable:
    """What the hub keeps of one day's open nominations: the people who passed and the
    bots already asked (memory only; after a restart or an undo the bots are asked anew)."""

    day: int = -1
    passed: set[int] = field(default_factory=set)
    bots_asked: set[int] = field(default_factory=set)

    def on(self, day: int) -> OpenTable:
        """This table's record for ``day`` (a new day starts with nobody passed or asked)."""
        if day != self.day:
            self.day = day
            self.passed = set()
            self.bots_asked = set()
        return self


def next_move(game: Any, table: OpenTable, bots: frozenset[int], agents: dict[int, Any],
              automated: bool) -> Any:
    """The open decision's next answer that needs no person: a bot's nomination, or
    ``None`` (close) with the automated Storyteller once everyone is done; else :data:`WAIT`.

    Args:
        game: the engine, its pending decision the open one.
        table: the day's passes and bots asked.
        bots: the seats played by bots; agents: their agents.
        automated: whether the automated Storyteller runs the game.
    """
    state = game.state
    day = table.on(state.day)
    n = len(state.seats)
    order = state.clockwise()
    start = (state.day - 1) % n
    for k in range(n):
        seat = order[(start + k) % n]
        if seat in bots and seat not in day.bots_asked and game.may_nominate_now(seat):
            day.bots_asked.add(seat)
            choice = agents[seat].decide(game.view(seat), game.nomination_decision(seat))
            if choice is not None:
                return (seat, choice)
    if automated and all(s.index in bots or s.index in day.passed
                         for s in state.seats if game.may_nominate_now(s.index)):
        return None
    return WAIT
