"""Seeded all-bot games on a custom script with the Carousel Demons Ojo, Al-Hadikhia and
Lil' Monsta (and the Loric implemented with them): each game must reach a winner, and the
engine's invariants (clocktower/invariants.py: legal sets never empty, each seat sees only
what it was told, no hidden character's truth leaks, the record replays) must hold."""

import json
from pathlib import Path

import pytest

from clocktower.invariants import check_game, play_checked

CHARACTERS = ["empath", "chef", "soldier", "monk", "sage", "fortuneteller", "investigator", "ravenkeeper",
              "undertaker", "poppygrower", "princess", "mayor", "recluse", "saint", "drunk", "butler",
              "poisoner", "scarletwoman", "spy", "baron", "mastermind", "ojo", "alhadikhia", "lilmonsta",
              "beggar", "gunslinger", "scapegoat", "thief",
              "bootlegger", "godofug", "ventriloquist", "bigwig", "hindu", "gardener", "zenomancer", "pope", "knaves"]


@pytest.fixture(scope="module")
def script_path(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = Path(tmp_path_factory.mktemp("scripts")) / "carousel-demons.json"
    path.write_text(json.dumps([{"id": "_meta", "name": "Carousel Demons test",
                                              "bootlegger": ["Players may not leave their seats."]},
                                             *CHARACTERS]), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("demon", ["ojo", "alhadikhia", "lilmonsta"])
@pytest.mark.parametrize(("players", "seed"), [(5, 1), (8, 2), (11, 3)])
def test_seeded_bot_games_reach_a_winner(script_path: str, demon: str, players: int, seed: int) -> None:
    game = play_checked(script_path, players, seed, demon=demon, probe_every=7)
    check_game(game)
    assert game.winner in ("good", "evil")
    assert game.state.win_reason
