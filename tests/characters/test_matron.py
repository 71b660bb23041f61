"""Matron: "Each day, you may choose up to 3 sets of 2 players to swap seats. Players may not
leave their seats to talk in private." (almanac, Matron; Traveller; docs/rulings/matron.md).

A swap changes the clockwise seating order only: neighbours (the Empath's), the nomination
order and the vote order read it. A drunk or poisoned Matron's request is announced but
nobody moves (engine ruling).
"""

from typing import Any

from clocktower.engine import Game
from clocktower.testing import advance, learned, make_drunk, poison, seated, to_day, to_night

# Seats: 0 Imp, 1 Scarlet Woman, 2 Empath, 3 Soldier, 4 Monk, 5 Mayor, 6 Virgin, 7 Matron.
SEATING = ["imp", "scarletwoman", "empath", "soldier", "monk", "mayor", "virgin", "matron"]
EMPATH, MATRON = 2, 7


def _game(impair: Any = None) -> Game:
    g = seated(SEATING, script="trouble-brewing")
    d = g.pending
    assert d is not None and d.step == "traveller.alignment"
    if impair is not None:
        impair(g, MATRON)
    g.answer("good")
    return g


def _to_swaps(g: Game, day: int = 1) -> Any:
    to_day(g, day)
    return advance(g, until="matron.swap")


def test_offers_every_pair_of_players_or_stop_up_to_three_times() -> None:
    g = _game()
    d = _to_swaps(g)
    assert d is not None and d.chooser == MATRON and d.kind.name == "DAY_ABILITY"
    assert d.options[0] is None and len(d.options) == 1 + 8 * 7 // 2
    assert (0, 7) in d.options and (3, 3) not in d.options
    for pair in [(0, 3), (1, 4), (5, 6)]:
        d = g.pending
        assert d is not None and d.step == "matron.swap"
        g.answer(pair)
    assert g.state.clockwise() == [3, 4, 2, 0, 1, 6, 5, 7]
    assert g.pending is None or g.pending.step != "matron.swap"  # three swaps at most
    swaps = [e for e in g.events if e.kind == "seats_swapped"]
    assert [e.data["seats"] for e in swaps] == [[0, 3], [1, 4], [5, 6]] and all(e.public for e in swaps)
    assert any(e.kind == "seats_swapped" for e in g.view(EMPATH).events)


def test_stopping_makes_no_swap_and_the_order_stays() -> None:
    g = _game()
    _to_swaps(g)
    g.answer(None)
    assert g.state.clockwise() == list(range(8))
    assert not [e for e in g.events if e.kind == "seats_swapped"]


def test_almanac_example_a_swap_changes_who_the_empath_sits_next_to() -> None:
    """Almanac (example 1 and 2 are both about who sits next to whom): the Empath at seat 2
    sits between the Scarlet Woman and the Soldier (1 evil); the Matron swaps the Soldier
    and the Imp, so the Empath now sits between both evil players."""
    g = _game()
    d = advance(g, until=("inform", "empath"))
    assert d is not None and d.truth == (1,)
    _to_swaps(g)
    g.answer((0, 3))
    g.answer(None)
    assert g.state.seats[0].character == "imp" and g.state.seats[3].character == "soldier"  # tokens move with players
    assert g.ctx(EMPATH).neighbours(EMPATH) == (1, 0)
    to_night(g, 2)
    d = advance(g, [("imp", 5)], until=("inform", "empath"))
    assert d is not None and d.truth == (2,)
    g.answer(2)
    assert learned(g, EMPATH)[-1].text == "2 of your alive neighbours are evil."


def _vote_order(g: Game, nominator: int, nominee: int) -> list[int]:
    advance(g, [(("nominate", nominator), nominee)], until="vote")
    order: list[int] = []
    while g.pending is not None and g.pending.step == "vote":
        order.append(g.pending.chooser)
        g.answer(False)
    return order


def test_the_vote_goes_clockwise_in_the_new_seating_order() -> None:
    g = _game()
    _to_swaps(g)
    g.answer((2, 5))  # order: 0 1 5 3 4 2 6 7
    g.answer(None)
    assert g.state.clockwise() == [0, 1, 5, 3, 4, 2, 6, 7]
    order = _vote_order(g, 0, 1)
    assert order == [5, 3, 4, 2, 6, 7, 0, 1]


def test_the_nomination_order_reads_the_seating_order() -> None:
    g = _game()
    _to_swaps(g)
    g.answer((0, 6))  # order: 6 1 2 3 4 5 0 7
    g.answer(None)
    d = advance(g, until="nominate")
    assert d is not None and d.chooser == 6  # day 1 starts at the first place of the circle


def test_clockwise_from_and_bad_swaps() -> None:
    g = _game()
    ctx = g.ctx(MATRON)
    assert ctx.clockwise_from(2) == [3, 4, 5, 6, 7, 0, 1]
    ctx.swap_seats(2, 7)
    assert ctx.clockwise_from(2) == [0, 1, 7, 3, 4, 5, 6]
    before = list(g.state.clockwise())
    for a, b in [(3, 3), (3, 99), (-1, 2)]:
        try:
            ctx.swap_seats(a, b)
        except ValueError as err:
            assert "cannot swap seats" in str(err)
        else:
            raise AssertionError("a bad swap was accepted")
        assert g.state.clockwise() == before


def test_drunk_or_poisoned_matron_is_announced_but_nobody_moves() -> None:
    for impair in (poison, make_drunk):
        g = _game(impair)
        d = _to_swaps(g)
        assert d is not None and d.chooser == MATRON
        g.answer((0, 3))
        g.answer(None)
        assert g.state.clockwise() == list(range(8))
        asked = [e for e in g.events if e.data.get("swap") == [0, 3]]
        assert asked and asked[0].public
        assert not [e for e in g.events if e.kind == "seats_swapped"]


def test_a_dead_matron_is_not_asked() -> None:
    g = _game()
    to_day(g, 1)
    g.state.seats[MATRON].alive = False
    d = advance(g, until=lambda d: d.step in ("matron.swap", "nominate"))
    assert d is not None and d.step == "nominate"


# Bad Moon Rising: 0 Po, 1 Godfather, 2 Fool, 3 Courtier, 4 Tea Lady, 5 Innkeeper,
# 6 Gambler, 7 the evil Matron.
TEA_SEATING = ["po", "godfather", "fool", "courtier", "tealady", "innkeeper", "gambler", "matron"]
TEA_LADY = 4


def _execute_innkeeper(swap: Any) -> Game:
    g = seated(TEA_SEATING, script="bad-moon-rising")
    advance(g, until="traveller.alignment")
    g.answer("evil")
    to_day(g, 1)
    advance(g, until="matron.swap")
    if swap is not None:
        g.answer(swap)
    g.answer(None)
    n = len(g.state.seats)
    advance(g, [(("nominate", 6), 5)] + [(("vote", s), True) for s in range(n)],
            until=lambda d: g.state.day == 1 and d.step == "nominate" and g.state.nominations)
    advance(g, until=lambda d: g.state.night == 2)
    return g


def test_almanac_example_the_evil_matron_sits_next_to_the_tea_lady_and_her_ability_fails() -> None:
    # Without a swap the Tea Lady sits between the Courtier and the Innkeeper, both good:
    # the executed Innkeeper cannot die.
    g = _execute_innkeeper(None)
    assert g.ctx(TEA_LADY).neighbours(TEA_LADY) == (3, 5)
    assert g.state.executions == [(1, 5, "innkeeper")] and g.state.seats[5].alive
    # The evil Matron takes the Courtier's place: the Tea Lady now sits next to an evil
    # player, so her neighbours may die; the executed Innkeeper dies.
    g = _execute_innkeeper((3, 7))
    assert g.ctx(TEA_LADY).neighbours(TEA_LADY) == (7, 5)
    assert g.state.executions == [(1, 5, "innkeeper")] and not g.state.seats[5].alive


def _whisper_game(impair: Any = None, matron_alive: bool = True) -> Game:
    from clocktower.talk import TalkRules

    g = seated(SEATING, script="trouble-brewing", talk=TalkRules(free_text=80, whispers=True))
    advance(g, until="traveller.alignment")
    if impair is not None:
        impair(g, MATRON)
    g.answer("good")
    if not matron_alive:
        g.state.seats[MATRON].alive = g.state.seats[MATRON].public_alive = False
    return g


def test_almanac_example_players_may_only_whisper_to_their_neighbours() -> None:
    """Almanac (example 2): once the Matron moves two players apart, they may not whisper to
    each other: private talk goes only to a seat's neighbours in the current order."""
    g = _whisper_game()
    to_day(g, 1)
    advance(g, until="matron.swap")
    g.answer((2, 5))  # order: 0 1 5 3 4 2 6 7
    g.answer(None)
    d = advance(g, until=("whisper", 3))
    assert d is not None and set(d.options) == {None, 5, 4}
    d = advance(g, until=("whisper", 1))
    assert d is not None and set(d.options) == {None, 0, 5}


def test_a_drunk_matron_still_keeps_whispers_to_neighbours() -> None:
    g = _whisper_game(make_drunk)
    d = advance(g, until=("whisper", 3))
    assert d is not None and set(d.options) == {None, 2, 4}


def test_without_a_living_matron_anyone_may_be_whispered_to() -> None:
    g = _whisper_game(matron_alive=False)
    d = advance(g, until=("whisper", 3))
    assert d is not None and set(d.options) == {None, *(s for s in range(8) if s != 3)}
