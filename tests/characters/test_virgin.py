"""Virgin: "The 1st time you are nominated, if the nominator is a Townsfolk, they are executed
immediately." (almanac).

The first nomination of the Virgin uses the ability up whoever nominates; a nominator who
registers as a Townsfolk is executed at once (no vote, no more nominations today). The Spy
may register as a Townsfolk; the Recluse is never asked about. A drunk or poisoned Virgin
uses the ability up without effect.
"""

import pytest

from clocktower.decisions import IllegalAnswer
from clocktower.testing import advance, is_alive, to_day, to_night

from .tb_helpers import game_of

# Seats: 0 Virgin, 1 Washerwoman, 2 Imp, 3 Drunk (believes the Chef), 4 Empath, 5 Baron.
SEATING = ["virgin", "washerwoman", "imp", ("drunk", "chef"), "empath", "baron"]
VIRGIN = 0


def _day_ends(game):
    return lambda d: game.state.phase == "night" and game.state.night == game.state.day + 1


def test_almanac_washerwoman_nominates_and_is_executed_at_once() -> None:
    """Almanac: the Washerwoman nominates the Virgin, is executed at once and the day ends."""
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, [(("nominate", 1), VIRGIN)], until=_day_ends(game))
    assert game.state.executions == [(1, 1, "washerwoman")] and not is_alive(game, 1) and is_alive(game, VIRGIN)
    mark = next(i for i, d in enumerate(game.decisions) if d.step == "nominate" and d.chooser == 1)
    later = [d.step for d in game.decisions[mark + 1:]]
    assert "vote" not in later and "nominate" not in later  # no vote, no further nominations
    assert ("No ability", VIRGIN) in {(r.token, r.target) for r in game.state.reminders}
    assert [e.text for e in game.events if e.kind == "announced"][-1] == "Bob is executed immediately."


def test_almanac_drunk_nominator_is_not_a_townsfolk() -> None:
    """Almanac: the Drunk who thinks it is the Chef nominates the Virgin; it stays alive, the
    Virgin loses the ability, and the vote goes on."""
    game = game_of(SEATING)
    to_day(game, 1)
    mark = len(game.decisions)
    advance(game, [(("nominate", 3), VIRGIN)], until=_day_ends(game))
    assert is_alive(game, 3) and game.state.executions == []
    assert "vote" in [d.step for d in game.decisions[mark:]]
    # Used up: tomorrow the Washerwoman's nomination does nothing.
    to_day(game, 2)
    advance(game, [(("nominate", 1), VIRGIN)], until=_day_ends(game))
    assert is_alive(game, 1) and game.state.executions == []


def test_almanac_dead_players_cannot_nominate_and_the_ability_stays() -> None:
    """Almanac: a dead player "nominates" the Virgin; it does not count and the Virgin keeps
    the ability."""
    game = game_of(SEATING)
    game.state.seats[4].alive = False  # the Empath is dead
    to_day(game, 1)
    with pytest.raises(IllegalAnswer, match="dead and cannot nominate"):
        next(game.nominate(4, VIRGIN))
    assert not [d for d in game.decisions if d.step == "nominate" and d.chooser == 4]
    advance(game, [(("nominate", 1), VIRGIN)], until=_day_ends(game))
    assert game.state.executions == [(1, 1, "washerwoman")]


def test_minion_nominator_uses_it_up() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, [(("nominate", 5), VIRGIN)], until=_day_ends(game))
    assert is_alive(game, 5) and game.state.executions == []
    to_day(game, 2)
    advance(game, [(("nominate", 1), VIRGIN)], until=_day_ends(game))
    assert is_alive(game, 1)


def test_drunk_or_poisoned_virgin_uses_it_up_without_effect() -> None:
    for game in (game_of(SEATING, drunk=[VIRGIN]), game_of(SEATING, poisoned=[VIRGIN])):
        to_day(game, 1)
        advance(game, [(("nominate", 1), VIRGIN)], until=_day_ends(game))
        assert is_alive(game, 1) and game.state.executions == []
        game.state.effects.clear()  # sober and healthy again
        to_day(game, 2)
        advance(game, [(("nominate", 4), VIRGIN)], until=_day_ends(game))
        assert is_alive(game, 4) and game.state.executions == []


def test_the_drunk_believing_it_is_the_virgin_has_no_ability() -> None:
    game = game_of([("drunk", "virgin"), "washerwoman", "imp", "chef", "empath", "baron"])
    to_day(game, 1)
    advance(game, [(("nominate", 1), VIRGIN)], until=_day_ends(game))
    assert is_alive(game, 1) and game.state.executions == []


def test_spy_may_register_as_a_townsfolk_and_be_executed() -> None:
    seating = ["virgin", "spy", "imp", "washerwoman", "empath", "saint"]
    game = game_of(seating)
    to_day(game, 1)
    d = advance(game, [(("nominate", 1), VIRGIN)], until="register.spy")
    assert d.prompt == "What does Bob register as (team) to the Virgin?"
    assert d.options == ("minion", "outsider", "townsfolk") and d.truth == ("minion",) and d.why == "registration"
    game.answer("townsfolk")
    advance(game, until=_day_ends(game))
    assert game.state.executions == [(1, 1, "spy")]
    game = game_of(seating)
    to_day(game, 1)
    advance(game, [(("nominate", 1), VIRGIN), ("register.spy", "minion")], until=_day_ends(game))
    assert is_alive(game, 1) and game.state.executions == []


def test_recluse_is_not_asked_about_and_not_executed() -> None:
    game = game_of(["virgin", "recluse", "imp", "washerwoman", "empath", "saint"])
    to_day(game, 1)
    advance(game, [(("nominate", 1), VIRGIN)], until=_day_ends(game))
    assert is_alive(game, 1) and not [d for d in game.decisions if d.step == "register.recluse"]


def test_virgin_nominating_herself_is_executed() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, [(("nominate", VIRGIN), VIRGIN)], until=_day_ends(game))
    assert game.state.executions == [(1, VIRGIN, "virgin")]


def test_dead_virgin_nominated_keeps_nothing_happening() -> None:
    game = game_of(SEATING)
    to_night(game, 2)
    game.state.seats[VIRGIN].alive = False
    to_day(game, 2)
    advance(game, [(("nominate", 1), VIRGIN)], until=_day_ends(game))
    assert is_alive(game, 1)
