"""Gangster: "Once per day, you may choose to kill an alive neighbor, if your other alive
neighbor agrees." (almanac, Gangster; Traveller)."""

from clocktower.state import SAFE, Effect
from clocktower.testing import advance, make_drunk, poison, to_day

from .traveller_helpers import with_travellers

GANG = 7  # neighbours: seat 6 (Gossip) and seat 0 (Imp)


def test_almanac_example_the_baron_agrees_and_the_saint_dies() -> None:
    g = with_travellers("gangster")
    to_day(g, 1)
    d = advance(g, until="gangster")
    assert d is not None and d.chooser == GANG and d.options == (None, 6, 0)
    g.answer(6)
    d = advance(g, until="gangster.agree")
    assert d is not None and d.chooser == 0
    g.answer(True)
    assert not g.state.seats[6].alive


def test_almanac_example_dead_neighbours_are_skipped_and_a_refusal_lets_the_other_way_be_tried() -> None:
    g = with_travellers("gangster", base=["monk", "assassin", "imp", "innkeeper", "soldier", "ravenkeeper",
                                          "gossip"])
    g.state.seats[6].alive = False
    g.state.seats[0].alive = False
    to_day(g, 1)
    d = advance(g, until="gangster")
    assert d is not None and d.options == (None, 5, 1)
    advance(g, [("gangster", 5), ("gangster.agree", False)], until="gangster")
    d = g.pending
    assert d is not None and d.options == (None, 1)
    g.answer(1)
    advance(g, [("gangster.agree", True)], until="nominate")
    assert not g.state.seats[1].alive and g.state.seats[5].alive


def test_almanac_example_a_protected_target_lives_and_the_ability_is_used() -> None:
    g = with_travellers("gangster")
    to_day(g, 1)
    g.state.effects.append(Effect(SAFE, 6, None, None, None, needs_source=False))  # (as the Fool's save)
    advance(g, [("gangster", 6), ("gangster.agree", True)], until="nominate")
    assert g.state.seats[6].alive
    to_day(g, 2)
    advance(g, until="nominate")
    assert [x.step for x in g.decisions].count("gangster") == 2  # once a day: offered again on day 2


def test_neither_agrees_no_use_today() -> None:
    g = with_travellers("gangster")
    to_day(g, 1)
    advance(g, [("gangster", 6), ("gangster.agree", False), ("gangster", 0), ("gangster.agree", False)],
            until="nominate")
    assert all(g.state.seats[s].alive for s in (0, 6))


def test_drunk_or_poisoned_gangster_kills_nobody() -> None:
    for impair in (make_drunk, poison):
        g = with_travellers("gangster")
        impair(g, GANG)
        to_day(g, 1)
        advance(g, [("gangster", 6), ("gangster.agree", True)], until="nominate")
        assert g.state.seats[6].alive


def test_dead_gangster_is_not_offered() -> None:
    g = with_travellers("gangster")
    g.state.seats[GANG].alive = False
    to_day(g, 1)
    advance(g, until="nominate")
    assert "gangster" not in [x.step for x in g.decisions]
