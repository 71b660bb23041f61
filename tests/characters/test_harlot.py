"""Harlot: "Each night*, choose a living player: if they agree, you learn their character,
but you both might die." (almanac, Harlot; Traveller)."""

from clocktower.testing import advance, last_learned, make_drunk, poison, to_night

from .traveller_helpers import with_travellers

HARLOT = 7


def _to_harlot(g):  # type: ignore[no-untyped-def]
    to_night(g, 2)
    return advance(g, until="harlot")


def test_first_night_nothing_then_offers_the_living_players_but_itself() -> None:
    g = with_travellers("harlot")
    d = advance(g, until=lambda d: d.step == "harlot" or g.state.phase == "day")
    assert d is not None and d.step != "harlot"
    g.state.seats[5].alive = False
    d = _to_harlot(g)
    assert d is not None and d.chooser == HARLOT and d.options == (0, 1, 2, 3, 4, 6)


def test_refusal_means_nothing_happens() -> None:
    g = with_travellers("harlot")
    d = _to_harlot(g)
    assert d is not None
    g.answer(2)
    d = advance(g, until="harlot.agree")
    assert d is not None and d.chooser == 2 and d.options == (False, True)
    g.answer(False)
    advance(g, until="talk")
    assert last_learned(g, HARLOT) is None and g.state.seats[2].alive and g.state.seats[HARLOT].alive


def test_almanac_example_reveals_learns_the_character_and_the_storyteller_may_kill_both() -> None:
    # "The Harlot chooses the Mutant, who chooses to reveal. The Storyteller decides that the
    # Harlot and Mutant die tonight." (here the Ravenkeeper).
    g = with_travellers("harlot")
    d = _to_harlot(g)
    assert d is not None
    g.answer(5)
    advance(g, [("harlot.agree", True)], until=("inform", "harlot"))
    d = g.pending
    assert d is not None and d.options == ("ravenkeeper",) and d.truth == ("ravenkeeper",)
    g.answer("ravenkeeper")
    assert last_learned(g, HARLOT) == "ravenkeeper"
    d = advance(g, until="harlot")
    assert d is not None and d.options == (False, True)
    g.answer(True)
    assert not g.state.seats[5].alive and not g.state.seats[HARLOT].alive


def test_almanac_example_the_philosopher_reveals_and_nobody_dies() -> None:
    g = with_travellers("harlot")
    d = _to_harlot(g)
    assert d is not None
    g.answer(0)  # the Imp reveals: the Storyteller should not end the game by killing them
    advance(g, [("harlot.agree", True), (("inform", "harlot"), "imp"), ("harlot", False)], until="talk")
    assert last_learned(g, HARLOT) == "imp" and g.state.seats[0].alive and g.state.seats[HARLOT].alive


def test_almanac_example_the_evil_harlot_learns_truly_and_may_lie() -> None:
    g = with_travellers("harlot", alignments=("evil",))
    d = _to_harlot(g)
    assert d is not None
    g.answer(6)
    advance(g, [("harlot.agree", True)], until=("inform", "harlot"))
    d = g.pending
    assert d is not None and d.options == ("gossip",)


def test_drunk_or_poisoned_harlot_may_learn_anything_and_kills_nobody() -> None:
    for impair in (make_drunk, poison):
        g = with_travellers("harlot")
        impair(g, HARLOT)
        d = _to_harlot(g)
        assert d is not None
        g.answer(2)
        advance(g, [("harlot.agree", True)], until=("inform", "harlot"))
        d = g.pending
        assert d is not None and len(d.options) > 1 and d.truth == ("chambermaid",)
        g.answer("imp")
        advance(g, until="talk")
        assert "harlot" not in [x.step for x in g.decisions if x.kind.value == "storyteller"]
        assert g.state.seats[2].alive and g.state.seats[HARLOT].alive


def test_dead_harlot_does_not_wake() -> None:
    g = with_travellers("harlot")
    g.state.seats[HARLOT].alive = False
    to_night(g, 2)
    advance(g, until="talk")
    assert "harlot" not in [d.step for d in g.decisions]
