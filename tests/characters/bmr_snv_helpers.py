"""Shared helpers for the Bad Moon Rising / Sects & Violets characters' tests.

The games use ``tests/data/bmr-snv-mix.json``: the eight characters with many that the
engine already had (Demons with and without jinxes, registering Outsiders, protections).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from clocktower.engine import Game
from clocktower.events import Event
from clocktower.script import Script, load_script
from clocktower.testing import advance, execution_plan, seated

SCRIPT: Script = load_script(Path(__file__).parents[1] / "data" / "bmr-snv-mix.json")


def game_of(seating: Sequence[Any], *, poisoned: Sequence[int] = (), drunk: Sequence[int] = (),
            script: Script = SCRIPT) -> Game:
    """A fixed Grimoire on the mixed script, waiting at night 1."""
    return seated(seating, script=script, poisoned=poisoned, drunk=drunk)


def execute(game: Game, nominator: int, nominee: int, plan: Sequence[Any] = ()) -> None:
    """From the day's talk: ``nominator`` nominates ``nominee``, everybody alive votes yes;
    runs until the day's execution is done (the next dusk)."""
    advance(game, [*plan, *execution_plan(game, nominator, nominee)],
            until=lambda d: game.state.phase == "night")


def public(game: Game, seat: int, kind: str) -> list[Event]:
    """The events of ``kind`` a seat has seen."""
    return [e for e in game.view(seat).events if e.kind == kind]
