"""Acrobat: "Each night*, choose a player: if they are or become drunk or poisoned tonight,
you die." (almanac, Seed 000).

Our reading: from night 2 on, the Acrobat chooses any player (dead, alive, themself). If
the player is drunk or poisoned then, or becomes so later that night, the Acrobat dies
(never told why). The Drunk counts as drunk. A drunk or poisoned Acrobat cannot die by its
own ability. Ruling acrobat-target-becomes-poisoned-later.
"""

from clocktower.decisions import DecisionKind
from clocktower.state import DRUNK, POISONED, Effect
from clocktower.testing import advance, is_alive, learned

from .seed000_setup import day_talk, seat000

# Seats: 0 Pukka, 1 Acrobat, 2 Preacher, 3 Drunk (believes the Minstrel), 4 Sweetheart
SEATING = ["pukka", "acrobat", "preacher", ("drunk", "minstrel"), "sweetheart"]


def night2(game, acrobat: int, pukka: int, night1_pukka: int = 4, extra=()) -> None:
    """Night 1 the Pukka poisons ``night1_pukka``; night 2 the Acrobat chooses ``acrobat``
    and the Pukka ``pukka``; stops at day 2."""
    advance(game, [("pukka", night1_pukka)], until=day_talk(1, game))
    advance(game, [("acrobat", acrobat), ("pukka", pukka), *extra], until=day_talk(2, game))


def acrobat_deaths(game) -> list[int]:
    return [d.seat for d in game.state.deaths if d.harm.source_character == "acrobat"]


def test_does_not_wake_on_the_first_night_then_may_choose_anyone() -> None:
    game = seat000(SEATING)
    seen = []
    advance(game, [("pukka", 4)], until=lambda d: seen.append(d.step) or d.step == "talk")
    assert "acrobat" not in seen
    game.state.seats[2].alive = False
    d = advance(game, until="acrobat")
    assert game.state.night == 2 and d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 1
    assert d.options == (0, 1, 2, 3, 4)  # dead players and themself included; must choose


def test_sober_healthy_choice_does_nothing() -> None:
    game = seat000(SEATING)
    night2(game, acrobat=2, pukka=0)
    assert is_alive(game, 1) and acrobat_deaths(game) == []


def test_target_already_poisoned_kills_the_acrobat_at_once() -> None:
    game = seat000(SEATING)
    advance(game, [("pukka", 2)], until=day_talk(1, game))
    advance(game, [("acrobat", 2)], until="pukka")
    assert not is_alive(game, 1) and acrobat_deaths(game) == [1]


def test_target_becomes_poisoned_later_tonight() -> None:
    """Ruling acrobat-target-becomes-poisoned-later, night 2: the Acrobat chooses the sober
    Preacher; later that night the Pukka poisons the Preacher: the Acrobat dies. It is not
    told why."""
    game = seat000(SEATING)
    advance(game, [("pukka", 4)], until=day_talk(1, game))
    advance(game, [("acrobat", 2)], until="pukka")
    assert is_alive(game, 1)  # the Preacher is still sober and healthy
    game.answer(2)
    assert not is_alive(game, 1) and acrobat_deaths(game) == [1]
    assert learned(game, 1) == []
    advance(game, until=day_talk(2, game))
    dawn = [e for e in game.view(0).events if e.kind == "dawn"][-1]
    assert 1 in dawn.data["died"]  # announced at dawn like any night death


def test_choosing_the_drunk_kills_the_acrobat() -> None:
    """Ruling acrobat-target-becomes-poisoned-later, night 3 of another game: the Drunk
    registers as drunk."""
    game = seat000(SEATING)
    night2(game, acrobat=2, pukka=0)
    assert is_alive(game, 1)
    advance(game, [("acrobat", 3), ("pukka", 4)], until=day_talk(3, game))
    assert acrobat_deaths(game) == [1]


def test_target_made_drunk_by_the_sailor_earlier_tonight() -> None:
    game = seat000(["pukka", "acrobat", "preacher", "sailor", "sweetheart"])
    night2(game, acrobat=2, pukka=0, extra=[("sailor", 2), ("sailor.drunk", 2)])
    assert acrobat_deaths(game) == [1]


def test_poisoned_or_drunk_acrobat_never_dies_to_its_own_ability() -> None:
    for kind in (POISONED, DRUNK):
        game = seat000(SEATING)
        game.state.effects.append(Effect(kind, 1, None, None, None, needs_source=False))
        night2(game, acrobat=3, pukka=2)  # the Drunk, then the Preacher poisoned later
        assert is_alive(game, 1) and acrobat_deaths(game) == []


def test_acrobat_who_becomes_poisoned_before_its_target_does_not_die() -> None:
    # The Acrobat chooses themself: the Pukka's later poison makes the Acrobat poisoned, so
    # its own ability no longer works at that moment.
    game = seat000(SEATING)
    night2(game, acrobat=1, pukka=1)
    assert is_alive(game, 1) and acrobat_deaths(game) == []


def test_drunk_believing_acrobat_does_not_die() -> None:
    game = seat000(["pukka", ("drunk", "acrobat"), "preacher", "minstrel", "sweetheart"])
    advance(game, [("pukka", 2)], until=day_talk(1, game))
    d = advance(game, until="acrobat")
    assert d.chooser == 1
    game.answer(2)  # poisoned
    advance(game, [("pukka", 4)], until=day_talk(2, game))
    assert is_alive(game, 1)


def test_dead_acrobat_does_not_wake() -> None:
    game = seat000(SEATING)
    advance(game, [("pukka", 4)], until=day_talk(1, game))
    game.state.seats[1].alive = False
    seen = []
    advance(game, [("pukka", 2)], until=lambda d: seen.append(d.step) or (d.step == "talk" and game.state.day == 2))
    assert "acrobat" not in seen


def test_protected_acrobat_survives_its_own_ability() -> None:
    # The Tea Lady's two good alive neighbours (the Acrobat and the Preacher) cannot die.
    game = seat000(["pukka", "acrobat", "tealady", "preacher", ("drunk", "minstrel")])
    night2(game, acrobat=4, pukka=0)
    assert is_alive(game, 1)
