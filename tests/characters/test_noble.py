"""Noble: "You start knowing 3 players, 1 and only 1 of which is evil." (almanac, Seed 004).

On the first night the Noble is shown three other players of whom exactly one is (registers
as) evil: never two or three evil players, never three good ones. A drunk or poisoned Noble
(or a Marionette that believes it is the Noble) may be shown any three players. The ability
runs on the first night only.
"""

from itertools import combinations

import pytest

from clocktower.decisions import IllegalAnswer
from clocktower.testing import advance, learned, to_day

from .seed004_helpers import game_of, steps

# Seats: 0 Imp, 1 Noble, 2 Shugenja, 3 Empath, 4 Marionette (believes the Mayor), 5 Zealot,
# 6 Sweetheart, 7 Undertaker.
SEATING = ["imp", "noble", "shugenja", "empath", ("marionette", "mayor"), "zealot", "sweetheart", "undertaker"]
NOBLE = 1
OTHERS = [0, 2, 3, 4, 5, 6, 7]
EVIL = {0, 4}


def exactly_one_evil(evil: set[int], others: list[int] = OTHERS) -> tuple[tuple[int, ...], ...]:
    return tuple(t for t in combinations(others, 3) if len(set(t) & evil) == 1)


def test_healthy_noble_is_shown_exactly_one_evil_player() -> None:
    game = game_of(SEATING)
    d = advance(game, until=("inform", "noble"))
    assert d.subject == NOBLE and d.why == ""
    assert d.options == exactly_one_evil(EVIL) and d.truth == d.options
    assert len(d.options) == 2 * 10  # one of the 2 evil players with 2 of the 5 other good ones
    assert (0, 2, 4) not in d.options and (0, 4, 5) not in d.options  # two evil players
    assert (2, 3, 5) not in d.options  # three good players
    assert all(NOBLE not in t for t in d.options)
    game.answer((0, 2, 3))
    assert [e.text for e in learned(game, NOBLE)] == ["Exactly one of Alice, Carol and Dave is evil."]
    assert sorted(r.target for r in game.state.reminders if r.character == "noble") == [0, 2, 3]
    # Nobody else saw it.
    assert not any("Exactly one" in e.text for s in OTHERS for e in game.view(s).events)


def test_illegal_triple_is_refused() -> None:
    game = game_of(SEATING)
    advance(game, until=("inform", "noble"))
    with pytest.raises(IllegalAnswer):
        game.answer((0, 3, 4))
    assert game.pending is not None and game.pending.step == "noble"


def test_poisoned_noble_may_be_shown_any_three() -> None:
    game = game_of(SEATING, poisoned=[NOBLE])
    d = advance(game, until=("inform", "noble"))
    assert d.options == tuple(combinations(OTHERS, 3)) and "poisoned" in d.why
    assert d.truth == exactly_one_evil(EVIL)
    game.answer((0, 2, 4))  # two evil players: a lie the poisoned Noble may be told
    assert "Exactly one of Alice, Carol and Eve is evil." in [e.text for e in learned(game, NOBLE)]


def test_drunk_noble_may_be_shown_any_three() -> None:
    game = game_of(SEATING, drunk=[NOBLE])
    d = advance(game, until=("inform", "noble"))
    assert d.options == tuple(combinations(OTHERS, 3)) and "drunk" in d.why


def test_marionette_believing_noble_wakes_and_may_be_shown_anything() -> None:
    # Seats: 0 Imp, 1 Marionette (believes the Noble), 2 Shugenja, 3 Empath, 4 Zealot.
    game = game_of(["imp", ("marionette", "noble"), "shugenja", "empath", "zealot"])
    d = advance(game, until=("inform", "noble"))
    assert d.subject == 1 and d.options == tuple(combinations([0, 2, 3, 4], 3))
    assert d.truth == exactly_one_evil({0}, [0, 2, 3, 4])  # the Marionette itself is not among them


def test_first_night_only() -> None:
    game = game_of(SEATING)
    to_day(game, 3)
    assert steps(game).count("noble") == 1
    assert len(learned(game, NOBLE)) == 1


def test_dead_noble_learns_nothing() -> None:
    game = game_of(SEATING)
    game.state.seats[NOBLE].alive = False
    to_day(game, 1)
    assert "noble" not in steps(game) and learned(game, NOBLE) == []
