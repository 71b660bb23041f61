"""Innkeeper: "Each night*, choose 2 players: they can't die tonight, but 1 is drunk until dusk."
(almanac, Darkest Before Dawn).

From night 2 the Innkeeper picks two players (any, even themself or a dead player). Neither
can die tonight by any means but the Assassin's; the Storyteller picks one of them to be
drunk until the next dusk. An Innkeeper who is drunk (made so by their own pick, by the Goon,
or as the Drunk) or poisoned protects nobody and makes nobody drunk.
"""

from clocktower import rules
from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.state import GOOD, POISONED, SAFE, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night
from clocktower.testing import execution_plan as _execute
from clocktower.testing import steps_until as _steps_until_day

# Seats: 0 Imp, 1 Assassin, 2 Innkeeper, 3 Chambermaid, 4 Tinker, 5 Minstrel, 6 Soldier
SEATING = ["imp", "assassin", "innkeeper", "chambermaid", "tinker", "minstrel", "soldier"]


def test_does_not_wake_on_the_first_night() -> None:
    game = seated(SEATING)
    assert "innkeeper" not in _steps_until_day(game)


def test_options_any_two_players_even_dead_or_themself() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    game.state.seats[5].alive = False
    to_night(game, 2)
    d = advance(game, until="innkeeper")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 2
    assert d.count == (2, 2) and d.options == (0, 1, 2, 3, 4, 5, 6)


def test_healthy_protects_both_and_storyteller_picks_who_is_drunk() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    d = advance(game, [("innkeeper", (3, 5))], until="innkeeper.drunk")
    assert d.chooser == STORYTELLER and d.options == (3, 5)
    assert {e.target for e in game.state.effects if e.kind == SAFE} == {3, 5}
    game.answer(3)
    # The Imp attacks the protected Minstrel; the drunk Chambermaid may learn anything.
    d = advance(game, [("imp", 5), ("chambermaid", (0, 2))], until=("inform", "chambermaid"))
    assert is_alive(game, 5)
    assert d.truth == (2,) and set(d.options) == {0, 1, 2} and "drunk" in d.why
    advance(game, until="talk")
    dawn = [e for e in game.view(2).events if e.kind == "dawn"][-1]
    assert dawn.data["died"] == []


def test_drunk_until_dusk_then_sober() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    advance(game, [("innkeeper", (3, 5)), ("innkeeper.drunk", 3), ("imp", 6)], until="talk")
    assert game.state.day == 2 and rules.is_drunk(game.state, 3)  # the next day too
    assert not rules.is_drunk(game.state, 5)
    d = advance(game, [("innkeeper", (5, 6)), ("innkeeper.drunk", 6), ("imp", 6), ("chambermaid", (0, 2))],
                until=("inform", "chambermaid"))
    assert game.state.night == 3 and d.options == (2,) and not rules.is_drunk(game.state, 3)


def test_safe_only_tonight_not_the_next_day() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    advance(game, [("innkeeper", (3, 5)), ("innkeeper.drunk", 3), ("imp", 5)], until="talk")
    assert is_alive(game, 5)
    advance(game, _execute(game, 0, 5), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 5)


def test_innkeeper_made_drunk_by_their_own_pick_protects_nobody() -> None:
    """Almanac: a drunk Innkeeper has no ability, so the other player is not safe either."""
    game = seated(SEATING)
    to_night(game, 2)
    advance(game, [("innkeeper", (2, 5)), ("innkeeper.drunk", 2), ("imp", 5)], until="talk")
    assert not is_alive(game, 5)


def test_innkeeper_who_protects_themself_can_survive_the_demon() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    advance(game, [("innkeeper", (2, 5)), ("innkeeper.drunk", 5), ("imp", 2)], until="talk")
    assert is_alive(game, 2)


def test_drunk_believing_innkeeper_protects_nobody() -> None:
    seating = ["imp", "assassin", ("drunk", "innkeeper"), "chambermaid", "tinker", "minstrel", "soldier"]
    game = seated(seating)
    to_night(game, 2)
    steps = _steps_until_day(game, [("innkeeper", (3, 5)), ("imp", 5)])
    assert "innkeeper" in steps and "innkeeper.drunk" not in steps
    assert not is_alive(game, 5) and not rules.is_drunk(game.state, 3)


def test_poisoned_innkeeper_protects_nobody() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    game.state.effects.append(Effect(POISONED, 2, None, None, ("dawn", 2), needs_source=False))
    steps = _steps_until_day(game, [("innkeeper", (3, 5)), ("imp", 5)])
    assert "innkeeper.drunk" not in steps
    assert not is_alive(game, 5)


def test_dead_innkeeper_does_not_wake() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    game.state.seats[2].alive = False
    to_night(game, 2)
    assert "innkeeper" not in _steps_until_day(game, [("imp", 6)])


def test_assassin_kills_through_the_protection() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    advance(game, [("innkeeper", (3, 5)), ("innkeeper.drunk", 3), ("imp", 6), ("assassin", 5)], until="talk")
    assert not is_alive(game, 5)


def test_protects_from_non_demon_deaths_too() -> None:
    """Almanac: also safe from deaths caused by Outsiders, Minions and Townsfolk (the Tinker)."""
    game = seated(SEATING)
    to_night(game, 2)
    advance(game, [("innkeeper", (4, 5)), ("innkeeper.drunk", 5), ("imp", 6), ("tinker", True)], until="talk")
    assert is_alive(game, 4)


def test_protected_pukka_victim_lives_and_is_healthy() -> None:
    """Almanac (Pukka): the Innkeeper stops the Pukka's kill, then that player is no longer poisoned."""
    seating = ["pukka", "assassin", "innkeeper", "chambermaid", "tinker", "minstrel", "soldier"]
    game = seated(seating)
    to_night(game, 2, [("pukka", 5)])
    assert rules.is_poisoned(game.state, 5)
    advance(game, [("innkeeper", (5, 6)), ("innkeeper.drunk", 6), ("pukka", 3)], until="talk")
    assert is_alive(game, 5) and not rules.is_poisoned(game.state, 5)
    to_night(game, 3)
    advance(game, [("innkeeper", (2, 6)), ("innkeeper.drunk", 6), ("pukka", 4)], until="talk")
    assert not is_alive(game, 3) and is_alive(game, 5)


# --------------------------------------------------------------------- ruling
def test_goon_first_chooser_innkeeper() -> None:
    """Ruling goon-first-chooser-innkeeper: choosing the Goon first makes the Innkeeper drunk
    at once, so neither pick is safe and nobody is made drunk by the Innkeeper."""
    seating = ["imp", "assassin", "innkeeper", "chambermaid", "goon", "minstrel", "soldier"]
    game = seated(seating)
    to_night(game, 2)
    steps = _steps_until_day(game, [("innkeeper", (4, 3)), ("imp", 3)])
    assert "innkeeper.drunk" not in steps
    assert not any(e.kind == SAFE for e in game.state.effects)
    assert not is_alive(game, 3)
    assert game.state.seats[4].alignment == GOOD
    assert not any(e.kind == "alignment_changed" for e in game.view(4).events)
    assert not rules.is_drunk(game.state, 4)
    # The Innkeeper is drunk through day 2 and sober again on night 3.
    assert game.state.day == 2 and rules.is_drunk(game.state, 2)
    to_night(game, 3)
    assert not rules.is_drunk(game.state, 2)
    d = advance(game, [("innkeeper", (0, 1))], until="innkeeper.drunk")
    assert d.options == (0, 1)  # the Innkeeper's ability works again
