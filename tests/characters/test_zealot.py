"""Zealot: "If there are 5 or more players alive, you must vote for every nomination." (seeds
README; the Seed 004 page is in Korean).

While 5 or more players are alive the Zealot's only legal vote is yes, on every nomination
(its own included); with 4 or fewer alive it votes freely. A drunk or poisoned Zealot, and a
dead one (ghost vote), vote freely.
"""

import pytest

from clocktower.decisions import IllegalAnswer
from clocktower.testing import advance, to_day

from .seed004_helpers import game_of

# Seats: 0 Imp, 1 Zealot, 2 Noble, 3 Shugenja, 4 Empath, 5 Undertaker.
SEATING = ["imp", "zealot", "noble", "shugenja", "empath", "undertaker"]
ZEALOT = 1


def zealot_vote(game, nominator: int, nominee: int):
    return advance(game, [(("nominate", nominator), nominee)],
                   until=lambda d: d.step == "vote" and d.chooser == ZEALOT)


def test_must_vote_yes_with_five_or_more_alive() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    d = zealot_vote(game, 0, 3)
    assert d.options == (True,)
    with pytest.raises(IllegalAnswer):
        game.answer(False)
    game.answer(True)
    assert ZEALOT in game.state.nominations[-1].voters


def test_must_vote_on_its_own_nomination_and_every_other() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    d = zealot_vote(game, 0, ZEALOT)
    assert d.options == (True,)
    game.answer(True)
    d = zealot_vote(game, 2, 4)
    assert d.options == (True,)


def test_exactly_five_alive_still_must_vote() -> None:
    game = game_of(SEATING)
    game.state.seats[5].alive = False
    to_day(game, 1)
    assert zealot_vote(game, 0, 3).options == (True,)


def test_four_alive_votes_freely() -> None:
    game = game_of(SEATING)
    game.state.seats[4].alive = False
    game.state.seats[5].alive = False
    to_day(game, 1)
    assert zealot_vote(game, 0, 3).options == (True, False)


def test_poisoned_or_drunk_zealot_votes_freely() -> None:
    for kwargs in ({"poisoned": [ZEALOT]}, {"drunk": [ZEALOT]}):
        game = game_of(SEATING, **kwargs)
        to_day(game, 1)
        assert zealot_vote(game, 0, 3).options == (True, False)


def test_dead_zealot_ghost_vote_is_free() -> None:
    game = game_of(SEATING)
    to_day(game, 2, [("imp", ZEALOT)])
    assert not game.state.seats[ZEALOT].alive
    d = advance(game, [(("nominate", 2), 3)], until=lambda d: d.step == "vote" and d.chooser == ZEALOT)
    assert d.options == (True, False)


def test_marionette_believing_zealot_votes_freely() -> None:
    game = game_of(["imp", ("marionette", "zealot"), "noble", "shugenja", "empath", "undertaker"])
    to_day(game, 1)
    assert zealot_vote(game, 0, 3).options == (True, False)
