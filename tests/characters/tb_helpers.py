"""Shared helpers for the tests of the Trouble Brewing characters (Washerwoman, Librarian,
Investigator, Monk, Virgin, Saint, Spy).

The test script is Trouble Brewing without the Butler (written elsewhere), plus a few
characters the jinx tests need (Damsel, Poppy Grower, Leviathan, Riot) and the Vortox for
the information rules. Seats are given by a list of character ids (or ``(true, believed)``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from clocktower.engine import Game
from clocktower.events import Event
from clocktower.script import Script, parse_script
from clocktower.testing import seated

TB = ["washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller", "undertaker", "monk",
      "ravenkeeper", "virgin", "slayer", "soldier", "mayor", "drunk", "recluse", "saint", "poisoner", "spy",
      "scarletwoman", "baron", "imp"]

TB_TEST: Script = parse_script([{"id": "_meta", "name": "Trouble Brewing (no Butler) for tests"}, *TB],
                               source="trouble-brewing-test")

TB_JINX: Script = parse_script([{"id": "_meta", "name": "Trouble Brewing plus jinx partners"}, *TB,
                                "damsel", "poppygrower", "leviathan", "riot", "vortox"],
                               source="trouble-brewing-jinx")


def game_of(seating: Sequence[Any], script: Script = TB_TEST, *, poisoned: Sequence[int] = (),
            drunk: Sequence[int] = (), bluffs: Sequence[str] | None = None) -> Game:
    """A fixed Grimoire on a test script past setup, waiting at night 1's first decision."""
    return seated(seating, script, bluffs=bluffs, poisoned=poisoned, drunk=drunk)


def told(game: Game, seat: int, kind: str) -> list[Event]:
    """The events of one kind a seat's view holds."""
    return [e for e in game.view(seat).events if e.kind == kind]
