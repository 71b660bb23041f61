"""Djinn (Fabled): "Use the Djinn's special rule. All players know what it is." (almanac).

Our reading: the Djinn joins by itself every game whose script holds a jinxed pair, even
when neither character is in play, and before the first night the Storyteller reads each
of the script's jinxes to everyone (one public announcement each, the same whatever is
dealt). Each jinx is played by its two characters. A Fabled: never drunk or poisoned.
"""

from clocktower.decisions import STORYTELLER
from clocktower.engine import Game
from clocktower.script import parse_script
from clocktower.testing import advance, seated, to_night

JINXED = parse_script([{"id": "_meta", "name": "djinn test"}, "chef", "empath", "soldier", "sage", "saint",
                       "heretic", "butler", "poisoner", "pithag", "imp"], source="djinn-test")
PLAIN = parse_script([{"id": "_meta", "name": "no jinx"}, "chef", "empath", "soldier", "saint", "recluse",
                      "poisoner", "imp"], source="djinn-plain")
WIDOW_DAMSEL = parse_script([{"id": "_meta", "name": "widow damsel"}, "chef", "empath", "soldier", "sage",
                             "damsel", "butler", "poisoner", "widow", "imp"], source="djinn-widow")
RULE = "Djinn's special rule (Heretic & Pit-Hag): Only 1 jinxed character can be in play."


def _rules(game, seat):
    return [e.text for e in game.view(seat).events if e.kind == "djinn_rule"]


def test_joins_when_the_script_holds_a_jinxed_pair() -> None:
    game = seated(["imp", "pithag", "chef", "empath", "soldier", "sage", "saint"], JINXED)
    assert game.state.storyteller_characters == ["djinn"]
    for seat in range(7):
        shown = [e.text for e in game.view(seat).events if e.kind == "storyteller_character"]
        assert shown == ["The Djinn (Fabled) is in play."]
        assert _rules(game, seat) == [RULE]


def test_absent_without_a_jinxed_pair() -> None:
    game = seated(["imp", "poisoner", "chef", "empath", "soldier"], PLAIN)
    assert game.state.storyteller_characters == []
    assert not any(e.kind == "djinn_rule" for e in game.events)


def test_the_rules_are_the_same_whatever_is_dealt() -> None:
    a = seated(["imp", "pithag", "heretic", "empath", "soldier", "sage", "saint"], JINXED)
    b = seated(["imp", "poisoner", "chef", "empath", "soldier", "sage", "saint"], JINXED)
    assert _rules(a, 3) == _rules(b, 3) == [RULE]


def test_with_a_real_bag_and_the_storytellers_page() -> None:
    game = Game("seed-004", 8)
    assert "djinn" in game.state.storyteller_characters
    advance(game, until=lambda d: d.step != "" and not d.step.startswith("setup"))
    texts = [e.text for e in game.view(0).events if e.kind == "djinn_rule"]
    assert texts == ["Djinn's special rule (Lleech & Slayer): A Slayer who targets the Lleech's host kills the host."]


def test_not_drunk_or_poisoned() -> None:
    game = seated(["imp", "poisoner", "chef", "empath", "soldier", "sage", "saint"], JINXED)
    advance(game, [("poisoner", 2)], until=lambda d: game.state.day == 1)
    assert game.ctx(STORYTELLER, "djinn").functioning


def test_almanac_pit_hag_and_heretic_the_pit_hag_must_choose_another() -> None:
    # The rule is read out at the start; later the Pit-Hag tries to make a Heretic, and
    # nothing happens (the engine's "shake of the head": that choice changes nobody).
    game = seated(["imp", "pithag", "chef", "empath", "soldier", "sage", "saint"], JINXED)
    assert _rules(game, 2) == [RULE]
    to_night(game, 2)
    advance(game, [("pithag", 3), ("pithag", "heretic")], until="talk")
    assert game.state.seats[3].character == "empath"
    assert "heretic" not in [s.character for s in game.state.seats]


def test_almanac_the_rule_is_read_even_with_neither_character_in_play() -> None:
    # (The almanac's pair is the Spy and the Magician; the engine's script holds the Widow and
    # the Damsel.) Neither is in play, and the rule is read all the same, so the good team
    # cannot tell which Minion is in play.
    game = seated(["imp", "poisoner", "chef", "empath", "soldier", "sage", "butler"], WIDOW_DAMSEL)
    assert not {"widow", "damsel"} & {s.character for s in game.state.seats}
    assert _rules(game, 2) == [
        "Djinn's special rule (Widow & Damsel): The Damsel is poisoned if a Widow is in play or has ever been."]
