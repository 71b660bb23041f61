"""Bootlegger (Loric): "This script has homebrew characters or rules." (roles.json; the
almanac has no entry; wiki, Bootlegger).

The Storyteller's character. Before the first night every player is told each homebrew rule
the script's ``_meta`` lists under ``bootlegger``, in order; a script with none says so. The
Bootlegger belongs to no seat, so it cannot be drunk, poisoned or dead, and nothing
registers: those cases are tested as "a drunk, poisoned or dead player changes nothing".
Rulings: docs/rulings/loric.md.
"""

import pytest

from clocktower.decisions import STORYTELLER
from clocktower.script import ScriptError, parse_script
from clocktower.testing import advance, seated, to_night

RULES = ["Players may not whisper after the third day.", "The Storyteller may wake the Mayor to tell them a joke."]
SCRIPT = parse_script([{"id": "_meta", "name": "bootlegger test", "bootlegger": RULES}, "bootlegger", "empath",
                       "chef", "soldier", "monk", "recluse", "saint", "poisoner", "imp"], source="bootlegger-test")
BARE = parse_script([{"id": "_meta", "name": "bootlegger bare"}, "bootlegger", "empath", "chef", "soldier",
                     "monk", "recluse", "saint", "poisoner", "imp"], source="bootlegger-bare")
SEATING = ["imp", "poisoner", "empath", "chef", "soldier"]


def shown(game, seat):
    return [e.data for e in game.view(seat).events if e.kind == "bootlegger"]


def test_healthy_every_player_is_shown_each_rule_before_night_one() -> None:
    game = seated(SEATING, SCRIPT)
    assert game.state.storyteller_characters == ["bootlegger"] and game.state.night in (0, 1)
    for seat in range(5):
        got = shown(game, seat)
        assert [d["rule"] for d in got] == RULES and [d["index"] for d in got] == [0, 1]
    texts = [e.text for e in game.view(2).events if e.kind == "bootlegger"]
    assert texts[0] == f"Bootlegger, homebrew rule 1 of 2: {RULES[0]}"


def test_shown_before_anyone_wakes() -> None:
    game = seated(SEATING, SCRIPT)
    advance(game, until=lambda d: d.step == "talk")
    kinds = [e.kind for e in game.view(2).events]
    assert kinds.index("bootlegger") < kinds.index("learned")


def test_no_rules_listed_says_so() -> None:
    game = seated(SEATING, BARE)
    for seat in range(5):
        assert shown(game, seat) == [{"rules": (), "index": None}]


def test_rules_are_shown_once_not_every_night() -> None:
    game = seated(SEATING, SCRIPT)
    to_night(game, 3)
    assert len(shown(game, 2)) == 2


def test_drunk_poisoned_or_dead_players_are_shown_the_rules_too() -> None:
    game = seated(SEATING, SCRIPT, poisoned=[2], drunk=[3])
    assert [d["rule"] for d in shown(game, 2)] == RULES and [d["rule"] for d in shown(game, 3)] == RULES
    game = seated(SEATING, SCRIPT)
    game.state.seats[4].alive = False
    assert [d["rule"] for d in shown(game, 4)] == RULES


def test_no_decision_is_asked_and_no_seat_holds_it() -> None:
    game = seated(SEATING, SCRIPT)
    assert all(d.chooser != STORYTELLER or not d.step.startswith("bootlegger") for d in game.decisions)
    assert all(s.character != "bootlegger" for s in game.state.seats)


def test_a_rule_that_is_not_text_is_refused() -> None:
    with pytest.raises(ScriptError):
        parse_script([{"id": "_meta", "name": "bad", "bootlegger": [3]}, "bootlegger", "imp"], source="bad")
