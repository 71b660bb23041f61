"""Spirit of Ivory (Fabled): "There can't be more than 1 extra evil player." (almanac).

Our reading: "normal" is the Minions and Demons the game was set up with. The first extra
evil player is allowed; while there is one, the Spirit of Ivory is marked NO MORE EVIL and a
good player who would turn evil stays good. When a player turns good, another may turn evil
again. A Fabled ability: never drunk or poisoned.
"""

from clocktower.decisions import STORYTELLER
from clocktower.script import parse_script
from clocktower.state import EVIL, GOOD
from clocktower.testing import advance, seated, to_night

SCRIPT = parse_script([{"id": "_meta", "name": "ivory test"}, "empath", "chef", "monk", "soldier", "goon",
                       "recluse", "devilsadvocate", "poisoner", "fanggu", "imp", "spiritofivory"],
                      source="ivory-test")
# Seats: 0 Fang Gu, 1 Devil's Advocate, 2 Goon, 3 Recluse, 4 Empath, 5 Chef, 6 Monk
SEATING = ["fanggu", "devilsadvocate", "goon", "recluse", "empath", "chef", "monk"]
FANGGU, DA, GOON, RECLUSE = 0, 1, 2, 3


def _ivory(game):
    return game.ctx(STORYTELLER, "spiritofivory")


def test_announced_at_setup() -> None:
    game = seated(SEATING, SCRIPT)
    assert game.state.storyteller_characters == ["spiritofivory"]
    assert [e.text for e in game.view(4).events if e.kind == "storyteller_character"] == [
        "The Spirit of Ivory (Fabled) is in play."]


def test_the_first_extra_evil_player_is_allowed() -> None:
    game = seated(SEATING, SCRIPT)
    game.change_alignment(GOON, EVIL)
    assert game.state.seats[GOON].alignment == EVIL


def test_a_second_extra_evil_player_stays_good() -> None:
    game = seated(SEATING, SCRIPT)
    game.change_alignment(GOON, EVIL)
    game.change_alignment(4, EVIL)
    assert game.state.seats[4].alignment == GOOD
    assert _ivory(game).reminded("No More Evil") == [None]
    assert not any(e.kind == "alignment_changed" and e.data.get("seat") == 4 for e in game.events)


def test_once_a_player_turns_good_another_may_turn_evil() -> None:
    game = seated(SEATING, SCRIPT)
    game.change_alignment(GOON, EVIL)
    game.change_alignment(GOON, GOOD)
    game.change_alignment(4, EVIL)
    assert game.state.seats[4].alignment == EVIL


def test_turning_good_is_never_stopped() -> None:
    game = seated(SEATING, SCRIPT)
    game.change_alignment(GOON, EVIL)
    game.change_alignment(DA, GOOD)
    assert game.state.seats[DA].alignment == GOOD


def test_not_drunk_or_poisoned() -> None:
    # A Poisoner's pick cannot reach a Fabled: the rule holds with the Poisoner in play.
    seating = ["imp", "poisoner", "goon", "recluse", "empath", "chef", "monk"]
    game = seated(seating, SCRIPT)
    advance(game, [("poisoner", 5)], until=lambda d: game.state.day == 1)
    assert _ivory(game).functioning
    game.change_alignment(3, EVIL)
    game.change_alignment(4, EVIL)
    assert [game.state.seats[s].alignment for s in (3, 4)] == [EVIL, GOOD]


def test_almanac_fang_gu_jump_then_the_goon_stays_good() -> None:
    game = seated(SEATING, SCRIPT)
    # Night 1: the Devil's Advocate protects the Chef. Night 2: the Monk protects the Chef,
    # the Devil's Advocate protects the Monk; the Fang Gu attacks the Recluse, who registers as an Outsider: jump.
    to_night(game, 2, [("devilsadvocate", 5)])
    advance(game, [("monk", 5), ("devilsadvocate", 6), ("fanggu", RECLUSE), ("register.recluse", "outsider")],
            until=lambda d: game.state.day == 2)
    assert game.state.seats[RECLUSE].character == "fanggu" and game.state.seats[RECLUSE].alignment == EVIL
    assert not game.state.seats[FANGGU].alive
    # Night 3: the Devil's Advocate chooses the Goon: the Goon would turn evil, but stays good.
    to_night(game, 3)
    advance(game, [("devilsadvocate", GOON)], until=lambda d: d.step == "fanggu")
    assert game.state.seats[GOON].alignment == GOOD
    assert _ivory(game).reminded("No More Evil") == [None]
