"""A smoke test of the measurement table command."""

from __future__ import annotations

import pytest

from clocktower.agents import StalledGame
from clocktower.bot_table import Cell, _collect, main, markdown, measure, play_game


def test_measure_counts_games_and_prints_intervals() -> None:
    cells = measure(["seed-002"], [7], [("heuristic", "random", "balanced"), ("random", "heuristic", "random")],
                    games=2, processes=1)
    assert [c.config for c in cells] == [("heuristic", "random", "balanced"), ("random", "heuristic", "random")]
    assert all(c.games + c.errors + c.stalemates == 2 and 0 <= c.good_wins <= c.games for c in cells)
    table = markdown(cells)
    assert "| seed-002 | 7 |" in table and "H/R st:B" in table and "R/H st:R" in table


def test_the_command_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["--games", "1", "--scripts", "darkest-before-dawn", "--players", "7", "--good", "heuristic",
                   "--evil", "heuristic", "--storyteller", "balanced", "--processes", "1"])
    out = capsys.readouterr().out
    assert status == 0
    assert "| darkest-before-dawn | 7 |" in out and "1 games in" in out


def test_an_unknown_kind_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--games", "1", "--good", "clever", "--processes", "1"])
    assert "unknown bot kind 'clever'" in capsys.readouterr().err
    with pytest.raises(KeyError, match="unknown bot kind"):
        play_game("seed-002", 7, 1, "clever", "random", "random")


def test_a_cell_interval_is_wilson() -> None:
    cell = Cell("seed-002", 7, ("random", "random", "random"), 10, 5)
    lo, hi = cell.interval()
    assert cell.rate == 0.5 and 0.2 < lo < 0.5 < hi < 0.8


def test_a_stalemate_is_counted_apart_from_errors_and_from_the_rate() -> None:
    with pytest.raises(StalledGame, match="not over after 30 decisions"):
        play_game("seed-002", 7, 1, "heuristic", "heuristic", "balanced", max_decisions=30)
    config = ("heuristic", "heuristic", "balanced")
    wins = {("seed-002", 7, config): [0, 0, 0, 0]}
    _collect([("seed-002", 7, config, "good"), ("seed-002", 7, config, "stalemate"),
              ("seed-002", 7, config, "evil")], wins)
    assert wins[("seed-002", 7, config)] == [2, 1, 0, 1]
    cell = Cell("seed-002", 7, config, 2, 1, 0, 1)
    assert cell.rate == 0.5
    table = markdown([cell])
    assert "50% [" in table and "(1 stalemate)" in table and "err" not in table
    assert "Stalemates (no winner after 30,000 decisions, left out of the rates): 1 of 3 games." in table
