"""Fool: "The 1st time you die, you don't." (almanac, Fool).

The first death that would really happen to the Fool does not, whatever causes it, and uses
the ability up; a death another protection stops does not count; a drunk or poisoned Fool
dies (and never used the ability). Ruling: the Assassin's kill overrides the Fool.
"""

from clocktower.decisions import DecisionKind
from clocktower.testing import advance, is_alive, to_day, to_night

from .bmr_snv_helpers import execute, game_of, public

# Seats: 0 Imp, 1 Fool, 2 Chef, 3 Empath, 4 Baron, 5 Soldier, 6 Recluse.
SEATING = ["imp", "fool", "chef", "empath", "baron", "soldier", "recluse"]
FOOL = 1


def _no_ability(game) -> bool:
    return any(r.character == "fool" and r.target == FOOL and r.token == "No Ability" for r in game.state.reminders)


def test_healthy_fool_survives_the_demon_once_then_dies() -> None:
    game = game_of(SEATING)
    to_day(game, 2, plan=[("imp", FOOL)])
    assert is_alive(game, FOOL) and _no_ability(game)
    assert public(game, 3, "dawn")[-1].text == "Dawn. Nobody died in the night."
    assert not any(e.kind == "told" and "Fool" in e.text for e in game.view(FOOL).events)  # not told why
    to_day(game, 3, plan=[("imp", FOOL)])
    assert not is_alive(game, FOOL)


def test_example_executed_twice_dies_the_second_time() -> None:
    """Almanac: executed on day 1 and lives; executed again on day 4, and dies."""
    game = game_of(SEATING)
    to_day(game, 1)
    execute(game, 0, FOOL)
    assert is_alive(game, FOOL) and _no_ability(game)
    assert [e.text for e in public(game, 2, "survived")] == ["Bob is executed but does not die."]
    to_day(game, 4, plan=[("imp", 5), ("imp", 5), ("imp", 5)])  # the Soldier is safe
    execute(game, 0, FOOL)
    assert not is_alive(game, FOOL)


def test_example_survives_the_demon_then_dies_to_execution() -> None:
    """Almanac: the Demon attacks, nobody dies; the next day the Fool is executed and dies."""
    game = game_of(SEATING)
    to_day(game, 2, plan=[("imp", FOOL)])
    assert game.state.deaths == []
    execute(game, 0, FOOL)
    assert not is_alive(game, FOOL)


def test_example_other_protections_keep_the_ability() -> None:
    """Almanac: protected by the Tea Lady, then by the Innkeeper, the Fool keeps the ability;
    once neither protects, the attack uses it, and the Fool still lives."""
    # Seats: 0 Imp, 1 Fool, 2 Tea Lady, 3 Innkeeper, 4 Poisoner, 5 Chef, 6 Empath.
    game = game_of(["imp", "fool", "tealady", "innkeeper", "poisoner", "chef", "empath"])
    to_day(game, 2, plan=[("poisoner", 4), ("innkeeper", (5, 6)), ("imp", FOOL), ("poisoner", 4)])
    assert is_alive(game, FOOL) and not _no_ability(game)  # the Tea Lady's neighbours are safe
    game.state.seats[2].alive = False  # the Tea Lady dies
    to_day(game, 3, plan=[("poisoner", 4), ("innkeeper", (FOOL, 5)), ("imp", FOOL)])
    assert is_alive(game, FOOL) and not _no_ability(game)
    game.state.seats[3].alive = False  # the Innkeeper dies
    to_day(game, 4, plan=[("poisoner", 4), ("imp", FOOL)])
    assert is_alive(game, FOOL) and _no_ability(game)
    to_day(game, 5, plan=[("poisoner", 4), ("imp", FOOL)])
    assert not is_alive(game, FOOL)


def test_drunk_fool_dies_at_once() -> None:
    game = game_of(SEATING, drunk=[FOOL])
    to_day(game, 2, plan=[("imp", FOOL)])
    assert not is_alive(game, FOOL) and not _no_ability(game)


def test_poisoned_fool_dies_when_executed() -> None:
    game = game_of(SEATING, poisoned=[FOOL])
    to_day(game, 1)
    execute(game, 0, FOOL)
    assert not is_alive(game, FOOL) and not _no_ability(game)
    assert public(game, 2, "survived") == []


def test_dead_fool_stays_dead() -> None:
    game = game_of(SEATING)
    to_day(game, 2, plan=[("imp", FOOL)])
    to_day(game, 3, plan=[("imp", FOOL)])
    assert not is_alive(game, FOOL)
    to_day(game, 4, plan=[("imp", FOOL)])  # attacking the dead Fool does nothing
    assert [d.seat for d in game.state.deaths] == [FOOL]


def test_no_registration_or_storyteller_decision_is_asked() -> None:
    """Surviving is automatic: no Storyteller choice, no registration (not information)."""
    game = game_of(SEATING)
    to_night(game, 2)
    start = len(game.decisions)
    advance(game, [("imp", FOOL)], until=lambda d: d.step == "talk")
    assert not [d for d in game.decisions[start:]
                if d.kind == DecisionKind.STORYTELLER and d.step not in ("imp",)]
    assert is_alive(game, FOOL)


def test_ruling_assassin_kill_overrides_the_fool_and_the_ability_is_kept() -> None:
    # Seats: 0 Imp, 1 Fool, 2 Assassin, 3 Chef, 4 Empath.
    game = game_of(["imp", "fool", "assassin", "chef", "empath"])
    to_night(game, 2)
    advance(game, [("assassin", FOOL), ("imp", 3)], until=lambda d: d.step == "talk")
    assert not is_alive(game, FOOL) and not _no_ability(game)


def test_poisoned_by_the_poisoner_then_healthy_again_the_ability_works() -> None:
    """Poisoned for night 1 and day 1 only: on night 2 the Fool is healthy and survives."""
    # Seats: 0 Imp, 1 Fool, 2 Poisoner, 3 Chef, 4 Empath.
    game = game_of(["imp", "fool", "poisoner", "chef", "empath"])
    to_day(game, 1, plan=[("poisoner", FOOL)])
    assert game.ctx(FOOL).is_poisoned(FOOL)
    to_day(game, 2, plan=[("poisoner", 2), ("imp", FOOL)])
    assert is_alive(game, FOOL) and _no_ability(game)


def test_a_death_the_mayor_bounces_onto_the_fool_meets_the_fools_ability() -> None:
    """The replacement's new target runs its own replacements and protections: the Fool
    the Mayor's death goes to survives it once (and uses its ability); the second time the
    Fool dies."""
    # Seats: 0 Imp, 1 Fool, 2 Mayor, 3 Chef, 4 Empath.
    game = game_of(["imp", "fool", "mayor", "chef", "empath"])
    to_day(game, 2, plan=[("imp", 2), ("mayor.bounce", FOOL)])
    assert is_alive(game, FOOL) and is_alive(game, 2) and _no_ability(game)
    assert public(game, 3, "dawn")[-1].text == "Dawn. Nobody died in the night."
    to_day(game, 3, plan=[("imp", 2), ("mayor.bounce", FOOL)])
    assert not is_alive(game, FOOL) and is_alive(game, 2)


def test_a_bounced_death_is_not_bounced_again() -> None:
    """Each replacement moves one death at most once: the Mayor is not asked again for the
    death it moved (the engine's order, docs/hooks-semantics.md)."""
    game = game_of(["imp", "fool", "mayor", "chef", "empath"])
    to_night(game, 2)
    start = len(game.decisions)
    advance(game, [("imp", 2), ("mayor.bounce", 3)], until="talk")
    assert [d.step for d in game.decisions[start:]].count("mayor.bounce") == 1
    assert not is_alive(game, 3) and is_alive(game, 2)
