"""The balance report per player count and a run that keeps no game (issue 17, items 13
and 20): a character's swing is given at each count and pooled only stratified by count,
next to a note that the figures measure the run's bots; ``simulate`` folds each finished
game into counters and streams its ``games.csv`` row instead of keeping the game."""

import csv
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import clocktower.simulate as simulate
from clocktower.cli import app
from clocktower.simulate import (
    SWING_NOTE,
    GamesCsv,
    GameSummary,
    ReportBuilder,
    SeatSummary,
    build_report,
    plan_games,
    resolve_scripts,
    run_games,
    write_report_files,
)


def seat(character: str, alignment: str) -> SeatSummary:
    return SeatSummary(character, alignment, character, alignment, None, True)


def widow_games() -> list[GameSummary]:
    """At 7 players evil wins 3 of 4 with the Widow and 1 of 4 without; at 10 evil wins
    2 of 2 with her and 6 of 6 without: pooled over counts the Widow looks harmless (5 of 6
    with her, 7 of 10 without), while at each count she helps evil or does nothing."""
    games = []
    plan = [(7, True, "evil")] * 3 + [(7, True, "good")] + [(7, False, "evil")] + [(7, False, "good")] * 3 \
        + [(10, True, "evil")] * 2 + [(10, False, "evil")] * 6
    for i, (n, widow, winner) in enumerate(plan):
        seats = (seat("widow" if widow else "poisoner", "evil"), seat("imp", "evil"),
                 *(seat("chef", "good") for _ in range(n - 2)))
        games.append(GameSummary(index=i, script="x", players=n, number=i, seed=str(i), winner=winner,
                                 condition="no-demon", reason="r", days=2, nights=2, decisions=10, seats=seats))
    return games


def test_the_swing_is_given_per_count_and_pooled_stratified() -> None:
    data = build_report(widow_games())["scripts"]["x"]
    widow = next(c for c in data["characters"] if c["id"] == "widow")
    at = {r["players"]: r for r in widow["by_players"]}
    assert at[7]["swing"] == pytest.approx(0.75 - 0.25) and at[7]["in_play"] == 4 and at[7]["not_in_play"] == 4
    assert at[10]["swing"] == pytest.approx(0.0)
    # Pooled naively: 5/6 - 7/10 = 0.133; stratified by count: (8 * 0.5 + 8 * 0.0) / 16.
    assert widow["in_play_rate"] - widow["not_in_play_rate"] == pytest.approx(5 / 6 - 7 / 10, abs=1e-5)
    assert widow["swing"] == pytest.approx(0.25) and widow["players"] == "all" and widow["swing_counts"] == 2
    assert widow["swing_low"] < widow["swing"] < widow["swing_high"]
    assert data["characters_note"] == SWING_NOTE and "these bots" in SWING_NOTE


def test_characters_csv_has_a_row_per_count_and_one_over_all(tmp_path: Path) -> None:
    games = widow_games()
    write_report_files(build_report(games), games, tmp_path)
    rows = [r for r in csv.DictReader((tmp_path / "characters.csv").open()) if r["id"] == "widow"]
    assert [r["players"] for r in rows] == ["7", "10", "all"]
    assert [float(r["swing"]) for r in rows] == pytest.approx([0.5, 0.0, 0.25])


def test_the_builder_gives_build_reports_report_in_any_order() -> None:
    plan = plan_games(resolve_scripts(["seed-004"]), [5, 7], 6, 11)
    summaries = run_games(plan, jobs=1).summaries
    builder = ReportBuilder()
    for g in reversed(summaries):
        builder.add(g)
    assert builder.report() == build_report(summaries)


def test_games_csv_is_written_in_plan_order_as_games_finish(tmp_path: Path) -> None:
    games = widow_games()
    with GamesCsv(tmp_path) as out:
        for g in [games[2], games[0], games[1], *games[3:]]:
            out.add(g)
            if g is games[0]:
                assert out.rows == 1  # game 0 written at once; game 2 waits for game 1
        out.finish()
    rows = list(csv.DictReader((tmp_path / "games.csv").open()))
    assert [int(r["index"]) for r in rows] == list(range(len(games)))
    assert not (tmp_path / ".partial-games.csv").exists()
    whole = tmp_path / "whole"
    write_report_files(build_report(games), games, whole)
    assert (whole / "games.csv").read_text() == (tmp_path / "games.csv").read_text()


def test_a_failed_games_csv_leaves_no_half_file(tmp_path: Path) -> None:
    with pytest.raises(RuntimeError), GamesCsv(tmp_path) as out:
        out.add(widow_games()[0])
        raise RuntimeError("stopped")
    assert not list(tmp_path.iterdir())


def test_simulate_keeps_no_game_in_memory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}
    real = simulate.run_games

    def spy(*args: Any, **kwargs: Any) -> Any:
        run = real(*args, **kwargs)
        seen.update(keep=kwargs.get("keep_summaries"), summaries=len(run.summaries), finished=run.finished)
        return run

    monkeypatch.setattr("clocktower.simulate_cli.run_games", spy)
    out = tmp_path / "report"
    result = CliRunner().invoke(app, ["simulate", "-s", "seed-004", "-p", "5,7", "-n", "4", "-j", "1",
                                      "--no-plots", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert seen == {"keep": False, "summaries": 0, "finished": 8}
    rows = list(csv.DictReader((out / "games.csv").open()))
    assert [int(r["index"]) for r in rows] == list(range(8))
    assert "these bots" in " ".join(result.output.split())
