"""Chambermaid: "Each night, choose 2 alive players (not yourself): you learn how many woke
tonight due to their ability." (almanac, Darkest Before Dawn)."""

from clocktower.decisions import DecisionKind
from clocktower.state import POISONED, Effect
from clocktower.testing import advance, last_learned, seated, to_night

# Seats: 0 Imp, 1 Assassin, 2 Drunk (believes Gambler), 3 Soldier, 4 Chambermaid, 5 Exorcist
SEATING = ["imp", "assassin", ("drunk", "gambler"), "soldier", "chambermaid", "exorcist"]


def test_options_are_alive_players_but_not_herself() -> None:
    game = seated(SEATING)
    d = advance(game, until="chambermaid")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 4
    assert d.options == (0, 1, 2, 3, 5) and d.count == (2, 2)


def test_healthy_learns_the_true_count_only() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    # Night 2: the Imp, the Assassin, the Drunk-Gambler and the Exorcist all wake.
    d = advance(game, [("exorcist", 3), ("imp", 3), ("assassin", None), ("gambler", 0), ("gambler", "imp"),
                       ("chambermaid", (0, 3))], until=("inform", "chambermaid"))
    assert d.options == (1,) and d.truth == (1,)  # the Imp woke, the Soldier did not
    game.answer(1)
    assert last_learned(game, 4) == 1


def test_drunk_player_who_woke_counts() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    d = advance(game, [("exorcist", 3), ("imp", 3), ("assassin", None), ("gambler", 0), ("gambler", "imp"),
                       ("chambermaid", (2, 5))], until=("inform", "chambermaid"))
    assert d.truth == (2,)


def test_poisoned_may_learn_any_count() -> None:
    game = seated(SEATING)
    game.state.effects.append(Effect(POISONED, 4, None, None, None, needs_source=False))
    d = advance(game, until=("inform", "chambermaid"))
    assert d.options == (0, 1, 2) and "poisoned" in d.why


def test_dead_chambermaid_does_not_wake() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    game.state.seats[4].alive = False
    d = advance(game, until=lambda d: d.step == "chambermaid" or game.state.day == 2)
    assert d is not None and d.step != "chambermaid"
