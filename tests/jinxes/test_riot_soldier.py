"""Jinx Riot-Soldier: if Riot nominates and executes the Soldier, good wins."""

from __future__ import annotations

from clocktower.testing import advance, execution_plan, is_alive, to_day

from .nominating import DEMON, game_with

SOLDIER = 2


def test_jinx_riot_soldier_nominated_and_executed_good_wins() -> None:
    game = game_with("riot", "soldier")
    to_day(game, 1)
    advance(game, execution_plan(game, DEMON, SOLDIER))
    assert game.winner == "good" and "Riot-Soldier jinx" in game.state.win_reason


def test_jinx_riot_soldier_riot_day_nominee_death_good_wins() -> None:
    """Our reading: on the riot's day the Riot's nominee dies in place of an execution."""
    game = game_with("riot", "soldier")
    to_day(game, 3)
    advance(game, [(("nominate", DEMON), SOLDIER)])
    assert not is_alive(game, SOLDIER)
    assert game.winner == "good" and "Riot-Soldier jinx" in game.state.win_reason


def test_jinx_riot_soldier_poisoned_soldier_changes_nothing() -> None:
    game = game_with("riot", "soldier", poisoned=(SOLDIER,))
    to_day(game, 1)
    advance(game, execution_plan(game, DEMON, SOLDIER), until=lambda d: game.state.phase == "night")
    assert not game.over and not is_alive(game, SOLDIER)
