"""Play many seeded random games and check the engine's invariants on each.

Usage: python scripts/random_games.py [--script NAME|all] [--games N] [--players 5-15] [--seed S]
                                      [--probe-every K] [--travellers N] [--fabled ID,ID...]

Each game is played by :func:`clocktower.invariants.play_checked` (which probes illegal
answers as it goes) and checked by :func:`clocktower.invariants.check_game`: it must end
with a winner, never offer an empty legal set, show each seat exactly the events told to it
and never a hidden character's truth, and its record must replay byte-for-byte. ``--script
all`` runs every playable bundled script. Prints how many games ran and how many failed per
script (exit 1 if any failed).
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from collections import Counter

from clocktower.characters import implemented_ids
from clocktower.engine import playability_problems
from clocktower.invariants import PROBE_EVERY, check_game, play_checked
from clocktower.script import bundled_scripts, load_script


def playable_scripts() -> list[str]:
    """The bundled scripts a game can be set up with (all implemented, nothing missing)."""
    implemented = implemented_ids()
    names = []
    for name, path in bundled_scripts().items():
        script = load_script(path)
        if not script.unimplemented(implemented) and not playability_problems(script):
            names.append(name)
    return names


def run_script(script: str, counts: list[int], games: int, first_seed: int, probe_every: int,
               travellers: int = 0, fabled: tuple[str, ...] = ()) -> int:
    """Play and check ``games`` games per count; print a summary. Returns the failures."""
    ran = failed = 0
    winners: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    started = time.perf_counter()
    for n in counts:
        for k in range(games):
            seed = first_seed + k
            name = f"{script}, {n} players" + (f" + {travellers} Travellers" if travellers else "") + f", seed {seed}"
            ran += 1
            try:
                game = play_checked(script, n, seed, probe_every=probe_every, name=name, travellers=travellers,
                                    fabled=fabled)
                check_game(game, name=name)
                winners[str(game.winner)] += 1
                reasons[f"{game.winner}: {game.state.win_condition}"] += 1
            except Exception:
                failed += 1
                print(f"FAILED: {name}", file=sys.stderr)
                traceback.print_exc()
    elapsed = time.perf_counter() - started
    print(f"{script}: {ran} games ran, {failed} failed, {elapsed:.1f} s")
    print("winners: " + ", ".join(f"{k} {v}" for k, v in sorted(winners.items())))
    for reason, count in reasons.most_common():
        print(f"  {count:6d}  {reason}")
    return failed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--script", default="darkest-before-dawn",
                        help="a bundled script's name or a script file, or 'all' for every playable bundled script")
    parser.add_argument("--games", type=int, default=100, help="games per player count")
    parser.add_argument("--players", default="5-15", help="a range like 5-15 or a list like 7,10")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--probe-every", type=int, default=PROBE_EVERY,
                        help=f"probe illegal answers at every K-th decision and during setup "
                             f"(default {PROBE_EVERY}; 0: never)")
    parser.add_argument("--travellers", type=int, default=0,
                        help="seat this many Travellers (0 to 5) besides the players in every game")
    parser.add_argument("--fabled", default="",
                        help="Fabled the Storyteller adds at setup in every game, comma-separated (sentinel,angel)")
    args = parser.parse_args()
    fabled = tuple(x for x in args.fabled.split(",") if x)
    if "-" in args.players:
        lo, hi = map(int, args.players.split("-"))
        counts = list(range(lo, hi + 1))
    else:
        counts = [int(x) for x in args.players.split(",")]
    scripts = playable_scripts() if args.script == "all" else [args.script]
    failed = sum(run_script(s, counts, args.games, args.seed, args.probe_every, args.travellers, fabled)
                 for s in scripts)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
