"""Sage: "If the Demon kills you, you learn that it is 1 of 2 players." (almanac, Sage).

Also the jinxes Recluse-Sage, Leviathan-Sage and Riot-Sage. The first almanac example is a
play tip (which pair to show) and is not a test; the fourth (the Pit-Hag's arbitrary deaths)
is played as written, and once more with the Assassin (a death by a Minion teaches nothing).
"""

import itertools
from typing import Any

from clocktower.script import parse_script
from clocktower.testing import advance, is_alive, learned, make_drunk, to_day, to_night

from .bmr_snv_helpers import execute, game_of

# Seats: 0 Imp, 1 Sage, 2 Chef, 3 Empath, 4 Baron.
SEATING: list[Any] = ["imp", "sage", "chef", "empath", "baron"]
SAGE = 1
PAIRS = tuple(itertools.combinations((0, 2, 3, 4), 2))


def _killed_night2(game) -> Any:
    to_night(game, 2)
    return advance(game, [("imp", SAGE)], until=("inform", "sage"))


def test_example_demon_kills_the_sage_at_night() -> None:
    """Almanac: on night 2 the Demon kills the Sage; two players are shown, one the Demon."""
    game = game_of(SEATING)
    d = _killed_night2(game)
    assert not is_alive(game, SAGE) and d.subject == SAGE
    assert d.options == ((0, 2), (0, 3), (0, 4)) and d.truth == d.options and d.why == ""
    game.answer((0, 3))
    assert [e.text for e in learned(game, SAGE)] == ["The Demon is Alice or Dave."]


def test_example_drunk_sage_on_the_final_night_may_be_shown_anyone() -> None:
    """Almanac: a Sage drunk (the Sweetheart's) is killed on the final night and may be shown a
    dead player and a living one, neither the Demon."""
    game = game_of(SEATING)
    to_day(game, 1)
    game.state.seats[2].alive = False  # the Chef is dead
    make_drunk(game, SAGE)
    d = _killed_night2(game)
    assert d.options == PAIRS and d.truth == ((0, 2), (0, 3), (0, 4)) and "drunk" in d.why
    game.answer((2, 3))
    assert learned(game, SAGE)[-1].data["value"] == (2, 3)


def test_example_killed_by_a_minion_learns_nothing() -> None:
    """Almanac (the Pit-Hag example, played with the Assassin): not killed by the Demon."""
    game = game_of(["imp", "sage", "assassin", "chef", "empath"])
    to_night(game, 2)
    to_day(game, 2, plan=[("assassin", SAGE), ("imp", 3)])
    assert not is_alive(game, SAGE)
    assert not [d for d in game.decisions if d.step == "sage"] and learned(game, SAGE) == []


def test_executed_sage_learns_nothing() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    execute(game, 0, SAGE)
    to_day(game, 2, plan=[("imp", 3)])
    assert not is_alive(game, SAGE) and learned(game, SAGE) == []


def test_poisoned_sage_may_be_shown_any_pair() -> None:
    game = game_of(SEATING, poisoned=[SAGE])
    d = _killed_night2(game)
    assert d.options == PAIRS and "poisoned" in d.why


def test_drunk_believing_sage_may_be_shown_any_pair() -> None:
    game = game_of(["imp", ("drunk", "sage"), "chef", "empath", "baron"])
    d = _killed_night2(game)
    assert d.options == PAIRS and "Drunk" in d.why


def test_alive_or_already_dead_sage_does_not_wake() -> None:
    game = game_of(SEATING)
    to_day(game, 3, plan=[("imp", 3), ("imp", 2)])
    assert not [d for d in game.decisions if d.step == "sage"]


def test_jinx_recluse_sage_recluse_may_register_as_the_demon() -> None:
    # Seats: 0 Imp, 1 Sage, 2 Recluse, 3 Chef, 4 Baron.
    game = game_of(["imp", "sage", "recluse", "chef", "baron"])
    to_day(game, 1)  # (the Chef asks nothing: the Recluse's neighbours, Sage and Chef, can only register good)
    to_night(game, 2)
    d = advance(game, [("imp", SAGE)], until=lambda d: d.step == "register.recluse" and "Sage" in d.prompt)
    assert d.options == ("outsider", "demon", "minion") and d.truth == ("outsider",) and d.why == "registration"
    game.answer("demon")
    d = advance(game, until=("inform", "sage"))
    assert d.options == ((0, 2), (0, 3), (0, 4), (2, 3), (2, 4))


def test_vortox_kill_shows_a_pair_without_the_demon() -> None:
    game = game_of(["vortox", "sage", "chef", "empath", "baron"])
    to_day(game, 1)
    execute(game, 0, 4)  # (a day without execution would be the Vortox's win)
    d = advance(game, [("vortox", SAGE)], until=("inform", "sage"))
    assert d.options == ((2, 3), (2, 4), (3, 4)) and "Vortox" in d.why


def test_jinx_leviathan_sage_picked_sage_learns_and_lives() -> None:
    # Seats: 0 Leviathan, 1 Sage, 2 Chef, 3 Empath, 4 Baron.
    game = game_of(["leviathan", "sage", "chef", "empath", "baron"])
    to_night(game, 2)
    d = advance(game, until="leviathan")
    assert d.chooser == 0 and d.options == (1, 2, 3, 4)
    game.answer(SAGE)
    d = advance(game, until=("inform", "sage"))
    assert d.options == ((0, 2), (0, 3), (0, 4))
    game.answer((0, 2))
    to_day(game, 2)
    assert is_alive(game, SAGE) and learned(game, SAGE)[-1].text == "The Demon is Alice or Carol."
    to_night(game, 3)
    d = advance(game, until="leviathan")
    assert d.options == (2, 3, 4)  # not a player picked before


def test_jinx_leviathan_sage_other_pick_does_nothing() -> None:
    game = game_of(["leviathan", "sage", "chef", "empath", "baron"])
    to_day(game, 2, plan=[("leviathan", 2)])
    assert all(s.alive for s in game.state.seats) and learned(game, SAGE) == []


def test_jinx_leviathan_sage_poisoned_leviathan_pick_does_nothing() -> None:
    game = game_of(["leviathan", "sage", "chef", "empath", "baron"], poisoned=[0])
    to_day(game, 2, plan=[("leviathan", SAGE)])
    assert learned(game, SAGE) == []


def test_jinx_riot_sage_picked_sage_learns_and_lives() -> None:
    # Seats: 0 Riot, 1 Sage, 2 Chef, 3 Empath, 4 Baron.
    game = game_of(["riot", "sage", "chef", "empath", "baron"])
    to_night(game, 2)
    d = advance(game, until="riot")
    assert d.chooser == 0 and d.options == (1, 2, 3, 4)
    game.answer(SAGE)
    d = advance(game, until=("inform", "sage"))
    assert d.options == ((0, 2), (0, 3), (0, 4))
    to_day(game, 2)
    assert is_alive(game, SAGE)


def test_jinx_leviathan_sage_demons_do_not_pick_without_a_sage_on_the_script() -> None:
    script = parse_script([{"id": "_meta", "name": "no Sage"}, "leviathan", "chef", "empath", "baron", "soldier",
                           "recluse"])
    game = game_of(["leviathan", "chef", "empath", "baron", "soldier"], script=script)
    to_day(game, 3)
    assert not [d for d in game.decisions if d.step == "leviathan"]


def test_example_the_pit_hag_makes_a_demon_and_the_sage_dies_arbitrarily_learning_nothing() -> None:
    """Almanac (example 4): the Pit-Hag makes a Demon, deaths tonight are arbitrary, and the
    Storyteller has the old Demon and the Sage die: the Sage was not killed by the Demon, so
    it learns nothing."""
    from clocktower.testing import seated

    # Sects & Violets: 0 No Dashii, 1 Pit-Hag, 2 Sage, 3 Oracle, 4 Dreamer, 5 Savant, 6 Artist.
    game = seated(["nodashii", "pithag", "sage", "oracle", "dreamer", "savant", "artist"],
                  script="sects-and-violets")
    to_day(game, 1)
    d = advance(game, [("pithag", 3), ("pithag", "vortox")], until="pithag.deaths")
    assert d is not None and d.chooser == -1 and 2 in d.options
    game.answer((0, 2))
    advance(game, [("pithag.protect", True)], until=lambda d: game.state.day == 2)
    assert not is_alive(game, 0) and not is_alive(game, 2)
    assert game.state.seats[3].character == "vortox" and not game.over
    assert "sage" not in [d.step for d in game.decisions] and learned(game, 2) == []
