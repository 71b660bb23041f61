"""Washerwoman: "You start knowing that 1 of 2 players is a particular Townsfolk." (almanac).

On the first night the Washerwoman is shown two other players and a Townsfolk: one of the
two registers as it. The Spy may register as a Townsfolk (a Storyteller decision asked
first); the Recluse is never asked about. Drunk, poisoned, or the Drunk believing it is the
Washerwoman: any two other players and any Townsfolk of the script.
"""

import itertools

from clocktower.testing import advance, learned, to_day

from .tb_helpers import TB_JINX, TB_TEST, game_of

WW = 0
TOWNSFOLK = TB_TEST.characters_of("townsfolk")


def _all(others, kinds=TOWNSFOLK):
    return {(a, b, c) for a, b in itertools.combinations(others, 2) for c in kinds}


def _true(seating, registered=None):
    """Every legal value: pairs of other seats with the Townsfolk one of them registers as."""
    reg = {s: c for s, c in enumerate(seating)} | (registered or {})
    others = [s for s in range(len(seating)) if s != WW]
    return {(a, b, c) for a, b in itertools.combinations(others, 2) for c in (reg[a], reg[b])
            if c in TOWNSFOLK}


# Seats: 0 Washerwoman, 1 Chef (Evin), 2 Ravenkeeper (Amy), 3 Imp, 4 Baron.
SEATING = ["washerwoman", "chef", "ravenkeeper", "imp", "baron"]


def test_healthy_legal_set_is_every_pair_with_a_townsfolk_in_it() -> None:
    game = game_of(SEATING)
    d = advance(game, until=("inform", "washerwoman"))
    assert d.subject == WW and d.why == ""
    assert set(d.options) == _true(SEATING) and set(d.truth) == set(d.options)
    assert (3, 4, "chef") not in d.options and all(WW not in v[:2] for v in d.options)


def test_almanac_chef_or_ravenkeeper_is_the_chef() -> None:
    """Almanac: Evin is the Chef, Amy the Ravenkeeper: either Evin or Amy is the Chef."""
    game = game_of(SEATING)
    d = advance(game, until=("inform", "washerwoman"))
    assert (1, 2, "chef") in d.options and (1, 2, "ravenkeeper") in d.options
    game.answer((1, 2, "chef"))
    [event] = learned(game, WW)
    assert event.text == "One of Bob and Carol is the Chef."
    assert event.data == {"what": "two players, one of them a particular Townsfolk", "value": (1, 2, "chef")}
    assert sorted(r.token for r in game.state.reminders if r.character == "washerwoman") == ["Townsfolk", "Wrong"]
    assert {(r.token, r.target) for r in game.state.reminders} >= {("Townsfolk", 1), ("Wrong", 2)}
    assert learned(game, 1) == [] and learned(game, 3) == []


def test_almanac_imp_or_virgin_is_the_virgin() -> None:
    """Almanac: Julian is the Imp, Alex the Virgin: either Julian or Alex is the Virgin."""
    game = game_of(["washerwoman", "imp", "virgin", "chef", "baron"])
    d = advance(game, until=("inform", "washerwoman"))
    assert (1, 2, "virgin") in d.options and (1, 4, "virgin") not in d.options
    game.answer((1, 2, "virgin"))
    assert learned(game, WW)[-1].text == "One of Bob and Carol is the Virgin."
    assert {(r.token, r.target) for r in game.state.reminders} >= {("Townsfolk", 2), ("Wrong", 1)}


def test_almanac_spy_registering_as_the_ravenkeeper() -> None:
    """Almanac: Marianna is the Spy, Sarah the Scarlet Woman; the Washerwoman learns one of
    them is the Ravenkeeper (the Spy registers as the Ravenkeeper)."""
    seating = ["washerwoman", "spy", "scarletwoman", "imp", "chef", "monk", "saint"]
    game = game_of(seating)
    d = advance(game, until="register.spy")
    assert d.prompt == "What does Bob register as (character) to the Washerwoman?"
    assert d.options[0] == "spy" and d.truth == ("spy",) and d.why == "registration"
    assert set(TOWNSFOLK) <= set(d.options)
    game.answer("ravenkeeper")
    d = advance(game, until=("inform", "washerwoman"))
    assert (1, 2, "ravenkeeper") in d.options
    assert set(d.options) == _true(seating, {1: "ravenkeeper"})
    game.answer((1, 2, "ravenkeeper"))
    assert learned(game, WW)[-1].text == "One of Bob and Carol is the Ravenkeeper."


def test_spy_registering_as_itself_is_not_a_townsfolk() -> None:
    seating = ["washerwoman", "spy", "scarletwoman", "imp", "chef", "monk", "saint"]
    game = game_of(seating)
    d = advance(game, [("register.spy", "spy")], until=("inform", "washerwoman"))
    assert (1, 2, "ravenkeeper") not in d.options and (1, 2, "spy") not in d.options
    assert set(d.options) == _true(seating)


def test_recluse_is_never_asked_about() -> None:
    game = game_of(["washerwoman", "recluse", "imp", "chef", "baron"])
    advance(game, until=("inform", "washerwoman"))
    assert not [d for d in game.decisions if d.step == "register.recluse"]


def test_drunk_or_poisoned_spy_registers_truly_without_a_decision() -> None:
    seating = ["washerwoman", "spy", "scarletwoman", "imp", "chef", "monk", "saint"]
    for game in (game_of(seating, drunk=[1]), game_of(seating, poisoned=[1])):
        d = advance(game, until=("inform", "washerwoman"))
        assert not [x for x in game.decisions if x.step == "register.spy"]
        assert set(d.options) == _true(seating)


def test_drunk_may_be_shown_any_pair_and_townsfolk() -> None:
    game = game_of(SEATING, drunk=[WW])
    d = advance(game, until=("inform", "washerwoman"))
    assert set(d.options) == _all([1, 2, 3, 4]) and set(d.truth) == _true(SEATING)
    assert "drunk" in d.why
    game.answer((3, 4, "mayor"))
    assert learned(game, WW)[-1].text == "One of Dave and Eve is the Mayor."


def test_poisoned_may_be_shown_any_pair_and_townsfolk() -> None:
    game = game_of(SEATING, poisoned=[WW])
    d = advance(game, until=("inform", "washerwoman"))
    assert set(d.options) == _all([1, 2, 3, 4]) and "poisoned" in d.why


def test_the_drunk_believing_it_is_the_washerwoman_gets_any_legal_looking_info() -> None:
    seating = [("drunk", "washerwoman"), "chef", "ravenkeeper", "imp", "baron"]
    game = game_of(seating)
    d = advance(game, until=("inform", "washerwoman"))
    assert d.subject == WW and set(d.options) == _all([1, 2, 3, 4])
    assert d.why == "is really the Drunk"
    game.answer((3, 4, "chef"))
    assert learned(game, WW)[-1].text == "One of Dave and Eve is the Chef."


def test_vortox_makes_the_information_false() -> None:
    seating = ["washerwoman", "chef", "ravenkeeper", "vortox", "baron"]
    game = game_of(seating, TB_JINX)
    d = advance(game, until=("inform", "washerwoman"))
    kinds = TB_JINX.characters_of("townsfolk")
    assert set(d.options) == _all([1, 2, 3, 4], kinds) - _true(seating)


def test_learns_only_on_the_first_night() -> None:
    game = game_of(SEATING)
    to_day(game, 3)
    assert [d.step for d in game.decisions].count("washerwoman") == 1
    assert len(learned(game, WW)) == 1
