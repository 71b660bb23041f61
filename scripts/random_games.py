"""Play many seeded random games and check the engine's invariants on each.

Usage: python scripts/random_games.py [--script NAME] [--games N] [--players 5-15] [--seed S]

For every game: it must end with a winner, never offer an empty legal set, never show a
seat an event outside its audience, and its record must replay identically. Prints how
many games ran and how many failed (exit 1 if any failed).
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from collections import Counter

from clocktower.agents import RandomStoryteller, random_agents, run_game
from clocktower.engine import Game
from clocktower.record import dumps, replay


def check_game(script: str, players: int, seed: int) -> Game:
    game = Game(script, players)
    run_game(game, random_agents(seed, players), RandomStoryteller(f"{seed}:storyteller"))
    assert game.winner in ("good", "evil"), "no winner"
    assert all(d.options for d in game.decisions), "empty legal set"
    for seat in range(players):
        seen = list(game.view(seat).events)
        told = [e for e in game.events if e.public or seat in e.seats]
        assert seen == told, f"seat {seat}'s view differs from the events told to it"
        assert all(e.public or seat in e.seats for e in seen), f"seat {seat} saw a private event"
    text = dumps(game)
    again = replay([__import__("json").loads(line) for line in text.splitlines()])
    assert dumps(again) == text, "replay differs"
    return game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--script", default="darkest-before-dawn")
    parser.add_argument("--games", type=int, default=100, help="games per player count")
    parser.add_argument("--players", default="5-15", help="a range like 5-15 or a list like 7,10")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    if "-" in args.players:
        lo, hi = map(int, args.players.split("-"))
        counts = list(range(lo, hi + 1))
    else:
        counts = [int(x) for x in args.players.split(",")]
    ran = failed = 0
    winners: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    started = time.perf_counter()
    for n in counts:
        for k in range(args.games):
            seed = args.seed + k
            ran += 1
            try:
                game = check_game(args.script, n, seed)
                winners[str(game.winner)] += 1
                reasons[f"{game.winner}: {game.state.win_condition}"] += 1
            except Exception:
                failed += 1
                print(f"FAILED: {args.script} players={n} seed={seed}", file=sys.stderr)
                traceback.print_exc()
    elapsed = time.perf_counter() - started
    print(f"{args.script}: {ran} games ran, {failed} failed, {elapsed:.1f} s")
    print("winners: " + ", ".join(f"{k} {v}" for k, v in sorted(winners.items())))
    for reason, count in reasons.most_common():
        print(f"  {count:6d}  {reason}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
