"""Golem: "You may only nominate once per game. When you do, if the nominee is not the
Demon, they die." (almanac, Golem)."""

from typing import Any

from clocktower.testing import advance, is_alive, to_day

from .carousel_b_helpers import game_of, public, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Golem, 3 Chef, 4 Poppy Grower, 5 Recluse, 6 Soldier.
SEATING: list[Any] = ["imp", "poisoner", "golem", "chef", "poppygrower", "recluse", "soldier"]
GOLEM = 2


def _day_end(game: Any, plan: list[Any]) -> None:
    advance(game, plan, until=lambda d: game.state.phase == "night" or game.pending is None)


def test_healthy_golem_nominates_a_non_demon_who_dies_and_the_vote_goes_on() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    _day_end(game, [(("nominate", GOLEM), 3)])
    assert not is_alive(game, 3)
    assert [e.data["nominee"] for e in public(game, 6, "voted")] == [3]  # the vote happened
    assert [(r.token, r.target) for r in game.state.reminders if r.character == "golem"] == [
        ("May Not Nominate", GOLEM)]


def test_example_golem_nominates_the_poppy_grower_who_dies() -> None:
    """Almanac: the Golem nominates the Poppy Grower, who dies; no more nominations for it."""
    game = game_of(SEATING)
    to_day(game, 1)
    _day_end(game, [(("nominate", GOLEM), 4)])
    assert not is_alive(game, 4)


def test_golem_nominating_the_demon_nothing_happens() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    _day_end(game, [(("nominate", GOLEM), 0)])
    assert is_alive(game, 0) and game.winner is None
    assert [e.data["nominee"] for e in public(game, 6, "voted")] == [0]


def test_example_recluse_registering_as_the_demon_does_not_die() -> None:
    """Almanac: the Golem nominates the Recluse, who registers as the Demon: nothing happens."""
    game = game_of(SEATING)
    to_day(game, 1)
    d = advance(game, [(("nominate", GOLEM), 5)], until=lambda d: d.step == "golem" or d.kind == "storyteller")
    assert d is not None and set(d.options) >= {"demon", "outsider"}
    _day_end(game, [(lambda d: d.kind == "storyteller" and "demon" in d.options, "demon")])
    assert is_alive(game, 5)


def test_recluse_registering_as_an_outsider_dies() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    _day_end(game, [(("nominate", GOLEM), 5), (lambda d: d.kind == "storyteller" and "demon" in d.options, "outsider")])
    assert not is_alive(game, 5)


def test_drunk_golem_kills_nobody_but_spends_the_nomination() -> None:
    game = game_of(SEATING, drunk=[GOLEM])
    to_day(game, 1)
    _day_end(game, [(("nominate", GOLEM), 3)])
    assert is_alive(game, 3)
    assert game.state.reminders and any(r.character == "golem" for r in game.state.reminders)


def test_poisoned_golem_kills_nobody() -> None:
    game = game_of(SEATING, poisoned=[GOLEM])
    to_day(game, 1)
    _day_end(game, [(("nominate", GOLEM), 6)])
    assert is_alive(game, 6)


def test_soldier_nominated_by_the_golem_dies_the_golem_is_no_demon() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    _day_end(game, [(("nominate", GOLEM), 6)])
    assert not is_alive(game, 6)


def test_example_second_nomination_storyteller_may_refuse_it() -> None:
    """Almanac: a Golem who nominates again: the Storyteller accepts or refuses it."""
    game = game_of(SEATING)
    to_day(game, 1)
    _day_end(game, [(("nominate", GOLEM), 4)])
    to_night(game, 2)
    to_day(game, 2)
    d = advance(game, [(("nominate", GOLEM), 3)], until="golem")
    assert d is not None and d.options == (False, True)
    _day_end(game, [("golem", False)])
    assert is_alive(game, 3)
    assert [e.data["nominee"] for e in public(game, 6, "voted")] == [4]  # no vote on the Chef
    assert any("does not accept" in e.text for e in public(game, 6, "announced"))


def test_second_nomination_accepted_is_voted_on_and_kills_nobody() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    _day_end(game, [(("nominate", GOLEM), 4)])
    to_night(game, 2)
    to_day(game, 2)
    _day_end(game, [(("nominate", GOLEM), 3), ("golem", True)])
    assert is_alive(game, 3)
    assert [e.data["nominee"] for e in public(game, 6, "voted")] == [4, 3]


def test_dead_golem_cannot_nominate() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    game.state.seats[GOLEM].alive = False
    choosers: list[int] = []

    def policy(d: Any) -> Any:
        from clocktower.testing import quiet
        if d.step == "nominate":
            choosers.append(d.chooser)
        return quiet(d)

    advance(game, until=lambda d: game.state.phase == "night", policy=policy)
    assert GOLEM not in choosers and choosers
