"""Harpy: "Each night, choose 2 players: tomorrow, the 1st player is mad that the 2nd is evil,
or one or both might die." (almanac, Harpy).

Each night the Harpy picks a 1st and a 2nd player; the 1st is told both. The next day the
1st keeps the madness by publicly saying the 2nd is evil (and never that they are good);
otherwise, while the Harpy's ability works, the Storyteller picks who dies: nobody, the
1st, the 2nd or both. Rulings: docs/rulings/carousel-outsiders-minions.md.
"""

from typing import Any

from clocktower.decisions import STORYTELLER
from clocktower.testing import advance, is_alive, learned, to_day

from .carousel_outsiders_helpers import game_of, public, to_night

# Seats: 0 Imp, 1 Harpy, 2 Monk, 3 Chef, 4 Empath, 5 Soldier, 6 Oracle.
SEATING: list[Any] = ["imp", "harpy", "monk", "chef", "empath", "soldier", "oracle"]
HARPY = 1


def _night1(game: Any, first: int, second: int) -> None:
    advance(game, [("harpy", first), ("harpy", second)], until=lambda d: d.step == "talk")


def test_healthy_the_first_is_told_and_breaking_madness_offers_deaths() -> None:
    game = game_of(SEATING)
    d = advance(game, until="harpy")
    assert d is not None and d.chooser == HARPY
    game.answer(3)
    d = advance(game, until="harpy")
    assert d is not None and 3 not in d.options
    game.answer(4)
    to_day(game, 1)
    told = [e for e in learned(game, 3) if e.data.get("what") == "harpy madness"]
    assert len(told) == 1 and told[0].data["value"] == 4 and game.state.seats[4].name in told[0].text
    assert not any(e.data.get("what") == "harpy madness" for e in learned(game, 4))
    d = advance(game, until="harpy")  # the Chef says nothing: madness broken
    assert d is not None and d.chooser == STORYTELLER
    assert d.options == ((), (3,), (4,), (3, 4))
    game.answer((3, 4))
    assert not is_alive(game, 3) and not is_alive(game, 4)
    assert len([e for e in public(game, 5, "died")]) == 2


def test_healthy_keeping_madness_kills_nobody() -> None:
    game = game_of(SEATING)
    _night1(game, 3, 4)
    advance(game, [(("talk", 3), ("accuse", 4))], until=lambda d: d.step == "nominate" or d.step == "harpy")
    assert game.pending is not None and game.pending.step != "harpy"
    assert is_alive(game, 3) and is_alive(game, 4)


def test_vouching_for_the_second_breaks_madness() -> None:
    game = game_of(SEATING)
    _night1(game, 3, 4)
    d = advance(game, [(("talk", 3), ("vouch", 4))], until="harpy")
    assert d is not None and d.options == ((), (3,), (4,), (3, 4))
    game.answer(())
    assert is_alive(game, 3) and is_alive(game, 4)


def test_drunk_harpy_still_tells_but_no_madness() -> None:
    game = game_of(SEATING, drunk=[HARPY])
    _night1(game, 3, 4)
    assert any(e.data.get("what") == "harpy madness" for e in learned(game, 3))
    advance(game, until=lambda d: d.step == "nominate" or d.step == "harpy")
    assert game.pending is not None and game.pending.step != "harpy"


def test_poisoned_harpy_no_madness() -> None:
    game = game_of(SEATING, poisoned=[HARPY])
    _night1(game, 3, 4)
    advance(game, until=lambda d: d.step == "nominate" or d.step == "harpy")
    assert game.pending is not None and game.pending.step != "harpy"


def test_dead_harpy_does_not_wake() -> None:
    game = game_of(SEATING)
    _night1(game, 3, 4)
    game.state.seats[HARPY].alive = False  # (set by hand: the Harpy died)
    advance(game, until=lambda d: d.step == "nominate")
    assert not any(d.chooser == STORYTELLER and d.step == "harpy" for d in game.decisions)  # dead: no judgement
    to_night(game, 2)
    advance(game, [("monk", 3), ("imp", 5)], until="talk")
    assert sum(1 for d in game.decisions if d.step == "harpy" and d.chooser == HARPY) == 2  # night 1's


def test_madness_lasts_only_the_next_day() -> None:
    game = game_of(SEATING)
    _night1(game, 3, 4)
    advance(game, [(("talk", 3), ("accuse", 4))], until=lambda d: d.step == "nominate")
    to_night(game, 2)
    d = advance(game, [("monk", 3)], until="harpy")
    assert d is not None and d.chooser == HARPY and game.state.phase == "night"


def test_almanac_monk_claims_investigator_and_accuses_the_engineer_survives() -> None:
    """Almanac: the Monk, mad that the Engineer (here the Empath) is evil, claims to have seen
    them as an Investigator and campaigns against them: madness kept, nobody dies."""
    game = game_of(SEATING)
    _night1(game, 2, 4)
    advance(game, [(("talk", 2), ("accuse", 4))], until=lambda d: d.step == "nominate" or d.step == "harpy")
    assert game.pending is not None and game.pending.step == "nominate"
    assert is_alive(game, 2) and is_alive(game, 4)


def test_almanac_oracle_trusts_the_dead_alchemist_oracle_dies() -> None:
    """Almanac: the Harpy chooses the Oracle and a dead player (the Alchemist; here the
    Soldier, dead); the Oracle says they trust them: the Storyteller has the Oracle die."""
    game = game_of(SEATING)
    game.state.seats[5].alive = False  # (set by hand: the Soldier is dead)
    _night1(game, 6, 5)
    d = advance(game, [(("talk", 6), ("vouch", 5))], until="harpy")
    assert d is not None and d.options == ((), (6,))  # the dead 2nd cannot die
    game.answer((6,))
    assert not is_alive(game, 6)


def test_almanac_farmer_without_information_implies_the_target_is_evil() -> None:
    """Almanac: the Farmer (here the Chef) has no information of their own and clears everyone
    else to leave the 2nd as the Demon candidate: publicly saying the 2nd is evil keeps the
    madness, whatever else they say."""
    game = game_of(SEATING)
    _night1(game, 3, 4)
    advance(game, [(("talk", 3), ("accuse", 4))], until=lambda d: d.step == "nominate" or d.step == "harpy")
    assert game.pending is not None and game.pending.step == "nominate"
