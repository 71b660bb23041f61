"""Mathematician: "Each night, you learn how many players' abilities worked abnormally (since
dawn) due to another character's ability." (almanac, Mathematician).

The engine marks false information (drunk, poisoned, the Vortox) and actions that did
nothing a working ability would have done; the Mathematician learns the count of players
marked since dawn (a range when a mark is the Storyteller's to judge).
"""

from clocktower.testing import advance, last_learned, to_day, to_night

from .zombuul_helpers import execute, game_of

# Seats: 0 Imp, 1 Mathematician, 2 Chef, 3 Empath, 4 Poisoner, 5 Oracle, 6 Soldier.
SEATING = ["imp", "mathematician", "chef", "empath", "poisoner", "oracle", "soldier"]
MATH = 1


def _math_decision(game, plan=()):  # type: ignore[no-untyped-def]
    return advance(game, list(plan), until=("inform", "mathematician"))


def test_healthy_nothing_abnormal_learns_zero() -> None:
    game = game_of(SEATING)
    d = _math_decision(game, [("poisoner", 6)])
    assert d.options == (0,) and d.truth == (0,) and d.why == ""
    game.answer(0)
    assert last_learned(game, MATH) == 0


def test_poisoned_chef_told_a_false_number_counts_once() -> None:
    game = game_of(SEATING)
    d = advance(game, [("poisoner", 2)], until=("inform", "chef"))
    assert 0 in d.truth and 2 in d.options
    game.answer(2)  # false: the Imp and the Poisoner do not sit together
    d = _math_decision(game)
    assert d.options == (1,) and d.truth == (1,)
    mark = game.state.abnormal[-1]
    assert mark[0] == 2 and "poisoned" in mark[1] and not mark[2]


def test_poisoned_chef_told_the_truth_is_not_abnormal() -> None:
    """Almanac: a drunk Juggler's correct information is not abnormal."""
    game = game_of(SEATING)
    advance(game, [("poisoner", 2), (("inform", "chef"), 0)], until=("inform", "mathematician"))
    assert game.pending.truth == (0,) and game.state.abnormal == []


def test_drunk_or_poisoned_mathematician_may_learn_any_number() -> None:
    for kw in ({"drunk": [MATH]}, {"poisoned": [MATH]}):
        game = game_of(SEATING, **kw)  # type: ignore[arg-type]
        d = _math_decision(game, [("poisoner", 6)])
        assert d.truth == (0,) and d.options == tuple(range(8)) and d.why in ("drunk", "poisoned")


def test_example_poisoned_oracle_two_for_three() -> None:
    """Almanac: the poisoned Oracle learns 2 dead evil players when there are 3; the
    Mathematician learns 1."""
    # Seats: 0 Imp, 1 Mathematician, 2 Oracle, 3 Poisoner, 4 Baron, 5 Witch, 6 Scarlet Woman, 7 Chef.
    game = game_of(["imp", "mathematician", "oracle", "poisoner", "baron", "witch", "scarletwoman", "chef"])
    to_day(game, 1, plan=[("poisoner", 7)])
    for s in (4, 5, 6):
        game.state.seats[s].alive = game.state.seats[s].public_alive = False
    to_night(game, 2)
    d = advance(game, [("poisoner", 2), ("imp", 7)], until=("inform", "oracle"))
    assert d.truth == (3,)
    game.answer(2)
    d = _math_decision(game)
    assert d.truth == (1,) and d.options == (1,)


def test_only_marks_since_dawn_count() -> None:
    game = game_of(SEATING)
    advance(game, [("poisoner", 2), (("inform", "chef"), 2)], until=("inform", "mathematician"))
    assert game.pending.truth == (1,)
    game.answer(1)
    to_night(game, 2)
    d = _math_decision(game, [("poisoner", 6), ("imp", 6)])
    assert d.truth == (0,)  # the Chef's false number was before dawn


def test_drunk_demon_kill_that_would_have_killed_is_abnormal() -> None:
    game = game_of(SEATING)
    to_night(game, 2, plan=[("poisoner", 6)])
    d = _math_decision(game, [("poisoner", 0), ("imp", 3)])
    assert d.truth == (1,) and game.state.abnormal[-1][0] == 0
    # A poisoned kill of the Soldier (who would not die anyway) is not abnormal.
    game.answer(1)
    to_night(game, 3)
    d = _math_decision(game, [("poisoner", 0), ("imp", 6)])
    assert d.truth == (0,)


def test_jinx_mathematician_drunk_false_info_is_for_the_storyteller_to_judge() -> None:
    """Jinx Mathematician-Drunk: the Mathematician might learn of the Drunk's false information."""
    # Seats: 0 Imp, 1 Mathematician, 2 Drunk (believes Chef), 3 Empath, 4 Poisoner.
    game = game_of(["imp", "mathematician", ("drunk", "chef"), "empath", "poisoner"])
    d = advance(game, [("poisoner", 3)], until=("inform", "chef"))
    game.answer(3 if d.truth != (3,) else 2)
    d = _math_decision(game)
    assert d.truth == (0, 1) and d.options == (0, 1)


def test_example_vortox_makes_the_true_count_illegal() -> None:
    """Almanac: under the Vortox, Townsfolk information is false: the Mathematician is not
    shown the true count (six abnormal, it learns 4)."""
    # Seats: 0 Vortox, 1 Mathematician, 2 Chef, 3 Empath, 4 Poisoner, 5 Oracle.
    game = game_of(["vortox", "mathematician", "chef", "empath", "poisoner", "oracle"])
    d = _math_decision(game, [("poisoner", 5)])
    # The Chef's and the Empath's information was false (the Vortox): two marks.
    assert {m[0] for m in game.state.abnormal} == {2, 3}
    assert 2 not in d.options and "Vortox" in d.why


def test_example_drunk_witch_curse_that_does_nothing_is_abnormal() -> None:
    """Almanac: the drunk Witch's cursed player nominates and nothing happens: abnormal."""
    # Seats: 0 Imp, 1 Mathematician, 2 Witch, 3 Chef, 4 Empath, 5 Soldier.
    game = game_of(["imp", "mathematician", "witch", "chef", "empath", "soldier"], drunk=[2])
    to_day(game, 1, plan=[("witch", 3)])
    execute(game, 3, 5)  # the cursed Chef nominates and lives
    assert game.state.seats[3].alive
    assert [m[0] for m in game.state.abnormal] == [2]
    d = _math_decision(game, [("imp", 5)])
    assert d.truth == (1,)


# ------------------------------------------------------------------ jinxes
from clocktower.script import parse_script  # noqa: E402
from clocktower.testing import learned, seated  # noqa: E402

JINX_SCRIPT = parse_script([{"id": "_meta", "name": "Mathematician and its jinx partners"}, "mathematician",
                            "chambermaid", "chef", "empath", "monk", "soldier", "lunatic", "drunk", "saint",
                            "marionette", "poisoner", "imp"])


def test_jinx_mathematician_marionette_false_info_is_for_the_storyteller_to_judge() -> None:
    # Seats: 0 Imp, 1 Mathematician, 2 Marionette (believes the Chef), 3 Empath, 4 Soldier.
    game = seated(["imp", "mathematician", ("marionette", "chef"), "empath", "soldier"], JINX_SCRIPT)
    d = advance(game, until=("inform", "chef"))
    assert d is not None and d.subject == 2
    game.answer(next(v for v in d.options if v not in d.truth))  # a false number
    d = _math_decision(game)
    assert d.truth == (0, 1) and d.options == (0, 1)  # the Storyteller may count the Marionette
    game.answer(1)
    assert last_learned(game, MATH) == 1


def test_jinx_mathematician_lunatic_attack_of_another_player_is_for_the_storyteller_to_judge() -> None:
    # Seats: 0 Imp, 1 Mathematician, 2 Lunatic (believes the Imp), 3 Empath, 4 Soldier, 5 Monk.
    seating = ["imp", "mathematician", ("lunatic", "imp"), "empath", "soldier", "monk"]
    game = seated(seating, JINX_SCRIPT)
    to_night(game, 2)
    d = _math_decision(game, [(("imp", 0), 3), ("monk", 4), (("imp", 2), 5)])
    assert [e for e in game.events if e.kind == "chose" and e.data["seat"] == 2][-1].data["players"] == [5]
    assert d.truth == (0, 1)  # the Lunatic attacked the Monk, the Imp the Empath
    game = seated(seating, JINX_SCRIPT)
    to_night(game, 2)
    d = _math_decision(game, [(("imp", 0), 3), ("monk", 4), (("imp", 2), 3)])
    assert d.truth == (0,)  # the same player: nothing abnormal


def test_jinx_mathematician_chambermaid_detects_the_mathematician_waking_later() -> None:
    # Seats: 0 Imp, 1 Mathematician, 2 Chambermaid, 3 Empath, 4 Soldier.
    game = seated(["imp", "mathematician", "chambermaid", "empath", "soldier"], JINX_SCRIPT)
    d = advance(game, [("chambermaid", (1, 4))], until=("inform", "chambermaid"))
    assert d is not None and d.truth == (1,)  # the Mathematician wakes after the Chambermaid
    game.answer(1)
    assert learned(game, 2)[-1].text == "1 of them woke tonight due to their ability."
    # Other players count as usual: the Empath woke before the Chambermaid, the Soldier never wakes.
    game = seated(["imp", "mathematician", "chambermaid", "empath", "soldier"], JINX_SCRIPT)
    d = advance(game, [("chambermaid", (3, 4))], until=("inform", "chambermaid"))
    assert d is not None and d.truth == (1,)
