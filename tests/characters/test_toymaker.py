"""Toymaker (Fabled): "The Demon may choose not to attack & must do this at least once per
game. Evil players get normal starting info." (almanac).

Our reading: the Demon is marked FINAL NIGHT: NO ATTACK at setup. Each night it wakes to
attack it may choose not to, which removes the mark; on a night whose attack could end the
game (three or fewer alive) a Demon still marked does not wake. The first night's Minion and
Demon info happen at any player count. A Fabled: a drunk or poisoned Demon still chooses.
"""

from clocktower.decisions import STORYTELLER
from clocktower.script import parse_script
from clocktower.testing import advance, seated, to_day, to_night

SCRIPT = parse_script([{"id": "_meta", "name": "toymaker test"}, "empath", "chef", "monk", "soldier", "saint",
                       "poisoner", "imp", "toymaker"], source="toymaker-test")
# Seats: 0 Imp, 1 Poisoner, 2 Empath, 3 Chef, 4 Soldier
SEATING = ["imp", "poisoner", "empath", "chef", "soldier"]
IMP, POISONER, EMPATH, CHEF, SOLDIER = range(5)
MARK = "Final Night: No Attack"


def _marks(game):
    return [r.target for r in game.state.reminders if r.character == "toymaker" and r.token == MARK]


def _night(game, n, plan=()):
    """Run night ``n`` (from its start) to the next day, answering ``plan``; returns the steps."""
    to_night(game, n)
    mark = len(game.decisions)
    advance(game, plan, until=lambda d: game.state.day == n)
    return [d.step for d in game.decisions[mark:]]


def test_the_demon_is_marked_at_setup() -> None:
    game = seated(SEATING, SCRIPT)
    assert _marks(game) == [IMP]


def test_evil_info_in_a_five_player_game() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    assert [e.seats for e in game.events if e.kind == "minion_info"] == [(POISONER,)]
    assert any(e.kind == "demon_info" and e.seats == (IMP,) for e in game.events)


def test_without_the_toymaker_no_evil_info_at_five() -> None:
    game = seated(SEATING, parse_script([{"id": "_meta", "name": "plain"}, "empath", "chef", "soldier", "saint",
                                         "poisoner", "imp"], source="plain"))
    to_day(game, 1)
    assert not any(e.kind == "minion_info" for e in game.events)


def test_the_demon_may_choose_not_to_attack() -> None:
    game = seated(SEATING, SCRIPT)
    to_night(game, 2)
    d = advance(game, [("poisoner", CHEF)], until="toymaker")
    assert d.chooser == IMP and d.options == (True, False)
    game.answer(False)
    advance(game, until=lambda d: game.state.day == 2)
    assert all(s.alive for s in game.state.seats) and _marks(game) == []


def test_attacking_keeps_the_mark() -> None:
    game = seated(SEATING, SCRIPT)
    _night(game, 2, [("poisoner", CHEF), ("toymaker", True), ("imp", EMPATH)])
    assert not game.state.seats[EMPATH].alive and _marks(game) == [IMP]


def test_poisoned_demon_still_chooses() -> None:
    game = seated(SEATING, SCRIPT, poisoned=[IMP])
    to_night(game, 2)
    d = advance(game, [("poisoner", CHEF)], until="toymaker")
    assert d.chooser == IMP
    game.answer(False)
    assert _marks(game) == [] and game.ctx(STORYTELLER, "toymaker").functioning


def test_almanac_imp_skips_night_two_and_kills_on_night_three() -> None:
    game = seated(["imp", "poisoner", "empath", "chef", "soldier", "monk", "saint"], SCRIPT)
    game.state.seats[5].alive = False
    game.state.seats[6].alive = False  # five players alive
    _night(game, 2, [("poisoner", CHEF), ("toymaker", False)])
    assert sum(s.alive for s in game.state.seats) == 5
    game.state.seats[SOLDIER].alive = False  # four alive on night 3
    steps = _night(game, 3, [("poisoner", CHEF), ("toymaker", True), ("imp", EMPATH)])
    assert "imp" in steps and not game.state.seats[EMPATH].alive


def test_almanac_imp_kills_on_night_two_and_cannot_attack_on_the_final_night() -> None:
    game = seated(SEATING, SCRIPT)
    _night(game, 2, [("poisoner", CHEF), ("toymaker", True), ("imp", EMPATH)])
    assert sum(s.alive for s in game.state.seats) == 4
    game.state.seats[SOLDIER].alive = False  # three alive: the final night
    steps = _night(game, 3, [("poisoner", CHEF)])
    assert "toymaker" not in steps and "imp" not in steps
    assert sum(s.alive for s in game.state.seats) == 3 and game.winner is None


def test_a_lunatic_declining_leaves_the_demons_mark() -> None:
    script = parse_script([{"id": "_meta", "name": "toymaker lunatic"}, "empath", "chef", "soldier", "lunatic",
                           "poisoner", "imp", "toymaker"], source="toymaker-lunatic")
    game = seated(["imp", "poisoner", ("lunatic", "imp"), "chef", "soldier", "empath"], script)
    to_night(game, 2)
    advance(game, [("poisoner", CHEF)], until=lambda d: d.step == "toymaker" and d.chooser == 2)
    game.answer(False)
    assert _marks(game) == [IMP]
