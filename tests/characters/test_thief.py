"""Thief: "Each night, choose a player (not yourself): their vote counts negatively tomorrow."
(almanac, Thief; Traveller)."""

from clocktower import rules
from clocktower.testing import advance, make_drunk, poison, to_day

from .traveller_helpers import run_vote, with_travellers

THIEF = 7


def test_chooses_any_other_player_each_night_and_places_the_reminder() -> None:
    g = with_travellers("thief")
    d = advance(g, until="thief")
    assert d is not None and d.chooser == THIEF and d.options == tuple(range(7))  # not itself
    g.answer(2)
    assert [(r.token, r.target) for r in g.state.reminders if r.character == "thief"] == [("Negative Vote", 2)]


def test_almanac_example_the_chosen_vote_subtracts_one() -> None:
    # "1... 2... 3... 2... 3... 4... 5": seven hands, one of them negative, make five.
    g = with_travellers("thief")
    to_day(g, 1, [("thief", 3)])
    data = run_vote(g, 6, 4, {0, 1, 2, 3, 5, 6, THIEF})
    assert data["tally"] == 5


def test_almanac_example_not_enough_votes_then_an_exile_counts_positive() -> None:
    g = with_travellers("thief", "gunslinger", base=["imp", "assassin", "chambermaid", "innkeeper",
                                                     "soldier", "ravenkeeper", "gossip", "grandmother"])
    thief, gun = 8, 9
    d = advance(g, until="thief")
    assert d is not None
    g.answer(3)
    to_day(g, 1)
    # Abdallah (seat 3) votes to exile: his vote counts as one (no ability touches an exile).
    yes = {0, 1, 2, 3, 4, 5}
    advance(g, [(("exile.call", 0), gun)] + [(("exile.vote", s), s in yes) for s in range(10)],
            until="nominate")
    exile = [e for e in g.events if e.kind == "exile_voted"][-1].data
    assert len(exile["voters"]) == 6 and exile["exiled"]
    # Six hands including Abdallah's make four: 10 alive needs 5, so nobody is about to die.
    data = run_vote(g, 1, 4, {0, 1, 2, 3, 5, 6})
    assert data["tally"] == 4 and data["threshold"] == 5 and data["about_to_die"] is None
    assert thief == g.state.seats[thief].index


def test_drunk_or_poisoned_thief_changes_nothing() -> None:
    for impair in (make_drunk, poison):
        g = with_travellers("thief")
        impair(g, THIEF)
        to_day(g, 1, [("thief", 3)])
        assert run_vote(g, 6, 4, {1, 2, 3})["tally"] == 3


def test_poisoned_at_the_vote_only_also_changes_nothing() -> None:
    g = with_travellers("thief")
    to_day(g, 1, [("thief", 3)])
    poison(g, THIEF)
    assert rules.is_poisoned(g.state, THIEF)
    assert run_vote(g, 6, 4, {1, 2, 3})["tally"] == 3


def test_dead_thief_does_not_wake_and_its_choice_ends() -> None:
    g = with_travellers("thief")
    to_day(g, 1, [("thief", 3)])
    g.state.seats[THIEF].alive = False
    assert run_vote(g, 6, 4, {1, 2, 3})["tally"] == 3
    advance(g, until=lambda d: g.state.night == 2 and g.state.phase == "night")
    advance(g, until="talk")
    assert not [d for d in g.decisions if d.step == "thief" and g.decisions.index(d) > 10]


def test_the_choice_lasts_only_tomorrow() -> None:
    g = with_travellers("thief")
    to_day(g, 1, [("thief", 3)])
    to_day(g, 2, [("thief", 5), ("imp", 4)])
    assert run_vote(g, 6, 2, {1, 3})["tally"] == 2  # seat 3 counts positively again


def test_with_the_bureaucrat_on_the_same_player_the_vote_counts_minus_three() -> None:
    g = with_travellers("bureaucrat", "thief")
    to_day(g, 1, [("bureaucrat", 3), ("thief", 3)])
    assert run_vote(g, 6, 4, {1, 2, 3})["tally"] == 2 - 3
