"""Storm Catcher (Loric): "Name a good character. If in play, they can only die by
execution, but evil players learn which player it is." (almanac, Seed 000).

Our reading: at setup the Storyteller names a good character of the script, announced to
all. Whoever is that character can die only by execution. On the first night every evil
player learns who it is, or that it is not in play; players evil by the end of night 1 who
were not evil at the Storm Catcher's early place learn it at dawn.
"""

from clocktower.decisions import STORYTELLER
from clocktower.state import DRUNK, EVIL, Effect
from clocktower.testing import advance, is_alive, seated

from .seed000_setup import day_talk, events, executing, seat000

# Seats: 0 Pukka, 1 Mastermind (a Minion), 2 Preacher, 3 Courtier, 4 Mutant
SEATING = ["pukka", "mastermind", "preacher", "courtier", "mutant"]


def test_storyteller_names_a_good_character_of_the_script_announced_to_all() -> None:
    game = seated(SEATING, script="seed-000")
    d = game.pending
    assert d.step == "stormcatcher.name" and d.chooser == STORYTELLER
    good_on_script = {"bountyhunter", "sailor", "preacher", "villageidiot", "snakecharmer", "innkeeper", "acrobat",
                      "exorcist", "courtier", "huntsman", "amnesiac", "minstrel", "tealady", "drunk", "sweetheart",
                      "damsel", "puzzlemaster"}
    assert set(d.options) == good_on_script
    # The characters not in play come first (then the script's order).
    assert d.options[0] == "bountyhunter" and set(d.options[-2:]) == {"preacher", "courtier"}
    game.answer("courtier")
    for seat in range(5):
        assert [e.data["character"] for e in events(game, seat, "stormcatcher")] == ["courtier"]


def test_in_play_evil_players_learn_who_it_is_on_the_first_night() -> None:
    game = seat000(SEATING, storm="courtier")
    advance(game, until="pukka")
    for seat in (0, 1):
        told = events(game, seat, "stormcaught")
        assert len(told) == 1 and told[0].data["value"] == (3,) and told[0].text == "The Courtier is Dave."
    for seat in (2, 3, 4):
        assert events(game, seat, "stormcaught") == []


def test_told_at_the_storm_catchers_place_before_minion_info() -> None:
    game = seat000(SEATING + ["minstrel", "innkeeper"], storm="courtier")
    advance(game, until="pukka")
    kinds = [e.kind for e in game.view(1).events]
    assert kinds.index("stormcaught") < kinds.index("minion_info")


def test_not_in_play_evil_players_learn_that() -> None:
    game = seat000(SEATING, storm="sailor")
    advance(game, until="pukka")
    told = events(game, 0, "stormcaught")
    assert told[0].data["value"] == () and told[0].text == "The Sailor is not in play."


def test_can_only_die_by_execution() -> None:
    game = seat000(SEATING, storm="courtier")
    advance(game, [("pukka", 3)], until=day_talk(1, game))
    advance(game, [("pukka", 2)], until=day_talk(2, game))
    assert is_alive(game, 3)  # the Pukka's kill failed
    advance(game, until=lambda d: game.state.night == 3, policy=executing(game, 2, 3))
    assert not is_alive(game, 3)


def test_a_drunk_who_believes_it_is_the_character_is_not_it() -> None:
    game = seat000(["pukka", "mastermind", "preacher", ("drunk", "courtier"), "mutant"], storm="courtier")
    advance(game, [("pukka", 3)], until=day_talk(1, game))
    assert events(game, 0, "stormcaught")[0].text == "The Courtier is not in play."
    advance(game, [("pukka", 2)], until=day_talk(2, game))
    assert not is_alive(game, 3)


def test_the_storm_follows_the_character_and_late_evil_players_learn_at_dawn() -> None:
    # The named Snake Charmer swaps with the Pukka on night 1: the new Pukka learns at dawn;
    # the old Pukka, now the Snake Charmer, is the protected one.
    game = seat000(["pukka", "mastermind", "preacher", "snakecharmer", "mutant"], storm="snakecharmer")
    advance(game, [("snakecharmer", 0), ("pukka", 0)], until=day_talk(1, game))
    assert game.state.seats[3].character == "pukka" and game.state.seats[3].alignment == EVIL
    told = events(game, 3, "stormcaught")
    assert len(told) == 1 and told[0].data["value"] == (0,)  # who has it now
    assert len(events(game, 0, "stormcaught")) == 1  # told once, on the first night
    advance(game, [("pukka", 2)], until=day_talk(2, game))
    assert is_alive(game, 0)  # the poisoned Snake Charmer did not die to the Pukka


def test_the_storm_protects_against_every_non_execution_death() -> None:
    game = seat000(["pukka", "mastermind", "preacher", "acrobat", "mutant"], storm="acrobat")
    game.state.effects.append(Effect(DRUNK, 4, None, None, None, needs_source=False))
    advance(game, [("pukka", 2)], until=day_talk(1, game))
    advance(game, [("acrobat", 4), ("pukka", 2)], until=day_talk(2, game))
    assert is_alive(game, 3)  # the Acrobat chose a drunk player but cannot die that way
