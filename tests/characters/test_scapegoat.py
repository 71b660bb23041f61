"""Scapegoat: "If a player of your alignment is executed, you might be executed instead."
(almanac, Scapegoat; Traveller)."""

from clocktower.testing import advance, make_drunk, poison, to_day

from .traveller_helpers import vote_plan, with_travellers

GOAT = 7


def _execute(g, nominee, plan=()):  # type: ignore[no-untyped-def]
    n = len(g.state.seats)
    yes = set(range(n))
    return advance(g, [*vote_plan(1, nominee, yes, n), *plan], until="scapegoat")


def test_almanac_example_a_good_player_executed_the_storyteller_may_execute_the_scapegoat() -> None:
    g = with_travellers("scapegoat")
    to_day(g, 1)
    d = _execute(g, 2)
    assert d is not None and d.options == (2, GOAT)
    g.answer(GOAT)
    assert g.state.executed_today == GOAT and g.state.seats[2].alive and not g.state.seats[GOAT].alive
    # The Scapegoat is the one executed (the Undertaker would learn it).
    assert g.state.executions[-1][1:] == (GOAT, "scapegoat")


def test_almanac_example_the_storyteller_may_let_the_player_die() -> None:
    g = with_travellers("scapegoat", alignments=("evil",))
    to_day(g, 1)
    d = _execute(g, 1)  # the Assassin, evil like this Scapegoat
    assert d is not None
    g.answer(1)
    assert not g.state.seats[1].alive and g.state.seats[GOAT].alive


def test_not_offered_for_a_player_of_the_other_alignment() -> None:
    g = with_travellers("scapegoat")
    to_day(g, 1)
    n = len(g.state.seats)
    advance(g, vote_plan(1, 1, set(range(n)), n),
            until=lambda d: g.state.executed_today is not None or d.step == "scapegoat")
    assert "scapegoat" not in [d.step for d in g.decisions] and g.state.executed_today == 1


def test_drunk_poisoned_or_dead_scapegoat_is_never_offered() -> None:
    for impair in (make_drunk, poison, None):
        g = with_travellers("scapegoat")
        if impair is None:
            g.state.seats[GOAT].alive = False
        else:
            impair(g, GOAT)
        to_day(g, 1)
        n = len(g.state.seats)
        advance(g, vote_plan(1, 2, set(range(n)), n),
                until=lambda d: g.state.executed_today is not None or d.step == "scapegoat")
        assert "scapegoat" not in [d.step for d in g.decisions] and g.state.executed_today == 2


def _tb_game(*, goat_alignment: str = "good"):  # type: ignore[no-untyped-def]
    """Trouble Brewing: 0 Imp, 1 Spy, 2 Fortune Teller, 3 Undertaker, 4 Soldier, 5 Empath,
    6 Chef, 7 the Scapegoat (its alignment given)."""
    from clocktower.testing import seated

    g = seated(["imp", "spy", "fortuneteller", "undertaker", "soldier", "empath", "chef", "scapegoat"],
               script="trouble-brewing")
    advance(g, [("fortuneteller.redherring", 4)], until="traveller.alignment")
    g.answer(goat_alignment)
    return g


def test_almanac_example_the_goat_dies_for_the_fortune_teller_and_the_undertaker_learns_it() -> None:
    from clocktower.testing import learned

    g = _tb_game()
    to_day(g, 1)
    d = _execute(g, 2)
    assert d is not None and d.options == (2, GOAT)
    g.answer(GOAT)
    assert g.state.seats[2].alive and not g.state.seats[GOAT].alive
    advance(g, until=lambda d: g.state.day == 2)
    assert [(e.data["what"], e.data["value"]) for e in learned(g, 3)] == [
        ("which character died by execution today", "scapegoat")]


def test_almanac_example_the_spy_about_to_be_executed_the_good_goat_dies_instead() -> None:
    g = _tb_game()
    to_day(g, 1)
    n = len(g.state.seats)
    d = advance(g, vote_plan(2, 1, set(range(n)), n), until=lambda d: d.step in ("register.spy", "scapegoat"))
    # The Spy may register as good to the Scapegoat: the Storyteller is asked.
    assert d is not None and d.step == "register.spy" and set(d.options) == {"good", "evil"}
    g.answer("good")
    d = advance(g, until="scapegoat")
    assert d is not None and d.options == (1, GOAT)
    g.answer(GOAT)
    assert g.state.seats[1].alive and not g.state.seats[GOAT].alive
    assert g.state.executions[-1][1:] == (GOAT, "scapegoat")


def test_the_spy_registering_evil_is_not_saved_by_a_good_goat() -> None:
    g = _tb_game()
    to_day(g, 1)
    n = len(g.state.seats)
    advance(g, [*vote_plan(2, 1, set(range(n)), n), ("register.spy", "evil")],
            until=lambda d: g.state.executed_today is not None or d.step == "scapegoat")
    assert "scapegoat" not in [d.step for d in g.decisions] and g.state.executed_today == 1
