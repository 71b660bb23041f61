"""Fisherman: "Once per game, during the day, visit the Storyteller for some advice to help your
team win." (almanac page in "The final nail in the boffin"; the Seed 004 page is in Korean).

The Fisherman chooses the day (a private visit); the Storyteller chooses the advice, from
our structured set (clocktower/characters/townsfolk/fisherman.py): general tips, "consider
executing X" and "X can be trusted". Sober and healthy, only helpful advice is legal: tips,
executing an alive player of the other alignment, trusting a player of its own. Drunk or
poisoned, the advice may be bad. The visit spends the ability either way.
"""

from clocktower.characters.townsfolk.fisherman import TIPS
from clocktower.decisions import DecisionKind
from clocktower.testing import advance, learned, to_day

from .seed004_helpers import game_of, steps

# Seats: 0 Imp, 1 Fisherman, 2 Marionette (believes the Noble), 3 Noble, 4 Shugenja.
SEATING = ["imp", "fisherman", ("marionette", "noble"), "noble", "shugenja"]
FISHERMAN = 1
TIP_ADVICE = tuple(("tip", k) for k in TIPS)


def test_offered_by_day_and_helpful_advice_only() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    d = advance(game, until="fisherman")
    assert d.kind == DecisionKind.DAY_ABILITY and d.chooser == FISHERMAN and d.options == (False, True)
    game.answer(True)
    d = game.pending
    assert d.kind == DecisionKind.INFORM and d.step == "fisherman" and d.why == ""
    assert d.options == TIP_ADVICE + (("execute", 0), ("execute", 2), ("trust", 3), ("trust", 4))
    game.answer(("execute", 0))
    assert learned(game, FISHERMAN)[-1].text == "Advice: consider executing Alice."
    # The visit is private.
    assert not any("Advice" in e.text for s in (0, 2, 3, 4) for e in game.view(s).events)


def test_once_per_game() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, [("fisherman", True)], until=lambda d: game.state.night == 2)
    to_day(game, 3, [("imp", 4), ("imp", 3)])
    assert [d.step for d in game.decisions if d.kind == DecisionKind.DAY_ABILITY].count("fisherman") == 1


def test_may_wait_for_a_later_day() -> None:
    game = game_of(SEATING)
    to_day(game, 2, [("fisherman", False), ("imp", 4)])
    d = advance(game, [("fisherman", True)], until=("inform", "fisherman"))
    assert game.state.day == 2
    assert ("execute", 4) not in d.options  # the dead Shugenja is no execution advice


def test_poisoned_may_get_bad_advice_and_spends_the_ability() -> None:
    game = game_of(SEATING, poisoned=[FISHERMAN])
    to_day(game, 1)
    d = advance(game, [("fisherman", True)], until=("inform", "fisherman"))
    assert "poisoned" in d.why and ("execute", 3) in d.options and ("trust", 0) in d.options
    game.answer(("trust", 0))
    assert learned(game, FISHERMAN)[-1].text == "Advice: Alice can be trusted."
    to_day(game, 2, [("imp", 4)])
    advance(game, until=lambda d: game.state.night == 3)
    assert [d.step for d in game.decisions if d.kind == DecisionKind.DAY_ABILITY].count("fisherman") == 1


def test_drunk_may_get_bad_advice() -> None:
    game = game_of(SEATING, drunk=[FISHERMAN])
    to_day(game, 1)
    d = advance(game, [("fisherman", True)], until=("inform", "fisherman"))
    assert "drunk" in d.why and ("execute", 4) in d.options


def test_marionette_believing_fisherman() -> None:
    game = game_of(["imp", ("marionette", "fisherman"), "noble", "shugenja", "empath"])
    to_day(game, 1)
    d = advance(game, [("fisherman", True)], until=("inform", "fisherman"))
    assert d.subject == 1 and ("execute", 2) in d.options
    # The Marionette is evil: helpful advice for it would be against the good players.
    assert ("execute", 2) in d.truth and ("execute", 0) not in d.truth


def test_dead_fisherman_is_not_offered() -> None:
    game = game_of(SEATING)
    to_day(game, 2, [("fisherman", False), ("imp", FISHERMAN)])
    advance(game, until=lambda d: game.state.night == 3)
    assert steps(game).count("fisherman") == 1
