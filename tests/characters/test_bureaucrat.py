"""Bureaucrat: "Each night, choose a player (not yourself): their vote counts as 3 votes
tomorrow." (almanac, Bureaucrat; Traveller)."""

from clocktower.testing import advance, make_drunk, poison, to_day

from .traveller_helpers import run_vote, with_travellers

BUREAUCRAT = 7


def test_chooses_any_other_player_and_places_3_votes() -> None:
    g = with_travellers("bureaucrat")
    d = advance(g, until="bureaucrat")
    assert d is not None and d.chooser == BUREAUCRAT and d.options == tuple(range(7))
    g.answer(1)
    assert [(r.token, r.target) for r in g.state.reminders if r.character == "bureaucrat"] == [("3 Votes", 1)]


def test_almanac_example_evin_counts_three() -> None:
    # "1... 2... 3... 4-5-6... 7": five hands, Evin's counted three times, make seven.
    g = with_travellers("bureaucrat")
    to_day(g, 1, [("bureaucrat", 3)])
    assert run_vote(g, 6, 4, {0, 1, 2, 3, 5})["tally"] == 7


def test_almanac_example_the_triple_vote_holds_for_every_nomination_that_day() -> None:
    g = with_travellers("bureaucrat")
    to_day(g, 1, [("bureaucrat", 3)])
    assert run_vote(g, 1, 4, {3})["tally"] == 3
    assert run_vote(g, 5, 2, {3})["tally"] == 3
    assert run_vote(g, 6, 0, {3, 1})["tally"] == 4


def test_almanac_example_a_dead_players_ghost_vote_counts_triple() -> None:
    g = with_travellers("bureaucrat")
    to_day(g, 1, [("bureaucrat", 5)])
    g.state.seats[5].alive = g.state.seats[5].public_alive = False
    assert run_vote(g, 6, 4, {5, 1})["tally"] == 4
    assert not g.state.seats[5].ghost_vote


def test_drunk_poisoned_or_dead_bureaucrat_changes_nothing() -> None:
    for impair in (make_drunk, poison):
        g = with_travellers("bureaucrat")
        impair(g, BUREAUCRAT)
        to_day(g, 1, [("bureaucrat", 3)])
        assert run_vote(g, 6, 4, {1, 3})["tally"] == 2
    g = with_travellers("bureaucrat")
    to_day(g, 1, [("bureaucrat", 3)])
    g.state.seats[BUREAUCRAT].alive = False
    assert run_vote(g, 6, 4, {1, 3})["tally"] == 2
