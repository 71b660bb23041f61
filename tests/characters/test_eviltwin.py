"""Evil Twin: "You & an opposing player know each other. If the good player is executed, evil
wins. Good can't win if you both live." (almanac, Evil Twin)."""

from clocktower.testing import advance, learned, to_day

from .snv_helpers import SNV, game_of

# Seats: 0 Imp, 1 Evil Twin, 2 Oracle, 3 Savant, 4 Empath, 5 Chef, 6 Mutant, 7 Pit-Hag.
SEATING = ["imp", "eviltwin", "oracle", "savant", "empath", "chef", "mutant", "pithag"]
TWIN, ORACLE, SAVANT = 1, 2, 3


def _twinned(game, twin=ORACLE):  # type: ignore[no-untyped-def]
    d = advance(game, until="eviltwin.twin")
    game.answer(twin)
    return d


def _execute(game, seat):  # type: ignore[no-untyped-def]
    plan = [(("nominate", 4), seat)] + [(("vote", s.index), True) for s in game.state.seats if s.alive]
    advance(game, plan, until=lambda d: game.state.phase == "night" or game.over)


def test_storyteller_picks_any_opposing_player_and_both_learn() -> None:
    game = game_of(SEATING)
    d = _twinned(game)
    assert d.chooser == -1 and d.options == (2, 3, 4, 5, 6)  # the good players
    to_day(game, 1)
    mine = [e for e in learned(game, TWIN) if e.data["what"].endswith("their character")]
    assert [e.data["value"] for e in mine] == ["oracle"] and "Carol" in mine[0].text
    theirs = [e for e in learned(game, ORACLE) if "twin" in e.data["what"]]
    assert [e.data["value"] for e in theirs] == ["eviltwin"] and "Bob" in theirs[0].text
    assert not any("twin" in e.data["what"] for s in (0, 3, 4, 5, 6, 7) for e in learned(game, s))
    # The Evil Twin takes part in Minion info as usual.
    assert [e.data["demons"] for e in game.view(TWIN).events if e.kind == "minion_info"] == [[0]]


def test_the_informs_offer_only_the_truth_when_healthy() -> None:
    game = game_of(SEATING)
    _twinned(game)
    d = advance(game, until=("inform", "eviltwin"))
    assert d.options == ("oracle",) and d.truth == ("oracle",)


def test_drunk_or_poisoned_twin_may_see_any_character() -> None:
    for kwargs in ({"poisoned": [TWIN]}, {"drunk": [TWIN]}):
        game = game_of(SEATING, **kwargs)
        _twinned(game)
        d = advance(game, until=("inform", "eviltwin"))
        assert set(d.options) == set(SNV.characters) and d.truth == ("oracle",)
        assert d.why


def test_registration_the_true_character_is_shown() -> None:
    # A Recluse twin is shown as the Recluse: no registration is asked for the twins' info.
    game = game_of(["imp", "eviltwin", "recluse", "savant", "empath", "chef", "mutant", "pithag"])
    _twinned(game, 2)
    d = advance(game, until=("inform", "eviltwin"))
    assert d.options == ("recluse",)


def test_executing_the_good_twin_makes_evil_win() -> None:
    game = game_of(SEATING)
    _twinned(game)
    to_day(game, 1)
    _execute(game, ORACLE)
    assert game.over and game.winner == "evil" and game.state.win_condition == "eviltwin"


def test_poisoned_evil_twin_does_not_win_by_execution() -> None:
    game = game_of(SEATING, poisoned=[TWIN])
    _twinned(game)
    to_day(game, 1)
    _execute(game, ORACLE)
    assert not game.over


def test_example_evil_twin_executed_game_continues() -> None:
    # Almanac: both claim the Oracle; the Evil Twin is executed; the game goes on.
    game = game_of(SEATING)
    _twinned(game)
    to_day(game, 1)
    advance(game, [(("talk", TWIN), ("claim", "oracle")), (("talk", ORACLE), ("claim", "oracle"))],
            until=lambda d: d.step == "nominate")
    _execute(game, TWIN)
    assert not game.over and not game.state.seats[TWIN].alive


def test_example_demon_executed_while_both_twins_live() -> None:
    # Almanac: good executes the Demon while both twins live: the game goes on, and nobody dies
    # at night from then on.
    game = game_of(SEATING)
    _twinned(game)
    to_day(game, 1)
    _execute(game, 0)
    assert not game.over
    to_day(game, 2)
    assert not game.over and game.state.deaths_in("night", 2) == []
    # Once the Evil Twin is executed, good wins (no Demon).
    advance(game, until=lambda d: d.step == "nominate")
    _execute(game, TWIN)
    assert game.over and game.winner == "good"


def test_example_pithag_makes_the_good_twin_a_mutant_who_is_executed() -> None:
    # Almanac: the Pit-Hag turns the good twin into the Mutant; the Storyteller executes the
    # Mutant (who claimed it), and evil wins.
    game = game_of(["imp", "eviltwin", "oracle", "savant", "empath", "chef", "sweetheart", "pithag"])
    _twinned(game, SAVANT)
    to_day(game, 1)
    advance(game, [("pithag", SAVANT), ("pithag", "mutant"), ("imp", 5)], until=lambda d: game.state.day == 2)
    assert game.state.seats[SAVANT].character == "mutant"
    d = advance(game, [(("talk", SAVANT), ("claim", "mutant"))], until="mutant")
    assert d.options == (False, True)
    game.answer(True)
    assert game.over and game.winner == "evil" and game.state.win_condition == "eviltwin"


def test_example_pithag_makes_a_good_evil_twin_who_is_executed() -> None:
    # Almanac (Evil Twin and Pit-Hag): a good player made the Evil Twin stays good; the
    # Storyteller picks an evil twin for it; both learn each other; executing it wins for evil.
    game = game_of(["imp", "poisoner", "oracle", "savant", "empath", "chef", "mutant", "pithag"])
    to_day(game, 1)
    d = advance(game, [("pithag", SAVANT), ("pithag", "eviltwin")], until="eviltwin.twin")
    assert d is not None and d.options == (0, 1, 7)  # the evil players
    game.answer(1)
    to_day(game, 2, [("imp", 5)])
    assert game.state.seats[SAVANT].alignment == "good"
    assert [e.data["value"] for e in learned(game, SAVANT) if "twin" in e.data["what"]] == ["poisoner"]
    assert [e.data["value"] for e in learned(game, 1) if "twin" in e.data["what"]] == ["eviltwin"]
    advance(game, until=lambda d: d.step == "nominate")
    _execute(game, SAVANT)
    assert game.over and game.winner == "evil"


def test_dead_evil_twin_blocks_nothing() -> None:
    game = game_of(SEATING)
    _twinned(game)
    to_day(game, 1)
    game.state.seats[TWIN].alive = False
    _execute(game, 0)
    assert game.over and game.winner == "good"


def _mayor_game():  # type: ignore[no-untyped-def]
    """Seats: 0 Imp, 1 Evil Twin, 2 Mayor (the twin), 3 Chef, 4 Empath; day 1 with only the
    Imp and the twins alive."""
    game = game_of(["imp", "eviltwin", "mayor", "chef", "empath"])
    _twinned(game, twin=2)
    to_day(game, 1)
    for s in (3, 4):
        game.state.seats[s].alive = game.state.seats[s].public_alive = False
    return game


def test_declared_good_win_is_refused_while_both_twins_live() -> None:
    """The Mayor's win (three alive, no execution) is a declared good win: refused."""
    game = _mayor_game()
    advance(game, until=lambda d: game.state.phase == "night" or game.over)
    assert not game.over and game.state.night == 2
    refusal = [e for e in game.events if e.data.get("blocked_winner")]
    assert refusal and refusal[-1].data == {"blocked_winner": "good", "by": "eviltwin"}
    assert not any(e.kind == "game_over" for e in game.view(2).events)


def test_declared_win_goes_through_once_the_evil_twin_is_poisoned() -> None:
    game = _mayor_game()
    from clocktower.testing import poison
    poison(game, TWIN)
    advance(game, until=lambda d: game.over)
    assert game.winner == "good" and game.state.win_condition == "mayor"


def test_evil_wins_are_never_refused() -> None:
    game = _mayor_game()
    import pytest

    from clocktower.core import _GameEnded
    assert game.ctx(2).end_game("good", "test") is None and not game.over  # refused: returns
    with pytest.raises(_GameEnded):
        game.ctx(0).end_game("evil", "test")
    assert game.state.winner == "evil"
