"""Judge: "Once per game, if another player nominated, you may choose to force the current
execution to pass or fail." (almanac, Judge; Traveller)."""

from clocktower.testing import advance, make_drunk, poison, to_day

from .traveller_helpers import vote_plan, with_travellers

JUDGE = 7


def _vote(g, nominator, nominee, yes, judged=None):  # type: ignore[no-untyped-def]
    n = len(g.state.seats)
    plan = vote_plan(nominator, nominee, yes, n)
    return advance(g, plan, until=lambda d: d.step in ("judge", "nominate") and
                   len(g.state.nominations) >= 1 and g.state.nominations[-1].nominee == nominee)


def test_almanac_example_the_evil_judge_fails_the_po_and_the_slayer_stays_about_to_die() -> None:
    g = with_travellers("judge", alignments=("evil",))
    to_day(g, 1)
    d = _vote(g, 1, 2, set(range(8)))
    assert d is not None and d.step == "judge" and d.options == (None, "pass", "fail")
    g.answer(None)
    assert g.state.about_to_die == 2
    d = _vote(g, 3, 4, set(range(8)))
    assert d is not None and d.step == "judge"
    g.answer("fail")
    assert g.state.about_to_die == 2
    voted = [e for e in g.events if e.kind == "voted"][-1].data
    assert voted["tally"] == 0
    assert ("No Ability", JUDGE) in [(r.token, r.target) for r in g.state.reminders]


def test_almanac_example_not_for_its_own_nomination_then_passes_the_goon_with_one_vote() -> None:
    g = with_travellers("judge", "thief")
    to_day(g, 1)
    n = len(g.state.seats)
    advance(g, [(("exile.call", 0), 8)] + [(("exile.vote", s), False) for s in range(n)], until="nominate")
    assert "judge" not in [x.step for x in g.decisions]
    advance(g, vote_plan(JUDGE, 5, set(), n), until="nominate")
    assert "judge" not in [x.step for x in g.decisions]
    d = _vote(g, 1, 4, {2})
    assert d is not None and d.step == "judge"
    g.answer("pass")
    assert g.state.executed_today == 4 and not g.state.seats[4].alive


def test_once_per_game() -> None:
    g = with_travellers("judge")
    to_day(g, 1)
    d = _vote(g, 1, 2, set())
    assert d is not None
    g.answer("fail")
    n = len(g.state.seats)
    advance(g, vote_plan(3, 4, set(), n), until="nominate")
    assert [x.step for x in g.decisions].count("judge") == 1


def test_drunk_or_poisoned_judge_uses_it_and_nothing_changes() -> None:
    for impair in (make_drunk, poison):
        g = with_travellers("judge")
        impair(g, JUDGE)
        to_day(g, 1)
        d = _vote(g, 1, 4, {2})
        assert d is not None
        g.answer("pass")
        assert g.state.executed_today is None and g.state.seats[4].alive


def test_dead_judge_is_not_offered() -> None:
    g = with_travellers("judge")
    g.state.seats[JUDGE].alive = False
    to_day(g, 1)
    n = len(g.state.seats)
    advance(g, vote_plan(1, 4, set(), n), until="nominate")
    assert "judge" not in [x.step for x in g.decisions]
