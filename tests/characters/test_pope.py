"""Pope (Loric): "There are duplicate good characters in play. They might also be bluffs."
(roles.json; no almanac entry).

Before the bag fills the Storyteller puts two tokens of a good character in it (a second
pair optional), offered only where the setup can still be completed; once the Grimoire is
set they may swap one Demon bluff for an in-play good character. Both copies have the whole
ability; drunkenness, poisoning, death and registration of each copy are its own (tested
with two Empaths). Rulings: docs/rulings/loric.md.
"""

from clocktower.decisions import STORYTELLER
from clocktower.script import parse_script
from clocktower.testing import advance, learned, make_drunk, seated, set_up

SCRIPT = parse_script([{"id": "_meta", "name": "pope test"}, "pope", "empath", "chef", "soldier", "monk", "sage",
                       "investigator", "recluse", "saint", "drunk", "baron", "poisoner", "spy", "imp"],
                      source="pope-test")


def test_setup_a_good_character_is_in_play_twice() -> None:
    for n, pick in ((5, "chef"), (7, "monk"), (10, "empath")):
        game, seen = set_up(SCRIPT, n, {"setup.pope": [pick, None]})
        d = seen["setup.pope"]
        assert d.chooser == STORYTELLER and None not in d.options
        assert set(d.options) >= {"empath", "chef", "soldier", "monk", "sage", "investigator"}
        chars = [s.character for s in game.state.seats]
        assert chars.count(pick) == 2 and len(chars) == n
        assert all(chars.count(c) <= 2 for c in chars)


def test_setup_outsiders_are_offered_only_when_two_outsiders_are_needed() -> None:
    _, seen = set_up(SCRIPT, 7, {"setup.pope": ["chef", None]})
    assert "recluse" not in seen["setup.pope"].options  # 7 players: no Outsider by default
    _, seen = set_up(SCRIPT, 9, {"setup.pope": ["chef", None]})
    assert "recluse" in seen["setup.pope"].options  # 9 players: 2 Outsiders


def test_a_second_pair_may_be_added() -> None:
    game, seen = set_up(SCRIPT, 10, {"setup.pope": ["chef", "monk"]})
    chars = [s.character for s in game.state.seats]
    assert chars.count("chef") == 2 and chars.count("monk") == 2


def test_bluffs_may_be_an_in_play_good_character() -> None:
    game, _ = set_up(SCRIPT, 7, {"setup.pope": ["chef", None]})
    d = advance(game, until="pope.bluff")
    assert d.chooser == STORYTELLER and d.options[0] is None
    old = game.state.bluffs[0]
    assert (old, "chef") in d.options
    game.answer((old, "chef"))
    assert "chef" in game.state.bluffs and old not in game.state.bluffs
    advance(game, until=lambda d: d.step == "talk")
    demon = next(s.index for s in game.state.seats if s.character == "imp")
    info = [e.data for e in game.view(demon).events if e.kind == "demon_info"]
    assert info and "chef" in info[0]["bluffs"]


def test_healthy_both_copies_have_the_whole_ability() -> None:
    game = seated(["imp", "empath", "baron", "empath", "soldier"], SCRIPT)
    advance(game, until=lambda d: d.step == "talk")
    assert [e.data["value"] for e in learned(game, 1)] == [2]  # Imp and Baron
    assert [e.data["value"] for e in learned(game, 3)] == [1]  # Baron


def test_drunk_copy_may_learn_anything_the_other_does_not() -> None:
    game = seated(["imp", "empath", "baron", "empath", "soldier"], SCRIPT)
    make_drunk(game, 1)
    d = advance(game, until=("inform", "empath"))
    assert d.subject == 1 and d.options == (0, 1, 2)
    game.answer(0)
    d = advance(game, until=("inform", "empath"))
    assert d.subject == 3 and d.options == (1,)


def test_poisoned_copy_alone_is_affected() -> None:
    game = seated(["imp", "empath", "baron", "empath", "soldier"], SCRIPT, poisoned=[3])
    d = advance(game, until=("inform", "empath"))
    assert d.subject == 1 and d.options == (2,)


def test_dead_copy_does_not_act_the_other_does() -> None:
    game = seated(["imp", "empath", "baron", "empath", "soldier"], SCRIPT)
    game.state.seats[1].alive = False
    advance(game, until=lambda d: d.step == "talk")
    assert learned(game, 1) == [] and len(learned(game, 3)) == 1


def test_registration_each_copy_asks_for_itself() -> None:
    game = seated(["imp", "empath", "recluse", "empath", "soldier"], SCRIPT)
    steps = []
    advance(game, until=lambda d: steps.append(d.step) or d.step == "talk")
    assert steps.count("register.recluse") == 2
