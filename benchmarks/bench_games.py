"""Benchmark: how fast the engine plays full games, and how close it is to the floor.

Usage::

    python benchmarks/bench_games.py [--scripts all|NAME,...] [--players 10] [--games 100]
                                     [--runs 5] [--kinds all|random,...] [--jobs 1,2]
                                     [--memory-games 5] [--json FILE]

For 10-player games (``--players``) of each bundled playable script, played by each player
bot kind registered in :data:`clocktower.agents.registry.PLAYER_KINDS` (with the random
Storyteller), it prints one table row with:

* games/s on one core: games divided by the CPU time of this process (``time.process_time``,
  so other programs sharing the machine disturb it less than wall time), the median over
  ``--runs`` runs of ``--games`` games (the same seeds each run);
* decisions/s, likewise (decisions = answers given, setup included);
* decisions per game (mean);
* peak memory per game: ``tracemalloc``'s peak while one game is played from its creation to
  its end, the median over ``--memory-games`` games (after a warm-up game, so that the
  catalogue and the setup search's shared memo are not counted);
* x null: the game's CPU time over that of the "null engine" loop, which makes the same number
  of random choices from option lists of the same sizes (and the same pick counts) with
  ``random.Random`` and does nothing else: the floor a Python engine driven by random agents
  cannot go below.

A game still going after ``STALL_LIMIT`` answers (bots that tie the vote forever) is a
stalemate: it is named after the row and left out of its figures.

Then the scaling with processes for random agents on the first script: wall-clock games/s with
1 and with 2 worker processes (``--jobs``), each process playing its share of the games, and
the speed-up. The machine's load average (``os.getloadavg``) is printed first and last:
figures taken while other work runs are noisy, so compare medians under like loads.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from clocktower.agents import StalledGame, run_game
from clocktower.agents.registry import PLAYER_KINDS, player_agents, storyteller_agent
from clocktower.characters import implemented_ids
from clocktower.engine import Game, playability_problems
from clocktower.script import bundled_scripts, load_script


def playable_scripts() -> list[str]:
    """The bundled scripts a game can be set up with on their own."""
    implemented = implemented_ids()
    out = []
    for name, path in bundled_scripts().items():
        script = load_script(path)
        if not script.unimplemented(implemented) and not playability_problems(script):
            out.append(name)
    return out


STALL_LIMIT = 5_000
"""Answers after which a benchmark game counts as a stalemate (a 10-player game takes about
200 to 400): bots can tie the vote forever (say two good and two evil players and a Demon that
cannot kill), and such a game would measure nothing but its own length."""


def play(script: str, players: int, kind: str, seed: str) -> Game:
    """One full game: ``kind`` bots in every seat, the random Storyteller.

    Raises:
        StalledGame: the game is not over after :data:`STALL_LIMIT` answers.
    """
    game = Game(script, players)
    return run_game(game, player_agents(kind, seed, players), storyteller_agent("random", seed, game),
                    max_decisions=STALL_LIMIT)


def shapes(game: Game) -> list[tuple[int, int, int]]:
    """For each decision of a game: (number of options, lo, hi); lo = hi = -1 for one choice."""
    out = []
    for d in game.decisions:
        lo, hi = d.count if d.count is not None else (-1, -1)
        out.append((len(d.options), lo, hi))
    return out


def null_engine(all_shapes: list[list[tuple[int, int, int]]]) -> float:
    """CPU seconds to make the same random choices as the games, and nothing else."""
    lists = [[list(range(n)) for n, _, _ in game] for game in all_shapes]
    rng = random.Random(0)
    start = time.process_time()
    for game, options in zip(all_shapes, lists):
        for (n, lo, hi), opts in zip(game, options):
            if lo < 0:
                opts[rng.randrange(n)]
            else:
                rng.sample(opts, rng.randint(lo, min(hi, n)))
    return time.process_time() - start


def measure(script: str, players: int, kind: str, games: int, runs: int, memory_games: int) -> dict[str, Any]:
    """The figures of one table row (see the module docstring)."""
    seeds = [f"bench:{i}" for i in range(games)]
    play(script, players, kind, "warm-up")
    rates, drates, nulls = [], [], []
    decisions = 0
    stalled: set[str] = set()
    for _ in range(runs):
        decisions = 0
        finished = 0
        all_shapes = []
        elapsed = 0.0
        for seed in seeds:
            start = time.process_time()
            try:
                game = play(script, players, kind, seed)
            except StalledGame:
                stalled.add(seed)  # (left out of the figures: see STALL_LIMIT)
                continue
            elapsed += time.process_time() - start
            finished += 1
            decisions += len(game.answers)
            all_shapes.append(shapes(game))
        rates.append(finished / elapsed)
        drates.append(decisions / elapsed)
        nulls.append(elapsed / null_engine(all_shapes))
    peaks = []
    for k in range(memory_games):
        tracemalloc.start()
        try:
            play(script, players, kind, f"memory:{k}")
            peaks.append(tracemalloc.get_traced_memory()[1])
        except StalledGame:
            pass
        tracemalloc.stop()
    finished = games - len(stalled)
    return {"script": script, "players": players, "kind": kind, "games": games, "runs": runs,
            "games_per_s": statistics.median(rates), "decisions_per_s": statistics.median(drates),
            "decisions_per_game": decisions / finished if finished else 0.0,
            "peak_kib": statistics.median(peaks) / 1024 if peaks else None,
            "x_null": statistics.median(nulls), "rates": rates, "stalled": sorted(stalled)}


def _worker(job: tuple[str, int, list[str]]) -> int:
    script, players, seeds = job
    for seed in seeds:
        play(script, players, "random", seed)
    return len(seeds)


def scaling(script: str, players: int, games: int, jobs: list[int]) -> list[tuple[int, float]]:
    """Wall-clock games/s with each number of worker processes (random agents)."""
    out = []
    ctx = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    for j in jobs:
        seeds = [f"scale:{i}" for i in range(games)]
        shares = [(script, players, seeds[k::j]) for k in range(j)]
        with ctx.Pool(j) as pool:
            pool.map(_worker, [(script, players, ["warm-up"])] * j)  # imports and memos
            start = time.perf_counter()
            done = sum(pool.map(_worker, shares))
            out.append((j, done / (time.perf_counter() - start)))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scripts", default="all", help="'all' or a comma-separated list")
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--games", type=int, default=100, help="games per run")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--kinds", default="all", help="player bot kinds: 'all' or a comma-separated list")
    parser.add_argument("--jobs", default="1,2", help="process counts for the scaling test ('' to skip)")
    parser.add_argument("--scaling-games", type=int, default=2000)
    parser.add_argument("--memory-games", type=int, default=5)
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()
    scripts = playable_scripts() if args.scripts == "all" else args.scripts.split(",")
    kinds = list(PLAYER_KINDS) if args.kinds == "all" else args.kinds.split(",")
    for kind in kinds:
        if kind not in PLAYER_KINDS:
            parser.error(f"unknown bot kind {kind!r}; known: {', '.join(PLAYER_KINDS)}")
    print(f"load average before: {os.getloadavg()[0]:.2f}; python {sys.version.split()[0]}; "
          f"{args.players} players, {args.games} games x {args.runs} runs per row")
    header = (f"{'script':<20} {'bots':<10} {'games/s':>8} {'decisions/s':>11} {'dec/game':>8} "
              f"{'peak KiB':>8} {'x null':>7}")
    print(header)
    print("-" * len(header))
    rows = []
    for script in scripts:
        for kind in kinds:
            row = measure(script, args.players, kind, args.games, args.runs, args.memory_games)
            rows.append(row)
            peak = f"{row['peak_kib']:8.0f}" if row["peak_kib"] is not None else f"{'-':>8}"
            note = ""
            if row["stalled"]:
                note = f"  ({len(row['stalled'])} stalemate left out: {', '.join(row['stalled'])})"
            print(f"{script:<20} {kind:<10} {row['games_per_s']:8.1f} {row['decisions_per_s']:11.0f} "
                  f"{row['decisions_per_game']:8.0f} {peak} {row['x_null']:7.1f}{note}", flush=True)
    scale = []
    if args.jobs:
        jobs = [int(j) for j in args.jobs.split(",")]
        scale = scaling(scripts[0], args.players, args.scaling_games, jobs)
        base = scale[0][1]
        print(f"\nscaling ({scripts[0]}, random bots, {args.scaling_games} games, wall clock; "
              f"{os.cpu_count()} CPUs):")
        for j, rate in scale:
            print(f"  {j} process{'es' if j > 1 else '  '}: {rate:8.1f} games/s  (x{rate / base:.2f})")
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    if args.json:
        Path(args.json).write_text(json.dumps({"rows": rows, "scaling": scale,
                                               "load": os.getloadavg()[0]}, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
