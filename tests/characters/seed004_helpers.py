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
from clocktower.state import DRUNK, POISONED, Effect

SEED004_PLUS_IMP: Script = parse_script(
    [{"id": "_meta", "name": "Seed 004 with the Imp"}, *load_script("seed-004").characters, "imp", "soldier", "recluse"],
    source="seed-004+imp",
)


def game_of(seating: Sequence[Any], script: Script | str = SEED004_PLUS_IMP, *,
            poisoned: Sequence[int] = (), drunk: Sequence[int] = ()) -> Game:
    """A fixed Grimoire past setup (the first legal bluffs), waiting at night 1's first decision.

    ``poisoned`` and ``drunk`` seats get a lasting Storyteller-side effect before night 1 starts.
    """
    game = Game(script, seating=seating)
    d = game.pending
    assert d is not None and d.step == "setup.bluffs" and d.count is not None
    for seat in poisoned:
        poison(game, seat)
    for seat in drunk:
        make_drunk(game, seat)
    game.answer(d.options[: d.count[0]])
    return game


def poison(game: Game, seat: int) -> None:
    """A Storyteller-side poisoning that lasts (no source)."""
    game.state.effects.append(Effect(POISONED, seat, None, None, None, needs_source=False))


def make_drunk(game: Game, seat: int) -> None:
    """A Storyteller-side drunkenness that lasts (no source)."""
    game.state.effects.append(Effect(DRUNK, seat, None, None, None, needs_source=False))


def steps(game: Game) -> list[str]:
    """The steps of every decision answered so far."""
    return [d.step for d in game.decisions]
