"""Devil's Advocate: "Each night, choose a living player (different to last night): if
executed tomorrow, they don't die." (almanac, Devil's Advocate).

Ruling: the choice protects only if the Devil's Advocate was sober and healthy when choosing
and is still sober, healthy and alive at the execution.
"""

from typing import Any

from clocktower.testing import advance, is_alive, make_drunk, to_day, to_night

from .bmr_snv_helpers import execute, game_of, public

# Seats: 0 Imp, 1 Devil's Advocate, 2 Grandmother, 3 Tinker, 4 Moonchild, 5 Chef, 6 Empath.
SEATING: list[Any] = ["imp", "devilsadvocate", "grandmother", "tinker", "moonchild", "chef", "empath"]
DA = 1


def test_first_night_choice_offers_living_players_and_marks_them() -> None:
    game = game_of(SEATING)
    d = advance(game, until="devilsadvocate")
    assert d.chooser == DA and d.options == tuple(range(7))
    advance(game, [("devilsadvocate", 5)], until="talk")
    assert [(r.token, r.target) for r in game.state.reminders if r.character == "devilsadvocate"] == [
        ("Survives Execution", 5)]


def test_not_the_same_player_two_nights_running_and_not_the_dead() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("devilsadvocate", 5)])
    game.state.seats[6].alive = False
    game.state.seats[6].public_alive = False
    to_night(game, 2)
    d = advance(game, until="devilsadvocate")
    assert d.options == (0, 1, 2, 3, 4)  # not the Chef (last night), not the dead Empath


def test_example_protects_themself() -> None:
    """Almanac: the Devil's Advocate protects themself and survives their execution."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[("devilsadvocate", DA)])
    execute(game, 0, DA)
    assert is_alive(game, DA)
    assert [e.text for e in public(game, 5, "survived")] == ["Bob is executed but does not die."]


def test_example_grandmother_then_tinker_killed_anyway_then_moonchild() -> None:
    """Almanac: the Grandmother survives her execution; later the Tinker survives it but the
    Storyteller kills the Tinker through the Tinker's ability; then the Moonchild survives.
    (The Judge's forced execution of the example is a test of its own, below.)"""
    game = game_of(SEATING)
    to_day(game, 1, plan=[("devilsadvocate", 2)])
    execute(game, 0, 2)
    assert is_alive(game, 2)
    to_day(game, 2, plan=[("devilsadvocate", 3), ("imp", 6)])
    execute(game, 0, 3)
    assert is_alive(game, 3)  # the execution does not kill the Tinker...
    to_day(game, 3, plan=[("devilsadvocate", 4), ("tinker", True), ("imp", 5)])
    # ...but the Tinker's own ability does (the engine offers it at night and before nominations).
    assert [d.harm.source_character for d in game.state.deaths if d.seat == 3] == ["tinker"]
    execute(game, 0, 4)
    assert is_alive(game, 4)


def test_only_the_next_day() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("devilsadvocate", 5)])
    to_day(game, 2, plan=[("devilsadvocate", 6), ("imp", 4)])
    execute(game, 0, 5)
    assert not is_alive(game, 5)


def test_poisoned_when_choosing_protects_nobody() -> None:
    game = game_of(SEATING, poisoned=[DA])
    to_day(game, 1, plan=[("devilsadvocate", 5)])
    execute(game, 0, 5)
    assert not is_alive(game, 5)


def test_drunk_at_the_execution_protects_nobody() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("devilsadvocate", 5)])
    make_drunk(game, DA)
    execute(game, 0, 5)
    assert not is_alive(game, 5)


def test_dead_devils_advocate_protects_nobody() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("devilsadvocate", 5)])
    game.state.seats[DA].alive = False
    execute(game, 0, 5)
    assert not is_alive(game, 5)


def test_other_deaths_are_not_stopped() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("devilsadvocate", 5)])
    to_night(game, 2)
    advance(game, [("devilsadvocate", 6), ("imp", 6)], until="talk")
    assert not is_alive(game, 6)


def test_registration_is_not_asked() -> None:
    """The protection is no information: a Recluse chosen is protected, no registration asked."""
    game = game_of(["imp", "devilsadvocate", "recluse", "chef", "empath"])
    to_day(game, 1, plan=[("devilsadvocate", 2), ("register.recluse", "good")])
    before = len([d for d in game.decisions if d.step.startswith("register")])
    execute(game, 0, 2)
    assert is_alive(game, 2)
    assert len([d for d in game.decisions if d.step.startswith("register")]) == before


def test_example_protected_zombuul_survives_then_registers_dead_the_next_day() -> None:
    """Almanac (example 2): the Devil's Advocate protects the Zombuul, who is executed and
    stays alive, so its first death is not used; executed again the next day, it registers
    as dead (its first death) and lives on."""
    from clocktower.state import REGISTERS_DEAD

    # Bad Moon Rising: 0 Zombuul, 1 Devil's Advocate, 2 Grandmother, 3 Tinker, 4 Moonchild,
    # 5 Chambermaid, 6 Gambler.
    game = game_of(["zombuul", "devilsadvocate", "grandmother", "tinker", "moonchild", "chambermaid",
                    "gambler"], script=_bmr())

    def registers_dead() -> bool:
        return any(e.kind == REGISTERS_DEAD and e.target == 0 for e in game.state.effects)

    to_day(game, 1, plan=[("devilsadvocate", 0)])
    execute(game, 5, 0, plan=[("tinker", False)])
    assert is_alive(game, 0) and not registers_dead()
    assert [e.text for e in public(game, 5, "survived")] == ["Alice is executed but does not die."]
    to_day(game, 2, plan=[("devilsadvocate", 5), ("zombuul", 6)])
    execute(game, 5, 0, plan=[("tinker", False)])
    assert is_alive(game, 0) and registers_dead() and not game.over


def _bmr():  # type: ignore[no-untyped-def]
    from clocktower.script import load_script

    return load_script("bad-moon-rising")


def test_example_the_judge_forces_the_execution_and_the_protected_moonchild_lives() -> None:
    """Almanac (example 3, its last part): the Devil's Advocate protects the Moonchild; the
    Judge forces the execution to pass: the execution happens, but the Moonchild lives."""
    from clocktower.testing import seated

    # Bad Moon Rising: 0 Po, 1 Devil's Advocate, 2 Grandmother, 3 Tinker, 4 Moonchild,
    # 5 Chambermaid, 6 Gambler, 7 the Judge.
    game = seated(["po", "devilsadvocate", "grandmother", "tinker", "moonchild", "chambermaid", "gambler",
                   "judge"], script="bad-moon-rising")
    advance(game, until="traveller.alignment")
    game.answer("good")
    to_day(game, 1, plan=[("devilsadvocate", 4)])
    n = len(game.state.seats)
    plan = [(("nominate", 5), 4)] + [(("vote", s), False) for s in range(n)]
    d = advance(game, plan, until="judge")
    assert d is not None and d.chooser == 7
    game.answer("pass")
    advance(game, [("tinker", False)], until=lambda d: game.state.phase == "night")
    assert game.state.executions == [(1, 4, "moonchild")]
    assert is_alive(game, 4)
    assert "moonchild" not in [d.step for d in game.decisions]
