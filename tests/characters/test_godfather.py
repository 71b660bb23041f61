"""Godfather: "You start knowing which Outsiders are in play. If 1 died today, choose a player
tonight: they die. [-1 or +1 Outsider]" (almanac, Darkest Before Dawn).

Setup: the Storyteller adds or removes one Outsider (only +1 when there are none to
remove). Night 1: the Godfather learns the true Outsider characters in play (the Drunk as
the Drunk). Any night after a day on which an Outsider died (executed or otherwise), it
wakes to kill one player, however many Outsiders died; night deaths do not count.
"""

from itertools import combinations
from typing import Any

from clocktower.engine import Game
from clocktower.state import DRUNK, POISONED, Effect
from clocktower.testing import advance, is_alive, last_learned, learned, seated, set_up, to_day, to_night


def bag_game(players: int, picks: dict) -> tuple:
    """A Darkest Before Dawn game set up through the real bag (see clocktower.testing.set_up)."""
    return set_up("darkest-before-dawn", players, picks)


OUTSIDERS = ("drunk", "goon", "moonchild", "tinker")
ALL_SUBSETS = tuple(tuple(c) for k in range(5) for c in combinations(OUTSIDERS, k))


# ------------------------------------------------------------------ setup modifier
def test_setup_offers_minus_or_plus_one_outsider() -> None:
    game, seen = bag_game(8, {"setup.demon": ["imp"], "setup.minion": ["godfather"],
                              "setup.modifier.godfather": [-1]})
    d = seen["setup.modifier.godfather"]
    assert d.options == (-1, 1)
    assert game.state.setup_counts == {"townsfolk": 6, "outsider": 0, "minion": 1, "demon": 1}
    assert "setup.outsider" not in seen
    assert sum(1 for s in game.state.seats if game.team(s.index) == "outsider") == 0


def test_setup_plus_one_outsider() -> None:
    game, seen = bag_game(8, {"setup.demon": ["imp"], "setup.minion": ["godfather"],
                              "setup.modifier.godfather": [1], "setup.outsider": ["goon", "tinker"]})
    assert game.state.setup_counts == {"townsfolk": 4, "outsider": 2, "minion": 1, "demon": 1}
    teams = sorted(game.team(s.index) for s in game.state.seats)
    assert teams.count("outsider") == 2 and teams.count("townsfolk") == 4


def test_setup_with_no_outsider_to_remove_adds_one() -> None:
    """7 players have no Outsiders, so only +1 is possible: no choice is offered."""
    game, seen = bag_game(7, {"setup.demon": ["imp"], "setup.minion": ["godfather"]})
    assert "setup.modifier.godfather" not in seen
    assert game.state.setup_counts == {"townsfolk": 4, "outsider": 1, "minion": 1, "demon": 1}


def test_godfather_learns_drunk_as_outsider() -> None:
    """godfather-learns-drunk-as-outsider: 10 players (7/0/2/1), +1 Outsider, the Drunk,
    whose player believes the Soldier; the Godfather is shown the Drunk."""
    townsfolk = ["grandmother", "chambermaid", "preacher", "courtier", "exorcist", "gambler"]
    game, seen = bag_game(10, {"setup.demon": ["imp"], "setup.minion": ["godfather", "assassin"],
                               "setup.outsider": ["drunk"], "setup.townsfolk": townsfolk,
                               "setup.cover.drunk": ["soldier"]})
    assert "setup.modifier.godfather" not in seen  # -1 is impossible with no Outsider
    assert game.state.setup_counts == {"townsfolk": 6, "outsider": 1, "minion": 2, "demon": 1}
    # The Drunk's cover cannot be a Townsfolk that is in play.
    cover = seen["setup.cover.drunk"]
    assert "soldier" in cover.options and not set(townsfolk) & set(cover.options)
    drunk = next(s for s in game.state.seats if s.character == "drunk")
    assert drunk.believed == "soldier" and game.view(drunk.index).character == "soldier"
    # Seven Townsfolk tokens were dealt: six true ones plus the Drunk's Soldier.
    assert sum(1 for s in game.state.seats if game._team_cache[s.believed] == "townsfolk") == 7
    gf = next(s.index for s in game.state.seats if s.character == "godfather")
    d = advance(game, until=("inform", "godfather"))
    assert d.options == (("drunk",),) and d.truth == (("drunk",),)
    game.answer(("drunk",))
    assert last_learned(game, gf) == ("drunk",)


# ------------------------------------------------------------------ first night
# Seats: 0 Imp, 1 Godfather, 2 Goon, 3 Tinker, 4 Chambermaid, 5 Exorcist, 6 Moonchild
SEATING = ["imp", "godfather", "goon", "tinker", "chambermaid", "exorcist", "moonchild"]


def test_healthy_learns_exactly_the_outsiders_in_play() -> None:
    game = seated(SEATING)
    d = advance(game, until=("inform", "godfather"))
    assert d.subject == 1
    assert d.options == (("goon", "moonchild", "tinker"),) and not d.why
    game.answer(d.options[0])
    assert "Goon" in learned(game, 1)[-1].text


def test_learns_that_no_outsider_is_in_play() -> None:
    game = seated(["imp", "godfather", "soldier", "chambermaid", "exorcist"])
    d = advance(game, until=("inform", "godfather"))
    assert d.options == ((),)


def test_marionette_believing_an_outsider_is_not_shown() -> None:
    game = seated(["imp", ("marionette", "goon"), "godfather", "tinker", "chambermaid"])
    d = advance(game, until=("inform", "godfather"))
    assert d.options == (("tinker",),)


def seated_with(seating: list[Any], effects: list[Effect]) -> Game:
    """Like ``seated`` but with effects in place before night 1 starts."""
    game = Game("darkest-before-dawn", seating=seating)
    game.state.effects.extend(effects)
    d = game.pending
    assert d is not None and d.step == "setup.bluffs" and d.count is not None
    game.answer(d.options[: d.count[0]])
    return game


def test_drunk_godfather_may_be_shown_any_outsiders() -> None:
    """The Courtier (earlier on night 1) makes the Godfather drunk."""
    game = seated(["imp", "godfather", "goon", "tinker", "courtier", "exorcist", "moonchild"])
    d = advance(game, [("courtier", "godfather")], until=("inform", "godfather"))
    assert set(d.options) == set(ALL_SUBSETS) and "drunk" in d.why
    assert d.truth == (("goon", "moonchild", "tinker"),)


def test_poisoned_godfather_may_be_shown_any_outsiders() -> None:
    game = seated_with(SEATING, [Effect(POISONED, 1, None, None, None, needs_source=False)])
    d = advance(game, until=("inform", "godfather"))
    assert set(d.options) == set(ALL_SUBSETS) and "poisoned" in d.why
    game.answer(())
    assert last_learned(game, 1) == ()


# ------------------------------------------------------------------ revenge kill
def _execute_day1(target: int) -> list[Any]:
    """Plan for day 1: seat 0 nominates ``target`` and everybody votes yes."""
    return [(("nominate", 0), target)] + [(("vote", v), True) for v in range(7)]


def test_executed_outsider_lets_the_godfather_kill() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    to_night(game, 2, _execute_day1(2))
    assert not is_alive(game, 2)
    d = advance(game, [("exorcist", 4), ("imp", 6)], until="godfather")
    assert d.chooser == 1 and d.count is None
    assert d.options == tuple(range(7))  # any player, alive or dead; no "no one"
    game.answer(5)
    assert not is_alive(game, 5)


def test_outsider_dying_by_day_without_execution_counts() -> None:
    """The Tinker dies during the day (the Storyteller's choice): an Outsider died today."""
    game = seated(SEATING)
    to_day(game, 1)
    to_night(game, 2, [("tinker", True)])
    assert not is_alive(game, 3)
    d = advance(game, [("exorcist", 4), ("imp", 6)], until="godfather")
    assert d.chooser == 1


def test_two_outsiders_die_one_kill() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    to_night(game, 2, [("tinker", True)] + _execute_day1(2))
    assert not is_alive(game, 2) and not is_alive(game, 3)
    seen: list[str] = []
    advance(game, [("exorcist", 4), ("imp", 6), ("godfather", 5)],
            until=lambda d: seen.append(d.step) or d.step == "talk")
    assert "godfather" not in seen  # no second Godfather choice after the planned one
    assert not is_alive(game, 5)
    assert [d.seat for d in game.state.deaths_in("night", 2)] == [6, 5]


def test_outsider_dying_at_night_does_not_count() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    advance(game, [("exorcist", 4), ("imp", 3)], until="talk")
    assert not is_alive(game, 3)  # the Tinker died at night
    to_night(game, 3)
    d = advance(game, [("exorcist", 5), ("imp", 4)], until=lambda d: d.step in ("godfather", "talk"))
    assert d.step == "talk"


def test_townsfolk_executed_does_not_count() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    to_night(game, 2, _execute_day1(4))
    assert not is_alive(game, 4)
    d = advance(game, [("exorcist", 5), ("imp", 6)], until=lambda d: d.step in ("godfather", "talk"))
    assert d.step == "talk"


def test_only_the_day_just_gone_counts() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    to_night(game, 2, _execute_day1(2))
    advance(game, [("exorcist", 4), ("imp", 4), ("godfather", 6)], until="talk")
    to_night(game, 3)
    d = advance(game, [("exorcist", 1), ("imp", 5)], until=lambda d: d.step in ("godfather", "talk"))
    assert d.step == "talk"


def test_drunk_godfather_wakes_but_kills_nobody() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    to_night(game, 2, _execute_day1(2))
    game.state.effects.append(Effect(DRUNK, 1, None, None, None, needs_source=False))
    d = advance(game, [("exorcist", 4), ("imp", 6)], until="godfather")
    assert d.chooser == 1
    game.answer(5)
    assert is_alive(game, 5)


def test_poisoned_godfather_kills_nobody() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    to_night(game, 2, _execute_day1(2))
    game.state.effects.append(Effect(POISONED, 1, None, None, None, needs_source=False))
    advance(game, [("exorcist", 4), ("imp", 6), ("godfather", 5)], until="talk")
    assert is_alive(game, 5)


def test_dead_godfather_does_not_wake() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    to_night(game, 2, _execute_day1(2))
    d = advance(game, [("exorcist", 4), ("imp", 1)], until=lambda d: d.step in ("godfather", "talk"))
    assert d.step == "talk" and not is_alive(game, 1)


def test_godfather_choosing_the_goon_is_drunk_and_kills_nobody() -> None:
    """The Goon makes the first player to choose it drunk at once: the kill fails."""
    game = seated(SEATING)
    to_day(game, 1)
    to_night(game, 2, _execute_day1(3))  # the Tinker is executed
    advance(game, [("exorcist", 4), ("imp", 6), ("godfather", 2)], until="talk")
    assert is_alive(game, 2)
