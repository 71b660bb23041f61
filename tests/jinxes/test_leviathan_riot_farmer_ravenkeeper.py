"""Jinxes Leviathan-Farmer, Riot-Farmer, Leviathan-Ravenkeeper and Riot-Ravenkeeper: each
night*, the Demon chooses an alive player (different to previous nights); a chosen Farmer
or Ravenkeeper uses its ability but does not die."""

from __future__ import annotations

from clocktower.script import parse_script
from clocktower.testing import advance, is_alive, learned, seated, to_day, to_night

from .nominating import DEMON

HELPER = 2
# No Sage on these scripts: the Farmer or the Ravenkeeper alone makes the Demon pick.
FARMER_SCRIPT = parse_script([{"id": "_meta", "name": "Farmer jinxes"}, "farmer", "chef", "empath", "mayor",
                              "monk", "soldier", "saint", "recluse", "baron", "leviathan", "riot", "imp"])
RAVEN_SCRIPT = parse_script([{"id": "_meta", "name": "Ravenkeeper jinxes"}, "ravenkeeper", "chef", "empath",
                             "mayor", "monk", "soldier", "saint", "recluse", "baron", "leviathan", "riot", "imp"])


def _game(demon: str, helper: str, **kwargs: object) -> object:
    script = FARMER_SCRIPT if helper == "farmer" else RAVEN_SCRIPT
    return seated([demon, "baron", helper, "chef", "empath", "mayor", "monk"], script, **kwargs)  # type: ignore[arg-type]


def _farmer_picked(demon: str) -> None:
    game = _game(demon, "farmer")
    to_night(game, 2)
    d = advance(game, until=demon)
    assert d is not None and d.chooser == DEMON and d.options == (1, 2, 3, 4, 5, 6)
    game.answer(HELPER)
    d = advance(game, until="farmer")
    assert d is not None and d.kind == "storyteller"
    assert set(d.options) == {3, 4, 5, 6}  # alive good players, not the Farmer already
    game.answer(4)
    to_day(game, 2)
    assert is_alive(game, HELPER) and game.state.seats[HELPER].character == "farmer"
    assert game.state.seats[4].character == "farmer"
    to_night(game, 3)
    d = advance(game, until=demon)
    assert d is not None and HELPER not in d.options  # different to previous nights


def test_jinx_leviathan_farmer_picked_farmer_makes_a_farmer_and_lives() -> None:
    _farmer_picked("leviathan")


def test_jinx_riot_farmer_picked_farmer_makes_a_farmer_and_lives() -> None:
    _farmer_picked("riot")


def test_jinx_leviathan_farmer_poisoned_farmer_or_other_pick_makes_no_farmer() -> None:
    game = _game("leviathan", "farmer", poisoned=[HELPER])
    to_day(game, 2, [("leviathan", HELPER)])
    assert [s.character for s in game.state.seats].count("farmer") == 1
    game = _game("leviathan", "farmer")
    to_day(game, 2, [("leviathan", 3)])
    assert [s.character for s in game.state.seats].count("farmer") == 1
    assert all(d.step != "farmer" for d in game.decisions)


def _ravenkeeper_picked(demon: str) -> None:
    game = _game(demon, "ravenkeeper")
    to_day(game, 2, [(demon, HELPER), ("ravenkeeper", 1), (("inform", "ravenkeeper"), "baron")])
    assert is_alive(game, HELPER)
    assert learned(game, HELPER)[-1].text.endswith("is the Baron.")
    assert all("Ravenkeeper" not in e.text for s in (0, 1, 3, 4, 5, 6) for e in learned(game, s))


def test_jinx_leviathan_ravenkeeper_picked_ravenkeeper_learns_and_lives() -> None:
    _ravenkeeper_picked("leviathan")


def test_jinx_riot_ravenkeeper_picked_ravenkeeper_learns_and_lives() -> None:
    _ravenkeeper_picked("riot")


def test_jinx_leviathan_ravenkeeper_the_truth_only_from_a_working_pick() -> None:
    # The Ravenkeeper's choice is offered every player, and the truth is the true character.
    game = _game("leviathan", "ravenkeeper")
    to_night(game, 2)
    advance(game, [("leviathan", HELPER)], until="ravenkeeper")
    d = game.pending
    assert d is not None and d.chooser == HELPER and d.options == tuple(range(7))
    game.answer(1)
    d = game.pending
    assert d is not None and d.truth == ("baron",)
    # A poisoned Leviathan's pick does nothing: the Ravenkeeper stays asleep.
    game = _game("leviathan", "ravenkeeper", poisoned=[DEMON])
    to_day(game, 2, [("leviathan", HELPER)])
    assert all(d.step != "ravenkeeper" for d in game.decisions)
