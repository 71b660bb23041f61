"""Shared helpers for the Carousel Townsfolk tests (``tests/data/carousel-a.json``: the new
characters with many the engine already had: registering Outsiders and Minions, Demons with
jinxes, the Vortox)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from clocktower.engine import Game
from clocktower.script import Script, load_script
from clocktower.testing import seated

SCRIPT_PATH = Path(__file__).parents[1] / "data" / "carousel-a.json"
SCRIPT: Script = load_script(SCRIPT_PATH)


def game_of(seating: Sequence[Any], *, poisoned: Sequence[int] = (), drunk: Sequence[int] = (),
            script: Script = SCRIPT) -> Game:
    """A fixed Grimoire on the Carousel test script, waiting at night 1."""
    return seated(seating, script=script, poisoned=poisoned, drunk=drunk)
