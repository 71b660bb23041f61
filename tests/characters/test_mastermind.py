"""Mastermind: "If the Demon dies by execution (ending the game), play for 1 more day. If a
player is then executed, their team loses." (almanac, Darkest Before Dawn).

When the Demon is executed and dies while the Mastermind's ability functions, the game
goes on silently for one more night and day (no Demon kills; two players alive does not end
it). At the end of that day: a good player executed (whether or not they die) means evil
wins; an evil player executed, or no execution, means good wins.
"""

from typing import Any

from clocktower.state import DRUNK, EVIL, GOOD, POISONED, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night


def execute(nominator: int, nominee: int, voters: list[int]) -> list[Any]:
    """Plan items: ``nominator`` nominates ``nominee``, ``voters`` vote yes."""
    return [(("nominate", nominator), nominee)] + [(("vote", v), True) for v in voters]


# Seats: 0 Shabaloth, 1 Mastermind, 2 Tinker, 3 Chambermaid, 4 Exorcist, 5 Innkeeper, 6 Gambler
# Seats 4-6 start dead so that three players remain after the Shabaloth's execution.
SEATING = ["shabaloth", "mastermind", "tinker", "chambermaid", "exorcist", "innkeeper", "gambler"]
QUIET_SHABALOTH = [("shabaloth", (4, 5)), ("shabaloth", (4, 5)), ("shabaloth", (4, 5))]


def _shabaloth_executed_on_day_4() -> Any:
    game = seated(SEATING)
    for seat in (4, 5, 6):
        game.state.seats[seat].alive = False
    to_day(game, 4, QUIET_SHABALOTH)  # the Shabaloth eats the dead each night
    assert game.state.alive_seats() == [0, 1, 2, 3]
    advance(game, execute(1, 0, [1, 2]), until=lambda d: d.step == "talk" and game.state.day == 5)
    return game


def test_mastermind_extra_day_begins_silently() -> None:
    """mastermind-extra-day: the executed Shabaloth dies, the game goes on, nobody is told."""
    game = _shabaloth_executed_on_day_4()
    assert not game.over and not is_alive(game, 0)
    assert game.state.alive_seats() == [1, 2, 3]
    public = [e for e in game.events if e.public]
    assert not [e for e in public if e.kind == "game_over" or "Shabaloth" in e.text or "Demon" in e.text]
    # The extra night had no Demon: nobody died.
    dawn = [e for e in game.view(3).events if e.kind == "dawn"][-1]
    assert dawn.data["died"] == []


def test_mastermind_extra_day_good_executed_evil_wins_even_at_two_alive() -> None:
    """mastermind-extra-day: the Tinker dies on the extra night (two players alive: no win),
    then the good Chambermaid is executed: evil wins."""
    game = seated(SEATING)
    for seat in (4, 5, 6):
        game.state.seats[seat].alive = False
    to_day(game, 4, QUIET_SHABALOTH)
    to_night(game, 5, execute(1, 0, [1, 2]))
    to_day(game, 5, [("tinker", True)])
    assert game.state.alive_seats() == [1, 3] and not game.over
    advance(game, execute(1, 3, [1]), until=None)
    assert game.winner == EVIL and "executed" in game.state.win_reason


def test_mastermind_extra_day_evil_executed_good_wins() -> None:
    game = _shabaloth_executed_on_day_4()
    advance(game, execute(2, 1, [2, 3]), until=None)
    assert game.winner == GOOD


def test_mastermind_extra_day_no_execution_good_wins() -> None:
    game = _shabaloth_executed_on_day_4()
    advance(game, until=None)
    assert game.winner == GOOD and "nobody was executed" in game.state.win_reason


def test_mastermind_extra_day_executed_dead_good_player_still_loses() -> None:
    """A good player executed on the extra day loses for good even if they do not die
    (here: already dead, so the execution cannot kill them)."""
    game = _shabaloth_executed_on_day_4()
    advance(game, execute(1, 6, [1, 2]), until=None)
    assert game.winner == EVIL


def test_mastermind_extra_day_no_demon_kills_on_the_extra_night() -> None:
    game = seated(SEATING)
    for seat in (4, 5, 6):
        game.state.seats[seat].alive = False
    to_day(game, 4, QUIET_SHABALOTH)
    to_night(game, 5, execute(1, 0, [1, 2]))
    seen: list[str] = []
    advance(game, until=lambda d: seen.append(d.step) or d.step == "talk")
    assert "shabaloth" not in seen and "shabaloth.regurgitate" not in seen


# ------------------------------------------------------------------ not triggering
def test_drunk_mastermind_does_not_trigger() -> None:
    game = seated(SEATING)
    for seat in (4, 5, 6):
        game.state.seats[seat].alive = False
    to_day(game, 1)
    game.state.effects.append(Effect(DRUNK, 1, None, None, None, needs_source=False))
    advance(game, execute(1, 0, [1, 2]), until=None)
    assert game.winner == GOOD and game.state.day == 1


def test_poisoned_mastermind_does_not_trigger() -> None:
    game = seated(SEATING)
    for seat in (4, 5, 6):
        game.state.seats[seat].alive = False
    to_day(game, 1)
    game.state.effects.append(Effect(POISONED, 1, None, None, None, needs_source=False))
    advance(game, execute(1, 0, [1, 2]), until=None)
    assert game.winner == GOOD


def test_dead_mastermind_does_not_trigger() -> None:
    game = seated(SEATING)
    for seat in (1, 5, 6):
        game.state.seats[seat].alive = False
    to_day(game, 1)
    advance(game, execute(2, 0, [2, 3]), until=None)
    assert game.winner == GOOD


def test_demon_dying_at_night_does_not_trigger() -> None:
    """Only an execution: the Assassin killing the Demon at night ends the game."""
    game = seated(["po", "mastermind", "assassin", "soldier", "chambermaid"])
    to_night(game, 2)
    advance(game, [("po", 3), ("assassin", 0)], until=None)
    assert game.winner == GOOD and game.state.night == 2


# ------------------------------------------------------------------ Courtier ruling
# Seats: 0 Po, 1 Mastermind, 2 Courtier, 3 Chambermaid, 4 Soldier, 5 Ravenkeeper, 6 Minstrel
COURTIER_SEATING = ["po", "mastermind", "courtier", "chambermaid", "soldier", "ravenkeeper", "minstrel"]


def test_courtier_three_nights_and_mastermind() -> None:
    """courtier-three-nights-and-mastermind: the Courtier makes the Mastermind drunk on
    night 2 (through day 4); the Po executed on day 3 ends the game: good wins."""
    game = seated(COURTIER_SEATING)
    to_night(game, 2)
    d = advance(game, until="courtier")
    game.answer("mastermind")
    to_day(game, 3, [("po", 4), ("po", 4)])  # the Po attacks the Soldier: nobody dies
    assert game.state.alive_seats() == list(range(7))
    advance(game, execute(1, 0, [1, 2, 3, 4]), until=None)
    assert game.winner == GOOD and game.state.day == 3
    woke = [e.data["seat"] for e in game.events if e.kind == "woke" and e.data["character"] == "courtier"]
    assert woke == [2, 2]  # nights 1 and 2 only: never woken after choosing
    assert d.options[-1] is None and "mastermind" in d.options


def test_courtier_poisoned_in_the_window_sobers_the_mastermind() -> None:
    """courtier-three-nights-and-mastermind (variant): while the Courtier is poisoned its
    target is sober, so the Mastermind's extra day begins."""
    game = seated(COURTIER_SEATING)
    to_night(game, 2)
    to_day(game, 3, [("courtier", "mastermind"), ("po", 4), ("po", 4)])
    game.state.effects.append(Effect(POISONED, 2, None, None, None, needs_source=False))
    to_night(game, 4, execute(1, 0, [1, 2, 3, 4]))
    assert not game.over and not is_alive(game, 0)
