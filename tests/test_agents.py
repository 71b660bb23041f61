"""Agents: the random bot, the random Storyteller, the strict scripted agent."""

import pytest

from clocktower.agents import RandomAgent, RandomStoryteller, ScriptedAgent, UnscriptedDecision, run_game
from clocktower.decisions import Decision, DecisionKind
from clocktower.engine import Game, SeatView


def _decision(step: str = "imp", options: tuple[int, ...] = (0, 1, 2)) -> Decision:
    return Decision(DecisionKind.CHOOSE_PLAYERS, 0, step, "Choose a player", options)


def test_scripted_agent_answers_in_order_and_checks_the_step() -> None:
    agent = ScriptedAgent([("imp", 2), 1])
    assert agent.decide(None, _decision()) == 2
    assert agent.decide(None, _decision("chambermaid")) == 1


def test_scripted_agent_fails_on_a_step_mismatch_and_on_running_out() -> None:
    agent = ScriptedAgent([("vote", True)])
    with pytest.raises(UnscriptedDecision, match="'vote'"):
        agent.decide(None, _decision("imp"))
    with pytest.raises(UnscriptedDecision, match="no scripted answer"):
        ScriptedAgent([]).decide(None, _decision())


def test_random_agent_is_reproducible_from_its_seed() -> None:
    d = _decision(options=tuple(range(20)))
    a, b = RandomAgent("x"), RandomAgent("x")
    assert [a.decide(None, d) for _ in range(10)] == [b.decide(None, d) for _ in range(10)]
    assert all(RandomAgent(s).decide(None, d) in d.options for s in range(30))


class _Watcher(RandomAgent):
    """A random bot that reads its view: it records which seat each view was of."""

    reads_view = True

    def __init__(self, seed: str, seen: list[object]) -> None:
        super().__init__(seed)
        self.seen = seen

    def decide(self, view: SeatView | None, decision: Decision) -> object:
        self.seen.append(None if view is None else (view.seat, decision.chooser))
        return super().decide(view, decision)


class _Blind(_Watcher):
    """The same, declaring that it does not read its view."""

    reads_view = False


def test_run_game_builds_views_only_for_agents_that_read_them() -> None:
    seen: list[object] = []
    blind: list[object] = []
    agents = {i: (_Watcher(f"w{i}", seen) if i % 2 == 0 else _Blind(f"r{i}", blind)) for i in range(7)}
    game = run_game(Game("darkest-before-dawn", 7), agents, RandomStoryteller("st"))
    assert game.over and seen and blind
    # A reader gets its own seat's view every time; an agent that does not read gets None.
    assert all(v is not None and v[0] == v[1] for v in seen)
    assert all(v is None for v in blind)
    # The views change nothing: plain random bots with the same seeds play the same game.
    again = run_game(Game("darkest-before-dawn", 7),
                     {i: RandomAgent(f"w{i}" if i % 2 == 0 else f"r{i}") for i in range(7)},
                     RandomStoryteller("st"))
    assert again.answers == game.answers
