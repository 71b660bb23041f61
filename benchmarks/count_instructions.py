"""Count the machine instructions one full game costs (valgrind), a figure load cannot disturb.

Usage::

    python benchmarks/count_instructions.py [--root DIR] [--script NAME] [--games 5] [--warm 1]
                                            [--bots random] [--storyteller random]

Timings on a machine other programs share are noisy; the number of instructions executed is
not. This runs ``valgrind --tool=callgrind`` on a child Python twice, once playing no games
and once ``--games`` seeded 10-player games (random bots and the random Storyteller unless
``--bots``/``--storyteller`` name other kinds; after ``--warm`` warm-up games each time), and prints the difference per
game, in thousands. The
first games of a script also fill the setup search's shared memo and import character
modules, so a few warm-up games overstate what a game costs in a long simulation; some
hundreds (``--warm 200``) show that steady cost. ``--root``
points at the checkout to measure (default: this one), so two versions of the engine can be
compared on the same games. Needs ``valgrind`` on the PATH; it runs some 50 times slower than
Python alone.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CHILD = """
import sys
sys.path.insert(0, sys.argv[1])
from clocktower.agents import run_game
from clocktower.agents.registry import player_agents, storyteller_agent
from clocktower.engine import Game
script, kind, storyteller = sys.argv[2], sys.argv[5], sys.argv[6]
def play(seed):
    game = Game(script, 10)
    run_game(game, player_agents(kind, seed, 10), storyteller_agent(storyteller, seed, game))
for w in range(int(sys.argv[4])):
    play(f"warm-up:{w}" if w else "warm-up")
for i in range(int(sys.argv[3])):
    play(f"bench:{i}")
"""


def instructions(root: str, script: str, games: int, child: str, warm: int = 1, kind: str = "random",
                 storyteller: str = "random") -> int:
    """Instructions valgrind counts for the child playing ``games`` games after ``warm``, with
    ``kind`` bots (a key of the agent registry's player kinds) and the ``storyteller`` kind."""
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, child,
         root, script, str(games), str(warm), kind, storyteller], capture_output=True, text=True, check=True)
    found = re.search(r"Collected : (\d+)", run.stderr)
    if found is None:
        raise RuntimeError(f"valgrind printed no instruction count:\n{run.stderr[-2000:]}")
    return int(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    parser.add_argument("--script", default="darkest-before-dawn")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--warm", type=int, default=1, help="warm-up games before the counted ones")
    parser.add_argument("--bots", default="random", help="player bot kind (random, heuristic)")
    parser.add_argument("--storyteller", default="random", help="Storyteller kind (random, balanced)")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        parser.error("valgrind is not installed (apt-get install valgrind)")
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(CHILD)
    try:
        base = instructions(args.root, args.script, 0, f.name, args.warm, args.bots, args.storyteller)
        total = instructions(args.root, args.script, args.games, f.name, args.warm, args.bots, args.storyteller)
    finally:
        Path(f.name).unlink()
    print(f"{args.script}: {(total - base) / args.games / 1000:,.0f} k instructions per game "
          f"({args.games} games after {args.warm} warm-up, {args.bots} bots, {args.storyteller} "
          f"Storyteller, {args.root})")


if __name__ == "__main__":
    main()
