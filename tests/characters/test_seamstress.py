"""Seamstress: "Once per game, at night, choose 2 players (not yourself): you learn if they are the same
alignment." (almanac, Seed 002).

Each night until it acts, the Seamstress may decline or choose two other players, alive or
dead. Choosing spends the ability (NO ABILITY), even drunk or poisoned. It learns whether
the two register as the same alignment (a Recluse may register as evil); drunk or poisoned,
either answer.
"""

from clocktower.decisions import DecisionKind
from clocktower.testing import advance, is_alive, last_learned, learned, seated, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Seamstress, 3 Recluse, 4 Chef, 5 Steward
SEATING = ["imp", "poisoner", "seamstress", "recluse", "chef", "steward"]
SEAM = 2


def sew(game, pair, plan=()):
    return advance(game, [*plan, ("seamstress", True), ("seamstress", pair)], until=("inform", "seamstress"))


def test_may_decline_then_choose_two_others() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, [("poisoner", 5)], until="seamstress")
    assert d.chooser == SEAM and d.options == (False, True)
    game.answer(False)
    to_night(game, 2)
    d = advance(game, [("poisoner", 5), ("imp", 5), ("seamstress", True)], until="seamstress")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.options == (0, 1, 3, 4, 5) and d.count == (2, 2)
    assert not is_alive(game, 5)
    game.answer((0, 5))  # a dead player may be chosen
    d = advance(game, until=("inform", "seamstress"))
    assert d.options == (False,)
    game.answer(False)
    assert learned(game, SEAM)[-1].text == "They are different alignments."
    assert SEAM in [r.target for r in game.state.reminders if r.token == "No ability"]
    to_night(game, 4)
    assert len([d for d in game.decisions if d.step == "seamstress" and d.options == (False, True)]) == 2


def test_same_alignment() -> None:
    game = seated(SEATING, script="seed-002")
    d = sew(game, (0, 1), [("poisoner", 5)])
    assert d.options == (True,)
    game.answer(True)
    assert last_learned(game, SEAM) is True
    assert learned(game, SEAM)[-1].text == "They are the same alignment."


def test_recluse_may_register_as_evil() -> None:
    game = seated(SEATING, script="seed-002")
    to_seamstress = lambda d: d.step == "register.recluse" and "Seamstress" in d.prompt  # noqa: E731
    d = sew(game, (0, 3), [("poisoner", 5), (to_seamstress, "evil")])
    assert d.options == (True,)
    assert [x.options for x in game.decisions if to_seamstress(x)] == [("good", "evil")]


def test_poisoned_seamstress_may_learn_either_and_spends_the_ability() -> None:
    game = seated(SEATING, script="seed-002")
    d = sew(game, (0, 1), [("poisoner", SEAM)])
    assert d.options == (True, False) and d.truth == (True,) and "poisoned" in d.why
    game.answer(False)
    to_night(game, 3)
    assert len([d for d in game.decisions if d.step == "seamstress" and d.options == (False, True)]) == 1


def test_drunk_seamstress_may_learn_either() -> None:
    game = seated(["imp", "poisoner", ("drunk", "seamstress"), "chef", "steward"], script="seed-002")
    d = sew(game, (3, 4), [("poisoner", 4)])
    assert d.options == (True, False) and "Drunk" in d.why


def test_dead_seamstress_does_not_wake() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 5)])
    mark = len(game.decisions)
    advance(game, [("poisoner", 5), ("imp", SEAM)], until=lambda d: game.state.day == 2)
    assert not [d for d in game.decisions[mark:] if d.step == "seamstress"]


def test_vortox_gives_the_wrong_answer() -> None:
    game = seated(["vortox", "poisoner", "seamstress", "chef", "steward"], script="seed-002")
    d = sew(game, (3, 4), [("poisoner", 4)])
    assert d.options == (False,) and "Vortox" in d.why
