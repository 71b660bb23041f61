"""High Priestess: "Each night, learn which player the Storyteller believes you should talk
to most." (almanac, High Priestess). Whom is the Storyteller's judgement: every other player
is legal every night, whatever the High Priestess's state."""

from typing import Any

from clocktower.testing import advance, learned, make_drunk, to_day, to_night

from .carousel_helpers import game_of

# Seats: 0 Imp, 1 High Priestess, 2 Chef, 3 Baron, 4 Drunk (believes Empath), 5 Saint.
SEATING: list[Any] = ["imp", "highpriestess", "chef", "baron", ("drunk", "empath"), "saint"]
HP = 1
OTHERS = (0, 2, 3, 4, 5)


def test_healthy_is_shown_any_other_player_each_night() -> None:
    game = game_of(SEATING)
    d = advance(game, until=("inform", "highpriestess"))
    assert d.subject == HP and d.options == OTHERS and d.truth == OTHERS and d.why == ""
    game.answer(2)
    assert [e.text for e in learned(game, HP)] == ["The Storyteller believes you should talk to Carol most."]


def test_example_shown_a_different_player_each_night() -> None:
    """Almanac: the Chef on night 1, an evil player on night 2, the Drunk on night 3."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[(("inform", "highpriestess"), 2)])
    to_day(game, 2, plan=[("imp", 5), (("inform", "highpriestess"), 3)])
    to_day(game, 3, plan=[("imp", 0), (("inform", "highpriestess"), 4)])
    assert [e.data["value"] for e in learned(game, HP)] == [2, 3, 4]


def test_example_the_same_player_night_after_night() -> None:
    """Almanac: the Saint, three nights in a row."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[(("inform", "highpriestess"), 5)])
    to_day(game, 2, plan=[("imp", 2), (("inform", "highpriestess"), 5)])
    to_night(game, 3)
    d = advance(game, [("imp", 3)], until=("inform", "highpriestess"))
    assert 5 in d.options and 2 in d.options  # a dead player may be shown too
    game.answer(5)
    assert [e.data["value"] for e in learned(game, HP)] == [5, 5, 5]


def test_drunk_poisoned_or_believed_have_the_same_choices() -> None:
    for game in (game_of(SEATING, poisoned=[HP]), game_of(SEATING, drunk=[HP])):
        d = advance(game, until=("inform", "highpriestess"))
        assert d.options == OTHERS and d.truth == OTHERS
    seating = list(SEATING)
    seating[HP] = ("drunk", "highpriestess")
    seating[4] = "empath"
    game = game_of(seating)
    d = advance(game, until=("inform", "highpriestess"))
    assert d.options == OTHERS and "Drunk" in d.why


def test_drunk_says_why() -> None:
    game = game_of(SEATING)
    make_drunk(game, HP)
    d = advance(game, until=("inform", "highpriestess"))
    assert "drunk" in d.why and d.options == OTHERS


def test_dead_high_priestess_does_not_wake() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    to_day(game, 2, plan=[("imp", HP)])
    assert [d.step for d in game.decisions].count("highpriestess") == 1
    assert len(learned(game, HP)) == 1


def test_registration_is_never_asked() -> None:
    # A Recluse and a Spy among the players: the High Priestess asks nobody's registration.
    game = game_of(["imp", "highpriestess", "recluse", "spy", "chef"])
    start = len(game.decisions)
    d = advance(game, until=("inform", "highpriestess"))
    assert not [x for x in game.decisions[start:] if x.step.startswith("register") and "High Priestess" in x.prompt]
    assert d.options == (0, 2, 3, 4)


def test_vortox_leaves_every_player_legal() -> None:
    game = game_of(["vortox", "highpriestess", "chef", "baron", "saint"])
    d = advance(game, until=("inform", "highpriestess"))
    assert d.options == (0, 2, 3, 4)
