"""Kazali: "Each night*, choose a player: they die. [You choose which players are which Minions.
-? to +? Outsiders]" (almanac, Seed 000).

The Kazali's choice of Minions is part of setup: it happens on the first night at the
Kazali's place (before Minion info), whatever the Kazali's state; only script Minions, no
duplicates; a Kazali made later chooses no Minions.
"""

from typing import Any

from clocktower import rules
from clocktower.decisions import DecisionKind
from clocktower.engine import Game
from clocktower.script import parse_script
from clocktower.state import DRUNK, POISONED, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night

SMALL_SCRIPT = [{"id": "_meta", "name": "kazali test"}, "kazali", "poisoner", "xaan", "widow", "sailor",
                "preacher", "snakecharmer", "innkeeper", "acrobat", "exorcist", "courtier", "minstrel",
                "tealady", "drunk", "sweetheart", "damsel"]

# Seats: 0 Kazali, 1 Sailor, 2 Preacher, 3 Tea Lady, 4 Exorcist, 5 Acrobat, 6 Courtier
SEATING = ["kazali", "sailor", "preacher", "tealady", "exorcist", "acrobat", "courtier"]


def bag_game(n: int, delta: int) -> Game:
    game = Game(parse_script(SMALL_SCRIPT), n)
    advance(game, [("setup.demon", "kazali"), ("setup.modifier.kazali", delta)],
            until=lambda d: game.state.phase == "night")
    return game


def test_setup_puts_no_minion_in_the_bag_and_may_change_outsiders() -> None:
    game = Game(parse_script(SMALL_SCRIPT), 9)  # 9 players: 5 Townsfolk, 2 Outsiders, 1 Minion
    d = advance(game, [("setup.demon", "kazali")], until="setup.modifier.kazali")
    assert d.options == (-2, -1, 0, 1)  # at most the script's 3 Outsiders
    game.answer(-2)
    advance(game, until=lambda d: game.state.phase == "night")
    assert game.state.setup_counts == {"townsfolk": 8, "outsider": 0, "minion": 0, "demon": 1}
    assert not any(d.step == "setup.minion" for d in game.decisions)
    teams = [rules.team_of(s.character) for s in game.state.seats]
    assert teams.count("minion") == 0 and teams.count("townsfolk") == 8


def test_setup_adds_outsiders() -> None:
    game = bag_game(7, 3)
    assert game.state.setup_counts == {"townsfolk": 3, "outsider": 3, "minion": 0, "demon": 1}


def test_first_night_chooses_a_player_and_a_minion() -> None:
    game = seated(SEATING, script="seed-000")
    d = advance(game, until="kazali")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 0
    assert d.options == (1, 2, 3, 4, 5, 6)  # never the Kazali itself
    game.answer(3)
    d = game.pending
    assert d.kind == DecisionKind.CHOOSE_CHARACTER and d.step == "kazali"
    assert d.options == ("poisoner", "wizard", "widow", "xaan", "boffin")
    game.answer("poisoner")
    assert game.state.seats[3].character == "poisoner" and game.state.seats[3].alignment == "evil"
    told = [e.text for e in game.view(3).events if e.kind in ("character_changed", "alignment_changed")]
    assert told == ["Dave is now the Poisoner (was the Tea Lady).", "Dave is now evil."]
    # The new Poisoner acts tonight, at its own place.
    d = advance(game, until="poisoner")
    assert d.chooser == 3


def test_kazali_makes_the_usual_number_of_minions_without_duplicates() -> None:
    seating = SEATING + ["innkeeper", "minstrel", "snakecharmer"]  # 10 players: 2 Minions
    game = seated(seating, script="seed-000")
    advance(game, [("kazali", 1), ("kazali", "widow")], until="kazali")
    d = game.pending
    assert d.options == (2, 3, 4, 5, 6, 7, 8, 9)  # the new Widow is no longer a candidate
    game.answer(2)
    assert game.pending.options == ("poisoner", "wizard", "xaan", "boffin")  # no second Widow
    game.answer("boffin")
    advance(game, until=lambda d: game.state.phase == "day")
    assert [s.index for s in game.state.seats if rules.team_of(s.character) == "minion"] == [1, 2]
    # Minion info follows the Kazali: both new Minions learn the Demon and each other.
    info = [e for e in game.view(1).events if e.kind == "minion_info"]
    assert len(info) == 1 and info[0].data == {"demons": [0], "minions": [2]}
    demon_info = [e for e in game.view(0).events if e.kind == "demon_info"][0]
    assert demon_info.data["minions"] == [1, 2]


def test_five_players_one_minion_and_no_minion_info() -> None:
    game = seated(["kazali", "sailor", "preacher", "tealady", "exorcist"], script="seed-000")
    advance(game, [("kazali", 4), ("kazali", "xaan")], until=lambda d: game.state.phase == "day")
    assert game.state.seats[4].character == "xaan"
    assert not any(e.kind == "minion_info" for e in game.events)


def test_poisoned_kazali_still_chooses_its_minions() -> None:
    game = seated(SEATING, script="seed-000")
    game.state.effects.append(Effect(POISONED, 0, None, None, None, needs_source=False))
    advance(game, [("kazali", 6), ("kazali", "wizard")], until=lambda d: game.state.phase == "day")
    assert game.state.seats[6].character == "wizard" and game.state.seats[6].alignment == "evil"


def kill_night(target: int) -> list[tuple[Any, Any]]:
    return [("kazali", target), ("sailor", 2), ("sailor.drunk", 2), ("acrobat", 4), ("exorcist", 1)]


def test_kills_each_night_but_the_first() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, [("kazali", 6), ("kazali", "poisoner"), ("sailor", 2), ("sailor.drunk", 2)])
    assert all(s.alive for s in game.state.seats)
    to_night(game, 2)
    d = advance(game, [("sailor", 2), ("sailor.drunk", 2), ("acrobat", 4), ("exorcist", 1), ("poisoner", 6)],
                until="kazali")
    assert d.options == tuple(range(7)) and d.count is None
    game.answer(5)
    advance(game, until=lambda d: game.state.phase == "day")
    assert not is_alive(game, 5)
    assert [e.data["died"] for e in game.events if e.kind == "dawn"][-1] == [5]


def test_poisoned_kazali_kills_nobody() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, [("kazali", 6), ("kazali", "poisoner"), ("poisoner", 6), ("sailor", 2), ("sailor.drunk", 2)])
    to_day(game, 2, [("poisoner", 0)] + kill_night(5))  # the new Poisoner poisons its Demon
    assert is_alive(game, 5)


def test_drunk_kazali_kills_nobody() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, [("kazali", 6), ("kazali", "poisoner"), ("poisoner", 6), ("sailor", 2), ("sailor.drunk", 2)])
    game.state.effects.append(Effect(DRUNK, 0, None, None, ("dusk", 2), needs_source=False))
    to_day(game, 2, [("poisoner", 6)] + kill_night(5))
    assert is_alive(game, 5)


def test_protected_target_survives() -> None:
    # The sober Sailor can't die.
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, [("kazali", 6), ("kazali", "poisoner"), ("poisoner", 6), ("sailor", 2), ("sailor.drunk", 2)])
    to_day(game, 2, [("poisoner", 6)] + kill_night(1))
    assert is_alive(game, 1)


def test_exorcised_kazali_does_not_wake() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, [("kazali", 6), ("kazali", "poisoner"), ("poisoner", 6), ("sailor", 2), ("sailor.drunk", 2)])
    to_night(game, 2)
    d = advance(game, [("poisoner", 6), ("sailor", 2), ("sailor.drunk", 2), ("acrobat", 4), ("exorcist", 0)],
                until=lambda d: d.step == "kazali" or game.state.phase == "day")
    assert d is not None and d.step != "kazali"
    assert all(s.alive for s in game.state.seats)


def test_dead_kazali_good_wins() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, [("kazali", 6), ("kazali", "poisoner"), ("poisoner", 6), ("sailor", 2), ("sailor.drunk", 2)])
    voters = list(range(7))
    advance(game, [(("nominate", 1), 0)] + [(("vote", v), True) for v in voters])
    assert game.winner == "good"


def test_kazali_made_by_the_snake_charmer_chooses_no_minions_but_kills() -> None:
    seating = ["kazali", "sailor", "preacher", "tealady", "exorcist", "acrobat", "snakecharmer"]
    game = seated(seating, script="seed-000")
    to_day(game, 1, [("kazali", 3), ("kazali", "poisoner"), ("poisoner", 3), ("sailor", 2), ("sailor.drunk", 2),
                     ("snakecharmer", 1)])
    to_night(game, 2)
    d = advance(game, [("poisoner", 3), ("sailor", 2), ("sailor.drunk", 2), ("snakecharmer", 0), ("acrobat", 4),
                       ("exorcist", 1)], until="kazali")
    assert d.chooser == 6 and d.kind == DecisionKind.CHOOSE_PLAYERS  # a kill, not a Minion choice
    game.answer(5)
    advance(game, until=lambda d: game.state.phase == "day")
    assert not is_alive(game, 5)
    assert sum(1 for s in game.state.seats if rules.team_of(s.character) == "minion") == 1


def test_drunk_village_idiot_made_a_minion_is_sober() -> None:
    # The extra Village Idiot's DRUNK reminder belongs to its Village Idiot token.
    seating = ["kazali", "villageidiot", "villageidiot", "tealady", "exorcist", "acrobat", "courtier"]
    game = seated(seating, script="seed-000")
    advance(game, [("villageidiot.drunk", 2)], until="kazali")
    assert rules.is_drunk(game.state, 2)
    advance(game, [("kazali", 2), ("kazali", "poisoner")], until=lambda d: game.state.phase == "day")
    assert game.state.seats[2].character == "poisoner" and not rules.is_drunk(game.state, 2)


def test_amnesiac_made_a_minion_loses_its_given_ability() -> None:
    """The ability the Storyteller gave the Amnesiac is the Amnesiac's: the Kazali making the
    Amnesiac its Xaan ends it (reviewer's game: a Xaan woke "as the Sailor"). The Minion has
    no Sailor ability, is not woken as the Sailor, and can die."""
    seating = ["kazali", "amnesiac", "preacher", "tealady", "exorcist", "acrobat", "courtier"]
    game = seated(seating, script="seed-000")
    advance(game, [("amnesiac.ability", "sailor")], until="kazali")
    assert "sailor" in rules.abilities(game.state, 1)
    seen: list[Any] = []
    advance(game, [("kazali", 1), ("kazali", "xaan")],
            until=lambda d: seen.append((d.step, d.chooser)) or game.state.phase == "day")
    assert game.state.seats[1].character == "xaan"
    assert "sailor" not in rules.abilities(game.state, 1) and not game.state.granted.get(1)
    assert ("sailor", 1) not in seen and ("amnesiac", 1) not in seen
    assert not [e for e in game.events if e.kind == "woke" and e.data.get("seat") == 1]
