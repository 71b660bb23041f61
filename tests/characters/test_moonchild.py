"""Moonchild: "When you learn that you died, publicly choose 1 alive player. Tonight, if it was a good
player, they die." (almanac, Darkest Before Dawn).

The Moonchild chooses as soon as they learn they died: at once when executed, at dawn after a
night death. The choice is public and compulsory (any alive player). That night the chosen player
dies if they were good when chosen and the Moonchild's ability works at night (it works while
dead; it fails while the Moonchild is drunk or poisoned at night, whatever it was by day). The
Moonchild does not wake.
"""

from clocktower.decisions import DecisionKind
from clocktower.state import DRUNK, POISONED, SAFE, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night

# Seats: 0 Soldier, 1 Moonchild, 2 Imp, 3 Chambermaid, 4 Assassin, 5 Exorcist, 6 Goon.
SEATING = ["soldier", "moonchild", "imp", "chambermaid", "assassin", "exorcist", "goon"]
MOONCHILD = 1


def execute_moonchild(game, day=1):
    """Execute the Moonchild on ``day`` and return the Moonchild's pending choice."""
    to_day(game, day)
    votes = [(("vote", s), True) for s in (2, 3, 4, 5)]
    d = advance(game, [(("nominate", 0), MOONCHILD), *votes], until="moonchild")
    assert not is_alive(game, MOONCHILD)
    return d


def dawn_deaths(game):
    return [e for e in game.view(0).events if e.kind == "dawn"][-1].data["died"]


def test_executed_moonchild_chooses_at_once_and_a_good_choice_dies_tonight() -> None:
    game = seated(SEATING)
    d = execute_moonchild(game)
    assert d.kind == DecisionKind.DAY_ABILITY and d.chooser == MOONCHILD and d.count is None
    assert d.options == (0, 2, 3, 4, 5, 6)  # alive players only, and no "no one"
    assert game.state.phase == "day"
    game.answer(3)
    assert all(any(e.data.get("moonchild") == 3 for e in game.view(s).events) for s in range(7))  # public
    assert is_alive(game, 3)  # not before the night
    to_day(game, 2, [("exorcist", 0), ("imp", 0)])
    assert not is_alive(game, 3) and dawn_deaths(game) == [3]
    assert MOONCHILD not in game.state.woke_tonight


def test_evil_choice_kills_nobody() -> None:
    game = seated(SEATING)
    execute_moonchild(game)
    game.answer(4)
    to_day(game, 2, [("exorcist", 0), ("imp", 0)])
    assert dawn_deaths(game) == [] and is_alive(game, 4)


def test_night_death_choice_is_made_at_dawn() -> None:
    game = seated(SEATING)
    d = advance(game, [("exorcist", 0), ("imp", MOONCHILD)], until="moonchild")
    assert game.state.phase == "day" and game.state.day == 2
    assert [e for e in game.view(MOONCHILD).events if e.kind == "dawn"][-1].data["died"] == [MOONCHILD]
    assert not [e for e in game.events if e.kind == "statement" and e.time == ("day", 2)]  # before the talk
    assert d.options == (0, 2, 3, 4, 5, 6)
    game.answer(5)
    assert is_alive(game, 5)
    to_day(game, 3, [("exorcist", 3), ("imp", 0)])
    assert not is_alive(game, 5) and dawn_deaths(game) == [5]


def test_not_a_demon_kill_so_the_soldier_dies() -> None:
    game = seated(SEATING)
    execute_moonchild(game)
    game.answer(0)
    to_day(game, 2, [("exorcist", 3), ("imp", 3)])
    assert not is_alive(game, 0)


def test_protected_choice_does_not_die() -> None:
    game = seated(SEATING)
    execute_moonchild(game)
    game.answer(3)
    game.state.effects.append(Effect(SAFE, 3, None, None, None, needs_source=False))
    to_day(game, 2, [("exorcist", 0), ("imp", 0)])
    assert is_alive(game, 3)


def test_drunk_when_choosing_but_sober_at_night_still_kills() -> None:
    game = seated(SEATING)
    game.state.effects.append(Effect(DRUNK, MOONCHILD, None, None, ("dusk", 1), needs_source=False))
    execute_moonchild(game)
    game.answer(3)
    to_day(game, 2, [("exorcist", 0), ("imp", 0)])
    assert not is_alive(game, 3)


def test_drunk_at_night_kills_nobody() -> None:
    game = seated(SEATING)
    execute_moonchild(game)
    game.answer(3)
    game.state.effects.append(Effect(DRUNK, MOONCHILD, None, None, ("dawn", 2), needs_source=False))
    to_day(game, 2, [("exorcist", 0), ("imp", 0)])
    assert is_alive(game, 3)


def test_poisoned_at_night_kills_nobody() -> None:
    game = seated(SEATING)
    execute_moonchild(game)
    game.answer(3)
    game.state.effects.append(Effect(POISONED, MOONCHILD, None, None, None, needs_source=False))
    to_day(game, 2, [("exorcist", 0), ("imp", 0)])
    assert is_alive(game, 3)


def test_goon_good_when_chosen_dies_even_if_evil_by_night() -> None:
    """Almanac: the Goon dies if it was good when the Moonchild chose it, whatever its alignment
    at night (here the Imp chooses it first that night, turning it evil)."""
    game = seated(SEATING)
    execute_moonchild(game)
    game.answer(6)
    advance(game, [("exorcist", 0), ("imp", 6)], until=lambda d: game.state.day == 2)
    assert game.state.seats[6].alignment == "evil"
    assert not is_alive(game, 6)


def test_goon_evil_when_chosen_survives_even_if_good_by_night() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    advance(game, [("exorcist", 0), ("imp", 6)], until=lambda d: game.state.day == 2)
    assert game.state.seats[6].alignment == "evil"
    execute_moonchild(game, day=2)
    game.answer(6)
    to_day(game, 3, [("exorcist", 6), ("imp", 0)])  # the good Exorcist turns the Goon good first
    assert game.state.seats[6].alignment == "good"
    assert is_alive(game, 6)


def test_alive_moonchild_does_nothing() -> None:
    game = seated(SEATING)
    d = advance(game, [("exorcist", 0), ("imp", 0), ("exorcist", 3), ("imp", 0)],
                until=lambda d: d.step == "moonchild" or game.state.day == 3)
    assert d.step != "moonchild"
    assert all(s.alive for s in game.state.seats)


def test_curse_still_resolves_when_the_shabaloth_regurgitates_the_moonchild() -> None:
    """Night 2 the Shabaloth kills the Moonchild, who chooses the good Chambermaid at dawn. Night 3 the
    Shabaloth brings the Moonchild back before the Moonchild's place in the night: the choice was
    made, and the Moonchild's ability works, so the Chambermaid dies that night."""
    seating = ["soldier", "moonchild", "shabaloth", "chambermaid", "assassin", "exorcist", "goon"]
    game = seated(seating)
    advance(game, [("exorcist", 0), ("shabaloth", (MOONCHILD, 0))], until="moonchild")
    game.answer(3)
    to_day(game, 3, [("exorcist", 4), ("shabaloth.regurgitate", MOONCHILD), ("shabaloth", (0, 4))])
    assert is_alive(game, MOONCHILD)
    assert not is_alive(game, 3)
