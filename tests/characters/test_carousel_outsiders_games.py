"""Whole games on a custom script holding the Politician, Ogre, Hatter, Plague Doctor,
Hermit, Boomdandy, Harpy and Mezepheles: seeded all-bot games checked by the invariants
(clocktower.invariants: a winner, legal sets, hidden information, replay), some with free
talk so that the Mezepheles's word may be said, and games of the heuristic bots with the
balanced Storyteller, whose every answer must be legal."""

from pathlib import Path

import pytest

from clocktower.invariants import check_game, play_checked
from clocktower.talk import TalkRules
from clocktower.testing import play_heuristic

SCRIPT = str(Path(__file__).parents[1] / "data" / "carousel-outsiders-mix.json")


@pytest.mark.parametrize("players", [5, 8, 11, 15])
def test_checked_random_games_reach_a_winner(players: int) -> None:
    for seed in range(2):
        talk = TalkRules(free_text=60) if seed else None
        game = play_checked(SCRIPT, players, seed, talk=talk)
        check_game(game)
        assert game.winner in ("good", "evil")


@pytest.mark.parametrize("players", [7, 12])
def test_heuristic_bots_and_balanced_storyteller(players: int) -> None:
    game = play_heuristic(SCRIPT, players, players)
    assert game.winner in ("good", "evil")
