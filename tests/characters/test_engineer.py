"""Engineer: "Once per game, at night, choose which Minions or which Demon is in play."
(almanac, Engineer).

Once per game the Engineer may pick a Demon (every living Demon becomes it) or as many
Minion characters as there are Minions (those already in play stay; the Storyteller says
which other Minion becomes which). Each changed player is told. The almanac's Boomdandy,
Mezepheles and Psychopath are not in the engine: the examples are played with the Poisoner,
the Witch, the Spy and the Fearmonger. Jinx with Legion. Rulings:
docs/rulings/carousel-townsfolk.md.
"""

from typing import Any

from clocktower.testing import advance, to_day, to_night

from .carousel_townsfolk_helpers import game_of

# Seats: 0 Imp, 1 Engineer, 2 Chef, 3 Spy, 4 Baron, 5 Empath, 6 Soldier.
SEATING: list[Any] = ["imp", "engineer", "chef", "spy", "baron", "empath", "soldier"]
ENGINEER = 1


def _chars(game: Any) -> list[str]:
    return [s.character for s in game.state.seats]


def test_healthy_may_choose_nothing_and_keeps_the_ability() -> None:
    game = game_of(SEATING)
    d = advance(game, until="engineer")
    assert d is not None and d.options == (None, "demon", "minions") and d.chooser == ENGINEER
    game.answer(None)
    to_night(game, 2)
    d = advance(game, until="engineer")
    assert d is not None and d.chooser == ENGINEER


def test_almanac_on_the_second_night_the_imp_becomes_the_lleech() -> None:
    """Almanac: on night 2 the Engineer chooses the Lleech; the Imp is now the Lleech."""
    game = game_of(SEATING)
    to_night(game, 2)
    d = advance(game, [("engineer", "demon")], until="engineer")
    assert d is not None and d.options == ("imp", "vortox", "leviathan", "riot", "legion", "pukka", "lleech")
    game.answer("lleech")
    assert game.state.seats[0].character == "lleech" and game.state.seats[0].alignment == "evil"
    told = [e.text for e in game.view(0).events if e.kind == "character_changed"]
    assert told == ["Alice is now the Lleech (was the Imp)."]
    assert not [e for e in game.view(2).events if e.kind == "character_changed"]
    assert ENGINEER in [r.target for r in game.state.reminders if r.token == "No Ability"]
    mark = len(game.decisions)
    to_day(game, 3, plan=[("lleech", 5)])
    assert not [d for d in game.decisions[mark:] if d.step == "engineer"]


def test_almanac_the_baron_becomes_another_minion_and_the_outsiders_stay() -> None:
    """Almanac: the Engineer turns the Baron into another Minion (the Boomdandy of the
    example: here the Poisoner); the two extra Outsiders stay."""
    game = game_of(["imp", "engineer", "chef", "spy", "baron", "saint", "recluse"])
    plan = [("engineer", "minions"), ("engineer", "spy"), ("engineer", "poisoner")]
    advance(game, plan, until=lambda d: game.state.seats[4].character == "poisoner")
    assert _chars(game) == ["imp", "engineer", "chef", "spy", "poisoner", "saint", "recluse"]
    assert [e.text for e in game.view(4).events if e.kind == "character_changed"] == [
        "Eve is now the Poisoner (was the Baron)."]


def test_almanac_the_storyteller_decides_which_minion_becomes_which() -> None:
    """Almanac: two Minions in play (the Fearmonger and the Psychopath: here the Poisoner and
    the Baron), the Engineer picks two others (the Mezepheles and the Spy: here the Witch and
    the Spy): the Storyteller decides who becomes which."""
    game = game_of(["imp", "engineer", "chef", "poisoner", "baron", "empath", "soldier"])
    plan = [("engineer", "minions"), ("engineer", "witch"), ("engineer", "spy")]
    d = advance(game, plan, until="engineer.minion")
    assert d is not None and d.chooser == -1 and d.options == ("witch", "spy")
    game.answer("spy")
    assert game.state.seats[3].character == "spy" and game.state.seats[4].character == "witch"


def test_almanac_only_the_minion_not_chosen_changes() -> None:
    """Almanac: the Spy, the Assassin and the Witch in play; the Engineer chooses the Spy, the
    Assassin and another Minion (the Mezepheles: here the Poisoner): the Witch becomes it."""
    game = game_of(["imp", "engineer", "spy", "assassin", "witch", "chef", "empath", "soldier"])
    plan = [("engineer", "minions"), ("engineer", "poisoner"), ("engineer", "spy"), ("engineer", "assassin")]
    advance(game, plan, until=lambda d: game.state.seats[4].character == "poisoner")
    assert not [d for d in game.decisions if d.step == "engineer.minion"]
    assert _chars(game)[2:5] == ["spy", "assassin", "poisoner"]


def test_minion_choices_are_distinct_and_never_the_marionette() -> None:
    game = game_of(["imp", "engineer", "chef", "poisoner", "baron", "empath", "soldier"])
    d = advance(game, [("engineer", "minions")], until="engineer")
    assert d is not None and "marionette" not in d.options and "poisoner" in d.options
    game.answer("poisoner")
    d = advance(game, until="engineer")
    assert d is not None and "poisoner" not in d.options


def test_poisoned_or_drunk_engineer_changes_nothing_and_uses_its_ability() -> None:
    for game in (game_of(SEATING, poisoned=[ENGINEER]), game_of(SEATING, drunk=[ENGINEER])):
        to_day(game, 1, plan=[("engineer", "demon"), ("engineer", "vortox")])
        assert game.state.seats[0].character == "imp"
        mark = len(game.decisions)
        to_day(game, 2, plan=[("imp", 5)])
        assert not [d for d in game.decisions[mark:] if d.step == "engineer"]


def test_drunk_believing_engineer_changes_nothing() -> None:
    game = game_of(["imp", ("drunk", "engineer"), "chef", "spy", "baron", "empath", "soldier"])
    to_day(game, 1, plan=[("engineer", "demon"), ("engineer", "vortox")])
    assert game.state.seats[0].character == "imp"


def test_dead_engineer_does_not_wake() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("engineer", None)])
    game.state.seats[ENGINEER].alive = False
    mark = len(game.decisions)
    to_day(game, 2, plan=[("imp", 5)])
    assert not [d for d in game.decisions[mark:] if d.step == "engineer"]


def test_jinx_engineer_legion_in_play_the_engineer_knows_and_has_no_ability() -> None:
    game = game_of(["legion", "engineer", "legion", "chef", "legion", "empath", "soldier"])
    to_day(game, 1)
    assert not [d for d in game.decisions if d.step == "engineer"]
    told = [e for e in game.view(ENGINEER).events if e.kind == "learned"]
    assert told[0].text == "Legion is in play: you have no ability."


def test_jinx_engineer_legion_created_every_evil_player_becomes_legion() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("engineer", "demon"), ("engineer", "legion")])
    assert _chars(game) == ["legion", "engineer", "chef", "legion", "legion", "empath", "soldier"]
