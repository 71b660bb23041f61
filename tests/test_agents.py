"""Agents: the random bot, the random Storyteller, the strict scripted agent."""

import pytest

from clocktower.agents import RandomAgent, ScriptedAgent, UnscriptedDecision
from clocktower.decisions import Decision, DecisionKind


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
