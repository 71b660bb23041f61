"""Gunslinger: "Each day, after the 1st vote has been tallied, you may choose a player that
voted: they die." (almanac, Gunslinger; Traveller)."""

from clocktower.decisions import DecisionKind
from clocktower.testing import advance, make_drunk, poison, to_day

from .traveller_helpers import vote_plan, with_travellers

GUN = 7


def _first_vote(g, yes, nominee=4, nominator=1):  # type: ignore[no-untyped-def]
    n = len(g.state.seats)
    return advance(g, vote_plan(nominator, nominee, yes, n), until="gunslinger")


def test_after_the_first_vote_offers_the_alive_voters() -> None:
    g = with_travellers("gunslinger")
    to_day(g, 1)
    d = _first_vote(g, {1, 2, 3})
    assert d is not None and d.chooser == GUN and d.kind == DecisionKind.DAY_ABILITY
    assert d.options == (None, 1, 2, 3)
    g.answer(2)
    assert not g.state.seats[2].alive
    assert [e for e in g.events if e.kind == "announced" and e.data.get("target") == 2 and e.public]


def test_almanac_example_the_nominee_stays_about_to_die() -> None:
    g = with_travellers("gunslinger")
    to_day(g, 1)
    d = _first_vote(g, {0, 1, 2, 3, 5}, nominee=0)
    assert d is not None
    g.answer(5)
    assert not g.state.seats[5].alive and g.state.about_to_die == 0


def test_only_the_first_vote_of_the_day() -> None:
    g = with_travellers("gunslinger")
    to_day(g, 1)
    d = _first_vote(g, {1})
    assert d is not None
    g.answer(None)
    n = len(g.state.seats)
    advance(g, vote_plan(5, 2, {1, 3, 4}, n), until=lambda x: x.step == "nominate" and len(g.state.nominations) == 2)
    assert [x.step for x in g.decisions].count("gunslinger") == 1


def test_almanac_example_an_exile_is_not_the_first_vote() -> None:
    g = with_travellers("gunslinger", "thief")
    to_day(g, 1)
    advance(g, [(("exile.call", 0), 8)] + [(("exile.vote", s), True) for s in range(9)], until="nominate")
    assert not g.state.seats[8].alive
    d = _first_vote(g, {2})
    assert d is not None and d.options == (None, 2)
    g.answer(2)
    assert not g.state.seats[2].alive


def test_drunk_or_poisoned_gunslinger_chooses_but_nobody_dies() -> None:
    for impair in (make_drunk, poison):
        g = with_travellers("gunslinger")
        impair(g, GUN)
        to_day(g, 1)
        d = _first_vote(g, {1, 2})
        assert d is not None
        g.answer(1)
        assert g.state.seats[1].alive


def test_dead_gunslinger_is_not_offered() -> None:
    g = with_travellers("gunslinger")
    to_day(g, 1)
    g.state.seats[GUN].alive = False
    n = len(g.state.seats)
    advance(g, vote_plan(6, 4, {1, 2}, n), until="nominate")
    assert "gunslinger" not in [x.step for x in g.decisions]
