"""A game that does not end: run_game stops with StalledGame, and `play` says so clearly."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from clocktower import cli
from clocktower.agents import RandomStoryteller, StalledGame, random_agents, run_game
from clocktower.engine import Game
from clocktower.record import read_record


def test_run_game_raises_stalled_game_past_its_limit() -> None:
    game = Game("darkest-before-dawn", 7)
    with pytest.raises(StalledGame, match="not over after 40 decisions"):
        run_game(game, random_agents(1, 7), RandomStoryteller("1:storyteller"), max_decisions=40)
    assert len(game.answers) == 40 and not game.over


def test_play_stops_a_stalemate_with_a_message_and_keeps_the_record(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "PLAY_MAX_DECISIONS", 60)
    out = tmp_path / "stalled.jsonl"
    result = CliRunner().invoke(cli.app, ["play", "-p", "7", "--seed", "3", "-q", "-r", str(out)])
    assert result.exit_code == 1
    assert "stalemate" in result.output and "no winner after 60 decisions" in result.output
    lines = read_record(out)
    assert sum(1 for line in lines if line["type"] == "decision") == 60
    assert not any(line["type"] == "result" for line in lines)
