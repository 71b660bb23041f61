"""Librarian: "You start knowing that 1 of 2 players is a particular Outsider. (Or that zero
are in play.)" (almanac).

Two other players and an Outsider, one of them registering as it (the true character: the
Drunk as the Drunk), or 0 when nobody registers as an Outsider (and only then). The Spy may
register as an Outsider; the Recluse as a Minion or Demon instead. Drunk or poisoned: any
pair and any Outsider of the script, or 0.
"""

import itertools

from clocktower.testing import advance, learned

from .tb_helpers import TB_TEST, game_of

LIB = 0
OUTSIDERS = TB_TEST.characters_of("outsider")


def _all(others):
    return {0} | {(a, b, c) for a, b in itertools.combinations(others, 2) for c in OUTSIDERS}


def _with(others, seat, character):
    return {(a, b, character) for a, b in itertools.combinations(others, 2) if seat in (a, b)}


# Seats: 0 Librarian, 1 Saint (Benjamin), 2 Baron (Filip), 3 Imp, 4 Chef.
SEATING = ["librarian", "saint", "baron", "imp", "chef"]


def test_almanac_saint_or_baron_is_the_saint() -> None:
    """Almanac: Benjamin is the Saint, Filip the Baron: either of them is the Saint."""
    game = game_of(SEATING)
    d = advance(game, until=("inform", "librarian"))
    assert d.why == "" and set(d.options) == _with([1, 2, 3, 4], 1, "saint") == set(d.truth)
    assert 0 not in d.options
    game.answer((1, 2, "saint"))
    [event] = learned(game, LIB)
    assert event.text == "One of Bob and Carol is the Saint."
    assert event.data["value"] == (1, 2, "saint")
    assert {(r.token, r.target) for r in game.state.reminders} >= {("Outsider", 1), ("Wrong", 2)}


def test_almanac_no_outsiders_learns_zero() -> None:
    """Almanac: there are no Outsiders in this game; the Librarian learns a 0."""
    game = game_of(["librarian", "chef", "baron", "imp", "empath"])
    d = advance(game, until=("inform", "librarian"))
    assert d.options == (0,) and d.truth == (0,)
    game.answer(0)
    assert learned(game, LIB)[-1].text == "There are no Outsiders in play."
    assert not [r for r in game.state.reminders if r.character == "librarian"]


def test_almanac_the_drunk_is_shown_as_the_drunk() -> None:
    """Almanac: Abdallah is the Drunk who thinks he is the Monk, Douglas the Undertaker:
    either Abdallah or Douglas is the Drunk (the true character)."""
    game = game_of(["librarian", ("drunk", "monk"), "undertaker", "imp", "baron"])
    d = advance(game, until=("inform", "librarian"))
    assert (1, 2, "drunk") in d.options and (1, 2, "monk") not in d.options
    assert set(d.options) == _with([1, 2, 3, 4], 1, "drunk")
    game.answer((1, 2, "drunk"))
    assert learned(game, LIB)[-1].text == "One of Bob and Carol is the Drunk."


def test_drunk_librarian_may_learn_any_pair_or_zero() -> None:
    game = game_of(SEATING, drunk=[LIB])
    d = advance(game, until=("inform", "librarian"))
    assert set(d.options) == _all([1, 2, 3, 4]) and "drunk" in d.why
    assert set(d.truth) == _with([1, 2, 3, 4], 1, "saint")
    game.answer(0)
    assert learned(game, LIB)[-1].text == "There are no Outsiders in play."


def test_drunk_librarian_without_outsiders_may_learn_a_pair() -> None:
    game = game_of(["librarian", "chef", "baron", "imp", "empath"], drunk=[LIB])
    d = advance(game, until=("inform", "librarian"))
    assert d.truth == (0,) and set(d.options) == _all([1, 2, 3, 4])
    game.answer((2, 3, "recluse"))
    assert learned(game, LIB)[-1].text == "One of Carol and Dave is the Recluse."


def test_poisoned_librarian_may_learn_anything() -> None:
    game = game_of(SEATING, poisoned=[LIB])
    d = advance(game, until=("inform", "librarian"))
    assert set(d.options) == _all([1, 2, 3, 4]) and "poisoned" in d.why


def test_the_drunk_believing_it_is_the_librarian() -> None:
    game = game_of([("drunk", "librarian"), "chef", "baron", "imp", "empath"])
    d = advance(game, until=("inform", "librarian"))
    assert set(d.options) == _all([1, 2, 3, 4]) and d.truth == (0,) and d.why == "is really the Drunk"


def test_spy_may_register_as_an_outsider_when_none_is_in_play() -> None:
    seating = ["librarian", "spy", "chef", "imp", "empath"]
    game = game_of(seating)
    d = advance(game, until="register.spy")
    assert d.prompt == "What does Bob register as (character) to the Librarian?"
    assert set(OUTSIDERS) <= set(d.options) and d.truth == ("spy",)
    game.answer("saint")
    d = advance(game, until=("inform", "librarian"))
    assert set(d.options) == _with([1, 2, 3, 4], 1, "saint") and 0 not in d.options
    game = game_of(seating)
    d = advance(game, [("register.spy", "spy")], until=("inform", "librarian"))
    assert d.options == (0,)


def test_recluse_registering_as_a_minion_leaves_zero_outsiders() -> None:
    seating = ["librarian", "recluse", "chef", "imp", "empath"]
    game = game_of(seating)
    d = advance(game, until="register.recluse")
    assert d.truth == ("recluse",) and "poisoner" in d.options and "imp" in d.options
    game.answer("poisoner")
    d = advance(game, until=("inform", "librarian"))
    assert d.options == (0,)
    game = game_of(seating)
    d = advance(game, [("register.recluse", "recluse")], until=("inform", "librarian"))
    assert set(d.options) == _with([1, 2, 3, 4], 1, "recluse")


def test_two_outsiders_give_both_characters() -> None:
    game = game_of(["librarian", "saint", "recluse", "imp", "baron"])
    d = advance(game, [("register.recluse", "recluse")], until=("inform", "librarian"))
    assert (1, 2, "saint") in d.options and (1, 2, "recluse") in d.options and (3, 4, "saint") not in d.options
