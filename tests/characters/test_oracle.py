"""Oracle: "Each night*, you learn how many dead players are evil." (almanac, Seed 002).

From night 2, after the Demon, the Oracle learns how many of the players dead at that moment
register as evil (a dead Recluse may). Drunk or poisoned: any number from 0 to the number of
dead players, except under the Vortox, which makes it false even then (ruling
vortox-poisoned-townsfolk-still-false).
"""

from clocktower.testing import advance, is_alive, last_learned, learned, seated, to_day, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Oracle, 3 Recluse, 4 Chef, 5 Steward, 6 Knight
SEATING = ["imp", "poisoner", "oracle", "recluse", "chef", "steward", "knight"]
ORACLE = 2


def test_does_not_wake_on_the_first_night() -> None:
    game = seated(SEATING, script="seed-002")
    to_day(game, 1)
    assert not [d for d in game.decisions if d.step == "oracle"]


def test_counts_tonights_dead_too() -> None:
    game = seated(SEATING, script="seed-002")
    to_day(game, 1, [("poisoner", 6)])
    votes = [(("vote", s), True) for s in (2, 3, 4, 5)]
    d = advance(game, [(("nominate", 0), 1), *votes, ("imp", 6)], until=("inform", "oracle"))
    assert not is_alive(game, 1) and not is_alive(game, 6)
    assert d.options == (1,) and d.truth == (1,)  # the Poisoner; the Knight is good
    game.answer(1)
    assert last_learned(game, ORACLE) == 1
    assert learned(game, ORACLE)[-1].text == "1 dead player is evil."


def test_dead_recluse_may_register_as_evil() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 6)])
    d = advance(game, [("poisoner", 6), ("imp", 3)],
                until=lambda d: d.step == "register.recluse" and "Oracle" in d.prompt)
    assert not is_alive(game, 3) and d.options == ("good", "evil")
    game.answer("evil")
    d = advance(game, until=("inform", "oracle"))
    assert d.options == (1,)


def test_poisoned_oracle_may_learn_up_to_the_number_dead() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 6)])
    d = advance(game, [("poisoner", ORACLE), ("imp", 6)], until=("inform", "oracle"))
    assert d.options == (0, 1) and d.truth == (0,) and "poisoned" in d.why


def test_drunk_oracle_may_learn_up_to_the_number_dead() -> None:
    game = seated(["imp", "poisoner", ("drunk", "oracle"), "chef", "steward"], script="seed-002")
    to_night(game, 2, [("poisoner", 4)])
    d = advance(game, [("poisoner", 4), ("imp", 3)], until=("inform", "oracle"))
    assert d.options == (0, 1) and "Drunk" in d.why


def test_dead_oracle_does_not_wake() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 6)])
    advance(game, [("poisoner", 6), ("imp", ORACLE)], until=lambda d: game.state.day == 2)
    assert not [d for d in game.decisions if d.step == "oracle"]


def test_poisoner_starpass_ends_poison() -> None:
    # The Poisoner poisons the Oracle; the Imp kills itself and the Poisoner becomes the Imp:
    # no Poisoner ability is left, so the Oracle is healthy again at its place.
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 6)])
    d = advance(game, [("poisoner", ORACLE), ("imp", 0), ("imp.starpass", 1)], until=("inform", "oracle"))
    assert game.state.seats[1].character == "imp"
    assert d.options == (1,) and d.why == ""


def test_vortox_poisoned_townsfolk_still_false() -> None:
    seating = ["vortox", "poisoner", "oracle", "baron", "chef", "steward", "knight"]
    game = seated(seating, script="seed-002")
    to_day(game, 1, [("poisoner", 6)])
    votes = [(("vote", s), True) for s in (2, 4, 5, 6)]
    d = advance(game, [(("nominate", 0), 3), *votes, ("poisoner", ORACLE), ("vortox", 4)], until=("inform", "oracle"))
    assert not is_alive(game, 3) and not is_alive(game, 4)
    # Dead: the Baron (evil) and the Chef. Poisoned, but the Vortox still forces a false number.
    assert d.truth == (1,) and d.options == (0, 2) and "Vortox" in d.why
