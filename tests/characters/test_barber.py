"""Barber: "If you died today or tonight, the Demon may choose 2 players (not another Demon)
to swap characters." (almanac, Barber)."""

from clocktower.testing import advance, to_day

from .snv_helpers import events, game_of, steps

# Seats: 0 Savant, 1 Poisoner, 2 Barber, 3 Snake Charmer, 4 Imp, 5 Chef, 6 Empath.
SEATING = ["savant", "poisoner", "barber", "snakecharmer", "imp", "chef", "empath"]
DEMON, POISONER, BARBER, CHARMER = 4, 1, 2, 3


def _barber_dies_tonight(game, **plan):  # type: ignore[no-untyped-def]
    to_day(game, 1)
    return advance(game, [("imp", BARBER)], until="barber.swap")


def test_example_demon_considers_and_does_nothing() -> None:
    game = game_of(SEATING, poisoned=[CHARMER])  # (a Snake Charmer that swaps nothing)
    d = _barber_dies_tonight(game)
    assert d is not None and d.chooser == DEMON and d.options == (False, True)
    assert any("Barber chose you" in e.text for e in game.view(DEMON).events)
    game.answer(False)
    to_day(game, 2)
    assert [s.character for s in game.state.seats] == SEATING


def test_example_swap_alive_snake_charmer_with_dead_barber() -> None:
    game = game_of(SEATING, poisoned=[CHARMER])  # (a Snake Charmer that swaps nothing)
    _barber_dies_tonight(game)
    game.answer(True)
    d = game.pending
    assert d is not None and d.step == "barber.players" and d.count == (2, 2) and d.options == tuple(range(7))
    game.answer((CHARMER, BARBER))
    to_day(game, 2)
    assert game.state.seats[CHARMER].character == "barber" and game.state.seats[CHARMER].alive
    assert game.state.seats[BARBER].character == "snakecharmer" and not game.state.seats[BARBER].alive
    assert events(game, CHARMER, "character_changed")[-1].data["character"] == "barber"
    assert events(game, BARBER, "character_changed")[-1].data["character"] == "snakecharmer"
    assert not events(game, 5, "character_changed")


def test_example_demon_swaps_itself_with_a_minion() -> None:
    # Almanac: the Vortox (here the Imp) swaps itself with the Witch (here the Poisoner); alignments stay.
    game = game_of(SEATING, poisoned=[CHARMER])  # (a Snake Charmer that swaps nothing)
    _barber_dies_tonight(game)
    game.answer(True)
    advance(game, [("barber.players", (DEMON, POISONER))], until=lambda d: game.state.day == 2)
    assert game.state.seats[DEMON].character == "poisoner" and game.state.seats[POISONER].character == "imp"
    assert game.state.seats[DEMON].alignment == "evil" and game.state.seats[POISONER].alignment == "evil"
    to_day(game, 2)


def test_barber_executed_by_day_gives_haircuts_that_night() -> None:
    game = game_of(SEATING, poisoned=[CHARMER])  # (a Snake Charmer that swaps nothing)
    to_day(game, 1)
    plan = [(("nominate", 0), BARBER)] + [(("vote", s), True) for s in range(7)]
    d = advance(game, plan, until="barber.swap")
    assert d is not None and game.state.night == 2


def test_drunk_or_poisoned_barber_gives_no_haircuts() -> None:
    for kwargs in ({"poisoned": [BARBER]}, {"drunk": [BARBER]}):
        game = game_of(SEATING, **kwargs, poisoned=[CHARMER]) if "drunk" in kwargs else game_of(
            SEATING, poisoned=[BARBER, CHARMER])
        to_day(game, 1)
        advance(game, [("imp", BARBER)], until=lambda d: game.state.day == 2)
        assert "barber.swap" not in steps(game)


def test_no_other_demon_may_be_chosen_and_registration_is_the_true_type() -> None:
    # With two Demons the first in seat order (a good No Dashii, as a Pit-Hag might make) chooses;
    # the other Demon is not offered, the Recluse is.
    game = game_of(["savant", "nodashii", "barber", "recluse", "imp", "chef", "empath"])
    game.state.seats[1].alignment = "good"
    to_day(game, 1)
    advance(game, [("imp", BARBER), ("nodashii", 6), ("barber.swap", True)], until="barber.players")
    d = game.pending
    assert d is not None and d.chooser == 1 and d.options == (0, 1, 2, 3, 5, 6)  # itself, not the Imp


def test_dead_barber_alone_does_nothing_without_dying_today() -> None:
    game = game_of(SEATING, poisoned=[CHARMER])  # (a Snake Charmer that swaps nothing)
    game.state.seats[BARBER].alive = False
    to_day(game, 1)
    advance(game, [("imp", 5)], until=lambda d: game.state.day == 2)
    assert "barber.swap" not in steps(game)


def test_example_vigormortis_swaps_with_dead_sweetheart_good_demon_keeps_game_going() -> None:
    # Almanac: the Pit-Hag made a good Demon the night before; the Vigormortis swaps itself
    # with a dead Sweetheart: the old Vigormortis is now an evil Sweetheart, and the game goes on.
    game = game_of(["vigormortis", "pithag", "barber", "sweetheart", "savant", "chef", "empath", "oracle"])
    game.state.seats[3].alive = game.state.seats[3].public_alive = False  # the dead Sweetheart
    to_day(game, 1)
    advance(game, [("pithag", 7), ("pithag", "nodashii"), ("pithag.deaths", ()), ("pithag.protect", False),
                   ("nodashii", 6), ("vigormortis", 5)], until=lambda d: game.state.day == 2)
    assert game.state.seats[7].character == "nodashii"
    to_day(game, 3, [("pithag", 5), ("pithag", "chef"), ("vigormortis", BARBER), ("nodashii", 4), ("barber.swap", True),
                     ("barber.players", (0, 3))])
    assert game.state.seats[0].character == "sweetheart" and game.state.seats[0].alignment == "evil"
    assert game.state.seats[3].character == "vigormortis" and not game.state.seats[3].alive
    assert not game.over
