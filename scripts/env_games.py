"""Play many games through the PettingZoo environment with a random policy, checking each.

Usage: ``python scripts/env_games.py --games 1000 [--script NAME] [--players 5-15]
[--seed 0] [--storyteller-agent]``. Every game is checked by
:func:`clocktower.env.play_random` (each decision, each observation's hidden information, the
rewards by team, and at the end :func:`clocktower.invariants.check_game`: views, hidden
characters and exact replay). Prints a summary; exits 1 at the first failure, naming its seed.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter

from clocktower.env import DEFAULT_ENV_SCRIPT, ClocktowerEnv, play_random


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--script", default=DEFAULT_ENV_SCRIPT)
    parser.add_argument("--players", default="5-15", help="a range LO-HI or one count; games cycle through it")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed")
    parser.add_argument("--storyteller-agent", action="store_true", help="the random policy also plays the Storyteller")
    args = parser.parse_args(argv)
    lo, _, hi = args.players.partition("-")
    counts = list(range(int(lo), int(hi or lo) + 1))
    envs = {n: ClocktowerEnv(args.script, n, storyteller_agent=args.storyteller_agent) for n in counts}
    winners: Counter[str] = Counter()
    steps = 0
    start = time.perf_counter()
    for k in range(args.games):
        n = counts[k % len(counts)]
        seed = args.seed + k
        try:
            game = play_random(envs[n], seed)
        except AssertionError as exc:
            print(f"FAILED: {args.script}, {n} players, seed {seed}: {exc}", file=sys.stderr)
            return 1
        winners[game.winner or "truncated"] += 1
        steps += len(game.answers)
        if (k + 1) % 100 == 0:
            print(f"{k + 1} games, {time.perf_counter() - start:.0f} s", file=sys.stderr)
    elapsed = time.perf_counter() - start
    print(f"{args.games} games of {args.script} ({args.players} players) through the environment, all checked: "
          f"{dict(winners)}; {steps} decisions in {elapsed:.1f} s ({args.games / elapsed:.1f} games/s).")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
