"""Exorcist: "Each night*, choose a player (different to last night): the Demon, if chosen, learns
who you are then doesn't wake tonight." (almanac, Darkest Before Dawn).

From night 2 the Exorcist picks any player except last night's pick. A chosen Demon is told
who the Exorcist is and does not wake to use its ability tonight; its other abilities still
work (the Pukka's earlier victim dies, the Shabaloth may regurgitate). Minions are not
affected. A drunk or poisoned Exorcist's pick does nothing.
"""

from clocktower.decisions import DecisionKind
from clocktower.state import POISONED, Effect
from clocktower.testing import advance, is_alive, last_learned, learned, seated, to_day, to_night
from clocktower.testing import execution_plan as _execute
from clocktower.testing import steps_until as _steps_until_day

# Seats: 0 Imp, 1 Assassin, 2 Exorcist, 3 Soldier, 4 Chambermaid, 5 Minstrel, 6 Ravenkeeper
SEATING = ["imp", "assassin", "exorcist", "soldier", "chambermaid", "minstrel", "ravenkeeper"]


def test_does_not_wake_on_the_first_night() -> None:
    game = seated(SEATING)
    assert "exorcist" not in _steps_until_day(game)


def test_options_any_player_but_not_last_nights() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    d = advance(game, until="exorcist")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 2 and d.count is None
    assert d.options == (0, 1, 2, 3, 4, 5, 6)
    game.answer(5)
    d = advance(game, [("imp", 3)], until="exorcist")  # night 3
    assert game.state.night == 3 and d.options == (0, 1, 2, 3, 4, 6)
    game.answer(4)
    d = advance(game, [("imp", 3)], until="exorcist")  # night 4: last night was the Chambermaid
    assert game.state.night == 4 and d.options == (0, 1, 2, 3, 5, 6)


def test_dead_players_may_be_chosen() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    game.state.seats[5].alive = False
    to_night(game, 2)
    d = advance(game, until="exorcist")
    assert 5 in d.options


def test_chosen_demon_learns_the_exorcist_and_does_not_wake() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    steps = _steps_until_day(game, [("exorcist", 0), ("chambermaid", (0, 3))])
    assert "imp" not in steps
    assert all(is_alive(game, s) for s in range(7))
    assert last_learned(game, 0) == 2  # the Imp is shown the Exorcist's player
    # Being woken to learn this is not waking "due to their ability": the Chambermaid sees 0.
    assert last_learned(game, 4) == 0


def test_choosing_anyone_else_lets_the_demon_act() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    advance(game, [("exorcist", 1), ("imp", 5)], until="talk")
    assert not is_alive(game, 5)
    assert learned(game, 0) == [] and learned(game, 1) == []


def test_minions_are_not_stopped() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    advance(game, [("exorcist", 1), ("imp", 3), ("assassin", 5)], until="talk")
    assert not is_alive(game, 5)


def test_drunk_believing_exorcist_does_not_stop_the_demon() -> None:
    seating = ["imp", "assassin", ("drunk", "exorcist"), "soldier", "chambermaid", "minstrel", "ravenkeeper"]
    game = seated(seating)
    to_night(game, 2)
    d = advance(game, until="exorcist")
    assert d.chooser == 2
    advance(game, [("exorcist", 0), ("imp", 5)], until="talk")
    assert not is_alive(game, 5)
    assert learned(game, 0) == []


def test_poisoned_exorcist_does_not_stop_the_demon() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    game.state.effects.append(Effect(POISONED, 2, None, None, ("dawn", 2), needs_source=False))
    advance(game, [("exorcist", 0), ("imp", 5)], until="talk")
    assert not is_alive(game, 5) and learned(game, 0) == []


def test_dead_exorcist_does_not_wake() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    game.state.seats[2].alive = False
    to_night(game, 2)
    assert "exorcist" not in _steps_until_day(game, [("imp", 3)])


def test_pukka_chosen_still_kills_its_earlier_victim() -> None:
    """Almanac: the Pukka's earlier victim still dies; the Pukka just makes no new pick."""
    seating = ["pukka", "assassin", "exorcist", "soldier", "chambermaid", "minstrel", "ravenkeeper"]
    game = seated(seating)
    to_night(game, 2, [("pukka", 5)])
    steps = _steps_until_day(game, [("exorcist", 0)])
    assert "pukka" not in steps
    assert not is_alive(game, 5)
    assert [(d.seat, d.harm.source_character) for d in game.state.deaths] == [(5, "pukka")]
    assert not any(e.kind == POISONED for e in game.state.effects)  # nobody new is poisoned
    assert last_learned(game, 0) == 2


def test_shabaloth_chosen_may_still_regurgitate() -> None:
    seating = ["shabaloth", "assassin", "exorcist", "soldier", "chambermaid", "minstrel", "ravenkeeper"]
    game = seated(seating)
    to_night(game, 2)
    advance(game, [("exorcist", 1), ("shabaloth", (5, 4))], until="talk")
    assert not is_alive(game, 5) and not is_alive(game, 4)
    to_night(game, 3)
    d = advance(game, [("exorcist", 0)], until="shabaloth.regurgitate")
    assert d.options == (None, 5, 4)
    steps = _steps_until_day(game, [("shabaloth.regurgitate", 5)])
    assert "shabaloth" not in steps
    assert is_alive(game, 5)


# --------------------------------------------------------------------- rulings
def test_exorcist_po_charge_preserved() -> None:
    """Ruling exorcist-po-charge-preserved: a night the Exorcist stops the Po is not a night the
    Po "chose no one"; its earlier choice of no one still charges three kills."""
    seating = ["po", "assassin", "exorcist", "soldier", "chambermaid", "minstrel", "ravenkeeper"]
    game = seated(seating)
    to_night(game, 2)
    d = advance(game, [("exorcist", 3)], until="po")
    assert d.count is None and None in d.options  # a normal night: one player or no one
    game.answer(None)
    to_night(game, 3)
    steps = _steps_until_day(game, [("exorcist", 0)])
    assert "po" not in steps and "assassin" in steps
    assert all(is_alive(game, s) for s in range(7))
    assert last_learned(game, 0) == 2
    to_night(game, 4)
    d = advance(game, until="exorcist")
    assert 0 not in d.options  # the Po was last night's pick
    game.answer(1)  # the Assassin: a Minion is not stopped
    d = advance(game, until="po")
    assert d.count == (3, 3) and None not in d.options
    game.answer((4, 5, 6))
    d = advance(game, until="assassin")
    assert d.options[-1] is None and 3 in d.options
    advance(game, until="talk")
    assert [d.seat for d in game.state.deaths] == [4, 5, 6]


def test_shabaloth_regurgitate_restores_ability() -> None:
    """Ruling shabaloth-regurgitate-restores-ability: the regurgitated Exorcist is alive with its
    ability, but its place in the night order has passed, so it acts from the next night."""
    seating = ["shabaloth", "assassin", "exorcist", "courtier", "soldier", "chambermaid", "minstrel"]
    game = seated(seating)
    to_day(game, 1)
    advance(game, _execute(game, 0, 2), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 2)
    steps = _steps_until_day(game, [("shabaloth", (3, 2))])
    assert "exorcist" not in steps
    assert not is_alive(game, 3)  # the Courtier dies; the Exorcist was already dead
    dawn2 = [e for e in game.view(0).events if e.kind == "dawn"][-1]
    assert dawn2.data["died"] == [3]
    to_night(game, 3)
    d = advance(game, until="shabaloth.regurgitate")
    assert d.options == (None, 3, 2)
    steps = _steps_until_day(game, [("shabaloth.regurgitate", 2), ("shabaloth", (6, 4))])
    assert "exorcist" not in steps  # its place (before the Demon's) has passed tonight
    assert is_alive(game, 2) and not is_alive(game, 6) and is_alive(game, 4)
    dawn3 = [e for e in game.view(2).events if e.kind == "dawn"][-1]
    assert dawn3.public and dawn3.data == {"died": [6], "alive_again": [2]}
    assert dawn3.text.index("died") < dawn3.text.index("alive again")
    assert "Shabaloth" not in dawn3.text
    to_night(game, 4)
    d = advance(game, until="exorcist")
    assert d.chooser == 2 and d.options == tuple(range(7))
