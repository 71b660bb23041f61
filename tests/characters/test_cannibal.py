"""Cannibal: "You have the ability of the recently killed executee. If they are evil, you are
poisoned until a good player dies by execution." (almanac, Cannibal).

The last player to die by execution gives the Cannibal their ability (unnamed to it) if
good; if evil, the Cannibal is poisoned until a good player dies by execution and believes
whatever ability the Storyteller picks (the executee's claim first). Jinxes with the Butler,
the Zealot, the Juggler and the Princess. Rulings: docs/rulings/carousel-townsfolk.md.
"""

from typing import Any

from clocktower.testing import advance, is_alive, learned, to_day

from .carousel_townsfolk_helpers import execute, game_of

# Seats: 0 Imp, 1 Cannibal, 2 Baron, 3 Clockmaker, 4 Widow, 5 Empath, 6 Chef.
SEATING: list[Any] = ["imp", "cannibal", "baron", "clockmaker", "widow", "empath", "chef"]
CANNIBAL = 1


def _grants(game: Any) -> list[Any]:
    return list(game.state.granted.get(CANNIBAL, ()))


def _day1_execute(game: Any, nominee: int, plan: list[Any] | None = None) -> None:
    """Day 1: the Chef nominates ``nominee``, who is executed (the Widow poisoned the Chef)."""
    chef = [s.character for s in game.state.seats].index("chef")
    to_day(game, 1, plan=[("widow", chef)] if "widow" in [s.character for s in game.state.seats] else [])
    execute(game, chef, nominee, plan=plan or [])


def test_almanac_the_clockmaker_is_executed_and_the_cannibal_learns_2() -> None:
    """Almanac: the Clockmaker is executed; that night the Cannibal learns the Demon and its
    nearest Minion are 2 steps apart."""
    game = game_of(SEATING)
    _day1_execute(game, 3)
    assert not is_alive(game, 3)
    assert [(g.character, g.believed_only) for g in _grants(game)] == [("clockmaker", False)]
    assert 3 in [r.target for r in game.state.reminders if r.token == "Lunch"]
    d = advance(game, until=lambda d: d.subject == CANNIBAL and d.kind.value == "inform")
    assert d is not None and d.truth == (2,) and d.options == (2,)
    game.answer(2)
    assert learned(game, CANNIBAL)[-1].data["value"] == 2
    # Not told which ability it has: the text names no character.
    assert "Clockmaker" not in learned(game, CANNIBAL)[-1].text


def test_almanac_the_widow_bluffing_fortune_teller_poisoned_cannibal_learns_no() -> None:
    """Almanac: the Widow (bluffing the Fortune Teller) is executed; the Cannibal is poisoned,
    prompted to choose 2 players, and may be told "no" after choosing the Demon."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[("widow", 6)])
    game.public_statement(4, ("claim", "fortuneteller"))
    advance(game, [(("nominate", 6), 4), *[(("vote", s), True) for s in range(7)]],
            until="cannibal.pretend")
    d = game.pending
    assert d is not None and d.options[0] == "fortuneteller" and None in d.options and "widow" in d.options
    game.answer("fortuneteller")
    assert game.ctx(CANNIBAL, "cannibal").is_poisoned(CANNIBAL)
    assert [(g.character, g.believed_only) for g in _grants(game)] == [("fortuneteller", True)]
    d = advance(game, [(lambda d: d.chooser == CANNIBAL and d.kind.value == "choose_players", (0, 2))],
                until=lambda d: d.subject == CANNIBAL and d.kind.value == "inform")
    assert d is not None and False in d.options and True in d.options
    game.answer(False)
    assert learned(game, CANNIBAL)[-1].data["value"] is False


def test_almanac_the_mutant_executed_the_cannibal_learns_nothing() -> None:
    """Almanac: the Mutant is executed: a real Mutant does not wake, so neither does the Cannibal."""
    game = game_of(["imp", "cannibal", "baron", "mutant", "chef", "empath", "widow"])
    _day1_execute(game, 3)
    assert [g.character for g in _grants(game)] == ["mutant"]
    mark = len(game.decisions)
    to_day(game, 2, plan=[("imp", 5)])
    assert not [d for d in game.decisions[mark:] if d.chooser == CANNIBAL or d.subject == CANNIBAL]


def test_a_good_execution_cures_the_poisoning() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("widow", 6)])
    execute(game, 6, 2, plan=[("cannibal.pretend", None)])  # the Baron: evil
    assert game.ctx(CANNIBAL, "cannibal").is_poisoned(CANNIBAL) and _grants(game) == []
    to_day(game, 2, plan=[("imp", 5)])
    execute(game, 6, 3)  # the Clockmaker: good
    assert not game.ctx(CANNIBAL, "cannibal").is_poisoned(CANNIBAL)
    assert [g.character for g in _grants(game)] == ["clockmaker"]
    assert [r.target for r in game.state.reminders if r.token == "Lunch"] == [3]


def test_poisoned_cannibal_has_the_ability_without_it_working() -> None:
    game = game_of(SEATING, poisoned=[CANNIBAL])
    _day1_execute(game, 3)
    assert [g.character for g in _grants(game)] == ["clockmaker"]
    d = advance(game, until=lambda d: d.subject == CANNIBAL and d.kind.value == "inform")
    assert d is not None and len(d.options) > 1 and "poisoned" in d.why


def test_drunk_believing_cannibal_only_believes() -> None:
    game = game_of(["imp", ("drunk", "cannibal"), "baron", "clockmaker", "chef", "empath", "widow"])
    _day1_execute(game, 3)
    assert [(g.character, g.believed_only) for g in _grants(game)] == [("clockmaker", True)]


def test_dead_cannibal_gains_nothing() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("widow", 6)])
    game.state.seats[CANNIBAL].alive = False
    execute(game, 6, 3)
    assert _grants(game) == []


def test_jinx_cannibal_butler_the_cannibal_learns_it() -> None:
    game = game_of(["imp", "cannibal", "baron", "butler", "chef", "empath", "widow"])
    _day1_execute(game, 3)
    assert learned(game, CANNIBAL)[-1].text == "You have the Butler ability."


def test_jinx_cannibal_zealot_the_cannibal_learns_it() -> None:
    game = game_of(["imp", "cannibal", "baron", "zealot", "chef", "empath", "widow"])
    _day1_execute(game, 3)
    assert learned(game, CANNIBAL)[-1].text == "You have the Zealot ability."


def test_jinx_cannibal_clockmaker_not_told() -> None:
    game = game_of(SEATING)
    _day1_execute(game, 3)
    assert not [e for e in learned(game, CANNIBAL) if "ability" in e.text]


def test_jinx_cannibal_juggler_learns_the_executed_jugglers_count() -> None:
    game = game_of(["imp", "cannibal", "baron", "juggler", "chef", "empath", "widow"])
    to_day(game, 1, plan=[("widow", 4)])
    juggle = [(0, "imp"), (2, "baron"), (4, "empath")]
    plan = [(lambda d: d.chooser == 3 and d.kind.value == "day_ability", tuple(juggle))]
    advance(game, plan, until=lambda d: d.step == "nominate")
    execute(game, 4, 3)
    d = advance(game, until=lambda d: d.subject == CANNIBAL and d.kind.value == "inform")
    assert d is not None and d.truth == (2,)


def test_jinx_cannibal_princess_the_demon_does_not_kill_tonight() -> None:
    game = game_of(["imp", "cannibal", "baron", "princess", "chef", "empath", "soldier"])
    to_day(game, 1)
    execute(game, CANNIBAL, 3)
    to_day(game, 2, plan=[("imp", 5)])
    assert is_alive(game, 5)


def test_jinx_cannibal_princess_another_nominator_the_demon_kills() -> None:
    game = game_of(["imp", "cannibal", "baron", "princess", "chef", "empath", "soldier"])
    to_day(game, 1)
    execute(game, 4, 3)
    to_day(game, 2, plan=[("imp", 5)])
    assert not is_alive(game, 5)


def test_almanac_the_executees_bluff_is_the_pretended_ability_offered_first() -> None:
    """Almanac: the evil executee's bluff is the best ability to pretend the Cannibal gained:
    the Storyteller is offered the characters that player claimed first."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[("widow", 6)])
    game.public_statement(2, ("claim", "empath"))
    advance(game, [(("nominate", 6), 2), *[(("vote", s), True) for s in range(7)]], until="cannibal.pretend")
    d = game.pending
    assert d is not None and d.options[:2] == ("empath", None)
