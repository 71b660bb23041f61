"""Shared helpers for the tests of the Carousel Outsiders and Minions added together: the
Politician, the Ogre, the Boomdandy, the Harpy, the Hatter, the Mezepheles, the Plague Doctor
and the Hermit.

``SCRIPT`` mixes those of them the engine implements with Trouble Brewing characters and the
other characters their jinxes name, so that each test file can seat what it needs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from clocktower.context import is_implemented
from clocktower.engine import Game
from clocktower.events import Event
from clocktower.script import Script, parse_script
from clocktower.talk import TalkRules
from clocktower.testing import advance, execution_plan, seated

OURS = ("politician", "ogre", "boomdandy", "harpy", "hatter", "mezepheles", "plaguedoctor", "hermit")
"""The characters these tests are about (those implemented are on ``SCRIPT``)."""

_OTHERS = (
    "chef", "empath", "fortuneteller", "investigator", "monk", "soldier", "mayor", "slayer",
    "ravenkeeper", "undertaker", "virgin", "washerwoman", "librarian", "courtier", "oracle",
    "recluse", "saint", "butler", "drunk", "klutz", "mutant", "sweetheart", "goon", "lunatic",
    "poisoner", "spy", "scarletwoman", "baron", "pithag", "boffin", "cerenovus", "eviltwin",
    "goblin", "marionette", "assassin", "mastermind", "widow", "witch", "godfather", "devilsadvocate",
    "fearmonger", "xaan", "wizard",
    "imp", "legion", "leviathan", "vigormortis", "nodashii", "po",
)


def _script() -> Script:
    ids = [c for c in OURS if is_implemented(c)] + list(_OTHERS)
    return parse_script([{"id": "_meta", "name": "Carousel Outsiders and Minions II (test script)"}, *ids],
                        source="carousel-outsiders-test")


SCRIPT: Script = _script()


def game_of(seating: Sequence[Any], *, poisoned: Sequence[int] = (), drunk: Sequence[int] = (),
            bluffs: Sequence[str] | None = None, script: Script = SCRIPT, talk: TalkRules | None = None) -> Game:
    """A fixed Grimoire on the mixed script, waiting at night 1."""
    return seated(seating, script=script, poisoned=poisoned, drunk=drunk, bluffs=bluffs, talk=talk)


def execute(game: Game, nominator: int, nominee: int, plan: Sequence[Any] = ()) -> None:
    """From the day's talk: ``nominator`` nominates ``nominee`` and every living seat votes
    yes; runs until the next night begins or the game stops at a decision of the plan's
    end (the game's end included)."""
    advance(game, [*plan, *execution_plan(game, nominator, nominee)],
            until=lambda d: game.state.phase == "night" or game.pending is None)


def public(game: Game, seat: int, kind: str) -> list[Event]:
    """The events of ``kind`` a seat has seen."""
    return [e for e in game.view(seat).events if e.kind == kind]


def to_night(game: Game, night: int, plan: Sequence[Any] = ()) -> None:
    """Run until night ``night`` has begun."""
    advance(game, plan, until=lambda d: game.state.phase == "night" and game.state.night == night)
