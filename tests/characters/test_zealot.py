"""Zealot: "If there are 5 or more players alive, you must vote for every nomination." (seeds
README; the Seed 004 page is in Korean).

While 5 or more players are alive the Zealot's only legal vote is yes, on every nomination
(its own included); with 4 or fewer alive it votes freely. A dead one (ghost vote) votes
freely. A drunk or poisoned Zealot, or a Marionette who believes it is one, must still vote
(wiki Zealot, https://wiki.bloodontheclocktower.com/Zealot: "A Zealot must vote even if they
think they might be drunk or poisoned"), so the options never reveal its state.
"""

import pytest

from clocktower.decisions import IllegalAnswer
from clocktower.script import parse_script
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


def test_poisoned_or_drunk_zealot_must_still_vote() -> None:
    """Wiki Zealot: "A Zealot must vote even if they think they might be drunk or poisoned."
    Offering a drunk Zealot a free vote would also tell it that it is drunk."""
    for kwargs in ({"poisoned": [ZEALOT]}, {"drunk": [ZEALOT]}):
        game = game_of(SEATING, **kwargs)
        to_day(game, 1)
        assert zealot_vote(game, 0, 3).options == (True,)


def test_dead_zealot_ghost_vote_is_free() -> None:
    game = game_of(SEATING)
    to_day(game, 2, [("imp", ZEALOT)])
    assert not game.state.seats[ZEALOT].alive
    d = advance(game, [(("nominate", 2), 3)], until=lambda d: d.step == "vote" and d.chooser == ZEALOT)
    assert d.options == (True, False)


def test_marionette_believing_zealot_must_vote_like_one() -> None:
    """The options follow the belief: the Marionette who thinks it is the Zealot is offered what
    a Zealot is (anything else would reveal it is not one); with 4 alive it votes freely."""
    game = game_of(["imp", ("marionette", "zealot"), "noble", "shugenja", "empath", "undertaker"])
    to_day(game, 1)
    assert zealot_vote(game, 0, 3).options == (True,)
    game = game_of(["imp", ("marionette", "zealot"), "noble", "shugenja", "empath", "undertaker"])
    game.state.seats[4].alive = game.state.seats[5].alive = False
    to_day(game, 1)
    assert zealot_vote(game, 0, 3).options == (True, False)


def legion_game(**kwargs):
    script = parse_script([{"id": "_meta", "name": "Zealot and Legion"}, "noble", "shugenja", "empath", "chef",
                           "undertaker", "zealot", "legion"])
    # Seats: 0 Legion, 1 Zealot, 2-4 Legion, 5 Noble, 6 Shugenja.
    return game_of(["legion", "zealot", "legion", "legion", "legion", "noble", "shugenja"], script=script, **kwargs)


def legion_votes(game):
    def yes(d):
        return d.step == "vote" and d.chooser in (0, 2, 3, 4)
    return [(("nominate", 0), 5), *[(yes, True)] * 4]


def test_jinx_legion_zealot_may_register_as_evil() -> None:
    """Legion-Zealot jinx: the Zealot might register as evil to Legion, so Legion's "executions
    fail if only evil voted" may apply although the (good) Zealot voted."""
    game = legion_game()
    to_day(game, 1)
    d = advance(game, legion_votes(game), until="register.zealot")
    assert d.options == ("good", "evil") and "Legion" in d.prompt
    game.answer("evil")
    advance(game, until=lambda d: game.state.night == 2)
    assert game.state.executions == [] and game.state.seats[5].alive
    game = legion_game()
    to_day(game, 1)
    advance(game, [*legion_votes(game), ("register.zealot", "good")], until=lambda d: game.state.night == 2)
    assert game.state.executions == [(1, 5, "noble")]


def test_jinx_legion_zealot_registers_truly_to_others_and_when_poisoned() -> None:
    # To the Empath, the Zealot is plainly good: no Storyteller choice.
    game = game_of(["imp", "zealot", "empath", "noble", "shugenja"])
    d = advance(game, until=("inform", "empath"))
    assert d.options == (0,) and "register.zealot" not in [x.step for x in game.decisions]
    # A poisoned Zealot still votes yes, but registers truly (good) to Legion.
    game = legion_game(poisoned=[ZEALOT])
    to_day(game, 1)
    advance(game, [*legion_votes(game), (("vote", ZEALOT), True)], until=lambda d: game.state.night == 2)
    assert "register.zealot" not in [x.step for x in game.decisions]
    assert game.state.executions == [(1, 5, "noble")]
