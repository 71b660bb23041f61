"""Jinx Scarlet Woman-Fang Gu: if there would be two Demons, one of which was the Scarlet
Woman, the Scarlet Woman remains the Scarlet Woman."""

from __future__ import annotations

from clocktower.script import parse_script
from clocktower.testing import advance, is_alive, seated, to_day

SCRIPT = parse_script([{"id": "_meta", "name": "Scarlet Woman and Fang Gu"}, "chef", "empath", "monk", "soldier",
                       "mayor", "saint", "recluse", "klutz", "scarletwoman", "poisoner", "fanggu"])
# Seats: 0 Fang Gu, 1 Scarlet Woman, 2 Klutz, 3 Chef, 4 Empath, 5 Soldier, 6 Mayor.
SEATING = ["fanggu", "scarletwoman", "klutz", "chef", "empath", "soldier", "mayor"]
FANGGU, SW, KLUTZ = 0, 1, 2


def test_jinx_scarletwoman_fanggu_jump_leaves_the_scarlet_woman_a_minion() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 2, [("fanggu", KLUTZ)])
    assert not is_alive(game, FANGGU)
    assert game.state.seats[KLUTZ].character == "fanggu" and game.state.seats[KLUTZ].alignment == "evil"
    assert game.state.seats[SW].character == "scarletwoman"
    assert sum(1 for s in game.state.seats if s.character == "fanggu" and s.alive) == 1


def test_jinx_scarletwoman_fanggu_a_fang_gu_killing_itself_still_passes_to_her() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 2, [("fanggu", FANGGU)])
    assert not is_alive(game, FANGGU) and game.state.seats[SW].character == "fanggu" and not game.over


def test_jinx_scarletwoman_fanggu_executed_fang_gu_passes_to_her() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    votes = [(("vote", s), True) for s in game.state.alive_seats()]
    advance(game, [(("nominate", 3), FANGGU), *votes], until=lambda d: game.state.phase == "night")
    assert game.state.seats[SW].character == "fanggu" and not game.over
