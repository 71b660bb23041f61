"""Shabaloth: "Each night*, choose 2 players: they die. A dead player you chose last night might
be regurgitated." (almanac, Darkest Before Dawn).

From night 2 the Shabaloth chooses two players, who die in the order chosen. Each later
night, just before it wakes, the Storyteller may bring back one dead player it chose the
night before (even one already dead when chosen), with its ability restored: a spent
once-per-game ability works again, a "you start knowing" ability runs again at once, and a
night ability acts if its place is still to come. Dawn says who is alive again (not why).
The Exorcist stops the choice, not the regurgitation.
"""

from typing import Any

import pytest

from clocktower.decisions import STORYTELLER, DecisionKind, IllegalAnswer
from clocktower.state import DRUNK, GOOD, POISONED, Effect
from clocktower.testing import advance, is_alive, last_learned, seated, to_day, to_night

# Seats: 0 Shabaloth, 1 Godfather, 2 Soldier, 3 Chambermaid, 4 Courtier, 5 Minstrel,
# 6 Professor, 7 Tinker
SEATING = ["shabaloth", "godfather", "soldier", "chambermaid", "courtier", "minstrel", "professor", "tinker"]


def steps_until_day(game: Any, plan: list[Any] = ()) -> list[str]:
    """Run to the next day's talk; return the steps of the unplanned decisions met."""
    seen: list[str] = []
    advance(game, plan, until=lambda d: seen.append(d.step) or d.step == "talk")
    return seen


def night_deaths(game: Any, night: int) -> list[int]:
    return [d.seat for d in game.state.deaths_in("night", night)]


def test_does_not_act_on_the_first_night() -> None:
    game = seated(SEATING)
    assert "shabaloth" not in steps_until_day(game)


def test_two_players_die_in_the_order_chosen() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    d = advance(game, until="shabaloth")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 0
    assert d.count == (2, 2) and d.options == tuple(range(8))
    for bad in ((5,), (5, 5), (3, 4, 5), None):
        with pytest.raises(IllegalAnswer):
            game.answer(bad)
    game.answer((5, 3))
    assert night_deaths(game, 2) == [5, 3]
    to_day(game, 2)
    dawn = [e for e in game.view(4).events if e.kind == "dawn"][-1]
    assert dawn.data["died"] == [5, 3]


def test_soldier_survives_the_other_dies() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    steps_until_day(game, [("shabaloth", (2, 3))])
    assert night_deaths(game, 2) == [3] and is_alive(game, 2)


def test_regurgitation_is_offered_just_before_it_wakes() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    steps_until_day(game, [("shabaloth", (2, 3))])  # the Soldier survives: not offered
    to_night(game, 3)
    d = advance(game, until=lambda d: d.step in ("shabaloth.regurgitate", "shabaloth"))
    assert d.step == "shabaloth.regurgitate" and d.chooser == STORYTELLER
    assert d.kind == DecisionKind.STORYTELLER
    assert d.options == (None, 3)
    game.answer(3)
    assert is_alive(game, 3) and game.state.seats[3].ghost_vote
    advance(game, until="shabaloth")  # then the Shabaloth wakes and chooses
    game.answer((5, 6))
    to_day(game, 3)
    dawn = [e for e in game.view(2).events if e.kind == "dawn"][-1]
    assert dawn.data["died"] == [5, 6] and dawn.data["alive_again"] == [3]
    assert dawn.text.index("died") < dawn.text.index("alive again")
    assert "Shabaloth" not in dawn.text


def test_only_last_nights_choices_may_come_back() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    steps_until_day(game, [("shabaloth", (3, 5))])
    to_night(game, 3)
    steps_until_day(game, [("shabaloth.regurgitate", None), ("shabaloth", (6, 7))])
    to_night(game, 4)
    d = advance(game, until="shabaloth.regurgitate")
    assert d.options == (None, 6, 7)


def test_exorcist_stops_the_choice_not_the_regurgitation() -> None:
    game = seated(["shabaloth", "godfather", "exorcist", "soldier", "chambermaid", "minstrel", "professor"])
    to_night(game, 2)
    steps_until_day(game, [("exorcist", 1), ("shabaloth", (4, 5))])
    to_night(game, 3)
    # The Exorcist stops the choice but the Storyteller may still regurgitate.
    d = advance(game, [("exorcist", 0)], until=lambda d: d.step.startswith("shabaloth") or d.step == "talk")
    assert d.step == "shabaloth.regurgitate" and d.options == (None, 4, 5)
    game.answer(None)
    seen = steps_until_day(game)
    assert "shabaloth" not in seen and night_deaths(game, 3) == []
    to_night(game, 4)
    # Last night it chose nobody: nothing to regurgitate.
    d = advance(game, [("exorcist", 1)], until=lambda d: d.step.startswith("shabaloth"))
    assert d.step == "shabaloth"


def test_shabaloth_regurgitate_restores_ability() -> None:
    """shabaloth-regurgitate-restores-ability: night 2 it chooses the living Courtier and the
    already-dead Exorcist; the Courtier dies. Night 3 the Exorcist is regurgitated before the
    Shabaloth wakes, but does not act that night (its place is earlier); dawn announces the
    deaths, then that the Exorcist is alive again; night 4 the Exorcist acts."""
    game = seated(["shabaloth", "godfather", "exorcist", "courtier", "soldier", "chambermaid", "minstrel"])
    game.state.seats[2].alive = False
    to_night(game, 2)
    steps_until_day(game, [("shabaloth", (3, 2))])
    assert night_deaths(game, 2) == [3]
    to_night(game, 3)
    d = advance(game, until="shabaloth.regurgitate")
    assert d.options == (None, 3, 2)
    game.answer(2)
    seen = steps_until_day(game, [("shabaloth", (5, 6))])
    assert "exorcist" not in seen
    dawn = [e for e in game.view(4).events if e.kind == "dawn"][-1]
    assert dawn.data["died"] == [5, 6] and dawn.data["alive_again"] == [2]
    to_night(game, 4)
    d = advance(game, until="exorcist")
    assert d.chooser == 2
    game.answer(0)
    assert "shabaloth" not in steps_until_day(game)  # and it works: the Demon is stopped


def test_regurgitated_once_per_game_ability_works_again() -> None:
    game = seated(SEATING)
    advance(game, until="courtier")
    game.answer("minstrel")  # night 1: the Courtier's once-per-game ability is spent
    to_night(game, 2)
    seen = steps_until_day(game, [("shabaloth", (4, 5))])
    assert "courtier" not in seen
    to_night(game, 3)
    steps_until_day(game, [("shabaloth.regurgitate", 4), ("shabaloth", (3, 6))])
    assert is_alive(game, 4)
    to_night(game, 4)
    d = advance(game, until="courtier")
    assert d.chooser == 4 and "godfather" in d.options


def test_regurgitated_start_knowing_ability_runs_again() -> None:
    """The Godfather (a "you start knowing" ability) learns the Outsiders again at once."""
    game = seated(SEATING)
    to_night(game, 2)
    steps_until_day(game, [("shabaloth", (1, 5))])
    to_night(game, 3)
    d = advance(game, [("shabaloth.regurgitate", 1)], until=lambda d: d.step in ("godfather", "shabaloth"))
    assert d.kind == DecisionKind.INFORM and d.step == "godfather" and d.options == (("tinker",),)
    game.answer(("tinker",))
    assert last_learned(game, 1) == ("tinker",)
    assert game.state.night == 3


def test_drunk_shabaloth_kills_nobody_and_regurgitates_nobody() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    steps_until_day(game, [("shabaloth", (3, 5))])
    to_night(game, 3)
    game.state.effects.append(Effect(DRUNK, 0, None, None, ("dusk", 3), needs_source=False))
    seen = steps_until_day(game, [("shabaloth", (4, 6))])
    assert "shabaloth.regurgitate" not in seen
    assert night_deaths(game, 3) == [] and not is_alive(game, 3)


def test_poisoned_shabaloth_kills_nobody() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    game.state.effects.append(Effect(POISONED, 0, None, None, ("dusk", 2), needs_source=False))
    steps_until_day(game, [("shabaloth", (3, 5))])
    assert not game.state.deaths


def test_shabaloth_choosing_itself_dies_and_cannot_come_back() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    advance(game, [("shabaloth", (0, 3))], until=None)
    assert game.winner == GOOD and night_deaths(game, 2)[0] == 0
