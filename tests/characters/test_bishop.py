"""Bishop: "Only the Storyteller can nominate. At least 1 opposing player must be nominated
each day." (almanac, Bishop; Traveller)."""

from clocktower.decisions import STORYTELLER
from clocktower.testing import advance, make_drunk, poison, seated, to_day

from .traveller_helpers import with_travellers

BISHOP = 7
EVIL = (0, 1)  # the Imp and the Assassin


def _bishop_step(g):  # type: ignore[no-untyped-def]
    return advance(g, until="bishop")


def _nominate(g, nominee, yes=frozenset()):  # type: ignore[no-untyped-def]
    """The Storyteller nominates ``nominee``; every seat votes (``yes``: hands raised)."""
    n = len(g.state.seats)
    plan = [("bishop", nominee)] + [(("vote", s), s in yes) for s in range(n)]
    return advance(g, plan, until=lambda d: d.step in ("bishop", "nominate") or g.state.day > 1 and d.step == "talk")


def _reminders(g):  # type: ignore[no-untyped-def]
    return [(r.token, r.target) for r in g.state.reminders if r.character == "bishop"]


def test_good_bishop_the_storyteller_nominates_and_must_nominate_an_evil_player() -> None:
    g = with_travellers("bishop")
    to_day(g, 1)
    d = _bishop_step(g)
    assert d is not None and d.chooser == STORYTELLER and d.step == "bishop"
    assert None not in d.options and set(d.options) == set(range(8))
    assert _reminders(g) == [("Nominate Evil", BISHOP)]
    d = _nominate(g, 3)
    assert d is not None and d.step == "bishop" and None not in d.options and 3 not in d.options
    nominated = [e.data for e in g.events if e.kind == "nominated"][-1]
    assert nominated["nominator"] == STORYTELLER and nominated["by_storyteller"]
    d = _nominate(g, 1)
    assert d is not None and d.step == "bishop" and None in d.options
    assert _reminders(g) == []
    assert "nominate" not in [x.step for x in g.decisions]


def test_almanac_example_good_bishop_demon_minion_two_townsfolk_then_minion_and_another() -> None:
    g = with_travellers("bishop")
    to_day(g, 1)
    for nominee in (0, 1, 2, 3):
        _nominate(g, nominee)
    d = g.pending
    assert d is not None and d.step == "bishop" and None in d.options
    g.answer(None)
    advance(g, until=lambda x: x.step == "bishop" and g.state.day == 2)
    start = len(g.events)
    assert _reminders(g) == [("Nominate Evil", BISHOP)]
    _nominate(g, 1)
    _nominate(g, 4)
    d = g.pending
    assert d is not None and d.step == "bishop" and None in d.options
    g.answer(None)
    assert [e.data["nominee"] for e in g.events[start:] if e.kind == "nominated"] == [1, 4]
    assert "nominate" not in [x.step for x in g.decisions]


def test_almanac_example_evil_bishop_must_have_a_good_player_nominated_then_is_exiled() -> None:
    g = with_travellers("bishop", alignments=("evil",))
    to_day(g, 1)
    d = _bishop_step(g)
    assert d is not None and None not in d.options
    assert _reminders(g) == [("Nominate Good", BISHOP)]
    d = _nominate(g, 0)  # the Demon is not good: still owed
    assert d is not None and d.step == "bishop" and None not in d.options
    d = _nominate(g, 6)  # a good player (the almanac's Minstrel)
    assert d is not None and d.step == "bishop" and None in d.options
    g.answer(None)
    # Day 2: the Bishop is exiled, and the players nominate again.
    n = len(g.state.seats)
    plan = [(("exile.call", 0), BISHOP)] + [(("exile.vote", s), True) for s in range(n)]
    to_day(g, 2)
    before = len(g.decisions)
    d = advance(g, plan, until="nominate")
    assert d is not None and d.chooser != STORYTELLER
    assert not g.state.seats[BISHOP].alive or g.state.seats[BISHOP].left
    assert "bishop" not in [x.step for x in g.decisions[before:]]


def test_drunk_or_poisoned_bishop_players_nominate() -> None:
    for impair in (make_drunk, poison):
        g = with_travellers("bishop")
        impair(g, BISHOP)
        to_day(g, 1)
        d = advance(g, until=lambda x: x.step in ("bishop", "nominate"))
        assert d is not None and d.step == "nominate" and d.chooser != STORYTELLER
        assert _reminders(g) == []


def test_dead_bishop_players_nominate() -> None:
    g = with_travellers("bishop")
    g.state.seats[BISHOP].alive = False
    to_day(g, 1)
    d = advance(g, until=lambda x: x.step in ("bishop", "nominate"))
    assert d is not None and d.step == "nominate"


def test_bishop_dies_mid_nominations_and_the_players_nominate_the_rest_of_the_day() -> None:
    g = with_travellers("bishop")
    to_day(g, 1)
    _bishop_step(g)
    g.state.seats[BISHOP].alive = False  # (as if a day ability had killed the Bishop)
    d = _nominate(g, 3)
    assert d is not None and d.step == "nominate" and d.chooser != STORYTELLER


def test_a_virgin_nominated_by_the_storyteller_executes_nobody() -> None:
    g = seated(["imp", "assassin", "virgin", "innkeeper", "soldier", "ravenkeeper", "gossip", "bishop"],
               script="trouble-brewing")
    d = g.pending
    assert d is not None and d.step == "traveller.alignment"
    g.answer("good")
    to_day(g, 1)
    d = _nominate(g, 2)
    assert d is not None and d.step == "bishop"
    assert all(s.alive for s in g.state.seats) and g.state.executed_today is None

