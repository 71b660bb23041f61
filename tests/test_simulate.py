"""clocktower simulate: planning, determinism across --jobs and backends, the report, its files,
kept records, bad input and the interrupted run."""

from __future__ import annotations

import csv
import errno
import gzip
import json
import os
import signal
import subprocess
import sys
import time
import warnings
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from clocktower.cli import app
from clocktower.record import RecordError, read_record, replay
from clocktower.simulate import (
    CSV_FILES,
    BackendError,
    GameSummary,
    MissingDependency,
    SimulationError,
    build_report,
    parse_players,
    plan_games,
    play_game,
    resolve_scripts,
    run_games,
    write_plots,
    write_report_files,
)

ROOT = Path(__file__).resolve().parent.parent

TINY = ('[{"id": "_meta", "name": "Tiny"}, "chef", "empath", "fortuneteller", "undertaker", '
        '"recluse", "drunk", "poisoner", "imp"]')


def small_plan(**kw: Any) -> list[Any]:
    scripts = resolve_scripts(["seed-002", "darkest-before-dawn"])
    return plan_games(scripts, [5, 7], 3, 11, **kw)


def report_of(summaries: list[GameSummary]) -> dict[str, Any]:
    return build_report(summaries, scripts=resolve_scripts(["seed-002", "darkest-before-dawn"]), meta={"seed": 11})


# ---------------------------------------------------------------- planning and bad input
def test_parse_players() -> None:
    assert parse_players("7,10,13") == [7, 10, 13]
    assert parse_players("5-8, 13") == [5, 6, 7, 8, 13]
    assert parse_players("10,10") == [10]
    for bad, words in (("4", "5 to 15"), ("7-16", "5 to 15"), ("9-7", "backwards"), ("ten", "neither"),
                       ("", "neither")):
        with pytest.raises(SimulationError, match=words):
            parse_players(bad)


def test_scripts_all_and_refusals(tmp_path: Path) -> None:
    keys = [k for k, _ in resolve_scripts(["all"])]
    # Every bundled script that can be played alone, in name order (derived: a script turns
    # playable as its last characters land), and at least these.
    from clocktower.characters import implemented_ids
    from clocktower.engine import unplayable_reason
    from clocktower.script import bundled_scripts, load_script
    playable = sorted(n for n in bundled_scripts() if unplayable_reason(load_script(n)) is None
                      and not load_script(n).unimplemented(implemented_ids()))
    assert keys == playable
    assert {"darkest-before-dawn", "final-nail-boffin", "seed-000", "seed-002", "seed-004",
            "trouble-brewing", "sects-and-violets"} <= set(keys) and "final-nail" not in keys
    with pytest.raises(SimulationError, match="no-such-script"):
        resolve_scripts(["no-such-script"])
    with pytest.raises(SimulationError, match="cannot be played alone"):
        resolve_scripts(["final-nail"])
    unknown = tmp_path / "unknown.json"
    unknown.write_text('["chef", "empath", "recluse", "poisoner", "imp", "frobnicator"]')
    with pytest.raises(SimulationError, match="frobnicator"):
        resolve_scripts([str(unknown)])


def test_a_script_without_characters_names_no_pairing(tmp_path: Path) -> None:
    # A file of metadata only (or an empty list) is not a part of Darkest Before Dawn.
    for text in ('[]', '[{"id": "_meta", "name": "Nothing"}]'):
        empty = tmp_path / "empty.json"
        empty.write_text(text)
        with pytest.raises(SimulationError, match="no Townsfolk, Minions or Demons") as err:
            resolve_scripts([str(empty)])
        assert "pairing" not in str(err.value) and "darkest-before-dawn" not in str(err.value)


def test_two_scripts_with_one_name_are_refused(tmp_path: Path) -> None:
    # Files of one name in two folders would share the report key, the CSV rows and the
    # record names: the second must not be dropped without a word.
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "tiny.json").write_text(TINY)
    (tmp_path / "b" / "tiny.json").write_text(TINY.replace('"poisoner"', '"scarletwoman"'))
    with pytest.raises(SimulationError, match="both be reported as 'tiny'"):
        resolve_scripts([str(tmp_path / "a" / "tiny.json"), str(tmp_path / "b" / "tiny.json")])
    # A file named like a bundled script, with other characters, against that script.
    (tmp_path / "seed-002.json").write_text(TINY)
    with pytest.raises(SimulationError, match="'seed-002'"):
        resolve_scripts(["all", str(tmp_path / "seed-002.json")])
    # The same script named twice (or a copy of it) still counts once.
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "tiny.json").write_text(TINY)
    keys = resolve_scripts([str(tmp_path / "a" / "tiny.json"), str(tmp_path / "c" / "tiny.json"), "seed-002",
                            "seed-002"])
    assert [k for k, _ in keys] == ["tiny", "seed-002"]
    result = CliRunner().invoke(app, ["simulate", "-s", str(tmp_path / "a" / "tiny.json"), "-s",
                                      str(tmp_path / "b" / "tiny.json"), "-p", "5", "-n", "1",
                                      "-o", str(tmp_path / "o")])
    assert result.exit_code == 2 and "rename one" in result.output
    assert not (tmp_path / "o").exists()


def test_player_count_the_script_cannot_fill(tmp_path: Path) -> None:
    tiny = tmp_path / "tiny.json"
    tiny.write_text(TINY)
    scripts = resolve_scripts([str(tiny)])
    assert len(plan_games(scripts, [5], 2, 1)) == 2
    with pytest.raises(SimulationError, match="cannot be set up for 7 players"):
        plan_games(scripts, [5, 7], 2, 1)
    with pytest.raises(SimulationError, match="unknown bot kind 'genius'; known: .*random"):
        plan_games(scripts, [5], 2, 1, bots="genius")
    with pytest.raises(SimulationError, match="unknown Storyteller kind"):
        plan_games(scripts, [5], 2, 1, storyteller="nobody")
    with pytest.raises(SimulationError, match="at least 1"):
        plan_games(scripts, [5], 0, 1)


def test_seeds_do_not_depend_on_the_plan() -> None:
    plan = small_plan()
    assert [s.index for s in plan] == list(range(12))
    assert plan[0].seed == "11:5:0" and plan[4].seed == "11:7:1"
    # The same game alone gives the same summary as in the run.
    alone = plan_games(resolve_scripts(["seed-002"]), [7], 2, 11)[1]
    assert play_game(alone)[0].winner == play_game(plan[4])[0].winner
    assert play_game(alone)[0].seats == play_game(plan[4])[0].seats


# ---------------------------------------------------------------- determinism
def test_same_report_whatever_jobs() -> None:
    plan = small_plan()
    one = run_games(plan, jobs=1)
    two = run_games(plan, jobs=2)
    assert not one.interrupted and not two.interrupted
    assert one.summaries == two.summaries
    assert [s.index for s in two.summaries] == list(range(len(plan)))
    assert json.dumps(report_of(one.summaries)) == json.dumps(report_of(two.summaries))


def test_same_report_on_ray() -> None:
    ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'clocktower[ray]')")
    try:
        ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
    except Exception as exc:  # pragma: no cover - depends on the machine
        pytest.skip(f"a local Ray cannot start here: {exc}")
    try:
        plan = small_plan()
        on_ray = run_games(plan, backend="ray")
    finally:
        ray.shutdown()
    assert on_ray.summaries == run_games(plan, jobs=1).summaries


def test_missing_ray_is_named(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(MissingDependency, match=r"pip install 'clocktower\[ray\]'"):
        run_games(small_plan()[:1], backend="ray")
    result = CliRunner().invoke(app, ["simulate", "-s", "seed-002", "-p", "7", "-n", "1", "--backend", "ray",
                                      "-o", str(tmp_path / "out")])
    assert result.exit_code == 2
    assert "clocktower[ray]" in result.output and "not installed" in result.output


class _UnreachableRay:
    """A stand-in for the ``ray`` module whose cluster cannot be reached (as ``ray.init``
    raises it: ConnectionError, an OSError)."""

    @staticmethod
    def is_initialized() -> bool:
        return False

    @staticmethod
    def init(**kw: Any) -> None:
        raise ConnectionError("Could not find any running Ray instance.")

    @staticmethod
    def shutdown() -> None:
        pass


def test_unreachable_ray_is_not_a_file_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "ray", _UnreachableRay)
    with pytest.raises(BackendError, match="cannot start or join the Ray cluster at auto: ConnectionError"):
        run_games(small_plan()[:1], backend="ray", ray_address="auto")
    result = CliRunner().invoke(app, ["simulate", "-s", "seed-002", "-p", "7", "-n", "1", "--backend", "ray",
                                      "--ray-address", "auto", "--no-plots", "-o", str(tmp_path / "out")])
    assert result.exit_code == 1, result.output
    assert "cannot start or join the Ray cluster at auto" in result.output
    assert "record" not in result.output


class _RayHitByCtrlC:
    """A stand-in for ``ray`` that gets a Ctrl-C while it starts (as a user pressing it in the
    seconds a local Ray takes): ``init`` must run to its end, then Ray must be shut down."""

    calls: list[str] = []

    @classmethod
    def is_initialized(cls) -> bool:
        return False

    @classmethod
    def init(cls, **kw: Any) -> None:
        cls.calls.append("init")
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(0.05)  # a real init would be stopped here, its agents left running
        cls.calls.append("up")

    @classmethod
    def shutdown(cls) -> None:
        cls.calls.append("shutdown")


def test_ctrl_c_while_ray_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", _RayHitByCtrlC)
    monkeypatch.setattr(_RayHitByCtrlC, "calls", [])
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        run = run_games(small_plan()[:2], backend="ray")
    finally:
        signal.signal(signal.SIGINT, previous)
    assert _RayHitByCtrlC.calls == ["init", "up", "shutdown"]
    assert run.interrupted and run.summaries == []


class _RayStoppedMidRun:
    """A stand-in for ``ray``, started by the run, whose wait is stopped by Ctrl-C."""

    calls: list[str] = []
    up = False

    @classmethod
    def is_initialized(cls) -> bool:
        return cls.up

    @classmethod
    def init(cls, **kw: Any) -> None:
        cls.up = True

    @staticmethod
    def cluster_resources() -> dict[str, float]:
        return {"CPU": 2.0}

    @staticmethod
    def remote(fn: Any) -> Any:
        class Remote:
            @staticmethod
            def remote(batch: Any) -> str:
                return "ref"
        return Remote

    @staticmethod
    def wait(refs: Any, num_returns: int) -> Any:
        raise KeyboardInterrupt

    @classmethod
    def cancel(cls, ref: Any, force: bool) -> None:
        cls.calls.append("cancel")

    @classmethod
    def shutdown(cls) -> None:
        cls.calls.append("shutdown")


@pytest.mark.parametrize("ours", [True, False])
def test_ctrl_c_on_ray_cancels_only_a_ray_it_keeps(monkeypatch: pytest.MonkeyPatch, ours: bool) -> None:
    # A Ray the run started is shut down, which ends its tasks: cancelling them as well can
    # crash Ray's core worker (a race with tasks finishing). A Ray the caller started keeps
    # running, so its tasks are cancelled and it is not shut down.
    monkeypatch.setitem(sys.modules, "ray", _RayStoppedMidRun)
    monkeypatch.setattr(_RayStoppedMidRun, "calls", [])
    monkeypatch.setattr(_RayStoppedMidRun, "up", not ours)
    run = run_games(small_plan(), backend="ray", jobs=1)
    assert run.interrupted
    assert _RayStoppedMidRun.calls == (["shutdown"] if ours else ["cancel"] * len(_RayStoppedMidRun.calls))
    assert _RayStoppedMidRun.calls


# ---------------------------------------------------------------- the report
def test_report_adds_up() -> None:
    plan = plan_games(resolve_scripts(["seed-004"]), [5, 8], 8, 3)
    summaries = run_games(plan, jobs=1).summaries
    data = build_report(summaries, scripts=resolve_scripts(["seed-004"]))["scripts"]["seed-004"]
    assert data["games"] == 16 and not data["errors"]
    rows = {r["players"]: r for r in data["win_rate"]}
    assert rows[5]["games"] == rows[8]["games"] == 8 and rows["all"]["games"] == 16
    assert rows["all"]["good_wins"] == rows[5]["good_wins"] + rows[8]["good_wins"] == \
        sum(1 for s in summaries if s.winner == "good")
    for r in data["win_rate"]:
        assert r["good_wins"] + r["evil_wins"] == r["games"]
        assert r["good_low"] <= r["good_rate"] <= r["good_high"]
    for c in data["characters"]:
        assert c["in_play"] + c["not_in_play"] == 16
        if c["in_play"]:
            assert c["in_play_low"] <= c["in_play_rate"] <= c["in_play_high"]
            assert c["seats"] >= c["in_play"] and c["deaths"] <= c["seats"]
        # The pooled swing is stratified by player count (issue 17, item 13): each count's
        # swing is its own difference of rates, the pooled one their mean weighted by games.
        rated = [r for r in c["by_players"] if r["swing"] is not None]
        for r in c["by_players"]:
            assert r["in_play"] + r["not_in_play"] == 8
            if r["swing"] is not None:
                assert r["swing"] == pytest.approx(r["in_play_rate"] - r["not_in_play_rate"], abs=1e-5)
                assert r["swing_low"] <= r["swing"] <= r["swing_high"]
        if c["swing"] is not None:
            assert c["swing"] == pytest.approx(sum(r["swing"] for r in rated) / len(rated), abs=1e-5)
            assert c["swing_low"] <= c["swing"] <= c["swing_high"] and c["swing_counts"] == len(rated)
    dealt = sum(c["seats"] for c in data["characters"])
    assert dealt == 8 * 5 + 8 * 8  # every seat dealt a character of the script
    assert sum(e["games"] for e in data["endings"]) == 16
    for n in (5, 8, "all"):
        assert sum(r["games"] for r in data["game_length"] if r["players"] == n) == rows[n]["games"]
    assert data["mean_days"]["all"] == pytest.approx(sum(s.days for s in summaries) / 16, abs=1e-5)


def test_failed_games_are_listed_not_counted() -> None:
    ok = run_games(small_plan()[:2], jobs=1).summaries
    broken = GameSummary(index=2, script="seed-002", players=5, number=2, seed="x", error="RuntimeError: boom")
    data = build_report([*ok, broken], scripts=resolve_scripts(["seed-002"]))
    assert data["meta"]["failed"] == 1
    assert data["scripts"]["seed-002"]["games"] == 2
    assert data["scripts"]["seed-002"]["errors"][0]["error"] == "RuntimeError: boom"


def test_a_stalled_game_is_a_stalemate_not_an_error() -> None:
    # A tiny decision limit makes stalemates of short games (a real one needs 30,000 answers).
    plan = plan_games(resolve_scripts(["seed-002"]), [7], 4, 20, max_decisions=60)
    one = run_games(plan, jobs=1).summaries
    two = run_games(plan, jobs=2).summaries
    assert one == two
    stalled = [s for s in one if s.stalemate]
    assert [s.seed for s in stalled] == ["20:7:2", "20:7:3"]  # the others end within 60 answers
    for s in stalled:
        assert s.error is None and s.winner == "" and s.condition == "stalemate" and s.decisions == 60
        assert len(s.seats) == 7 and "no winner after 60 decisions" in s.reason
    report = build_report(one, scripts=resolve_scripts(["seed-002"]), meta={"seed": 20})
    assert json.dumps(report, sort_keys=True) == json.dumps(
        build_report(two, scripts=resolve_scripts(["seed-002"]), meta={"seed": 20}), sort_keys=True)
    assert report["meta"]["failed"] == 0 and report["meta"]["stalemates"] == 2
    data = report["scripts"]["seed-002"]
    assert data["games"] == 2 and not data["errors"]
    assert [(g["seed"], g["players"], g["number"], g["decisions"]) for g in data["stalemates"]] == \
        [("20:7:2", 7, 2, 60), ("20:7:3", 7, 3, 60)]
    for row in data["win_rate"]:  # good's rate over the games with a winner; stalemates beside it
        assert row["games"] == 2 and row["good_wins"] + row["evil_wins"] == 2
        assert row["stalemates"] == 2 and row["stalemate_share"] == 0.5
    ends = {(e["winner"], e["condition"]): e for e in data["endings"]}
    assert ends[("", "stalemate")]["games"] == 2 and ends[("", "stalemate")]["share"] == 0.5
    assert sum(e["games"] for e in data["endings"]) == 4
    assert sum(r["games"] for r in data["game_length"] if r["players"] == "all") == 2
    assert all(c["in_play"] + c["not_in_play"] == 2 for c in data["characters"])


def test_stalemates_alone_exit_0_and_are_in_the_files(tmp_path: Path) -> None:
    out = tmp_path / "o"
    result = CliRunner().invoke(app, ["simulate", "-s", "seed-002", "-p", "7", "-n", "4", "-j", "1", "--seed", "20",
                                      "--max-decisions", "60", "--no-plots", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "2 game(s) were stalemates" in result.output and "20:7:2 (7p), 20:7:3 (7p)" in result.output
    report = json.loads((out / "report.json").read_text())
    assert report["meta"]["stalemates"] == 2 and report["meta"]["max_decisions"] == 60
    with open(out / "win_rate.csv") as f:
        rows = list(csv.DictReader(f))
    assert [(r["players"], r["games"], r["stalemates"], r["stalemate_share"]) for r in rows] == \
        [("7", "2", "2", "0.5"), ("all", "2", "2", "0.5")]
    with open(out / "endings.csv") as f:
        assert {"winner": "", "condition": "stalemate", "games": "2"}.items() <= next(
            r for r in csv.DictReader(f) if r["condition"] == "stalemate").items()
    with open(out / "games.csv") as f:
        assert [g["seed"] for g in csv.DictReader(f) if g["condition"] == "stalemate"] == ["20:7:2", "20:7:3"]


def test_play_replays_a_simulated_game_from_its_seed(tmp_path: Path) -> None:
    # The seed a report lists plays the same game again in `clocktower play`.
    spec = plan_games(resolve_scripts(["seed-002"]), [7], 1, 1)[0]
    summary, _ = play_game(spec)
    out = tmp_path / "again.jsonl"
    result = CliRunner().invoke(app, ["play", "-s", "seed-002", "-p", "7", "--seed", spec.seed, "-q", "-r", str(out)])
    assert result.exit_code == 0, result.output
    lines = read_record(out)
    assert sum(1 for line in lines if line["type"] == "decision") == summary.decisions
    assert next(line for line in lines if line["type"] == "result")["winner"] == summary.winner


class _Broken:
    def decide(self, view: Any, decision: Any) -> Any:
        raise RuntimeError("this bot is broken")


def test_a_failing_game_is_reported(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from clocktower.agents import registry

    monkeypatch.setitem(registry.PLAYER_KINDS, "broken", lambda seed, seat: _Broken())
    plan = plan_games(resolve_scripts(["seed-002"]), [7], 2, 1, bots="broken")
    run = run_games(plan, jobs=1)  # in this process: the workers of a pool would not see the patch
    assert [s.error for s in run.summaries] == ["RuntimeError: this bot is broken"] * 2
    assert run.summaries[0].decisions > 0 and run.summaries[0].winner == ""
    result = CliRunner().invoke(app, ["simulate", "-s", "seed-002", "-p", "7", "-n", "2", "-j", "1", "--bots", "broken",
                                      "--no-plots", "-o", str(tmp_path / "o")])
    assert result.exit_code == 1
    assert "2 game(s) failed" in result.output
    # Every game failed, yet the summary says why (not only report.json).
    assert "this bot is broken" in result.output
    report = json.loads((tmp_path / "o" / "report.json").read_text())
    assert report["meta"]["failed"] == 2 and report["scripts"]["seed-002"]["games"] == 0
    assert len(report["scripts"]["seed-002"]["errors"]) == 2


def test_files_parse(tmp_path: Path) -> None:
    run = run_games(small_plan(), jobs=1)
    report = report_of(run.summaries)
    written = write_report_files(report, run.summaries, tmp_path)
    assert sorted(p.name for p in written) == sorted(["report.json", *CSV_FILES])
    assert json.loads((tmp_path / "report.json").read_text()) == json.loads(json.dumps(report))
    with open(tmp_path / "win_rate.csv") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 2 * 3 and {r["script"] for r in rows} == {"seed-002", "darkest-before-dawn"}
    with open(tmp_path / "games.csv") as f:
        games = list(csv.DictReader(f))
    assert [int(g["index"]) for g in games] == list(range(12))
    for name in ("characters.csv", "game_length.csv", "endings.csv"):
        with open(tmp_path / name) as f:
            assert list(csv.DictReader(f))
    pytest.importorskip("matplotlib", reason="matplotlib is not installed (pip install 'clocktower[plots]')")
    pngs = write_plots(report, tmp_path)
    assert sorted(p.name for p in pngs) == ["swing_darkest-before-dawn.png", "swing_seed-002.png", "win_rate.png"]
    for p in pngs:
        assert p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_plots_are_readable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("matplotlib", reason="matplotlib is not installed (pip install 'clocktower[plots]')")
    from matplotlib.figure import Figure

    figures: dict[str, Any] = {}
    real = Figure.savefig

    def keep(self: Any, path: Any, **kw: Any) -> None:
        figures[Path(path).name] = self
        real(self, path, **kw)

    monkeypatch.setattr(Figure, "savefig", keep)
    scripts = resolve_scripts(["final-nail-boffin"])
    summaries = run_games(plan_games(scripts, [5, 7], 2, 1), jobs=1).summaries
    write_plots(build_report(summaries, scripts=scripts), tmp_path)
    # Player counts are whole numbers: one tick per count played, none at 5.5.
    assert list(figures["win_rate.png"].axes[0].get_xticks()) == [5, 7]
    # The longest bundled script name does not run off the figure.
    fig = figures["swing_final-nail-boffin.png"]
    fig.canvas.draw()
    box = fig.axes[0].title.get_window_extent()
    assert 0 <= box.x0 and box.x1 <= fig.bbox.width, (box, fig.bbox)
    # An interrupted run with no game finished still draws, without warnings.
    empty = build_report([], scripts=scripts)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        write_plots(empty, tmp_path)


def test_missing_matplotlib_is_named(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    with pytest.raises(MissingDependency, match=r"pip install 'clocktower\[plots\]'"):
        write_plots({"scripts": {}}, tmp_path)


# ---------------------------------------------------------------- kept records
def test_kept_records_replay(tmp_path: Path) -> None:
    plan = plan_games(resolve_scripts(["seed-002"]), [6], 2, 5, keep_records=True)
    run = run_games(plan, jobs=1, records_dir=tmp_path / "records")
    assert [p.name for p in run.records] == ["seed-002-6p-00000.jsonl.gz", "seed-002-6p-00001.jsonl.gz"]
    for path, summary in zip(run.records, run.summaries):
        assert path.read_bytes()[:2] == b"\x1f\x8b"
        lines = read_record(path)
        assert lines[0]["seed"] == summary.seed
        game = replay(lines)
        assert game.winner == summary.winner and len(game.answers) == summary.decisions
    result = CliRunner().invoke(app, ["replay", "--quiet", str(run.records[0])])
    assert result.exit_code == 0, result.output
    assert "Replay identical" in result.output
    # The same record read plain and compressed gives the same lines.
    plain = tmp_path / "plain.jsonl"
    plain.write_bytes(gzip.decompress(run.records[0].read_bytes()))
    assert read_record(plain) == read_record(run.records[0])


def test_corrupt_compressed_record(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl.gz"
    bad.write_bytes(gzip.compress(b'{"type": "header"')[:15])
    with pytest.raises(RecordError, match="cannot read the record"):
        read_record(bad)


# ---------------------------------------------------------------- the command
def test_command_writes_everything(tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["simulate", "-s", "seed-002", "-p", "5,6", "-n", "3", "-j", "1", "--seed", "4",
                                      "-o", str(out), "--keep-records"])
    assert result.exit_code == 0, result.output
    assert "Good's win rate" in result.output and "How games ended" in result.output
    report = json.loads((out / "report.json").read_text())
    assert report["meta"]["finished"] == report["meta"]["planned"] == 6
    assert report["meta"]["interrupted"] is False
    assert len(list((out / "records").glob("*.jsonl.gz"))) == 6
    for name in CSV_FILES:
        assert (out / name).is_file()
    if "matplotlib" in sys.modules or _has("matplotlib"):
        assert (out / "win_rate.png").is_file() and (out / "swing_seed-002.png").is_file()


def test_an_earlier_runs_files_are_pointed_out(tmp_path: Path) -> None:
    # Kept records and plots of an earlier run into the same folder are not overwritten by a
    # smaller run of another script; they must not pass for part of the new report.
    out = tmp_path / "out"
    first = CliRunner().invoke(app, ["simulate", "-s", "seed-002", "-p", "5", "-n", "3", "-j", "1", "--keep-records",
                                     "--no-plots", "-o", str(out)])
    assert first.exit_code == 0 and "earlier run" not in first.output
    (out / "swing_seed-002.png").write_bytes(b"an earlier plot")
    again = CliRunner().invoke(app, ["simulate", "-s", "seed-004", "-p", "5", "-n", "1", "-j", "1", "--keep-records",
                                     "--no-plots", "-o", str(out)])
    assert again.exit_code == 0, again.output
    text = " ".join(again.output.split())
    assert "4 file(s) in" in text and "are from an earlier run" in text
    assert "records/seed-002-5p-00000.jsonl.gz" in text
    # Rewriting the same run's files is not flagged.
    same = CliRunner().invoke(app, ["simulate", "-s", "seed-004", "-p", "5", "-n", "1", "-j", "1", "--keep-records",
                                    "--no-plots", "-o", str(tmp_path / "fresh")])
    same = CliRunner().invoke(app, ["simulate", "-s", "seed-004", "-p", "5", "-n", "1", "-j", "1", "--keep-records",
                                    "--no-plots", "-o", str(tmp_path / "fresh")])
    assert same.exit_code == 0 and "earlier run" not in same.output


def _has(module: str) -> bool:
    try:
        __import__(module)
    except ImportError:
        return False
    return True


@pytest.mark.parametrize("args, words", [
    (["-s", "no-such-script"], "no-such-script"),
    (["-s", "final-nail"], "cannot be played alone"),
    (["-p", "3"], "5 to 15"),
    (["--bots", "genius"], "unknown bot kind"),
    (["--storyteller", "nobody"], "unknown Storyteller kind"),
    (["-j", "0"], "--jobs"),
    (["--backend", "spark"], "local or ray"),
])
def test_command_bad_input(tmp_path: Path, args: list[str], words: str) -> None:
    result = CliRunner().invoke(app, ["simulate", "-n", "1", "-o", str(tmp_path / "o"), *args])
    assert result.exit_code == 2, result.output
    assert words in result.output
    assert not (tmp_path / "o" / "report.json").exists()


def test_command_unfillable_count(tmp_path: Path) -> None:
    tiny = tmp_path / "tiny.json"
    tiny.write_text(TINY)
    result = CliRunner().invoke(app, ["simulate", "-s", str(tiny), "-p", "5-7", "-n", "1", "-o", str(tmp_path / "o")])
    assert result.exit_code == 2
    assert "cannot be set up for 7 players" in result.output


def test_command_unwritable_out(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    result = CliRunner().invoke(app, ["simulate", "-s", "seed-002", "-p", "7", "-n", "1", "-o", str(blocker / "o")])
    assert result.exit_code == 2
    assert "cannot be written" in result.output


def test_command_full_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real = Path.write_bytes

    def full(self: Path, data: Any) -> int:
        if self.name.endswith(".gz"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(self))
        return real(self, data)

    monkeypatch.setattr(Path, "write_bytes", full)
    result = CliRunner().invoke(app, ["simulate", "-s", "seed-002", "-p", "7", "-n", "2", "-j", "1",
                                      "--keep-records", "-o", str(tmp_path / "o")])
    assert result.exit_code == 2
    assert "disk is full" in result.output


def _fills_the_disk(monkeypatch: pytest.MonkeyPatch, word: str) -> None:
    """Make writes of files whose name holds ``word`` stop half-way on a full disk."""
    real = Path.write_bytes

    def full(self: Path, data: Any) -> int:
        if word in self.name:
            real(self, bytes(data)[:len(data) // 2])
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(self))
        return real(self, data)

    monkeypatch.setattr(Path, "write_bytes", full)


def test_full_disk_leaves_no_truncated_report(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "o"
    out.mkdir()
    (out / "report.json").write_text("{}\n")  # an earlier run's report is not half overwritten
    _fills_the_disk(monkeypatch, "report.json")
    result = CliRunner().invoke(app, ["simulate", "-s", "seed-002", "-p", "7", "-n", "3", "-j", "1", "--no-plots",
                                      "-o", str(out)])
    assert result.exit_code == 2
    assert "disk is full" in result.output
    assert "Good's win rate" in result.output  # the tables of the games played are not lost
    assert sorted(p.name for p in out.iterdir()) == ["report.json"]
    assert (out / "report.json").read_text() == "{}\n"


def test_full_disk_leaves_no_truncated_record(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fills_the_disk(monkeypatch, "-7p-00001")
    plan = plan_games(resolve_scripts(["seed-002"]), [7], 3, 1, keep_records=True)
    with pytest.raises(OSError):
        run_games(plan, jobs=1, records_dir=tmp_path / "records")
    assert sorted(p.name for p in (tmp_path / "records").iterdir()) == ["seed-002-7p-00000.jsonl.gz"]


# ---------------------------------------------------------------- interrupted runs
@pytest.mark.parametrize("jobs", [1, 2])
def test_interrupt_keeps_finished_games(jobs: int) -> None:
    plan = small_plan()
    seen: list[int] = []

    def stop_after_three(summary: GameSummary) -> None:
        seen.append(summary.index)
        if len(seen) == 3:
            raise KeyboardInterrupt

    run = run_games(plan, jobs=jobs, on_result=stop_after_three)
    assert run.interrupted and len(run.summaries) == 3
    assert sorted(seen) == [s.index for s in run.summaries]
    full = {s.index: s for s in run_games(plan, jobs=1).summaries}
    assert all(full[s.index] == s for s in run.summaries)


def test_ctrl_c_writes_the_partial_report(tmp_path: Path) -> None:
    out = tmp_path / "out"
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "clocktower", "simulate", "-s", "seed-002", "-p", "7", "-n", "100000", "-j", "2",
         "--no-plots", "-o", str(out)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        # As typed at a terminal: when the tests themselves run as a background job (a CI
        # script, nohup), Ctrl-C is ignored and the command would inherit that.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()  # printed just before the games start
        assert first.startswith("Simulating"), first
        time.sleep(2.0)
        proc.send_signal(signal.SIGINT)
        stdout, stderr = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, stderr
    assert "Interrupted" in stderr
    report = json.loads((out / "report.json").read_text())
    assert report["meta"]["interrupted"] is True
    assert report["meta"]["finished"] < report["meta"]["planned"] == 100000
    assert report["scripts"]["seed-002"]["games"] == report["meta"]["finished"]


@pytest.mark.parametrize("gap", [0.0, 0.002, 0.03])
def test_a_second_ctrl_c_still_writes_the_partial_report(tmp_path: Path, gap: float) -> None:
    """Ctrl-C twice, or a SIGINT sent to the command and then to its whole process group (as
    `timeout -s INT` does): the second one lands while the workers stop or the report is
    written, and must neither hang the command nor lose the partial report."""
    out = tmp_path / "out"
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "clocktower", "simulate", "-s", "seed-002", "-p", "7", "-n", "100000", "-j", "2",
         "--no-plots", "-o", str(out)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        assert first.startswith("Simulating"), first
        time.sleep(2.0)
        proc.send_signal(signal.SIGINT)
        time.sleep(gap)
        os.killpg(proc.pid, signal.SIGINT)
        stdout, stderr = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130, stderr
    assert "Interrupted" in stderr
    report = json.loads((out / "report.json").read_text())
    assert report["meta"]["interrupted"] is True
    assert report["scripts"]["seed-002"]["games"] == report["meta"]["finished"] < 100000


def test_an_address_nobody_listens_on_is_reported_at_once(tmp_path: Path) -> None:
    """`--ray-address HOST:PORT` with nothing listening: a clear error and exit 1 within
    seconds (Ray's own init retries such an address for minutes, printing only warnings)."""
    pytest.importorskip("ray")
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # (closed again at once: nothing listens there)
    started = time.perf_counter()
    with pytest.raises(BackendError, match=f"cannot reach the Ray cluster at 127.0.0.1:{port}"):
        run_games(small_plan()[:1], backend="ray", ray_address=f"127.0.0.1:{port}")
    result = CliRunner().invoke(app, ["simulate", "-s", "seed-002", "-p", "7", "-n", "1", "--backend", "ray",
                                      "--ray-address", f"ray://127.0.0.1:{port}", "--no-plots",
                                      "-o", str(tmp_path / "out")])
    assert result.exit_code == 1, result.output
    assert "cannot reach the Ray cluster" in result.output
    assert time.perf_counter() - started < 30
