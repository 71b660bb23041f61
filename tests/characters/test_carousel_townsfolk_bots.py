"""Seeded bot games on the Carousel Townsfolk test script (``tests/data/carousel-townsfolk.json``:
the Alchemist, Atheist, Banshee, Cannibal, Engineer, Lycanthrope and Magician with the
Minions and Demons they are jinxed with): heuristic players and the balanced Storyteller
play each game to a winner."""

import pytest

from clocktower.bot_table import play_game

from .carousel_townsfolk_helpers import SCRIPT_PATH


@pytest.mark.parametrize(("players", "seed"), [(7, 1), (9, 2), (12, 3), (15, 4), (5, 5)])
def test_bot_games_reach_a_winner(players: int, seed: int) -> None:
    game = play_game(str(SCRIPT_PATH), players, seed, "heuristic", "heuristic", "balanced")
    assert game.state.phase == "over" and game.state.winner in ("good", "evil")


def test_a_game_with_the_atheist_in_play_reaches_a_winner() -> None:
    """Seeds are tried until one deals the Atheist (the balanced Storyteller picks the bag)."""
    for seed in range(1, 40):
        game = play_game(str(SCRIPT_PATH), 8, seed, "heuristic", "heuristic", "balanced")
        if "atheist" in [s.character for s in game.state.seats]:
            assert game.state.phase == "over" and game.state.winner in ("good", "evil")
            assert all(s.alignment == "good" for s in game.state.seats)
            return
    pytest.skip("no seed in range dealt the Atheist")
