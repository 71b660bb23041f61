"""Ravenkeeper: "If you die at night, you are woken to choose a player: you learn their
character." (almanac, Darkest Before Dawn).

The Ravenkeeper is woken only on the night it dies (whatever killed it), picks any player,
dead or alive, and is shown that player's character (the Drunk shows as the Drunk, the
Marionette as the Marionette). Dying by day wakes nobody. A Ravenkeeper who is drunk or
poisoned when it dies (the Pukka's victim is still poisoned) may be shown any character.
"""

from clocktower.decisions import DecisionKind
from clocktower.state import DRUNK, SAFE, Effect
from clocktower.testing import advance, is_alive, last_learned, seated, to_day, to_night
from clocktower.testing import execution_plan as _execute
from clocktower.testing import steps_until as _steps_until_day

# Seats: 0 Imp, 1 Assassin, 2 Ravenkeeper, 3 Soldier, 4 Drunk (believes Chambermaid),
# 5 Minstrel, 6 Marionette (believes Juggler)
SEATING = ["imp", "assassin", "ravenkeeper", "soldier", ("drunk", "chambermaid"), "minstrel",
           ("marionette", "juggler")]


def test_killed_at_night_wakes_and_learns_a_character() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    game.state.seats[5].alive = False  # dead players may be chosen too
    to_night(game, 2)
    d = advance(game, [("imp", 2)], until="ravenkeeper")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 2 and d.count is None
    assert d.options == (0, 1, 2, 3, 4, 5, 6)
    game.answer(0)
    d = advance(game, until=("inform", "ravenkeeper"))
    assert d.options == ("imp",) and d.truth == ("imp",) and d.why == ""
    game.answer("imp")
    assert last_learned(game, 2) == "imp"


def test_learns_the_drunk_and_the_marionette_as_they_are() -> None:
    for target, character in ((4, "drunk"), (6, "marionette"), (5, "minstrel")):
        game = seated(SEATING)
        to_night(game, 2)
        d = advance(game, [("imp", 2), ("ravenkeeper", target)], until=("inform", "ravenkeeper"))
        assert d.options == (character,)


def test_not_woken_while_alive() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    assert "ravenkeeper" not in _steps_until_day(game, [("imp", 5)])


def test_not_woken_when_the_demon_attack_fails() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    game.state.effects.append(Effect(SAFE, 2, None, None, ("dawn", 2), needs_source=False))
    assert "ravenkeeper" not in _steps_until_day(game, [("imp", 2)])
    assert is_alive(game, 2)


def test_executed_by_day_is_not_woken() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    advance(game, _execute(game, 0, 2), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 2)
    assert "ravenkeeper" not in _steps_until_day(game, [("imp", 5)])


def test_any_night_death_counts_not_only_the_demons() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    d = advance(game, [("imp", 5), ("assassin", 2)], until="ravenkeeper")
    assert d.chooser == 2 and not is_alive(game, 2)


def test_woken_only_on_the_night_it_dies() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    assert "ravenkeeper" in _steps_until_day(game, [("imp", 2)])
    to_night(game, 3)
    assert "ravenkeeper" not in _steps_until_day(game, [("imp", 5)])


def test_drunk_believing_ravenkeeper_may_be_shown_anything() -> None:
    seating = ["imp", "assassin", ("drunk", "ravenkeeper"), "soldier", "chambermaid", "minstrel",
               ("marionette", "juggler")]
    game = seated(seating)
    to_night(game, 2)
    d = advance(game, [("imp", 2), ("ravenkeeper", 0)], until=("inform", "ravenkeeper"))
    assert d.truth == ("imp",) and "Drunk" in d.why
    assert set(d.options) == set(game.script.characters)
    game.answer("soldier")
    assert last_learned(game, 2) == "soldier"


def test_drunk_when_it_dies_may_be_shown_anything() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    game.state.effects.append(Effect(DRUNK, 2, None, None, ("dusk", 2), needs_source=False))
    d = advance(game, [("imp", 2), ("ravenkeeper", 0)], until=("inform", "ravenkeeper"))
    assert "drunk" in d.why and set(d.options) == set(game.script.characters)


def test_pukka_victim_is_still_poisoned_when_it_learns() -> None:
    """Almanac (Pukka): its victims are still poisoned when they die, so the Ravenkeeper it kills
    may learn a false character."""
    seating = ["pukka", "assassin", "ravenkeeper", "soldier", ("drunk", "chambermaid"), "minstrel",
               ("marionette", "juggler")]
    game = seated(seating)
    to_night(game, 2, [("pukka", 2)])
    d = advance(game, [("pukka", 5), ("ravenkeeper", 0)], until=("inform", "ravenkeeper"))
    assert not is_alive(game, 2)
    assert d.truth == ("pukka",) and "poisoned" in d.why
    assert set(d.options) == set(game.script.characters)
