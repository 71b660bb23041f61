"""``clocktower simulate``: the balance report of a script, from many games played by bots.

The command plans the games (:func:`clocktower.simulate.plan_games`), plays them with a
progress bar on this machine's cores or on Ray, and writes the report: a summary in the
terminal, ``report.json``, CSV files and PNG plots in ``--out``. Ctrl-C stops the workers
and writes the partial report of the games finished so far.

Exit codes: 0 when every game ended or stalled (a stalemate is an ending the rules allow,
reported with its seed, not a failure); 1 when a game failed (a bug: listed under
``errors``) or the Ray backend failed; 2 for bad input or an output folder that cannot be
written; 130 when interrupted.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from .simulate import (
    DEFAULT_BOTS,
    DEFAULT_STORYTELLER,
    MAX_DECISIONS,
    SWING_NOTE,
    BackendError,
    GamesCsv,
    GameSummary,
    MissingDependency,
    ReportBuilder,
    SimulationError,
    is_disk_full,
    largest_swings,
    parse_players,
    plan_games,
    resolve_scripts,
    run_games,
    write_plots,
    write_report_files,
)

console = Console(highlight=False)
err = Console(stderr=True, highlight=False, soft_wrap=True)  # messages name paths: never cut them

DEFAULT_OUT = Path("simulation")
"""Where the report goes when ``--out`` is not given."""


def _fail(message: str, code: int = 2) -> typer.Exit:
    err.print("[red]error:[/red] " + escape(message))
    return typer.Exit(code)


def _os_message(exc: OSError, what: str) -> str:
    if is_disk_full(exc):
        return f"{what}: the disk is full ({exc.strerror}); free some space or choose another --out"
    return f"{what}: {exc.strerror or exc} ({exc.filename or ''})".replace(" ()", "")


def _check_out(out: Path) -> None:
    """Make the output folder and check it can be written, before any game is played."""
    try:
        out.mkdir(parents=True, exist_ok=True)
        probe = out / f".clocktower-write-test-{os.getpid()}"
        probe.write_bytes(b"ok")
        probe.unlink()
    except OSError as exc:
        raise _fail(_os_message(exc, f"--out {out} cannot be written")) from None


def _stale_outputs(out: Path, written: list[Path], records: list[Path]) -> list[Path]:
    """Plots and kept records in ``out`` that this run did not write: an earlier run's, which
    its report does not cover (the CSV files and report.json are always rewritten)."""
    mine = set(written) | set(records)
    found = [out / "win_rate.png", *out.glob("swing_*.png"), *(out / "records").glob("*.jsonl.gz")]
    return sorted(p for p in found if p.is_file() and p not in mine)


def _pct(x: float | None) -> str:
    return "" if x is None else f"{100 * x:.1f}%"


def print_summary(report: dict[str, Any], *, top: int = 8) -> None:
    """Print the report's tables per script: win rate (over the games with a winner) with the
    stalemates beside it, the stalled games' seeds, largest swings, game length and endings."""
    for key, data in report["scripts"].items():
        stalled = data["stalemates"]
        console.rule(f"[bold]{data['name']}[/bold] ({key}): {data['games']} games with a winner"
                     + (f", {len(stalled)} stalemate(s)" if stalled else ""))
        if data["errors"]:  # first, so that a script whose every game failed still says why
            err.print(f"[yellow]{len(data['errors'])} game(s) of {key} failed[/yellow] and are left out; "
                      f"first: seed {data['errors'][0]['seed']}: {escape(data['errors'][0]['error'])}")
        if stalled:
            shown = ", ".join(f"{g['seed']} ({g['players']}p)" for g in stalled[:10])
            more = f" and {len(stalled) - 10} more (report.json)" if len(stalled) > 10 else ""
            console.print(f"Stalemates (no winner after {stalled[0]['decisions']:,} decisions; left out of the "
                          f"win rate), by seed: {shown}{more}. Watch one with: clocktower play -s {key} "
                          f"-p {stalled[0]['players']} --seed {stalled[0]['seed']}", soft_wrap=True)
        if not data["games"]:
            continue
        table = Table(title="Good's win rate (games with a winner)")
        for col in ("Players", "Games", "Good wins", "Rate", "95% interval", "Stalemates"):
            table.add_column(col, justify="right")
        for row in data["win_rate"]:
            table.add_row(str(row["players"]), str(row["games"]), str(row["good_wins"]), _pct(row["good_rate"]),
                          f"{_pct(row['good_low'])} - {_pct(row['good_high'])}",
                          f"{row['stalemates']} ({_pct(row['stalemate_share'])})" if row["stalemates"] else "0")
        console.print(table)
        swings = largest_swings(data["characters"], top)
        per_count = len({r["players"] for c in swings for r in c.get("by_players", ())}) > 1
        table = Table(title="Characters with the largest swing: their team's win rate in play (In) and not (Out)"
                      + (", the swing at each player count and over them (stratified by count)" if per_count else ""),
                      caption=f"Figures {SWING_NOTE}.")
        for col in ("Character", "Team", "Games", "In", "Out", "Swing", *(("By count",) if per_count else ()),
                    "Alive at end", "Death day"):
            table.add_column(col, justify="left" if col in ("Character", "Team", "By count") else "right")
        for c in swings:
            by_count = ", ".join(f"{r['players']}p {100 * r['swing']:+.1f}" for r in c.get("by_players", ())
                                 if r["swing"] is not None)
            table.add_row(c["name"], c["team"], str(c["in_play"]), _pct(c["in_play_rate"]),
                          _pct(c["not_in_play_rate"]), f"{100 * c['swing']:+.1f}", *((by_count,) if per_count else ()),
                          _pct(c["survival_rate"]),
                          "" if c["mean_death_day"] is None else f"{c['mean_death_day']:.1f}")
        console.print(table)
        lengths = [r for r in data["game_length"] if r["players"] == "all"]
        console.print("Game length (days: share of games): "
                      + ", ".join(f"{r['days']}: {_pct(r['share'])}" for r in lengths)
                      + f"; mean {data['mean_days']['all']:.2f} days")
        table = Table(title="How games ended")
        for col in ("Winner", "Condition", "Games", "Share", "Reason (example)"):
            table.add_column(col)
        for e in data["endings"]:
            table.add_row(e["winner"], escape(e["condition"]), str(e["games"]), _pct(e["share"]), escape(e["reason"]))
        console.print(table)


def simulate(
    script: Annotated[list[str], typer.Option(
        "--script", "-s", help="Bundled script name or script JSON file; repeat for several; 'all' = every "
                               "playable bundled script.")] = ["darkest-before-dawn"],  # noqa: B006
    players: Annotated[str, typer.Option("--players", "-p", help="Player counts: a list (7,10,13) or a range (5-15).")]
    = "7,10,13",
    games: Annotated[int, typer.Option("--games", "-n", help="Games per script and player count.")] = 100,
    jobs: Annotated[int | None, typer.Option("--jobs", "-j", help=(
        "Processes on this machine (default: all cores); with --backend ray and no --ray-address, "
        "the local Ray's CPUs."))]
    = None,
    seed: Annotated[int, typer.Option("--seed", help="The run's seed; each game's seed derives from it.")] = 1,
    bots: Annotated[str, typer.Option("--bots", help="Bot kind for every player seat.")] = DEFAULT_BOTS,
    storyteller: Annotated[str, typer.Option("--storyteller", help="Automated Storyteller kind.")]
    = DEFAULT_STORYTELLER,
    out: Annotated[Path, typer.Option("--out", "-o", help="Folder for report.json, the CSV files and the plots.")]
    = DEFAULT_OUT,
    backend: Annotated[str, typer.Option("--backend", help="local (processes here) or ray.")] = "local",
    ray_address: Annotated[str | None, typer.Option(
        "--ray-address", help="Ray cluster to join (ray.init(address=...)); default: a local Ray.")] = None,
    keep_records: Annotated[bool, typer.Option(
        "--keep-records", help="Also write each game's record (gzip JSON Lines) into OUT/records/.")] = False,
    plots: Annotated[bool, typer.Option("--plots/--no-plots", help="Draw the PNG plots (needs matplotlib).")] = True,
    max_decisions: Annotated[int, typer.Option(
        "--max-decisions", help="A game still going after this many answers is a stalemate.")] = MAX_DECISIONS,
) -> None:
    """Play many games with bots and write a balance report (win rates, character swing, game length)."""
    try:
        loaded = resolve_scripts(script)
        counts = parse_players(players)
        if jobs is not None and jobs < 1:
            raise SimulationError(f"--jobs must be at least 1, not {jobs}")
        if backend not in ("local", "ray"):
            raise SimulationError(f"--backend {backend!r}: choose local or ray")
        if ray_address and backend != "ray":
            raise SimulationError("--ray-address needs --backend ray")
        specs = plan_games(loaded, counts, games, seed, bots=bots, storyteller=storyteller,
                           keep_records=keep_records, max_decisions=max_decisions)
    except SimulationError as exc:
        raise _fail(str(exc)) from None
    if backend == "ray":
        try:
            import ray  # noqa: F401
        except ImportError:
            raise _fail("--backend ray needs Ray, which is not installed: pip install 'clocktower[ray]'") from None
    _check_out(out)
    workers = "Ray" if backend == "ray" else f"{jobs or os.cpu_count() or 1} process(es)"
    console.print(f"Simulating {len(specs)} games ({games} per player count; scripts: "
                  f"{', '.join(k for k, _ in loaded)}; players: {', '.join(map(str, counts))}) "
                  f"with {bots} bots and the {storyteller} Storyteller, seed {seed}, on {workers}.")
    started = time.perf_counter()
    progress = Progress(TextColumn("[progress.description]{task.description}"), BarColumn(), MofNCompleteColumn(),
                        TextColumn("{task.fields[rate]}"), TimeElapsedColumn(), TimeRemainingColumn(),
                        console=err, transient=False)

    # The first Ctrl-C stops the run; later ones (a second press, or the signal reaching the
    # whole process group as well as this process) are ignored, so they cannot interrupt the
    # stopping of the workers or the writing of the partial report.
    main_thread = threading.current_thread() is threading.main_thread()
    previous_sigint = signal.signal(signal.SIGINT, _first_ctrl_c_only()) if main_thread else None
    try:
        return _run_and_report(console, err, progress, specs, started, jobs, backend, ray_address, keep_records,
                               out, loaded, counts, games, seed, bots, storyteller, max_decisions, plots)
    finally:
        if main_thread:
            signal.signal(signal.SIGINT, previous_sigint)


def _first_ctrl_c_only() -> Callable[[int, Any], None]:
    """A SIGINT handler that raises KeyboardInterrupt the first time and ignores the rest."""
    seen: list[int] = []

    def handler(signum: int, frame: Any) -> None:
        if not seen:
            seen.append(signum)
            raise KeyboardInterrupt
    return handler


def _run_and_report(console: Any, err: Any, progress: Any, specs: Any, started: float, jobs: Any, backend: str,
                    ray_address: Any, keep_records: bool, out: Path, loaded: Any, counts: Any, games: int,
                    seed: Any, bots: str, storyteller: str, max_decisions: int, plots: bool) -> None:
    """Play the planned games with a progress bar, then print and write the report (the body
    of ``simulate``; see there)."""
    builder = ReportBuilder()
    try:
        games_csv = GamesCsv(out).__enter__()
    except OSError as exc:
        raise _fail(_os_message(exc, f"writing the report into {out} failed")) from None
    try:
        return _run_streamed(console, err, progress, specs, started, jobs, backend, ray_address, keep_records, out,
                             loaded, counts, games, seed, bots, storyteller, max_decisions, plots, builder, games_csv)
    finally:
        games_csv.__exit__(None, None, None)


def _run_streamed(console: Any, err: Any, progress: Any, specs: Any, started: float, jobs: Any, backend: str,
                  ray_address: Any, keep_records: bool, out: Path, loaded: Any, counts: Any, games: int,
                  seed: Any, bots: str, storyteller: str, max_decisions: int, plots: bool,
                  builder: ReportBuilder, games_csv: GamesCsv) -> None:
    """:func:`_run_and_report` with its report builder and its ``games.csv`` open: each
    finished game is folded into both and not kept (issue 17, item 20)."""
    with progress:
        task = progress.add_task("games", total=len(specs), rate="")

        def on_result(summary: GameSummary) -> None:
            builder.add(summary)
            games_csv.add(summary)  # a full disk: the OSError ends the run below
            done = progress.tasks[0].completed + 1
            elapsed = time.perf_counter() - started
            progress.update(task, advance=1, rate=f"{done / elapsed:.1f} games/s" if elapsed > 0 else "")

        try:
            run = run_games(specs, jobs=jobs, backend=backend, ray_address=ray_address,
                            records_dir=out / "records" if keep_records else None, on_result=on_result,
                            keep_summaries=False)
        except MissingDependency as exc:
            raise _fail(str(exc)) from None
        except BackendError as exc:
            raise _fail(f"the {backend} backend failed: {exc}", 1) from None
        except OSError as exc:
            raise _fail(_os_message(exc, "writing a game record failed")) from None
        except Exception as exc:  # Ray failing to start or losing its cluster
            raise _fail(f"the {backend} backend failed: {type(exc).__name__}: {exc}", 1) from None
    elapsed = time.perf_counter() - started
    meta = {"scripts": [k for k, _ in loaded], "players": counts, "games_per_count": games, "seed": seed,
            "bots": bots, "storyteller": storyteller, "planned": run.planned, "interrupted": run.interrupted,
            "max_decisions": max_decisions}
    report = builder.report(scripts=loaded, meta=meta)
    # The tables first: they need no disk, so a full one does not lose the whole run.
    print_summary(report)
    try:
        written = write_report_files(report, None, out) + [games_csv.finish()]
    except OSError as exc:
        raise _fail(_os_message(exc, f"writing the report into {out} failed")) from None
    if plots:
        try:
            written += write_plots(report, out)
        except MissingDependency as exc:
            err.print(f"[yellow]PNG plots skipped:[/yellow] {escape(str(exc))}")
        except OSError as exc:
            raise _fail(_os_message(exc, f"writing the plots into {out} failed")) from None
    finished = run.finished
    console.print(f"{finished} games in {elapsed:.1f} s ({finished / elapsed if elapsed else 0:.1f} games/s). "
                  f"Report: {out / 'report.json'}, {len(written) - 1} more files in {out}"
                  + (f"; {len(run.records)} records in {out / 'records'}" if keep_records else "") + ".")
    stale = _stale_outputs(out, written, run.records)
    if stale:
        names = ", ".join(str(p.relative_to(out)) for p in stale[:3]) + (", ..." if len(stale) > 3 else "")
        err.print(f"[yellow]Note:[/yellow] {len(stale)} file(s) in {escape(str(out))} are from an earlier run "
                  f"and not part of this report ({escape(names)}); remove them or choose another --out.")
    if run.interrupted:
        err.print(f"[yellow]Interrupted:[/yellow] {finished} of {run.planned} games finished; "
                  f"the report in {out} covers only those.")
        raise typer.Exit(130)
    if report["meta"]["stalemates"]:
        err.print(f"[yellow]{report['meta']['stalemates']} game(s) were stalemates[/yellow] (no winner after "
                  f"{max_decisions:,} decisions; listed under 'stalemates' in report.json, counted beside the win "
                  "rate, not in it).")
    if report["meta"]["failed"]:
        err.print(f"[red]{report['meta']['failed']} game(s) failed[/red] (listed under 'errors' in report.json).")
        raise typer.Exit(1)
