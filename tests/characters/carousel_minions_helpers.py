"""Shared helpers for the tests of the Carousel Minions added together (Psychopath, Wraith,
Vizier, Organ Grinder).

The games use ``tests/data/carousel-minions-mix.json``: these Minions beside Trouble
Brewing characters and the characters already on main that they are jinxed with.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from clocktower.engine import Game
from clocktower.events import Event
from clocktower.script import Script, load_script
from clocktower.testing import advance, execution_plan, seated

SCRIPT: Script = load_script(Path(__file__).parents[1] / "data" / "carousel-minions-mix.json")


def game_of(seating: Sequence[Any], *, poisoned: Sequence[int] = (), drunk: Sequence[int] = (),
            bluffs: Sequence[str] | None = None, script: Script = SCRIPT) -> Game:
    """A fixed Grimoire on the mixed script, waiting at night 1."""
    return seated(seating, script=script, poisoned=poisoned, drunk=drunk, bluffs=bluffs)


def execute(game: Game, nominator: int, nominee: int, plan: Sequence[Any] = ()) -> None:
    """From the day's talk: ``nominator`` nominates ``nominee``, everybody alive votes yes;
    runs until the day is over (the next night has begun) or the game ends."""
    advance(game, [*plan, *execution_plan(game, nominator, nominee)],
            until=lambda d: game.state.phase == "night" or game.pending is None)


def seen(game: Game, seat: int, kind: str | None = None) -> list[Event]:
    """The events (of ``kind``) a seat has seen."""
    return [e for e in game.view(seat).events if kind is None or e.kind == kind]


def to_night(game: Game, night: int, plan: Sequence[Any] = ()) -> None:
    """Run until night ``night`` has begun."""
    advance(game, plan, until=lambda d: game.state.phase == "night" and game.state.night == night)
