"""Jinxes Leviathan-Grandmother and Riot-Grandmother: with that Demon in play, evil wins if
the Grandchild dies by execution."""

from __future__ import annotations

from clocktower.testing import advance, execution_plan, is_alive, learned, to_day

from .nominating import game_with

GRANDMOTHER, GRANDCHILD = 2, 3


def _grandchild_game(demon: str, poisoned: tuple[int, ...] = ()) -> object:
    game = game_with(demon, "grandmother", "chef", "empath", poisoned=poisoned)
    d = advance(game, until="grandmother.grandchild")
    assert d is not None and GRANDCHILD in d.options and 0 not in d.options  # good players only
    game.answer(GRANDCHILD)
    return game


def test_jinx_leviathan_grandmother_grandchild_executed_evil_wins() -> None:
    game = _grandchild_game("leviathan")
    to_day(game, 1)
    assert "the Chef" in learned(game, GRANDMOTHER)[0].text
    advance(game, execution_plan(game, 4, GRANDCHILD))  # whoever nominates
    assert game.winner == "evil" and "Leviathan-Grandmother jinx" in game.state.win_reason


def test_jinx_leviathan_grandmother_another_execution_changes_nothing() -> None:
    game = _grandchild_game("leviathan")
    to_day(game, 1)
    advance(game, execution_plan(game, 4, 6), until=lambda d: game.state.phase == "night")  # the Mayor
    assert not game.over and is_alive(game, GRANDMOTHER)


def test_jinx_leviathan_grandmother_poisoned_grandmother_changes_nothing() -> None:
    game = _grandchild_game("leviathan", poisoned=(GRANDMOTHER,))
    to_day(game, 1)
    advance(game, execution_plan(game, 4, GRANDCHILD), until=lambda d: game.state.phase == "night")
    assert not game.over and not is_alive(game, GRANDCHILD)


def test_jinx_riot_grandmother_grandchild_executed_evil_wins() -> None:
    game = _grandchild_game("riot")
    to_day(game, 2)
    advance(game, execution_plan(game, 4, GRANDCHILD))
    assert game.winner == "evil" and "Riot-Grandmother jinx" in game.state.win_reason


def test_jinx_riot_grandmother_riot_day_nominee_death_evil_wins() -> None:
    game = _grandchild_game("riot")
    to_day(game, 3)
    advance(game, [(("nominate", 0), GRANDCHILD)])
    assert game.winner == "evil" and "Riot-Grandmother jinx" in game.state.win_reason
