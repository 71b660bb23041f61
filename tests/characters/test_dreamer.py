"""Dreamer: "Each night, choose a player (not yourself or Travellers): you learn 1 good & 1 evil character,
1 of which is correct." (almanac, Seed 002).

The Dreamer is shown a (good, evil) pair of script characters, exactly one of which is the
chosen player's character: their true character decides which half (ruling
dreamer-on-marionette-and-lunatic). The other half is any character of the other kind, in
play or not. A Recluse may register as a Minion or Demon. Drunk or poisoned: any pair. Under
the Vortox neither half is correct (ruling vortox-dreamer-on-vortox).
"""

from clocktower.decisions import DecisionKind
from clocktower.testing import advance, last_learned, learned, seated, to_night

GOOD = ("steward", "knight", "chef", "general", "cultleader", "dreamer", "fortuneteller", "oracle", "savant",
        "nightwatchman", "slayer", "seamstress", "poppygrower", "recluse", "klutz", "drunk", "lunatic")
EVIL = ("baron", "poisoner", "scarletwoman", "marionette", "imp", "vortox", "legion", "riot")

# Seats: 0 Imp, 1 Poisoner, 2 Dreamer, 3 Recluse, 4 Chef, 5 Drunk (believes Oracle)
SEATING = ["imp", "poisoner", "dreamer", "recluse", "chef", ("drunk", "oracle")]
DREAMER = 2


def dream(game, target, plan=()):
    return advance(game, [("poisoner", 4), *plan, ("dreamer", target)], until=("inform", "dreamer"))


def test_cannot_choose_themself() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, [("poisoner", 4)], until="dreamer")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.options == (0, 1, 3, 4, 5)


def test_townsfolk_shows_itself_and_any_evil_character() -> None:
    game = seated(SEATING, script="seed-002")
    d = dream(game, 4)
    assert d.options == tuple(("chef", e) for e in EVIL) and d.truth == d.options
    game.answer(("chef", "vortox"))  # an evil character not in play is fine
    assert last_learned(game, DREAMER) == ("chef", "vortox")
    assert learned(game, DREAMER)[-1].text == "Eve is the Chef or the Vortox."


def test_demon_shows_itself_and_any_good_character() -> None:
    game = seated(SEATING, script="seed-002")
    d = dream(game, 0)
    assert d.options == tuple((g, "imp") for g in GOOD)
    assert ("chef", "imp") in d.options  # a good character in play is fine too


def test_the_drunk_shows_as_the_drunk() -> None:
    game = seated(SEATING, script="seed-002")
    d = dream(game, 5)
    assert d.options == tuple(("drunk", e) for e in EVIL)


def test_recluse_may_register_as_an_evil_character() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, [("poisoner", 4), ("dreamer", 3)], until="register.recluse")
    assert d.options == ("recluse", "baron", "imp", "legion", "marionette", "poisoner", "riot", "scarletwoman",
                         "vortox")
    game.answer("poisoner")
    d = advance(game, until=("inform", "dreamer"))
    assert d.options == tuple((g, "poisoner") for g in GOOD)


def test_dreamer_on_marionette_and_lunatic() -> None:
    # The Marionette believes it is the Savant; the Lunatic believes it is the Imp.
    seating = ["imp", ("marionette", "savant"), "dreamer", ("lunatic", "imp"), "chef", "oracle", "steward"]
    game = seated(seating, script="seed-002")
    to_night(game, 2)
    d = advance(game, [(("imp", 0), 6), ("dreamer", 1)], until=("inform", "dreamer"))
    assert d.options == tuple((g, "marionette") for g in GOOD) and ("savant", "marionette") in d.options
    to_night(game, 3)
    d = advance(game, [(("imp", 0), 5), ("dreamer", 3)], until=("inform", "dreamer"))
    assert d.options == tuple(("lunatic", e) for e in EVIL) and ("lunatic", "imp") in d.options


def test_poisoned_dreamer_may_learn_any_pair() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, [("poisoner", DREAMER), ("dreamer", 4)], until=("inform", "dreamer"))
    assert len(d.options) == len(GOOD) * len(EVIL) and ("steward", "baron") in d.options
    assert "poisoned" in d.why and d.truth == tuple(("chef", e) for e in EVIL)


def test_drunk_dreamer_may_learn_any_pair() -> None:
    game = seated(["imp", "poisoner", ("drunk", "dreamer"), "chef", "oracle"], script="seed-002")
    d = advance(game, [("poisoner", 4), ("dreamer", 3)], until=("inform", "dreamer"))
    assert len(d.options) == len(GOOD) * len(EVIL) and "Drunk" in d.why


def test_dead_dreamer_does_not_wake() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 4)])
    mark = len(game.decisions)
    game.state.seats[DREAMER].alive = False
    advance(game, [("poisoner", 4), ("imp", 4)], until=lambda d: game.state.day == 2)
    assert not [d for d in game.decisions[mark:] if d.step == "dreamer"]


def test_vortox_dreamer_on_vortox() -> None:
    game = seated(["vortox", "poisoner", "dreamer", "chef", "oracle"], script="seed-002")
    d = dream(game, 0)
    assert "Vortox" in d.why
    assert ("oracle", "imp") in d.options
    assert not any("vortox" in pair for pair in d.options)  # showing the Vortox token is illegal
