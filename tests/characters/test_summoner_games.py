"""Whole games with the Summoner: seeded all-bot games on a script whose Minions are the
Summoner, the Poisoner, the Spy and the Scarlet Woman and whose Demons are those the Summoner may summon (so many games
start with no Demon), checked by the invariants (legal sets, each seat's view, hidden
characters, replay), and games of the heuristic bots with the balanced Storyteller, whose
every answer must be legal. Each game must end with a winner."""

from pathlib import Path

import pytest

from clocktower.engine import Game
from clocktower.invariants import check_game, play_checked
from clocktower.testing import play_heuristic

SCRIPT = str(Path(__file__).parents[1] / "data" / "summoner-bots.json")


def _summoner_dealt(game: Game) -> bool:
    return any(d.step == "setup.deal.summoner" for d in game.decisions)


def test_checked_random_games_reach_a_winner() -> None:
    with_summoner = 0
    for players in (5, 8, 11, 15):
        for seed in range(3, 6):  # (seeds 3 and 5 deal the Summoner at each of these counts)
            game = play_checked(SCRIPT, players, seed)
            check_game(game)
            assert game.winner in ("good", "evil")
            if _summoner_dealt(game):
                with_summoner += 1
                assert game.state.setup_counts["demon"] == 0
    assert with_summoner >= 8


@pytest.mark.parametrize("players", [7, 12])
def test_heuristic_bots_and_balanced_storyteller_reach_a_winner(players: int) -> None:
    for seed in range(2):
        game = play_heuristic(SCRIPT, players, seed)
        assert game.winner in ("good", "evil")
