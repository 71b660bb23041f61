"""Gambler: "Each night*, choose a player & guess their character: if you guess wrong, you die."
(almanac, Darkest Before Dawn).

From night 2 the Gambler picks any player (alive or dead, even themself) and any character
of the script. A wrong guess kills the Gambler; a right one does nothing, and the Gambler is
never told which it was. A drunk or poisoned Gambler survives a wrong guess.
"""

from clocktower.decisions import DecisionKind
from clocktower.state import GOOD, POISONED, Effect
from clocktower.testing import advance, is_alive, learned, seated, to_day, to_night

# Seats: 0 Imp, 1 Assassin, 2 Gambler, 3 Soldier, 4 Drunk (believes Chambermaid), 5 Goon, 6 Minstrel
SEATING = ["imp", "assassin", "gambler", "soldier", ("drunk", "chambermaid"), "goon", "minstrel"]


def _night2(game, plan=(), until="talk"):
    """Run night 2 with the given plan; the Imp harmlessly attacks the Soldier."""
    to_night(game, 2)
    return advance(game, [*plan, ("imp", 3)], until=until)


def test_does_not_wake_on_the_first_night() -> None:
    game = seated(SEATING)
    steps: list[str] = []
    advance(game, until=lambda d: steps.append(d.step) or d.step == "talk")
    assert game.state.day == 1 and "gambler" not in steps


def test_options_any_player_then_any_character_of_the_script() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    game.state.seats[6].alive = False  # a dead player may be chosen too
    to_night(game, 2)
    d = advance(game, until="gambler")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 2 and d.count is None
    assert d.options == (0, 1, 2, 3, 4, 5, 6)
    game.answer(6)
    d = game.pending
    assert d.kind == DecisionKind.CHOOSE_CHARACTER and d.step == "gambler"
    assert d.options == tuple(game.script.characters) and len(d.options) == 25


def test_right_guess_lives_and_learns_nothing() -> None:
    game = seated(SEATING)
    _night2(game, [("gambler", 0), ("gambler", "imp")])
    assert game.state.day == 2 and is_alive(game, 2)
    assert learned(game, 2) == []


def test_wrong_guess_dies_in_the_night() -> None:
    game = seated(SEATING)
    _night2(game, [("gambler", 0), ("gambler", "po")])
    assert not is_alive(game, 2)
    assert [(d.seat, d.harm.source_character, d.phase) for d in game.state.deaths] == [(2, "gambler", "night")]
    dawn = [e for e in game.view(2).events if e.kind == "dawn"][-1]
    assert dawn.data["died"] == [2] and learned(game, 2) == []


def test_may_guess_themself() -> None:
    game = seated(SEATING)
    _night2(game, [("gambler", 2), ("gambler", "gambler")])
    assert is_alive(game, 2)


def test_the_drunk_is_the_drunk_not_their_townsfolk() -> None:
    wrong = seated(SEATING)
    _night2(wrong, [("gambler", 4), ("gambler", "chambermaid")])
    assert not is_alive(wrong, 2)
    right = seated(SEATING)
    _night2(right, [("gambler", 4), ("gambler", "drunk")])
    assert is_alive(right, 2)


def test_wrong_guess_about_a_dead_player_still_kills() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    game.state.seats[6].alive = False
    to_night(game, 2)
    advance(game, [("gambler", 6), ("gambler", "imp"), ("imp", 3)], until="talk")
    assert not is_alive(game, 2)


def test_drunk_believing_gambler_survives_a_wrong_guess() -> None:
    seating = ["imp", "assassin", ("drunk", "gambler"), "soldier", "chambermaid", "goon", "minstrel"]
    game = seated(seating)
    to_night(game, 2)
    d = advance(game, until="gambler")
    assert d.chooser == 2  # the Drunk wakes as the Gambler
    advance(game, [("gambler", 0), ("gambler", "po"), ("imp", 3)], until="talk")
    assert is_alive(game, 2)


def test_poisoned_gambler_survives_a_wrong_guess() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    game.state.effects.append(Effect(POISONED, 2, None, None, ("dawn", 2), needs_source=False))
    advance(game, [("gambler", 0), ("gambler", "po"), ("imp", 3)], until="talk")
    assert is_alive(game, 2)


def test_dead_gambler_does_not_wake() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    game.state.seats[2].alive = False
    to_night(game, 2)
    steps: list[str] = []
    advance(game, [("imp", 3)], until=lambda d: steps.append(d.step) or d.step == "talk")
    assert "gambler" not in steps


def test_choosing_the_goon_makes_the_gambler_drunk_so_a_wrong_guess_is_harmless() -> None:
    """Goon: the first player to choose it tonight is drunk at once; the Goon is good already."""
    game = seated(SEATING)
    _night2(game, [("gambler", 5), ("gambler", "imp")])
    assert is_alive(game, 2)
    assert game.state.seats[5].alignment == GOOD
    assert [e for e in game.view(5).events if e.kind == "alignment_changed"] == []


def test_innkeeper_protection_saves_a_wrong_guess() -> None:
    """Innkeeper: its players can't die tonight, whatever the cause (here the Gambler's own ability)."""
    seating = ["imp", "assassin", "gambler", "soldier", "innkeeper", "goon", "minstrel"]
    game = seated(seating)
    _night2(game, [("innkeeper", (2, 6)), ("innkeeper.drunk", 6), ("gambler", 0), ("gambler", "po")])
    assert is_alive(game, 2)
