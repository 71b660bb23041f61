"""Play checked games on the BMR / S&V test script (tests/data/bmr-snv-mix.json).

Usage: python scripts/bmr_snv_games.py [--games N] [--seed S]

Two kinds of games, at 5 to 15 players:
- random bots and the random Storyteller through :func:`clocktower.invariants.play_checked`
  (probing illegal answers as it goes), each then checked by
  :func:`clocktower.invariants.check_game`;
- the heuristic bots with the balanced Storyteller (``clocktower.agents``), checked by
  :func:`clocktower.invariants.check_game`.
Prints the counts, the failures, and how often each of the eight characters' decisions was
met (exit 1 if any game failed).
"""

from __future__ import annotations

import argparse
import sys
import traceback
from collections import Counter
from pathlib import Path

from clocktower.agents import run_game
from clocktower.agents.registry import player_agents, storyteller_agent
from clocktower.engine import Game
from clocktower.invariants import check_game, play_checked

SCRIPT = str(Path(__file__).parents[1] / "tests" / "data" / "bmr-snv-mix.json")
STEPS = ("artist", "artist.question", "clockmaker", "flowergirl", "pacifist", "sage", "witch",
         "devilsadvocate", "leviathan", "riot")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per player count and kind")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    failed = ran = 0
    steps: Counter[str] = Counter()
    winners: Counter[str] = Counter()
    for kind in ("random", "heuristic"):
        for n in range(5, 16):
            for k in range(args.games):
                seed = args.seed + k
                name = f"{kind}, {n} players, seed {seed}"
                ran += 1
                try:
                    if kind == "random":
                        game = play_checked(SCRIPT, n, seed, name=name)
                    else:
                        game = Game(SCRIPT, n)
                        game = run_game(game, player_agents("heuristic", seed, n),
                                        storyteller_agent("balanced", f"{seed}:st", game))
                    check_game(game, name=name)
                    winners[f"{kind} {game.winner}: {game.state.win_condition}"] += 1
                    steps.update(d.step for d in game.decisions if d.step in STEPS)
                except Exception:
                    failed += 1
                    print(f"FAILED: {name}", file=sys.stderr)
                    traceback.print_exc()
    print(f"{ran} games ran, {failed} failed")
    print("decisions met:", dict(sorted(steps.items())))
    for reason, count in winners.most_common():
        print(f"  {count:5d}  {reason}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
