"""Steward: "You start knowing 1 good player." (almanac, Seed 002).

On the first night the Steward is shown one other player who registers as good (a player,
not a character). A drunk or poisoned Steward may be shown anyone; a Recluse may register as
evil and then is not a legal good player. The Cult Leader turns later in the night, so on the
first night it is still good for the Steward (clocktower.fyi, Cult Leader interactions).
"""

from clocktower.decisions import DecisionKind
from clocktower.state import POISONED, Effect
from clocktower.testing import advance, last_learned, learned, seated, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Steward, 3 Recluse, 4 Chef, 5 Drunk (believes Knight), 6 Oracle
SEATING = ["imp", "poisoner", "steward", "recluse", "chef", ("drunk", "knight"), "oracle"]
STEWARD = 2


def to_steward(d):
    """A Recluse registration asked for the Steward's ability (the Chef asks one earlier)."""
    return d.step == "register.recluse" and "Steward" in d.prompt


def test_healthy_is_shown_a_good_player_only() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, [(to_steward, "good")], until=("inform", "steward"))
    assert d.kind == DecisionKind.INFORM and d.subject == STEWARD
    assert d.options == (3, 4, 5, 6) and d.truth == (3, 4, 5, 6)  # not the Steward, not evil
    game.answer(5)
    assert last_learned(game, STEWARD) == 5
    assert learned(game, STEWARD)[-1].text == "Frank is good."
    assert game.state.reminders[-1].token == "Know" and game.state.reminders[-1].target == 5


def test_recluse_registering_evil_is_not_a_good_player() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, until=to_steward)
    assert d.kind == DecisionKind.STORYTELLER and d.options == ("good", "evil") and d.truth == ("good",)
    d = advance(game, [(to_steward, "evil")], until=("inform", "steward"))
    assert d.options == (4, 5, 6)


def test_poisoned_may_be_shown_anyone_else() -> None:
    game = seated(SEATING, script="seed-002")
    game.state.effects.append(Effect(POISONED, STEWARD, None, None, None, needs_source=False))
    d = advance(game, [(to_steward, "good")], until=("inform", "steward"))
    assert d.options == (0, 1, 3, 4, 5, 6) and "poisoned" in d.why
    assert d.truth == (3, 4, 5, 6)
    game.answer(0)
    assert last_learned(game, STEWARD) == 0


def test_drunk_steward_may_be_shown_anyone_else() -> None:
    game = seated(["imp", "poisoner", ("drunk", "steward"), "chef", "oracle"], script="seed-002")
    d = advance(game, until=("inform", "steward"))
    assert d.subject == 2 and d.options == (0, 1, 3, 4) and "Drunk" in d.why


def test_dead_steward_learns_nothing_and_nothing_on_later_nights() -> None:
    game = seated(SEATING, script="seed-002")
    game.state.seats[STEWARD].alive = False
    to_night(game, 2)
    assert not [d for d in game.decisions if d.step == "steward"]
    game = seated(SEATING, script="seed-002")
    advance(game, until=lambda d: game.state.night == 3)
    assert len([d for d in game.decisions if d.step == "steward"]) == 1


def test_cult_leader_is_still_good_when_the_steward_wakes() -> None:
    # The Cult Leader (between two evil players) turns evil at its own, later, place.
    game = seated(["imp", "cultleader", "poisoner", "steward", "chef"], script="seed-002")
    d = advance(game, until=("inform", "steward"))
    assert d.truth == (1, 4)
    game.answer(1)
    to_night(game, 2)
    assert game.state.seats[1].alignment == "evil"


def test_legion_game_whose_other_good_player_registers_evil_shows_the_steward_itself() -> None:
    """Ruling (our reading, steward.py): "1 good player" does not exclude the Steward; when no
    other player can truly be shown, the Steward (good) is shown itself."""
    game = seated(["legion", "legion", "steward", "legion", "recluse"], script="seed-002")
    d = advance(game, [(to_steward, "evil")], until=("inform", "steward"))
    assert d.options == (STEWARD,)


def test_vortox_steward_is_shown_an_evil_player() -> None:
    game = seated(["vortox", "poisoner", "steward", "chef", "oracle"], script="seed-002")
    d = advance(game, [("poisoner", 4)], until=("inform", "steward"))
    assert d.options == (0, 1) and "Vortox" in d.why
