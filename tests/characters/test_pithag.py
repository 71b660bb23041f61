"""Pit-Hag: "Each night*, choose a player & a character they become (if not in play). If a
Demon is made, deaths tonight are arbitrary." (almanac, Pit-Hag; jinxes Damsel, Goon, Cult
Leader, Village Idiot, Leviathan)."""

from clocktower.testing import advance, is_alive, to_day

from .snv_helpers import SNV, events, game_of, steps

# Seats: 0 Imp, 1 Pit-Hag, 2 Savant, 3 Oracle, 4 Chef, 5 Empath, 6 Barber.
SEATING = ["imp", "pithag", "savant", "oracle", "chef", "empath", "barber"]
PITHAG, SAVANT, ORACLE, CHEF, EMPATH = 1, 2, 3, 4, 5


def _hag(game, target, character, extra=()):  # type: ignore[no-untyped-def]
    to_day(game, 1)
    d = advance(game, until="pithag")
    assert d is not None and d.options == tuple(range(7))
    game.answer(target)
    d = game.pending
    assert d is not None and d.step == "pithag" and d.options == tuple(SNV.characters)
    game.answer(character)
    advance(game, list(extra), until=lambda d: game.state.day == 2)


def test_first_night_nothing_and_example_clockmaker_becomes_mutant() -> None:
    # Almanac: the Pit-Hag turns the Clockmaker (here the Chef) into the Mutant.
    game = game_of(SEATING)
    advance(game, until=lambda d: game.state.day == 1)
    assert "pithag" not in steps(game)
    _hag(game, CHEF, "mutant", [("imp", 6)])
    assert game.state.seats[CHEF].character == "mutant" and game.state.seats[CHEF].alignment == "good"
    told = events(game, CHEF, "character_changed")
    assert told and told[-1].data == {"seat": CHEF, "character": "mutant"}
    assert not events(game, EMPATH, "character_changed")


def test_example_character_in_play_does_nothing() -> None:
    # Almanac: the Savant cannot be made the Sage while a Sage is in play (here the Oracle).
    game = game_of(SEATING)
    _hag(game, SAVANT, "oracle", [("imp", 6)])
    assert game.state.seats[SAVANT].character == "savant"
    assert not events(game, SAVANT, "character_changed")


def test_drunk_or_poisoned_pithag_changes_nothing() -> None:
    for kwargs in ({"poisoned": [PITHAG]}, {"drunk": [PITHAG]}):
        game = game_of(SEATING, **kwargs)
        _hag(game, CHEF, "mutant", [("imp", 6)])
        assert game.state.seats[CHEF].character == "chef"


def test_dead_pithag_does_not_wake() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    game.state.seats[PITHAG].alive = False
    advance(game, [("imp", 6)], until=lambda d: game.state.day == 2)
    assert "pithag" not in steps(game)


def test_registration_a_drunks_believed_character_is_not_in_play() -> None:
    game = game_of(["imp", "pithag", "savant", "oracle", ("drunk", "chef"), "empath", "barber"])
    _hag(game, EMPATH, "chef", [("imp", 6)])
    assert game.state.seats[EMPATH].character == "chef"


def test_start_knowing_character_learns_at_once_and_baron_changes_no_setup() -> None:
    game = game_of(SEATING)
    counts = game.state.setup_counts
    _hag(game, SAVANT, "baron", [("imp", 6)])
    assert game.state.seats[SAVANT].character == "baron" and game.state.setup_counts == counts
    game = game_of(["imp", "pithag", "savant", "oracle", "empath", "fortuneteller", "barber"])
    to_day(game, 1)
    advance(game, [("pithag", SAVANT), ("pithag", "chef")], until=("inform", "chef"))
    assert game.state.night == 2


def test_example_final_night_good_no_dashii_storyteller_kills_the_evil_demon() -> None:
    # Almanac: on the final night the Oracle becomes a good No Dashii; the Storyteller kills
    # only the evil Demon. The legal set is any alive players, none included.
    game = game_of(SEATING)
    to_day(game, 1)
    d = advance(game, [("pithag", ORACLE), ("pithag", "nodashii")], until="pithag.deaths")
    assert d is not None and d.chooser == -1 and d.options == tuple(range(7)) and d.count == (0, 7)
    game.answer((0,))
    d = advance(game, until="pithag.protect")
    assert d is not None and d.options == (False, True)
    game.answer(True)
    to_day(game, 2)
    assert not game.over and not is_alive(game, 0)
    assert [d.seat for d in game.state.deaths_in("night", 2)] == [0]  # only the evil Demon
    assert game.state.seats[ORACLE].character == "nodashii" and game.state.seats[ORACLE].alignment == "good"


def test_demon_made_without_shield_lets_the_demon_kill() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, [("pithag", ORACLE), ("pithag", "vortox"), ("pithag.deaths", ()), ("pithag.protect", False),
                   ("imp", CHEF)], until=lambda d: game.state.day == 2)
    assert not is_alive(game, CHEF)


def test_jinx_pithag_damsel_storyteller_picks_the_player() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    d = advance(game, [("pithag", CHEF), ("pithag", "damsel")], until="pithag.damsel")
    assert d is not None and d.chooser == -1 and d.options == tuple(range(7))
    game.answer(EMPATH)
    advance(game, [("imp", 6)], until=lambda d: game.state.day == 2)
    assert game.state.seats[EMPATH].character == "damsel" and game.state.seats[CHEF].character == "chef"


def test_jinx_pithag_goon_evil_goon_stays_evil() -> None:
    # An evil player made the Goon is chosen by the Fortune Teller: the chooser is made drunk,
    # but the Goon does not turn good.
    game = game_of(["imp", "pithag", "poisoner", "oracle", "fortuneteller", "empath", "barber"])
    _hag(game, 2, "goon", [("imp", 6), ("fortuneteller", (2, 3))])
    assert game.state.seats[2].character == "goon" and game.state.seats[2].alignment == "evil"
    assert 2 in [r.target for r in game.state.reminders if r.token == "Stays evil"]
    assert game.ctx(4).is_drunk(4)


def test_jinx_pithag_cultleader_evil_cult_leader_stays_evil() -> None:
    # Seat 4 (evil Poisoner) made the Cult Leader between two good players stays evil.
    game = game_of(["imp", "pithag", "savant", "oracle", "poisoner", "empath", "barber"])
    _hag(game, 4, "cultleader", [("imp", 6)])
    assert game.state.seats[4].character == "cultleader"
    assert game.state.seats[4].alignment == "evil"  # (turned at once: catch-up is for first-night-only)
    advance(game, until=lambda d: game.state.night == 3 and d.step == "imp")
    assert game.state.seats[4].alignment == "evil" and 4 in [
        r.target for r in game.state.reminders if r.token == "Stays evil"]


def test_jinx_pithag_villageidiot_extra_idiot_and_a_drunk_one() -> None:
    game = game_of(["imp", "pithag", "villageidiot", "oracle", "chef", "empath", "barber"])
    to_day(game, 1)
    d = advance(game, [("pithag", CHEF), ("pithag", "villageidiot")], until="pithag.villageidiot")
    assert d is not None and d.options == (2, 4)
    game.answer(4)
    advance(game, [("imp", 6)], until=lambda d: game.state.day == 2)
    assert game.state.seats[CHEF].character == "villageidiot" and game.ctx(CHEF).is_drunk(CHEF)


def test_jinx_leviathan_pithag_not_after_day_5() -> None:
    game = game_of(SEATING)
    game.state.day = 4
    to_day(game, 5)
    advance(game, until=lambda d: game.state.phase == "night")
    advance(game, [("pithag", ORACLE), ("pithag", "leviathan")], until="imp")
    assert game.state.seats[ORACLE].character == "oracle"


def test_a_character_whose_player_believes_another_is_never_made() -> None:
    """Our reading (docs/rulings/snv-hard.md): the Drunk is dealt with a cover at setup; made
    in the night its player would be told the token that must stay hidden, so choosing it
    changes nothing."""
    from clocktower.script import parse_script
    from clocktower.testing import seated

    script = parse_script([{"id": "_meta", "name": "S&V test with the Drunk"}, *SNV.characters, "drunk"])
    game = seated(SEATING, script)
    to_day(game, 1)
    advance(game, [("pithag", CHEF), ("pithag", "drunk"), ("imp", 6)], until=lambda d: game.state.day == 2)
    assert game.state.seats[CHEF].character == "chef"
    assert not events(game, CHEF, "character_changed")
