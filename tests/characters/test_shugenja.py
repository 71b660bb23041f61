"""Shugenja: "You start knowing if your closest evil player is clockwise or anti-clockwise. If
equidistant, this info is arbitrary." (almanac, Seed 004).

Clockwise is the direction of increasing seat numbers (the direction votes go round). The
distance is counted in seats, every seat counting (the wiki's "smallest number of steps";
nothing limits it to alive players). When the closest evil players on both sides are
equally far, the Storyteller picks either direction. A drunk or poisoned Shugenja may be
told either. First night only.
"""

from clocktower.testing import advance, learned, to_day

from .seed004_helpers import game_of, steps

BOTH = ("clockwise", "anticlockwise")


def test_closest_evil_anticlockwise() -> None:
    # Seats: 0 Imp, 1 Noble, 2 Shugenja, 3 Empath, 4 Zealot, 5 Marionette, 6 Sweetheart, 7 Undertaker.
    # The Imp is 2 steps anti-clockwise; the Marionette 3 steps clockwise.
    game = game_of(["imp", "noble", "shugenja", "empath", "zealot", ("marionette", "mayor"), "sweetheart",
                    "undertaker"])
    d = advance(game, until=("inform", "shugenja"))
    assert d.subject == 2 and d.options == ("anticlockwise",) and d.truth == ("anticlockwise",)
    game.answer("anticlockwise")
    assert [e.text for e in learned(game, 2)] == ["Your closest evil player is anti-clockwise."]


def test_distance_counts_round_the_circle() -> None:
    # Seats 0-6, the Shugenja at 0. The Imp at 2: 2 steps clockwise, 5 anti-clockwise.
    game = game_of(["shugenja", "noble", "imp", "empath", "zealot", "sweetheart", "undertaker"])
    d = advance(game, until=("inform", "shugenja"))
    assert d.options == ("clockwise",)
    # The Imp at 5: 5 steps clockwise but 2 anti-clockwise (0 -> 6 -> 5).
    game2 = game_of(["shugenja", "noble", "empath", "zealot", "sweetheart", "imp", "undertaker"])
    d2 = advance(game2, until=("inform", "shugenja"))
    assert d2.options == ("anticlockwise",)


def test_equidistant_is_arbitrary() -> None:
    # Almanac example: evil players 1 step away on each side; the Storyteller chooses.
    # Seats: 0 Imp, 1 Shugenja, 2 Marionette, 3 Empath, 4 Zealot.
    game = game_of(["imp", "shugenja", ("marionette", "noble"), "empath", "zealot"])
    d = advance(game, until=("inform", "shugenja"))
    assert d.options == BOTH and d.truth == BOTH and d.why == ""
    game.answer("clockwise")
    assert learned(game, 1)[-1].data["value"] == "clockwise"


def test_dead_evil_player_still_counts() -> None:
    # The Marionette (1 step clockwise) is dead; it is still the closest evil player.
    game = game_of(["imp", "noble", "empath", "shugenja", ("marionette", "mayor"), "zealot", "sweetheart"])
    game.state.seats[4].alive = False
    d = advance(game, until=("inform", "shugenja"))
    assert d.options == ("clockwise",)


def test_poisoned_may_be_told_either_direction() -> None:
    game = game_of(["imp", "noble", "shugenja", "empath", "zealot"], poisoned=[2])
    d = advance(game, until=("inform", "shugenja"))
    assert set(d.options) == set(BOTH)
    assert d.truth == ("anticlockwise",) and "poisoned" in d.why
    game.answer("clockwise")
    assert learned(game, 2)[-1].data["value"] == "clockwise"


def test_drunk_may_be_told_either_direction() -> None:
    game = game_of(["imp", "noble", "shugenja", "empath", "zealot"], drunk=[2])
    d = advance(game, until=("inform", "shugenja"))
    assert set(d.options) == set(BOTH) and "drunk" in d.why


def test_marionette_believing_shugenja_may_be_told_either() -> None:
    game = game_of(["imp", ("marionette", "shugenja"), "noble", "empath", "zealot"])
    d = advance(game, until=("inform", "shugenja"))
    assert d.subject == 1 and set(d.options) == set(BOTH)
    assert d.truth == ("anticlockwise",)


def test_first_night_only_and_not_when_dead() -> None:
    game = game_of(["imp", "noble", "shugenja", "empath", "zealot"])
    to_day(game, 3)
    assert steps(game).count("shugenja") == 1
    dead = game_of(["imp", "noble", "shugenja", "empath", "zealot"])
    dead.state.seats[2].alive = False
    to_day(dead, 1)
    assert "shugenja" not in steps(dead)


def test_recluse_may_register_as_the_closest_evil_player() -> None:
    # Seats: 0 Imp, 1 Noble, 2 Shugenja, 3 Recluse, 4 Zealot: the Imp 2 steps anti-clockwise,
    # the Recluse 1 step clockwise. (The Noble asks about the Recluse first.)
    seating = ["imp", "noble", "shugenja", "recluse", "zealot"]
    game = game_of(seating)
    d = advance(game, [("register.recluse", "good"), ("register.recluse", "evil")], until=("inform", "shugenja"))
    assert d.options == ("clockwise",)
    game = game_of(seating)
    d = advance(game, [("register.recluse", "evil"), ("register.recluse", "good")], until=("inform", "shugenja"))
    assert d.options == ("anticlockwise",)
