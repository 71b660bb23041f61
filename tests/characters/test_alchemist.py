"""Alchemist: "You have a Minion ability. When using this, the Storyteller may prompt you to
choose differently." (almanac, Alchemist).

The Storyteller picks a not-in-play Minion of the script (at setup when the Alchemist is in
the bag, so the Baron's Outsiders are added); the Alchemist is told it on the first night
and acts as that Minion, the Storyteller accepting or refusing each choice. The almanac's
Wizard, Alsaahir, Lord of Typhon and King are played with other players. Jinxes with the
Boffin, the Marionette, the Mastermind, the Spy and the Widow. Rulings:
docs/rulings/carousel-townsfolk.md.
"""

from typing import Any

from clocktower.testing import advance, is_alive, learned, set_up, to_day, to_night

from .carousel_townsfolk_helpers import SCRIPT, execute, game_of

# Seats: 0 Imp, 1 Alchemist, 2 Chef, 3 Empath, 4 Baron, 5 Soldier, 6 Monk.
SEATING: list[Any] = ["imp", "alchemist", "chef", "empath", "baron", "soldier", "monk"]
ALCHEMIST = 1


def _game(seating: list[Any] = SEATING, ability: str = "poisoner", **kw: Any) -> Any:
    game = game_of(seating, **kw)
    d = game.pending
    if d is not None and d.step == "alchemist.ability":
        game.answer(ability)
    return game


def test_the_storyteller_picks_a_not_in_play_minion() -> None:
    game = game_of(SEATING)
    d = game.pending
    assert d is not None and d.step == "alchemist.ability" and d.chooser == -1
    # Not in play, with no setup change (too late to change the bag); the jinxed Spy, Widow
    # and Marionette only when in play.
    assert d.options == ("poisoner", "mastermind", "boffin", "assassin", "scarletwoman", "witch")


def test_almanac_the_alchemist_baron_adds_two_outsiders() -> None:
    """Almanac: the Alchemist has the Baron ability: 2 extra Outsiders are in play."""
    game, seen = set_up(SCRIPT, 8, picks={"setup.townsfolk": ["alchemist"], "setup.alchemist": ["baron"]})
    assert "baron" in seen["setup.alchemist"].options
    assert game.state.setup_counts == {"townsfolk": 3, "outsider": 3, "minion": 1, "demon": 1}
    assert "baron" not in [s.character for s in game.state.seats]


def test_almanac_the_alchemist_poisoner_is_prompted_to_choose_differently() -> None:
    """Almanac: the Alchemist-Poisoner poisons a player each night; once the Storyteller
    prompts it to choose differently and the first choice (the Lord of Typhon: here the Imp)
    is not poisoned, the second (the King: here the Chef) is."""
    game = _game()
    d = advance(game, until=lambda d: d.chooser == ALCHEMIST)
    assert d is not None and d.step == "poisoner"
    assert learned(game, ALCHEMIST)[-1].text == "You are the Alchemist, with the Poisoner ability."
    game.answer(3)
    d = advance(game, until="poisoner.reprompt")
    assert d is not None and d.options == (True, False)
    game.answer(True)
    assert game.ctx(0, "imp").is_poisoned(3)
    to_night(game, 2)
    advance(game, [(("poisoner", ALCHEMIST), 0), ("poisoner.reprompt", False)],
            until=("poisoner", ALCHEMIST))
    d = game.pending
    assert d is not None and 0 not in d.options
    game.answer(2)
    advance(game, [("poisoner.reprompt", True)], until="imp")
    assert game.ctx(0, "imp").is_poisoned(2) and not game.ctx(3, "chef").is_poisoned(0)


def test_alignment_stays_good() -> None:
    game = _game()
    assert game.state.seats[ALCHEMIST].alignment == "good"
    assert game.ctx(2, "chef").registration_options(ALCHEMIST, "team") == ("townsfolk",)


def test_poisoned_alchemist_minion_ability_does_nothing() -> None:
    game = _game(poisoned=[ALCHEMIST])
    advance(game, [(("poisoner", ALCHEMIST), 3), ("poisoner.reprompt", True)], until="imp")
    assert not game.ctx(0, "imp").is_poisoned(3)


def test_drunk_believing_alchemist_has_no_ability() -> None:
    game = game_of(["imp", ("drunk", "alchemist"), "chef", "empath", "baron", "soldier", "monk"])
    assert game.pending is None or game.pending.step != "alchemist.ability"
    assert not game.state.granted.get(ALCHEMIST)


def test_dead_alchemist_does_not_act() -> None:
    game = _game(ability="witch")
    to_day(game, 1, plan=[(("witch", ALCHEMIST), 2), ("witch.reprompt", True)])
    game.state.seats[ALCHEMIST].alive = False
    mark = len(game.decisions)
    to_day(game, 2, plan=[("imp", 5)])
    assert not [d for d in game.decisions[mark:] if d.chooser == ALCHEMIST and d.step == "witch"]


def test_jinx_alchemist_boffin_does_not_learn_the_demons_ability() -> None:
    game = _game(ability="boffin")
    to_day(game, 1)
    assert not [e for e in learned(game, ALCHEMIST) if e.data.get("what") == "the Demon's good ability"]
    assert [e for e in learned(game, 0) if e.data.get("what") == "your Boffin ability"]


def test_jinx_alchemist_mastermind_has_no_mastermind_ability() -> None:
    game = _game(ability="mastermind")
    grants = game.state.granted[ALCHEMIST]
    assert [(g.character, g.believed_only) for g in grants] == [("mastermind", True)]
    assert "mastermind" not in [s.character for s in game.state.seats]


def test_jinx_alchemist_marionette_no_ability_and_the_marionette_is_in_play() -> None:
    game, seen = set_up(SCRIPT, 8, picks={"setup.townsfolk": ["alchemist"], "setup.alchemist": ["marionette"]})
    assert "marionette" in [s.character for s in game.state.seats]
    grants = game.state.granted[[s.character for s in game.state.seats].index("alchemist")]
    assert [(g.character, g.believed_only) for g in grants] == [("marionette", True)]


def test_jinx_alchemist_spy_a_spy_is_in_play_and_a_right_guess_binds_the_demon() -> None:
    seating = ["imp", "alchemist", "chef", "spy", "empath", "soldier", "monk"]
    game = _game(seating, ability="spy")
    assert [(g.character, g.believed_only) for g in game.state.granted[ALCHEMIST]] == [("spy", True)]
    to_day(game, 1)
    execute(game, 2, 4, plan=[(lambda d: d.chooser == ALCHEMIST and d.kind.value == "day_ability", 3)])
    assert any(e.kind == "statement" and e.data.get("guess") == 3 for e in game.view(5).events)
    to_night(game, 2)
    d = advance(game, until="imp")
    assert d is not None and d.options == (3,)
    game.answer(3)
    to_day(game, 2)
    assert not is_alive(game, 3)


def test_jinx_alchemist_spy_a_wrong_guess_changes_nothing() -> None:
    seating = ["imp", "alchemist", "chef", "spy", "empath", "soldier", "monk"]
    game = _game(seating, ability="spy")
    to_day(game, 1)
    execute(game, 2, 4, plan=[(lambda d: d.chooser == ALCHEMIST and d.kind.value == "day_ability", 5)])
    to_night(game, 2)
    d = advance(game, until="imp")
    assert d is not None and len(d.options) > 1


def test_jinx_alchemist_widow_a_right_guess_binds_the_demon() -> None:
    seating = ["imp", "alchemist", "chef", "widow", "empath", "soldier", "monk"]
    game = _game(seating, ability="widow")
    to_day(game, 1, plan=[("widow", 2)])
    execute(game, 2, 4, plan=[(lambda d: d.chooser == ALCHEMIST and d.kind.value == "day_ability", 3)])
    to_night(game, 2)
    d = advance(game, until="imp")
    assert d is not None and d.options == (3,)


def test_jinx_alchemist_wraith_no_ability_and_a_right_guess_binds_the_demon() -> None:
    seating = ["imp", "alchemist", "chef", "wraith", "empath", "soldier", "monk"]
    game = _game(seating, ability="wraith")
    assert [(g.character, g.believed_only) for g in game.state.granted[ALCHEMIST]] == [("wraith", True)]
    to_day(game, 1)
    execute(game, 2, 4, plan=[(lambda d: d.chooser == ALCHEMIST and d.kind.value == "day_ability", 3)])
    to_night(game, 2)
    d = advance(game, until="imp")
    assert d is not None and d.options == (3,)
