"""King: "Each night, if the dead equal or outnumber the living, you learn 1 alive
character. The Demon knows you are the King." (almanac, King). Also the jinxes
Leviathan-King and Riot-King. The first almanac example is Storyteller advice (show good
information), played here as: every alive character is legal."""

from typing import Any

from clocktower.testing import advance, learned, to_day, to_night

from .carousel_helpers import game_of

# Seats: 0 Imp, 1 King, 2 Chef, 3 Empath, 4 Baron, 5 Soldier, 6 Saint.
SEATING: list[Any] = ["imp", "king", "chef", "empath", "baron", "soldier", "saint"]
KING = 1


def _kill(game, *dead: int) -> None:
    for s in dead:
        game.state.seats[s].alive = False
        game.state.seats[s].public_alive = False


def test_demon_learns_the_king_on_the_first_night() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    assert [e.text for e in learned(game, 0) if e.data.get("what") == "the King"] == ["Bob is the King."]
    assert learned(game, KING) == []  # nobody is dead: the King learns nothing
    assert not [e for e in learned(game, 2) if e.data.get("what") == "the King"]


def test_example_learns_only_once_the_dead_equal_the_living() -> None:
    """Almanac: nothing while few are dead; once the dead outnumber the living, an alive
    character each night (the Snitch, then the Witch: here the Chef, then the Baron)."""
    game = game_of(SEATING)
    to_day(game, 1)
    _kill(game, 5, 6)  # 2 dead, 5 alive
    to_day(game, 2, plan=[("imp", 3)])  # 3 dead, 4 alive: nothing
    assert learned(game, KING) == []
    to_night(game, 3)
    d = advance(game, [("imp", 2)], until=("inform", "king"))  # 4 dead, 3 alive
    assert d.options == d.truth
    assert set(d.truth) == {"imp", "baron"} and d.why == ""
    game.answer("baron")
    assert learned(game, KING)[-1].text == "The Baron is alive."


def test_exactly_equal_counts() -> None:
    game = game_of(["imp", "king", "chef", "empath", "baron", "soldier", "saint"])
    to_day(game, 1)
    _kill(game, 4, 5, 6)  # 3 dead, 4 alive: the Imp kills the Empath tonight, before the King wakes
    d = advance(game, [("imp", 3)], until=("inform", "king"))
    assert set(d.truth) == {"imp", "chef"}


def test_example_demon_may_kill_the_known_king() -> None:
    """Almanac: the Demon, knowing the King, kills them; the dead King learns no more."""
    game = game_of(SEATING)
    to_day(game, 1)
    _kill(game, 5, 6, 3)
    to_day(game, 2, plan=[("imp", KING)])
    assert learned(game, KING) == []


def test_poisoned_king_may_be_shown_any_character_and_the_storyteller_decides_the_demon() -> None:
    game = game_of(SEATING, poisoned=[KING])
    d = advance(game, until="king.demon")
    assert d.options == (True, False)
    game.answer(False)
    to_day(game, 1)
    _kill(game, 5, 6, 4)
    d = advance(game, [("imp", 3)], until=("inform", "king"))
    assert "poisoned" in d.why and set(d.truth) == {"imp", "chef"} and "soldier" in d.options
    assert not [e for e in learned(game, 0) if e.data.get("what") == "the King"]


def test_drunk_believing_king_demon_may_be_shown_them() -> None:
    seating = list(SEATING)
    seating[KING] = ("drunk", "king")
    game = game_of(seating)
    d = advance(game, until="king.demon")
    game.answer(True)
    assert [e.text for e in learned(game, 0)] == ["Bob is the King."]
    assert d.options == (True, False)


def test_dead_king_learns_nothing() -> None:
    game = game_of(SEATING)
    _kill(game, KING, 3, 5, 6)
    to_day(game, 1)
    assert learned(game, KING) == []


def test_registration_spy_and_recluse_add_what_they_may_register_as() -> None:
    game = game_of(["imp", "king", "spy", "recluse", "chef", "empath", "saint", "soldier"])
    to_day(game, 1)
    _kill(game, 4, 6, 7)
    d = advance(game, [("imp", 5)], until=("inform", "king"))
    assert {"spy", "recluse", "washerwoman", "imp", "baron"} <= set(d.truth)  # a Spy as a Townsfolk...
    assert "saint" in d.truth  # ... or any Townsfolk / Outsider; a Recluse as a Minion or Demon


def test_vortox_shows_a_character_no_alive_player_has() -> None:
    game = game_of(["vortox", "king", "chef", "empath", "baron", "soldier", "saint"])
    to_day(game, 1)
    game.state.executed_today = 6  # (a day without execution would be the Vortox's win)
    _kill(game, 4, 5, 6)
    d = advance(game, [("vortox", 3)], until=("inform", "king"))
    assert "vortox" not in d.options and "chef" not in d.options and "soldier" in d.options


def test_jinx_leviathan_king_learns_once_anyone_is_dead() -> None:
    game = game_of(["leviathan", "king", "chef", "empath", "baron", "soldier", "saint"])
    d = advance(game, until=lambda d: d.step == "king" or game.state.phase == "day")
    assert d is not None and d.step != "king"  # nobody dead on night 1
    _kill(game, 6)
    to_night(game, 2)
    d = advance(game, until=("inform", "king"))
    assert set(d.truth) == {"leviathan", "chef", "empath", "baron", "soldier"}


def test_jinx_riot_king_learns_once_anyone_is_dead() -> None:
    game = game_of(["riot", "king", "chef", "empath", "baron", "soldier", "saint"])
    to_day(game, 1)
    _kill(game, 6)
    d = advance(game, until=("inform", "king"))
    assert "riot" in d.truth and "saint" not in d.truth
