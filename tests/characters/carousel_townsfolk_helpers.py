"""Shared helpers for the second group of Carousel Townsfolk tests (Alchemist, Atheist,
Banshee, Cannibal, Engineer, Lycanthrope, Magician), on ``tests/data/carousel-townsfolk.json``:
those characters with the engine's Townsfolk, registering Outsiders, the jinxed Minions and
Demons."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from clocktower.engine import Game
from clocktower.events import Event
from clocktower.script import Script, load_script
from clocktower.testing import advance, execution_plan, seated

SCRIPT_PATH = Path(__file__).parents[1] / "data" / "carousel-townsfolk.json"
SCRIPT: Script = load_script(SCRIPT_PATH)


def game_of(seating: Sequence[Any], *, poisoned: Sequence[int] = (), drunk: Sequence[int] = (),
            script: Script = SCRIPT) -> Game:
    """A fixed Grimoire on the test script, waiting at night 1."""
    return seated(seating, script=script, poisoned=poisoned, drunk=drunk)


def execute(game: Game, nominator: int, nominee: int, plan: Sequence[Any] = ()) -> None:
    """From the day's talk: ``nominator`` nominates ``nominee``, everybody alive votes yes;
    runs until the day's execution is done (the next dusk)."""
    advance(game, [*plan, *execution_plan(game, nominator, nominee)],
            until=lambda d: game.state.phase == "night")


def public(game: Game, seat: int, kind: str) -> list[Event]:
    """The events of ``kind`` a seat has seen."""
    return [e for e in game.view(seat).events if e.kind == kind]
