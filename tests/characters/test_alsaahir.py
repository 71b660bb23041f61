"""Alsaahir: "Each day, if you publicly guess which players are Minion(s) and which are
Demon(s), good wins." (almanac, Alsaahir). The first almanac example (an optional limit on
guesses a day) is a Storyteller's option the engine does not use; the Vizier jinx needs a
character the engine lacks."""

from typing import Any

from clocktower.testing import advance, to_day

from .carousel_helpers import game_of

# Seats: 0 Imp, 1 Alsaahir, 2 Baron, 3 Poisoner, 4 Chef, 5 Empath, 6 Soldier.
SEATING: list[Any] = ["imp", "alsaahir", "baron", "poisoner", "chef", "empath", "soldier"]
ALSAAHIR = 1


def _guess(game, demons: tuple[int, ...], minions: tuple[int, ...], plan: list[Any] | None = None) -> None:
    to_day(game, 1)
    advance(game, [("alsaahir", demons), ("alsaahir", minions), *(plan or [])],
            until=lambda d: game.state.phase == "night" or d.step == "nominate")


def test_example_right_guess_good_wins() -> None:
    game = game_of(SEATING)
    _guess(game, (0,), (2, 3))
    assert game.state.winner == "good"
    assert any(e.kind == "statement" and "Alsaahir" in e.text for e in game.view(6).events)


def test_example_four_good_players_nothing_happens() -> None:
    game = game_of(SEATING)
    _guess(game, (4,), (5, 6, ALSAAHIR))
    assert game.state.winner is None


def test_partly_right_guess_does_nothing() -> None:
    game = game_of(SEATING)
    _guess(game, (0,), (2,))
    assert game.state.winner is None


def test_example_drunk_right_guess_then_sober_wrong_guess() -> None:
    """Almanac: drunk, the right guess does nothing; the next day, sober, a wrong one neither."""
    game = game_of(SEATING, drunk=[ALSAAHIR])
    _guess(game, (0,), (2, 3))
    assert game.state.winner is None
    game.state.effects.clear()
    to_day(game, 2, plan=[("poisoner", 4), ("imp", 6)])
    advance(game, [("alsaahir", (2,)), ("alsaahir", (0, 3))], until="nominate")
    assert game.state.winner is None


def test_poisoned_right_guess_does_nothing() -> None:
    game = game_of(SEATING, poisoned=[ALSAAHIR])
    _guess(game, (0,), (2, 3))
    assert game.state.winner is None


def test_bluffing_alsaahir_guess_does_nothing() -> None:
    seating = list(SEATING)
    seating[ALSAAHIR] = ("drunk", "alsaahir")
    game = game_of(seating)
    _guess(game, (0,), (2, 3))
    assert game.state.winner is None


def test_dead_alsaahir_is_not_offered_the_guess() -> None:
    game = game_of(SEATING)
    game.state.seats[ALSAAHIR].alive = False
    to_day(game, 1)
    advance(game, until="nominate")
    assert not [d for d in game.decisions if d.step == "alsaahir"]


def test_once_a_day() -> None:
    game = game_of(SEATING)
    _guess(game, (4,), ())
    assert [d.step for d in game.decisions].count("alsaahir") == 2


def test_registration_recluse_may_count_as_a_minion() -> None:
    game = game_of(["imp", "alsaahir", "baron", "recluse", "chef"])
    to_day(game, 1)
    d = advance(game, [("alsaahir", (0,)), ("alsaahir", (2, 3))],
                until=lambda d: d.step == "register.recluse" and "Alsaahir" in d.prompt)
    assert d.options == ("outsider", "demon", "minion") and d.why == "registration"
    game.answer("minion")
    assert game.state.winner == "good"


def test_registration_spy_may_not_count_as_a_minion() -> None:
    game = game_of(["imp", "alsaahir", "spy", "chef", "empath"])
    to_day(game, 1)
    d = advance(game, [("alsaahir", (0,)), ("alsaahir", (2,))],
                until=lambda d: d.step == "register.spy" and "Alsaahir" in d.prompt)
    game.answer("townsfolk")
    assert game.state.winner is None and d.options[0] == "minion"
