"""Klutz: "When you learn that you died, publicly choose 1 alive player: if they are evil, your team
loses." (almanac, Seed 002).

The Klutz must choose when it learns it died: at once when it dies by day, at dawn after a
night death. If its ability works (it works while dead; not drunk or poisoned) and the chosen
player registers as evil (a Recluse may), its team loses at once; an evil Klutz choosing an
evil player makes good win (almanac, How to Run). A good choice changes nothing.
"""

from clocktower.decisions import DecisionKind
from clocktower.testing import advance, is_alive, seated, to_day, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Klutz, 3 Recluse, 4 Chef, 5 Steward, 6 Knight
SEATING = ["imp", "poisoner", "klutz", "recluse", "chef", "steward", "knight"]
KLUTZ = 2


def execute_klutz(game, plan=()):
    to_day(game, 1, list(plan))
    votes = [(("vote", s), True) for s in (3, 4, 5, 6)]
    d = advance(game, [(("nominate", 0), KLUTZ), *votes], until="klutz")
    assert not is_alive(game, KLUTZ) and game.state.phase == "day"
    return d


def test_executed_klutz_choosing_evil_loses_for_good() -> None:
    game = seated(SEATING, script="seed-002")
    d = execute_klutz(game, [("poisoner", 6)])
    assert d.kind == DecisionKind.DAY_ABILITY and d.chooser == KLUTZ
    assert d.options == (0, 1, 3, 4, 5, 6)  # alive players only, no "no one"
    game.answer(1)
    assert game.winner == "evil" and game.state.win_condition == "klutz"
    assert any(e.data.get("klutz") == 1 for e in game.view(4).events)  # public


def test_choosing_a_good_player_changes_nothing() -> None:
    game = seated(SEATING, script="seed-002")
    execute_klutz(game, [("poisoner", 6)])
    game.answer(4)
    assert game.winner is None
    to_night(game, 2)


def test_night_death_chooses_at_dawn() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 6)])
    mark = len(game.decisions)
    advance(game, [("poisoner", 6), ("imp", KLUTZ)], until="klutz")
    assert game.state.phase == "day" and game.state.day == 2 and not is_alive(game, KLUTZ)
    assert not [x for x in game.decisions[mark:] if x.step == "talk"]  # before the day's talk
    game.answer(0)
    assert game.winner == "evil"


def test_recluse_may_register_as_evil() -> None:
    game = seated(SEATING, script="seed-002")
    execute_klutz(game, [("poisoner", 6)])
    game.answer(3)
    d = advance(game, until="register.recluse")
    assert d.options == ("good", "evil") and "Klutz" in d.prompt
    game.answer("evil")
    assert game.winner == "evil"


def test_evil_klutz_choosing_evil_makes_good_win() -> None:
    game = seated(SEATING, script="seed-002")
    game.state.seats[KLUTZ].alignment = "evil"
    execute_klutz(game, [("poisoner", 6)])
    game.answer(0)
    assert game.winner == "good"


def test_poisoned_klutz_chooses_but_nothing_happens() -> None:
    game = seated(SEATING, script="seed-002")
    execute_klutz(game, [("poisoner", KLUTZ)])
    game.answer(0)
    assert game.winner is None


def test_marionette_thinking_it_is_the_klutz_chooses_but_nothing_happens() -> None:
    seating = ["imp", ("marionette", "klutz"), "poisoner", "recluse", "chef", "steward", "knight"]
    game = seated(seating, script="seed-002")
    to_day(game, 1, [("poisoner", 6)])
    votes = [(("vote", s), True) for s in (3, 4, 5, 6)]
    d = advance(game, [(("nominate", 0), 1), *votes], until="klutz")
    assert d.chooser == 1
    game.answer(0)
    assert game.winner is None


def test_a_living_klutz_does_nothing() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 3, [("poisoner", 6)])
    assert not [x for x in game.decisions if x.step == "klutz"]


def test_drunk_klutz_chooses_but_nothing_happens() -> None:
    """A Klutz made drunk (here by a standing effect, as a Sailor or Sweetheart from another
    script would) still must choose publicly, but choosing the Demon loses nothing: a drunk
    player has no ability (RULES.md, Drunkenness)."""
    from clocktower import rules
    from clocktower.state import DRUNK, Effect

    game = seated(SEATING, script="seed-002")
    game.state.effects.append(Effect(DRUNK, KLUTZ, None, None, None, needs_source=False))
    d = execute_klutz(game, [("poisoner", 6)])
    assert rules.is_drunk(game.state, KLUTZ)
    assert d.kind == DecisionKind.DAY_ABILITY and d.chooser == KLUTZ and d.options == (0, 1, 3, 4, 5, 6)
    game.answer(0)
    assert game.winner is None and not game.over
    assert any(e.data.get("klutz") == 0 for e in game.view(4).events)  # still announced
