"""Shared helpers for the second group of Carousel Townsfolk tests (Alchemist, Atheist,
Banshee, Cannibal, Engineer, Lycanthrope, Magician), on ``tests/data/carousel-townsfolk.json``:
those characters with the engine's Townsfolk, registering Outsiders, the jinxed Minions and
Demons."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from clocktower.engine import Game
from clocktower.script import Script, load_script

from . import bmr_snv_helpers
from .bmr_snv_helpers import execute, public

__all__ = ["SCRIPT", "SCRIPT_PATH", "execute", "game_of", "public"]

SCRIPT_PATH = Path(__file__).parents[1] / "data" / "carousel-townsfolk.json"
SCRIPT: Script = load_script(SCRIPT_PATH)


def game_of(seating: Sequence[Any], *, poisoned: Sequence[int] = (), drunk: Sequence[int] = (),
            script: Script = SCRIPT) -> Game:
    """A fixed Grimoire on the test script, waiting at night 1."""
    return bmr_snv_helpers.game_of(seating, poisoned=poisoned, drunk=drunk, script=script)
