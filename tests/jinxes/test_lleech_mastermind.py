"""Jinx Lleech-Mastermind: if the Mastermind is alive and the Lleech host dies by execution,
the Lleech lives but loses their ability."""

from __future__ import annotations

from typing import Any

from clocktower import rules
from clocktower.script import parse_script
from clocktower.testing import advance, is_alive, seated, to_day

SCRIPT = parse_script([{"id": "_meta", "name": "Lleech and Mastermind"}, "chef", "empath", "monk", "soldier",
                       "mayor", "saint", "recluse", "mastermind", "poisoner", "lleech"])
# Seats: 0 Lleech, 1 Mastermind, 2 Chef (the host), 3 Empath, 4 Monk, 5 Soldier, 6 Mayor.
LLEECH, MASTERMIND, HOST = 0, 1, 2


def _execute(game: Any, nominee: int) -> None:
    nominator = next(s for s in game.state.alive_seats() if s != nominee)
    votes = [(("vote", s), True) for s in game.state.alive_seats()]
    advance(game, [(("nominate", nominator), nominee), *votes], until=lambda d: game.state.phase == "night")


def test_jinx_lleech_mastermind_host_executed_lleech_lives_without_ability() -> None:
    game = seated(["lleech", "mastermind", "chef", "empath", "monk", "soldier", "mayor"], SCRIPT)
    to_day(game, 1, [("lleech", HOST)])
    _execute(game, HOST)
    assert not is_alive(game, HOST) and is_alive(game, LLEECH) and not game.over
    assert not rules.ability_functions(game.state, LLEECH, "lleech")
    # Without its ability it no longer wakes to kill: night 2 passes with no death.
    start = len(game.decisions)
    to_day(game, 2)
    assert all(d.chooser != LLEECH for d in game.decisions[start:])
    assert sum(1 for s in game.state.seats if s.alive) == 6


def test_jinx_lleech_mastermind_dead_mastermind_the_lleech_dies() -> None:
    game = seated(["lleech", "mastermind", "chef", "empath", "monk", "soldier", "mayor"], SCRIPT)
    to_day(game, 1, [("lleech", HOST)])
    game.state.seats[MASTERMIND].alive = False
    _execute(game, HOST)
    assert not is_alive(game, LLEECH) and game.winner == "good"


def test_jinx_lleech_mastermind_host_killed_at_night_the_lleech_dies() -> None:
    game = seated(["lleech", "mastermind", "chef", "empath", "monk", "soldier", "mayor"], SCRIPT)
    to_day(game, 2, [("lleech", HOST), ("lleech", HOST)])  # night 2: the Lleech kills its own host
    assert not is_alive(game, HOST) and not is_alive(game, LLEECH)
