"""Seeded all-bot games with the Fabled: every game reaches a winner and keeps the engine's
invariants (clocktower.invariants), with the random bots and Storyteller, and with the
heuristic bots and the balanced Storyteller (which must cope with each Fabled's questions:
consent, the Doomsayer's calls, the Toymaker's choice, the fiddle contest)."""

import pytest

from clocktower.agents import run_game
from clocktower.agents.registry import player_agents, storyteller_agent
from clocktower.engine import Game
from clocktower.invariants import check_game, play_checked
from clocktower.script import parse_script

CHARACTERS = ["washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller", "undertaker",
              "monk", "ravenkeeper", "virgin", "slayer", "soldier", "mayor", "butler", "drunk", "recluse",
              "saint", "goon", "poisoner", "spy", "scarletwoman", "baron", "devilsadvocate", "imp", "fanggu"]
SCRIPT = parse_script([{"id": "_meta", "name": "fabled games"}, *CHARACTERS, "sentinel", "spiritofivory",
                       "fibbin", "revolutionary", "toymaker", "angel", "buddhist", "ferryman"],
                      source="fabled-games")
# Added by the Storyteller at setup (the Fiddler ends games early, the Doomsayer kills:
# both are played in their own runs below).
EXTRA = (("doomsayer", "deusexfiasco"), ("fiddler",))


@pytest.mark.parametrize("extra", EXTRA)
@pytest.mark.parametrize("players", [5, 8, 12])
def test_random_bots_reach_a_winner_with_invariants(players: int, extra: tuple[str, ...]) -> None:
    for seed in range(2):
        game = Game(SCRIPT, players, fabled=extra)
        assert set(game.state.storyteller_characters) >= {"sentinel", "toymaker", *extra}
        game = play_checked(SCRIPT, players, seed, fabled=extra, probe_every=40)
        check_game(game)
        assert game.winner in ("good", "evil")


@pytest.mark.parametrize("players", [6, 10])
def test_heuristic_bots_and_the_balanced_storyteller_cope(players: int) -> None:
    for seed in range(2):
        game = Game(SCRIPT, players, fabled=("doomsayer", "fiddler", "deusexfiasco"))
        run_game(game, player_agents("heuristic", seed, players), storyteller_agent("balanced", seed, game))
        assert game.winner in ("good", "evil")
        check_game(game)
