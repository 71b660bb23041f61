"""Gnome: "All players start knowing a player of your alignment. You may choose to kill anyone
who nominates them." (almanac, Gnome; Traveller)."""

from clocktower.engine import Game
from clocktower.testing import advance, make_drunk, poison, seated, to_day

from .traveller_helpers import BASE, SCRIPT, vote_plan

GNOME = 7


def _gnome(alignment="good", amigo=None, impair=None):  # type: ignore[no-untyped-def]
    g = seated([*BASE, "gnome"], script=SCRIPT)
    if impair is not None:
        impair(g, GNOME)
    d = g.pending
    assert d is not None and d.step == "traveller.alignment"
    g.answer(alignment)
    d = g.pending
    assert d is not None and d.step == "gnome"
    if amigo is not None:
        g.answer(amigo)
    return g, d


def test_almanac_example_a_good_gnome_at_the_start_names_a_good_player_before_the_first_night() -> None:
    g, d = _gnome(amigo=3)
    assert d.options == (2, 3, 4, 5, 6)
    assert g.state.night == 0 or g.state.phase != "day"
    ann = [e for e in g.events if e.kind == "announced" and e.data.get("amigo") == 3]
    assert ann and ann[0].public
    assert [(r.token, r.target) for r in g.state.reminders if r.character == "gnome"] == [("Amigo", 3)]
    # Day 3-like: the Gnome does not use the ability; the nomination goes on to its vote.
    to_day(g, 1)
    n = len(g.state.seats)
    d = advance(g, [(("nominate", 1), 3)], until="gnome.kill")
    assert d is not None and d.chooser == GNOME and d.options == (False, True)
    advance(g, [("gnome.kill", False)] + vote_plan(1, 3, set(), n)[1:], until="nominate")
    assert g.state.seats[1].alive and [e for e in g.events if e.kind == "voted"]


def test_an_evil_gnome_names_an_evil_player() -> None:
    _g, d = _gnome("evil")
    assert d.options == (0, 1)


def test_almanac_example_the_gnome_joins_on_day_2_and_kills_nominators_of_the_demon() -> None:
    g = Game(SCRIPT, seating=BASE, joining=["Lewis"])
    advance(g, [("traveller.join", "Lewis"), ("traveller.character", "gnome"), ("traveller.alignment", "evil")],
            until="gnome")
    d = g.pending
    assert d is not None and d.options == (0, 1)
    g.answer(0)
    to_day(g, g.state.day if g.state.phase == "day" else g.state.day + 1)
    advance(g, [(("nominate", 2), 0)], until="gnome.kill")
    g.answer(True)
    assert not g.state.seats[2].alive


def test_not_offered_for_other_nominees_or_when_dead() -> None:
    g, _ = _gnome(amigo=3)
    to_day(g, 1)
    n = len(g.state.seats)
    advance(g, vote_plan(1, 4, set(), n), until="nominate")
    g.state.seats[GNOME].alive = False
    advance(g, vote_plan(2, 3, set(), n), until="nominate")
    assert "gnome.kill" not in [x.step for x in g.decisions]


def test_drunk_or_poisoned_gnome_may_choose_but_nobody_dies() -> None:
    for impair in (make_drunk, poison):
        g, d = _gnome(impair=impair)
        assert d.options == (0, 1, 2, 3, 4, 5, 6)  # false information is possible
        g.answer(0)
        to_day(g, 1)
        advance(g, [(("nominate", 2), 0)], until="gnome.kill")
        g.answer(True)
        assert g.state.seats[2].alive
