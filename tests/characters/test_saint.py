"""Saint: "If you die by execution, your team loses." (almanac).

Executed and dead: the game ends, the Saint's team loses. A drunk or poisoned Saint dies
without effect; dying otherwise (the Demon at night) is nothing.
"""

from clocktower.state import EVIL
from clocktower.testing import advance, execution_plan, is_alive, to_day, to_night

from .tb_helpers import game_of

# Seats: 0 Saint, 1 Imp, 2 Baron, 3 Chef, 4 Empath, 5 Washerwoman, 6 Monk.
SEATING = ["saint", "imp", "baron", "chef", "empath", "washerwoman", "monk"]
SAINT = 0


def _day_ends(game):
    return lambda d: game.state.phase == "night" and game.state.night == game.state.day + 1


def test_executed_saint_evil_wins() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, execution_plan(game, 3, SAINT))
    assert game.winner == "evil" and game.state.win_condition == "saint"
    assert game.state.win_reason == "the Saint (Alice) died by execution: good loses."


def test_almanac_saint_about_to_die_stays_and_is_executed() -> None:
    """Almanac: seven alive; the Saint gets four votes, the Baron then only three; no more
    nominations; the Saint is executed and evil wins."""
    game = game_of(SEATING)
    to_day(game, 1)
    first = [(("nominate", 3), SAINT)] + [(("vote", v), True) for v in (1, 2, 4, 5)]
    advance(game, first, until=lambda d: d.step == "nominate" and d.chooser == 4)
    advance(game, [(("nominate", 4), 2)] + [(("vote", v), True) for v in (1, 3, 5)])
    tallies = [e.data["tally"] for e in game.events if e.kind == "voted"]
    assert tallies == [4, 3]
    assert game.state.executions == [(1, SAINT, "saint")]
    assert game.winner == "evil" and game.state.win_condition == "saint"


def test_almanac_saint_dying_otherwise_game_goes_on() -> None:
    """Almanac (the Gunslinger's shot, not on this script): a Saint dying other than by
    execution does nothing. Here the Imp kills it at night."""
    game = game_of(SEATING)
    to_night(game, 2)
    to_day(game, 2, [("monk", 3), ("imp", SAINT)])
    assert not is_alive(game, SAINT) and not game.over


def test_drunk_or_poisoned_saint_executed_game_goes_on() -> None:
    for game in (game_of(SEATING, drunk=[SAINT]), game_of(SEATING, poisoned=[SAINT])):
        to_day(game, 1)
        advance(game, execution_plan(game, 3, SAINT), until=_day_ends(game))
        assert not is_alive(game, SAINT) and not game.over


def test_the_drunk_believing_it_is_the_saint_executed_game_goes_on() -> None:
    game = game_of([("drunk", "saint"), "imp", "baron", "chef", "empath", "washerwoman", "monk"])
    to_day(game, 1)
    advance(game, execution_plan(game, 3, SAINT), until=_day_ends(game))
    assert not is_alive(game, SAINT) and not game.over


def test_evil_saint_executed_good_wins() -> None:
    game = game_of(SEATING)
    game.state.seats[SAINT].alignment = EVIL
    to_day(game, 1)
    advance(game, execution_plan(game, 3, SAINT))
    assert game.winner == "good" and game.state.win_reason.endswith("evil loses.")


def test_dead_saint_executed_again_is_nothing() -> None:
    game = game_of(SEATING)
    to_night(game, 2)
    to_day(game, 2, [("monk", 3), ("imp", SAINT)])
    plan = [(("nominate", 3), SAINT)] + [(("vote", v), True) for v in range(7)]
    advance(game, plan, until=_day_ends(game))
    assert game.state.executions == [(2, SAINT, "saint")] and not game.over


def test_almanac_the_scapegoat_dies_for_the_saint_and_the_game_goes_on() -> None:
    """Almanac (example 3): the Saint is executed, the Scapegoat is executed instead; the
    Saint did not die, so the game goes on."""
    from clocktower.testing import seated

    game = seated([*SEATING, "scapegoat"], script="trouble-brewing")
    advance(game, until="traveller.alignment")
    game.answer("good")
    to_day(game, 1)
    d = advance(game, execution_plan(game, 3, SAINT), until="scapegoat")
    assert d is not None and d.options == (SAINT, 7)
    game.answer(7)
    advance(game, until=lambda d: game.state.phase == "night")
    assert is_alive(game, SAINT) and not is_alive(game, 7) and not game.over
    assert game.state.executions[-1][1:] == (7, "scapegoat")
