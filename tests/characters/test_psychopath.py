"""Psychopath: "Each day, before nominations, you may publicly choose a player: they die. If
executed, you only die if you lose roshambo." (almanac, Psychopath).

Once a day, in the talk before nominations, the Psychopath may publicly name a player, who
dies if the ability works (protections still apply: the almanac's sober Sailor). Executed,
the Psychopath plays roshambo with the nominator (each seat picks its sign; the Storyteller
plays after a self-nomination) and dies only on a loss. Our rulings
(docs/rulings/carousel-minions.md): a drunk or poisoned Psychopath still plays, but dies
whatever the result; nobody dies from its daytime choice.
"""

from typing import Any

import pytest

from clocktower.characters.minion.psychopath import roshambo_result
from clocktower.decisions import STORYTELLER
from clocktower.testing import advance, to_day

from .carousel_minions_helpers import execute, game_of, seen, to_night

# Seats: 0 Imp, 1 Psychopath, 2 Sailor, 3 Empath, 4 Soldier, 5 Chef, 6 Monk, 7 Ravenkeeper.
SEATING: list[Any] = ["imp", "psychopath", "sailor", "empath", "soldier", "chef", "monk", "ravenkeeper"]
PSYCHO = 1
# The Sailor picks the Empath and the Storyteller makes the Empath the drunk one: a sober Sailor.
SOBER_SAILOR = [("sailor", 3), ("sailor.drunk", 3)]


def _offered(game: Any) -> list[Any]:
    return [d for d in game.decisions if d.step == "psychopath"]


def test_healthy_the_chosen_player_dies_publicly() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=SOBER_SAILOR)
    d = advance(game, until=("psychopath", PSYCHO))
    assert d is not None and d.options == (None, *range(8))
    game.answer(3)
    assert not game.state.seats[3].alive
    for seat in (0, 5):
        texts = [e.text for e in seen(game, seat)]
        assert any("(Psychopath) chooses" in t and "they die" in t for t in texts)
        assert any(e.kind == "died" and e.data.get("seat") == 3 for e in seen(game, seat))
    # Nominations follow; the ability is not offered again today.
    d = advance(game, until="nominate")
    assert d is not None and game.state.day == 1 and len(_offered(game)) == 1


def test_offered_again_the_next_day() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=SOBER_SAILOR)
    to_night(game, 2)
    to_day(game, 2, plan=[("imp", 7)])
    d = advance(game, until=("psychopath", PSYCHO))
    assert d is not None and game.state.day == 2


def test_almanac_the_sober_sailor_does_not_die_and_the_ability_is_spent() -> None:
    """Almanac: the Psychopath chooses to kill the Sailor, who is sober and does not die;
    the Psychopath may not use the ability again that day."""
    game = game_of(SEATING)
    to_day(game, 1, plan=SOBER_SAILOR)
    advance(game, [(("psychopath", PSYCHO), 2)], until="nominate")
    assert game.state.seats[2].alive
    assert any(e.text == "Nothing happens." for e in seen(game, 5, "announced"))
    assert len(_offered(game)) == 1 and game.state.day == 1


def test_almanac_roshambo_draw_win_then_loss() -> None:
    """Almanac: executed after the Barber's nomination, rock against rock: lives; the next
    day the Saint's nomination, paper against the Psychopath's scissors: lives; the day after,
    the Barber's again, rock against scissors: dies. (Here the Chef and the Soldier nominate.)"""
    game = game_of(SEATING)
    to_day(game, 1, plan=SOBER_SAILOR)
    execute(game, 5, PSYCHO, plan=[(("psychopath.roshambo", PSYCHO), "rock"), (("psychopath.roshambo", 5), "rock")])
    assert game.state.seats[PSYCHO].alive and game.state.phase == "night"
    assert game.state.executions[-1][1] == PSYCHO
    results = [e.data["result"] for e in seen(game, 3, "roshambo")]
    assert results == ["draw"]
    to_day(game, 2, plan=[("imp", 7)])
    execute(game, 4, PSYCHO, plan=[(("psychopath.roshambo", PSYCHO), "scissors"),
                                   (("psychopath.roshambo", 4), "paper")])
    assert game.state.seats[PSYCHO].alive
    to_day(game, 3, plan=[("imp", 3)])
    execute(game, 5, PSYCHO, plan=[(("psychopath.roshambo", PSYCHO), "scissors"),
                                   (("psychopath.roshambo", 5), "rock")])
    assert not game.state.seats[PSYCHO].alive
    assert [e.data["result"] for e in seen(game, 6, "roshambo")] == ["draw", "win", "lose"]


def test_self_nomination_the_storyteller_plays() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=SOBER_SAILOR)
    plan = [(("psychopath.roshambo", PSYCHO), "paper")]
    votes = [(("vote", s), True) for s in range(8)]
    d = advance(game, [*plan, *votes, (("nominate", 0), None), (("nominate", PSYCHO), PSYCHO)],
                until=("psychopath.roshambo", STORYTELLER))
    assert d is not None and d.options == ("rock", "paper", "scissors")
    game.answer("scissors")
    assert [e.data["result"] for e in seen(game, 4, "roshambo")] == ["lose"]
    advance(game, until=lambda d: game.state.phase == "night")
    assert not game.state.seats[PSYCHO].alive


def test_the_signs_are_hidden_until_both_are_chosen() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=SOBER_SAILOR)
    d = advance(game, [*[(("vote", s), True) for s in range(8)], (("nominate", 0), None), (("nominate", 1), None),
                       (("nominate", 2), None), (("nominate", 3), None), (("nominate", 4), None),
                       (("nominate", 5), PSYCHO), (("psychopath.roshambo", PSYCHO), "rock")],
                until=("psychopath.roshambo", 5))
    assert d is not None
    assert not any("rock" in e.text.lower() for e in seen(game, 5))
    assert not any(e.kind == "roshambo" for e in game.events)


def test_drunk_chooses_but_nobody_dies_and_loses_its_protection() -> None:
    game = game_of(SEATING, drunk=[PSYCHO])
    to_day(game, 1, plan=SOBER_SAILOR)
    advance(game, [(("psychopath", PSYCHO), 3)], until="nominate")
    assert game.state.seats[3].alive
    execute(game, 5, PSYCHO, plan=[(("psychopath.roshambo", PSYCHO), "rock"), (("psychopath.roshambo", 5), "scissors")])
    assert [e.data["result"] for e in seen(game, 3, "roshambo")] == ["win"]
    assert not game.state.seats[PSYCHO].alive


def test_poisoned_chooses_but_nobody_dies_and_loses_its_protection() -> None:
    game = game_of(SEATING, poisoned=[PSYCHO])
    to_day(game, 1, plan=SOBER_SAILOR)
    advance(game, [(("psychopath", PSYCHO), 3)], until="nominate")
    assert game.state.seats[3].alive
    execute(game, 5, PSYCHO, plan=[(("psychopath.roshambo", PSYCHO), "rock"), (("psychopath.roshambo", 5), "rock")])
    assert not game.state.seats[PSYCHO].alive


def test_dead_psychopath_is_not_offered_the_ability() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=SOBER_SAILOR)
    game.state.seats[PSYCHO].alive = False
    advance(game, until="nominate")
    assert _offered(game) == []


def test_roshambo_result_and_bad_signs() -> None:
    assert roshambo_result("rock", "scissors") == "win"
    assert roshambo_result("rock", "paper") == "lose"
    assert roshambo_result("paper", "paper") == "draw"
    with pytest.raises(ValueError):
        roshambo_result("lizard", "rock")
