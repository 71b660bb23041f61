"""Boffin: "The Demon (even if drunk or poisoned) has a not-in-play good character's ability. You
both know which." (almanac, Seed 004; ruling boffin-poisoned-demon-keeps-good-ability).

On the first night the Storyteller picks a good character nobody has; the Demon gains its
ability, which works while the Boffin's own ability works, however drunk or poisoned the
Demon is. A new Demon gets an ability from the Boffin too.
"""

from typing import Any

from clocktower import rules
from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.state import DRUNK, POISONED, Effect
from clocktower.testing import advance, is_alive, learned, seated, to_day, to_night

# Seats: 0 No Dashii, 1 Boffin, 2 Widow, 3 Chef, 4 Noble, 5 Mutant, 6 Sweetheart.
SEATING = ["nodashii", "boffin", "widow", "chef", "noble", "mutant", "sweetheart"]
DEMON = 0
BOFFIN = 1


def game(seating: Any = SEATING) -> Any:
    return seated(seating, script="seed-004")


def test_options_are_not_in_play_good_characters_and_both_learn() -> None:
    g = game()
    d = advance(g, until="boffin.ability")
    assert d.chooser == STORYTELLER and d.kind == DecisionKind.STORYTELLER
    # Not the Chef, Noble, Mutant or Sweetheart (in play), nor the Lunatic (only a belief);
    # the Demon's bluffs are allowed.
    assert d.options == ("shugenja", "empath", "dreamer", "towncrier", "oracle", "undertaker", "nightwatchman",
                         "philosopher", "slayer", "fisherman", "mayor", "zealot")
    assert set(g.state.bluffs) <= set(d.options)
    g.answer("oracle")
    assert rules.granted(g.state, DEMON, "oracle") is not None
    assert [e.data["value"] for e in learned(g, BOFFIN)] == ["oracle"]
    assert [e.data["value"] for e in learned(g, DEMON)] == ["oracle"]
    assert "Boffin" in learned(g, DEMON)[0].text and g.state.seats[BOFFIN].name not in learned(g, DEMON)[0].text
    for seat in (2, 3, 4, 5, 6):
        assert not any(e.data.get("value") == "oracle" for e in learned(g, seat))


def test_ruling_boffin_poisoned_demon_keeps_good_ability() -> None:
    """Ruling boffin-poisoned-demon-keeps-good-ability: the No Dashii has the Empath ability; the
    Widow poisons the No Dashii on night 1. Its kill and its neighbours' poisoning fail, but the
    Empath ability keeps giving true numbers. A poisoned Boffin takes the Empath ability away."""
    g = game()
    advance(g, [("boffin.ability", "empath"), ("widow", DEMON)], until=("inform", "empath"))
    d = g.pending
    assert d is not None and d.subject == DEMON and d.options == (1,) and d.truth == (1,)  # Boffin + Sweetheart
    assert rules.is_poisoned(g.state, DEMON)
    assert not rules.is_poisoned(g.state, 3) and not rules.is_poisoned(g.state, 4)  # the No Dashii's poison fails
    to_night(g, 2)
    d = advance(g, until="nodashii")
    g.answer(6)
    assert is_alive(g, 6)  # the poisoned No Dashii kills nobody
    d = advance(g, until=("inform", "empath"))
    assert d.subject == DEMON and d.options == (1,)  # still true
    g.answer(1)
    to_night(g, 3)
    g.state.effects.append(Effect(POISONED, BOFFIN, None, None, None, needs_source=False))
    d = advance(g, [("nodashii", 6)], until=("inform", "empath"))
    assert d.subject == DEMON and set(d.options) == {0, 1, 2}  # the Boffin is poisoned: may be false


def test_drunk_demon_keeps_the_ability() -> None:
    g = game()
    g.state.effects.append(Effect(DRUNK, DEMON, None, None, None, needs_source=False))
    d = advance(g, [("boffin.ability", "empath"), ("widow", 2)], until=("inform", "empath"))
    assert d.subject == DEMON and d.options == d.truth == (1,)


def test_dead_boffin_takes_the_ability_away() -> None:
    g = game()
    to_day(g, 1, [("boffin.ability", "empath"), ("widow", 2)])
    g.state.seats[BOFFIN].alive = False
    d = advance(g, [("nodashii", 6)], until=("inform", "empath"))
    assert d.subject == DEMON and set(d.options) == {0, 1, 2}


def test_drunk_boffin_takes_the_ability_away() -> None:
    g = game()
    to_day(g, 1, [("boffin.ability", "empath"), ("widow", 2)])
    g.state.effects.append(Effect(DRUNK, BOFFIN, None, None, None, needs_source=False))
    d = advance(g, [("nodashii", 6)], until=("inform", "empath"))
    assert set(d.options) == {0, 1, 2}


def test_demon_wakes_at_the_good_characters_place() -> None:
    g = game()
    seen: list[str] = []
    advance(g, [("boffin.ability", "nightwatchman"), ("widow", 2)],
            until=lambda d: seen.append(d.step) or d.step == "talk")
    # The Widow (33) then the Chef (54) and the Noble (64) before the Nightwatchman (69).
    assert seen.index("nightwatchman") > seen.index("noble")
    nightwatchman = next(d for d in g.decisions if d.step == "nightwatchman")
    assert nightwatchman.chooser == DEMON


def test_demon_has_a_day_ability_from_the_boffin() -> None:
    """The Boffin's Slayer: the Demon may use the Slayer's day ability."""
    g = game()
    to_day(g, 1, [("boffin.ability", "slayer"), ("widow", 2)])
    d = advance(g, until=("slayer", DEMON))
    assert d is not None and d.kind == DecisionKind.DAY_ABILITY


def test_a_new_demon_gets_an_ability_too() -> None:
    """Almanac: a new Demon (here the Fang Gu's jump) has an ability from the Boffin, perhaps a
    different one; both are told."""
    # Seats: 0 Fang Gu, 1 Boffin, 2 Widow, 3 Chef, 4 Noble, 5 Mutant, 6 Sweetheart.
    g = game(["fanggu", "boffin", "widow", "chef", "noble", "mutant", "sweetheart"])
    to_day(g, 1, [("boffin.ability", "empath"), ("widow", 2)])
    to_night(g, 2)
    d = advance(g, [("fanggu", 5)], until="boffin.ability")
    assert g.state.seats[5].character == "fanggu" and not is_alive(g, 0)
    assert "empath" in d.options  # the old Demon's ability may be given again
    g.answer("oracle")
    assert rules.granted(g.state, 5, "oracle") is not None
    assert learned(g, 5)[-1].data["value"] == "oracle" and learned(g, BOFFIN)[-1].data["value"] == "oracle"
    assert rules.ability_functions(g.state, 5, "oracle")


def test_jinx_boffin_drunk_no_drunk_ability_for_the_demon() -> None:
    """Official jinx: the Boffin cannot give the Demon the Drunk's ability."""
    from clocktower.script import parse_script

    script = parse_script([{"id": "_meta", "name": "Boffin and Drunk"}, "boffin", "imp", "drunk", "chef",
                           "empath", "soldier", "recluse"], source="boffin-drunk")
    g = seated(["imp", "boffin", "chef", "empath", "soldier"], script=script)  # type: ignore[arg-type]
    d = advance(g, until="boffin.ability")
    assert "drunk" not in d.options and "recluse" in d.options


def test_boffin_ability_options_skip_setup_modifiers() -> None:
    """Chosen on the first night, after the deal, the bag can no longer change: good characters
    with a bracketed setup change (Balloonist, Huntsman) are not offered then (they are at
    setup: see the tests below)."""
    from clocktower.script import parse_script

    script = parse_script([{"id": "_meta", "name": "Boffin setup"}, "boffin", "nodashii", "balloonist",
                           "huntsman", "chef", "empath", "noble", "oracle"], source="boffin-setup")
    g = seated(["nodashii", "boffin", "chef", "empath", "noble"], script=script)  # type: ignore[arg-type]
    d = advance(g, until="boffin.ability")
    assert d.options == ("oracle",)


def _script(*ids: str) -> Any:
    from clocktower.script import parse_script

    return parse_script([{"id": "_meta", "name": "Boffin jinxes"}, *ids], source="boffin-jinx")


def test_jinx_boffin_cultleader_demon_never_turns_good() -> None:
    script = _script("boffin", "imp", "cultleader", "chef", "empath", "soldier", "noble")
    # Seats: 0 Chef, 1 Imp (Cult Leader through the Boffin), 2 Empath, 3 Boffin, 4 Soldier.
    g = seated(["chef", "imp", "empath", "boffin", "soldier"], script=script)
    to_day(g, 1, [("boffin.ability", "cultleader")])
    assert g.state.seats[1].alignment == "evil"  # both neighbours good, yet it stays evil
    # Control: the same ability held another way (a Philosopher-like grant) turns it good.
    from clocktower.state import Grant

    g = seated(["chef", "imp", "empath", "philosopher", "soldier"], script=_script(
        "philosopher", "imp", "cultleader", "chef", "empath", "soldier", "noble"))
    g.state.granted[1] = [Grant("cultleader", 3, "philosopher", needs_source=False)]
    to_day(g, 1, [("philosopher", None)])
    assert g.state.seats[1].alignment == "good"


def test_jinx_boffin_goon_demon_never_turns_good_but_makes_the_chooser_drunk() -> None:
    script = _script("boffin", "imp", "goon", "chambermaid", "empath", "soldier", "noble")
    # Seats: 0 Chambermaid, 1 Imp (Goon through the Boffin), 2 Empath, 3 Boffin, 4 Soldier.
    g = seated(["chambermaid", "imp", "empath", "boffin", "soldier"], script=script)
    advance(g, [("boffin.ability", "goon"), ("chambermaid", (1, 2))], until=("inform", "chambermaid"))
    assert g.state.seats[1].alignment == "evil"
    assert rules.is_drunk(g.state, 0)  # the Goon ability still makes its chooser drunk
    # An evil chooser: the Demon stays evil, nothing to change.


def bag_game(n: int, picks: dict[str, Any], seen: list[Any] | None = None) -> Any:
    """The final nail's pairing set up through the bag (helper of the final nail's tests)."""
    from .nail_helpers import set_up
    return set_up("final-nail-boffin", n, picks, seen=seen)


def test_setup_boffin_may_give_the_balloonist_with_its_plus_one_outsider() -> None:
    """Almanac, Boffin: a Demon ability "that modifies the setup ... these changes are made
    during setup, as normal" (How to Run: "before putting character tokens in the bag"). The
    Balloonist chosen when the Boffin goes in the bag: kept out of play, its +1 Outsider made
    (10 players: 0 Outsiders by the table), and the Demon gets it on the first night."""
    seen: list[Any] = []
    g = bag_game(10, {"setup.demon": "nodashii", "setup.minion": ["boffin", "widow"],
                      "setup.boffin.ability": "balloonist", "setup.modifier.balloonist": 1}, seen=seen)
    offer = next(d for d in seen if d.step == "setup.boffin.ability")
    assert offer.options == (None, "balloonist", "huntsman")
    assert g.state.setup_counts["outsider"] == 1
    characters = [s.character for s in g.state.seats]
    assert "balloonist" not in characters and "balloonist" not in [s.believed for s in g.state.seats]
    d = advance(g, until="boffin.ability")
    assert d.options == ("balloonist",)
    g.answer("balloonist")
    demon = characters.index("nodashii")
    assert "balloonist" in rules.abilities(g.state, demon)
    d = advance(g, until=lambda d: d.step == "balloonist" and d.kind == DecisionKind.INFORM)
    assert d.subject == demon  # the Demon wakes at the Balloonist's place


def test_setup_boffin_may_give_the_huntsman_which_adds_the_damsel() -> None:
    g = bag_game(7, {"setup.demon": "nodashii", "setup.minion": "boffin", "setup.boffin.ability": "huntsman"})
    characters = [s.character for s in g.state.seats]
    assert "damsel" in characters and "huntsman" not in characters
    demon = characters.index("nodashii")
    damsel = characters.index("damsel")
    advance(g, [("boffin.ability", "huntsman")], until=lambda d: d.step == "huntsman" and d.chooser == demon)
    g.answer(damsel)
    advance(g, until=lambda d: d.step == "talk")
    assert rules.team_of(g.state.seats[damsel].character) == "townsfolk"  # the Demon's Huntsman found her


def test_setup_boffin_may_wait_for_the_first_night() -> None:
    g = bag_game(7, {"setup.demon": "nodashii", "setup.minion": "boffin", "setup.boffin.ability": None})
    d = advance(g, until="boffin.ability")
    assert "balloonist" not in d.options and "huntsman" not in d.options and len(d.options) > 1


def test_a_new_demon_may_get_the_setup_ability_again_or_another() -> None:
    """A renewal (new Demon) offers the non-setup characters, and the setup-chosen one while it
    is still out of play."""
    from clocktower.engine import Game
    g = Game("final-nail-boffin", seating=SEATING)
    g.state.setup_choices["boffin"] = "balloonist"  # as if chosen when the bag was filled
    d = advance(g, until="boffin.ability")
    assert d.options == ("balloonist",)
    g.answer("balloonist")
    from clocktower.characters.minion import boffin
    from clocktower.context import AbilityContext
    g.state.memory[(BOFFIN, "boffin")]["demon"] = None  # as if the Demon had changed
    assert "balloonist" in boffin._choices(AbilityContext(g, BOFFIN, "boffin"))


def test_setup_boffin_bounty_hunter_makes_one_evil_townsfolk_once() -> None:
    """Seed 000 has the Bounty Hunter ("[1 Townsfolk is evil]"): chosen for the Demon at setup,
    its evil Townsfolk is made when the first Demon gets the ability, before anyone acts, and
    never again for a later Demon (here the Snake Charmer takes the Pukka on night 1)."""
    g = bag_game_of("seed-000", 8, {"setup.demon": "pukka", "setup.minion": "boffin",
                                    "setup.boffin.ability": "bountyhunter"})
    advance(g, until=lambda d: d.step == "talk")
    assert [d.step for d in g.decisions].count("bountyhunter.evil") == 1
    assert sum(1 for s in g.state.seats if rules.team_of(s.character) == "townsfolk" and s.alignment == "evil") == 1


def bag_game_of(script: str, n: int, picks: dict[str, Any]) -> Any:
    from .nail_helpers import set_up
    return set_up(script, n, picks)


def test_almanac_dead_demon_keeps_an_ability_that_works_while_dead() -> None:
    """Almanac, Boffin: "If the Demon dies and has an ability that functions while dead, such as
    the Sweetheart, the Demon keeps this ability", and a new Demon "has an ability from the
    Boffin". The Fang Gu holding the Sweetheart ability jumps to the Mutant on night 2: the old
    Fang Gu dies, its Sweetheart ability makes a player of the Storyteller's choice (anyone)
    drunk for good, and the new Fang Gu is given an ability (the Mutant, no longer in play, is
    now offered)."""
    # Seats: 0 Fang Gu, 1 Boffin, 2 Widow, 3 Chef, 4 Noble, 5 Mutant, 6 Empath.
    g = game(["fanggu", "boffin", "widow", "chef", "noble", "mutant", "empath"])
    to_day(g, 1, [("boffin.ability", "sweetheart"), ("widow", 2)])
    to_night(g, 2)
    d = advance(g, [("fanggu", 5)], until="sweetheart.drunk")
    assert d.chooser == STORYTELLER and d.options == tuple(range(7))
    assert not is_alive(g, 0)
    g.answer(3)
    assert rules.is_drunk(g.state, 3)
    d = advance(g, until="boffin.ability")
    assert g.state.seats[5].character == "fanggu" and is_alive(g, 5)
    assert "mutant" in d.options and "chef" not in d.options
    g.answer("oracle")
    assert rules.abilities(g.state, 0) == ["fanggu", "sweetheart"]  # dead, it keeps the Sweetheart's
    assert rules.abilities(g.state, 5) == ["fanggu", "oracle"]
    assert [e.data["value"] for e in learned(g, 5)] == ["oracle"]
    assert [e.data["value"] for e in learned(g, BOFFIN)] == ["sweetheart", "oracle"]
    d = advance(g, until=("inform", "empath"))
    assert d.subject == 6  # the Empath is sober; the drunk Chef's Sweetheart drunkenness lasts
    to_day(g, 3, [("fanggu", 4)])
    assert rules.is_drunk(g.state, 3)
