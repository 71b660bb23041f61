"""Vortox: "Each night*, choose a player: they die. Townsfolk abilities yield false info.
Each day, if no-one is executed, evil wins." (almanac, Seed 002).

From night 2 the Vortox kills a player of its choice. While its ability works, every
piece of information from a Townsfolk ability must be false, even for a drunk or poisoned
Townsfolk (ruling vortox-poisoned-townsfolk-still-false,
https://wiki.bloodontheclocktower.com/Vortox), but not for the Drunk or the Marionette who
only believe they are a Townsfolk: they have no ability, and the Storyteller may show them
anything, as any drunk player (almanac, Vortox: "a Townsfolk player gets information from
their ability"; almanac, Drunk; https://wiki.bloodontheclocktower.com/Drunk). Other
information (an Outsider's ability such as the Lunatic's, Minion and Demon info) is
unchanged. When a day ends with no execution, evil
wins.
"""

from typing import Any

from clocktower.decisions import DecisionKind
from clocktower.state import EVIL, GOOD
from clocktower.testing import advance, is_alive, seated, to_day, to_night

from .seed002_evil import nominate, steps_until

SCRIPT = "seed-002"
# Seats: 0 Vortox, 1 Poisoner, 2 Chef, 3 Knight, 4 Steward, 5 Drunk (believes Chef), 6 Lunatic
# (believes it is the Vortox). Evil pairs: Vortox-Poisoner (0-1) only.
SEATING: list[Any] = ["vortox", "poisoner", "chef", "knight", "steward", ("drunk", "chef"), ("lunatic", "vortox")]


def game(seating: list[Any] = SEATING) -> Any:
    return seated(seating, script=SCRIPT)


def test_chef_must_be_told_a_false_number() -> None:
    g = game()
    d = advance(g, [("poisoner", 4)], until=("inform", "chef"))
    assert d.kind == DecisionKind.INFORM
    assert 1 not in d.options and set(d.options) == set(range(8)) - {1}
    assert "Vortox" in d.why


def test_vortox_knight_must_include_demon() -> None:
    """vortox-knight-must-include-demon: every pair the Knight may be shown holds the Vortox."""
    g = game()
    d = advance(g, [("poisoner", 4)], until=("inform", "knight"))
    assert d.options and all(0 in pair for pair in d.options)


def test_vortox_poisoned_townsfolk_still_false() -> None:
    """vortox-poisoned-townsfolk-still-false (Chef variant): poisoned, the Chef would be free
    to learn anything; the Vortox still forbids the truth."""
    g = game()
    d = advance(g, [("poisoner", 2)], until=("inform", "chef"))
    assert 1 not in d.options and len(d.options) == 7 and "Vortox" in d.why


def test_drunk_believing_a_townsfolk_may_be_shown_the_truth() -> None:
    """Ruling (review of issue 3): the Vortox falsifies what "a Townsfolk player gets from
    their ability" (almanac, Vortox); the Drunk is an Outsider with no ability, whom the
    Storyteller "may" give false information (almanac, Drunk; and "You do not register as a
    Townsfolk - you just think you are", https://wiki.bloodontheclocktower.com/Drunk). So
    the Drunk who believes it is the Chef may be shown any number, the true one included."""
    g = game()
    d = advance(g, [("poisoner", 4)], until=lambda d: d.kind == DecisionKind.INFORM and d.step == "chef"
                and d.subject == 5)
    assert d.truth == (1,) and 1 in d.options and set(d.options) == set(range(8))
    assert "Vortox" not in d.why and "drunk" in d.why.lower()


def test_marionette_believing_a_townsfolk_may_be_shown_the_truth() -> None:
    """The same ruling for the Marionette, run "as if this player is the Drunk" (almanac,
    Marionette)."""
    g = game(["vortox", ("marionette", "chef"), "chef", "knight", "steward", "recluse", "klutz"])
    d = advance(g, until=lambda d: d.kind == DecisionKind.INFORM and d.step == "chef" and d.subject == 1)
    assert 1 in d.options and d.truth == (1,) and "Vortox" not in d.why
    d = advance(g, until=lambda d: d.kind == DecisionKind.INFORM and d.step == "chef" and d.subject == 2)
    assert 1 not in d.options and "Vortox" in d.why


def test_outsider_information_is_not_falsified_the_lunatic() -> None:
    g = game()
    to_night(g, 2)
    d = advance(g, [("poisoner", 4), ("vortox", 6)], until=("inform", "lunatic"))
    assert d.options == d.truth == ((6, (6,)),)


def test_poisoned_vortox_information_may_be_true_and_it_kills_nobody() -> None:
    g = game()
    d = advance(g, [("poisoner", 0)], until=("inform", "chef"))
    assert d.options == d.truth == (1,)
    to_night(g, 2)
    advance(g, [("poisoner", 0), (("vortox", 0), 3)], until="talk")
    assert is_alive(g, 3)


def test_first_night_no_kill_then_any_player_dies() -> None:
    g = game()
    seen = steps_until(g, lambda d: d.step == "talk")
    assert ("vortox", 0) not in seen
    to_night(g, 2)
    d = advance(g, [("poisoner", 4)], until=("vortox", 0))
    assert d.options == tuple(range(7)) and d.count is None
    g.answer(3)
    assert not is_alive(g, 3)


def test_a_day_without_execution_evil_wins() -> None:
    g = game()
    to_day(g, 1, [("poisoner", 4)])
    advance(g, until=None)  # nobody nominates
    assert g.winner == EVIL and g.state.day == 1 and g.state.win_condition == "vortox"


def test_an_execution_keeps_the_game_going_even_of_a_dead_player() -> None:
    g = game()
    to_day(g, 1, [("poisoner", 4)])
    g.state.seats[4].alive = False
    nominate(g, 2, 4, yes=(0, 1, 2, 3))
    to_night(g, 2)
    assert not g.over and g.state.executions == [(1, 4, "steward")]


def test_poisoned_vortox_no_execution_no_win() -> None:
    g = game()
    to_day(g, 1, [("poisoner", 0)])
    to_night(g, 2)
    assert not g.over


def test_executed_vortox_good_wins() -> None:
    g = game()
    to_day(g, 1, [("poisoner", 4)])
    nominate(g, 2, 0, yes=range(7))
    advance(g, until=None)
    assert g.winner == GOOD


def test_lunatic_believing_the_vortox_chooses_but_nobody_dies() -> None:
    g = game()
    to_night(g, 2)
    d = advance(g, [("poisoner", 4)], until=("vortox", 6))
    assert d.options == tuple(range(7))
    g.answer(2)
    assert is_alive(g, 2)


def test_vortox_dreamer_on_vortox() -> None:
    """vortox-dreamer-on-vortox: the Dreamer picking the Vortox is still shown one good and
    one evil character, but neither may be correct: showing the Vortox is illegal."""
    g = game(["vortox", "poisoner", "dreamer", "knight", "steward", "chef", "recluse"])
    d = advance(g, [("poisoner", 4), ("dreamer", 0)], until=("inform", "dreamer"))
    assert d.options and all(evil != "vortox" for _, evil in d.options)
    assert ("oracle", "imp") in d.options and ("oracle", "vortox") not in d.options


def test_vortox_poisoned_townsfolk_still_false_oracle() -> None:
    """vortox-poisoned-townsfolk-still-false: night 3, the Poisoner has poisoned the Oracle
    and two dead players are evil: the Oracle may learn any number but 2."""
    g = game(["vortox", "poisoner", "baron", "scarletwoman", "oracle", "chef", "knight", "steward"])
    to_day(g, 1, [("poisoner", 5)])
    nominate(g, 0, 2, yes=range(8))
    to_day(g, 2, [("poisoner", 5), ("vortox", 7)])
    nominate(g, 1, 3, yes=range(8))
    to_night(g, 3)
    d = advance(g, [("poisoner", 4), ("vortox", 7)], until=("inform", "oracle"))
    assert [s.index for s in g.state.seats if not s.alive] == [2, 3, 7]
    assert d.truth == (2,) and d.options == (0, 1, 3)
