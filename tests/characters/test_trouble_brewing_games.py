"""Whole games on a Trouble Brewing test script (without the Butler), with the new
characters in play: seeded random games checked by the invariants, and games of the
heuristic bots with the balanced Storyteller, whose every answer must be legal."""

from pathlib import Path

import pytest

from clocktower.invariants import check_game, play_checked
from clocktower.testing import play_heuristic

DATA = Path(__file__).parents[1] / "data"
SCRIPTS = [str(DATA / "trouble-brewing-no-butler.json"), str(DATA / "trouble-brewing-jinx.json")]


@pytest.mark.parametrize("script", SCRIPTS)
@pytest.mark.parametrize("players", [5, 8, 12, 15])
def test_checked_random_games(script: str, players: int) -> None:
    for seed in range(2):
        game = play_checked(script, players, seed)
        check_game(game)
        assert game.winner in ("good", "evil")


@pytest.mark.parametrize("script", SCRIPTS)
@pytest.mark.parametrize("players", [7, 11])
def test_heuristic_bots_and_balanced_storyteller(script: str, players: int) -> None:
    for seed in range(2):
        game = play_heuristic(script, players, seed)
        assert game.winner in ("good", "evil")
        assert any(s.character in ("washerwoman", "librarian", "investigator", "monk", "virgin", "saint", "spy")
                   for s in game.state.seats) or players < 7
