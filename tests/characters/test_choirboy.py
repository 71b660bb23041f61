"""Choirboy: "If the Demon kills the King, you learn which player is the Demon. [+the King]"
(almanac, Choirboy). The second almanac example's Shabaloth and General are played with the
Imp and the Chef."""

from typing import Any

from clocktower.script import parse_script
from clocktower.testing import advance, execution_plan, learned, set_up, to_day, to_night

from .carousel_helpers import SCRIPT, game_of

# Seats: 0 Imp, 1 King, 2 Choirboy, 3 Monk, 4 Baron, 5 Empath.
SEATING: list[Any] = ["imp", "king", "choirboy", "monk", "baron", "empath"]
KING, CHOIRBOY = 1, 2


def test_example_monk_protects_the_king_then_the_king_dies_and_the_choirboy_learns() -> None:
    game = game_of(SEATING)
    to_day(game, 2, plan=[("monk", 5), ("imp", 5)])  # the Imp kills the Empath
    to_day(game, 3, plan=[("monk", KING), ("imp", KING)])  # the Monk protects the King
    assert game.state.seats[KING].alive and learned(game, CHOIRBOY) == []
    to_night(game, 4)
    d = advance(game, [("monk", 4), ("imp", KING)], until=("inform", "choirboy"))
    assert d.options == (0,) and d.truth == (0,) and d.why == ""
    game.answer(0)
    assert learned(game, CHOIRBOY)[-1].text == "Alice is the Demon."


def test_example_drunk_choirboy_may_be_shown_anyone() -> None:
    game = game_of(SEATING, drunk=[CHOIRBOY])
    to_night(game, 2)
    d = advance(game, [("imp", KING)], until=("inform", "choirboy"))
    assert d.options == (0, 1, 3, 4, 5) and d.truth == (0,) and "drunk" in d.why


def test_poisoned_choirboy_may_be_shown_anyone() -> None:
    game = game_of(SEATING, poisoned=[CHOIRBOY])
    to_night(game, 2)
    d = advance(game, [("imp", KING)], until=("inform", "choirboy"))
    assert d.options == (0, 1, 3, 4, 5) and "poisoned" in d.why


def test_drunk_believing_choirboy_may_be_shown_anyone() -> None:
    game = game_of(["imp", "king", ("drunk", "choirboy"), "monk", "baron", "empath"])
    to_night(game, 2)
    d = advance(game, [("imp", KING)], until=("inform", "choirboy"))
    assert d.options == (0, 1, 3, 4, 5) and "Drunk" in d.why


def test_dead_choirboy_learns_nothing() -> None:
    game = game_of(SEATING)
    game.state.seats[CHOIRBOY].alive = False
    to_night(game, 2)
    to_day(game, 2, plan=[("imp", KING)])
    assert learned(game, CHOIRBOY) == []


def test_executed_king_teaches_nothing() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, execution_plan(game, 3, KING), until=lambda d: game.state.phase == "night")
    to_day(game, 2, plan=[("imp", 5)])
    assert learned(game, CHOIRBOY) == []


def test_registration_the_killing_demon_is_shown_not_a_recluse() -> None:
    game = game_of(["imp", "king", "choirboy", "recluse", "baron", "empath"])
    to_night(game, 2)
    d = advance(game, [("imp", KING)], until=("inform", "choirboy"))
    assert d.options == (0,)


def test_vortox_shows_anyone_but_the_demon() -> None:
    game = game_of(["vortox", "king", "choirboy", "monk", "baron", "empath"])
    to_day(game, 1)
    advance(game, execution_plan(game, 3, 4), until=lambda d: game.state.phase == "night")
    d = advance(game, [("vortox", KING)], until=("inform", "choirboy"))
    assert d.options == (1, 3, 4, 5) and "Vortox" in d.why


def test_setup_puts_the_king_in_the_bag() -> None:
    game, seen = set_up(SCRIPT, 7, {"setup.demon": ["imp"], "setup.townsfolk": ["choirboy", "chef", "empath"]})
    characters = [s.character for s in game.state.seats]
    assert "king" in characters and "choirboy" in characters


def test_setup_without_the_king_on_the_script_never_offers_the_choirboy() -> None:
    script = parse_script([{"id": "_meta", "name": "no King"}, "choirboy", "chef", "empath", "monk",
                           "soldier", "mayor", "recluse", "saint", "baron", "poisoner", "imp"])
    game, seen = set_up(script, 5)
    assert "choirboy" not in seen["setup.townsfolk"].options
    assert "choirboy" not in [s.character for s in game.state.seats]
