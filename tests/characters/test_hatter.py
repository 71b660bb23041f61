"""Hatter: "If you died today or tonight, the Minion & Demon players may choose new Minion &
Demon characters to be." (almanac, Hatter).

The Hatter's death (ability working) sets a tea party at the Hatter's place that night: each
Minion and Demon player, in seat order, keeps their character or picks another of the same
type; no two end up with the same character. Jinxes: Legion (no ability while Legion is in
play; choosing Legion makes every evil player Legion), Leviathan (not after day 5). Rulings:
docs/rulings/carousel-outsiders-minions.md.
"""

from typing import Any

from clocktower.testing import advance, to_day

from .carousel_outsiders_helpers import execute, game_of, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Hatter, 3 Chef, 4 Empath, 5 Soldier, 6 Monk.
SEATING: list[Any] = ["imp", "poisoner", "hatter", "chef", "empath", "soldier", "monk"]
HATTER = 2


def _hatter_executed(game: Any) -> Any:
    """Day 1: the Hatter is executed; stops at the first tea-party choice of night 2."""
    to_day(game, 1, plan=[("poisoner", 3)])
    execute(game, 3, HATTER)
    return advance(game, [("poisoner", 3), ("monk", 4), ("imp", 5)], until="hatter")


def _chars(game: Any) -> list[str]:
    return [s.character for s in game.state.seats]


def test_healthy_minion_and_demon_may_choose_new_characters() -> None:
    game = game_of(SEATING)
    d = _hatter_executed(game)
    assert d is not None and d.chooser == 0 and d.options[0] == "imp"
    assert set(d.options) == {"imp", "legion", "leviathan", "vigormortis", "nodashii", "po"}
    game.answer("nodashii")
    d = advance(game, until="hatter")
    assert d is not None and d.chooser == 1 and d.options[0] == "poisoner"
    assert "spy" in d.options and "imp" not in d.options
    game.answer("spy")
    advance(game, until="talk")
    assert _chars(game)[:2] == ["nodashii", "spy"]
    assert game.state.seats[0].believed == "nodashii" and game.state.seats[0].alignment == "evil"
    assert any(e.kind == "character_changed" for e in game.view(1).events)
    assert not any(e.kind == "character_changed" for e in game.view(3).events)


def test_drunk_hatter_no_tea_party() -> None:
    game = game_of(SEATING, drunk=[HATTER])
    to_day(game, 1, plan=[("poisoner", 3)])
    execute(game, 3, HATTER)
    advance(game, [("poisoner", 3), ("monk", 4), ("imp", 5)], until="talk")
    assert not any(d.step == "hatter" for d in game.decisions)


def test_poisoned_hatter_no_tea_party() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("poisoner", HATTER)])
    execute(game, 3, HATTER)
    advance(game, [("poisoner", 3), ("monk", 4), ("imp", 5)], until="talk")
    assert not any(d.step == "hatter" for d in game.decisions)


def test_dead_hatter_killed_at_night_party_that_night() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("poisoner", 3)])
    to_night(game, 2)
    d = advance(game, [("poisoner", 3), ("monk", 4), ("imp", HATTER)], until="hatter")
    assert d is not None and d.chooser == 0 and game.state.night == 2


def test_no_party_when_the_hatter_is_alive() -> None:
    game = game_of(SEATING)
    to_day(game, 2, plan=[("poisoner", 3), ("poisoner", 3), ("monk", 4), ("imp", 5)])
    assert not any(d.step == "hatter" for d in game.decisions)


def test_believed_hatter_changes_nothing() -> None:
    game = game_of(["imp", "poisoner", ("drunk", "hatter"), "chef", "empath", "soldier", "monk"])
    to_day(game, 1, plan=[("poisoner", 3)])
    execute(game, 3, HATTER)
    advance(game, [("poisoner", 3), ("monk", 4), ("imp", 5)], until="talk")
    assert not any(d.step == "hatter" for d in game.decisions)


def test_the_marionette_is_not_at_the_party() -> None:
    game = game_of(["imp", ("marionette", "chef"), "hatter", "empath", "soldier", "monk", "poisoner"])
    to_day(game, 1, plan=[("poisoner", 3)])
    execute(game, 3, HATTER)
    advance(game, [("poisoner", 3), ("monk", 4), ("imp", 5)], until="talk")
    assert sorted(d.chooser for d in game.decisions if d.step == "hatter") == [0, 6]


def test_almanac_optional_rule_types_do_not_swap() -> None:
    """Almanac (optional rule): the Demon may become a Minion and a Minion a Demon. Not used:
    each player is offered characters of their own type only."""
    game = game_of(SEATING)
    d = _hatter_executed(game)
    assert d is not None and all(game.ctx(0).team_of_character(c) == "demon" for c in d.options)
    game.answer("imp")
    d = advance(game, until="hatter")
    assert d is not None and all(game.ctx(1).team_of_character(c) == "minion" for c in d.options)


def test_almanac_ojo_becomes_no_dashii_devils_advocate_becomes_scarlet_woman() -> None:
    """Almanac: the Demon (the Ojo; here the Imp) becomes the No Dashii and the Minion (the
    Devil's Advocate; here the Poisoner) becomes the Scarlet Woman."""
    game = game_of(SEATING)
    _hatter_executed(game)
    advance(game, [("hatter", "nodashii"), ("hatter", "scarletwoman")], until="talk")
    assert _chars(game)[:2] == ["nodashii", "scarletwoman"]
    assert [e.data.get("character") for e in game.view(1).events if e.kind == "character_changed"] == \
        ["scarletwoman"]


def test_almanac_vigormortis_and_its_dead_pit_hag_stay_the_same() -> None:
    """Almanac: the Vigormortis killed its Pit-Hag, then the Hatter; both stay as they are
    (the dead Pit-Hag is asked too), keeping the Vigormortis's effects."""
    game = game_of(["vigormortis", "pithag", "hatter", "chef", "empath", "soldier", "monk"])
    to_day(game, 1)
    to_night(game, 2)
    advance(game, [("pithag", 3), ("pithag", "chef"), ("monk", 4), ("vigormortis", 1)], until="talk")
    assert not game.state.seats[1].alive
    to_night(game, 3)
    d = advance(game, [("pithag", 3), ("pithag", "chef"), ("monk", 4), ("vigormortis", HATTER)], until="hatter")
    assert d is not None and d.chooser == 0
    game.answer("vigormortis")
    d = advance(game, until="hatter")
    assert d is not None and d.chooser == 1 and d.options[0] == "pithag"
    game.answer("pithag")
    advance(game, until="talk")
    assert _chars(game)[:2] == ["vigormortis", "pithag"]


def test_almanac_assassin_becomes_mastermind_who_must_choose_again_and_kills() -> None:
    """Almanac: the Assassin has used their ability; the Hatter is executed; that night the
    Assassin becomes the Mastermind, so the Mastermind may not stay and chooses the Assassin,
    and the new Assassin uses their new ability at once."""
    game = game_of(["imp", "assassin", "hatter", "chef", "empath", "soldier", "mastermind"])
    to_day(game, 1)
    to_night(game, 2)
    to_day(game, 2, plan=[("imp", 5), ("assassin", 3)])
    assert not game.state.seats[3].alive
    execute(game, 4, HATTER)
    d = advance(game, [("imp", 5)], until="hatter")
    game.answer("imp")
    d = advance(game, until="hatter")
    assert d is not None and d.chooser == 1
    game.answer("mastermind")
    d = advance(game, until="hatter")
    assert d is not None and d.chooser == 6 and "mastermind" not in d.options and "assassin" in d.options
    game.answer("assassin")
    d = advance(game, until="assassin")
    assert d is not None and d.chooser == 6  # the new Assassin acts tonight
    game.answer(4)
    advance(game, until="talk")
    assert not game.state.seats[4].alive
    assert _chars(game)[1] == "mastermind" and _chars(game)[6] == "assassin"
    assert any(e.kind == "character_changed" and e.data.get("character") == "assassin"
               for e in game.view(6).events)


def test_jinx_legion_hatter_no_ability_while_legion_is_in_play() -> None:
    game = game_of(["legion", "legion", "hatter", "chef", "legion", "empath", "soldier"])
    to_day(game, 1)
    execute(game, 3, HATTER)
    advance(game, until="talk")
    assert not any(d.step == "hatter" for d in game.decisions)


def test_jinx_legion_hatter_choosing_legion_makes_every_evil_player_legion() -> None:
    game = game_of(SEATING)
    _hatter_executed(game)
    advance(game, [("hatter", "legion")], until="talk")
    assert _chars(game)[:2] == ["legion", "legion"]
    assert sum(1 for d in game.decisions if d.step == "hatter") == 1  # the party ends


def test_jinx_leviathan_hatter_the_leviathan_cannot_enter_play_after_day_5() -> None:
    game = game_of(SEATING)
    d = _hatter_executed(game)
    assert d is not None and "leviathan" in d.options
    game = game_of(SEATING)
    to_day(game, 1, plan=[("poisoner", 3)])
    execute(game, 3, HATTER)
    to_night(game, 2)
    game.state.day = 5  # (the day counter set by hand: as on night 6)
    d = advance(game, [("poisoner", 3), ("monk", 4), ("imp", 5)], until="hatter")
    assert d is not None and "leviathan" not in d.options
