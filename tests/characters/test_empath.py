"""Empath: "Each night, you learn how many of your 2 alive neighbors are evil." (almanac, Seed 004).

The neighbours are the closest alive player on each side, dead players skipped. The Empath
wakes after the Demon, so a neighbour killed tonight is already skipped (almanac). A drunk
or poisoned Empath may learn 0, 1 or 2.
"""

from clocktower.testing import advance, learned, to_day, to_night

from .seed004_helpers import game_of, steps

# Seats: 0 Empath, 1 Zealot, 2 Imp, 3 Noble, 4 Marionette (believes the Fisherman),
# 5 Undertaker, 6 Shugenja.
SEATING = ["empath", "zealot", "imp", "noble", ("marionette", "fisherman"), "undertaker", "shugenja"]
EMPATH = 0


def test_healthy_first_night_counts_both_neighbours() -> None:
    game = game_of(SEATING)
    d = advance(game, until=("inform", "empath"))
    assert d.subject == EMPATH and d.options == (0,) and d.truth == (0,)  # the Shugenja and the Zealot
    game.answer(0)
    assert [e.text for e in learned(game, EMPATH)] == ["0 of your alive neighbours are evil."]


def test_two_evil_neighbours() -> None:
    # Seats: 0 Imp, 1 Empath, 2 Marionette, 3 Noble, 4 Zealot.
    game = game_of(["imp", "empath", ("marionette", "noble"), "noble", "zealot"])
    d = advance(game, until=("inform", "empath"))
    assert d.options == (2,)


def test_neighbour_killed_tonight_is_skipped() -> None:
    """Almanac: the Empath acts after the Demon; the Zealot dies tonight, so the Imp beyond it is
    now the Empath's neighbour."""
    game = game_of(SEATING)
    to_night(game, 2)
    d = advance(game, [("imp", 1)], until=("inform", "empath"))
    assert not game.state.seats[1].alive
    assert d.options == (1,)
    game.answer(1)
    assert learned(game, EMPATH)[-1].text == "1 of your alive neighbours is evil."


def test_dead_neighbour_from_the_day_is_skipped() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    game.state.seats[6].alive = False  # the Shugenja died; the Undertaker is now the left neighbour
    game.state.seats[1].alive = False  # the Zealot died; the Imp is now the right neighbour
    d = advance(game, [("imp", 5)], until=("inform", "empath"))  # the Imp kills the Undertaker too
    assert d.options == (2,)  # the Marionette (4) and the Imp (2)


def test_poisoned_may_learn_any_number() -> None:
    game = game_of(SEATING, poisoned=[EMPATH])
    d = advance(game, until=("inform", "empath"))
    assert d.options == (0, 1, 2) and d.truth == (0,) and "poisoned" in d.why
    game.answer(2)
    assert learned(game, EMPATH)[-1].data["value"] == 2


def test_drunk_may_learn_any_number() -> None:
    game = game_of(SEATING, drunk=[EMPATH])
    d = advance(game, until=("inform", "empath"))
    assert d.options == (0, 1, 2) and "drunk" in d.why


def test_marionette_believing_empath_wakes_with_any_number() -> None:
    # Seats: 0 Imp, 1 Marionette (believes the Empath), 2 Noble, 3 Zealot, 4 Shugenja.
    game = game_of(["imp", ("marionette", "empath"), "noble", "zealot", "shugenja"])
    d = advance(game, until=("inform", "empath"))
    assert d.subject == 1 and d.options == (0, 1, 2) and d.truth == (1,)


def test_wakes_every_night_while_alive_and_not_when_dead() -> None:
    game = game_of(SEATING)
    to_day(game, 3, plan=[("imp", 3), ("imp", 5)])  # the Imp kills the Noble, then the Undertaker
    assert steps(game).count("empath") == 3  # nights 1, 2 and 3
    game.state.seats[EMPATH].alive = False
    to_day(game, 4)
    assert steps(game).count("empath") == 3


def test_recluse_neighbour_may_register_as_evil() -> None:
    # Seats: 0 Recluse, 1 Empath, 2 Noble, 3 Imp, 4 Zealot.
    game = game_of(["recluse", "empath", "noble", "imp", "zealot"])
    d = advance(game, [("register.recluse", "evil")], until=("inform", "empath"))
    assert d.options == (1,)
    game = game_of(["recluse", "empath", "noble", "imp", "zealot"])
    d = advance(game, [("register.recluse", "good")], until=("inform", "empath"))
    assert d.options == (0,)
