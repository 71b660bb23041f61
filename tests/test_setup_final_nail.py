"""Setup of the final nail's pairing: modifiers only offer Outsider counts the script can fill.

The pairing has five Outsiders (Damsel, Lunatic, Sweetheart, Mutant, Zealot). The Lord of
Typhon lets the Storyteller pick any number of them; a Balloonist (+0 or +1 Outsider) or a
Huntsman (+the Damsel) chosen afterwards must not push the count past what the script holds
(rulebook, "Setup": the bag is filled from the script's characters). Ruling (our reading:
a bracketed modifier the bag cannot honour is not an option the Storyteller has): the +1 is
offered only while the script still has an Outsider the bag can take.
"""

from __future__ import annotations

import pytest

from clocktower.agents import play_random_game
from clocktower.decisions import Decision

from .characters.nail_helpers import set_up


def steps(seen: list[Decision]) -> list[str]:
    return [d.step for d in seen]


def test_lord_of_typhon_with_every_outsider_leaves_the_balloonist_no_plus_one() -> None:
    seen: list[Decision] = []
    game = set_up("final-nail-boffin", 12, {
        "setup.demon": "lordoftyphon", "setup.modifier.lordoftyphon": 5,
        "setup.townsfolk": ["balloonist", "huntsman"]}, seen=seen)
    # Both modifiers have one workable way only (+0; the Damsel is already in the bag).
    assert "setup.modifier.balloonist" not in steps(seen)
    assert "setup.modifier.huntsman" not in steps(seen)
    assert game.state.setup_counts["outsider"] == 5
    assert sum(1 for s in game.state.seats if s.character in ("damsel", "lunatic", "sweetheart", "mutant",
                                                                "zealot")) == 5


def test_balloonist_plus_one_then_huntsman_takes_an_outsider_place() -> None:
    seen: list[Decision] = []
    game = set_up("final-nail-boffin", 12, {
        "setup.demon": "lordoftyphon", "setup.modifier.lordoftyphon": 4,
        "setup.outsider": ["lunatic", "sweetheart", "mutant", "zealot"],
        "setup.townsfolk": ["balloonist", "huntsman"], "setup.modifier.balloonist": 1}, seen=seen)
    balloonist = next(d for d in seen if d.step == "setup.modifier.balloonist")
    assert balloonist.options == (0, 1)
    # Five Outsiders due and only the Damsel left: she must take one of their places.
    assert "setup.modifier.huntsman" not in steps(seen)
    assert game.state.setup_counts["outsider"] == 5
    assert "damsel" in [s.character for s in game.state.seats]


def test_lord_of_typhon_four_outsiders_huntsman_may_still_add_one() -> None:
    seen: list[Decision] = []
    set_up("final-nail-boffin", 12, {
        "setup.demon": "lordoftyphon", "setup.modifier.lordoftyphon": 4,
        "setup.outsider": ["lunatic", "sweetheart", "mutant", "zealot"],
        "setup.townsfolk": ["huntsman"]}, seen=seen)
    huntsman = next(d for d in seen if d.step == "setup.modifier.huntsman")
    assert set(huntsman.options) == {0, 1}


@pytest.mark.parametrize(("players", "seed"), [(12, 1020), (13, 1020), (14, 1020), (15, 1004), (15, 1053)])
def test_random_pairing_games_that_used_to_overfill_the_outsiders(players: int, seed: int) -> None:
    game = play_random_game("final-nail-boffin", players, seed)
    assert game.winner in ("good", "evil")
