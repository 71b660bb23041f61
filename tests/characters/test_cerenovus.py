"""Cerenovus: "Each night, choose a player & a good character: they are “mad” they are this
character tomorrow, or might be executed." (almanac, Cerenovus; jinx Goblin).

Madness is kept by publicly claiming the character in the next day's talk; otherwise the
Storyteller may execute the player after the talk (the day's one execution).
"""

from clocktower.testing import advance, is_alive, learned, to_day

from .snv_helpers import SNV, events, game_of, steps

# Seats: 0 Imp, 1 Cerenovus, 2 Barber, 3 Savant, 4 Empath, 5 Chef, 6 Oracle.
SEATING = ["imp", "cerenovus", "barber", "savant", "empath", "chef", "oracle"]
CERENOVUS, BARBER, SAVANT, EMPATH = 1, 2, 3, 4


def _good_characters() -> tuple[str, ...]:
    return tuple(c for c in SNV.characters if c in {
        "snakecharmer", "savant", "oracle", "seamstress", "philosopher", "empath", "undertaker", "soldier",
        "mayor", "professor", "villageidiot", "cultleader", "fortuneteller", "chef", "barber", "mutant",
        "sweetheart", "klutz", "goon", "damsel", "recluse"})


def _mad(game, seat, character, statement):  # type: ignore[no-untyped-def]
    advance(game, [("cerenovus", seat), ("cerenovus", character)], until=lambda d: game.state.day == 1)
    return advance(game, [(("talk", seat), statement)],
                   until=lambda d: d.step in ("cerenovus", "nominate") and game.state.day == 1)


def test_choice_options_and_the_target_learns_the_character() -> None:
    game = game_of(SEATING)
    d = advance(game, until="cerenovus")
    assert d.chooser == CERENOVUS and d.options == tuple(range(7))
    game.answer(EMPATH)
    d = game.pending
    assert d is not None and d.step == "cerenovus"
    # Townsfolk and Outsiders of the script, and the Goblin (Cerenovus-Goblin jinx).
    assert d.options == _good_characters() + ("goblin",)
    game.answer("oracle")
    to_day(game, 1)
    assert [e.data["value"] for e in learned(game, EMPATH) if e.data["what"] == "madness"] == ["oracle"]
    assert not any(e.data.get("what") == "madness" for s in (0, 3, 5) for e in learned(game, s))
    assert game.state.reminders[-1].token == "Mad" and game.state.reminders[-1].target == EMPATH


def test_broken_madness_lets_the_storyteller_execute() -> None:
    game = game_of(SEATING)
    d = _mad(game, EMPATH, "oracle", ("claim", "empath"))
    assert d is not None and d.step == "cerenovus" and d.chooser == -1 and d.options == (False, True)
    game.answer(True)
    advance(game, until=lambda d: game.state.night == 2)
    assert not is_alive(game, EMPATH) and game.state.executions == [(1, EMPATH, "empath")]
    assert "nominate" not in steps(game)


def test_example_barber_mad_about_savant_keeps_it() -> None:
    # Almanac: the Barber made mad about being the Savant claims the Savant and is not executed.
    game = game_of(SEATING)
    d = _mad(game, BARBER, "savant", ("claim", "savant"))
    assert d is not None and d.step == "nominate"
    assert "cerenovus" not in [x.step for x in game.decisions if x.chooser == -1]


def test_example_dead_artist_says_nothing_and_is_executed() -> None:
    # Almanac: a dead player made mad about the Sage says nothing about it and is executed.
    game = game_of(SEATING)
    game.state.seats[EMPATH].alive = False
    game.state.seats[EMPATH].public_alive = False
    d = _mad(game, EMPATH, "oracle", ("pass",))
    assert d is not None and d.step == "cerenovus" and d.options == (False, True)
    game.answer(True)
    advance(game, until=lambda d: game.state.night == 2)
    assert game.state.executions == [(1, EMPATH, "empath")]
    assert any(e.kind == "executed" and e.data["seat"] == EMPATH for e in game.view(5).events)


def test_example_flowergirl_hinting_is_executed() -> None:
    # Almanac: the mad Clockmaker-claimer hints privately that they are mad. Private hints are
    # not modelled: stating the Clockmaker-like number instead of claiming is not keeping it.
    game = game_of(SEATING)
    d = _mad(game, EMPATH, "chef", ("number", 2))
    assert d is not None and d.step == "cerenovus"
    game.answer(True)
    advance(game, until=lambda d: game.state.night == 2)
    assert not is_alive(game, EMPATH)


def test_storyteller_may_spare_and_madness_lasts_one_day() -> None:
    game = game_of(SEATING)
    d = _mad(game, EMPATH, "oracle", ("pass",))
    assert d is not None and d.step == "cerenovus"
    game.answer(False)
    advance(game, [("cerenovus", SAVANT), ("cerenovus", "chef"), ("imp", 6)], until=lambda d: game.state.day == 2)
    assert is_alive(game, EMPATH)
    d = advance(game, until=lambda d: d.step in ("cerenovus", "nominate") and game.state.day == 2)
    assert d is not None and d.step == "cerenovus" and d.prompt.startswith("Dave")  # the Savant now


def test_drunk_or_poisoned_cerenovus_tells_but_cannot_execute() -> None:
    for kwargs in ({"poisoned": [CERENOVUS]}, {"drunk": [CERENOVUS]}):
        game = game_of(SEATING, **kwargs)
        d = _mad(game, EMPATH, "oracle", ("pass",))
        assert d is not None and d.step == "nominate"
        assert [e.data["value"] for e in learned(game, EMPATH) if e.data["what"] == "madness"] == ["oracle"]


def test_dead_cerenovus_does_not_wake() -> None:
    game = game_of(SEATING)
    advance(game, until=lambda d: game.state.day == 1)
    game.state.seats[CERENOVUS].alive = False
    advance(game, until=lambda d: game.state.day == 2)
    assert [d.step for d in game.decisions if d.step == "cerenovus"] == ["cerenovus", "cerenovus"]


def test_jinx_cerenovus_goblin_mad_about_the_goblin() -> None:
    game = game_of(SEATING)
    d = _mad(game, EMPATH, "goblin", ("claim", "goblin"))
    assert d is not None and d.step == "nominate"  # claiming the Goblin keeps it


def test_registration_is_not_asked() -> None:
    # Madness is about the chosen player as seated: a Recluse is made mad like anyone, and
    # no registration decision is asked.
    game = game_of(["imp", "cerenovus", "recluse", "savant", "empath", "chef", "oracle"])
    _mad(game, 2, "chef", ("pass",))
    assert not [d for d in game.decisions if d.step.endswith("register")]
    assert events(game, 2, "learned")[-1].data["value"] == "chef"
