"""Whole games on a custom script holding the Politician, Ogre, Hatter, Plague Doctor,
Hermit, Boomdandy, Harpy and Mezepheles: seeded all-bot games checked by the invariants
(clocktower.invariants: a winner, legal sets, hidden information, replay), some with free
talk so that the Mezepheles's word may be said, and games of the heuristic bots with the
balanced Storyteller, whose every answer must be legal."""

from pathlib import Path
from typing import Any

import pytest

from clocktower.agents import run_game
from clocktower.agents.registry import player_agents, storyteller_agent
from clocktower.engine import Game
from clocktower.invariants import check_game, play_checked
from clocktower.talk import TalkRules

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
    game = Game(SCRIPT, players)
    storyteller = storyteller_agent("balanced", players, game)

    class Checked:
        def decide(self, view: Any, decision: Any) -> Any:
            answer = storyteller.decide(view, decision)
            decision.validate(answer)
            return answer

    run_game(game, player_agents("heuristic", players, players), Checked())
    assert game.winner in ("good", "evil")
