"""Town Crier: "Each night*, you learn if a Minion nominated today." (almanac, Seed 004).

Each night but the first, the Town Crier learns yes or no: did any player who nominated
during the day just ended register as a Minion? Not who nor how many. A Minion that
nominated and was then executed still counts. A drunk or poisoned Town Crier may hear
either answer.
"""

from clocktower.testing import advance, learned, to_day, to_night

from .seed004_helpers import game_of, steps

# Seats: 0 Imp, 1 Town Crier, 2 Marionette (believes the Noble), 3 Noble, 4 Shugenja, 5 Undertaker.
SEATING = ["imp", "towncrier", ("marionette", "noble"), "noble", "shugenja", "undertaker"]
CRIER = 1
NIGHT2 = [("imp", 4)]  # the Imp kills the Shugenja on night 2


def test_does_not_wake_on_the_first_night() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    assert "towncrier" not in steps(game)


def test_minion_nominated_yes() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    d = advance(game, [(("nominate", 2), 3), *NIGHT2], until=("inform", "towncrier"))
    assert d.subject == CRIER and d.options == (True,) and d.truth == (True,)
    game.answer(True)
    assert [e.text for e in learned(game, CRIER)] == ["A Minion nominated today."]


def test_no_nominations_no() -> None:
    game = game_of(SEATING)
    d = advance(game, NIGHT2, until=("inform", "towncrier"))
    assert d.options == (False,)
    game.answer(False)
    assert learned(game, CRIER)[-1].text == "No Minion nominated today."


def test_good_player_and_demon_nominations_are_not_minion_nominations() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    d = advance(game, [(("nominate", 0), 5), (("nominate", 3), 2), *NIGHT2], until=("inform", "towncrier"))
    assert d.options == (False,)  # the Imp and the Noble nominated; the Marionette was only nominated


def test_minion_who_nominated_then_was_executed_still_counts() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    def on_marionette(d):
        return d.step == "vote" and game.state.nominations[-1].nominee == 2 and d.chooser in (3, 4, 5)

    votes = [(on_marionette, True)] * 3  # 3 of 6 alive: enough
    d = advance(game, [(("nominate", 2), 4), (("nominate", 3), 2), *votes, *NIGHT2],
                until=("inform", "towncrier"))
    assert not game.state.seats[2].alive and game.state.executed_today == 2
    assert d.options == (True,)


def test_only_the_day_just_ended_counts() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, [(("nominate", 2), 3), *NIGHT2], until=("inform", "towncrier"))
    game.answer(True)
    d = advance(game, [("imp", 5)], until=("inform", "towncrier"))  # day 2: nobody nominates
    assert game.state.night == 3 and d.options == (False,)


def test_poisoned_may_hear_either_answer() -> None:
    game = game_of(SEATING, poisoned=[CRIER])
    d = advance(game, NIGHT2, until=("inform", "towncrier"))
    assert set(d.options) == {True, False} and d.truth == (False,) and "poisoned" in d.why
    game.answer(True)
    assert learned(game, CRIER)[-1].text == "A Minion nominated today."


def test_drunk_may_hear_either_answer() -> None:
    game = game_of(SEATING, drunk=[CRIER])
    d = advance(game, NIGHT2, until=("inform", "towncrier"))
    assert set(d.options) == {True, False} and "drunk" in d.why


def test_marionette_believing_town_crier() -> None:
    # Seats: 0 Imp, 1 Marionette (believes the Town Crier), 2 Noble, 3 Shugenja, 4 Undertaker.
    game = game_of(["imp", ("marionette", "towncrier"), "noble", "shugenja", "undertaker"])
    to_day(game, 1)
    d = advance(game, [(("nominate", 1), 2), ("imp", 3)], until=("inform", "towncrier"))
    assert d.subject == 1 and set(d.options) == {True, False} and d.truth == (True,)


def test_dead_town_crier_does_not_wake() -> None:
    game = game_of(SEATING)
    to_night(game, 2)
    advance(game, [("imp", CRIER)], until=lambda d: game.state.day == 2)
    assert not game.state.seats[CRIER].alive and "towncrier" not in steps(game)


def test_recluse_nominator_may_register_as_a_minion() -> None:
    # Seats: 0 Imp, 1 Town Crier, 2 Recluse, 3 Noble, 4 Shugenja.
    for registered, heard in (("minion", True), ("outsider", False)):
        game = game_of(["imp", "towncrier", "recluse", "noble", "shugenja"])
        to_day(game, 1)
        d = advance(game, [(("nominate", 2), 3), ("imp", 4), ("register.recluse", registered)],
                    until=("inform", "towncrier"))
        assert d.options == (heard,)


def test_legion_nominator_counts_as_a_minion() -> None:
    """Legion registers as a Minion too (ruling legion-registers-demon-and-minion): a Legion
    nomination is a Minion nomination, with no Storyteller choice."""
    from clocktower.script import parse_script
    script = parse_script([{"id": "_meta", "name": "Town Crier and Legion"}, "towncrier", "noble", "shugenja",
                           "undertaker", "chef", "legion"])
    # Seats: 0 Legion, 1 Town Crier, 2 Legion, 3 Legion, 4 Noble, 5 Shugenja.
    game = game_of(["legion", "towncrier", "legion", "legion", "noble", "shugenja"], script=script)
    to_day(game, 1)
    d = advance(game, [(("nominate", 2), 4)], until=("inform", "towncrier"))
    assert d.options == (True,)
    assert not any(x.step.startswith("register.") for x in game.decisions)
