"""Pukka: "Each night, choose a player: they are poisoned. The previously poisoned player dies
then becomes healthy." (almanac, Darkest Before Dawn).

The Pukka acts every night, the first included. Its victim is poisoned at once; the next
night, just after the Pukka chooses again, that victim dies (a Demon kill), still poisoned
as it dies, then healthy. A drunk or poisoned Pukka poisons nobody, and its earlier victim
is not poisoned and does not die until the Pukka recovers. The Exorcist stops the choice,
not the earlier victim's death. A protected victim survives and is healthy.
"""

from typing import Any

from clocktower import rules
from clocktower.decisions import DecisionKind
from clocktower.state import DRUNK, POISONED, Effect
from clocktower.testing import advance, is_alive, learned, seated, to_day, to_night

# Seats: 0 Pukka, 1 Assassin, 2 Soldier, 3 Chambermaid, 4 Minstrel, 5 Professor, 6 Ravenkeeper
SEATING = ["pukka", "assassin", "soldier", "chambermaid", "minstrel", "professor", "ravenkeeper"]


def steps_until_day(game: Any, plan: list[Any] = ()) -> list[str]:
    """Run to the next day's talk; return the steps of the unplanned decisions met."""
    seen: list[str] = []
    advance(game, plan, until=lambda d: seen.append(d.step) or d.step == "talk")
    return seen


def night_deaths(game: Any, night: int) -> list[int]:
    return [d.seat for d in game.state.deaths_in("night", night)]


def poisoned(game: Any, seat: int) -> bool:
    return rules.is_poisoned(game.state, seat)


def test_acts_on_the_first_night_and_poisons_at_once() -> None:
    game = seated(SEATING)
    d = advance(game, until="pukka")
    assert game.state.night == 1
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 0
    assert d.options == tuple(range(7)) and d.count is None
    game.answer(3)
    assert poisoned(game, 3)
    # The Chambermaid acts later on night 1, already poisoned: any count is legal.
    d = advance(game, [("chambermaid", (1, 2))], until=("inform", "chambermaid"))
    assert d.options == (0, 1, 2) and "poisoned" in d.why


def test_previous_victim_dies_after_the_next_choice_then_is_healthy() -> None:
    game = seated(SEATING)
    steps_until_day(game, [("pukka", 4)])
    assert is_alive(game, 4) and poisoned(game, 4)
    to_night(game, 2)
    advance(game, until="pukka")
    assert is_alive(game, 4)  # not before the Pukka's choice
    game.answer(5)
    assert night_deaths(game, 2) == [4]
    assert poisoned(game, 5)
    to_day(game, 2)
    assert not poisoned(game, 4) and poisoned(game, 5)
    dawn = [e for e in game.view(3).events if e.kind == "dawn"][-1]
    assert dawn.data["died"] == [4]


def test_victim_is_still_poisoned_as_it_dies() -> None:
    """Almanac note: the Pukka's victim is poisoned at its death, so the Ravenkeeper it kills
    may learn a false character."""
    game = seated(SEATING)
    steps_until_day(game, [("pukka", 6)])
    to_night(game, 2)
    d = advance(game, [("pukka", 5), ("ravenkeeper", 0)], until=("inform", "ravenkeeper"))
    assert not is_alive(game, 6)
    assert d.truth == ("pukka",) and len(d.options) > 1 and "poisoned" in d.why


def test_soldier_is_not_poisoned_and_does_not_die() -> None:
    game = seated(SEATING)
    steps_until_day(game, [("pukka", 2)])
    assert not poisoned(game, 2)
    to_night(game, 2)
    steps_until_day(game, [("pukka", 3)])
    assert is_alive(game, 2) and not game.state.deaths


def test_drunk_pukka_poisons_nobody_so_nobody_dies() -> None:
    game = seated(SEATING)
    game.state.effects.append(Effect(DRUNK, 0, None, None, ("dusk", 1), needs_source=False))
    steps_until_day(game, [("pukka", 4)])
    assert not poisoned(game, 4)
    to_night(game, 2)
    steps_until_day(game, [("pukka", 5)])
    assert is_alive(game, 4) and not game.state.deaths


def test_pukka_drunk_later_suspends_the_poison_and_the_death() -> None:
    """Almanac: sober when it chose, drunk the next night: the victim does not die; when the
    Pukka sobers up the poison resumes and kills the victim at night."""
    game = seated(SEATING)
    steps_until_day(game, [("pukka", 4)])
    drunk = Effect(DRUNK, 0, None, None, ("dusk", 2), needs_source=False)
    game.state.effects.append(drunk)
    assert not poisoned(game, 4)  # the poison needs a working Pukka
    to_night(game, 2)
    steps_until_day(game, [("pukka", 5)])
    assert is_alive(game, 4) and not poisoned(game, 5)
    to_night(game, 3)  # the drunkenness ended at dusk
    assert poisoned(game, 4)
    steps_until_day(game, [("pukka", 3)])
    assert night_deaths(game, 3) == [4] and poisoned(game, 3)


def test_poisoned_pukka_kills_nobody() -> None:
    game = seated(SEATING)
    steps_until_day(game, [("pukka", 4)])
    to_night(game, 2)
    game.state.effects.append(Effect(POISONED, 0, None, None, ("dawn", 2), needs_source=False))
    steps_until_day(game, [("pukka", 5)])
    assert is_alive(game, 4) and not poisoned(game, 5)


def test_dead_pukka_poison_ends_and_nobody_dies_on_the_mastermind_extra_night() -> None:
    game = seated(["pukka", "mastermind", "soldier", "chambermaid", "minstrel"])
    steps_until_day(game, [("pukka", 3)])
    assert poisoned(game, 3)
    to_night(game, 2, [(("nominate", 1), 0)] + [(("vote", v), True) for v in (0, 1, 2)])
    assert not is_alive(game, 0) and not game.over
    assert not poisoned(game, 3)
    seen = steps_until_day(game)
    assert "pukka" not in seen and is_alive(game, 3)


def test_exorcist_stops_the_choice_but_not_the_earlier_death() -> None:
    game = seated(["pukka", "assassin", "exorcist", "soldier", "chambermaid", "minstrel"])
    steps_until_day(game, [("pukka", 4)])
    to_night(game, 2)
    seen = steps_until_day(game, [("exorcist", 0)])
    assert "pukka" not in seen
    assert night_deaths(game, 2) == [4]
    to_night(game, 3)
    steps_until_day(game, [("exorcist", 1), ("pukka", 5)])
    assert night_deaths(game, 3) == []  # nobody was poisoned on night 2


def test_innkeeper_saves_the_victim_who_becomes_healthy() -> None:
    """Almanac: the Innkeeper stops the Pukka's kill, then that player is no longer poisoned."""
    game = seated(["pukka", "assassin", "innkeeper", "soldier", "chambermaid", "minstrel", "professor"])
    steps_until_day(game, [("pukka", 4)])
    to_night(game, 2)
    advance(game, [("innkeeper", (4, 5)), ("innkeeper.drunk", 5), ("pukka", 6)],
            until=lambda d: d.step == "chambermaid")
    assert is_alive(game, 4) and not poisoned(game, 4) and poisoned(game, 6)


def test_victim_saved_and_chosen_again_stays_poisoned_and_dies_next_night() -> None:
    game = seated(["pukka", "assassin", "innkeeper", "soldier", "chambermaid", "minstrel", "professor"])
    steps_until_day(game, [("pukka", 4)])
    to_night(game, 2)
    steps_until_day(game, [("innkeeper", (4, 5)), ("innkeeper.drunk", 5), ("pukka", 4)])
    assert is_alive(game, 4) and poisoned(game, 4)
    to_night(game, 3)
    steps_until_day(game, [("innkeeper", (5, 6)), ("innkeeper.drunk", 5), ("pukka", 6)])
    assert night_deaths(game, 3) == [4]


def test_pukka_kills_poisoned_sailor_adapted_to_the_innkeeper() -> None:
    """pukka-kills-poisoned-sailor (adapted: no Sailor on this script): the Pukka's victim is
    poisoned, so its own protective ability fails; the Innkeeper poisoned on night 1
    protects itself on night 2 but dies when the Pukka's poison kills it."""
    game = seated(["pukka", "assassin", "innkeeper", "soldier", "chambermaid", "minstrel", "professor"])
    steps_until_day(game, [("pukka", 2)])
    assert poisoned(game, 2)
    to_night(game, 2)
    seen = steps_until_day(game, [("innkeeper", (2, 5)), ("pukka", 6)])
    assert "innkeeper.drunk" not in seen  # a poisoned Innkeeper makes nobody drunk
    assert night_deaths(game, 2) == [2]
    assert poisoned(game, 6)
    assert learned(game, 2) == []  # the Innkeeper learns nothing either way


def test_pukka_poisoning_itself_recovers_after_its_next_turn() -> None:
    """Our ruling: a Pukka that poisons itself is poisoned (no kill, no poison) on its next
    turn, then healthy again; it does not stay poisoned for the rest of the game."""
    from clocktower import rules
    from clocktower.testing import advance, seated, to_night

    game = seated(["pukka", "assassin", "soldier", "minstrel", "professor", "chambermaid", "exorcist"])
    advance(game, [("pukka", 0)], until="talk")
    assert rules.is_poisoned(game.state, 0)
    to_night(game, 2)
    advance(game, [("exorcist", 1), ("pukka", 3)], until="talk")
    assert not rules.is_poisoned(game.state, 3)  # chosen while poisoned: no effect
    assert not rules.is_poisoned(game.state, 0)  # healthy again
    assert all(s.alive for s in game.state.seats)
    to_night(game, 3)
    advance(game, [("exorcist", 2), ("pukka", 5)], until="talk")
    assert rules.is_poisoned(game.state, 5)
    to_night(game, 4)
    advance(game, [("exorcist", 1), ("pukka", 6)], until="talk")
    assert not game.state.seats[5].alive
