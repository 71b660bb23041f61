"""Voudon: "Only you & the dead can vote. They don't need a vote token to do so. A 50%
majority isn't required." (almanac, Voudon; Traveller)."""

from clocktower.testing import advance, make_drunk, poison, to_day

from .traveller_helpers import vote_plan, with_travellers

VOUDON = 7
DEAD = (4, 5, 6)


def _game(*impair):  # type: ignore[no-untyped-def]
    g = with_travellers("voudon", "thief")
    for f in impair:
        f(g, VOUDON)
    for s in DEAD:
        g.state.seats[s].alive = False
        g.state.seats[s].public_alive = False
    to_day(g, 1)
    return g


def _nominate(g, nominator, nominee, yes):  # type: ignore[no-untyped-def]
    """Run one nomination; returns the vote decisions offered and the voted event's data."""
    n = len(g.state.seats)
    before = len(g.decisions)
    nvoted = len([e for e in g.events if e.kind == "voted"])
    advance(g, vote_plan(nominator, nominee, set(), n)[:1],
            until=lambda d: len([e for e in g.events if e.kind == "voted"]) > nvoted or d.step == "nominate",
            policy=lambda d: (d.chooser in yes and True in d.options) if d.step == "vote" else
            (None if None in d.options else d.options[0]) if d.step != "talk" else ("pass",))
    offered = {d.chooser: d.options for d in g.decisions[before:] if d.step == "vote"}
    return offered, [e for e in g.events if e.kind == "voted"][-1].data


def test_only_the_voudon_and_the_dead_vote_without_spending_ghost_votes() -> None:
    g = _game()
    g.state.seats[4].ghost_vote = False  # no vote token left: votes all the same
    offered, voted = _nominate(g, 1, 2, {4, 5, VOUDON, 0})
    assert offered[0] == (False,) and offered[3] == (False,) and offered[8] == (False,)
    assert set(offered[VOUDON]) == {True, False} and set(offered[4]) == {True, False}
    assert voted["voters"] == [4, 5, 7] and voted["threshold"] == 1
    assert g.state.about_to_die == 2
    assert not g.state.seats[4].ghost_vote and g.state.seats[5].ghost_vote


def test_almanac_example_the_moonchild_with_three_of_four_votes_dies() -> None:
    g = _game()
    _o, voted = _nominate(g, 1, 2, {4, 5, 6})
    assert voted["tally"] == 3 and g.state.about_to_die == 2
    _o, voted = _nominate(g, 3, 0, {4, VOUDON})
    assert voted["tally"] == 2 and g.state.about_to_die == 2


def test_almanac_example_two_dead_then_three_votes_the_gossip_is_executed() -> None:
    g = _game()
    _o, voted = _nominate(g, 1, 0, {4, 5})
    assert g.state.about_to_die == 0
    _o, voted = _nominate(g, 2, 3, {4, 6, VOUDON})
    assert voted["tally"] == 3 and g.state.about_to_die == 3


def test_a_nominee_without_votes_is_not_about_to_die() -> None:
    g = _game()
    _o, voted = _nominate(g, 1, 2, set())
    assert voted["tally"] == 0 and g.state.about_to_die is None


def test_almanac_example_the_exile_vote_is_untouched() -> None:
    g = with_travellers("voudon")
    to_day(g, 1)
    n = len(g.state.seats)
    yes = {0, 1, 2}  # three for, six against (the almanac's five to seven)
    advance(g, [(("exile.call", 0), VOUDON)] + [(("exile.vote", s), s in yes) for s in range(n)],
            until="nominate")
    offered = [d for d in g.decisions if d.step == "exile.vote"]
    assert offered and all(set(d.options) == {True, False} for d in offered)
    assert g.state.seats[VOUDON].alive


def test_drunk_poisoned_or_dead_voudon_changes_nothing() -> None:
    for impair in (make_drunk, poison, None):
        g = _game(*(impair,) if impair else ())
        if impair is None:
            g.state.seats[VOUDON].alive = False
        offered, voted = _nominate(g, 1, 2, {0, 3})
        assert set(offered[0]) == {True, False}
        living = sum(1 for s in g.state.seats if s.alive)
        assert voted["threshold"] == (living + 1) // 2
        assert g.state.seats[4].ghost_vote is True
