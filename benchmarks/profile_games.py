"""Profile full random games: where the time goes, by phase and by function.

Usage::

    python benchmarks/profile_games.py [--script NAME] [--players 10] [--games 30] [--top 25]

Prints, for ``--games`` seeded games played with random bots and the random Storyteller:

* by phase: the wall time (``time.perf_counter``) of the engine's work after answers to
  setup, night and ability, talk, nomination and vote decisions, of building the choosers'
  views, and of the agents' own choices, per game and as a share of the total, with the number
  of decisions of each kind per game;
* by function: ``cProfile``'s top functions by own time over the same games, played again.

Figures taken while other programs run are noisy; compare shares rather than times.
"""

from __future__ import annotations

import argparse
import collections
import cProfile
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from clocktower.agents import RandomStoryteller, random_agents, run_game
from clocktower.decisions import STORYTELLER
from clocktower.engine import Game


def phase(step: str) -> str:
    """The phase a decision's step belongs to, for the breakdown."""
    if step.startswith("setup"):
        return "setup"
    if step in ("talk", "nominate", "vote"):
        return step
    return "night and abilities"


def by_phase(script: str, players: int, games: int) -> None:
    clock = time.perf_counter
    spent: collections.Counter[str] = collections.Counter()
    count: collections.Counter[str] = collections.Counter()
    start = clock()
    for i in range(games):
        t = clock()
        game = Game(script, players)
        spent["new game"] += clock() - t
        agents = random_agents(f"profile:{i}", players)
        storyteller = RandomStoryteller(f"profile:{i}:storyteller")
        while (d := game.pending) is not None:
            t0 = clock()
            if d.chooser == STORYTELLER:
                t1 = t0
                answer = storyteller.decide(None, d)
            else:
                view = game.view(d.chooser)
                t1 = clock()
                spent["views"] += t1 - t0
                answer = agents[d.chooser].decide(view, d)
            t2 = clock()
            spent["agents' choices"] += t2 - t1
            game.answer(answer)
            key = f"engine after {phase(d.step)}"
            spent[key] += clock() - t2
            count[key] += 1
    total = clock() - start
    print(f"{script}, {players} players, {games} games: {total / games * 1000:.2f} ms per game (wall)")
    for key, value in spent.most_common():
        per = f"  ({count[key] / games:.0f} decisions/game)" if key in count else ""
        print(f"  {key:34} {value / games * 1000:7.3f} ms/game {100 * value / total:5.1f}%{per}")


def by_function(script: str, players: int, games: int, top: int) -> None:
    profile = cProfile.Profile()
    profile.enable()
    for i in range(games):
        game = Game(script, players)
        run_game(game, random_agents(f"profile:{i}", players), RandomStoryteller(f"profile:{i}:storyteller"))
    profile.disable()
    print()
    pstats.Stats(profile).sort_stats("tottime").print_stats(top)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--script", default="darkest-before-dawn")
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args()
    game = Game(args.script, args.players)  # warm up: imports, catalogue, the setup search's memo
    run_game(game, random_agents("warm-up", args.players), RandomStoryteller("warm-up"))
    by_phase(args.script, args.players, args.games)
    by_function(args.script, args.players, args.games, args.top)


if __name__ == "__main__":
    main()
