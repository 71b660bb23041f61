"""Shared helpers for the tests of Seed 002's Outsider the Lunatic, its Minions (Baron,
Poisoner, Scarlet Woman) and Demons (Vortox, Legion, Riot)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from clocktower.decisions import DecisionKind
from clocktower.engine import Game
from clocktower.script import Script, parse_script
from clocktower.testing import advance, set_up

bag_game = set_up  # shared with test_baron, test_legion, test_lunatic


def script_of(ids: Iterable[str], name: str = "test script") -> Script:
    """A custom script made of the given character ids."""
    return parse_script([{"id": "_meta", "name": name}, *ids], source=name)


def nominate(game: Game, nominator: int, nominee: int, yes: Iterable[int] = ()) -> dict[str, Any]:
    """Run to ``nominator``'s nomination today, nominate ``nominee``; seats in ``yes`` vote
    yes, others no. Returns the public vote result's data."""
    d = advance(game, until=("nominate", nominator))
    assert d is not None and d.kind == DecisionKind.NOMINATE
    game.answer(nominee)
    yes = set(yes)
    while game.pending is not None and game.pending.kind == DecisionKind.VOTE:
        game.answer(game.pending.chooser in yes)
    return [e for e in game.events if e.kind == "voted"][-1].data


def steps_until(game: Game, stop: Any, plan: Sequence[Any] = ()) -> list[tuple[str, int]]:
    """Answer quietly until ``stop`` matches; return (step, chooser) of every decision met."""
    seen: list[tuple[str, int]] = []
    advance(game, plan, until=lambda d: seen.append((d.step, d.chooser)) or stop(d))
    return seen


