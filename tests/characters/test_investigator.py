"""Investigator: "You start knowing that 1 of 2 players is a particular Minion." (almanac).

Two other players and a Minion, one of them registering as it. The Recluse may register as
any Minion of the script; the Spy as a Townsfolk or Outsider instead of a Minion. Drunk or
poisoned: any pair and any Minion of the script.
"""

import itertools

from clocktower.testing import advance, learned

from .tb_helpers import TB_TEST, game_of

INV = 0
MINIONS = TB_TEST.characters_of("minion")


def _all(others):
    return {(a, b, c) for a, b in itertools.combinations(others, 2) for c in MINIONS}


def _with(others, seat, character):
    return {(a, b, character) for a, b in itertools.combinations(others, 2) if seat in (a, b)}


def test_almanac_baron_or_mayor_is_the_baron() -> None:
    """Almanac: Amy is the Baron, Julian the Mayor: either Amy or Julian is the Baron."""
    game = game_of(["investigator", "baron", "mayor", "imp", "chef"])
    d = advance(game, until=("inform", "investigator"))
    assert set(d.options) == _with([1, 2, 3, 4], 1, "baron") == set(d.truth) and d.why == ""
    game.answer((1, 2, "baron"))
    [event] = learned(game, INV)
    assert event.text == "One of Bob and Carol is the Baron."
    assert {(r.token, r.target) for r in game.state.reminders} >= {("Minion", 1), ("Wrong", 2)}


def test_almanac_spy_or_poisoner_is_the_spy() -> None:
    """Almanac: Angelus is the Spy, Lewis the Poisoner: either of them is the Spy."""
    seating = ["investigator", "spy", "poisoner", "imp", "chef", "empath", "monk"]
    game = game_of(seating)
    d = advance(game, [("poisoner", 3)], until="register.spy")
    assert d.prompt == "What does Bob register as (character) to the Investigator?" and d.truth == ("spy",)
    game.answer("spy")
    d = advance(game, until=("inform", "investigator"))
    others = [1, 2, 3, 4, 5, 6]
    assert set(d.options) == _with(others, 1, "spy") | _with(others, 2, "poisoner")
    game.answer((1, 2, "spy"))
    assert learned(game, INV)[-1].text == "One of Bob and Carol is the Spy."


def test_almanac_recluse_registering_as_the_poisoner() -> None:
    """Almanac: Brianna is the Recluse, Marianna the Imp: either is the Poisoner (the Recluse
    registers as a Minion, the Poisoner)."""
    seating = ["investigator", "recluse", "imp", "baron", "chef"]
    game = game_of(seating)
    d = advance(game, until="register.recluse")
    assert d.truth == ("recluse",) and set(MINIONS) <= set(d.options)
    game.answer("poisoner")
    d = advance(game, until=("inform", "investigator"))
    others = [1, 2, 3, 4]
    assert set(d.options) == _with(others, 1, "poisoner") | _with(others, 3, "baron")
    game.answer((1, 2, "poisoner"))
    assert learned(game, INV)[-1].text == "One of Bob and Carol is the Poisoner."


def test_spy_registering_as_good_leaves_no_minion() -> None:
    """Our ruling: nobody registers as a Minion, so any value is legal."""
    game = game_of(["investigator", "spy", "imp", "chef", "empath"])
    d = advance(game, [("register.spy", "chef")], until=("inform", "investigator"))
    assert set(d.options) == _all([1, 2, 3, 4])


def test_drunk_or_poisoned_may_learn_any_pair_and_minion() -> None:
    seating = ["investigator", "baron", "mayor", "imp", "chef"]
    for game, why in ((game_of(seating, drunk=[INV]), "drunk"), (game_of(seating, poisoned=[INV]), "poisoned")):
        d = advance(game, until=("inform", "investigator"))
        assert set(d.options) == _all([1, 2, 3, 4]) and why in d.why
        assert set(d.truth) == _with([1, 2, 3, 4], 1, "baron")


def test_the_drunk_believing_it_is_the_investigator() -> None:
    game = game_of([("drunk", "investigator"), "baron", "mayor", "imp", "chef"])
    d = advance(game, until=("inform", "investigator"))
    assert set(d.options) == _all([1, 2, 3, 4]) and d.why == "is really the Drunk"
    game.answer((2, 4, "spy"))
    assert learned(game, INV)[-1].text == "One of Carol and Eve is the Spy."
