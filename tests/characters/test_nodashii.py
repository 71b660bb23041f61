"""No Dashii: "Each night*, choose a player: they die. Your 2 Townsfolk neighbors are poisoned."
(almanac, Seed 004).

The nearest Townsfolk on each side (alive or dead; other character types skipped) are
poisoned while the No Dashii's ability works; the pair follows character changes at once.
"""

from typing import Any

from clocktower import rules
from clocktower.decisions import DecisionKind
from clocktower.engine import Game
from clocktower.state import DRUNK, POISONED, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night

# Seats: 0 No Dashii, 1 Widow, 2 Sweetheart, 3 Chef, 4 Empath, 5 Noble, 6 Mutant.
SEATING = ["nodashii", "widow", "sweetheart", "chef", "empath", "noble", "mutant"]
ND = 0
WIDOW = 1  # in these tests the Widow poisons herself, out of the way


def game(seating: Any = SEATING) -> Game:
    return seated(seating, script="seed-004")


def poisoned(g: Game) -> list[int]:
    """Poisoned seats, the self-poisoned Widow left out."""
    return [s for s in range(len(g.state.seats)) if rules.is_poisoned(g.state, s) and s != WIDOW]


def test_nearest_townsfolk_each_side_skipping_other_types() -> None:
    g = game()
    assert poisoned(g) == [3, 5]  # the Sweetheart, Widow and Mutant are skipped
    # The Grimoire holds the two POISONED reminders of the No Dashii.
    marks = [(e.target, e.source_character) for e in g.state.effects if e.kind == POISONED]
    assert sorted(marks) == [(3, "nodashii"), (5, "nodashii")]


def test_poisoned_neighbour_information_may_be_false() -> None:
    """The Chef is poisoned: the Storyteller may give any number."""
    g = game()
    d = advance(g, [("widow", WIDOW)], until=("inform", "chef"))
    assert d.truth == (1,) and len(d.options) > 1


def test_healthy_townsfolk_further_away_gets_the_truth() -> None:
    g = game()
    d = advance(g, [("widow", WIDOW)], until=("inform", "empath"))
    assert d.options == d.truth


def test_dead_neighbours_stay_poisoned() -> None:
    g = game()
    g.state.seats[3].alive = False
    assert poisoned(g) == [3, 5]  # the Empath beyond the dead Chef stays healthy


def test_kills_from_night_two_any_player() -> None:
    g = game()
    steps: list[str] = []
    advance(g, [("widow", WIDOW)], until=lambda d: steps.append(d.step) or d.step == "talk")
    assert "nodashii" not in steps  # no kill on the first night
    to_night(g, 2)
    d = advance(g, until="nodashii")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == ND
    assert d.options == tuple(range(7)) and None not in d.options
    g.answer(4)
    assert not is_alive(g, 4)


def test_no_dashii_may_kill_itself() -> None:
    g = game()
    to_night(g, 2, [("widow", WIDOW)])
    advance(g, [("nodashii", ND)], until=lambda d: g.over)
    assert g.over and g.winner == "good" and not is_alive(g, ND)


def test_dead_no_dashii_poisons_nobody() -> None:
    g = game()
    g.state.seats[ND].alive = False
    assert poisoned(g) == []


def test_drunk_no_dashii_poisons_nobody_and_kills_nobody() -> None:
    g = game()
    to_night(g, 2, [("widow", WIDOW)])
    g.state.effects.append(Effect(DRUNK, ND, None, None, None, needs_source=False))
    assert poisoned(g) == []
    to_day(g, 2, [("nodashii", 4)])
    assert is_alive(g, 4)


def test_widow_poisoned_no_dashii_loses_its_poison() -> None:
    g = game()
    to_day(g, 1, [("widow", ND)])
    assert poisoned(g) == [ND]  # the Widow poisoned the No Dashii: its neighbours are healthy
    to_day(g, 2, [("nodashii", 4)])
    assert is_alive(g, 4)


def test_poisoned_townsfolk_becoming_an_outsider_moves_the_poison() -> None:
    g = game()
    to_day(g, 1, [("widow", WIDOW)])
    g.change_character(3, "lunatic")
    assert poisoned(g) == [4, 5]
    assert sorted(e.target for e in g.state.effects if e.source_character == "nodashii") == [4, 5]


def test_a_closer_player_becoming_townsfolk_takes_the_poison() -> None:
    g = game()
    to_day(g, 1, [("widow", WIDOW)])
    g.change_character(6, "oracle")
    assert poisoned(g) == [3, 6]


def test_a_new_no_dashii_poisons_its_own_neighbours() -> None:
    g = game()
    to_day(g, 1, [("widow", WIDOW)])
    g.change_character(ND, "fanggu")
    g.change_character(4, "nodashii")
    assert poisoned(g) == [3, 5]  # now the Empath's Townsfolk neighbours
    assert all(e.source == 4 for e in g.state.effects
               if e.source_character == "nodashii" and rules.effect_active(g.state, e))
    g.change_character(3, "sweetheart")
    assert poisoned(g) == [5]  # only one Townsfolk besides itself: the Noble on both sides


def test_single_townsfolk_is_both_neighbours() -> None:
    # Seats: 0 No Dashii, 1 Widow, 2 Sweetheart, 3 Chef, 4 Mutant.
    g = seated(["nodashii", "widow", "sweetheart", "chef", "mutant"], script="seed-004")
    assert poisoned(g) == [3]


def test_lunatic_believing_no_dashii_poisons_nobody() -> None:
    # Seats: 0 Lunatic (believes the No Dashii), 1 Chef, 2 Fang Gu, 3 Empath, 4 Noble.
    g = seated([("lunatic", "nodashii"), "chef", "fanggu", "empath", "noble"], script="seed-004")
    assert poisoned(g) == []


def test_poison_set_before_the_first_night_acts() -> None:
    """Almanac: the neighbours are poisoned while the first night is prepared."""
    g = Game("seed-004", seating=SEATING)
    assert g.pending is not None and g.pending.step == "setup.bluffs"
    advance(g, until=lambda d: d.step == "widow")
    assert poisoned(g) == [3, 5]
