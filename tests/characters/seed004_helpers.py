"""Shared helpers for the tests of Seed 004's Townsfolk and Outsiders.

The Seed 004 Demons are written at the same time as these characters, so the tests seat
the Imp (a Demon we already have) on a test script made of Seed 004 plus the Imp, the
Soldier and the Recluse (for registration). Every other character seated is on Seed 004.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from clocktower.engine import Game
from clocktower.script import Script, load_script, parse_script
from clocktower.testing import make_drunk, poison, seated  # noqa: F401 (re-exported)

SEED004_PLUS_IMP: Script = parse_script(
    [{"id": "_meta", "name": "Seed 004 with the Imp"}, *load_script("seed-004").characters,
     "imp", "soldier", "recluse"],
    source="seed-004+imp",
)


def game_of(seating: Sequence[Any], script: Script | str = SEED004_PLUS_IMP, *,
            poisoned: Sequence[int] = (), drunk: Sequence[int] = ()) -> Game:
    """A fixed Grimoire on this module's test script past setup (the first legal bluffs),
    waiting at night 1's first decision; see :func:`clocktower.testing.seated`."""
    return seated(seating, script, poisoned=poisoned, drunk=drunk)


def steps(game: Game) -> list[str]:
    """The steps of every decision answered so far."""
    return [d.step for d in game.decisions]
