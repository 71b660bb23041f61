"""``clocktower arena``: two bot kinds in mirrored pairs, with win rates by team and ratings.

See :mod:`clocktower.arena` for what is played and how the ratings are computed. Writes
``report.json``, ``win_rate.csv``, ``ratings.csv``, ``games.csv`` and (unless
``--no-keep-records``) every game's record in ``OUT/records/`` (gzip JSON Lines, with the LLM
players' prompts and replies; ``clocktower replay FILE`` replays one exactly).

Exit codes: 0 when every game ended or stalled; 1 when a game failed; 2 for bad input.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from .agents import llm
from .arena import (
    DEFAULT_ARENA_SCRIPT,
    ArenaResult,
    build_arena_report,
    default_jobs,
    plan_arena,
    run_arena,
    write_arena_files,
)
from .simulate import MAX_DECISIONS, SimulationError, resolve_scripts
from .simulate_cli import _check_out, _fail, _os_message, _pct, console, err

DEFAULT_ARENA_OUT = Path("arena")
"""Where the report goes when ``--out`` is not given."""


def arena(
    script: Annotated[str, typer.Option("--script", "-s", help="Bundled script name or script JSON file.")]
    = DEFAULT_ARENA_SCRIPT,
    players: Annotated[int, typer.Option("--players", "-p", min=5, max=15, help="Number of players.")] = 8,
    games: Annotated[int, typer.Option("--games", "-n", help="Mirrored pairs to play (2 games each).")] = 50,
    good: Annotated[str, typer.Option("--good", help="Kind A: plays good in the first game of each pair.")]
    = "heuristic",
    evil: Annotated[str, typer.Option("--evil", help="Kind B: plays evil in the first game of each pair.")]
    = "random",
    seed: Annotated[int, typer.Option("--seed", help="The run's seed; pair p's seed is SEED:PLAYERS:p.")] = 1,
    storyteller: Annotated[str, typer.Option("--storyteller", help="Automated Storyteller kind.")] = "balanced",
    jobs: Annotated[int | None, typer.Option("--jobs", "-j", help="Processes (default: all cores).")] = None,
    out: Annotated[Path, typer.Option("--out", "-o", help="Folder for the report and records.")] = DEFAULT_ARENA_OUT,
    keep_records: Annotated[bool, typer.Option("--keep-records/--no-keep-records",
                                               help="Write every game's record into OUT/records/.")] = True,
    max_decisions: Annotated[int, typer.Option(
        "--max-decisions", help="A game still going after this many answers is a stalemate.")] = MAX_DECISIONS,
    llm_base_url: Annotated[str | None, typer.Option(
        "--llm-base-url", help=f"The llm kind's endpoint (else ${llm.ENV_BASE_URL}).")] = None,
    llm_model: Annotated[str | None, typer.Option(
        "--llm-model", help=f"The llm kind's model (else ${llm.ENV_MODEL}).")] = None,
    llm_api_key: Annotated[str | None, typer.Option(
        "--llm-api-key", help=f"The llm kind's key (else ${llm.ENV_API_KEY}).")] = None,
) -> None:
    """Play two bot kinds against each other in mirrored pairs and rate them."""
    llm.configure(base_url=llm_base_url, model=llm_model, api_key=llm_api_key)
    try:
        if jobs is not None and jobs < 1:
            raise SimulationError(f"--jobs must be at least 1, not {jobs}")
        [(key, loaded)] = resolve_scripts([script])
        plan = plan_arena(key, loaded, players, games, seed, good, evil, storyteller=storyteller,
                          keep_records=keep_records, max_decisions=max_decisions)
        if "llm" in (good, evil):
            llm.LLMAgent(0, 0)  # a missing model is said now, not in every game
    except (SimulationError, llm.LLMError) as exc:
        raise _fail(str(exc)) from None
    _check_out(out)
    workers = jobs or default_jobs()
    console.print(f"Arena: {good} against {evil}, {games} mirrored pairs ({len(plan)} games) of {key} with "
                  f"{players} players, the {storyteller} Storyteller, seed {seed}, on {workers} process(es).")
    started = time.perf_counter()
    progress = Progress(TextColumn("[progress.description]{task.description}"), BarColumn(), MofNCompleteColumn(),
                        TextColumn("{task.fields[rate]}"), TimeElapsedColumn(), TimeRemainingColumn(),
                        console=err, transient=False)
    with progress:
        task = progress.add_task("games", total=len(plan), rate="")

        def on_result(result: ArenaResult) -> None:
            elapsed = time.perf_counter() - started
            done = progress.tasks[0].completed + 1
            progress.update(task, advance=1, rate=f"{done / elapsed:.2f} games/s" if elapsed > 0 else "")

        try:
            results = run_arena(plan, jobs=workers, records_dir=out / "records" if keep_records else None,
                                on_result=on_result)
        except OSError as exc:
            raise _fail(_os_message(exc, "writing a game record failed")) from None
    elapsed = time.perf_counter() - started
    meta = {"script": key, "players": players, "pairs": games, "seed": seed, "kind_a": good, "kind_b": evil,
            "storyteller": storyteller, "max_decisions": max_decisions}
    report = build_arena_report(results, good, evil, meta)
    print_arena(report)
    try:
        written = write_arena_files(report, results, out)
    except OSError as exc:
        raise _fail(_os_message(exc, f"writing the report into {out} failed")) from None
    console.print(f"{len(results)} games in {elapsed:.1f} s. Report: {out / 'report.json'}, "
                  f"{len(written) - 1} more files in {out}"
                  + (f"; records in {out / 'records'}" if keep_records else "") + ".")
    if report["errors"]:
        first = report["errors"][0]
        err.print(f"[red]{len(report['errors'])} game(s) failed[/red]; first: seed {first['seed']}: "
                  f"{escape(first['error'])}")
        raise typer.Exit(1)


def print_arena(report: dict) -> None:  # type: ignore[type-arg]
    """Print the win rates by kind and team, the pairs and the ratings."""
    table = Table(title="Win rate by kind and team (games with a winner)")
    for col in ("Kind", "Team", "Games", "Wins", "Rate", "95% interval"):
        table.add_column(col, justify="left" if col in ("Kind", "Team") else "right")
    for row in report["win_rate"]:
        table.add_row(row["kind"], row["team"], str(row["games"]), str(row["wins"]), _pct(row["rate"]),
                      f"{_pct(row['low'])} - {_pct(row['high'])}" if row["games"] else "")
    console.print(table)
    console.print("Pairs: " + ", ".join(f"{k.replace('_', ' ')}: {v}" for k, v in report["pairs"].items()))
    table = Table(title="Elo-style performance rating (1500 = even)")
    for col in ("Kind", "Rating", "95% interval"):
        table.add_column(col, justify="left" if col == "Kind" else "right")
    for r in report["ratings"]:
        table.add_row(r["kind"], "" if r["rating"] is None else f"{r['rating']:.0f}",
                      "" if r["rating"] is None else f"{r['low']:.0f} - {r['high']:.0f}")
    console.print(table)
    if report["stalemates"]:
        console.print(f"{len(report['stalemates'])} stalemate(s), left out of the rates: "
                      + ", ".join(s["seed"] for s in report["stalemates"][:10]))
