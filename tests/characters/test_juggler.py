"""Juggler: "On your 1st day, publicly guess up to 5 players' characters. That night, you learn
how many you got correct." (almanac, Darkest Before Dawn).

The guesses are a public day choice of 0 to 5 distinct (player, character) pairs, offered on the
Juggler's first day only. Each guess is judged against the Grimoire when it is made (the Drunk is
the Drunk, not the Townsfolk it believes it is). That night the Juggler wakes and learns the count:
only the truth when its ability works at that moment, any count from 0 to the number of guesses
otherwise.
"""

from clocktower.decisions import DecisionKind
from clocktower.state import DRUNK, POISONED, Effect
from clocktower.testing import advance, is_alive, last_learned, learned, seated, to_day, to_night

# Seats: 0 Soldier (a safe target for the Imp), 1 Juggler, 2 Imp, 3 Drunk (believes they are the
# Ravenkeeper), 4 Assassin, 5 Chambermaid, 6 Exorcist.
SEATING = ["soldier", "juggler", "imp", ("drunk", "ravenkeeper"), "assassin", "chambermaid", "exorcist"]
JUGGLER = 1


def juggle(game, guesses):
    """Run to day 1 and answer the Juggler's public choice with ``guesses``."""
    to_day(game, 1)
    d = advance(game, until="juggler")
    assert d is not None and d.kind == DecisionKind.DAY_ABILITY and d.chooser == JUGGLER
    game.answer(tuple(guesses))


def test_day_one_offers_up_to_five_guesses_of_any_player_and_character() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    d = advance(game, until="juggler")
    assert d.count == (0, 5)
    script = tuple(game.script_characters())
    # Any player (the Juggler too, dead or alive) with any character on the script.
    assert set(d.options) == {(s, c) for s in range(7) for c in script}
    assert len(d.options) == 7 * len(script)


def test_healthy_juggler_learns_the_true_count_that_night() -> None:
    game = seated(SEATING)
    juggle(game, [(2, "imp"), (4, "assassin"), (5, "exorcist")])
    # The guesses are public.
    for seat in range(7):
        assert any(e.kind == "statement" and e.data.get("juggle") for e in game.view(seat).events)
    to_night(game, 2)
    d = advance(game, [("imp", 0), ("exorcist", 5)], until=("inform", "juggler"))
    assert d.options == (2,) and d.truth == (2,) and d.why == ""
    game.answer(2)
    assert last_learned(game, JUGGLER) == 2
    assert JUGGLER in game.state.woke_tonight


def test_juggler_guesses_true_characters() -> None:
    """Ruling juggler-guesses-true-characters: the Drunk who believes they are the Soldier is the
    Drunk, so guessing "Soldier" for them is wrong; the Po and the Exorcist guesses are right."""
    seating = ["assassin", "juggler", "chambermaid", ("drunk", "soldier"), "gambler", "po", "exorcist"]
    game = seated(seating)
    juggle(game, [(3, "soldier"), (5, "po"), (6, "exorcist")])
    to_night(game, 2)
    d = advance(game, [("po", 0), ("exorcist", 2)], until=("inform", "juggler"))
    assert d.truth == (2,) and d.options == (2,)
    game.answer(2)
    assert last_learned(game, JUGGLER) == 2


def test_guessing_the_drunk_as_the_drunk_is_correct() -> None:
    game = seated(SEATING)
    juggle(game, [(3, "drunk"), (3, "ravenkeeper")])
    d = advance(game, [("imp", 0), ("exorcist", 5)], until=("inform", "juggler"))
    assert d.options == (1,)


def test_no_guesses_means_no_wake() -> None:
    game = seated(SEATING)
    juggle(game, [])
    advance(game, [("imp", 0), ("exorcist", 5)], until=lambda d: game.state.day == 2)
    assert learned(game, JUGGLER) == []
    assert JUGGLER not in game.state.woke_tonight


def test_only_the_first_day() -> None:
    game = seated(SEATING)
    juggle(game, [(2, "imp")])
    to_day(game, 2, [("imp", 0), ("exorcist", 5)])
    d = advance(game, until=lambda d: d.step in ("juggler", "nominate"))
    assert d.step == "nominate"  # no second juggle on day 2
    # And no information on night 3.
    to_night(game, 3)
    before = len(learned(game, JUGGLER))
    advance(game, [("imp", 0), ("exorcist", 6)], until=lambda d: game.state.day == 3)
    assert len(learned(game, JUGGLER)) == before


def test_guesses_are_judged_when_made() -> None:
    """The Imp kills itself on night 2 before the Juggler wakes and the Assassin becomes the Imp:
    the day-1 guesses "seat 2 is the Imp" and "seat 4 is the Assassin" were correct when made."""
    game = seated(SEATING)
    juggle(game, [(2, "imp"), (4, "assassin")])
    d = advance(game, [("exorcist", 5), ("imp", 2), ("imp.starpass", 4)], until=("inform", "juggler"))
    assert game.state.seats[4].character == "imp"
    assert d.options == (2,)


def test_drunk_believing_juggler_may_learn_any_count() -> None:
    seating = ["soldier", ("drunk", "juggler"), "imp", "ravenkeeper", "assassin", "chambermaid", "exorcist"]
    game = seated(seating)
    assert game.view(JUGGLER).character == "juggler"
    juggle(game, [(2, "imp"), (4, "assassin"), (5, "chambermaid")])
    d = advance(game, [("imp", 0), ("exorcist", 5)], until=("inform", "juggler"))
    assert d.truth == (3,)
    assert set(d.options) == {0, 1, 2, 3} and "Drunk" in d.why
    game.answer(0)
    assert last_learned(game, JUGGLER) == 0


def test_poisoned_at_night_may_learn_any_count() -> None:
    game = seated(SEATING)
    juggle(game, [(2, "imp"), (0, "imp")])
    game.state.effects.append(Effect(POISONED, JUGGLER, None, None, None, needs_source=False))
    d = advance(game, [("imp", 0), ("exorcist", 5)], until=("inform", "juggler"))
    assert d.truth == (1,) and set(d.options) == {0, 1, 2} and "poisoned" in d.why


def test_drunk_when_guessing_but_sober_that_night_learns_the_truth() -> None:
    """Almanac: guesses made while drunk or poisoned still give true information if the Juggler is
    sober and healthy when the ability triggers that night."""
    game = seated(SEATING)
    game.state.effects.append(Effect(DRUNK, JUGGLER, None, None, ("dusk", 1), needs_source=False))
    juggle(game, [(2, "imp"), (4, "assassin"), (5, "soldier")])
    d = advance(game, [("imp", 0), ("exorcist", 5)], until=("inform", "juggler"))
    assert d.options == (2,) and d.why == ""


def test_executed_juggler_learns_nothing() -> None:
    game = seated(SEATING)
    juggle(game, [(2, "imp")])
    votes = [(("vote", s), True) for s in (2, 3, 4, 5)]
    advance(game, [(("nominate", 0), JUGGLER), *votes], until=lambda d: game.state.phase == "night")
    assert not is_alive(game, JUGGLER)
    advance(game, [("imp", 0), ("exorcist", 5)], until=lambda d: game.state.day == 2)
    assert learned(game, JUGGLER) == []


def test_killed_before_waking_learns_nothing() -> None:
    game = seated(SEATING)
    juggle(game, [(2, "imp")])
    advance(game, [("imp", JUGGLER), ("exorcist", 5)], until=lambda d: game.state.day == 2)
    assert not is_alive(game, JUGGLER)
    assert learned(game, JUGGLER) == []


def test_resurrected_juggler_does_not_juggle_again() -> None:
    """The Juggler's 1st day is a moment, not a use: a Juggler executed on day 1 and brought back by
    the Professor on night 2 has had its first day, so it gets no guesses on day 2."""
    seating = ["soldier", "juggler", "imp", "professor", "assassin", "chambermaid", "exorcist"]
    game = seated(seating)
    juggle(game, [(2, "imp")])
    votes = [(("vote", s), True) for s in (2, 3, 4, 5)]
    advance(game, [(("nominate", 0), JUGGLER), *votes], until=lambda d: game.state.phase == "night")
    assert not is_alive(game, JUGGLER)
    to_day(game, 2, [("exorcist", 5), ("imp", 0), ("professor", JUGGLER)])
    assert is_alive(game, JUGGLER)
    d = advance(game, until=lambda d: d.step in ("juggler", "nominate"))
    assert d.step == "nominate"
