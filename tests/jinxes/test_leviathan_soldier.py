"""Jinx Leviathan-Soldier: if the Leviathan nominates and executes the Soldier, good wins."""

from __future__ import annotations

from clocktower.testing import advance, execution_plan, to_day

from .nominating import DEMON, game_with

SOLDIER = 2


def test_jinx_leviathan_soldier_nominated_and_executed_good_wins() -> None:
    game = game_with("leviathan", "soldier")
    to_day(game, 1)
    advance(game, execution_plan(game, DEMON, SOLDIER))
    assert game.winner == "good" and game.state.win_condition == "soldier"
    assert "Leviathan-Soldier jinx" in game.state.win_reason


def test_jinx_leviathan_soldier_another_nominator_is_an_ordinary_execution() -> None:
    game = game_with("leviathan", "soldier")
    to_day(game, 1)
    advance(game, execution_plan(game, 3, SOLDIER), until=lambda d: game.state.phase == "night")
    assert not game.over and not game.state.seats[SOLDIER].alive


def test_jinx_leviathan_soldier_poisoned_soldier_is_executed_as_usual() -> None:
    game = game_with("leviathan", "soldier", poisoned=(SOLDIER,))
    to_day(game, 1)
    advance(game, execution_plan(game, DEMON, SOLDIER), until=lambda d: game.state.phase == "night")
    assert not game.over and not game.state.seats[SOLDIER].alive


def test_jinx_leviathan_soldier_a_believed_soldier_is_executed_as_usual() -> None:
    from clocktower.testing import seated

    from .nominating import SCRIPT
    game = seated(["leviathan", "baron", ("drunk", "soldier"), "chef", "empath", "saint", "mayor"], SCRIPT)
    to_day(game, 1)
    advance(game, execution_plan(game, DEMON, SOLDIER), until=lambda d: game.state.phase == "night")
    assert not game.over
