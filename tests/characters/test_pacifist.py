"""Pacifist: "Executed good players might not die." (almanac, Pacifist).

When a player who registers as good is executed while the Pacifist is sober, healthy and
alive, the Storyteller decides: they die, or they stay alive ("executed but does not die").
The first almanac example is a play tip (how often to spare) and is not a test.
"""

from typing import Any

from clocktower.decisions import DecisionKind
from clocktower.testing import advance, is_alive, make_drunk, to_day

from .bmr_snv_helpers import execute, game_of, public

# Seats: 0 Imp, 1 Pacifist, 2 Empath, 3 Recluse, 4 Baron, 5 Chef, 6 Professor.
SEATING: list[Any] = ["imp", "pacifist", "empath", "recluse", "baron", "chef", "professor"]
PACIFIST = 1


def _pacifist_decisions(game) -> list[Any]:
    return [d for d in game.decisions if d.step == "pacifist"]


def _execute_with(game, nominee: int, outcome: str | None, plan: list[Any] | None = None) -> None:
    extra = [("pacifist", outcome)] if outcome else []
    execute(game, 0, nominee, plan=[*(plan or []), *extra])


def test_example_spares_an_executed_innkeeper() -> None:
    """Almanac: the Innkeeper is executed but remains alive because of the Pacifist."""
    game = game_of(["imp", "pacifist", "innkeeper", "recluse", "baron", "chef", "professor"])
    to_day(game, 1)
    execute(game, 0, 2, plan=[("pacifist", "spared")])
    (d,) = _pacifist_decisions(game)
    assert d.kind == DecisionKind.STORYTELLER and d.options == ("dies", "spared") and d.subject == PACIFIST
    assert is_alive(game, 2)
    assert [e.text for e in public(game, 5, "survived")] == ["Carol is executed but does not die."]
    assert game.state.executed_today == 2  # it was the day's execution
    assert not any("Pacifist" in e.text for e in game.view(2).events)  # nobody is told why


def test_example_storyteller_may_never_spare() -> None:
    """Almanac: several good players executed, the ability never saves anybody: each time
    the decision is offered and "dies" is legal."""
    game = game_of(SEATING)
    for day, nominee in ((1, 2), (2, 5), (3, 6)):
        to_day(game, day, plan=[("imp", 4)] if day > 1 else [])  # the Baron dies, the Imp lives
        execute(game, 0, nominee, plan=[("pacifist", "dies")])
        assert not is_alive(game, nominee)
    assert [d.options for d in _pacifist_decisions(game)] == [("dies", "spared")] * 3


def test_example_lunatic_spared_drunk_pacifist_then_pacifist_spares_themself() -> None:
    """Almanac: the Lunatic is executed and lives; the Professor is executed and dies, the
    Pacifist being drunk; later the Pacifist is executed and lives. (The exiled Bishop of the
    example is the next test.)"""
    # Seats: 0 Imp, 1 Pacifist, 2 Lunatic (believes the Imp), 3 Professor, 4 Baron, 5 Chef, 6 Empath.
    game = game_of(["imp", "pacifist", ("lunatic", "imp"), "professor", "baron", "chef", "empath"])
    to_day(game, 1)
    execute(game, 0, 2, plan=[("pacifist", "spared")])
    assert is_alive(game, 2)
    to_day(game, 2, plan=[(("imp", 0), 6), (("imp", 2), 5)])
    drunk = make_drunk(game, PACIFIST)
    execute(game, 0, 3)
    assert not is_alive(game, 3) and len(_pacifist_decisions(game)) == 1  # not asked
    game.state.effects.remove(drunk)
    to_day(game, 3, plan=[(("imp", 0), 5), (("imp", 2), 6)])
    execute(game, 0, PACIFIST, plan=[("pacifist", "spared")])
    assert is_alive(game, PACIFIST) and len(_pacifist_decisions(game)) == 2


def test_evil_player_executed_is_not_offered() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    execute(game, 0, 4)
    assert _pacifist_decisions(game) == [] and not is_alive(game, 4)


def test_registration_recluse_registering_evil_dies_without_decision() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    execute(game, 0, 3, plan=[("register.recluse", "evil")])
    reg = [d for d in game.decisions if d.step == "register.recluse"][-1]
    assert reg.options == ("good", "evil") and reg.truth == ("good",) and reg.why == "registration"
    assert _pacifist_decisions(game) == [] and not is_alive(game, 3)


def test_registration_recluse_registering_good_may_be_spared() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    execute(game, 0, 3, plan=[("register.recluse", "good"), ("pacifist", "spared")])
    assert is_alive(game, 3)


def test_poisoned_pacifist_offers_nothing() -> None:
    game = game_of(SEATING, poisoned=[PACIFIST])
    to_day(game, 1)
    execute(game, 0, 2)
    assert _pacifist_decisions(game) == [] and not is_alive(game, 2)


def test_drunk_pacifist_offers_nothing() -> None:
    game = game_of(SEATING, drunk=[PACIFIST])
    to_day(game, 1)
    execute(game, 0, 2)
    assert _pacifist_decisions(game) == [] and not is_alive(game, 2)


def test_dead_pacifist_offers_nothing() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    game.state.seats[PACIFIST].alive = False
    execute(game, 0, 2)
    assert _pacifist_decisions(game) == [] and not is_alive(game, 2)


def test_player_saved_anyway_is_not_asked_about() -> None:
    """A Devil's Advocate's chosen player survives the execution without the Pacifist."""
    # Seats: 0 Imp, 1 Pacifist, 2 Chef, 3 Devil's Advocate, 4 Empath.
    game = game_of(["imp", "pacifist", "chef", "devilsadvocate", "empath"])
    to_day(game, 1, plan=[("devilsadvocate", 2)])
    execute(game, 0, 2)
    assert _pacifist_decisions(game) == [] and is_alive(game, 2)


def test_only_executions_are_concerned() -> None:
    game = game_of(SEATING)
    advance(game, [("imp", 5)], until=lambda d: d.step == "talk" and game.state.day == 2)
    assert not is_alive(game, 5) and _pacifist_decisions(game) == []


def test_example_a_good_bishop_is_exiled_and_dies_the_pacifist_saves_from_execution_only() -> None:
    """Almanac (example 4, the exiled Bishop): the Pacifist saves people from execution, not
    from exile: the good Bishop is exiled and dies, and the Storyteller is not asked."""
    from clocktower.testing import seated

    # Bad Moon Rising: 0 Po, 1 Pacifist, 2 Godfather, 3 Professor, 4 Chambermaid, 5 Gambler,
    # 6 Exorcist, 7 the good Bishop.
    game = seated(["po", "pacifist", "godfather", "professor", "chambermaid", "gambler", "exorcist", "bishop"],
                  script="bad-moon-rising")
    advance(game, until="traveller.alignment")
    game.answer("good")
    to_day(game, 1)
    n = len(game.state.seats)
    advance(game, [(("exile.call", 3), 7)] + [(("exile.vote", s), True) for s in range(n)],
            until=lambda d: not game.state.seats[7].alive or d.step == "nominate")
    assert not game.state.seats[7].alive
    assert not _pacifist_decisions(game)
