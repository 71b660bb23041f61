"""Tinker: "You might die at any time." (almanac, Darkest Before Dawn).

The Storyteller may kill the Tinker for no reason. The engine offers that choice at the Tinker's
place in the other-nights order and once each day before nominations (the official night sheet
gives the Tinker no first-night place). A night death is announced at dawn, a day death at once.
Protections still apply; a drunk, poisoned or dead Tinker cannot die this way.
"""

from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.state import DRUNK, POISONED, SAFE, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night

# Seats: 0 Soldier, 1 Tinker, 2 Imp, 3 Chambermaid, 4 Godfather, 5 Exorcist, 6 Gambler.
SEATING = ["soldier", "tinker", "imp", "chambermaid", "godfather", "exorcist", "gambler"]
TINKER = 1
NIGHT2 = [("exorcist", 0), ("imp", 0), ("gambler", 0), ("gambler", "soldier")]


def tinker_decision(game, until_day):
    return advance(game, until=lambda d: d.step == "tinker" or game.state.day == until_day and d.step == "nominate")


def test_no_choice_on_the_first_night() -> None:
    game = seated(SEATING)
    d = advance(game, until=lambda d: d.step == "tinker" or game.state.day == 1)
    assert d.step == "talk"


def test_storyteller_may_kill_the_tinker_at_night() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    d = advance(game, NIGHT2, until="tinker")
    assert d.kind == DecisionKind.STORYTELLER and d.chooser == STORYTELLER
    assert d.options == (False, True)
    game.answer(True)
    assert not is_alive(game, TINKER)
    assert not any(e.kind == "died" and e.public for e in game.events)  # not announced before dawn
    to_day(game, 2)
    dawn = [e for e in game.view(0).events if e.kind == "dawn"][-1]
    assert dawn.data["died"] == [TINKER]


def test_storyteller_may_kill_the_tinker_by_day_and_it_is_announced_at_once() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    d = tinker_decision(game, 1)
    assert d.step == "tinker" and d.options == (False, True) and game.state.phase == "day"
    game.answer(True)
    assert not is_alive(game, TINKER)
    assert any(e.kind == "died" and e.data["seat"] == TINKER for e in game.view(6).events)
    # An Outsider died today: the Godfather kills tonight.
    d = advance(game, until="godfather")
    assert d.chooser == 4


def test_no_is_the_quiet_answer_and_nobody_dies() -> None:
    game = seated(SEATING)
    to_day(game, 3, [*NIGHT2])
    assert is_alive(game, TINKER)


def test_protected_tinker_does_not_die() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    game.state.effects.append(Effect(SAFE, TINKER, None, None, ("dawn", 2), needs_source=False))
    advance(game, NIGHT2, until="tinker")
    game.answer(True)
    assert is_alive(game, TINKER)


def test_drunk_or_poisoned_tinker_is_not_offered() -> None:
    for kind in (DRUNK, POISONED):
        game = seated(SEATING)
        game.state.effects.append(Effect(kind, TINKER, None, None, None, needs_source=False))
        d = advance(game, NIGHT2, until=lambda d: d.step == "tinker" or game.state.day == 2 and d.step == "nominate")
        assert d.step == "nominate"


def test_sober_again_the_tinker_may_die() -> None:
    game = seated(SEATING)
    game.state.effects.append(Effect(DRUNK, TINKER, None, None, ("dusk", 1), needs_source=False))
    d = advance(game, NIGHT2, until=lambda d: d.step == "tinker" or game.state.day == 2 and d.step == "nominate")
    assert d.step == "tinker" and game.state.night == 2 and game.state.phase == "night"


def test_dead_tinker_is_not_offered() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    votes = [(("vote", s), True) for s in (2, 3, 4, 5)]
    advance(game, [(("nominate", 0), TINKER), *votes], until=lambda d: game.state.phase == "night")
    assert not is_alive(game, TINKER)
    d = advance(game, [("godfather", 6), *NIGHT2],
                until=lambda d: d.step == "tinker" or game.state.day == 2 and d.step == "nominate")
    assert d.step == "nominate"
