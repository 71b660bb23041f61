"""Recluse: "You might register as evil & as a Minion or Demon, even if dead." (almanac, Seed 002).

Each time an ability detects the Recluse, the Storyteller chooses what it registers as: good
or evil; Outsider, Minion or Demon; the Recluse or any Minion or Demon of the script. Each
look is its own choice; it works while the Recluse is dead, not while it is drunk or
poisoned. It gains no ability of what it registers as.
"""

from clocktower.decisions import DecisionKind
from clocktower.state import POISONED, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Recluse, 3 Chef, 4 Fortune Teller, 5 Oracle, 6 Dreamer
SEATING = ["imp", "poisoner", "recluse", "chef", "fortuneteller", "oracle", "dreamer"]
RECLUSE = 2


def registrations(game, since=0):
    return [d for d in game.decisions[since:] if d.step == "register.recluse"]


def test_each_look_offers_what_the_recluse_may_register_as() -> None:
    game = seated(SEATING, script="seed-002")
    plan = [("poisoner", 5), ("register.recluse", "evil"), ("fortuneteller.redherring", 5),
            ("fortuneteller", (RECLUSE, 3)), ("register.recluse", "demon"), ("dreamer", RECLUSE),
            ("register.recluse", "vortox")]
    d = advance(game, plan, until=("inform", "dreamer"))
    asked = registrations(game)
    assert all(x.kind == DecisionKind.STORYTELLER and x.why == "registration" for x in asked)
    assert [x.options for x in asked] == [
        ("good", "evil"),  # the Chef: alignment
        ("outsider", "demon", "minion"),  # the Fortune Teller: character type
        ("recluse", "baron", "imp", "legion", "marionette", "poisoner", "riot", "scarletwoman", "vortox"),  # Dreamer
    ]
    assert [x.truth for x in asked] == [("good",), ("outsider",), ("recluse",)]
    assert d.options and all(e == "vortox" for _, e in d.options)
    chef = [x for x in game.decisions if x.step == "chef"][0]
    assert chef.options == (2,)  # Imp-Poisoner, and Poisoner-Recluse
    ft = [x for x in game.decisions if x.step == "fortuneteller" and x.kind == DecisionKind.INFORM][0]
    assert ft.options == (True,)


def test_registers_even_when_dead() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 5), ("fortuneteller.redherring", 5)])
    mark = len(game.decisions)
    advance(game, [("poisoner", 5), ("imp", RECLUSE)], until=("inform", "oracle"))
    assert not is_alive(game, RECLUSE)
    assert [x.options for x in registrations(game, mark)] == [("good", "evil")]  # the Oracle looks


def test_poisoned_recluse_registers_truly() -> None:
    game = seated(SEATING, script="seed-002")
    game.state.effects.append(Effect(POISONED, RECLUSE, None, None, None, needs_source=False))
    mark = len(game.decisions)
    to_day(game, 1, [("poisoner", 5), ("fortuneteller.redherring", 5), ("fortuneteller", (RECLUSE, 3)),
                     ("dreamer", RECLUSE)])
    assert not registrations(game, mark)
    ft = [x for x in game.decisions if x.step == "fortuneteller" and x.kind == DecisionKind.INFORM][0]
    assert ft.options == (False,)


def test_drunk_recluse_registers_truly() -> None:
    seating = ["imp", "poisoner", ("drunk", "recluse"), "chef", "fortuneteller", "oracle", "dreamer"]
    game = seated(seating, script="seed-002")
    d = advance(game, [("poisoner", 5), ("fortuneteller.redherring", 5), ("fortuneteller", (RECLUSE, 3)),
                       ("dreamer", RECLUSE)], until=("inform", "dreamer"))
    assert not registrations(game)
    assert d.options[0] == ("drunk", "baron")


def test_registering_as_a_minion_gives_no_ability() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 3, [("poisoner", 5), ("register.recluse", "evil")])
    assert not [x for x in game.decisions if x.chooser == RECLUSE and x.step in ("poisoner", "imp")]
