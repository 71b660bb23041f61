"""Po: "Each night*, you may choose a player: they die. If your last choice was no-one, choose
3 players tonight." (almanac, Darkest Before Dawn).

From night 2 the Po may choose a player or no one. After choosing no one (even while drunk
or poisoned) its next choice must be three players, who die in the order chosen. Night 1
and a night the Exorcist stops it are not choices: the charge is kept. A chosen player who
survives does not charge the Po.
"""

from typing import Any

import pytest

from clocktower.decisions import DecisionKind, IllegalAnswer
from clocktower.state import DRUNK, POISONED, Effect
from clocktower.testing import advance, is_alive, learned, seated, to_day, to_night

# Seats: 0 Po, 1 Assassin, 2 Soldier, 3 Chambermaid, 4 Minstrel, 5 Professor, 6 Ravenkeeper
SEATING = ["po", "assassin", "soldier", "chambermaid", "minstrel", "professor", "ravenkeeper"]


def steps_until_day(game: Any, plan: list[Any] = ()) -> list[str]:
    """Run to the next day's talk; return the steps of the unplanned decisions met."""
    seen: list[str] = []
    advance(game, plan, until=lambda d: seen.append(d.step) or d.step == "talk")
    return seen


def night_deaths(game: Any, night: int) -> list[int]:
    return [d.seat for d in game.state.deaths_in("night", night)]


def test_does_not_act_on_the_first_night() -> None:
    game = seated(SEATING)
    assert "po" not in steps_until_day(game)


def test_may_choose_a_player_or_no_one() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    d = advance(game, until="po")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 0 and d.count is None
    assert d.options == (*range(7), None)
    game.answer(3)
    assert night_deaths(game, 2) == [3]


def test_no_one_then_three_players_in_order() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    steps_until_day(game, [("po", None)])
    assert not game.state.deaths
    assert any(r.character == "po" and r.token == "3 attacks" for r in game.state.reminders)
    to_night(game, 3)
    d = advance(game, until="po")
    assert d.count == (3, 3) and d.options == tuple(range(7))  # no "no one" now
    game.answer((5, 3, 4))
    assert night_deaths(game, 3) == [5, 3, 4]
    assert not any(r.character == "po" and r.token == "3 attacks" for r in game.state.reminders)
    to_night(game, 4)
    d = advance(game, until="po")
    assert d.count is None and None in d.options  # back to one attack


def test_charged_po_cannot_choose_no_one_or_fewer() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    steps_until_day(game, [("po", None)])
    to_night(game, 3)
    d = advance(game, until="po")
    for bad in (None, (), (3, 4), (3, 3, 4)):
        with pytest.raises(IllegalAnswer):
            game.answer(bad)
    assert game.pending is d


def test_three_attacks_on_the_soldier_and_others() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    steps_until_day(game, [("po", None)])
    to_night(game, 3)
    steps_until_day(game, [("po", (2, 3, 4))])
    assert night_deaths(game, 3) == [3, 4] and is_alive(game, 2)


def test_attack_that_fails_does_not_charge() -> None:
    """The Soldier survives the Po's attack; the Po chose a player, so no three attacks."""
    game = seated(SEATING)
    to_night(game, 2)
    steps_until_day(game, [("po", 2)])
    assert not game.state.deaths
    to_night(game, 3)
    d = advance(game, until="po")
    assert d.count is None


def test_drunk_po_choosing_no_one_still_charges() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    game.state.effects.append(Effect(DRUNK, 0, None, None, ("dusk", 2), needs_source=False))
    steps_until_day(game, [("po", None)])
    to_night(game, 3)
    d = advance(game, until="po")
    assert d.count == (3, 3)
    game.answer((3, 4, 5))
    assert night_deaths(game, 3) == [3, 4, 5]


def test_drunk_po_kills_nobody() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    game.state.effects.append(Effect(DRUNK, 0, None, None, ("dusk", 2), needs_source=False))
    steps_until_day(game, [("po", 3)])
    assert is_alive(game, 3)


def test_poisoned_charged_po_kills_nobody_and_spends_the_charge() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    steps_until_day(game, [("po", None)])
    to_night(game, 3)
    game.state.effects.append(Effect(POISONED, 0, None, None, ("dusk", 3), needs_source=False))
    steps_until_day(game, [("po", (3, 4, 5))])
    assert not game.state.deaths
    to_night(game, 4)
    d = advance(game, until="po")
    assert d.count is None


def test_dead_po_does_not_wake_on_the_mastermind_extra_night() -> None:
    game = seated(["po", "mastermind", "soldier", "chambermaid", "minstrel"])
    to_day(game, 1)
    to_night(game, 2, [(("nominate", 1), 0)] + [(("vote", v), True) for v in (0, 1, 2)])
    assert not is_alive(game, 0) and not game.over
    assert "po" not in steps_until_day(game)


# ------------------------------------------------------------------ Exorcist
# Seats: 0 Po, 1 Assassin, 2 Exorcist, 3 Soldier, 4 Chambermaid, 5 Minstrel, 6 Professor
EXORCIST_SEATING = ["po", "assassin", "exorcist", "soldier", "chambermaid", "minstrel", "professor"]


def test_exorcist_po_charge_preserved() -> None:
    """exorcist-po-charge-preserved: night 2 the Po chooses no one; night 3 the Exorcist
    stops it (it learns the Exorcist, nobody dies to it); night 4 it still has three attacks,
    and the Exorcist's choice of the Assassin does not stop the Assassin."""
    game = seated(EXORCIST_SEATING)
    to_night(game, 2)
    steps_until_day(game, [("exorcist", 3), ("po", None)])
    to_night(game, 3)
    seen = steps_until_day(game, [("exorcist", 0)])
    assert "po" not in seen and not game.state.deaths
    told = [e for e in learned(game, 0) if e.data.get("what") == "exorcist"]
    assert [e.data["value"] for e in told] == [2]
    to_night(game, 4)
    d = advance(game, until="exorcist")
    assert 0 not in d.options  # not the same player two nights running
    game.answer(1)
    d = advance(game, until="po")
    assert d.count == (3, 3)
    game.answer((4, 5, 6))
    d = advance(game, until="assassin")
    assert d.chooser == 1
    game.answer(3)
    assert night_deaths(game, 4) == [4, 5, 6, 3]


def test_exorcised_after_choosing_a_player_is_not_a_choice_of_no_one() -> None:
    game = seated(EXORCIST_SEATING)
    to_night(game, 2)
    steps_until_day(game, [("exorcist", 3), ("po", 3)])
    to_night(game, 3)
    steps_until_day(game, [("exorcist", 0)])
    to_night(game, 4)
    d = advance(game, [("exorcist", 1)], until="po")
    assert d.count is None and None in d.options
