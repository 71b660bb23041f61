"""Undertaker: "Each night*, you learn which character died by execution today." (almanac, Seed 004).

The Undertaker wakes only on a night after a day on which a player died by execution: not on
the first night, not after a day without an execution, not when the executed player did not
die (already dead), and not for other deaths. It sees the true character (the Drunk as the
Drunk, the Marionette as the Marionette). A drunk or poisoned Undertaker, woken on the same
nights, may be shown any character.
"""

from clocktower.testing import advance, learned, to_day

from .seed004_helpers import SEED004_PLUS_IMP, game_of, steps

# Seats: 0 Imp, 1 Undertaker, 2 Marionette (believes the Noble), 3 Shugenja, 4 Drunk (believes
# the Empath), 5 Mutant, 6 Zealot.
SEATING = ["imp", "undertaker", ("marionette", "noble"), "shugenja", ("drunk", "empath"), "mutant", "zealot"]
UNDERTAKER = 1


def execute(game, nominator: int, nominee: int, voters: tuple[int, ...]) -> list:
    """Plan items: ``nominator`` nominates ``nominee`` and ``voters`` vote yes on it (the
    Zealot, seat 6, always does while 5 or more live)."""
    def on_it(d):
        return (d.step == "vote" and game.state.nominations and game.state.nominations[-1].nominee == nominee
                and d.chooser in voters)
    return [(("nominate", nominator), nominee), *[(on_it, True)] * len(voters)]


def test_ruling_undertaker_wakes_only_after_execution_with_drunk() -> None:
    """Like ruling undertaker-wakes-only-after-execution: no wake on night 1, nor on night 2 after
    a day without an execution; on night 3, after the Drunk's execution, the Drunk token (the
    almanac's example: not the Townsfolk the Drunk believed it was)."""
    game = game_of(SEATING)
    to_day(game, 2, [("imp", 3)])
    assert "undertaker" not in steps(game)
    plan = execute(game, 2, 4, (0, 1, 2))  # with the Zealot: 4 votes, 3 needed (6 alive)
    d = advance(game, [*plan, ("imp", 5)], until=("inform", "undertaker"))
    assert game.state.night == 3 and not game.state.seats[4].alive
    assert d.subject == UNDERTAKER and d.options == ("drunk",) and d.truth == ("drunk",)
    game.answer("drunk")
    assert [e.text for e in learned(game, UNDERTAKER)] == ["The Drunk died by execution today."]


def test_executed_marionette_shows_as_marionette() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    d = advance(game, [*execute(game, 3, 2, (3, 4, 5, 6)), ("imp", 3)], until=("inform", "undertaker"))
    assert d.options == ("marionette",)


def test_executing_a_dead_player_is_no_death() -> None:
    game = game_of(SEATING)
    to_day(game, 2, [("imp", 3)])  # the Shugenja dies on night 2
    advance(game, [*execute(game, 2, 3, (4, 5, 6)), ("imp", 5)], until=lambda d: game.state.day == 3)
    assert game.state.executions and game.state.executions[-1][1] == 3
    assert "undertaker" not in steps(game)


def test_night_deaths_do_not_count() -> None:
    game = game_of(SEATING)
    to_day(game, 3, [("imp", 3), ("imp", 4)])
    assert "undertaker" not in steps(game)


def test_mutant_executed_by_the_storyteller_counts() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    d = advance(game, [(("talk", 5), ("claim", "mutant")), ("mutant", True), ("imp", 3)],
                until=("inform", "undertaker"))
    assert d.options == ("mutant",)


def test_poisoned_may_be_shown_any_character() -> None:
    game = game_of(SEATING, poisoned=[UNDERTAKER])
    to_day(game, 1)
    d = advance(game, [*execute(game, 3, 2, (3, 4, 5, 6)), ("imp", 3)], until=("inform", "undertaker"))
    assert set(d.options) == set(SEED004_PLUS_IMP.characters) and d.truth == ("marionette",)
    assert "poisoned" in d.why
    game.answer("widow")
    assert learned(game, UNDERTAKER)[-1].text == "The Widow died by execution today."


def test_drunk_may_be_shown_any_character_and_only_after_an_execution() -> None:
    game = game_of(SEATING, drunk=[UNDERTAKER])
    to_day(game, 2, [("imp", 3)])
    assert "undertaker" not in steps(game)
    d = advance(game, [*execute(game, 2, 4, (0, 1, 2, 4)), ("imp", 5)], until=("inform", "undertaker"))
    assert "drunk" in d.why and d.truth == ("drunk",) and len(d.options) > 1


def test_marionette_believing_undertaker() -> None:
    # Seats: 0 Imp, 1 Marionette (believes the Undertaker), 2 Noble, 3 Shugenja, 4 Zealot.
    game = game_of(["imp", ("marionette", "undertaker"), "noble", "shugenja", "zealot"])
    to_day(game, 1)
    d = advance(game, [*execute(game, 2, 3, (0, 1, 2, 3, 4)), ("imp", 2)], until=("inform", "undertaker"))
    assert d.subject == 1 and d.truth == ("shugenja",) and len(d.options) > 1


def test_dead_undertaker_does_not_wake() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, [*execute(game, 3, 2, (3, 4, 5, 6)), ("imp", UNDERTAKER)], until=lambda d: game.state.day == 2)
    assert not game.state.seats[UNDERTAKER].alive and "undertaker" not in steps(game)


def test_executed_recluse_may_register_as_a_demon() -> None:
    # Seats: 0 Imp, 1 Undertaker, 2 Recluse, 3 Shugenja, 4 Zealot, 5 Noble.
    game = game_of(["imp", "undertaker", "recluse", "shugenja", "zealot", "noble"])
    to_day(game, 1)
    d = advance(game, [*execute(game, 3, 2, (3, 4, 5)), ("imp", 3)], until="register.recluse")
    assert "recluse" in d.options and "imp" in d.options and "widow" in d.options
    game.answer("imp")
    d = advance(game, until=("inform", "undertaker"))
    assert d.options == ("imp",)


def test_ruling_undertaker_wakes_only_after_execution() -> None:
    """Ruling undertaker-wakes-only-after-execution, on Seed 004: no wake on night 1 nor on night
    2 (no execution on day 1); on night 3, after the Lunatic (who believes it is the Fang Gu)
    is executed, the Undertaker sees the Lunatic token, not the Fang Gu."""
    # Seats: 0 Fang Gu, 1 Undertaker, 2 Lunatic (believes the Fang Gu), 3 Mutant, 4 Noble,
    # 5 Empath, 6 Chef.
    game = game_of(["fanggu", "undertaker", ("lunatic", "fanggu"), "mutant", "noble", "empath", "chef"],
                   script="seed-004")
    to_day(game, 2, [(("fanggu", 0), 5)])  # night 2: the Fang Gu kills the Empath
    assert "undertaker" not in steps(game)
    assert not game.state.seats[5].alive
    plan = execute(game, 1, 2, (0, 1, 3, 4))  # 4 votes of 6 alive
    d = advance(game, [*plan, (("fanggu", 0), 6)], until=("inform", "undertaker"))
    assert game.state.night == 3 and game.state.executions[-1][1:] == (2, "lunatic")
    assert d.options == ("lunatic",) and d.truth == ("lunatic",)
    game.answer("lunatic")
    assert learned(game, UNDERTAKER)[-1].text == "The Lunatic died by execution today."


def test_two_executions_the_storyteller_chooses_which_character_to_show() -> None:
    """Almanac, Undertaker: with more than one execution in a day "the Storyteller chooses
    which character to show the Undertaker": each executed character is a true answer."""
    from .traveller_helpers import vote_plan, with_travellers

    base = ["imp", "assassin", "chambermaid", "innkeeper", "soldier", "ravenkeeper", "undertaker"]
    g = with_travellers("butcher", base=base)
    to_day(g, 1)
    advance(g, vote_plan(1, 2, set(range(8)), 8), until="nominate.again")
    g.answer(3)
    advance(g, [(("vote", s), s in {0, 1, 3, 4}) for s in range(8)], until=lambda d: d.step != "vote")
    assert not g.state.seats[2].alive and not g.state.seats[3].alive
    d = advance(g, until=("inform", "undertaker"))
    assert d is not None and set(d.truth) == {"chambermaid", "innkeeper"} and set(d.truth) <= set(d.options)
    g.answer("chambermaid")
