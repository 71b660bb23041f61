"""Minstrel: "When a Minion dies by execution, all other players (except Travellers) are drunk until
dusk tomorrow." (almanac, Darkest Before Dawn).

Only a Minion that is executed and dies triggers it: not a Minion dying at night, not a dead Minion
executed again, not an executed Minion who survives, and not while the Minstrel is drunk, poisoned,
dead, or only believes it is the Minstrel (the Drunk). Everyone but the Minstrel (and Travellers)
is drunk from the execution until the dusk that closes the following day.
"""

from clocktower import rules
from clocktower.state import DRUNK, POISONED, SAFE, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night

# Seats: 0 Soldier (the default target of the Pukka, who cannot poison them), 1 Minstrel,
# 2 Pukka, 3 Godfather, 4 Assassin, 5 Chambermaid, 6 Exorcist.
SEATING = ["soldier", "minstrel", "pukka", "godfather", "assassin", "chambermaid", "exorcist"]
MINSTREL = 1


def execute(game, nominee, day, voters, nominator=None):
    """Run to ``day`` (if needed), have ``nominee`` executed by the votes of ``voters``, and run on
    to the start of the next night."""
    if game.state.day < day:
        to_day(game, day)
    n = len(game.state.seats)
    if nominator is None:
        nominator = next(s for s in ((day - 1 + k) % n for k in range(n)) if game.state.seats[s].alive)
    plan = [(("nominate", nominator), nominee), *((("vote", v), True) for v in voters)]
    advance(game, plan, until=lambda d: game.state.phase == "night")
    assert game.state.executions[-1][:2] == (day, nominee)


def drunk_seats(game):
    return [s for s in range(len(game.state.seats)) if rules.is_drunk(game.state, s)]


def test_minion_executed_makes_everyone_else_drunk_until_dusk_tomorrow() -> None:
    game = seated(SEATING)
    execute(game, 4, day=1, voters=(5, 6, 0, 1))
    assert not is_alive(game, 4)
    assert drunk_seats(game) == [0, 2, 3, 4, 5, 6]  # dead players too, but not the Minstrel
    assert {e.until for e in game.state.effects if e.source_character == "minstrel"} == {("dusk", 2)}
    # Night 2: the Chambermaid's information may be false.
    d = advance(game, [("exorcist", 3), ("pukka", 5), ("chambermaid", (0, 2))], until=("inform", "chambermaid"))
    assert "drunk" in d.why and set(d.options) == {0, 1, 2}
    to_day(game, 2)
    assert drunk_seats(game) == [0, 2, 3, 4, 5, 6]
    to_night(game, 3)
    assert drunk_seats(game) == []


def test_minstrel_minion_execution_drunk_window() -> None:
    """Ruling minstrel-minion-execution-drunk-window, adapted to this script: the Widow and the
    Poisoner are not on Darkest Before Dawn, so the Godfather is the Minion executed on day 2 and a
    dead Assassin is executed on day 3; the Tea Lady is not on the script either, so her variant
    (an executed Minion who survives) is in the next test, with a Storyteller-placed protection.

    Night 2 the Pukka poisons the Exorcist. Day 2 the Godfather is executed: everyone but the Minstrel
    is drunk until dusk on day 3, so the Pukka's poison stops, and on night 3 the Pukka neither
    poisons nor kills, and information may be false. Day 3 the dead Assassin is executed: that does
    not trigger the Minstrel again, so everyone is sober at dusk on day 3."""
    game = seated(SEATING)
    to_day(game, 2, [("pukka", 0), ("exorcist", 3), ("pukka", 6)])
    assert rules.is_poisoned(game.state, 6)
    execute(game, 3, day=2, voters=(4, 5, 6, 0))
    assert not is_alive(game, 3)
    assert drunk_seats(game) == [0, 2, 3, 4, 5, 6]
    assert not rules.is_poisoned(game.state, 6)  # the drunk Pukka's poison stops
    d = advance(game, [("exorcist", 4), ("pukka", 5), ("chambermaid", (0, 2))], until=("inform", "chambermaid"))
    assert "drunk" in d.why
    to_day(game, 3)
    assert is_alive(game, 6)  # the Pukka's earlier victim did not die on night 3
    assert not rules.is_poisoned(game.state, 5)  # and its night-3 choice was not poisoned
    # The Assassin died some other way before day 3 (the Storyteller's Grimoire, for the test).
    game.state.seats[4].alive = False
    execute(game, 4, day=3, voters=(5, 6, 0))
    assert game.state.night == 4
    assert drunk_seats(game) == []
    assert not [e for e in game.state.effects if e.source_character == "minstrel"]


def test_executed_minion_who_survives_does_not_trigger() -> None:
    """Part of ruling minstrel-minion-execution-drunk-window: the Tea Lady is not on this script, so
    the executed Minion survives through a protection placed by the test instead."""
    game = seated(SEATING)
    game.state.effects.append(Effect(SAFE, 4, None, None, None, needs_source=False))
    execute(game, 4, day=1, voters=(5, 6, 0, 1))
    assert is_alive(game, 4)
    assert drunk_seats(game) == []


def test_drunk_or_poisoned_minstrel_never_triggers() -> None:
    """Part of ruling minstrel-minion-execution-drunk-window (a droisoned Minstrel)."""
    for kind in (DRUNK, POISONED):
        game = seated(SEATING)
        game.state.effects.append(Effect(kind, MINSTREL, None, None, None, needs_source=False))
        execute(game, 4, day=1, voters=(5, 6, 0, 1))
        assert not is_alive(game, 4)
        assert drunk_seats(game) == ([MINSTREL] if kind == DRUNK else [])


def test_drunk_believing_minstrel_does_not_trigger() -> None:
    seating = ["soldier", ("drunk", "minstrel"), "pukka", "godfather", "assassin", "chambermaid", "exorcist"]
    game = seated(seating)
    execute(game, 4, day=1, voters=(5, 6, 0, 1))
    assert not is_alive(game, 4)
    assert drunk_seats(game) == [MINSTREL]  # only the Drunk itself


def test_dead_minstrel_does_not_trigger() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    game.state.seats[MINSTREL].alive = False
    execute(game, 4, day=1, voters=(5, 6, 0))
    assert not is_alive(game, 4)
    assert drunk_seats(game) == []


def test_non_minion_executed_does_not_trigger() -> None:
    game = seated(SEATING)
    execute(game, 5, day=1, voters=(6, 0, 1, 2))
    assert not is_alive(game, 5)
    assert drunk_seats(game) == []


def test_minion_dying_at_night_does_not_trigger() -> None:
    seating = ["soldier", "minstrel", "imp", "godfather", "assassin", "chambermaid", "exorcist"]
    game = seated(seating)
    to_day(game, 2, [("exorcist", 0), ("imp", 4)])
    assert not is_alive(game, 4)
    assert drunk_seats(game) == []


def test_travellers_are_not_made_drunk() -> None:
    game = seated(SEATING)
    game.state.seats[6].traveller = True  # this script has no Travellers: mark one for the rule
    execute(game, 4, day=1, voters=(5, 6, 0, 1))
    assert drunk_seats(game) == [0, 2, 3, 4, 5]


def test_a_second_minion_execution_extends_the_window() -> None:
    game = seated(SEATING)
    execute(game, 4, day=1, voters=(5, 6, 0, 1))
    execute(game, 3, day=2, voters=(5, 6, 0), nominator=MINSTREL)
    assert not is_alive(game, 3)
    to_night(game, 3)
    assert drunk_seats(game) == [0, 2, 3, 4, 5, 6]
    to_night(game, 4)
    assert drunk_seats(game) == []


def test_executed_marionette_is_a_minion_dying_by_execution() -> None:
    """The Marionette believes it is good, but it is a Minion: its execution triggers the Minstrel."""
    seating = ["soldier", "minstrel", "pukka", ("marionette", "gambler"), "assassin", "chambermaid", "exorcist"]
    game = seated(seating)
    execute(game, 3, day=1, voters=(5, 6, 0, 1))
    assert not is_alive(game, 3)
    assert drunk_seats(game) == [0, 2, 3, 4, 5, 6]
