"""Butcher: "Each day, after the 1st execution, you may nominate again." (almanac, Butcher;
Traveller)."""

from clocktower.testing import advance, make_drunk, poison, to_day

from .traveller_helpers import vote_plan, with_travellers

BUTCHER = 7
ALL = set(range(8))


def _again(g, nominee, yes):  # type: ignore[no-untyped-def]
    n = len(g.state.seats)
    d = g.pending
    assert d is not None and d.step == "nominate.again" and d.chooser == BUTCHER
    assert set(d.options) == {None, *range(n)}
    g.answer(nominee)
    advance(g, [(("vote", s), s in yes) for s in range(n)],
            until=lambda d: d.step != "vote")


def _to_again(g, nominator, nominee, yes):  # type: ignore[no-untyped-def]
    n = len(g.state.seats)
    plan = vote_plan(nominator, nominee, yes, n)
    return advance(g, plan, until="nominate.again")


def test_almanac_example_the_witch_then_the_sage_are_executed() -> None:
    g = with_travellers("butcher")
    to_day(g, 1)
    d = _to_again(g, 1, 2, ALL)
    assert d is not None and g.state.executed_today == 2 and not g.state.seats[2].alive
    _again(g, 3, {0, 1, 3, 4})  # 4 of 8 alive... half of 7 living rounds up to 4
    assert not g.state.seats[3].alive
    assert [s for _d, s, _c in g.state.executions] == [2, 3]
    assert "nominate.again" not in [x.step for x in g.decisions][-1:]
    assert [x.step for x in g.decisions].count("nominate.again") == 1


def test_almanac_example_an_exile_is_not_an_execution() -> None:
    g = with_travellers("butcher", "thief")
    to_day(g, 1)
    n = len(g.state.seats)
    advance(g, [(("exile.call", 0), 8)] + [(("exile.vote", s), True) for s in range(n)],
            until=lambda d: g.state.day == 2)
    assert not g.state.seats[8].alive and g.state.executions == []
    assert "nominate.again" not in [x.step for x in g.decisions]


def test_almanac_example_the_town_crier_is_nominated_again_and_executed() -> None:
    g = with_travellers("butcher")
    to_day(g, 1)
    n = len(g.state.seats)
    plan = vote_plan(1, 3, {0}, n) + vote_plan(BUTCHER, 4, ALL, n)
    advance(g, plan, until="nominate.again")
    assert g.state.executed_today == 4
    _again(g, 3, {0, 1, 2, 3})
    assert not g.state.seats[3].alive


def test_second_vote_need_not_beat_the_first() -> None:
    g = with_travellers("butcher")
    to_day(g, 1)
    _to_again(g, 1, 2, ALL)
    _again(g, 3, {0, 1, 3})  # 3 of 7 living: not enough
    assert g.state.seats[3].alive
    voted = [e for e in g.events if e.kind == "voted"][-1].data
    assert voted["threshold"] == 4 and voted["tally"] == 3


def test_drunk_or_poisoned_butcher_nominates_but_nobody_is_executed() -> None:
    for impair in (make_drunk, poison):
        g = with_travellers("butcher")
        impair(g, BUTCHER)
        to_day(g, 1)
        _to_again(g, 1, 2, ALL)
        _again(g, 3, ALL - {2})
        assert g.state.seats[3].alive and g.state.executed_today == 2


def test_dead_butcher_is_not_asked() -> None:
    g = with_travellers("butcher")
    g.state.seats[BUTCHER].alive = False
    to_day(g, 1)
    n = len(g.state.seats)
    advance(g, vote_plan(1, 2, set(range(7)), n), until=lambda d: g.state.day == 2)
    assert g.state.executed_today is None or not g.state.seats[2].alive
    assert "nominate.again" not in [x.step for x in g.decisions]
