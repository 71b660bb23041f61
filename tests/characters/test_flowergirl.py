"""Flowergirl: "Each night*, you learn if a Demon voted today." (almanac, Flowergirl).

Left out: the first almanac example (what the Storyteller does if they forget: a table
procedure, not a rule).
"""

from typing import Any

from clocktower.testing import advance, is_alive, learned, make_drunk, to_day

from .bmr_snv_helpers import game_of

# Seats: 0 Imp, 1 Flowergirl, 2 Chef, 3 Recluse, 4 Scarletwoman, 5 Empath, 6 Soldier.
SEATING: list[Any] = ["imp", "flowergirl", "chef", "recluse", "scarletwoman", "empath", "soldier"]
FLOWERGIRL = 1
IMP = 0


def _votes(nominator: int, nominee: int, voters: list[int]) -> list[Any]:
    return [(("nominate", nominator), nominee)] + [(("vote", v), True) for v in voters]


def _night2_answer(game, plan: list[Any]) -> Any:
    to_day(game, 1)
    return advance(game, plan, until=("inform", "flowergirl"))


def test_does_not_wake_on_the_first_night() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    assert not [d for d in game.decisions if d.step == "flowergirl"]


def test_example_one_nomination_demon_did_not_vote() -> None:
    """Almanac: one nomination, many votes, an execution, the Demon did not vote: "no"."""
    game = game_of(SEATING)
    d = _night2_answer(game, _votes(2, 5, [1, 2, 3, 4, 6]) + [("imp", 6)])
    assert not is_alive(game, 5)
    assert d.subject == FLOWERGIRL and d.options == (False,) and d.truth == (False,) and d.why == ""
    game.answer(False)
    assert [e.text for e in learned(game, FLOWERGIRL)] == ["No Demon voted today."]


def test_example_demon_voted_in_the_second_of_three_nominations() -> None:
    """Almanac: three nominations, the Demon votes in the second, nobody is executed: "yes"."""
    game = game_of(SEATING)
    plan = _votes(0, 2, []) + _votes(1, 5, [IMP]) + _votes(2, 6, [])
    d = _night2_answer(game, plan + [("imp", 6)])
    assert game.state.executions == []
    assert d.options == (True,) and d.truth == (True,)
    game.answer(True)
    assert learned(game, FLOWERGIRL)[-1].text == "A Demon voted today."


def test_no_nominations_is_no() -> None:
    game = game_of(SEATING)
    d = _night2_answer(game, [("imp", 6)])
    assert d.options == (False,)


def test_poisoned_may_learn_either() -> None:
    game = game_of(SEATING, poisoned=[FLOWERGIRL])
    d = _night2_answer(game, _votes(0, 2, [IMP]) + [("imp", 6)])
    assert set(d.options) == {True, False} and d.truth == (True,) and "poisoned" in d.why


def test_drunk_may_learn_either() -> None:
    seating = list(SEATING)
    seating[FLOWERGIRL] = ("drunk", "flowergirl")
    game = game_of(seating)
    d = _night2_answer(game, _votes(0, 2, [IMP]) + [("imp", 6)])
    assert set(d.options) == {True, False} and d.truth == (True,) and "Drunk" in d.why


def test_drunk_through_the_day_sober_at_night_learns_the_truth() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    drunk = make_drunk(game, FLOWERGIRL)
    advance(game, _votes(0, 2, [IMP]), until=lambda d: game.state.phase == "night")
    game.state.effects.remove(drunk)
    d = advance(game, [("imp", 6)], until=("inform", "flowergirl"))
    assert d.options == (True,)


def test_dead_flowergirl_does_not_wake() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    game.state.seats[FLOWERGIRL].alive = False
    to_day(game, 2, plan=_votes(0, 2, [IMP]) + [("imp", 6)])
    assert not [d for d in game.decisions if d.step == "flowergirl"]


def test_registration_a_recluse_vote_may_count_as_a_demon_vote() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("register.recluse", "good")])  # (the Chef's question, night 1)
    d = advance(game, _votes(0, 2, [3]) + [("imp", 6)],
                until=lambda d: d.step == "register.recluse" and "Flowergirl" in d.prompt)
    assert d.options == ("outsider", "demon", "minion") and d.truth == ("outsider",) and d.why == "registration"
    game.answer("demon")
    d = advance(game, until=("inform", "flowergirl"))
    assert d.options == (True,)


def test_registration_recluse_not_registering_is_no() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("register.recluse", "good")])
    d = advance(game, _votes(0, 2, [3]) + [("imp", 6),
                (lambda d: d.step == "register.recluse" and "Flowergirl" in d.prompt, "outsider")],
                until=("inform", "flowergirl"))
    assert d.options == (False,)


def test_ruling_a_minion_who_becomes_the_demon_later_did_not_vote_as_the_demon() -> None:
    """The Scarlet Woman votes to execute the Imp and becomes the Imp: no Demon voted."""
    game = game_of(SEATING)
    d = _night2_answer(game, _votes(2, IMP, [1, 2, 3, 4, 5, 6]) + [("imp", 6)])
    assert game.state.seats[4].character == "imp" and not is_alive(game, IMP)
    assert d.options == (False,)


def test_ruling_a_dead_demons_ghost_vote_counts() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    game.state.seats[IMP].alive = False
    game.state.seats[4].character = "imp"  # (as if the Scarlet Woman had caught the star-pass)
    game.state.seats[4].believed = "imp"
    d = advance(game, _votes(2, 5, [IMP]) + [("imp", 6)], until=("inform", "flowergirl"))
    assert d.options == (True,)


def test_example_an_exile_is_not_a_vote_for_the_flowergirl() -> None:
    """Almanac (example 4): no nominations today; a Traveller is exiled with every hand
    raised, the Demon's too: the Flowergirl learns that no Demon voted (abilities do not
    see exiles)."""
    from clocktower.testing import seated

    # Sects & Violets: 0 Fang Gu, 1 Flowergirl, 2 Witch, 3 Sage, 4 Dreamer, 5 Oracle,
    # 6 Savant, 7 the Barista (a good Traveller).
    g = seated(["fanggu", "flowergirl", "witch", "sage", "dreamer", "oracle", "savant", "barista"],
               script="sects-and-violets")
    advance(g, until="traveller.alignment")
    g.answer("good")
    to_day(g, 1)
    n = len(g.state.seats)
    d = advance(g, [(("exile.call", 3), 7)] + [(("exile.vote", s), True) for s in range(n)]
                + [("fanggu", 6)], until=("inform", "flowergirl"))
    assert not g.state.seats[7].alive or g.state.seats[7].left
    voted = [e for e in g.events if e.kind == "exile_voted"]
    assert len(voted) == 1 and 0 in voted[0].data["voters"]  # the Fang Gu raised a hand
    assert not [e for e in g.events if e.kind == "nominated"]
    assert d is not None and d.truth == (False,)
    g.answer(False)
    assert [e.text for e in learned(g, FLOWERGIRL)] == ["No Demon voted today."]
