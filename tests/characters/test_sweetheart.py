"""Sweetheart: "When you die, 1 player is drunk from now on." (almanac, Seed 004).

When the Sweetheart dies, by execution or at night, the Storyteller picks any one player
(any type, even the Demon, per the almanac's notes) who is drunk for the rest of the game.
The ability fires at the death, so it works although the Sweetheart is then dead; a
Sweetheart that is drunk or poisoned when it dies makes nobody drunk.
"""

from clocktower import rules
from clocktower.testing import advance, to_day, to_night

from .seed004_helpers import game_of, poison, steps

# Seats: 0 Imp, 1 Sweetheart, 2 Empath, 3 Noble, 4 Shugenja, 5 Undertaker.
SEATING = ["imp", "sweetheart", "empath", "noble", "shugenja", "undertaker"]
SWEETHEART = 1


def execute_sweetheart(game) -> list:
    def on_her(d):
        return d.step == "vote" and d.chooser in (2, 3, 4)
    return [(("nominate", 0), SWEETHEART), *[(on_her, True)] * 3]


def test_executed_sweetheart_makes_a_player_drunk_for_good() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    d = advance(game, execute_sweetheart(game), until="sweetheart.drunk")
    assert d.options == (0, 1, 2, 3, 4, 5)  # anyone, the Demon included
    game.answer(2)
    assert rules.is_drunk(game.state, 2)
    e = advance(game, [("imp", 3)], until=("inform", "empath"))
    assert game.state.night == 2 and "drunk" in e.why and e.options == (0, 1, 2)
    to_day(game, 4, [("imp", 4), ("imp", 5)])
    assert rules.is_drunk(game.state, 2)  # from now on: still drunk days later
    # Undertaker on night 2 was shown the Sweetheart.
    assert any(ev.data.get("value") == "sweetheart" for ev in game.view(5).events if ev.kind == "learned")


def test_night_death_makes_a_player_drunk_at_once() -> None:
    game = game_of(SEATING)
    to_night(game, 2)
    advance(game, [("imp", SWEETHEART)], until="sweetheart.drunk")
    assert game.state.phase == "night" and not game.state.seats[SWEETHEART].alive
    game.answer(2)
    e = advance(game, until=("inform", "empath"))
    assert "drunk" in e.why  # the Empath wakes after the kill, already drunk


def test_drunkenness_lasts_even_if_the_sweetheart_is_later_poisoned() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, [*execute_sweetheart(game), ("sweetheart.drunk", 3)], until=lambda d: game.state.night == 2)
    poison(game, SWEETHEART)
    assert rules.is_drunk(game.state, 3)


def test_poisoned_sweetheart_makes_nobody_drunk() -> None:
    game = game_of(SEATING, poisoned=[SWEETHEART])
    to_day(game, 1)
    advance(game, execute_sweetheart(game), until=lambda d: game.state.night == 2)
    assert not game.state.seats[SWEETHEART].alive and "sweetheart.drunk" not in steps(game)
    assert not any(rules.is_drunk(game.state, s) for s in range(6))


def test_drunk_sweetheart_makes_nobody_drunk() -> None:
    game = game_of(SEATING, drunk=[SWEETHEART])
    to_night(game, 2)
    advance(game, [("imp", SWEETHEART)], until=lambda d: game.state.day == 2)
    assert "sweetheart.drunk" not in steps(game)


def test_marionette_believing_sweetheart_makes_nobody_drunk() -> None:
    game = game_of(["imp", ("marionette", "sweetheart"), "empath", "noble", "shugenja", "undertaker"])
    to_day(game, 1)
    advance(game, execute_sweetheart(game), until=lambda d: game.state.night == 2)
    assert not game.state.seats[1].alive and "sweetheart.drunk" not in steps(game)


def test_other_deaths_do_not_trigger_it() -> None:
    game = game_of(SEATING)
    to_day(game, 2, [("imp", 3)])
    assert "sweetheart.drunk" not in steps(game)
