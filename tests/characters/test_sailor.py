"""Sailor: "Each night, choose an alive player: either you or they are drunk until dusk. You
can't die." (almanac, Seed 000).

Our reading: the Sailor chooses every night, the first included, any alive player
(themself too); choosing themself makes them the drunk one, otherwise the Storyteller
picks which of the two is drunk until the next dusk. Sober and healthy, the Sailor survives
every death, execution included ("executed but does not die", without a reason). Rulings
pukka-kills-poisoned-sailor and sailor-execution-survives-unless-drunk.
"""

from clocktower import rules
from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.state import POISONED, Effect
from clocktower.testing import advance, is_alive, to_night

from .seed000_setup import day_talk, executing, seat000

# Seats: 0 Pukka, 1 Sailor, 2 Minstrel, 3 Preacher, 4 Sweetheart
SEATING = ["pukka", "sailor", "minstrel", "preacher", "sweetheart"]


def drunk(game, seat: int) -> bool:
    return rules.is_drunk(game.state, seat)


def test_chooses_any_alive_player_every_night_first_included() -> None:
    game = seat000(SEATING)
    d = advance(game, until="sailor")
    assert game.state.night == 1 and d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 1
    assert d.options == (0, 1, 2, 3, 4)  # alive players, themself included; no "no one"
    game.state.seats[4].alive = False
    game.answer(2)
    to_night(game, 2)
    d = advance(game, [("pukka", 3)], until="sailor")
    assert d.options == (0, 1, 2, 3)  # the dead Sweetheart cannot be chosen


def test_choosing_another_the_storyteller_picks_who_is_drunk_until_dusk() -> None:
    game = seat000(SEATING)
    d = advance(game, [("sailor", 2)], until="sailor.drunk")
    assert d.chooser == STORYTELLER and d.options == (2, 1)
    game.answer(2)
    assert drunk(game, 2) and not drunk(game, 1)
    advance(game, [("pukka", 3)], until=day_talk(1, game))
    assert drunk(game, 2)  # through day 1
    to_night(game, 2)
    assert not drunk(game, 2)  # dusk ended it


def test_storyteller_may_make_the_sailor_drunk_instead() -> None:
    game = seat000(SEATING)
    advance(game, [("sailor", 0), ("sailor.drunk", 1), ("pukka", 3)], until=day_talk(1, game))
    assert drunk(game, 1) and not drunk(game, 0)


def test_choosing_themself_makes_the_sailor_drunk_without_a_storyteller_choice() -> None:
    game = seat000(SEATING)
    seen = []
    advance(game, [("sailor", 1), ("pukka", 3)], until=lambda d: seen.append(d.step) or d.step == "talk")
    assert "sailor.drunk" not in seen
    assert drunk(game, 1)


def test_sober_sailor_cannot_die_but_a_drunk_sailor_can() -> None:
    """Any death but the Assassin's fails on a sober Sailor: here the Hell's Librarian's
    "something bad" penalty (a death) on two players who spoke during the silence; the
    Minstrel dies, the Sailor does not. On day 2 the Sailor made itself drunk and dies."""
    def silence(day: int, game):
        return [(lambda d: d.step == "hellslibrarian.silence" and game.state.day == day, True),
                (lambda d: d.step == "hellslibrarian" and d.chooser in (1, 2) and game.state.day == day, ("speak",)),
                (lambda d: d.step == "hellslibrarian" and d.chooser in (1, 2) and game.state.day == day, ("speak",)),
                (lambda d: d.step == "hellslibrarian.penalty" and game.state.day == day, "dies"),
                (lambda d: d.step == "hellslibrarian.penalty" and game.state.day == day, "dies")]
    game = seat000(SEATING)
    advance(game, [("sailor", 3), ("sailor.drunk", 3), ("pukka", 4)] + silence(1, game), until="nominate")
    assert is_alive(game, 1) and not is_alive(game, 2)
    assert [e.kind for e in game.view(0).events if e.kind == "died"] == ["died"]
    advance(game, [("sailor", 1), ("pukka", 3)], until=day_talk(2, game))
    advance(game, silence(2, game)[:2] + silence(2, game)[3:4], until="nominate")
    assert not is_alive(game, 1)


def test_pukka_kills_poisoned_sailor() -> None:
    """Ruling pukka-kills-poisoned-sailor: night 1 the sober Sailor makes a Townsfolk drunk,
    then the Pukka poisons the Sailor; night 2 the Pukka chooses someone else and its earlier
    victim, the still-poisoned Sailor, dies."""
    game = seat000(SEATING)
    advance(game, [("sailor", 2), ("sailor.drunk", 2), ("pukka", 1)], until=day_talk(1, game))
    assert rules.is_poisoned(game.state, 1)
    # The Sailor's ability stopped, so the Minstrel it made drunk is sober again.
    assert not drunk(game, 2)
    advance(game, [("sailor", 3)], until="pukka")
    assert game.state.night == 2
    game.answer(4)
    assert not is_alive(game, 1)
    assert [x.seat for x in game.state.deaths_in("night", 2)] == [1]


def test_executed_sailor_drunk_by_own_choice_dies() -> None:
    """Ruling sailor-execution-survives-unless-drunk, game A: night 2 the Sailor chooses the
    Pukka and the Storyteller makes the Sailor drunk; executed on day 2, it dies."""
    game = seat000(SEATING)
    advance(game, [("sailor", 2), ("sailor.drunk", 2), ("pukka", 3)], until=day_talk(1, game))
    advance(game, [("sailor", 0), ("sailor.drunk", 1), ("pukka", 2)], until=day_talk(2, game))
    assert drunk(game, 1)
    advance(game, until=lambda d: game.state.night == 3, policy=executing(game, 2, 1))
    assert game.state.executions[-1][:2] == (2, 1)
    assert not is_alive(game, 1)


def test_executed_sober_sailor_lives_and_the_execution_is_used() -> None:
    """Ruling sailor-execution-survives-unless-drunk, game B: the Townsfolk is the drunk one;
    the executed Sailor remains alive; everyone is told it was executed but did not die (not
    why); no one else is executed that day."""
    game = seat000(SEATING)
    advance(game, [("sailor", 2), ("sailor.drunk", 2), ("pukka", 3)], until=day_talk(1, game))
    advance(game, [("sailor", 0), ("sailor.drunk", 0), ("pukka", 2)], until=day_talk(2, game))
    assert not drunk(game, 1)
    advance(game, until=lambda d: game.state.night == 3, policy=executing(game, 2, 1))
    assert is_alive(game, 1)
    assert [e[:2] for e in game.state.executions] == [(2, 1)]
    seen = [e for e in game.view(2).events if e.kind in ("executed", "survived")]
    assert [e.kind for e in seen] == ["executed", "survived"]
    assert "Sailor" not in seen[1].text


def test_poisoned_sailor_choice_does_nothing() -> None:
    game = seat000(SEATING)
    game.state.effects.append(Effect(POISONED, 1, None, None, None, needs_source=False))
    seen = []
    advance(game, [("sailor", 2), ("pukka", 3)], until=lambda d: seen.append(d.step) or d.step == "talk")
    assert "sailor.drunk" not in seen
    assert not drunk(game, 2) and not drunk(game, 1)


def test_drunk_believing_sailor_wakes_but_drinks_nobody_and_can_die() -> None:
    game = seat000(["pukka", ("drunk", "sailor"), "minstrel", "preacher", "sweetheart"])
    d = advance(game, until="sailor")
    assert d.chooser == 1 and d.options == (0, 1, 2, 3, 4)
    seen = []
    advance(game, [("sailor", 2), ("pukka", 1)], until=lambda d: seen.append(d.step) or d.step == "talk")
    assert "sailor.drunk" not in seen and not drunk(game, 2)
    advance(game, [("sailor", 2), ("pukka", 3)], until=day_talk(2, game))
    assert not is_alive(game, 1)  # the Drunk has no "can't die"


def test_dead_sailor_does_not_wake() -> None:
    game = seat000(SEATING)
    advance(game, [("sailor", 2), ("sailor.drunk", 2), ("pukka", 3)], until=day_talk(1, game))
    game.state.seats[1].alive = False
    seen = []
    advance(game, [("pukka", 4)], until=lambda d: seen.append(d.step) or (d.step == "talk" and game.state.day == 2))
    assert "sailor" not in seen
