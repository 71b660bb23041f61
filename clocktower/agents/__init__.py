"""Agents: whoever answers decisions (players, bots, the Storyteller).

The engine never calls an agent; a driver loop (:func:`run_game`) asks the right agent
for each pending decision and hands the answer to ``game.answer``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any, Protocol

from ..decisions import JUDGED, STORYTELLER, Decision, DecisionKind
from ..engine import Game, SeatView

_INFORM = DecisionKind.INFORM  # (a module name is read faster than an enum member)


class Agent(Protocol):
    """Anything that answers decisions.

    ``decide(view, decision)`` gets the chooser's view (None for the Storyteller, who
    reads the Grimoire, and for an agent whose ``reads_view`` attribute is False) and
    returns a legal answer.
    """

    def decide(self, view: SeatView | None, decision: Decision) -> Any: ...


class RandomAgent:
    """A bot that picks uniformly among the legal options, with its own seeded generator.

    Args:
        seed: any hashable seed (ints and strings give the same stream on every run).

    It never reads its view, so :func:`run_game` does not build one for it
    (``reads_view = False``); a subclass whose ``decide`` reads the view must set
    ``reads_view = True``.
    """

    reads_view = False
    """Whether ``decide`` reads its view argument (drivers may pass None when it does not)."""

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: SeatView | None, decision: Decision) -> Any:
        return decision.random_answer(self.rng)


class RandomStoryteller:
    """An automated Storyteller that picks uniformly among legal options (seeded).

    For information it shows the truth half of the time when it may lie (so drunk and
    poisoned players are not always wrong), and otherwise any legal value; where the answer
    is the Storyteller's judgement (``why`` is :data:`~clocktower.decisions.JUDGED`) it
    gives the engine's suggestion. It never picks an illegal option.
    """

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: SeatView | None, decision: Decision) -> Any:
        if decision.why == JUDGED and decision.truth:
            suggested = decision.truth
            return suggested[0] if len(suggested) == 1 else suggested[self.rng.randrange(len(suggested))]
        if decision.kind == _INFORM and decision.truth and self.rng.random() < 0.5:
            # (a Savant's truth can hold hundreds of statements: look them up in a set)
            options: Collection[Any] = frozenset(decision.options) if len(decision.truth) > 8 else decision.options
            legal_truth = [t for t in decision.truth if t in options]
            if legal_truth:
                return legal_truth[self.rng.randrange(len(legal_truth))]
        if decision.step == "tinker":
            return self.rng.random() < 0.15
        if decision.step == "tinker.after_vote":
            return self.rng.random() < 0.03  # (asked after every vote: rarer each time)
        if decision.step in _RARE_STEPS and None in decision.options:
            # A Traveller leaving, a player joining: now and then, not at every phase.
            return None if self.rng.random() >= 0.1 else decision.random_answer(self.rng)
        return decision.random_answer(self.rng)


_RARE_STEPS = frozenset({"traveller.leave", "traveller.join"})


class StalledGame(RuntimeError):
    """Raised by :func:`run_game` when a game is still going after its decision limit: a
    stalemate the rules allow (say a Demon nobody can kill and tied votes every day), which
    a human Storyteller would break but bots may never leave. The game is left as it was."""


class UnscriptedDecision(AssertionError):
    """Raised by :class:`ScriptedAgent` for a decision it was not scripted for."""


class ScriptedAgent:
    """A test agent answering from a fixed list; any unscripted decision is a failure.

    Args:
        answers: answers in order, each either a value or a ``(step, value)`` pair that
            also checks the decision's step.
    """

    def __init__(self, answers: Iterable[Any]) -> None:
        self.answers = list(answers)

    def decide(self, view: SeatView | None, decision: Decision) -> Any:
        if not self.answers:
            raise UnscriptedDecision(f"no scripted answer for {decision.step!r}: {decision.prompt}")
        item = self.answers[0]
        if isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], str) and decision.step != "talk":
            if item[0] != decision.step:
                raise UnscriptedDecision(
                    f"scripted for {item[0]!r}, but the game asks {decision.step!r}: {decision.prompt}")
            self.answers.pop(0)
            return item[1]
        self.answers.pop(0)
        return item


def run_game(
    game: Game,
    players: Mapping[int, Agent] | Callable[[int], Agent],
    storyteller: Agent,
    *,
    max_decisions: int = 200_000,
    on_answer: Callable[[Game, Decision, Any], None] | None = None,
) -> Game:
    """Drive a game to its end.

    Args:
        game: the game (setup may already be under way).
        players: an agent per seat, or a function from seat to agent (asked once per seat,
            at the seat's first decision). An agent whose
            ``reads_view`` attribute is False is handed None instead of its view (building a
            view costs time and such an agent ignores it).
        storyteller: the Storyteller's agent.
        max_decisions: a safety limit.
        on_answer: called after each answer (for narration).

    Returns:
        The finished game.

    Raises:
        StalledGame: if the game is not over after ``max_decisions`` answers.
    """
    get = players if callable(players) else players.__getitem__
    # Each seat's agent is looked up once, at its first decision: its ``decide`` method and
    # whether it reads its view.
    deciders: dict[int, tuple[Callable[[SeatView | None, Decision], Any], bool]] = {}
    storyteller_decide = storyteller.decide
    view = game.view
    answer = game.answer
    for _ in range(max_decisions):
        decision = game._pending
        if decision is None:
            return game
        chooser = decision.chooser
        if chooser == STORYTELLER:
            value = storyteller_decide(None, decision)
        else:
            found = deciders.get(chooser)
            if found is None:
                agent = get(chooser)
                found = deciders[chooser] = (agent.decide, getattr(agent, "reads_view", True))
            decide, reads_view = found
            value = decide(view(chooser) if reads_view else None, decision)
        answer(value)
        if on_answer is not None:
            on_answer(game, decision, value)
    raise StalledGame(f"game not over after {max_decisions} decisions (day {game.state.day})")


def random_agents(seed: int | str, players: int) -> dict[int, Agent]:
    """One :class:`RandomAgent` per seat, each with its own seed derived from ``seed``."""
    return {i: RandomAgent(f"{seed}:seat{i}") for i in range(players)}


def play_random_game(script: str, players: int, seed: int | str) -> Game:
    """Play a whole game with random bots and the random Storyteller."""
    game = Game(script, players)
    return run_game(game, random_agents(seed, players), RandomStoryteller(f"{seed}:storyteller"))
