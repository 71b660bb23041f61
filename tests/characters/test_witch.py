"""Witch: "Each night, choose a player: if they nominate tomorrow, they die. If just 3
players live, you lose this ability." (almanac, Witch).

The third (the Klutz who becomes the Fang Gu) is played as
written, and once more with the Imp's star-pass (the cursed Minion becomes the Imp the same
night).
"""

from typing import Any

from clocktower.testing import advance, is_alive, make_drunk, to_day

from .bmr_snv_helpers import game_of

# Seats: 0 Imp, 1 Witch, 2 Sage, 3 Chef, 4 Empath, 5 Soldier, 6 Recluse.
SEATING: list[Any] = ["imp", "witch", "sage", "chef", "empath", "soldier", "recluse"]
WITCH = 1


def _nominate(nominator: int, nominee: int, voters: tuple[int, ...] = ()) -> list[Any]:
    return [(("nominate", nominator), nominee)] + [(("vote", v), True) for v in voters]


def _to_night(game, n: int) -> None:
    advance(game, until=lambda d: game.state.phase == "night" and game.state.night == n)


def test_first_night_choice_is_any_player_and_marks_them() -> None:
    game = game_of(SEATING)
    d = advance(game, until="witch")
    assert d.chooser == WITCH and d.options == tuple(range(7))
    to_day(game, 1, plan=[("witch", 2)])
    assert [(r.token, r.target) for r in game.state.reminders if r.character == "witch"] == [("Cursed", 2)]


def test_example_cursed_sage_nominates_and_dies_the_vote_goes_on() -> None:
    """Almanac: the cursed Sage nominates; the Sage dies at once; the nominee is still voted on
    and executed."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[("witch", 2)])
    advance(game, _nominate(2, 3, (0, 1, 4, 5, 6)), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 2) and not is_alive(game, 3)
    assert game.state.executions == [(1, 3, "chef")]
    deaths = [e.text for e in game.view(5).events if e.kind == "died"]
    assert deaths == ["Carol dies.", "Dave dies."]  # nobody is told why


def test_example_witch_curses_themself_nominations_continue() -> None:
    """Almanac: the cursed Witch nominates the Demon and dies; nobody votes; others nominate."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[("witch", WITCH)])
    advance(game, _nominate(WITCH, 0) + _nominate(2, 4), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, WITCH) and is_alive(game, 0)
    assert [(a, b) for a, b in [(n.nominator, n.nominee) for n in game.state.nominations]] == [(1, 0), (2, 4)]


def test_example_cursed_player_who_became_the_demon_dies_and_good_wins() -> None:
    """Almanac: the cursed player becomes the Demon the same night, nominates, dies: good wins."""
    # Seats: 0 Imp, 1 Witch, 2 Baron, 3 Chef, 4 Empath, 5 Soldier, 6 Sage.
    game = game_of(["imp", "witch", "baron", "chef", "empath", "soldier", "sage"])
    to_day(game, 1, plan=[("witch", 3)])
    _to_night(game, 2)
    advance(game, [("witch", 2), ("imp", 0), ("imp.starpass", 2)], until="talk")
    assert game.state.seats[2].character == "imp"
    advance(game, _nominate(2, 4))
    assert game.winner == "good" and not is_alive(game, 2)


def test_example_three_alive_lifts_the_curse() -> None:
    """Almanac: the Demon's kill leaves three alive: the cursed Savant nominates safely, and the
    Witch no longer wakes."""
    # Seats: 0 Imp, 1 Witch, 2 Savant, 3 Chef, 4 Empath.
    game = game_of(["imp", "witch", "savant", "chef", "empath"])
    to_day(game, 1, plan=[("witch", 4)])
    advance(game, _nominate(0, 3, (0, 1, 2, 3, 4)), until=lambda d: game.state.phase == "night")
    advance(game, [("witch", 2), ("imp", 4)], until="talk")
    assert len(game.state.alive_seats()) == 3
    assert not [r for r in game.state.reminders if r.character == "witch"]
    advance(game, _nominate(2, 1), until=lambda d: game.state.phase == "night")
    assert is_alive(game, 2)
    to_day(game, 3, plan=[("imp", 1)])
    assert len([d for d in game.decisions if d.step == "witch"]) == 2  # nights 1 and 2 only


def test_curse_lasts_one_day_only() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("witch", 2)])
    _to_night(game, 2)
    advance(game, [("witch", 3), ("imp", 5)], until="talk")
    advance(game, _nominate(2, 4), until=lambda d: game.state.phase == "night")
    assert is_alive(game, 2)


def test_poisoned_witch_curse_does_nothing() -> None:
    game = game_of(SEATING, poisoned=[WITCH])
    to_day(game, 1, plan=[("witch", 2)])
    advance(game, _nominate(2, 3), until=lambda d: game.state.phase == "night")
    assert is_alive(game, 2)


def test_drunk_witch_at_the_nomination_does_nothing() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("witch", 2)])
    make_drunk(game, WITCH)
    advance(game, _nominate(2, 3), until=lambda d: game.state.phase == "night")
    assert is_alive(game, 2)


def test_dead_witch_curse_is_lifted() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("witch", 2)])
    game.state.seats[WITCH].alive = False
    advance(game, _nominate(2, 3), until=lambda d: game.state.phase == "night")
    assert is_alive(game, 2)


def test_registration_none_asked_a_cursed_recluse_dies() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("witch", 6), ("register.recluse", "good")])
    asked = len([d for d in game.decisions if d.step.startswith("register")])
    advance(game, _nominate(6, 3), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 6)
    assert len([d for d in game.decisions if d.step.startswith("register")]) == asked


def test_protection_stops_the_curse() -> None:
    """The death is an ordinary kill: the Fool's first death is not one."""
    game = game_of(["imp", "witch", "fool", "chef", "empath"])
    to_day(game, 1, plan=[("witch", 2)])
    advance(game, _nominate(2, 3), until=lambda d: game.state.phase == "night")
    assert is_alive(game, 2)
    assert any(r.character == "fool" and r.token == "No Ability" for r in game.state.reminders)


def test_example_a_cursed_juggler_calls_for_an_exile_and_lives() -> None:
    """Almanac (example 5): the cursed Juggler calls for a Traveller's exile: they live and
    may still nominate, and die when they do (abilities do not see exiles)."""
    from clocktower.testing import seated

    # Sects & Violets: 0 Fang Gu, 1 Witch, 2 Juggler, 3 Sage, 4 Dreamer, 5 Oracle,
    # 6 Savant, 7 the Barista (a good Traveller).
    g = seated(["fanggu", "witch", "juggler", "sage", "dreamer", "oracle", "savant", "barista"],
               script="sects-and-violets")
    advance(g, until="traveller.alignment")
    g.answer("good")
    to_day(g, 1, plan=[("witch", 2)])
    n = len(g.state.seats)
    d = advance(g, [(("exile.call", 2), 7)] + [(("exile.vote", s), True) for s in range(n)],
                until=("nominate", 2))
    assert g.state.seats[7].left or not g.state.seats[7].alive
    assert is_alive(g, 2)
    assert d is not None and d.chooser == 2
    g.answer(3)  # the Juggler nominates the Sage: the curse strikes now
    assert not is_alive(g, 2)


def test_example_the_cursed_klutz_becomes_the_fang_gu_nominates_and_dies_good_wins() -> None:
    """Almanac (example 3), as written: the Witch curses the Klutz; the Fang Gu attacks the
    Klutz, who becomes the Fang Gu, still cursed; the new Fang Gu nominates and dies, and
    good wins."""
    from clocktower.testing import seated

    # Sects & Violets: 0 Fang Gu, 1 Witch, 2 Klutz, 3 Sage, 4 Dreamer, 5 Oracle, 6 Savant.
    game = seated(["fanggu", "witch", "klutz", "sage", "dreamer", "oracle", "savant"],
                  script="sects-and-violets")
    to_day(game, 1, plan=[("witch", 5)])
    advance(game, [("witch", 2), ("fanggu", 2)], until=lambda d: game.state.day == 2)
    assert game.state.seats[2].character == "fanggu" and game.state.seats[2].alignment == "evil"
    assert not is_alive(game, 0)
    assert ("Cursed", 2) in [(r.token, r.target) for r in game.state.reminders if r.character == "witch"]
    advance(game, [(("nominate", 2), 3)], until=lambda d: game.over)
    assert not is_alive(game, 2) and game.winner == "good"
