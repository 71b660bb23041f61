"""Jinx Marionette-Kazali: if there would be a Marionette in play, they enter play after the
Demon & must start as their neighbor."""

from __future__ import annotations

from clocktower.decisions import DecisionKind
from clocktower.engine import Game
from clocktower.script import parse_script
from clocktower.testing import advance, seated

SCRIPT = parse_script([{"id": "_meta", "name": "Kazali and Marionette"}, "chef", "empath", "monk", "soldier",
                       "mayor", "sage", "saint", "recluse", "marionette", "poisoner", "kazali"])
# Seats: 0 Kazali, 1 Chef, 2 Empath, 3 Monk, 4 Soldier, 5 Mayor, 6 Sage (neighbours: 1 and 6).
SEATING = ["kazali", "chef", "empath", "monk", "soldier", "mayor", "sage"]


def test_jinx_marionette_kazali_only_a_neighbour_may_become_the_marionette() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, until="kazali")
    assert d is not None and d.kind == DecisionKind.CHOOSE_PLAYERS
    game.answer(3)  # the Monk does not sit next to the Kazali
    d = game.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE_CHARACTER and d.options == ("poisoner",)
    game = seated(SEATING, SCRIPT)
    advance(game, until="kazali")
    game.answer(6)  # the Sage does
    d = game.pending
    assert d is not None and set(d.options) == {"marionette", "poisoner"}
    game.answer("marionette")
    sage = game.state.seats[6]
    assert sage.character == "marionette" and sage.alignment == "evil"
    assert game.view(6).character == "sage"  # they go on believing they are the Sage
    assert all(e.kind not in ("character_changed", "alignment_changed") for e in game.view(6).events)


def test_jinx_marionette_kazali_last_minion_marionette_offers_only_neighbours() -> None:
    script = parse_script([{"id": "_meta", "name": "Kazali and only the Marionette"}, "chef", "empath", "monk",
                           "soldier", "mayor", "sage", "saint", "marionette", "kazali"])
    game = seated(SEATING, script)
    d = advance(game, until="kazali")
    assert d is not None and d.options == (1, 6)


def test_jinx_marionette_kazali_no_marionette_in_the_bag() -> None:
    game = Game(SCRIPT, 7)
    advance(game, [("setup.demon", "kazali"), ("setup.modifier.kazali", 0)],
            until=lambda d: game.state.phase == "night")
    assert "marionette" not in [s.character for s in game.state.seats]
    assert not any(d.step == "setup.minion" for d in game.decisions)
