"""A fixed seed-000 Grimoire for tests, with the Storyteller's standing choices made.

``seat000(seating, ...)`` builds ``seated(seating, script="seed-000")`` and answers the
setup choices that follow the bluffs (the ``after_deal`` hooks): the Storm Catcher's named
character (default: the first offered, a good character not in play, so nobody is
protected), the Bounty Hunter's evil Townsfolk, the Puzzlemaster's drunk and the drunk
Village Idiot (default: the first option). It returns the game at its first night decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from clocktower.engine import Game
from clocktower.testing import quiet, seated

SETUP_STEPS = {"stormcatcher.name": "storm", "bountyhunter.evil": "evil", "puzzlemaster.drunk": "pm_drunk",
               "villageidiot.drunk": "vi_drunk"}


def seat000(seating: Sequence[str | tuple[str, str]], *, storm: str | None = None, evil: int | None = None,
            pm_drunk: int | None = None, vi_drunk: int | None = None,
            bluffs: Sequence[str] | None = None) -> Game:
    picks: dict[str, Any] = {"storm": storm, "evil": evil, "pm_drunk": pm_drunk, "vi_drunk": vi_drunk}
    game = seated(seating, script="seed-000", bluffs=bluffs)
    while game.pending is not None and game.state.phase == "setup":
        d = game.pending
        key = SETUP_STEPS.get(d.step)
        pick = picks.get(key) if key else None
        game.answer(pick if pick is not None else quiet(d))
    return game


def events(game: Game, seat: int, kind: str) -> list[Any]:
    """The events of one kind a seat saw."""
    return [e for e in game.view(seat).events if e.kind == kind]


def executing(game: Game, day: int, nominee: int) -> Any:
    """A policy for :func:`clocktower.testing.advance`: on ``day`` the first nominator
    nominates ``nominee`` and everybody votes yes; otherwise :func:`quiet`."""
    def policy(d: Any) -> Any:
        if game.state.day == day and game.state.phase == "day":
            if d.step == "nominate" and not game.state.nominations and nominee in d.options:
                return nominee
            if d.step == "vote":
                return True
        return quiet(d)
    return policy


def day_talk(day: int, game: Game) -> Any:
    """An ``until`` key: the talk of ``day``."""
    return lambda d: d.step == "talk" and game.state.day == day
