"""The behaviour lock: hashes of the full records of a fixed set of seeded random games.

Speed work on the engine must not change what a game does: the same answers give the same
decisions (steps, choosers, legal sets), the same events and the same text. This module plays
a fixed set of seeded games for every bundled playable script (random bots and the random
Storyteller of :func:`clocktower.agents.play_random_game`, plus each of the script's Demons
forced by :class:`clocktower.invariants.DemonStoryteller`) at several player counts, and hashes
for each game its whole record (:func:`clocktower.record.dumps`) together with the legal set
of every decision it asked (which the record does not hold).

The expected hashes live in ``tests/data/behaviour_lock.json``; ``tests/test_behaviour_lock.py``
compares. Regenerate them only for a deliberate, documented change of behaviour::

    python -m tests.behaviour_lock --write    # store the current hashes
    python -m tests.behaviour_lock            # compare, naming every game that differs
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path

from clocktower.agents import RandomStoryteller, random_agents, run_game
from clocktower.decisions import to_json
from clocktower.engine import Game
from clocktower.invariants import DemonStoryteller
from clocktower.record import dumps

LOCK_FILE = Path(__file__).parent / "data" / "behaviour_lock.json"

SCRIPTS = ("darkest-before-dawn", "seed-000", "seed-002", "seed-004", "final-nail-boffin")
"""The bundled scripts that can be played on their own (``final-nail`` is refused on purpose)."""

COUNTS = (5, 7, 10, 13, 15)
SEEDS = (0, 1, 2, 3)
FORCED_COUNTS = (8, 12)


def specs() -> Iterator[tuple[str, int, str, str | None]]:
    """Every locked game as ``(script, players, seed, forced demon or None)``."""
    for script in SCRIPTS:
        for n in COUNTS:
            for seed in SEEDS:
                yield script, n, f"lock:{seed}", None
        demons = Game(script, 10).script_characters("demon")
        for demon in demons:
            for n in FORCED_COUNTS:
                yield script, n, f"lock:{demon}", demon


def key(script: str, players: int, seed: str, demon: str | None) -> str:
    """The name of one locked game in the lock file."""
    return f"{script}/{players}/{seed}" + (f"/{demon}" if demon else "")


def play(script: str, players: int, seed: str, demon: str | None) -> str:
    """Play one locked game and return its hash (or the hash of the error it raised)."""
    storyteller = (DemonStoryteller(f"{seed}:storyteller", demon) if demon
                   else RandomStoryteller(f"{seed}:storyteller"))
    try:
        game = run_game(Game(script, players), random_agents(seed, players), storyteller)
    except ValueError as exc:  # a Demon that cannot be put in the bag at this count
        return "error:" + hashlib.sha256(f"{type(exc).__name__}: {exc}".encode()).hexdigest()
    digest = hashlib.sha256(dumps(game).encode())
    for d in game.decisions:
        digest.update(json.dumps([d.step, d.chooser, str(d.kind), d.prompt, to_json(d.options),
                                  to_json(d.count), to_json(d.truth), d.why, d.subject,
                                  [d.label(o) for o in _some(d.options)]],
                                 sort_keys=True).encode())
    return digest.hexdigest()


def _some(options: tuple[object, ...]) -> tuple[object, ...]:
    """The options whose labels are hashed: all of a short list, the ends of a long one."""
    return options if len(options) <= 20 else options[:5] + options[-5:]


def compute() -> dict[str, str]:
    """The hash of every locked game, by :func:`key`."""
    return {key(*spec): play(*spec) for spec in specs()}


def main() -> int:
    parser = argparse.ArgumentParser(description="Check (or --write) the behaviour lock.")
    parser.add_argument("--write", action="store_true", help="store the current hashes")
    args = parser.parse_args()
    got = compute()
    if args.write:
        LOCK_FILE.parent.mkdir(exist_ok=True)
        LOCK_FILE.write_text(json.dumps(got, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {len(got)} hashes to {LOCK_FILE}")
        return 0
    want = json.loads(LOCK_FILE.read_text(encoding="utf-8"))
    bad = [k for k in sorted(set(want) | set(got)) if want.get(k) != got.get(k)]
    for k in bad:
        print(f"differs: {k}")
    print(f"{len(got) - len(bad)} of {len(got)} games match the lock")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
