"""Clockmaker: "You start knowing how many steps from the Demon to its nearest Minion."
(almanac, Clockmaker).

The third almanac example (Travellers between the Demon and a Minion) is left out: the
engine has no Travellers.
"""

from typing import Any

from clocktower.testing import advance, learned, to_day

from .bmr_snv_helpers import game_of

# Seats: 0 Imp, 1 Chef, 2 Empath, 3 Poisoner, 4 Clockmaker, 5 Witch, 6 Sage, 7 Soldier,
# 8 Sweetheart, 9 Mutant: the almanac's second example (Poisoner 3 steps clockwise, Witch 5).
EXAMPLE2: list[Any] = ["imp", "chef", "empath", "poisoner", "clockmaker", "witch", "sage", "soldier",
                       "sweetheart", "mutant"]
CLOCKMAKER = 4


def test_example_minion_next_to_the_demon_is_1() -> None:
    game = game_of(["imp", "baron", "chef", "clockmaker", "empath"])
    d = advance(game, until=("inform", "clockmaker"))
    assert d.subject == 3 and d.options == (1,) and d.truth == (1,) and d.why == ""
    game.answer(1)
    assert [e.text for e in learned(game, 3)] == ["The Demon is 1 step from its nearest Minion."]


def test_example_nearest_minion_either_way_round() -> None:
    """Almanac: the Evil Twin 3 steps one way, the Witch 5 the other: the Clockmaker learns 3."""
    game = game_of(EXAMPLE2)
    d = advance(game, [("poisoner", 7)], until=("inform", "clockmaker"))
    assert d.options == (3,) and d.truth == (3,)
    game.answer(3)
    assert learned(game, CLOCKMAKER)[-1].data["value"] == 3


def test_wraps_around_the_circle() -> None:
    # Seats: 0 Baron, 1 Chef, 2 Clockmaker, 3 Empath, 4 Imp: the Baron is one step past seat 4.
    game = game_of(["baron", "chef", "clockmaker", "empath", "imp"])
    d = advance(game, until=("inform", "clockmaker"))
    assert d.options == (1,)


def test_poisoned_may_learn_any_number_to_half_the_table() -> None:
    game = game_of(EXAMPLE2, poisoned=[CLOCKMAKER])
    d = advance(game, [("poisoner", 7)], until=("inform", "clockmaker"))
    assert d.options == (1, 2, 3, 4, 5) and d.truth == (3,) and "poisoned" in d.why


def test_drunk_may_learn_any_number() -> None:
    seating = list(EXAMPLE2)
    seating[CLOCKMAKER] = ("drunk", "clockmaker")
    game = game_of(seating)
    d = advance(game, [("poisoner", 7)], until=("inform", "clockmaker"))
    assert d.options == (1, 2, 3, 4, 5) and d.truth == (3,) and "Drunk" in d.why


def test_dead_clockmaker_learns_nothing() -> None:
    game = game_of(["imp", "baron", "chef", "clockmaker", "empath"])
    game.state.seats[3].alive = False
    to_day(game, 1)
    assert not [d for d in game.decisions if d.step == "clockmaker"] and learned(game, 3) == []


def test_registration_recluse_next_to_the_demon_may_count_as_a_minion() -> None:
    # Seats: 0 Imp, 1 Recluse, 2 Chef, 3 Baron, 4 Clockmaker, 5 Empath.
    game = game_of(["imp", "recluse", "chef", "baron", "clockmaker", "empath"])
    d = advance(game, until=lambda d: d.step == "register.recluse" and "Clockmaker" in d.prompt)
    assert d.options == ("outsider", "demon", "minion") and d.truth == ("outsider",) and d.why == "registration"
    game.answer("minion")
    d = advance(game, until=("inform", "clockmaker"))
    assert d.options == (1,)


def test_registration_recluse_not_registering_leaves_the_true_distance() -> None:
    game = game_of(["imp", "recluse", "chef", "baron", "clockmaker", "empath"])
    d = advance(game, [(lambda d: d.step == "register.recluse" and "Clockmaker" in d.prompt, "outsider")],
                until=("inform", "clockmaker"))
    assert d.options == (3,)


def test_registration_recluse_as_the_demon_measures_from_it() -> None:
    # Seats: 0 Imp, 1 Chef, 2 Empath, 3 Baron, 4 Recluse, 5 Clockmaker, 6 Soldier, 7 Sage.
    game = game_of(["imp", "chef", "empath", "baron", "recluse", "clockmaker", "soldier", "sage"])
    d = advance(game, [(lambda d: d.step == "register.recluse" and "Clockmaker" in d.prompt, "demon")],
                until=("inform", "clockmaker"))
    assert d.options == (1,)  # the Recluse "Demon" sits next to the Baron


def test_vortox_makes_the_number_false() -> None:
    game = game_of(["vortox", "baron", "chef", "clockmaker", "empath", "soldier"])
    d = advance(game, until=("inform", "clockmaker"))
    assert d.options == (2, 3) and d.truth == (1,) and "Vortox" in d.why


def test_example_evil_travellers_are_not_minions() -> None:
    """Almanac (example 3): the Fang Gu sits between two Travellers, one good and one evil;
    a Cerenovus sits next to one of them: the Clockmaker learns a 2, because an evil
    Traveller is not a Minion."""
    from clocktower.testing import seated

    # Sects & Violets: 0 Fang Gu, 1 Barista (good), 2 Cerenovus, 3 Clockmaker, 4 Sage,
    # 5 Dreamer, 6 Mathematician, 7 Flowergirl, 8 Harlot (evil).
    g = seated(["fanggu", "barista", "cerenovus", "clockmaker", "sage", "dreamer", "mathematician",
                "flowergirl", "harlot"], script="sects-and-violets")
    for alignment in ("good", "evil"):
        d = g.pending
        assert d is not None and d.step == "traveller.alignment"
        g.answer(alignment)
    assert g.state.seats[8].alignment == "evil"
    d = advance(g, until=("inform", "clockmaker"))
    assert d is not None and d.subject == 3 and d.truth == (2,)
    g.answer(2)
    assert learned(g, 3)[-1].data.get("value") == 2
