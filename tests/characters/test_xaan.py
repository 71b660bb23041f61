"""Xaan: "On night X, all Townsfolk are poisoned until dusk. [X Outsiders]" (almanac, Seed 000).

X is the number of Outsiders when the game began (fixed then: ruling
``xaan-night-x-fixed-at-setup``); the Xaan must be alive on night X. Our rulings: the poison
is placed on night X and lasts until dusk even if the Xaan dies or is made drunk or poisoned
on day X (How to Run: the X reminder stays in the Grimoire until dusk); a
Xaan made by the Kazali counts the Outsiders after the Kazali's choices (setup ends there:
community answer quoted on the Xaan's reveal thread, "X is resolved at the end of setup").
"""

from clocktower import rules
from clocktower.engine import Game
from clocktower.script import parse_script
from clocktower.state import DRUNK, POISONED, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night

# The Leviathan kills nobody, so only the Xaan poisons in these games.
# One Outsider (the Sweetheart): X = 1.
ONE = ["leviathan", "xaan", "sailor", "snakecharmer", "sweetheart", "exorcist", "acrobat"]
# Two Outsiders (the Drunk, who believes it is the Courtier, and the Sweetheart): X = 2.
TWO = ["leviathan", "xaan", ("drunk", "courtier"), "preacher", "sweetheart", "exorcist", "acrobat"]
# No Outsiders: X = 0.
NONE = ["leviathan", "xaan", "sailor", "preacher", "tealady", "exorcist", "acrobat"]

SMALL_SCRIPT = [{"id": "_meta", "name": "xaan test"}, "pukka", "xaan", "sailor", "preacher", "snakecharmer",
                "innkeeper", "acrobat", "exorcist", "courtier", "minstrel", "tealady", "drunk", "sweetheart",
                "damsel"]


def poisoned(game: Game) -> list[int]:
    return [s.index for s in game.state.seats if rules.is_poisoned(game.state, s.index)]


def test_setup_offers_any_outsider_count() -> None:
    game = Game(parse_script(SMALL_SCRIPT), 7)
    d = advance(game, [("setup.demon", "pukka"), ("setup.minion", "xaan")], until="setup.modifier.xaan")
    # 7 players: 5 Townsfolk and 0 Outsiders; the script offers 3 Outsiders.
    assert d.options == (0, 1, 2, 3)
    game.answer(3)
    advance(game, until=lambda d: game.state.phase == "night")
    assert game.state.setup_counts["outsider"] == 3 and game.state.setup_counts["townsfolk"] == 2
    assert sum(1 for s in game.state.seats if rules.team_of(s.character) == "outsider") == 3


def test_setup_may_remove_every_outsider() -> None:
    game = Game(parse_script(SMALL_SCRIPT), 9)  # 9 players: normally 2 Outsiders
    d = advance(game, [("setup.demon", "pukka"), ("setup.minion", "xaan")], until="setup.modifier.xaan")
    assert d.options == (0, 1, 2, 3)
    game.answer(0)
    advance(game, until=lambda d: game.state.phase == "night")
    assert game.state.setup_counts["outsider"] == 0 and game.state.setup_counts["townsfolk"] == 7


def test_one_outsider_poisons_every_townsfolk_on_night_1_until_dusk() -> None:
    game = seated(ONE, script="seed-000")
    advance(game, [("snakecharmer", 1)], until=lambda d: game.state.phase == "day")
    # Townsfolk (Sailor, Snake Charmer, Exorcist, Acrobat) poisoned; not the Outsider, Minion
    # or Demon.
    assert poisoned(game) == [2, 3, 5, 6]
    assert 1 not in game.state.woke_tonight  # the Xaan does not wake
    to_night(game, 2)
    assert poisoned(game) == []  # dusk ended it


def test_townsfolk_abilities_fail_on_night_x() -> None:
    # Night 1 (X = 1): the Snake Charmer, after the Xaan in the night order, chooses the
    # Demon but nothing happens.
    game = seated(ONE, script="seed-000")
    advance(game, [("snakecharmer", 0)], until=lambda d: game.state.phase == "day")
    assert game.state.seats[0].character == "leviathan" and game.state.seats[3].character == "snakecharmer"


def test_two_outsiders_poison_on_night_2() -> None:
    game = seated(TWO, script="seed-000")
    advance(game, until=lambda d: game.state.phase == "day")
    assert poisoned(game) == []
    to_day(game, 2, [("exorcist", 3), ("acrobat", 1)])
    # Preacher, Exorcist, Acrobat poisoned; the Drunk (an Outsider) is not a Townsfolk.
    assert poisoned(game) == [3, 5, 6]
    assert not rules.is_poisoned(game.state, 2) and rules.is_drunk(game.state, 2)


def test_no_outsiders_never_poisons() -> None:
    game = seated(NONE, script="seed-000")
    for day in range(1, 5):
        to_day(game, day, [("acrobat", 1)] if day > 1 else [])
        assert poisoned(game) == []


def test_dead_xaan_does_not_poison() -> None:
    game = seated(TWO, script="seed-000")
    to_night(game, 2)
    game.state.seats[1].alive = False
    to_day(game, 2, [("exorcist", 3), ("acrobat", 1)])
    assert poisoned(game) == []


def test_poisoned_xaan_does_not_poison() -> None:
    game = seated(ONE, script="seed-000")
    game.state.effects.append(Effect(POISONED, 1, None, None, None, needs_source=False))
    advance(game, [("snakecharmer", 1)], until=lambda d: game.state.phase == "day")
    assert poisoned(game) == [1]


def test_drunk_xaan_does_not_poison() -> None:
    game = seated(TWO, script="seed-000")
    to_night(game, 2)
    game.state.effects.append(Effect(DRUNK, 1, None, None, ("dusk", 2), needs_source=False))
    to_day(game, 2, [("exorcist", 3), ("acrobat", 1)])
    assert poisoned(game) == []


def test_xaan_dying_on_day_x_leaves_the_townsfolk_poisoned_until_dusk() -> None:
    """How to Run (almanac and wiki, Xaan): the X reminder is added on night X and removed the
    following dusk; while it is in the Grimoire all Townsfolk are poisoned. "The Xaan needs to
    be alive in order to poison" is about night X: the Xaan dying (or being made drunk) on day
    X does not take the reminder away."""
    game = seated(ONE, script="seed-000")
    to_day(game, 1)
    assert poisoned(game) == [2, 3, 5, 6]
    game.state.seats[1].alive = False
    assert poisoned(game) == [2, 3, 5, 6]
    to_night(game, 2)
    assert poisoned(game) == []  # the X reminder is removed at dusk


def test_xaan_made_drunk_on_day_x_leaves_the_townsfolk_poisoned() -> None:
    game = seated(ONE, script="seed-000")
    to_day(game, 1)
    game.state.effects.append(Effect(DRUNK, 1, None, None, ("dusk", 1), needs_source=False))
    assert poisoned(game) == [2, 3, 5, 6]


def test_x_poison_is_on_townsfolk_only_while_they_are_townsfolk() -> None:
    """"All Townsfolk players are poisoned" while the X reminder is there: a poisoned Townsfolk
    that stops being one (here set by hand: the Storyteller's Grimoire) is no longer poisoned."""
    game = seated(ONE, script="seed-000")
    to_day(game, 1)
    game.state.seats[2].character = "sweetheart"
    assert poisoned(game) == [3, 5, 6]


def test_ruling_xaan_night_x_fixed_at_setup() -> None:
    # 3 Outsiders at setup (the Drunk, the Sweetheart standing in for the Puzzlemaster, and the
    # Damsel the Huntsman brings); night 2 the Huntsman turns the Damsel into a Townsfolk.
    seating = ["pukka", "xaan", ("drunk", "courtier"), "sweetheart", "damsel", "huntsman", "exorcist",
               "acrobat"]
    game = seated(seating, script="seed-000")
    to_night(game, 2, [("pukka", 0), ("huntsman", None)])
    to_day(game, 2, [("pukka", 0), ("huntsman", 4), ("exorcist", 1), ("acrobat", 1)])
    assert rules.team_of(game.state.seats[4].character) == "townsfolk"  # Outsiders are now 2
    # Night 2 is not night X: no Townsfolk is poisoned (the Pukka, which poisoned itself on night
    # 1, is healthy again after its night-2 turn: Pukka module).
    assert poisoned(game) == []
    to_night(game, 3)
    # Night 3 = X: the Exorcist chooses the Pukka, the Acrobat chooses the Drunk.
    d = advance(game, [("exorcist", 0), ("acrobat", 2)], until="pukka")
    assert d is not None and d.chooser == 0  # the poisoned Exorcist did not stop the Pukka
    game.answer(0)
    advance(game, until=lambda d: game.state.phase == "day")
    assert is_alive(game, 7)  # the poisoned Acrobat does not die for choosing the Drunk
    # Every Townsfolk is poisoned, the former Damsel too; the Drunk and Sweetheart are not.
    assert poisoned(game) == [0, 4, 5, 6, 7]


def test_acrobat_choosing_the_drunk_dies_when_not_night_x() -> None:
    # The same choice on a night that is not X kills the Acrobat (contrast with the ruling).
    seating = ["pukka", "xaan", ("drunk", "courtier"), "sweetheart", "damsel", "huntsman", "exorcist",
               "acrobat"]
    game = seated(seating, script="seed-000")
    to_day(game, 2, [("pukka", 0), ("huntsman", None), ("exorcist", 1), ("pukka", 0), ("huntsman", None),
                     ("acrobat", 2)])
    assert not is_alive(game, 7)


def test_kazali_made_xaan_counts_outsiders_after_the_kazali() -> None:
    # The Kazali turns the only Outsider into the Xaan: no Outsiders are left, X = 0.
    game = seated(["kazali", "sailor", "preacher", "sweetheart", "exorcist", "acrobat", "tealady"],
                  script="seed-000")
    advance(game, [("kazali", 3), ("kazali", "xaan")], until=lambda d: game.state.phase == "day")
    assert game.state.seats[3].character == "xaan"
    assert poisoned(game) == []
    # The Kazali turns a Townsfolk into the Xaan: one Outsider, X = 1: night 1 poisons.
    game = seated(["kazali", "sailor", "preacher", "sweetheart", "exorcist", "acrobat", "tealady"],
                  script="seed-000")
    advance(game, [("kazali", 1), ("kazali", "xaan")], until=lambda d: game.state.phase == "day")
    assert poisoned(game) == [2, 4, 5, 6]
