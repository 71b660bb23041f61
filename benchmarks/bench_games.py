"""Benchmark: full 10-player games per second and peak memory, random agents.

Usage: python benchmarks/bench_games.py [--script NAME] [--players 10] [--games 200] [--runs 5]

Prints, for several runs of N games each: games per second, decisions per second, and the
median over runs; then the peak memory of one game (tracemalloc).
"""

from __future__ import annotations

import argparse
import statistics
import time
import tracemalloc

from clocktower.agents import play_random_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--script", default="darkest-before-dawn")
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rates, drates = [], []
    seed = 0
    for run in range(args.runs):
        decisions = 0
        start = time.perf_counter()
        for _ in range(args.games):
            game = play_random_game(args.script, args.players, seed)
            decisions += len(game.answers)
            seed += 1
        elapsed = time.perf_counter() - start
        rates.append(args.games / elapsed)
        drates.append(decisions / elapsed)
        print(f"run {run + 1}: {args.games / elapsed:8.1f} games/s  {decisions / elapsed:10.0f} decisions/s")
    peaks = []
    for k in range(10):
        tracemalloc.start()
        play_random_game(args.script, args.players, 10_000 + k)
        peaks.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
    print(f"median: {statistics.median(rates):.1f} games/s, {statistics.median(drates):.0f} decisions/s "
          f"({args.script}, {args.players} players, random agents, one core)")
    print(f"peak memory per game (tracemalloc, median of 10): {statistics.median(peaks) / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
