"""Shared helpers for the tests of the Sects & Violets characters added on branch snv-hard
(Evil Twin, Pit-Hag, Barber, Vigormortis, Cerenovus): a test script of them plus existing
characters (``tests/data/snv-hard.json``, also used for the checked random games)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from clocktower.engine import Game
from clocktower.events import Event
from clocktower.script import Script, load_script
from clocktower.testing import seated

SCRIPT_PATH = Path(__file__).parents[1] / "data" / "snv-hard.json"
SNV: Script = load_script(SCRIPT_PATH)


def game_of(seating: Sequence[Any], *, poisoned: Sequence[int] = (), drunk: Sequence[int] = (),
            bluffs: Sequence[str] | None = None) -> Game:
    """A fixed Grimoire on the test script, past setup, waiting at night 1's first decision."""
    return seated(seating, SNV, bluffs, poisoned=poisoned, drunk=drunk)


def steps(game: Game) -> list[str]:
    """The steps of every decision answered so far."""
    return [d.step for d in game.decisions]


def events(game: Game, seat: int, kind: str) -> list[Event]:
    """The events of ``kind`` a seat was shown."""
    return [e for e in game.view(seat).events if e.kind == kind]
