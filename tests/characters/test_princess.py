"""Princess: "On your 1st day, if you nominated & executed a player, the Demon doesn't kill
tonight." (almanac, Princess). The almanac's examples name the Pixie, Town Crier, Pit-Hag,
Dreamer, Zealot and Kazali; they are played with the Vortox, a character change by hand and
the Imp, keeping what each shows. The Cannibal and Al-Hadikhia jinxes need characters the
engine lacks."""

from typing import Any

from clocktower.testing import advance, execution_plan, is_alive, to_day, to_night

from .carousel_helpers import game_of

# Seats: 0 Imp, 1 Princess, 2 Chef, 3 Empath, 4 Baron, 5 Soldier.
SEATING: list[Any] = ["imp", "princess", "chef", "empath", "baron", "soldier"]
PRINCESS = 1


def _execute(game, nominator: int, nominee: int) -> None:
    advance(game, execution_plan(game, nominator, nominee), until=lambda d: game.state.phase == "night")


def test_healthy_princess_stops_the_demon_kill_that_night() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    _execute(game, PRINCESS, 4)
    assert game.state.seats[0].character == "imp"
    to_day(game, 2, plan=[("imp", 2)])
    assert is_alive(game, 2)
    assert [r.token for r in game.state.reminders if r.character == "princess"] == ["Doesn't Kill"]
    to_day(game, 3, plan=[("imp", 2)])  # only that one night
    assert not is_alive(game, 2)


def test_example_vortox_still_wakes_and_chooses_but_kills_no_one() -> None:
    """Almanac: the Princess's nominee is executed; the Vortox chooses a player, who lives."""
    game = game_of(["vortox", "princess", "chef", "empath", "baron", "soldier"])
    to_day(game, 1)
    _execute(game, PRINCESS, 3)
    d = advance(game, until="vortox")
    assert d.chooser == 0
    game.answer(2)
    to_day(game, 2)
    assert is_alive(game, 2)


def test_example_made_the_princess_later_her_first_day_is_then() -> None:
    """Almanac: a player made the Princess on night 4 (here on night 2, by hand) uses it on
    the day after."""
    game = game_of(["imp", "empath", "chef", "soldier", "baron", "saint"])
    to_night(game, 2)
    game.state.seats[1].character = game.state.seats[1].believed = "princess"
    to_day(game, 2, plan=[("imp", 5)])
    _execute(game, 1, 4)
    to_day(game, 3, plan=[("imp", 1)])
    assert is_alive(game, 1)


def test_not_her_nominee_does_nothing() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    _execute(game, 2, 4)
    to_day(game, 2, plan=[("imp", 3)])
    assert not is_alive(game, 3)


def test_second_day_does_nothing() -> None:
    game = game_of(SEATING)
    to_day(game, 2, plan=[("imp", 5)])
    _execute(game, PRINCESS, 4)
    to_day(game, 3, plan=[("imp", 3)])
    assert not is_alive(game, 3)


def test_poisoned_or_drunk_princess_stops_nothing() -> None:
    for game in (game_of(SEATING, poisoned=[PRINCESS]), game_of(SEATING, drunk=[PRINCESS])):
        to_day(game, 1)
        _execute(game, PRINCESS, 4)
        to_day(game, 2, plan=[("imp", 3)])
        assert not is_alive(game, 3)


def test_drunk_believing_princess_stops_nothing() -> None:
    seating = list(SEATING)
    seating[PRINCESS] = ("drunk", "princess")
    game = game_of(seating)
    to_day(game, 1)
    _execute(game, PRINCESS, 4)
    to_day(game, 2, plan=[("imp", 3)])
    assert not is_alive(game, 3)


def test_dead_princess_has_no_first_day() -> None:
    game = game_of(SEATING)
    game.state.seats[PRINCESS].alive = False
    to_day(game, 1)
    assert game.state.phase == "day"
    assert "first_day" not in game.state.memory.get((PRINCESS, "princess"), {})


def test_registration_a_minion_kill_still_happens() -> None:
    # Only the Demon's kill stops; the executed evil player registers as nothing special.
    game = game_of(["imp", "princess", "assassin", "chef", "recluse", "soldier"])
    to_day(game, 1)
    _execute(game, PRINCESS, 4)
    to_day(game, 2, plan=[("assassin", 3), ("imp", 5)])
    assert not is_alive(game, 3) and is_alive(game, 5)
