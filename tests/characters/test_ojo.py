"""Ojo: "Each night*, choose a character: they die. If they are not in play, the Storyteller
chooses who dies." (almanac, Carousel).

From night 2 the Ojo chooses a character from the script. If a seat is that character (or a
Recluse or Spy registers as it to the Ojo), that player dies; several copies: the
Storyteller picks one. Otherwise the Storyteller chooses who dies, and, when the script has
a Demon that kills several a night, may add more victims (almanac, How to Run). Drunk,
poisoned or exorcised: nobody dies. Rulings: docs/rulings/loric-demons.md.
"""

import pytest

from clocktower.decisions import STORYTELLER, DecisionKind, IllegalAnswer
from clocktower.script import parse_script
from clocktower.testing import advance, is_alive, make_drunk, seated, to_night

SCRIPT = parse_script([{"id": "_meta", "name": "ojo test"}, "empath", "shugenja", "poppygrower", "soldier",
                       "monk", "sage", "exorcist", "recluse", "saint", "poisoner", "spy", "ojo"], source="ojo-test")
MULTI = parse_script([{"id": "_meta", "name": "ojo multi"}, "empath", "shugenja", "soldier", "monk", "sage",
                      "recluse", "saint", "poisoner", "spy", "ojo", "shabaloth"], source="ojo-multi")
# Seats: 0 Ojo, 1 Poisoner, 2 Empath, 3 Recluse, 4 Soldier, 5 Sage, 6 Shugenja
SEATING = ["ojo", "poisoner", "empath", "recluse", "soldier", "sage", "shugenja"]
OJO = 0


def night_deaths(game, night):
    return [d.seat for d in game.state.deaths_in("night", night)]


def to_ojo(game, night, plan=()):
    to_night(game, night)
    return advance(game, [("poisoner", 1), *plan], until="ojo")


def test_does_not_act_on_the_first_night() -> None:
    game = seated(SEATING, SCRIPT)
    advance(game, [("poisoner", 1)], until=lambda d: d.step == "talk")
    assert all(d.step != "ojo" for d in game.decisions)


def test_healthy_chosen_character_dies() -> None:
    game = seated(SEATING, SCRIPT)
    d = to_ojo(game, 2)
    assert d.kind == DecisionKind.CHOOSE_CHARACTER and d.chooser == OJO
    assert set(d.options) == {"empath", "shugenja", "poppygrower", "soldier", "monk", "sage", "exorcist",
                              "recluse", "saint", "poisoner", "spy", "ojo"}
    assert "ojo" in d.options and "poisoner" in d.options  # evil characters too
    with pytest.raises(IllegalAnswer):
        game.answer("imp")  # not on the script
    game.answer("empath")
    advance(game, until=lambda d: d.step == "talk")
    assert night_deaths(game, 2) == [2]


def test_not_in_play_the_storyteller_chooses_one_player() -> None:
    game = seated(SEATING, SCRIPT)
    to_ojo(game, 2)
    game.answer("monk")
    d = advance(game, until="ojo.miss")
    assert d.chooser == STORYTELLER and set(d.options) == set(range(7))
    assert d.options[:5] == (2, 3, 4, 5, 6)  # the alive good players first
    game.answer(6)
    seen = []
    advance(game, until=lambda d: seen.append(d.step) or d.step == "talk")
    assert "ojo.miss_more" not in seen  # no multi-kill Demon on this script
    assert night_deaths(game, 2) == [6]


def test_the_soldier_chosen_survives() -> None:
    game = seated(SEATING, SCRIPT)
    to_ojo(game, 2)
    game.answer("soldier")
    advance(game, until=lambda d: d.step == "talk")
    assert is_alive(game, 4) and night_deaths(game, 2) == []


def test_drunk_nobody_dies() -> None:
    game = seated(SEATING, SCRIPT)
    make_drunk(game, OJO)
    to_ojo(game, 2)
    game.answer("empath")
    steps = []
    advance(game, until=lambda d: steps.append(d.step) or d.step == "talk")
    assert night_deaths(game, 2) == [] and "ojo.miss" not in steps


def test_poisoned_nobody_dies() -> None:
    game = seated(SEATING, SCRIPT, poisoned=[OJO])
    to_ojo(game, 2)
    game.answer("monk")  # even a miss: the Storyteller is not asked
    steps = []
    advance(game, until=lambda d: steps.append(d.step) or d.step == "talk")
    assert night_deaths(game, 2) == [] and "ojo.miss" not in steps


def test_dead_ojo_does_not_wake() -> None:
    game = seated(SEATING + ["imp"], SCRIPT)
    to_night(game, 2)
    game.state.seats[OJO].alive = False
    steps = []
    advance(game, [("poisoner", 1)], until=lambda d: steps.append(d.step) or d.step == "talk")
    assert "ojo" not in steps


def test_a_dead_players_character_kills_nobody() -> None:
    game = seated(SEATING, SCRIPT)
    game.state.seats[2].alive = False
    to_ojo(game, 2)
    game.answer("empath")
    steps = []
    advance(game, until=lambda d: steps.append(d.step) or d.step == "talk")
    assert night_deaths(game, 2) == [] and "ojo.miss" not in steps


def test_exorcist_stops_the_choice() -> None:
    game = seated(["ojo", "poisoner", "exorcist", "empath", "soldier", "sage"], SCRIPT)
    to_night(game, 2)
    steps = []
    advance(game, [("poisoner", 1), ("exorcist", 0)], until=lambda d: steps.append(d.step) or d.step == "talk")
    assert "ojo" not in steps and night_deaths(game, 2) == []


def test_registration_the_recluse_may_register_as_the_chosen_character() -> None:
    game = seated(SEATING, SCRIPT)
    to_ojo(game, 2)
    game.answer("spy")  # no Spy in play; the Recluse may register as one
    d = advance(game, until="register.recluse")
    assert "spy" in d.options
    game.answer("spy")
    advance(game, until=lambda d: d.step == "talk")
    assert night_deaths(game, 2) == [3]


def test_registration_the_recluse_registering_truly_is_a_miss() -> None:
    game = seated(SEATING, SCRIPT)
    to_ojo(game, 2)
    game.answer("spy")
    advance(game, [("register.recluse", "recluse")], until="ojo.miss")
    game.answer(5)
    advance(game, until=lambda d: d.step == "talk")
    assert night_deaths(game, 2) == [5]


def test_almanac_example_multi_kill_demon_on_script_storyteller_may_kill_more() -> None:
    """Example 1: with the Shabaloth on the script, a miss may kill several players."""
    game = seated(SEATING, MULTI)
    to_ojo(game, 2)
    game.answer("monk")
    advance(game, [("ojo.miss", 2)], until="ojo.miss_more")
    d = game.pending
    assert d.options[0] is None and 2 not in d.options
    game.answer(6)
    d = advance(game, until=lambda d: d.step in ("ojo.miss_more", "talk"))
    assert d.step == "talk"  # the Shabaloth kills 2: at most one more
    assert night_deaths(game, 2) == [2, 6]


def test_almanac_example_three_nights_of_choices() -> None:
    """Example 2 (with the Sage in the Plague Doctor's place): night 2 the Sage dies, night 3
    the Poppy Grower dies, night 4 the Empath is chosen but not in play, so the Storyteller
    has the Shugenja die."""
    game = seated(["ojo", "poisoner", "sage", "poppygrower", "shugenja", "soldier", "recluse"], SCRIPT)
    to_ojo(game, 2)
    game.answer("sage")
    to_ojo(game, 3)
    game.answer("poppygrower")
    to_ojo(game, 4)
    game.answer("empath")
    advance(game, [("ojo.miss", 4)], until=lambda d: d.step == "talk")
    assert night_deaths(game, 2) == [2] and night_deaths(game, 3) == [3] and night_deaths(game, 4) == [4]
