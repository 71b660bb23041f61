"""Tea Lady: "If both your alive neighbors are good, they can't die." (almanac, Seed 000).

Our reading: the Tea Lady's alive neighbours (dead seats skipped) cannot die, execution
included, while both are good; the check is made whenever a death would happen, so it
follows deaths and alignment changes at once. A drunk, poisoned or dead Tea Lady protects
nobody, and she never protects herself. Ruling tea-lady-evil-townsfolk-neighbour.
"""

from clocktower.state import DRUNK, EVIL, POISONED, Effect
from clocktower.testing import advance, is_alive

from .seed000_setup import day_talk, executing, seat000

# Seats: 0 Pukka, 1 Minstrel, 2 Tea Lady, 3 Preacher, 4 Sweetheart
SEATING = ["pukka", "minstrel", "tealady", "preacher", "sweetheart"]


def survives_pukka(seating, victim: int, *, tweak=None) -> bool:
    """Night 1 the Pukka poisons ``victim``; night 2 it chooses another player and the victim
    would die. Returns whether the victim is alive at day 2."""
    game = seat000(seating)
    if tweak:
        tweak(game)
    advance(game, [("pukka", victim)], until=day_talk(1, game))
    second = next(s for s in (4, 3, 1) if s != victim)
    advance(game, [("pukka", second)], until=day_talk(2, game))
    return is_alive(game, victim)


def test_both_good_neighbours_cannot_die_at_night() -> None:
    assert survives_pukka(SEATING, 1)
    assert survives_pukka(SEATING, 3)


def test_not_a_neighbour_dies() -> None:
    assert not survives_pukka(SEATING, 4)


def test_tea_lady_does_not_protect_herself() -> None:
    assert not survives_pukka(SEATING, 2)


def test_executed_neighbour_does_not_die() -> None:
    game = seat000(SEATING)
    advance(game, [("pukka", 4)], until=day_talk(1, game))
    advance(game, until=lambda d: game.state.night == 2, policy=executing(game, 1, 3))
    assert is_alive(game, 3) and game.state.executions == [(1, 3, "preacher")]
    assert [e.kind for e in game.view(0).events if e.kind in ("executed", "survived")] == ["executed", "survived"]


def test_an_evil_neighbour_turns_protection_off() -> None:
    def evil_preacher(game) -> None:
        game.state.seats[3].alignment = EVIL
    assert not survives_pukka(SEATING, 1, tweak=evil_preacher)


def test_dead_seats_are_skipped_to_find_the_alive_neighbours() -> None:
    # The Preacher (seat 3) is dead: the Tea Lady's alive neighbours are seats 1 and 4.
    def dead_preacher(game) -> None:
        game.state.seats[3].alive = False
    assert survives_pukka(SEATING, 4, tweak=dead_preacher)


def test_drunk_poisoned_or_dead_tea_lady_protects_nobody() -> None:
    assert not survives_pukka(["pukka", "minstrel", ("drunk", "tealady"), "preacher", "sweetheart"], 1)

    def poison(game) -> None:
        game.state.effects.append(Effect(POISONED, 2, None, None, None, needs_source=False))
    assert not survives_pukka(SEATING, 1, tweak=poison)

    def drink(game) -> None:
        game.state.effects.append(Effect(DRUNK, 2, None, None, None, needs_source=False))
    assert not survives_pukka(SEATING, 1, tweak=drink)

    def dead(game) -> None:
        game.state.seats[2].alive = False
    assert not survives_pukka(SEATING, 1, tweak=dead)


def test_tea_lady_evil_townsfolk_neighbour() -> None:
    """Ruling tea-lady-evil-townsfolk-neighbour: the Bounty Hunter's setup made the Tea
    Lady's clockwise neighbour (the Acrobat) evil; her other neighbour is a good Courtier.
    The Demon's kill on the Courtier succeeds (here the Pukka's, standing in for the
    Yaggababble's). Once the evil Acrobat has died, both alive neighbours are good and
    neither can die, even by execution."""
    seating = ["pukka", "minstrel", "courtier", "tealady", "acrobat", "bountyhunter", "preacher"]
    game = seat000(seating, evil=4)
    assert game.state.seats[4].alignment == EVIL
    advance(game, [("pukka", 2)], until=day_talk(1, game))
    advance(game, [("pukka", 6), ("acrobat", 0)], until=day_talk(2, game))
    assert not is_alive(game, 2)  # the Courtier was not protected
    advance(game, until=lambda d: game.state.night == 3, policy=executing(game, 2, 4))
    assert not is_alive(game, 4)  # the evil Acrobat is not protected either
    # Now the Tea Lady's alive neighbours are the Minstrel (1) and the Bounty Hunter (5).
    advance(game, [("pukka", 5)], until=day_talk(3, game))
    advance(game, until=lambda d: game.state.night == 4, policy=executing(game, 3, 1))
    assert is_alive(game, 1) and game.state.executions[-1][:2] == (3, 1)
    advance(game, [("pukka", 6)], until=day_talk(4, game))
    assert is_alive(game, 5)  # the Pukka's victim, protected, survives
