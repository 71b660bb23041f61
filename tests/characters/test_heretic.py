"""Heretic: "Whoever wins, loses & whoever loses, wins, even if you are dead." (almanac,
Heretic)."""

from typing import Any

from clocktower.script import parse_script
from clocktower.testing import advance, set_up, to_day

from .carousel_b_helpers import execute, game_of, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Heretic, 3 Chef, 4 Saint, 5 Soldier, 6 Empath.
SEATING: list[Any] = ["imp", "poisoner", "heretic", "chef", "saint", "soldier", "empath"]
HERETIC = 2


def test_healthy_executing_the_demon_makes_evil_win() -> None:
    """Almanac example: three alive, the Demon executed: with a Heretic in play, evil wins."""
    game = game_of(SEATING)
    to_day(game, 1)
    execute(game, 3, 0)
    assert game.winner == "evil"
    assert "Heretic" in game.state.win_reason


def test_drunk_heretic_changes_nothing() -> None:
    game = game_of(SEATING, drunk=[HERETIC])
    to_day(game, 1)
    execute(game, 3, 0)
    assert game.winner == "good"


def test_example_poisoned_heretic_good_wins_when_the_demon_dies() -> None:
    """Almanac: the poisoned Heretic; the Demon dies (here: executed); good wins."""
    game = game_of(SEATING, poisoned=[HERETIC])
    to_day(game, 1)
    execute(game, 3, 0)
    assert game.winner == "good"


def test_example_dead_heretic_saint_executed_good_wins() -> None:
    """Almanac: the Heretic is dead; the Saint is executed; good wins."""
    game = game_of(SEATING)
    to_day(game, 1)
    execute(game, 3, HERETIC)
    assert game.winner is None
    to_night(game, 2)
    to_day(game, 2, plan=[("imp", 5)])
    execute(game, 3, 4)
    assert game.winner == "good"


def test_example_demon_kills_themself_evil_wins() -> None:
    """Almanac: the Heretic claims publicly; that night the Demon kills themself: evil wins
    (the Imp's self-kill with no Minion left to catch the star)."""
    game = game_of(SEATING)
    to_day(game, 1)
    execute(game, 3, 1)  # the Poisoner, so that no Minion becomes the Imp
    to_night(game, 2)
    advance(game, [("imp", 0)])
    assert game.winner == "evil"


def test_example_two_left_with_the_demon_good_wins() -> None:
    """Almanac: three alive; the good team executes a good player, leaving two with the
    Demon: good wins."""
    game = game_of(["imp", "heretic", "chef", "empath", "soldier"])
    to_day(game, 1)
    execute(game, 2, 2)
    to_night(game, 2)
    to_day(game, 2, plan=[("imp", 3)])
    assert len(game.state.alive_seats()) == 3
    execute(game, 4, 4)
    assert game.winner == "good"


def test_a_player_who_believes_they_are_the_heretic_changes_nothing() -> None:
    game = game_of(["imp", "poisoner", ("drunk", "heretic"), "chef", "saint", "soldier", "empath"])
    to_day(game, 1)
    execute(game, 3, 0)
    assert game.winner == "good"


def test_registration_the_heretic_turns_the_win_whatever_the_heretic_registers_as() -> None:
    """No registration is asked: the Heretic's ability reads no one."""
    game = game_of(["imp", "poisoner", "heretic", "chef", "recluse", "soldier", "empath"])
    to_day(game, 1)
    execute(game, 3, 0)
    assert game.winner == "evil"


_JINX_SCRIPT = ["heretic", "saint", "recluse", "butler", "chef", "empath", "soldier", "monk", "sage",
                "mayor", "baron", "spy", "imp"]


def test_jinx_heretic_baron_only_one_in_play() -> None:
    """Jinx: only one of the Heretic and the Baron can be in play: with the Baron in the
    bag the Heretic is not offered; with the Heretic in it, neither the Baron nor the Spy."""
    script = parse_script(_JINX_SCRIPT)
    game, seen = set_up(script, 7, {"setup.minion": ["baron"]})
    assert "heretic" not in seen["setup.outsider"].options
    assert "heretic" not in {s.character for s in game.state.seats}
    game, seen = set_up(parse_script([*_JINX_SCRIPT, "poisoner"]), 8,
                        {"setup.minion": ["poisoner"], "setup.outsider": ["heretic"]})
    chars = {s.character for s in game.state.seats}
    assert "heretic" in chars and not chars & {"baron", "spy"}


def test_jinx_heretic_spy_only_one_in_play() -> None:
    _only_one_of_heretic_and("spy", "setup.minion", "poisoner")


def test_jinx_boffin_heretic_the_demon_cannot_have_the_heretic_ability() -> None:
    """The Boffin is offered the script's not-in-play Outsiders, but never the Heretic."""
    from clocktower.testing import seated
    script = parse_script([{"id": "_meta", "name": "Boffin and Heretic"}, "heretic", "saint", "recluse", "chef",
                           "empath", "soldier", "monk", "mayor", "boffin", "imp"])
    game = seated(["imp", "boffin", "chef", "empath", "soldier", "monk", "mayor"], script)
    d = advance(game, until="boffin.ability")
    assert d is not None and {"saint", "recluse"} <= set(d.options)
    assert "heretic" not in d.options


def test_jinx_heretic_pithag_the_pit_hag_never_creates_the_heretic() -> None:
    game = game_of(["imp", "pithag", "chef", "empath", "soldier", "saint", "sage"])
    to_night(game, 2)
    advance(game, [("pithag", 3), ("pithag", "heretic")], until="talk")
    assert game.state.seats[3].character == "empath"


def _only_one_of_heretic_and(partner: str, step: str, other: str) -> None:
    """Only one of the Heretic and ``partner`` is ever dealt: with ``partner`` in the bag the
    Storyteller is not offered the Heretic, and with the Heretic dealt ``partner`` is not."""
    script = parse_script(list(dict.fromkeys([*_JINX_SCRIPT, partner, "poisoner", "po"])))
    game, seen = set_up(script, 9, {step: [partner]})
    chars = {s.character for s in game.state.seats}
    assert partner in chars and "heretic" not in chars
    if "setup.outsider" in seen:
        assert "heretic" not in seen["setup.outsider"].options
    game, seen = set_up(script, 9, {"setup.minion": ["poisoner"], step: [other], "setup.outsider": ["heretic"]})
    chars = {s.character for s in game.state.seats}
    assert "heretic" in chars and partner not in chars


def test_jinx_heretic_godfather_only_one_in_play() -> None:
    _only_one_of_heretic_and("godfather", "setup.minion", "poisoner")


def test_jinx_heretic_widow_only_one_in_play() -> None:
    _only_one_of_heretic_and("widow", "setup.minion", "poisoner")


def test_jinx_heretic_lleech_only_one_in_play() -> None:
    _only_one_of_heretic_and("lleech", "setup.demon", "po")
