"""Mayor: "If only 3 players live & no execution occurs, your team wins. If you die at night,
another player might die instead." (almanac, Seed 004).

At the end of a day with exactly three players alive and no execution, the Mayor's team
wins (an execution that kills nobody still counts as an execution). If the Mayor would die
at night, the Storyteller may have another player die instead; a dead player or the Soldier
(against the Demon) then does not die (almanac). Nobody learns why. A drunk or poisoned Mayor
has neither ability.
"""

from clocktower.script import parse_script
from clocktower.state import EVIL, SAFE, Effect
from clocktower.testing import advance, is_alive, to_day, to_night

from .seed004_helpers import game_of, steps

# Seats: 0 Imp, 1 Mayor, 2 Noble, 3 Shugenja, 4 Soldier, 5 Undertaker.
SEATING = ["imp", "mayor", "noble", "shugenja", "soldier", "undertaker"]
MAYOR = 1


def three_alive(game, dead=(2, 3, 4)) -> None:
    for s in dead:
        game.state.seats[s].alive = False


def test_three_alive_and_no_execution_good_wins() -> None:
    game = game_of(SEATING)
    three_alive(game)  # Imp, Mayor and Undertaker alive
    to_day(game, 1)
    advance(game)
    assert game.winner == "good" and game.state.win_condition == "mayor"
    assert game.state.day == 1 and game.state.nominations == []


def test_execution_that_kills_nobody_still_prevents_the_win() -> None:
    game = game_of(SEATING)
    three_alive(game)
    to_day(game, 1)

    def on_dead(d):
        return d.step == "vote" and d.chooser in (0, 1, 5)
    advance(game, [(("nominate", 1), 2), *[(on_dead, True)] * 2], until=lambda d: game.state.night == 2)
    assert game.state.executions == [(1, 2, "noble")]  # the dead Noble is executed again
    assert not game.over and game.state.phase == "night"


def test_four_alive_no_win() -> None:
    game = game_of(SEATING)
    three_alive(game, dead=(2, 3))
    to_night(game, 2)
    assert not game.over


def test_evil_mayor_wins_for_evil() -> None:
    game = game_of(SEATING)
    three_alive(game)
    game.state.seats[MAYOR].alignment = EVIL
    to_day(game, 1)
    advance(game)
    assert game.winner == "evil" and game.state.win_condition == "mayor"


def test_drunk_poisoned_or_dead_mayor_does_not_win() -> None:
    for kwargs in ({"poisoned": [MAYOR]}, {"drunk": [MAYOR]}):
        game = game_of(SEATING, **kwargs)
        three_alive(game)
        to_night(game, 2)
        assert not game.over
    game = game_of(SEATING)
    three_alive(game, dead=(1, 2, 3))  # Imp, Soldier, Undertaker alive; the Mayor is dead
    to_night(game, 2)
    assert not game.over


def test_marionette_believing_mayor_does_not_win() -> None:
    game = game_of(["imp", ("marionette", "mayor"), "noble", "shugenja", "undertaker"])
    three_alive(game, dead=(2, 3))  # Imp, Marionette and Undertaker alive
    to_night(game, 2)
    assert not game.over


def test_night_death_bounces_to_another_player() -> None:
    game = game_of(SEATING)
    to_night(game, 2)
    d = advance(game, [("imp", MAYOR)], until="mayor.bounce")
    assert d.options == (1, 0, 2, 3, 4, 5)  # the Mayor dies, or anybody else instead
    game.answer(3)
    to_day(game, 2)
    assert is_alive(game, MAYOR) and not is_alive(game, 3)
    dawn = [e for e in game.view(MAYOR).events if e.kind == "dawn"][-1]
    assert dawn.text == "Dawn. Dave died in the night."
    # Only the Storyteller's log says why; no seat sees the bounce.
    assert any("goes to" in e.text for e in game.events)
    assert not any("goes to" in e.text or "Mayor" in e.text for s in range(6) if s != MAYOR
                   for e in game.view(s).events)


def test_storyteller_may_let_the_mayor_die() -> None:
    game = game_of(SEATING)
    to_night(game, 2)
    advance(game, [("imp", MAYOR), ("mayor.bounce", MAYOR)], until=lambda d: game.state.day == 2)
    assert not is_alive(game, MAYOR)


def test_bounce_onto_the_soldier_or_a_dead_player_kills_nobody() -> None:
    """Almanac: if the Storyteller picks a dead player or the Soldier, nobody dies tonight."""
    for other in (4, 2):
        game = game_of(SEATING)
        game.state.seats[2].alive = False
        to_night(game, 2)
        advance(game, [("imp", MAYOR), ("mayor.bounce", other)], until=lambda d: game.state.day == 2)
        assert is_alive(game, MAYOR) and is_alive(game, 4)
        assert [e.data["died"] for e in game.events if e.kind == "dawn"][-1] == []


def test_poisoned_mayor_does_not_bounce() -> None:
    game = game_of(SEATING, poisoned=[MAYOR])
    to_night(game, 2)
    advance(game, [("imp", MAYOR)], until=lambda d: game.state.day == 2)
    assert "mayor.bounce" not in steps(game) and not is_alive(game, MAYOR)


def test_executed_mayor_does_not_bounce() -> None:
    game = game_of(SEATING)
    to_day(game, 1)

    def on_mayor(d):
        return d.step == "vote" and d.chooser in (2, 3, 4)
    advance(game, [(("nominate", 0), MAYOR), *[(on_mayor, True)] * 3], until=lambda d: game.state.night == 2)
    assert "mayor.bounce" not in steps(game) and not is_alive(game, MAYOR)


def test_protected_mayor_has_nothing_to_bounce() -> None:
    game = game_of(SEATING)
    game.state.effects.append(Effect(SAFE, MAYOR, None, None, None, needs_source=False))
    to_night(game, 2)
    advance(game, [("imp", MAYOR)], until=lambda d: game.state.day == 2)
    assert "mayor.bounce" not in steps(game) and is_alive(game, MAYOR)
    assert [e.data["died"] for e in game.events if e.kind == "dawn"][-1] == []


def test_jinx_leviathan_mayor_day_5_without_execution_good_wins() -> None:
    """Mayor-Leviathan jinx: both alive on day 5 and no execution: good wins (not the Leviathan's
    "after day 5, evil wins")."""
    script = parse_script([{"id": "_meta", "name": "Mayor and Leviathan"}, "mayor", "noble", "shugenja",
                           "undertaker", "empath", "chef", "leviathan"])
    # Seats: 0 Leviathan, 1 Mayor, 2 Noble, 3 Shugenja, 4 Undertaker, 5 Empath.
    game = game_of(["leviathan", "mayor", "noble", "shugenja", "undertaker", "empath"], script=script)
    advance(game)
    assert game.state.day == 5 and game.winner == "good"
    assert "Leviathan" in game.state.win_reason and game.state.win_condition == "mayor"
    # Without the Mayor alive the Leviathan wins at the end of day 5.
    game = game_of(["leviathan", "mayor", "noble", "shugenja", "undertaker", "empath"], script=script)
    game.state.seats[MAYOR].alive = False
    advance(game)
    assert game.state.day == 5 and game.winner == "evil" and game.state.win_condition == "leviathan"


def test_jinx_riot_mayor_stops_the_riot() -> None:
    """Mayor-Riot jinx: stopping the riot with one Riot alive wins for good, with more for evil."""
    script = parse_script([{"id": "_meta", "name": "Mayor and Riot"}, "mayor", "noble", "shugenja", "undertaker",
                           "empath", "chef", "poisoner", "riot"])
    # Seats: 0 Riot, 1 Mayor, 2 Poisoner, 3 Noble, 4 Shugenja, 5 Undertaker.
    seating = ["riot", "mayor", "poisoner", "noble", "shugenja", "undertaker"]
    poisons = [("poisoner", 3)] * 3  # the Poisoner picks the Noble each night
    game = game_of(seating, script=script)
    to_day(game, 2, poisons[:2])
    assert "mayor" not in steps(game)  # offered on day 3 only
    d = advance(game, poisons[2:], until="mayor")
    assert game.state.day == 3 and d.chooser == MAYOR and d.options == (False, True)
    assert game.state.seats[2].character == "riot"  # the Poisoner became Riot at the end of night 3
    game.answer(True)
    assert game.winner == "evil"
    # With the Poisoner dead, only one Riot is alive.
    game = game_of(seating, script=script)
    game.state.seats[2].alive = False
    advance(game, [("mayor", True)])
    assert game.state.day == 3 and game.winner == "good" and game.state.win_condition == "mayor"


def test_jinx_riot_mayor_not_offered_without_riot_on_the_script() -> None:
    game = game_of(SEATING)
    to_day(game, 3, [("imp", 2), ("imp", 3)])
    advance(game, until=lambda d: game.state.night == 4)
    assert "mayor" not in steps(game)


def test_bounce_onto_the_soldier_still_kills_nobody_and_is_asked_once() -> None:
    """Unchanged by the replacement order: the Soldier, the death's new target, is protected."""
    game = game_of(SEATING)
    to_night(game, 2)
    start = len(game.decisions)
    advance(game, [("imp", MAYOR), ("mayor.bounce", 4)], until=lambda d: game.state.day == 2)
    assert [d.step for d in game.decisions[start:]].count("mayor.bounce") == 1
    assert is_alive(game, MAYOR) and is_alive(game, 4) and game.state.deaths == []


def test_jinx_riot_mayor_refused_good_win_declares_nothing_else() -> None:
    """A good win the Evil Twin refuses (the Mayor is its twin) leaves the game going: the
    jinx does not go on to declare evil's win (end_game returned)."""
    script = parse_script([{"id": "_meta", "name": "Mayor, Riot, Evil Twin"}, "mayor", "noble", "shugenja",
                           "undertaker", "empath", "chef", "poisoner", "eviltwin", "riot"])
    # Seats: 0 Riot, 1 Mayor, 2 Poisoner (dead), 3 Evil Twin, 4 Shugenja, 5 Undertaker.
    game = game_of(["riot", "mayor", "poisoner", "eviltwin", "shugenja", "undertaker"], script=script)
    game.state.seats[2].alive = False
    advance(game, [("eviltwin.twin", MAYOR)], until="mayor")
    # Night 3 made the Evil Twin a Riot; the Grimoire is set back by hand so that it blocks:
    # one Riot alive, so the jinx declares good's win, which the Evil Twin refuses.
    game.state.seats[3].character = "eviltwin"
    advance(game, [("mayor", True)], until="nominate")
    assert not game.over and game.winner is None
    assert any(e.data.get("blocked_winner") == "good" for e in game.events)
