"""Goon: "Each night, the 1st player to choose you with their ability is drunk until dusk. You become
their alignment." (almanac, Darkest Before Dawn).

Each night, the first player who chooses the Goon with their (believed) ability becomes drunk at
once, until the next dusk, even if they were already drunk or poisoned; the rest of their ability
then fails. The Goon takes that player's alignment, and is told only when it changes. Later
choosers that night are unaffected. Storyteller choices (the Grandmother's grandchild, the Gossip's
kill) and day choices do not count. A drunk, poisoned or dead Goon does nothing.
"""

from clocktower import rules
from clocktower.state import EVIL, GOOD, POISONED, SAFE, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night

# Seats: 0 Soldier, 1 Innkeeper, 2 Imp, 3 Chambermaid, 4 Goon, 5 Assassin, 6 Exorcist.
SEATING = ["soldier", "innkeeper", "imp", "chambermaid", "goon", "assassin", "exorcist"]
GOON = 4


def alignment_news(game, seat):
    return [e for e in game.view(seat).events if e.kind == "alignment_changed"]


def test_goon_first_chooser_innkeeper() -> None:
    """Ruling goon-first-chooser-innkeeper: the Innkeeper chooses the Goon and the Chambermaid; it
    is drunk at once, so nobody is safe and nobody is made drunk by it, and the Imp kills the
    Chambermaid. The Goon stays good and is not woken. The Innkeeper stays drunk through day 2."""
    game = seated(SEATING)
    to_night(game, 2)
    advance(game, until="innkeeper")
    game.answer((GOON, 3))
    assert game.pending.step != "innkeeper.drunk"  # the Storyteller has no drunk to pick
    assert rules.is_drunk(game.state, 1)
    assert not any(e.kind == SAFE for e in game.state.effects)
    assert not any(e.source_character == "innkeeper" for e in game.state.effects)
    advance(game, [("exorcist", 0), ("imp", 3)], until=lambda d: game.state.day == 2)
    assert not is_alive(game, 3)
    assert game.state.seats[GOON].alignment == GOOD and alignment_news(game, GOON) == []
    assert rules.is_drunk(game.state, 1) and not rules.is_drunk(game.state, GOON)
    to_night(game, 3)
    assert not rules.is_drunk(game.state, 1)


def test_demon_choosing_the_goon_is_drunk_and_the_goon_turns_evil() -> None:
    game = seated(SEATING)
    to_day(game, 2, [("innkeeper", (0, 1)), ("exorcist", 0), ("imp", GOON)])
    assert is_alive(game, GOON)  # the Imp was drunk before its kill
    assert rules.is_drunk(game.state, 2)
    assert game.state.seats[GOON].alignment == EVIL
    assert game.view(GOON).alignment == EVIL and len(alignment_news(game, GOON)) == 1
    assert all(alignment_news(game, s) == [] for s in range(7) if s != GOON)
    to_night(game, 3)
    assert not rules.is_drunk(game.state, 2)
    # Night 3: a good player chooses the Goon first: the Goon turns good again.
    advance(game, [("innkeeper", (GOON, 0))], until="exorcist")
    assert game.state.seats[GOON].alignment == GOOD and game.view(GOON).alignment == GOOD


def test_only_the_first_chooser_each_night() -> None:
    game = seated(SEATING)
    to_day(game, 2, [("innkeeper", (0, 1)), ("exorcist", GOON), ("imp", GOON)])
    assert rules.is_drunk(game.state, 6) and not rules.is_drunk(game.state, 2)
    assert not is_alive(game, GOON)  # the Imp's ability worked
    assert game.state.seats[GOON].alignment == GOOD


def test_assassin_kills_the_goon_which_still_turns_evil() -> None:
    game = seated(SEATING)
    to_day(game, 2, [("innkeeper", (0, 1)), ("exorcist", 0), ("imp", 0), ("assassin", GOON)])
    assert not is_alive(game, GOON)
    assert game.state.seats[GOON].alignment == EVIL and rules.is_drunk(game.state, 5)


def test_first_night_chooser_is_drunk() -> None:
    game = seated(SEATING)
    d = advance(game, [("chambermaid", (GOON, 0))], until=("inform", "chambermaid"))
    assert "drunk" in d.why and set(d.options) == {0, 1, 2}
    assert game.state.seats[GOON].alignment == GOOD


def test_already_drunk_or_poisoned_chooser_still_triggers() -> None:
    game = seated(SEATING)
    game.state.effects.append(Effect(POISONED, 2, None, None, None, needs_source=False))
    to_day(game, 2, [("innkeeper", (0, 1)), ("exorcist", 0), ("imp", GOON)])
    assert game.state.seats[GOON].alignment == EVIL and rules.is_drunk(game.state, 2)


def test_drunk_believing_innkeeper_still_triggers() -> None:
    seating = ["soldier", ("drunk", "innkeeper"), "imp", "chambermaid", "goon", "assassin", "exorcist"]
    game = seated(seating)
    to_night(game, 2)
    advance(game, [("innkeeper", (GOON, 0))], until="exorcist")
    # The Drunk is drunk anyway; the Goon was used up, so the Exorcist is not affected.
    assert any(e.source_character == "goon" and e.target == 1 for e in game.state.effects)
    game.answer(GOON)
    assert not rules.is_drunk(game.state, 6)


def test_storyteller_choices_do_not_count() -> None:
    seating = ["soldier", "grandmother", "imp", "chambermaid", "goon", "assassin", "gossip"]
    game = seated(seating)
    to_day(game, 1, [("grandmother.grandchild", GOON)])
    assert not any(e.source_character == "goon" for e in game.state.effects)
    advance(game, [("gossip", ("is", 2, "imp")), ("imp", 0), ("gossip.kill", GOON)],
            until=lambda d: game.state.day == 2)
    assert not is_alive(game, GOON)
    assert not any(e.source_character == "goon" for e in game.state.effects)


def test_day_choices_do_not_count() -> None:
    """The Moonchild's choice is made by day: the Goon's ability works at night only."""
    seating = ["soldier", "moonchild", "imp", "chambermaid", "goon", "assassin", "exorcist"]
    game = seated(seating)
    to_day(game, 1)
    votes = [(("vote", s), True) for s in (2, 3, 4, 5)]
    advance(game, [(("nominate", 0), 1), *votes, ("moonchild", GOON)],
            until=lambda d: game.state.phase == "night")
    assert not rules.is_drunk(game.state, 1)
    assert not any(e.source_character == "goon" for e in game.state.effects)


def test_poisoned_goon_does_nothing() -> None:
    game = seated(SEATING)
    game.state.effects.append(Effect(POISONED, GOON, None, None, None, needs_source=False))
    to_day(game, 2, [("innkeeper", (0, 1)), ("exorcist", 0), ("imp", GOON)])
    assert not is_alive(game, GOON) and not rules.is_drunk(game.state, 2)
    assert game.state.seats[GOON].alignment == GOOD


def test_goon_made_drunk_by_the_courtier_does_nothing() -> None:
    seating = ["soldier", "courtier", "imp", "chambermaid", "goon", "assassin", "exorcist"]
    game = seated(seating)
    to_day(game, 2, [("courtier", "goon"), ("exorcist", 0), ("imp", GOON)])
    assert not is_alive(game, GOON) and game.state.seats[GOON].alignment == GOOD


def test_dead_goon_does_nothing() -> None:
    seating = ["soldier", "professor", "imp", "chambermaid", "goon", "assassin", "exorcist"]
    game = seated(seating)
    to_day(game, 1)
    votes = [(("vote", s), True) for s in (5, 6, 0, 1)]
    advance(game, [(("nominate", 0), GOON), *votes], until=lambda d: game.state.phase == "night")
    assert not is_alive(game, GOON)
    to_day(game, 2, [("exorcist", 3), ("imp", 0), ("professor", GOON)])
    assert not rules.is_drunk(game.state, 1)
    assert not is_alive(game, GOON)  # an Outsider is not resurrected


def test_goon_registers_with_its_new_alignment() -> None:
    """After the Imp turns the Goon evil, the Gossip's "the Goon is evil" is true, and kills."""
    seating = ["soldier", "gossip", "imp", "chambermaid", "goon", "assassin", "exorcist"]
    game = seated(seating)
    to_day(game, 2, [("exorcist", 0), ("imp", GOON)])
    assert game.state.seats[GOON].alignment == EVIL
    d = advance(game, [("gossip", ("alignment", GOON, "evil")), ("exorcist", 3), ("imp", 0)],
                until=lambda d: d.step == "gossip.kill" or game.state.day == 3)
    assert d.step == "gossip.kill"
