"""Magician: "The Demon thinks you are a Minion. Minions think you are a Demon." (almanac,
Magician).

In the first night's Minion info the Minions are shown the Demon and the Magician (seat
order); in the Demon info the Demon is shown its Minions and the Magician. The almanac's
example (Leviathan, Fearmonger, Assassin) is played with the Leviathan, the Spy and the
Assassin's stand-in the Baron. Jinxes with Legion, the Marionette, the Spy and the Widow.
Rulings: docs/rulings/carousel-townsfolk.md.
"""

from typing import Any

from clocktower.testing import advance, to_day, to_night

from .carousel_townsfolk_helpers import game_of

# Seats: 0 Leviathan, 1 Magician, 2 Chef, 3 Spy, 4 Baron, 5 Empath, 6 Soldier.
SEATING: list[Any] = ["leviathan", "magician", "chef", "spy", "baron", "empath", "soldier"]
MAGICIAN = 1


def _info(game: Any, seat: int, kind: str) -> list[Any]:
    return [e for e in game.view(seat).events if e.kind == kind]


def test_almanac_minions_see_the_magician_as_demon_and_the_demon_sees_it_as_minion() -> None:
    """Almanac: the Minions learn the Leviathan or the Magician is the Demon; the Leviathan
    learns the Minions and the Magician as its Minions."""
    game = game_of(SEATING)
    to_day(game, 1)
    for minion in (3, 4):
        info = _info(game, minion, "minion_info")[0]
        assert info.data["demons"] == [0, MAGICIAN]
        assert info.text.startswith("The Demon is Alice, Bob.")
    demon = _info(game, 0, "demon_info")[0]
    assert demon.data["minions"] == [MAGICIAN, 3, 4]
    # The Magician itself learns nothing and is not woken.
    assert _info(game, MAGICIAN, "minion_info") == [] and _info(game, MAGICIAN, "demon_info") == []
    assert not [e for e in game.view(MAGICIAN).events if e.kind == "learned"]


def test_poisoned_or_drunk_magician_is_not_shown() -> None:
    for game in (game_of(SEATING, poisoned=[MAGICIAN]), game_of(SEATING, drunk=[MAGICIAN])):
        to_day(game, 1)
        assert _info(game, 3, "minion_info")[0].data["demons"] == [0]
        assert _info(game, 0, "demon_info")[0].data["minions"] == [3, 4]


def test_drunk_believing_magician_is_not_shown() -> None:
    game = game_of(["leviathan", ("drunk", "magician"), "chef", "spy", "baron", "empath", "soldier"])
    to_day(game, 1)
    assert _info(game, 3, "minion_info")[0].data["demons"] == [0]


def test_dead_magician_is_not_shown_when_the_info_is_given_again() -> None:
    """The Minion and Demon info given again mid-game (the Poppy Grower's death) leaves a dead
    Magician out: its ability has stopped."""
    game = game_of(SEATING)
    to_day(game, 1)
    game.state.seats[MAGICIAN].alive = False
    game.evil_info_now()
    assert _info(game, 3, "minion_info")[-1].data["demons"] == [0]
    assert _info(game, 0, "demon_info")[-1].data["minions"] == [3, 4]


def test_fewer_than_seven_players_no_info() -> None:
    game = game_of(["imp", "magician", "chef", "spy", "empath", "soldier"])
    to_day(game, 1)
    assert _info(game, 3, "minion_info") == [] and _info(game, 0, "demon_info") == []


def test_jinx_magician_spy_demon_and_magician_tokens_are_off_the_grimoire() -> None:
    game = game_of(["imp", "magician", "chef", "spy", "baron", "empath", "soldier"])
    to_day(game, 1)
    shown = _info(game, 3, "grimoire_shown")[0]
    rows = {r["seat"]: r for r in shown.data["grimoire"]}
    assert rows[0]["character"] is None and rows[MAGICIAN]["character"] is None
    assert rows[0]["alignment"] is None and rows[2]["character"] == "chef"
    assert "Imp" not in shown.text and "Magician" not in shown.text


def test_jinx_magician_widow_demon_and_magician_tokens_are_off_the_grimoire() -> None:
    game = game_of(["imp", "magician", "chef", "widow", "baron", "empath", "soldier"])
    d = advance(game, until="widow")
    assert d is not None
    shown = _info(game, 3, "grimoire_shown")[0]
    rows = {r["seat"]: r for r in shown.data["grimoire"]}
    assert rows[0]["character"] is None and rows[MAGICIAN]["character"] is None
    assert rows[4]["character"] == "baron"


def test_spy_without_a_magician_sees_every_token() -> None:
    game = game_of(["imp", "chef", "chef", "spy", "baron", "empath", "soldier"])
    to_day(game, 1)
    rows = _info(game, 3, "grimoire_shown")[0].data["grimoire"]
    assert rows[0]["character"] == "imp"


def test_jinx_magician_marionette_the_demon_learns_only_a_neighbour() -> None:
    game = game_of(["imp", ("marionette", "chef"), "magician", "spy", "baron", "empath", "soldier"])
    to_day(game, 1)
    told = [e for e in game.view(0).events if e.kind == "learned" and e.data.get("what") == "marionette"]
    assert told and told[0].text == "One of your neighbours is your Marionette."
    assert "Bob" not in told[0].text


def test_jinx_magician_marionette_without_a_living_magician_the_demon_knows() -> None:
    from clocktower.characters.minion import marionette
    game = game_of(["imp", ("marionette", "chef"), "magician", "spy", "baron", "empath", "soldier"])
    to_day(game, 1)
    game.state.seats[2].alive = False
    list(marionette.first_night(game.ctx(1, "marionette")))
    told = [e for e in game.view(0).events if e.kind == "learned" and e.data.get("what") == "marionette"]
    assert told[-1].text == "Bob is your Marionette."


def test_jinx_magician_legion_wakes_with_legion_and_legion_knows_one_is_in_play() -> None:
    game = game_of(["legion", "magician", "legion", "chef", "legion", "empath", "soldier"])
    to_day(game, 1)
    for s in (0, 2, 4):
        info = _info(game, s, "demon_info")[0]
        assert MAGICIAN in info.data["demons"]
        assert any(e.data.get("what") == "a Magician is in play" for e in game.view(s).events if e.kind == "learned")
    told = [e for e in game.view(MAGICIAN).events if e.kind == "learned"]
    assert told[0].data["value"] == [0, 2, 4]


def test_jinx_magician_legion_may_register_as_evil_to_legion() -> None:
    game = game_of(["legion", "magician", "legion", "chef", "legion", "empath", "soldier"])
    assert game.ctx(0, "legion").registration_options(MAGICIAN, "alignment") == ("good", "evil")
    assert game.ctx(3, "chef").registration_options(MAGICIAN, "alignment") == ("good",)
    to_night(game, 1)


def test_jinx_magician_wraith_a_right_guess_binds_the_demon() -> None:
    from .carousel_townsfolk_helpers import execute
    game = game_of(["imp", "magician", "chef", "wraith", "empath", "soldier", "monk"])
    to_day(game, 1)
    execute(game, 2, 4, plan=[(lambda d: d.chooser == MAGICIAN and d.kind.value == "day_ability", 3)])
    assert any(e.kind == "statement" and e.data.get("guess") == 3 for e in game.view(6).events)
    to_night(game, 2)
    d = advance(game, until="imp")
    assert d is not None and d.options == (3,)


def test_jinx_magician_wraith_a_wrong_guess_changes_nothing() -> None:
    from .carousel_townsfolk_helpers import execute
    game = game_of(["imp", "magician", "chef", "wraith", "empath", "soldier", "monk"])
    to_day(game, 1)
    execute(game, 2, 4, plan=[(lambda d: d.chooser == MAGICIAN and d.kind.value == "day_ability", 5)])
    to_night(game, 2)
    d = advance(game, until="imp")
    assert d is not None and len(d.options) > 1
