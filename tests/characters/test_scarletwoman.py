"""Scarlet Woman: "If there are 5 or more players alive & the Demon dies, you become the
Demon. (Travellers don't count.)" (almanac, Seed 002).

When a Demon dies and at least 5 players (Travellers not counted) were alive just before,
an alive Scarlet Woman whose ability works becomes that same Demon at once and the game
goes on. She is told at once; she acts as that Demon from then on (she kills the same night
if she became it by day: ruling night-order-other-nights-seed002). With the Imp's
star-pass and 5+ alive, she must be the one who becomes the Imp (ruling
imp-starpass-must-go-to-scarlet-woman, https://wiki.bloodontheclocktower.com/Scarlet_Woman).
"""

from typing import Any

from clocktower.decisions import DecisionKind
from clocktower.state import DRUNK, EVIL, GOOD, POISONED, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night

from .seed002_evil import nominate, steps_until

SCRIPT = "seed-002"
# Seats: 0 Imp, 1 Scarlet Woman, 2 Baron, 3 Chef, 4 Knight, 5 Steward, 6 Drunk (believes Knight)
SEATING: list[Any] = ["imp", "scarletwoman", "baron", "chef", "knight", "steward", ("drunk", "knight")]
ALL = range(7)


def game(seating: list[Any] = SEATING) -> Any:
    return seated(seating, script=SCRIPT)


def execute_on_day_1(g: Any, target: int, voters: Any = ALL) -> None:
    to_day(g, 1)
    nominate(g, 3, target, yes=voters)
    advance(g, until=lambda d: g.state.phase == "night" or g.state.executed_today is not None and d.step != "vote")


def test_demon_executed_with_seven_alive_she_becomes_the_imp_and_is_told() -> None:
    g = game()
    execute_on_day_1(g, 0)
    assert not is_alive(g, 0) and not g.over
    sw = g.state.seats[1]
    assert sw.character == "imp" and sw.alignment == EVIL and g.view(1).character == "imp"
    told = [e for e in g.view(1).events if e.kind == "character_changed"]
    assert told and told[-1].data == {"seat": 1, "character": "imp"}
    assert not any(e.kind == "character_changed" for s in (2, 3) for e in g.view(s).events)
    assert any(r.token == "Is The Demon" and r.target == 1 for r in g.state.reminders)


def test_new_imp_kills_the_same_night_night_order_other_nights_seed002() -> None:
    """night-order-other-nights-seed002 (variant): the Scarlet Woman became the Imp by day;
    that night she has been told before the Imp's place and kills at it; the order of the
    other night is Poisoner (none here), Scarlet Woman's place, Lunatic, Demon, then the
    information Townsfolk."""
    g = game()
    execute_on_day_1(g, 0)
    to_night(g, 2)
    d = advance(g, until="imp")
    assert d.chooser == 1 and d.kind == DecisionKind.CHOOSE_PLAYERS
    g.answer(3)
    assert not is_alive(g, 3)


def test_other_nights_order_of_seed002() -> None:
    """night-order-other-nights-seed002: the other-night order of the whole script."""
    from clocktower.script import load_script

    g = seated(["imp", "poisoner", "chef", "knight", "steward"], script=SCRIPT)
    order = [s for s in g.night_order(first=False) if s in load_script(SCRIPT).characters or s == "dawn"]
    assert order == ["poppygrower", "poisoner", "scarletwoman", "lunatic", "legion", "imp", "vortox",
                     "fortuneteller", "dreamer", "oracle", "seamstress", "nightwatchman", "cultleader",
                     "general", "riot", "dawn"]


def test_five_alive_before_the_death_is_enough() -> None:
    g = game()
    for s in (5, 6):
        g.state.seats[s].alive = False
    execute_on_day_1(g, 0, voters=(0, 1, 2, 3, 4))
    assert g.state.seats[1].character == "imp" and not g.over


def test_four_alive_before_the_death_good_wins() -> None:
    g = game()
    for s in (4, 5, 6):
        g.state.seats[s].alive = False
    execute_on_day_1(g, 0, voters=(0, 1, 2, 3))
    assert g.over and g.winner == GOOD and g.state.seats[1].character == "scarletwoman"


def test_travellers_do_not_count() -> None:
    g = game()
    for s in (4, 5):
        g.state.seats[s].alive = False
    g.state.seats[6].traveller = True  # five alive, but one is a Traveller
    execute_on_day_1(g, 0, voters=(0, 1, 2, 3, 6))
    assert g.over and g.winner == GOOD


def test_poisoned_scarlet_woman_does_not_become_the_demon() -> None:
    g = game()
    g.state.effects.append(Effect(POISONED, 1, None, None, None, needs_source=False))
    execute_on_day_1(g, 0)
    assert g.over and g.winner == GOOD and g.state.seats[1].character == "scarletwoman"


def test_drunk_scarlet_woman_does_not_become_the_demon() -> None:
    g = game()
    g.state.effects.append(Effect(DRUNK, 1, None, None, None, needs_source=False))
    execute_on_day_1(g, 0)
    assert g.over and g.winner == GOOD


def test_dead_scarlet_woman_does_not_become_the_demon() -> None:
    g = game()
    g.state.seats[1].alive = False
    execute_on_day_1(g, 0)
    assert g.over and g.winner == GOOD


def test_scarlet_woman_has_no_night_action_of_her_own() -> None:
    g = game()
    to_night(g, 2)
    seen = steps_until(g, lambda d: d.step == "talk")
    assert all(step != "scarletwoman" for step, _ in seen)


# ------------------------------------------------------------------ star-pass
STARPASS = ["imp", "scarletwoman", "baron", "poisoner", "chef", "knight", "steward", ("drunk", "chef"),
            "chef", "knight", "steward", "knight"]


def test_imp_starpass_must_go_to_scarlet_woman() -> None:
    """imp-starpass-must-go-to-scarlet-woman: 12 players, 6 alive, the Scarlet Woman, Baron
    and Poisoner alive; the Imp kills itself (the case's night 4; here night 2): she becomes
    the Imp, the Storyteller is offered no other Minion; the Imp's death is announced at
    dawn and she does not kill again that night."""
    g = seated(["imp", "scarletwoman", "baron", "poisoner", "chef", "knight", "steward", ("drunk", "knight"),
                "chef", "knight", "steward", "chef"], script=SCRIPT)
    to_day(g, 1)
    for s in (6, 7, 8, 9, 10, 11):
        g.state.seats[s].alive = False
    to_night(g, 2)
    seen = steps_until(g, lambda d: d.step == "talk", [("poisoner", 4), ("imp", 0)])
    assert ("imp.starpass", -1) not in seen
    woke_as_imp = [e.data["seat"] for e in g.events if e.kind == "woke" and e.data["character"] == "imp"]
    assert woke_as_imp == [0]  # she does not act again tonight
    assert g.state.seats[1].character == "imp" and g.view(1).character == "imp"
    assert g.state.seats[2].character == "baron" and g.state.seats[3].character == "poisoner"
    dawn = [e for e in g.view(4).events if e.kind == "dawn"][-1]
    assert dawn.data["died"] == [0] and not g.over


def test_starpass_with_four_alive_any_minion_may_take_it() -> None:
    g = seated(["imp", "scarletwoman", "baron", "chef", "knight", "steward", "chef"], script=SCRIPT)
    to_day(g, 1)
    for s in (4, 5, 6):
        g.state.seats[s].alive = False
    to_night(g, 2)
    d = advance(g, [("imp", 0)], until="imp.starpass")
    assert d.options == (1, 2)  # her ability needs 5 alive: the Storyteller chooses any Minion
    g.answer(2)
    assert g.state.seats[2].character == "imp" and g.state.seats[1].character == "scarletwoman"


def test_poisoned_scarlet_woman_starpass_goes_to_any_minion() -> None:
    g = seated(["imp", "scarletwoman", "baron", "chef", "knight", "steward", "chef"], script=SCRIPT)
    to_night(g, 2)
    g.state.effects.append(Effect(POISONED, 1, None, None, None, needs_source=False))
    d = advance(g, [("imp", 0)], until="imp.starpass")
    assert d.options == (1, 2)


def test_she_becomes_the_same_demon_the_vortox() -> None:
    """Almanac, How to Run: she becomes the same type of Demon that died."""
    g = game(["vortox", "scarletwoman", "baron", "chef", "knight", "steward", ("drunk", "knight")])
    execute_on_day_1(g, 0)
    assert g.state.seats[1].character == "vortox" and not g.over
    to_night(g, 2)
    d = advance(g, until="vortox")
    assert d.chooser == 1


def test_fortune_teller_red_herring_fixed_scarlet_woman_part() -> None:
    """fortune-teller-red-herring-fixed: the red herring stays the same player all game; after
    the Scarlet Woman becomes the Imp, the Fortune Teller picking the dead old Imp learns
    'yes' (a dead Demon still counts) and so does picking the new Imp."""
    g = seated(["imp", "scarletwoman", "fortuneteller", "chef", "knight", "steward", ("drunk", "knight")],
               script=SCRIPT)
    to_day(g, 1, [("fortuneteller.redherring", 3), ("fortuneteller", (4, 5))])
    to_night(g, 2)
    d = advance(g, [("imp", 5), ("fortuneteller", (3, 6))], until=("inform", "fortuneteller"))
    assert d.options == d.truth == (True,)  # the red herring
    to_day(g, 2)
    assert sum(1 for s in g.state.seats if s.alive) == 6
    nominate(g, 1, 0, yes=range(7))
    to_night(g, 3)
    assert g.state.seats[1].character == "imp" and not g.over
    d = advance(g, [("imp", 4), ("fortuneteller", (0, 6))], until=("inform", "fortuneteller"))
    assert d.options == d.truth == (True,)  # the dead old Imp
    to_day(g, 3)
    nominate(g, 2, 6, yes=range(7))
    to_night(g, 4)
    d = advance(g, [("imp", 0), ("fortuneteller", (1, 6))], until=("inform", "fortuneteller"))
    assert d.options == d.truth == (True,)  # the new Imp, ex-Scarlet Woman
    assert [d.step for d in g.decisions].count("fortuneteller.redherring") == 1
