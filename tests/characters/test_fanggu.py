"""Fang Gu: "Each night*, choose a player: they die. The 1st Outsider this kills becomes an evil
Fang Gu & you die instead. (Once per game.) [+1 Outsider]"

Seed 004's page is Korean; the rules are those of seeds/README.md, with the wiki's example
(https://wiki.bloodontheclocktower.com/Fang_Gu: the Sweetheart jumped to does not die, so
makes nobody drunk; the next Outsider attacked dies) and community rulings on
r/BloodOnTheClocktower ("2 Questions about Fang Gu": the ONCE reminder is global; "Fang Gu
and Monk needs a Jinx": the jump and the old Fang Gu's death go together).
"""

from typing import Any

from clocktower import rules
from clocktower.decisions import DecisionKind
from clocktower.engine import Game
from clocktower.state import DRUNK, EVIL, SAFE, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night

# Seats: 0 Fang Gu, 1 Widow, 2 Sweetheart, 3 Chef, 4 Empath, 5 Mutant, 6 Noble.
SEATING = ["fanggu", "widow", "sweetheart", "chef", "empath", "mutant", "noble"]
FG = 0
WIDOW_PLAN = [("widow", 1)]  # the Widow poisons herself, out of the way


def game(seating: Any = SEATING) -> Game:
    return seated(seating, script="seed-004")


def test_no_kill_on_the_first_night_then_any_player() -> None:
    g = game()
    seen: list[str] = []
    advance(g, WIDOW_PLAN, until=lambda d: seen.append(d.step) or d.step == "talk")
    assert "fanggu" not in seen
    to_night(g, 2)
    d = advance(g, until="fanggu")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == FG and d.options == tuple(range(7))


def test_kills_a_townsfolk() -> None:
    g = game()
    to_day(g, 2, WIDOW_PLAN + [("fanggu", 3)])
    assert not is_alive(g, 3) and g.state.seats[FG].character == "fanggu"


def test_first_outsider_killed_becomes_the_fang_gu() -> None:
    """Wiki example: the Sweetheart becomes the Fang Gu, the old Fang Gu dies, and the Sweetheart
    makes nobody drunk because she did not die."""
    g = game()
    to_day(g, 2, WIDOW_PLAN + [("fanggu", 2)])
    new = g.state.seats[2]
    assert new.alive and new.character == "fanggu" and new.believed == "fanggu"
    assert new.alignment == EVIL and new.believed_alignment == EVIL
    assert not is_alive(g, FG) and [d.seat for d in g.state.deaths] == [FG]
    assert not g.over
    told = [e.kind for e in g.view(2).events if e.data.get("seat") == 2]
    assert "character_changed" in told and "alignment_changed" in told
    assert not any(e.kind == DRUNK for e in g.state.effects)  # no Sweetheart drunkenness
    dawn = [e for e in g.events if e.kind == "dawn"][-1]
    assert dawn.data["died"] == [FG]


def test_the_jump_happens_once_per_game() -> None:
    """Wiki example, continued: the new Fang Gu attacks another Outsider, who simply dies."""
    g = game()
    to_day(g, 2, WIDOW_PLAN + [("fanggu", 2)])
    to_night(g, 3)
    d = advance(g, until="fanggu")
    assert d.chooser == 2
    g.answer(5)
    assert not is_alive(g, 5) and g.state.seats[5].character == "mutant"
    assert g.state.seats[2].character == "fanggu" and is_alive(g, 2)


def test_lunatic_is_an_outsider_and_may_be_jumped_to() -> None:
    g = game(["fanggu", "widow", "lunatic", "chef", "empath", "mutant", "noble"])
    to_day(g, 2, WIDOW_PLAN + [("fanggu", 2)])
    assert g.state.seats[2].character == "fanggu" and g.state.seats[2].alignment == EVIL
    assert not is_alive(g, FG)


def test_marionette_registers_as_a_minion_no_jump() -> None:
    g = game(["fanggu", ("marionette", "sweetheart"), "widow", "chef", "empath", "mutant", "noble"])
    to_day(g, 2, [("widow", 2), ("fanggu", 1)])
    assert not is_alive(g, 1) and g.state.seats[1].character == "marionette" and is_alive(g, FG)


def test_dead_outsider_chosen_no_jump() -> None:
    g = game()
    to_day(g, 1, WIDOW_PLAN)
    g.state.seats[5].alive = False
    to_day(g, 2, [("fanggu", 5)])
    assert g.state.seats[5].character == "mutant" and is_alive(g, FG)
    assert not [r for r in g.state.reminders if r.character == "fanggu"]


def test_protected_old_fang_gu_means_no_jump_and_the_outsider_dies() -> None:
    g = game()
    to_day(g, 1, WIDOW_PLAN)
    g.state.effects.append(Effect(SAFE, FG, None, None, None, needs_source=False))
    to_day(g, 2, [("fanggu", 2)])
    assert not is_alive(g, 2) and g.state.seats[2].character == "sweetheart" and is_alive(g, FG)


def test_protected_outsider_no_death_no_jump_jump_still_unused() -> None:
    g = game()
    to_day(g, 1, WIDOW_PLAN)
    safe = Effect(SAFE, 2, None, None, None, needs_source=False)
    g.state.effects.append(safe)
    to_day(g, 2, [("fanggu", 2)])
    assert is_alive(g, 2) and g.state.seats[2].character == "sweetheart" and is_alive(g, FG)
    g.state.effects.remove(safe)
    to_day(g, 3, [("fanggu", 5)])
    assert g.state.seats[5].character == "fanggu" and not is_alive(g, FG)


def test_drunk_fang_gu_neither_kills_nor_jumps() -> None:
    g = game()
    to_night(g, 2, WIDOW_PLAN)
    g.state.effects.append(Effect(DRUNK, FG, None, None, None, needs_source=False))
    to_day(g, 2, [("fanggu", 2)])
    assert is_alive(g, 2) and g.state.seats[2].character == "sweetheart" and is_alive(g, FG)


def test_poisoned_fang_gu_neither_kills_nor_jumps() -> None:
    g = game()
    to_day(g, 2, [("widow", FG), ("fanggu", 3)])
    assert is_alive(g, 3) and rules.is_poisoned(g.state, FG)


def test_fang_gu_killing_itself_good_wins() -> None:
    g = game()
    to_night(g, 2, WIDOW_PLAN)
    advance(g, [("fanggu", FG)], until=lambda d: g.over)
    assert g.over and g.winner == "good"


def test_setup_adds_one_outsider() -> None:
    """[+1 Outsider]: a 7-player game (normally 5/0/1/1) has one Outsider."""
    g = Game("seed-004", 7)
    plan: list[Any] = [("setup.demon", "fanggu")]
    advance(g, plan, until=lambda d: d.step == "setup.outsider")
    assert g.pending is not None
    advance(g, until=lambda d: d.step == "setup.bluffs")
    teams = [rules.team_of(s.character) for s in g.state.seats]
    assert teams.count("outsider") == 1 and teams.count("townsfolk") == 4
    assert g.state.setup_counts["outsider"] == 1


def test_poisoned_outsider_still_becomes_the_fang_gu() -> None:
    """The jump depends on the Fang Gu's ability, not on the Outsider's health."""
    g = game()
    to_day(g, 2, [("widow", 2), ("fanggu", 2)])
    assert g.state.seats[2].character == "fanggu" and not is_alive(g, FG)
    assert rules.is_poisoned(g.state, 2)  # the Widow's poison stays on the player: a poisoned Fang Gu


def test_no_jump_when_the_old_fang_gu_does_not_die() -> None:
    """The Fang Gu holds the Mayor's ability through the Boffin and its death is bounced to the
    Chef: it did not die, so the Outsider is not possessed and dies as a normal victim (found by
    the seed-004 random games: two Fang Gus)."""
    g = game(["fanggu", "boffin", "sweetheart", "chef", "empath", "mutant", "noble"])
    to_day(g, 1, [("boffin.ability", "mayor")])
    to_day(g, 2, [("fanggu", 2), ("mayor.bounce", 3)])
    assert is_alive(g, FG) and g.state.seats[FG].character == "fanggu"
    assert not is_alive(g, 3) and not is_alive(g, 2) and g.state.seats[2].character == "sweetheart"
    assert not [r for r in g.state.reminders if r.character == "fanggu"]  # the jump is still unused
