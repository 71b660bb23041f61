"""Mutant: "If you are “mad” about being an Outsider, you might be executed." (almanac, Seed 004).

"Madness" is judged from the Mutant's structured public claims of the day (issue 4): a claim
to be any Outsider (the Mutant included) is madness; other claims and statements are not.
After the day's talk, before nominations, the Storyteller may then execute the Mutant. That
is the day's one execution: no nominations follow (almanac "How to Run"). A drunk,
poisoned or dead Mutant is never executed this way.
"""

from clocktower.testing import advance, is_alive, to_day

from .seed004_helpers import game_of, steps

# Seats: 0 Imp, 1 Mutant, 2 Noble, 3 Shugenja, 4 Empath, 5 Undertaker.
SEATING = ["imp", "mutant", "noble", "shugenja", "empath", "undertaker"]
MUTANT = 1


def test_claiming_an_outsider_lets_the_storyteller_execute() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    d = advance(game, [(("talk", MUTANT), ("claim", "sweetheart"))], until="mutant")
    assert d.chooser == -1 and d.options == (False, True)
    game.answer(True)
    advance(game, until=lambda d: game.state.night == 2)
    assert not is_alive(game, MUTANT)
    assert game.state.executions == [(1, MUTANT, "mutant")]
    assert "nominate" not in steps(game)  # the day's execution happened: no nominations
    assert any(e.kind == "executed" and e.data["seat"] == MUTANT for e in game.view(3).events)


def test_claiming_the_mutant_is_madness_too() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    d = advance(game, [(("talk", MUTANT), ("claim", "mutant"))], until="mutant")
    assert d.options == (False, True)


def test_storyteller_may_spare_the_mutant() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, [(("talk", MUTANT), ("claim", "zealot")), ("mutant", False)],
            until=lambda d: game.state.night == 2)
    assert is_alive(game, MUTANT) and "nominate" in steps(game)


def test_townsfolk_claim_or_silence_is_not_madness() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, [(("talk", MUTANT), ("claim", "noble"))], until=lambda d: game.state.night == 2)
    to_day(game, 2, [("imp", 3)])
    advance(game, [(("talk", MUTANT), ("accuse", 0))], until=lambda d: game.state.night == 3)
    assert "mutant" not in steps(game)


def test_a_claim_counts_only_on_its_day() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, [(("talk", MUTANT), ("claim", "lunatic")), ("mutant", False)],
            until=lambda d: game.state.night == 2)
    advance(game, [("imp", 3)], until=lambda d: game.state.night == 3)
    assert steps(game).count("mutant") == 1


def test_poisoned_or_drunk_mutant_is_not_executed() -> None:
    for kwargs in ({"poisoned": [MUTANT]}, {"drunk": [MUTANT]}):
        game = game_of(SEATING, **kwargs)
        to_day(game, 1)
        advance(game, [(("talk", MUTANT), ("claim", "mutant"))], until=lambda d: game.state.night == 2)
        assert "mutant" not in steps(game)


def test_dead_mutant_is_not_executed() -> None:
    game = game_of(SEATING)
    to_day(game, 2, [("imp", MUTANT)])
    advance(game, [(("talk", MUTANT), ("claim", "mutant"))], until=lambda d: game.state.night == 3)
    assert "mutant" not in steps(game)


def test_mutant_execution_is_an_execution_for_the_mayor() -> None:
    # Seats: 0 Imp, 1 Mutant, 2 Mayor, 3 Noble, 4 Empath (dead): 4 alive. The Mutant's execution
    # leaves 3 alive, but the day had an execution, so the Mayor's team does not win.
    game = game_of(["imp", "mutant", "mayor", "noble", "empath"])
    game.state.seats[4].alive = False
    to_day(game, 1)
    advance(game, [(("talk", MUTANT), ("claim", "mutant")), ("mutant", True)],
            until=lambda d: game.state.night == 2)
    assert not game.over and game.state.alive_count() == 3
