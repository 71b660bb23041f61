"""Whole games with the Psychopath, the Wraith, the Vizier and the Organ Grinder: seeded
all-bot games on a script whose only Minions are these four (so every game has some of
them), checked by the invariants (legal sets, each seat's view, hidden characters, replay),
and games of the heuristic bots with the balanced Storyteller, whose every answer must be
legal. Each game must end with a winner."""

from pathlib import Path

import pytest

from clocktower.invariants import check_game, play_checked
from clocktower.testing import play_heuristic

SCRIPT = str(Path(__file__).parents[1] / "data" / "carousel-minions-bots.json")
MINIONS = {"psychopath", "wraith", "vizier", "organgrinder"}


@pytest.mark.parametrize("players", [5, 8, 11, 15])
def test_checked_random_games_reach_a_winner(players: int) -> None:
    for seed in range(2):
        game = play_checked(SCRIPT, players, seed)
        check_game(game)
        assert game.winner in ("good", "evil")
        dealt = {d.step.removeprefix("setup.deal.") for d in game.decisions if d.step.startswith("setup.deal.")}
        assert MINIONS & dealt


@pytest.mark.parametrize("players", [7, 12])
def test_heuristic_bots_and_balanced_storyteller_reach_a_winner(players: int) -> None:
    for seed in range(2):
        game = play_heuristic(SCRIPT, players, seed)
        assert game.winner in ("good", "evil")
