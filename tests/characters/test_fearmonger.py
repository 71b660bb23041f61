"""Fearmonger: "Each night, choose a player: if you nominate & execute them, their team
loses. All players know if you choose a new player." (almanac, Fearmonger)."""

from typing import Any

from clocktower.testing import advance, to_day

from .carousel_b_helpers import execute, game_of, public, to_night

# Seats: 0 Imp, 1 Fearmonger, 2 Butler, 3 Empath, 4 Soldier, 5 Chef, 6 Baron.
SEATING: list[Any] = ["imp", "fearmonger", "butler", "empath", "soldier", "chef", "baron"]
FEAR = 1


def _announced(game: Any, seat: int = 5) -> int:
    return sum(1 for e in public(game, seat, "announced") if "Fearmonger has chosen" in e.text)


def test_options_any_player_and_the_reminder() -> None:
    game = game_of(SEATING)
    d = advance(game, until="fearmonger")
    assert d.chooser == FEAR and d.options == tuple(range(7))
    to_day(game, 1, plan=[("fearmonger", 2)])
    assert [(r.token, r.target) for r in game.state.reminders if r.character == "fearmonger"] == [("Fear", 2)]


def test_example_fearmonger_executes_the_butler_evil_wins() -> None:
    """Almanac: the Fearmonger chooses the Butler (all learn a new player was chosen),
    nominates and executes them: evil wins."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[("fearmonger", 2)])
    assert _announced(game) == 1 and _announced(game, 0) == 1
    assert not any("Butler" in e.text or "Bob" in e.text for e in public(game, 5, "announced"))
    execute(game, FEAR, 2)
    assert game.winner == "evil"


def test_example_someone_else_nominates_the_feared_player_the_game_goes_on() -> None:
    """Almanac: the Flowergirl (here the Chef) nominates the chosen Juggler (the Empath), who
    is executed: the game continues."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[("fearmonger", 3)])
    execute(game, 5, 3)
    assert game.winner is None and not game.state.seats[3].alive


def test_example_a_new_choice_moves_the_fear() -> None:
    """Almanac: the Empath, then the Soldier the next night (announced again); executing the
    Empath does nothing."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[("fearmonger", 3)])
    to_night(game, 2)
    to_day(game, 2, plan=[("fearmonger", 4), ("imp", 5)])
    assert _announced(game) == 2
    execute(game, FEAR, 3)
    assert game.winner is None


def test_the_same_choice_again_is_not_announced() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("fearmonger", 3)])
    to_night(game, 2)
    to_day(game, 2, plan=[("fearmonger", 3), ("imp", 5)])
    assert _announced(game) == 1
    execute(game, FEAR, 3)
    assert game.winner == "evil"


def test_example_fearmonger_executes_their_own_baron_good_wins() -> None:
    """Almanac: the Fearmonger chose the Baron (the Poppy Grower hid who was evil); the
    Fearmonger executes the Baron: good wins."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[("fearmonger", 6)])
    execute(game, FEAR, 6)
    assert game.winner == "good"


def test_drunk_fearmonger_nothing_happens_but_it_is_announced() -> None:
    game = game_of(SEATING, drunk=[FEAR])
    to_day(game, 1, plan=[("fearmonger", 2)])
    assert _announced(game) == 1
    execute(game, FEAR, 2)
    assert game.winner is None


def test_poisoned_fearmonger_nothing_happens() -> None:
    game = game_of(SEATING, poisoned=[FEAR])
    to_day(game, 1, plan=[("fearmonger", 2)])
    execute(game, FEAR, 2)
    assert game.winner is None


def test_dead_fearmonger_does_not_wake() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("fearmonger", 2)])
    execute(game, 3, FEAR)
    steps: list[str] = []

    def policy(d: Any) -> Any:
        from clocktower.testing import quiet
        steps.append(d.step)
        return quiet(d)

    to_night(game, 2)
    advance(game, until="talk", policy=policy)
    assert "fearmonger" not in steps


def test_registration_the_true_team_loses_a_recluse_executed_makes_good_lose() -> None:
    """No registration is asked: the executed player's true team loses (a Recluse: good)."""
    game = game_of(["imp", "fearmonger", "recluse", "empath", "soldier", "chef", "baron"])
    to_day(game, 1, plan=[("fearmonger", 2)])
    execute(game, FEAR, 2)
    assert game.winner == "evil"
