"""Boomdandy: "If you are executed, all but 3 players die. After a 10 to 1 countdown, the
player with the most players pointing at them, dies." (almanac, Boomdandy).

The Boomdandy's execution (its ability working) makes the Storyteller pick 3 living players
to live, a living Demon among them; everyone else dies, narrated round the circle. After the
public countdown every player points at a living player (a decision each, public); the one
pointed at most dies, nobody on a tie. Rulings: docs/rulings/carousel-outsiders-minions.md.
"""

from typing import Any

from clocktower.decisions import STORYTELLER
from clocktower.testing import advance, is_alive, to_day

from .carousel_outsiders_helpers import execute, game_of, public, to_night

# Seats: 0 Imp, 1 Boomdandy, 2 Chef, 3 Empath, 4 Soldier, 5 Monk, 6 Investigator, 7 Washerwoman.
SEATING: list[Any] = ["imp", "boomdandy", "chef", "empath", "soldier", "monk", "investigator", "washerwoman"]
BOOM = 1


def _explode(game: Any, plan: tuple[Any, ...] = ()) -> Any:
    """Day 1: the Boomdandy is executed; stops at the Storyteller's choice of survivors."""
    to_day(game, 1)
    return advance(game, [*plan, (("nominate", 2), BOOM)] + [(("vote", s), True) for s in range(8)],
                   until="boomdandy.survivors")


def _points(*targets: int) -> list[Any]:
    return [("boomdandy.point", t) for t in targets]


def test_healthy_all_but_three_die_and_the_most_pointed_at_dies() -> None:
    game = game_of(SEATING)
    d = _explode(game)
    assert d is not None and d.chooser == STORYTELLER
    assert all(0 in g and len(g) == 3 and BOOM not in g for g in d.options)  # the Demon lives
    assert len(d.options) == 15  # C(6, 2): the two others beside the Imp
    game.answer((0, 2, 3))
    # Pointing: clockwise from the Boomdandy's left: seats 2..7, then 0, then the Boomdandy.
    p = advance(game, until="boomdandy.point")
    assert p is not None and p.chooser == 2 and set(p.options) == {0, 3}
    advance(game, _points(3, 2, 2, 2, 2, 2, 2, 2))  # the Chef has the most: two alive, evil wins
    assert game.winner == "evil"
    assert [s for s in range(8) if is_alive(game, s)] == [0, 3]
    texts = [e.text for e in public(game, 3, "announced")]
    assert any("explodes" in t for t in texts) and any("Freeze" in t for t in texts)
    assert sum(1 for t in texts if t.endswith("you live.")) == 3
    assert len(public(game, 3, "pointed")) == 8


def test_healthy_pointing_at_the_demon_kills_it_and_good_wins() -> None:
    game = game_of(SEATING)
    _explode(game)
    game.answer((0, 2, 3))
    advance(game, _points(0, 0, 0, 0, 0, 0, 2, 0))
    assert game.winner == "good" and not is_alive(game, 0)


def test_a_tie_kills_nobody_and_night_falls() -> None:
    game = game_of(SEATING)
    _explode(game)
    game.answer((0, 2, 3))
    advance(game, _points(0, 0, 2, 2, 3, 3, 2, 0), until=lambda d: game.state.phase == "night")
    assert game.winner is None and [s for s in range(8) if is_alive(game, s)] == [0, 2, 3]
    assert any("tie" in e.text for e in public(game, 4, "announced"))


def test_drunk_boomdandy_does_not_explode() -> None:
    game = game_of(SEATING, drunk=[BOOM])
    to_day(game, 1)
    execute(game, 2, BOOM)
    assert not any(d.step.startswith("boomdandy") for d in game.decisions)
    assert [s for s in range(8) if not is_alive(game, s)] == [BOOM]


def test_poisoned_boomdandy_does_not_explode() -> None:
    game = game_of(SEATING, poisoned=[BOOM])
    to_day(game, 1)
    execute(game, 2, BOOM)
    assert not any(d.step.startswith("boomdandy") for d in game.decisions)


def test_dead_boomdandy_executed_again_does_not_explode() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    game.state.seats[BOOM].alive = False  # (the Grimoire set by hand: died earlier)
    execute(game, 2, BOOM)
    assert not any(d.step.startswith("boomdandy") for d in game.decisions)


def test_killed_at_night_the_boomdandy_does_not_explode() -> None:
    game = game_of(SEATING)
    to_night(game, 2)
    advance(game, [("monk", 3), ("imp", BOOM)], until="talk")
    assert not is_alive(game, BOOM) and not any(d.step.startswith("boomdandy") for d in game.decisions)


def test_believed_boomdandy_does_not_explode() -> None:
    game = game_of(["imp", ("drunk", "boomdandy"), "chef", "empath", "soldier", "monk", "investigator",
                    "washerwoman"])
    to_day(game, 1)
    execute(game, 2, BOOM)
    assert not any(d.step.startswith("boomdandy") for d in game.decisions)


def test_with_three_others_alive_nobody_dies_before_the_pointing() -> None:
    game = game_of(["imp", "boomdandy", "chef", "empath", "soldier"])
    to_day(game, 1)
    game.state.seats[4].alive = False  # (set by hand: the Soldier died earlier)
    d = advance(game, [(("nominate", 2), BOOM)] + [(("vote", s), True) for s in range(4)],
                until="boomdandy.point")
    assert d is not None and not any(x.step == "boomdandy.survivors" for x in game.decisions)
    assert [s for s in range(5) if is_alive(game, s)] == [0, 1, 2, 3]
    advance(game, _points(3, 2, 3, 3, 3))  # seats 2, 3, the dead Soldier, 0, then the Boomdandy
    assert not is_alive(game, 3) and game.winner == "evil"


def test_almanac_countdown_is_narrated_in_public() -> None:
    """Almanac: the countdown is the Storyteller's to make dramatic; here it is a public
    announcement every seat sees before the pointing, with no timer."""
    game = game_of(SEATING)
    _explode(game)
    game.answer((0, 2, 3))
    advance(game, until="boomdandy.point")
    for seat in range(8):
        assert any("Ten, nine" in e.text for e in public(game, seat, "announced"))


def test_almanac_amy_explodes_widow_pointed_at_dies_evil_wins() -> None:
    """Almanac: Amy the Boomdandy is executed; all die but the Po, the Widow and the Fortune
    Teller; after the countdown the Widow has the most fingers and dies: evil wins."""
    game = game_of(["po", "boomdandy", "widow", "fortuneteller", "chef", "empath", "soldier", "monk"])
    to_day(game, 1, plan=[("widow", 4)])
    d = advance(game, [(("nominate", 3), BOOM)] + [(("vote", s), True) for s in range(8)],
                until="boomdandy.survivors")
    assert d is not None and (0, 2, 3) in d.options
    game.answer((0, 2, 3))
    advance(game, _points(3, 2, 2, 2, 2, 2, 2, 2))
    assert not is_alive(game, 2) and game.winner == "evil"
