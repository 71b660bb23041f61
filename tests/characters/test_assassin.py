"""Assassin: "Once per game, at night*, choose a player: they die, even if for some reason they
could not." (almanac, Darkest Before Dawn).

The Assassin wakes on nights 2+ until it has picked somebody; its kill ignores every
protection (Innkeeper, Soldier); a drunk or poisoned Assassin still spends the ability but
kills nobody; a Goon it picks dies and still takes the Assassin's alignment.
"""

from clocktower.decisions import DecisionKind
from clocktower.state import DRUNK, EVIL, POISONED, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night

# Seats: 0 Imp, 1 Assassin, 2 Soldier, 3 Innkeeper, 4 Goon, 5 Chambermaid, 6 Exorcist
SEATING = ["imp", "assassin", "soldier", "innkeeper", "goon", "chambermaid", "exorcist"]


def _night2(game, plan=()):
    """Run into night 2 (the Innkeeper and Exorcist choose harmless seats by default)."""
    to_night(game, 2)
    return advance(game, plan, until="assassin")


def test_does_not_wake_on_the_first_night() -> None:
    game = seated(SEATING)
    steps: list[str] = []
    d = advance(game, until=lambda d: steps.append(d.step) or d.step == "talk")
    assert d is not None and game.state.day == 1
    assert "assassin" not in steps


def test_options_any_player_or_no_one() -> None:
    game = seated(SEATING)
    d = _night2(game, [("innkeeper", (2, 3)), ("exorcist", 5), ("imp", 5)])
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 1 and d.count is None
    # Every seat, alive or dead (the Chambermaid just died to the Imp), or no one.
    assert d.options == (0, 1, 2, 3, 4, 5, 6, None)
    assert not is_alive(game, 5)


def test_kill_ignores_the_innkeepers_protection() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    # The Innkeeper protects the Chambermaid and the Exorcist; the Imp's kill on the
    # Chambermaid fails, the Assassin's on the Exorcist does not.
    advance(game, [("innkeeper", (5, 6)), ("innkeeper.drunk", 5), ("exorcist", 2), ("imp", 5),
                   ("assassin", 6)], until="talk")
    assert is_alive(game, 5)
    assert not is_alive(game, 6)
    dawn = [e for e in game.view(2).events if e.kind == "dawn"][-1]
    assert dawn.data["died"] == [6]


def test_kill_ignores_the_soldier() -> None:
    game = seated(SEATING)
    _night2(game, [("innkeeper", (5, 6)), ("exorcist", 5), ("imp", 2)])
    assert is_alive(game, 2)  # the Imp cannot kill the Soldier
    game.answer(2)
    assert not is_alive(game, 2)


def test_once_per_game() -> None:
    game = seated(SEATING)
    _night2(game, [("innkeeper", (5, 6)), ("exorcist", 5), ("imp", 3)])
    game.answer(5)
    assert any(r.character == "assassin" and r.token == "No ability" for r in game.state.reminders)
    to_night(game, 3)
    d = advance(game, [("exorcist", 6), ("imp", 6)], until=lambda d: d.step in ("assassin", "talk"))
    assert d.step == "talk"  # never woken again


def test_choosing_no_one_keeps_the_ability() -> None:
    game = seated(SEATING)
    _night2(game, [("innkeeper", (5, 6)), ("exorcist", 5), ("imp", 3)])
    game.answer(None)
    assert game.state.deaths_in("night", 2)[0].seat == 3  # only the Imp's kill
    to_night(game, 3)
    d = advance(game, [("exorcist", 6), ("imp", 2)], until="assassin")
    assert d.chooser == 1
    game.answer(6)
    assert not is_alive(game, 6)


def test_drunk_assassin_kills_nobody_and_spends_the_ability() -> None:
    game = seated(SEATING)
    game.state.effects.append(Effect(DRUNK, 1, None, None, None, needs_source=False))
    d = _night2(game, [("innkeeper", (5, 6)), ("exorcist", 5), ("imp", 3)])
    assert d.chooser == 1  # still woken as if it had the ability
    game.answer(5)
    assert is_alive(game, 5)
    to_night(game, 3)
    d = advance(game, [("exorcist", 6), ("imp", 6)], until=lambda d: d.step in ("assassin", "talk"))
    assert d.step == "talk"


def test_poisoned_assassin_kills_nobody() -> None:
    game = seated(SEATING)
    game.state.effects.append(Effect(POISONED, 1, None, None, None, needs_source=False))
    _night2(game, [("innkeeper", (5, 6)), ("exorcist", 5), ("imp", 3)])
    game.answer(2)
    assert is_alive(game, 2)
    assert any(r.character == "assassin" and r.token == "No ability" for r in game.state.reminders)


def test_dead_assassin_does_not_wake() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    # The Imp kills the Assassin before the Assassin's place in the night order.
    d = advance(game, [("innkeeper", (5, 6)), ("exorcist", 5), ("imp", 1)],
                until=lambda d: d.step in ("assassin", "talk"))
    assert d.step == "talk" and not is_alive(game, 1)


def test_goon_dies_and_turns_evil() -> None:
    """Almanac: "If the Assassin attacks the Goon, the Goon dies and turns evil." The Goon
    makes the Assassin drunk, but the Assassin's kill overrides that reason not to die."""
    game = seated(SEATING)
    _night2(game, [("innkeeper", (5, 6)), ("exorcist", 5), ("imp", 3)])
    game.answer(4)
    assert not is_alive(game, 4)
    assert game.state.seats[4].alignment == EVIL


def test_exorcist_on_the_assassin_does_not_stop_it() -> None:
    """exorcist-po-charge-preserved (part): the Exorcist stops only a Demon."""
    game = seated(SEATING)
    d = _night2(game, [("innkeeper", (5, 6)), ("exorcist", 1), ("imp", 3)])
    assert d.chooser == 1
    game.answer(2)
    assert not is_alive(game, 2)


def test_the_killed_player_dies_at_night_and_is_announced_at_dawn() -> None:
    game = seated(SEATING)
    to_day(game, 2, [("innkeeper", (5, 6)), ("exorcist", 5), ("imp", 3), ("assassin", 4)])
    dawn = [e for e in game.view(0).events if e.kind == "dawn"][-1]
    assert set(dawn.data["died"]) == {3, 4}


def test_regurgitated_assassin_regains_its_spent_ability() -> None:
    """Shabaloth almanac: a regurgitated player regains even a spent once-per-game ability."""
    game = seated(["shabaloth", "assassin", "soldier", "chambermaid", "minstrel", "professor", "ravenkeeper"])
    to_night(game, 2)
    # Night 2: the Assassin is alive at its place (after the Shabaloth), kills the Minstrel.
    advance(game, [("shabaloth", (2, 5)), ("assassin", 4)], until="talk")
    assert not is_alive(game, 4) and not is_alive(game, 5)
    to_night(game, 3)
    advance(game, [("shabaloth.regurgitate", None), ("shabaloth", (1, 6))], until="talk")
    assert not is_alive(game, 1)
    to_night(game, 4)
    d = advance(game, [("shabaloth.regurgitate", 1), ("shabaloth", (2, 3))], until="assassin")
    assert d.chooser == 1 and is_alive(game, 1)
    game.answer(2)
    assert not is_alive(game, 2)  # the Soldier, safe from the Demon, not from the Assassin
