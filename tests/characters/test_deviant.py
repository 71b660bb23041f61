"""Deviant: "If you were funny today, you cannot die by exile." (almanac, Deviant; Traveller)."""

from clocktower.testing import advance, make_drunk, poison, to_day

from .traveller_helpers import with_travellers

DEV = 7


def _exile(g, yes):  # type: ignore[no-untyped-def]
    n = len(g.state.seats)
    return advance(g, [(("exile.call", 0), DEV)] + [(("exile.vote", s), s in yes) for s in range(n)],
                   until=lambda d: d.step in ("deviant", "nominate"))


def test_almanac_example_funny_deviant_lives_despite_enough_votes() -> None:
    g = with_travellers("deviant", alignments=("evil",))
    to_day(g, 1)
    d = _exile(g, set(range(8)))
    assert d is not None and d.step == "deviant" and d.options == (False, True)
    g.answer(True)
    assert g.state.seats[DEV].alive
    assert [e for e in g.events if e.kind == "exiled" and e.data["seat"] == DEV]
    assert [e for e in g.events if e.kind == "survived" and e.public and e.data.get("exile")]


def test_almanac_example_not_funny_the_next_day_the_deviant_is_exiled() -> None:
    g = with_travellers("deviant")
    to_day(g, 1)
    d = _exile(g, set(range(8)))
    assert d is not None and d.step == "deviant"
    g.answer(True)
    to_day(g, 2)
    d = _exile(g, set(range(8)))
    assert d is not None and d.step == "deviant"
    g.answer(False)
    assert not g.state.seats[DEV].alive


def test_a_failed_exile_asks_nothing() -> None:
    g = with_travellers("deviant")
    to_day(g, 1)
    d = _exile(g, {0, 1})
    assert d is not None and d.step == "nominate" and g.state.seats[DEV].alive


def test_drunk_or_poisoned_deviant_dies_without_a_question() -> None:
    for impair in (make_drunk, poison):
        g = with_travellers("deviant")
        impair(g, DEV)
        to_day(g, 1)
        d = _exile(g, set(range(8)))
        assert d is not None and d.step == "nominate" and not g.state.seats[DEV].alive


def test_dead_deviant_cannot_be_called_for_exile() -> None:
    g = with_travellers("deviant")
    g.state.seats[DEV].alive = False
    to_day(g, 1)
    assert "exile.call" not in [d.step for d in g.decisions]
