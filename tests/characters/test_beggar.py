"""Beggar: "You must use a vote token to vote. If a dead player gives you theirs, you learn
their alignment. You are sober and healthy." (almanac, Beggar; Traveller)."""

from clocktower.testing import advance, learned, to_day

from .traveller_helpers import run_vote, with_travellers

BEGGAR = 7


def _dead(g, *seats):  # type: ignore[no-untyped-def]
    for s in seats:
        g.state.seats[s].alive = g.state.seats[s].public_alive = False


def test_without_a_token_the_beggar_may_not_vote() -> None:
    g = with_travellers("beggar")
    to_day(g, 1)
    d = advance(g, [(("nominate", 1), 4)], until=("vote", BEGGAR))
    assert d is not None and d.options == (False,)


def test_almanac_example_a_dead_player_gives_a_token_the_beggar_learns_and_may_vote_once() -> None:
    g = with_travellers("beggar", alignments=("evil",))
    _dead(g, 5)
    to_day(g, 1)
    d = advance(g, until="beggar.give")
    assert d is not None and d.chooser == 5 and d.options == (False, True)
    g.answer(True)
    assert not g.state.seats[5].ghost_vote
    advance(g, until=("inform", "beggar"))
    advance(g, until="nominate")
    assert [e.data.get("value") for e in learned(g, BEGGAR)] == ["good"]  # the Ravenkeeper is good
    data = run_vote(g, 1, 4, {1, BEGGAR})
    assert BEGGAR in data["voters"]
    d = advance(g, [(("nominate", 2), 6)], until=("vote", BEGGAR))
    assert d is not None and d.options == (False,)  # the token is spent


def test_a_dead_beggar_keeps_at_most_one_token() -> None:
    g = with_travellers("beggar")
    g.state.memory[BEGGAR, "beggar"] = {"tokens": 3}
    to_day(g, 1)
    n = len(g.state.seats)
    advance(g, [(("nominate", 1), BEGGAR)] + [(("vote", s), True) for s in range(n)], until="nominate")
    advance(g, until=lambda d: g.state.day == 2 and d.step == "talk")
    assert not g.state.seats[BEGGAR].alive
    assert g.state.memory[BEGGAR, "beggar"]["tokens"] == 1


def test_the_beggar_is_sober_and_healthy() -> None:
    # The Innkeeper's drunkenness cannot land on the Beggar.
    g = with_travellers("beggar")
    to_day(g, 1)
    from clocktower import rules
    ctx = g.ctx(3, "innkeeper")
    assert ctx.add_effect("drunk", BEGGAR, until=("dusk", 1)) is None
    assert ctx.add_effect("poisoned", BEGGAR, until=("dusk", 1)) is None
    assert not rules.is_drunk(g.state, BEGGAR) and not rules.is_poisoned(g.state, BEGGAR)


def test_exile_votes_need_no_token() -> None:
    g = with_travellers("beggar", "thief")
    to_day(g, 1)
    d = advance(g, [(("exile.call", 0), 8)], until=("exile.vote", BEGGAR))
    assert d is not None and d.options == (True, False)


def test_a_dead_beggar_receives_no_tokens() -> None:
    g = with_travellers("beggar")
    _dead(g, 5, BEGGAR)
    advance(g, until="nominate")
    assert "beggar.give" not in [d.step for d in g.decisions]


def test_almanac_example_the_recluse_gives_a_token_the_beggar_learns_evil_then_dies_keeping_one() -> None:
    from clocktower.testing import seated

    # Trouble Brewing: 0 Imp, 1 Poisoner, 2 Recluse (dead), 3 Soldier, 4 Empath, 5 Chef,
    # 6 Monk, 7 the good Beggar with three tokens.
    g = seated(["imp", "poisoner", "recluse", "soldier", "empath", "chef", "monk", "beggar"],
               script="trouble-brewing")
    advance(g, until="traveller.alignment")
    g.answer("good")
    g.state.memory[BEGGAR, "beggar"] = {"tokens": 2}
    _dead(g, 2)
    to_day(g, 1)
    d = advance(g, until="beggar.give")
    assert d is not None and d.chooser == 2
    g.answer(True)
    assert g.state.memory[BEGGAR, "beggar"]["tokens"] == 3
    # The Recluse might register as evil: the Storyteller decides, and the Beggar learns it.
    d = advance(g, until=lambda d: d.step == "register.recluse" or d.step == "inform")
    assert d is not None and d.step == "register.recluse" and set(d.options) >= {"good", "evil"}
    g.answer("evil")
    advance(g, until="nominate")
    assert [e.data.get("value") for e in learned(g, BEGGAR)] == ["evil"]
    # That day the Beggar is executed, and keeps only one token.
    n = len(g.state.seats)
    # The Recluse spent its ghost vote on the token: it is not asked.
    advance(g, [(("nominate", 3), BEGGAR)] + [(("vote", s), True) for s in range(n) if s != 2], until="nominate")
    advance(g, until=lambda d: g.state.day == 2 and d.step == "talk")
    assert not g.state.seats[BEGGAR].alive
    assert g.state.memory[BEGGAR, "beggar"]["tokens"] == 1
