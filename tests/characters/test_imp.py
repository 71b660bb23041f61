"""Imp: "Each night*, choose a player: they die. If you kill yourself this way, a Minion
becomes the Imp." (almanac, Darkest Before Dawn).

From night 2 the Imp chooses any player (alive or dead) to kill. If it kills itself, the
Storyteller turns an alive Minion into the Imp (woken and told); the new Imp does not act
again that night. With no alive Minion, the Imp's death ends the game.
"""

from typing import Any

from clocktower import rules
from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.state import DRUNK, EVIL, GOOD, POISONED, SAFE, Effect
from clocktower.testing import advance, is_alive, learned, seated, to_day, to_night

# Seats: 0 Imp, 1 Assassin, 2 Godfather, 3 Mastermind, 4 Chambermaid, 5 Soldier,
# 6 Professor, 7 Minstrel, 8 Marionette (believes the Ravenkeeper; neighbours the Imp)
SEATING = ["imp", "assassin", "godfather", "mastermind", "chambermaid", "soldier", "professor", "minstrel",
           ("marionette", "ravenkeeper")]


def steps_until_day(game: Any, plan: list[Any] = ()) -> list[str]:
    """Run to the next day's talk; return the steps of the unplanned decisions met."""
    seen: list[str] = []
    advance(game, plan, until=lambda d: seen.append(d.step) or d.step == "talk")
    return seen


def test_does_not_act_on_the_first_night() -> None:
    game = seated(SEATING)
    assert "imp" not in steps_until_day(game)
    assert game.state.day == 1 and not game.state.deaths


def test_options_any_player_and_the_kill() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    d = advance(game, until="imp")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 0
    assert d.options == tuple(range(9)) and d.count is None  # no "no one"
    game.answer(4)
    assert not is_alive(game, 4)
    to_day(game, 2)
    dawn = [e for e in game.view(7).events if e.kind == "dawn"][-1]
    assert dawn.data["died"] == [4] and "Imp" not in dawn.text


def test_may_choose_a_dead_player() -> None:
    game = seated(SEATING)
    game.state.seats[6].alive = False
    to_night(game, 2)
    d = advance(game, until="imp")
    assert 6 in d.options
    game.answer(6)
    to_day(game, 2)
    assert [d.seat for d in game.state.deaths] == []


def test_soldier_is_safe() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    to_day(game, 2, [("imp", 5)])
    assert is_alive(game, 5) and not game.state.deaths


def test_drunk_imp_kills_nobody() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    game.state.effects.append(Effect(DRUNK, 0, None, None, None, needs_source=False))
    to_day(game, 2, [("imp", 4)])
    assert is_alive(game, 4)


def test_poisoned_imp_kills_nobody_even_itself() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    game.state.effects.append(Effect(POISONED, 0, None, None, None, needs_source=False))
    seen = steps_until_day(game, [("imp", 0)])
    assert is_alive(game, 0) and "imp.starpass" not in seen
    assert game.state.seats[0].character == "imp"


def test_dead_imp_does_not_wake_on_the_mastermind_extra_night() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    to_night(game, 2, [(("nominate", 0), 0)] + [(("vote", v), True) for v in range(5)])
    assert not is_alive(game, 0) and not game.over
    assert "imp" not in steps_until_day(game)


def test_exorcised_imp_does_not_wake() -> None:
    game = seated(["imp", "assassin", "exorcist", "chambermaid", "soldier"])
    to_night(game, 2)
    seen = steps_until_day(game, [("exorcist", 0)])
    assert "imp" not in seen and not game.state.deaths
    told = [e for e in learned(game, 0) if e.data.get("what") == "exorcist"]
    assert [e.data["value"] for e in told] == [2]


# ------------------------------------------------------------------ star-pass
def test_imp_starpass_offers_exactly_the_alive_minions() -> None:
    """imp-starpass-must-go-to-scarlet-woman (adapted: no Scarlet Woman on this script): the
    Storyteller is offered exactly the alive Minions (the Marionette included, the dead
    Godfather not). The Imp's death is a night death announced at dawn; the new Imp is told,
    does not kill again tonight, and kills from the next night."""
    game = seated(SEATING)
    game.state.seats[2].alive = False
    to_night(game, 2)
    d = advance(game, [("imp", 0)], until="imp.starpass")
    assert d.kind == DecisionKind.STORYTELLER and d.chooser == STORYTELLER
    assert d.options == (1, 3, 8)
    game.answer(3)
    assert game.state.seats[3].character == "imp" and game.view(3).character == "imp"
    assert [e for e in game.view(3).events if e.kind == "character_changed"]
    assert not [e for e in game.view(1).events if e.kind == "character_changed"]
    assert "imp" not in steps_until_day(game)
    dawn = [e for e in game.view(4).events if e.kind == "dawn"][-1]
    assert dawn.data["died"] == [0] and not game.over
    to_night(game, 3)
    d = advance(game, until="imp")
    assert d.chooser == 3
    game.answer(4)
    assert not is_alive(game, 4)


def test_starpass_with_no_alive_minion_good_wins() -> None:
    game = seated(["imp", "assassin", "chambermaid", "soldier", "minstrel"])
    game.state.seats[1].alive = False
    to_night(game, 2)
    seen: list[str] = []
    advance(game, [("imp", 0)], until=lambda d: seen.append(d.step) and False)
    assert "imp.starpass" not in seen and game.winner == GOOD


def test_protected_imp_choosing_itself_survives_and_keeps_the_demon() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    game.state.effects.append(Effect(SAFE, 0, None, None, ("dawn", 2), needs_source=False))
    seen = steps_until_day(game, [("imp", 0)])
    assert is_alive(game, 0) and "imp.starpass" not in seen
    assert [s.character for s in game.state.seats if s.character == "imp"] == ["imp"]


def test_poisoner_starpass_ends_poison_adapted_assassin_loses_its_ability() -> None:
    """poisoner-starpass-ends-poison (adapted: no Poisoner on this script). A Minion that
    becomes the Imp has no Minion ability left: the Assassin (unused) does not wake as the
    Assassin later that night, nor afterwards."""
    game = seated(SEATING)
    to_night(game, 2)
    seen = steps_until_day(game, [("imp", 0), ("imp.starpass", 1)])
    assert game.state.seats[1].character == "imp"
    assert "assassin" not in seen
    to_night(game, 3)
    assert "assassin" not in steps_until_day(game, [("imp", 4)])


def test_poisoner_starpass_ends_poison_adapted_effect_of_the_old_minion_ends() -> None:
    """poisoner-starpass-ends-poison (adapted): an effect that lasts while its Minion's
    ability functions (as the Poisoner's poison does) stops when that Minion becomes the
    Imp, before a later ability in the same night looks at it: the Chambermaid, acting
    after the Demon, must get the truth."""
    game = seated(SEATING)
    to_night(game, 2)
    # Stand-in for a Poisoner's poison: sourced by the Godfather's ability.
    game.state.effects.append(Effect(POISONED, 4, 2, "godfather", None, needs_source=True))
    assert rules.is_poisoned(game.state, 4)
    d = advance(game, [("imp", 0), ("imp.starpass", 2), ("chambermaid", (5, 6))],
                until=("inform", "chambermaid"))
    assert not rules.is_poisoned(game.state, 4)
    assert d.options == d.truth == (1,) and not d.why  # the Professor woke; the Soldier did not


def test_starpass_to_the_mastermind_leaves_no_mastermind() -> None:
    """The Mastermind who became the Imp is no longer the Mastermind: executing the new Imp
    ends the game at once."""
    game = seated(SEATING)
    to_night(game, 2)
    to_day(game, 2, [("imp", 0), ("imp.starpass", 3)])
    advance(game, [(("nominate", 1), 3)] + [(("vote", v), True) for v in (1, 2, 3, 4, 5)], until=None)
    assert game.winner == GOOD and game.state.day == 2
    assert game.state.seats[3].alignment == EVIL
