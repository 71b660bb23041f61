"""Farmer: "When you die at night, an alive good player becomes a Farmer." (almanac, Farmer).
The almanac's examples name the Fearmonger, Alchemist and Heretic; they are played with the
Baron and the engine's Townsfolk. The Leviathan-Farmer and Riot-Farmer jinxes are not done
(docs/rulings/carousel.md)."""

from typing import Any

from clocktower.testing import advance, execution_plan, is_alive, learned, to_day, to_night

from .carousel_helpers import game_of

# Seats: 0 Imp, 1 Farmer, 2 Chef, 3 Empath, 4 Baron, 5 Choirboy.
SEATING: list[Any] = ["imp", "farmer", "chef", "empath", "baron", "choirboy"]
FARMER = 1


def test_example_killed_at_night_an_alive_good_player_becomes_the_farmer() -> None:
    """Almanac: the evil Baron (the example's Fearmonger) may not be chosen."""
    game = game_of(SEATING)
    to_night(game, 2)
    d = advance(game, [("imp", FARMER)], until="farmer")
    assert d.options == (2, 3, 5) and d.chooser == -1
    game.answer(3)
    to_day(game, 2)
    assert game.state.seats[3].character == "farmer"
    assert any(e.text == "Dave is now the Farmer (was the Empath)." for e in game.view(3).events)


def test_example_farmers_pass_it_on_night_after_night() -> None:
    """Almanac: the Farmer dies, the Choirboy becomes one; it dies, another player becomes
    one: several Farmers, two of them dead."""
    game = game_of(SEATING)
    to_night(game, 2)
    to_day(game, 2, plan=[("imp", FARMER), ("farmer", 5)])
    to_night(game, 3)
    d = advance(game, [("imp", 5)], until="farmer")
    assert d.options == (2, 3)
    game.answer(2)
    to_day(game, 3)
    assert [s.character for s in game.state.seats].count("farmer") == 3
    assert not is_alive(game, 1) and not is_alive(game, 5)


def test_executed_farmer_passes_nothing_on() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, execution_plan(game, 2, FARMER), until=lambda d: game.state.phase == "night")
    to_day(game, 2, plan=[("imp", 3)])
    assert not [d for d in game.decisions if d.step == "farmer"]


def test_poisoned_or_drunk_farmer_passes_nothing_on() -> None:
    for game in (game_of(SEATING, poisoned=[FARMER]), game_of(SEATING, drunk=[FARMER])):
        to_night(game, 2)
        to_day(game, 2, plan=[("imp", FARMER)])
        assert not [d for d in game.decisions if d.step == "farmer"]
        assert "farmer" not in [s.character for s in game.state.seats[2:]]


def test_drunk_believing_farmer_passes_nothing_on() -> None:
    seating = list(SEATING)
    seating[FARMER] = ("drunk", "farmer")
    game = game_of(seating)
    to_night(game, 2)
    to_day(game, 2, plan=[("imp", FARMER)])
    assert not [d for d in game.decisions if d.step == "farmer"]


def test_dead_farmer_dying_again_is_not_a_thing_and_alive_farmer_does_not_wake() -> None:
    game = game_of(SEATING)
    to_day(game, 2, plan=[("imp", 3)])
    assert not [d for d in game.decisions if d.step == "farmer"] and learned(game, FARMER) == []


def test_registration_true_alignment_decides_a_recluse_may_be_chosen() -> None:
    game = game_of(["imp", "farmer", "recluse", "spy", "chef"])
    to_night(game, 2)
    d = advance(game, [("imp", FARMER)], until="farmer")
    assert d.options == (2, 4)  # the Recluse is good; the Spy is evil whatever it registers as
