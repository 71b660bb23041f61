"""Shared helpers for the Zombuul's and the Mathematician's tests (``tests/data/zombuul-math.json``)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from clocktower.engine import Game
from clocktower.script import Script, load_script
from clocktower.testing import seated

SCRIPT: Script = load_script(Path(__file__).parents[1] / "data" / "zombuul-math.json")


def game_of(seating: Sequence[Any], *, poisoned: Sequence[int] = (), drunk: Sequence[int] = ()) -> Game:
    """A fixed Grimoire on the test script, waiting at night 1."""
    return seated(seating, script=SCRIPT, poisoned=poisoned, drunk=drunk)


def execute(game: Game, nominator: int, nominee: int) -> None:
    """From the day's talk: ``nominator`` nominates ``nominee`` and every seat the table
    thinks alive votes yes; runs until the next dusk."""
    from clocktower.testing import advance
    votes = [(("vote", p.index), True) for p in game.public_players() if p.alive]
    advance(game, [(("nominate", nominator), nominee), *votes], until=lambda d: game.state.phase == "night")
