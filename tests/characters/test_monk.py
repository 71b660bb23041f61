"""Monk: "Each night*, choose a player (not yourself): they are safe from the Demon tonight."
(almanac).

Each night but the first the Monk chooses another player; the Demon's ability cannot kill
(or otherwise harm) them tonight. A drunk or poisoned Monk protects nobody. Jinxes with the
Leviathan and Riot: if the Leviathan (or a Riot) nominates the player the Monk protected
last night and that player is executed, good wins.
"""

from typing import Any

from clocktower.state import Harm
from clocktower.testing import advance, execution_plan, is_alive, make_drunk, to_day, to_night

from .tb_helpers import TB_JINX, game_of

MONK = 0
# Seats: 0 Monk, 1 Fortune Teller, 2 Imp, 3 Mayor, 4 Chef, 5 Empath.
SEATING = ["monk", "fortuneteller", "imp", "mayor", "chef", "empath"]


def _dawn_text(game: Any) -> str:
    return [e for e in game.events if e.kind == "dawn"][-1].text


def test_not_on_the_first_night_and_never_itself() -> None:
    game = game_of(SEATING)
    d = advance(game, until="monk")
    assert game.state.night == 2 and d.chooser == MONK
    assert d.options == (1, 2, 3, 4, 5)
    assert "monk" not in [x.step for x in game.decisions]


def test_almanac_protected_fortune_teller_survives_the_imp() -> None:
    """Almanac: the Monk protects the Fortune Teller; the Imp attacks it; nobody dies."""
    game = game_of(SEATING)
    to_night(game, 2)
    to_day(game, 2, [("monk", 1), ("imp", 1)])
    assert is_alive(game, 1) and _dawn_text(game) == "Dawn. Nobody died in the night."
    assert not [r for r in game.state.reminders if r.character == "monk"]  # SAFE removed at dawn


def test_almanac_protected_mayor_does_not_bounce() -> None:
    """Almanac: the Monk protects the Mayor and the Imp attacks the Mayor: the Mayor's
    bounce does not trigger and nobody dies."""
    game = game_of(SEATING)
    to_night(game, 2)
    to_day(game, 2, [("monk", 3), ("imp", 3)])
    assert all(is_alive(game, s) for s in range(6))
    assert not [d for d in game.decisions if d.step.startswith("mayor")]


def test_almanac_protected_imp_killing_itself_stays_the_imp() -> None:
    """Almanac: the Monk protects the Imp, which chooses itself: nothing happens."""
    game = game_of(["monk", "fortuneteller", "imp", "baron", "chef", "empath", "saint"])
    to_night(game, 2)
    to_day(game, 2, [("monk", 2), ("imp", 2)])
    assert is_alive(game, 2) and game.state.seats[2].character == "imp"
    assert game.state.seats[3].character == "baron" and not game.over
    assert not [d for d in game.decisions if d.step == "imp.starpass"]


def test_unprotected_player_dies() -> None:
    game = game_of(SEATING)
    to_night(game, 2)
    to_day(game, 2, [("monk", 1), ("imp", 4)])
    assert not is_alive(game, 4) and is_alive(game, 1)


def test_drunk_monk_protects_nobody() -> None:
    game = game_of(SEATING, drunk=[MONK])
    to_night(game, 2)
    to_day(game, 2, [("monk", 1), ("imp", 1)])
    assert not is_alive(game, 1)
    assert [(r.token, r.target) for r in game.state.reminders if r.character == "monk"] == []


def test_poisoned_monk_protects_nobody() -> None:
    game = game_of(["monk", "fortuneteller", "imp", "poisoner", "chef", "empath", "saint"])
    to_night(game, 2)
    to_day(game, 2, [("poisoner", MONK), ("monk", 1), ("imp", 1)])
    assert not is_alive(game, 1)


def test_the_drunk_believing_it_is_the_monk_chooses_but_protects_nobody() -> None:
    game = game_of([("drunk", "monk"), "fortuneteller", "imp", "mayor", "chef", "empath"])
    to_night(game, 2)
    d = advance(game, until="monk")
    assert d.chooser == MONK and MONK not in d.options
    to_day(game, 2, [("monk", 1), ("imp", 1)])
    assert not is_alive(game, 1)


def test_dead_monk_does_not_wake() -> None:
    game = game_of(SEATING)
    game.state.seats[MONK].alive = False
    to_day(game, 3)
    assert "monk" not in [d.step for d in game.decisions]


def test_safe_from_the_demons_other_harm_only() -> None:
    """The protection stops any harm from the Demon's ability (a poisoning too), not others'."""
    game = game_of(SEATING)
    to_night(game, 2)
    advance(game, [("monk", 1)], until="imp")
    assert game.is_protected(1, Harm(2, "imp", by_demon=True), effect="poisoned")
    assert not game.is_protected(1, Harm(4, "poisoner"))
    assert not game.is_protected(4, Harm(2, "imp", by_demon=True))


# ---------------------------------------------------------------------------- jinxes
# Seats: 0 Monk, 1 Leviathan or Riot, 2 Chef, 3 Empath, 4 Soldier, 5 Mayor, 6 Ravenkeeper.
def _jinx_game(demon: str) -> Any:
    return game_of(["monk", demon, "chef", "empath", "soldier", "mayor", "ravenkeeper"], TB_JINX)


def test_jinx_leviathan_monk_good_wins() -> None:
    game = _jinx_game("leviathan")
    to_night(game, 2)
    to_day(game, 2, [("monk", 2)])
    advance(game, execution_plan(game, 1, 2))
    assert game.winner == "good" and game.state.win_condition == "monk"
    assert "Leviathan-Monk jinx" in game.state.win_reason


def test_jinx_leviathan_monk_needs_the_leviathan_to_nominate() -> None:
    game = _jinx_game("leviathan")
    to_night(game, 2)
    to_day(game, 2, [("monk", 2)])
    advance(game, execution_plan(game, 3, 2), until=lambda d: game.state.night == 3)
    assert not game.over and game.state.executions == [(2, 2, "chef")]


def test_jinx_leviathan_monk_needs_a_working_monk() -> None:
    game = _jinx_game("leviathan")
    to_night(game, 2)
    make_drunk(game, MONK)
    to_day(game, 2, [("monk", 2)])
    advance(game, execution_plan(game, 1, 2), until=lambda d: game.state.night == 3)
    assert not game.over


def test_jinx_riot_monk_execution_good_wins() -> None:
    """On an ordinary day, a Riot nominating the protected player who is executed."""
    game = _jinx_game("riot")
    to_night(game, 2)
    to_day(game, 2, [("monk", 2)])
    advance(game, execution_plan(game, 1, 2))
    assert game.winner == "good" and "Riot-Monk jinx" in game.state.win_reason


def test_jinx_riot_monk_riot_day_death_good_wins() -> None:
    """Our reading: on the riot's day the Riot's nominee dies instead of being executed."""
    game = _jinx_game("riot")
    to_night(game, 3, [("monk", 3)])
    to_day(game, 3, [("monk", 2)])
    advance(game, [(("nominate", 1), 2)])
    assert not is_alive(game, 2)
    assert game.winner == "good" and "Riot-Monk jinx" in game.state.win_reason
