"""Lycanthrope: "Each night*, choose an alive player. If good, they die & the Demon doesn't
kill tonight. One good player registers as evil." (almanac, Lycanthrope).

A FAUX PAW good player, marked at setup, registers as evil while the ability works. Each
night after the first the Lycanthrope's choice, if it registers as good to it, dies (not a
Demon's kill) and every Demon kill fails for the rest of the night; an evil choice does
nothing. The almanac's General and Amnesiac are played with other Townsfolk and its
Magician with the Chef. Rulings: docs/rulings/carousel-townsfolk.md.
"""

from typing import Any

from clocktower.testing import advance, is_alive, to_day, to_night

from .carousel_townsfolk_helpers import game_of

# Seats: 0 Imp, 1 Lycanthrope, 2 Chef, 3 Empath, 4 Godfather, 5 Zealot, 6 Soldier, 7 Farmer.
SEATING: list[Any] = ["imp", "lycanthrope", "chef", "empath", "godfather", "zealot", "soldier", "farmer"]
LYCAN = 1


def _game(seating: list[Any] = SEATING, faux: int = 3, **kw: Any) -> Any:
    """The game past the FAUX PAW choice (``faux`` marked)."""
    game = game_of(seating, **kw)
    d = game.pending
    if d is not None and d.step == "lycanthrope.fauxpaw":
        game.answer(faux)
    return game


def _faux_paw(game: Any) -> list[Any]:
    return [r.target for r in game.state.reminders if r.token == "Faux Paw"]


def test_setup_the_storyteller_marks_one_good_player_faux_paw() -> None:
    game = game_of(SEATING)
    d = game.pending
    assert d is not None and d.step == "lycanthrope.fauxpaw" and d.chooser == -1
    assert d.options == (2, 3, 5, 6, 7)  # good players, not the Lycanthrope
    game.answer(5)
    assert _faux_paw(game) == [5]


def test_registration_the_faux_paw_player_registers_as_evil() -> None:
    game = _game()
    ctx = game.ctx(3, "empath")
    faux = _faux_paw(game)[0]
    assert ctx.registration_options(faux, "alignment") == ("evil",)
    assert ctx.registration_options(3 if faux != 3 else 2, "alignment") == ("good",)


def test_healthy_a_good_choice_dies_and_the_demon_does_not_kill() -> None:
    """Almanac: the Lycanthrope attacks the General (here the Chef), who dies; the Imp's attack
    on the Amnesiac (here the Empath) fails, as the Imp cannot kill tonight."""
    game = _game()
    to_night(game, 2)
    d = advance(game, until="lycanthrope")
    assert d is not None and d.options == tuple(range(8))
    to_day(game, 2, plan=[("lycanthrope", 2), ("imp", 3)])
    assert not is_alive(game, 2) and is_alive(game, 3)
    assert 2 in [r.target for r in game.state.reminders if r.token == "Dead"]


def test_almanac_the_farmer_dies_and_the_pukka_cannot_kill() -> None:
    """Almanac: the Farmer dies and another good player becomes a Farmer; the Pukka's
    poisoned player (the Magician of the example: the Chef) does not die tonight."""
    game = _game(["pukka", "lycanthrope", "chef", "empath", "godfather", "zealot", "soldier", "farmer"])
    to_day(game, 1, plan=[("pukka", 2)])
    to_night(game, 2)
    to_day(game, 2, plan=[("lycanthrope", 7), ("pukka", 3), ("farmer", 6)])
    assert not is_alive(game, 7) and game.state.seats[6].character == "farmer"
    assert is_alive(game, 2)  # the Pukka's poisoned player of last night lives


def test_almanac_evil_choices_do_nothing_and_the_demon_kills_the_lycanthrope() -> None:
    """Almanac: attacking the Godfather (evil) and the Zealot registering as evil (the FAUX
    PAW) does nothing; the Demon kills the Lycanthrope."""
    game = _game(faux=5)
    to_night(game, 2)
    to_day(game, 2, plan=[("lycanthrope", 4), ("imp", 2)])
    assert is_alive(game, 4) and not is_alive(game, 2)  # the Imp kills as usual
    to_night(game, 3)
    to_day(game, 3, plan=[("lycanthrope", 5), ("imp", LYCAN)])
    assert is_alive(game, 5) and not is_alive(game, LYCAN)


def test_registration_a_recluse_may_be_evil_to_the_lycanthrope() -> None:
    game = _game(["imp", "lycanthrope", "chef", "empath", "baron", "recluse", "soldier"], faux=2)
    to_night(game, 2)
    d = advance(game, [("lycanthrope", 5)], until="register.recluse")
    assert d is not None and d.options == ("good", "evil")
    game.answer("evil")
    to_day(game, 2, plan=[("imp", 3)])
    assert is_alive(game, 5) and not is_alive(game, 3)


def test_the_soldier_is_not_safe_from_the_lycanthrope() -> None:
    game = _game()
    to_night(game, 2)
    to_day(game, 2, plan=[("lycanthrope", 6), ("imp", 3)])
    assert not is_alive(game, 6) and is_alive(game, 3)


def test_poisoned_or_drunk_lycanthrope_kills_nobody() -> None:
    for game in (_game(poisoned=[LYCAN]), _game(drunk=[LYCAN])):
        faux = _faux_paw(game)[0]
        assert game.ctx(3, "empath").registration_options(faux, "alignment") == ("good",)
        to_night(game, 2)
        to_day(game, 2, plan=[("lycanthrope", 2), ("imp", 3)])
        assert is_alive(game, 2) and not is_alive(game, 3)


def test_drunk_believing_lycanthrope_wakes_but_kills_nobody() -> None:
    game = _game(["imp", ("drunk", "lycanthrope"), "chef", "empath", "godfather", "zealot", "soldier"])
    assert _faux_paw(game) == []
    to_night(game, 2)
    to_day(game, 2, plan=[("lycanthrope", 2), ("imp", 3)])
    assert is_alive(game, 2) and not is_alive(game, 3)


def test_dead_lycanthrope_does_not_wake_and_faux_paw_ends() -> None:
    game = _game()
    faux = _faux_paw(game)[0]
    to_day(game, 1)
    game.state.seats[LYCAN].alive = False
    assert game.ctx(3, "empath").registration_options(faux, "alignment") == ("good",)
    to_day(game, 2, plan=[("imp", 3)])
    assert not [d for d in game.decisions if d.step == "lycanthrope"]


def test_almanac_the_lycanthrope_kills_the_banshee_not_announced() -> None:
    """Almanac (Banshee): killed by the Lycanthrope, the Banshee is not announced."""
    game = _game(["imp", "lycanthrope", "banshee", "empath", "godfather", "zealot", "soldier"])
    to_night(game, 2)
    to_day(game, 2, plan=[("lycanthrope", 2), ("imp", 3)])
    assert not is_alive(game, 2)
    assert not [e for e in game.view(3).events if e.kind == "banshee"]
