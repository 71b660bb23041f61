"""Preacher: "Each night, choose a player: a Minion, if chosen, learns this. All chosen Minions
have no ability." (almanac, Darkest Before Dawn).

Each night (the first too) the Preacher picks any player, dead or alive. A Minion picked by a
sober, healthy Preacher is woken and told it was preached (it sees the Preacher's token, not
who the Preacher is) and has no ability, so does not act, while the Preacher is alive, sober
and healthy. A non-Minion pick does nothing. A pick made drunk or poisoned does nothing ever.
"""

from clocktower import rules
from clocktower.decisions import DecisionKind
from clocktower.state import NO_ABILITY, POISONED, Effect
from clocktower.testing import advance, is_alive, last_learned, learned, seated, to_day, to_night
from clocktower.testing import execution_plan as _execute
from clocktower.testing import steps_until as _steps_until_day

# Seats: 0 Imp, 1 Assassin, 2 Preacher, 3 Chambermaid, 4 Soldier, 5 Minstrel, 6 Godfather
SEATING = ["imp", "assassin", "preacher", "chambermaid", "soldier", "minstrel", "godfather"]


def test_options_any_player_on_the_first_night_too() -> None:
    game = seated(SEATING)
    d = advance(game, until="preacher")
    assert game.state.night == 1
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 2 and d.count is None
    assert d.options == (0, 1, 2, 3, 4, 5, 6)


def test_dead_players_may_be_chosen() -> None:
    game = seated(SEATING)
    to_day(game, 1, [("preacher", 3)])
    advance(game, _execute(game, 0, 1), until=lambda d: game.state.phase == "night")
    d = advance(game, until="preacher")
    assert not is_alive(game, 1) and 1 in d.options


def test_preached_minion_learns_it_but_not_who_and_stops_acting() -> None:
    game = seated(SEATING)
    advance(game, [("preacher", 1)], until="talk")
    told = learned(game, 1)
    assert len(told) == 1 and told[0].data == {"what": "preached", "value": "preacher"}
    assert game.name(2) not in told[0].text
    assert not rules.ability_functions(game.state, 1, "assassin")
    to_night(game, 2)
    steps = _steps_until_day(game, [("preacher", 3), ("imp", 4), ("chambermaid", (1, 4))])
    assert "assassin" not in steps
    assert last_learned(game, 3) == 0  # the preached Assassin did not wake


def test_preached_godfather_does_not_learn_the_outsiders() -> None:
    game = seated(SEATING)
    steps = _steps_until_day(game, [("preacher", 6)])
    assert "godfather" not in steps
    assert last_learned(game, 6) == "preacher"


def test_choosing_a_non_minion_does_nothing() -> None:
    game = seated(SEATING)
    advance(game, [("preacher", 3)], until="talk")
    assert not any(e.data.get("what") == "preached" for e in learned(game, 3))
    assert not any(e.kind == NO_ABILITY for e in game.state.effects)


def test_choosing_the_demon_does_nothing() -> None:
    game = seated(SEATING)
    advance(game, [("preacher", 0)], until="talk")
    assert learned(game, 0) == []
    to_night(game, 2)
    advance(game, [("preacher", 3), ("imp", 5)], until="talk")
    assert not is_alive(game, 5)


def test_drunk_believing_preacher_does_nothing() -> None:
    seating = ["imp", "assassin", ("drunk", "preacher"), "chambermaid", "soldier", "minstrel", "godfather"]
    game = seated(seating)
    d = advance(game, until="preacher")
    assert d.chooser == 2
    advance(game, [("preacher", 1)], until="talk")
    assert learned(game, 1) == []
    to_night(game, 2)
    advance(game, [("preacher", 3), ("imp", 4), ("assassin", 5)], until="talk")
    assert not is_alive(game, 5)


def test_poisoned_pick_never_takes_effect() -> None:
    """Almanac: a player chosen while the Preacher is drunk or poisoned is not affected, even
    once the Preacher is sober and healthy again."""
    game = seated(SEATING)
    game.state.effects.append(Effect(POISONED, 2, None, None, ("dawn", 1), needs_source=False))
    advance(game, [("preacher", 1)], until="talk")
    assert learned(game, 1) == []
    to_night(game, 2)
    assert not rules.is_poisoned(game.state, 2)
    advance(game, [("preacher", 3), ("imp", 4), ("assassin", 5)], until="talk")
    assert not is_alive(game, 5)


def test_preacher_poisoned_later_gives_the_minion_its_ability_back_for_a_while() -> None:
    game = seated(SEATING)
    advance(game, [("preacher", 1)], until="talk")
    to_day(game, 1)
    game.state.effects.append(Effect(POISONED, 2, None, None, ("dawn", 2), needs_source=False))
    assert rules.ability_functions(game.state, 1, "assassin")
    to_night(game, 2)
    d = advance(game, [("preacher", 3), ("imp", 4)], until="assassin")
    assert d.chooser == 1
    game.answer(5)
    advance(game, until="talk")
    assert not is_alive(game, 5)
    # The Preacher is healthy again: the Assassin (even with its ability spent) has none.
    assert not rules.ability_functions(game.state, 1, "assassin")


def test_dead_preacher_gives_the_minion_its_ability_back() -> None:
    game = seated(SEATING)
    to_day(game, 1, [("preacher", 1)])
    advance(game, _execute(game, 0, 2), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 2)
    d = advance(game, [("imp", 4)], until="assassin")
    assert d.chooser == 1 and game.state.night == 2


def test_preached_mastermind_does_not_keep_the_game_going() -> None:
    seating = ["imp", "mastermind", "preacher", "chambermaid", "soldier", "minstrel", "ravenkeeper"]
    game = seated(seating)
    to_day(game, 1, [("preacher", 1)])
    assert last_learned(game, 1) == "preacher"
    advance(game, _execute(game, 0, 0), until=None)
    assert game.over and game.winner == "good"


def test_preached_minion_that_becomes_the_imp_has_the_imp_ability() -> None:
    """The Preacher removes Minion abilities only: a preached Minion that receives the
    star-pass is no longer a Minion, so it wakes and kills as the Imp."""
    from clocktower.testing import advance, seated, to_day, to_night

    game = seated(["imp", "assassin", "preacher", "soldier", "chambermaid", "professor", "gambler"])
    to_day(game, 1, [("preacher", 1)])
    to_night(game, 2)
    advance(game, [("preacher", 3), ("imp", 0), ("imp.starpass", 1)], until="talk")
    assert game.state.seats[1].character == "imp"
    to_night(game, 3)
    d = advance(game, [("preacher", 3)], until="imp")
    assert d is not None and d.chooser == 1
    advance(game, [("imp", 6)], until="talk")
    assert not game.state.seats[6].alive
