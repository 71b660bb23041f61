"""Jinxes Riot-Exorcist and Riot-Innkeeper: if Riot nominates and executes the player the
Exorcist chose (or the Innkeeper protected) last night, good wins."""

from __future__ import annotations

from clocktower.testing import advance, execution_plan, is_alive, to_day

from .nominating import DEMON, game_with

HELPER, TARGET, OTHER = 2, 3, 4


def test_jinx_riot_exorcist_chosen_player_executed_good_wins() -> None:
    game = game_with("riot", "exorcist", "chef", "empath")
    d = advance(game, until="exorcist")
    assert d is not None and d.chooser == HELPER and game.state.night == 2
    game.answer(TARGET)
    to_day(game, 2)
    advance(game, execution_plan(game, DEMON, TARGET))
    assert game.winner == "good" and "Riot-Exorcist jinx" in game.state.win_reason


def test_jinx_riot_exorcist_riot_day_nominee_death_good_wins() -> None:
    game = game_with("riot", "exorcist", "chef", "empath")
    to_day(game, 2, [("exorcist", OTHER)])
    to_day(game, 3, [("exorcist", TARGET)])
    advance(game, [(("nominate", DEMON), TARGET)])
    assert not is_alive(game, TARGET)
    assert game.winner == "good" and "Riot-Exorcist jinx" in game.state.win_reason


def test_jinx_riot_exorcist_other_nominator_or_poisoned_exorcist_changes_nothing() -> None:
    game = game_with("riot", "exorcist", "chef", "empath")
    to_day(game, 2, [("exorcist", TARGET)])
    advance(game, execution_plan(game, OTHER, TARGET), until=lambda d: game.state.phase == "night")
    assert not game.over
    game = game_with("riot", "exorcist", "chef", "empath", poisoned=(HELPER,))
    to_day(game, 2, [("exorcist", TARGET)])
    advance(game, execution_plan(game, DEMON, TARGET), until=lambda d: game.state.phase == "night")
    assert not game.over


def test_jinx_riot_innkeeper_protected_player_executed_good_wins() -> None:
    game = game_with("riot", "innkeeper", "chef", "empath")
    d = advance(game, until="innkeeper")
    assert d is not None and d.chooser == HELPER
    game.answer((TARGET, OTHER))
    d = advance(game, until="innkeeper.drunk")
    assert d is not None and set(d.options) == {TARGET, OTHER}
    game.answer(OTHER)
    to_day(game, 2)
    advance(game, execution_plan(game, DEMON, TARGET))
    assert game.winner == "good" and "Riot-Innkeeper jinx" in game.state.win_reason


def test_jinx_riot_innkeeper_riot_day_nominee_death_good_wins() -> None:
    game = game_with("riot", "innkeeper", "chef", "empath")
    to_day(game, 3, [("innkeeper", (5, 6)), ("innkeeper.drunk", 6),
                     ("innkeeper", (TARGET, OTHER)), ("innkeeper.drunk", OTHER)])
    advance(game, [(("nominate", DEMON), TARGET)])
    assert game.winner == "good" and "Riot-Innkeeper jinx" in game.state.win_reason


def test_jinx_riot_innkeeper_protection_of_an_earlier_night_does_not_count() -> None:
    game = game_with("riot", "innkeeper", "chef", "empath")
    to_day(game, 3, [("innkeeper", (TARGET, OTHER)), ("innkeeper.drunk", OTHER),
                     ("innkeeper", (5, 6)), ("innkeeper.drunk", 6)])
    d = advance(game, [(("nominate", DEMON), TARGET)], until="riot.nominate")
    assert d is not None and d.chooser == TARGET  # the dead nominee nominates: the riot goes on
    assert not is_alive(game, TARGET) and not game.over
