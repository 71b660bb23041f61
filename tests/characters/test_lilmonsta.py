"""Lil' Monsta: "Each night, Minions choose who babysits Lil' Monsta & "is the Demon". Each
night*, a player might die. [+1 Minion]" (almanac, Carousel).

No seat is dealt the Demon: the Storyteller holds the token, a Minion takes its bag place.
Each night the alive Minions wake together and point; a majority picks the babysitter, else
the Storyteller picks. The babysitter registers as the Demon; if it dies, good wins; each
night after the first the Storyteller may kill one player (a Demon's kill). No Minion or
Demon info on night 1. Jinxes: Poppy Grower (one by one), Scarlet Woman (she takes over),
Marionette (the first babysitter neighbours it). Rulings: docs/rulings/loric-demons.md.
"""

from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.script import parse_script
from clocktower.testing import advance, execution_plan, is_alive, seated, set_up, to_day, to_night

SCRIPT = parse_script([{"id": "_meta", "name": "lilmonsta test"}, "empath", "soldier", "monk", "chef", "sage",
                       "poppygrower", "fortuneteller", "recluse", "saint", "poisoner", "scarletwoman", "spy",
                       "baron", "marionette", "lilmonsta"], source="lilmonsta-test")
# Seats: 0 Poisoner, 1 Spy, 2 Empath, 3 Chef, 4 Soldier, 5 Sage, 6 Fortune Teller
SEATING = ["poisoner", "spy", "empath", "chef", "soldier", "sage", "fortuneteller"]


def babysit(game, picks):
    """Answer each Minion's pointing in turn."""
    for p in picks:
        advance(game, until="lilmonsta.babysit")
        game.answer(p)


def test_setup_no_demon_is_dealt_and_a_minion_takes_its_place() -> None:
    for n, minions in ((5, 2), (7, 2), (10, 3), (13, 4)):
        game, seen = set_up(SCRIPT, n, {"setup.demon": ["lilmonsta"]})
        chars = [s.character for s in game.state.seats]
        evil = {"poisoner", "scarletwoman", "spy", "baron", "marionette"}
        assert "lilmonsta" not in chars
        assert [c for c in game.state.storyteller_characters if c != "djinn"] == ["lilmonsta"]
        assert sum(1 for c in chars if c in evil) == minions
        assert game.state.setup_counts["demon"] == 0 and game.state.setup_counts["minion"] == minions
        # No good player is told Lil' Monsta is in play (the Djinn's special rules name it in
        # every game on this script, whatever is in play: they tell nothing).
        for s in range(n):
            if chars[s] not in evil:
                assert all("Lil' Monsta" not in e.text for e in game.view(s).events if e.kind != "djinn_rule")


def test_healthy_minions_wake_together_majority_chooses_the_babysitter() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, until="lilmonsta.babysit")
    assert d.step == "lilmonsta.babysit" and d.chooser == 0 and d.kind == DecisionKind.CHOOSE_PLAYERS
    assert d.options[:2] == (0, 1) and set(d.options) == set(range(7))
    game.answer(1)
    d = advance(game, until="lilmonsta.babysit")
    assert d.chooser == 1
    game.answer(1)
    advance(game, until=lambda d: d.step == "poisoner")
    assert game.state.reminders and any(r.token == "Is The Demon" and r.target == 1 for r in game.state.reminders)
    assert [e.data for e in game.view(1).events if e.kind == "lilmonsta"] == [{"babysitter": 1}]
    assert [e.data for e in game.view(0).events if e.kind == "lilmonsta"] == [{"babysitter": 1}]
    assert [e.data["minions"] for e in game.view(0).events if e.kind == "lilmonsta_minions"] == [(1,)]
    for s in range(2, 7):  # hidden information: good players learn nothing of it
        assert all(e.kind not in ("lilmonsta", "lilmonsta_minions") for e in game.view(s).events)


def test_no_minion_or_demon_info_on_the_first_night() -> None:
    game = seated(SEATING, SCRIPT)
    advance(game, until=lambda d: d.step == "talk")
    for s in range(7):
        assert all(e.kind not in ("minion_info", "demon_info") for e in game.view(s).events)


def test_minions_disagree_the_storyteller_chooses_among_their_picks() -> None:
    game = seated(SEATING, SCRIPT)
    babysit(game, [0, 1])
    d = advance(game, until="lilmonsta.undecided")
    assert d.chooser == STORYTELLER and d.options == (0, 1)
    game.answer(0)
    assert [c for c in game.state.storyteller_characters if c != "djinn"] == ["lilmonsta"]


def test_registration_the_babysitter_registers_as_the_demon() -> None:
    game = seated(SEATING, SCRIPT)
    babysit(game, [1, 1])
    d = advance(game, [("poisoner", 4)], until="fortuneteller")
    game.answer((1, 2))
    d = advance(game, until=("inform", "fortuneteller"))
    assert d.truth == (True,)


def test_the_storyteller_may_kill_one_player_each_night_after_the_first() -> None:
    game = seated(SEATING, SCRIPT)
    babysit(game, [1, 1])
    to_night(game, 2)
    d = advance(game, [("poisoner", 4)], until="lilmonsta.kill")
    assert d.chooser == STORYTELLER and d.options[0] is None and set(d.options[1:]) == set(range(7))
    game.answer(3)
    advance(game, [("lilmonsta.babysit", 0), ("lilmonsta.babysit", 0)], until=lambda d: d.step == "talk")
    assert [x.seat for x in game.state.deaths_in("night", 2)] == [3]
    assert any(r.token == "Is The Demon" and r.target == 0 for r in game.state.reminders)


def test_the_soldier_is_safe_from_its_kill() -> None:
    game = seated(SEATING, SCRIPT)
    babysit(game, [1, 1])
    to_night(game, 2)
    advance(game, [("poisoner", 2), ("lilmonsta.kill", 4)], until=lambda d: d.step == "talk")
    assert is_alive(game, 4)


def test_dead_babysitter_good_wins() -> None:
    game = seated(SEATING, SCRIPT)
    babysit(game, [1, 1])
    to_day(game, 1, [("poisoner", 4)])
    advance(game, execution_plan(game, 2, 1))
    assert game.state.winner == "good" and "babysitter" in game.state.win_reason


def test_dead_minion_not_babysitting_the_game_goes_on() -> None:
    game = seated(SEATING, SCRIPT)
    babysit(game, [1, 1])
    to_day(game, 1, [("poisoner", 4)])
    advance(game, execution_plan(game, 2, 0), until=lambda d: game.state.phase == "night")
    assert game.state.winner is None and not is_alive(game, 0)
    # A dead Minion does not wake to choose: the Spy alone picks.
    d = advance(game, until="lilmonsta.babysit")
    assert d.chooser == 1


def test_two_alive_with_the_babysitter_evil_wins() -> None:
    game = seated(["poisoner", "spy", "empath", "chef", "soldier"], SCRIPT)
    babysit(game, [1, 1])
    to_day(game, 1, [("poisoner", 4)])
    for s in (2, 3):
        game.state.seats[s].alive = False
    advance(game, execution_plan(game, 4, 0))
    assert game.state.winner == "evil"


def test_drunk_or_poisoned_minions_still_choose() -> None:
    """The choosing is Lil' Monsta's, not the Minions' abilities: a poisoned Minion points too."""
    game = seated(SEATING, SCRIPT, poisoned=[0], drunk=[1])
    babysit(game, [0, 0])
    advance(game, until="poisoner")
    assert any(r.token == "Is The Demon" and r.target == 0 for r in game.state.reminders)


def test_almanac_example_poisoner_and_widow_switch_babysitter() -> None:
    """Example 2 (the Spy in the Widow's place): they point at each other and themselves,
    then both at the Spy; the next night both choose the Poisoner."""
    game = seated(SEATING, SCRIPT)
    babysit(game, [1, 1])
    assert any(r.token == "Is The Demon" and r.target == 1 for r in game.state.reminders)
    to_night(game, 2)
    advance(game, [("poisoner", 4), ("lilmonsta.kill", None)], until="lilmonsta.babysit")
    babysit(game, [0, 0])
    reminders = [r.target for r in game.state.reminders if r.token == "Is The Demon"]
    assert reminders == [0]


def test_almanac_example_storyteller_may_kill_minions_to_balance() -> None:
    """Example 1: the Storyteller's nightly kill may be a Minion, to leave one on the last day."""
    game = seated(SEATING, SCRIPT)
    babysit(game, [1, 1])
    to_night(game, 2)
    d = advance(game, [("poisoner", 4)], until="lilmonsta.kill")
    assert 0 in d.options and 1 in d.options
    game.answer(0)
    advance(game, [("lilmonsta.babysit", 1)], until=lambda d: d.step == "talk")
    assert not is_alive(game, 0) and game.state.winner is None


def test_jinx_lilmonsta_poppygrower_minions_wake_one_by_one() -> None:
    game = seated(["poisoner", "spy", "poppygrower", "chef", "soldier", "sage", "empath"], SCRIPT)
    d = game.pending
    assert d.step == "lilmonsta.take" and d.chooser == 0 and d.options == (True, False)
    game.answer(False)
    d = advance(game, until="lilmonsta.take")
    assert d.chooser == 1
    game.answer(True)
    advance(game, until="poisoner")
    assert [r.target for r in game.state.reminders if r.token == "Is The Demon"] == [1]
    assert all(e.kind != "lilmonsta_minions" for e in game.view(0).events)  # they do not meet


def test_jinx_lilmonsta_scarletwoman_babysits_for_the_rest_of_the_game() -> None:
    game = seated(["poisoner", "scarletwoman", "empath", "chef", "soldier", "sage", "monk"], SCRIPT)
    babysit(game, [0, 0])
    to_day(game, 1, [("poisoner", 4)])
    advance(game, execution_plan(game, 2, 0), until=lambda d: game.state.phase == "night")
    assert game.state.winner is None
    assert [r.target for r in game.state.reminders if r.token == "Is The Demon"] == [1]
    seen = []
    advance(game, [("lilmonsta.kill", None)], until=lambda d: seen.append(d.step) or d.step == "talk")
    assert "lilmonsta.babysit" not in seen  # no choosing any more


def test_jinx_lilmonsta_marionette_first_babysitter_neighbours_the_marionette() -> None:
    game = seated(["poisoner", "spy", ("marionette", "chef"), "empath", "soldier", "sage", "monk"], SCRIPT)
    d = game.pending
    assert d.step == "lilmonsta.babysit" and set(d.options) == {1, 3}  # the Marionette's neighbours
    assert all(x.chooser != 2 for x in game.decisions)  # the Marionette never chooses
    babysit(game, [1, 1])
    to_night(game, 2)
    d = advance(game, [("poisoner", 4), ("lilmonsta.kill", None)], until="lilmonsta.babysit")
    assert set(d.options) == set(range(7))


# --- Jinxes with the Magician, the Psychopath, the Vizier and the Hatter --------------------

CAROUSEL = parse_script([{"id": "_meta", "name": "lilmonsta carousel test"}, "empath", "soldier", "monk", "chef",
                         "sage", "magician", "fortuneteller", "hatter", "recluse", "saint", "poisoner",
                         "psychopath", "vizier", "spy", "lilmonsta", "imp"], source="lilmonsta-carousel-test")


def test_jinx_lilmonsta_magician_alive_the_storyteller_chooses_the_babysitter() -> None:
    game = seated(["poisoner", "spy", "empath", "chef", "soldier", "sage", "magician"], CAROUSEL)
    d = advance(game, until="lilmonsta.magician")
    assert d.chooser == STORYTELLER and d.options == (0, 1)
    game.answer(1)
    advance(game, until=lambda d: d.step == "talk")
    assert not any(d.step.startswith("lilmonsta.babysit") for d in game.decisions)
    assert any(r.token == "Is The Demon" and r.target == 1 for r in game.state.reminders)
    assert [e.data for e in game.view(1).events if e.kind == "lilmonsta"] == [{"babysitter": 1}]
    assert all(e.kind not in ("lilmonsta", "lilmonsta_minions") for e in game.view(0).events)


def test_jinx_lilmonsta_magician_dead_the_minions_choose_again() -> None:
    game = seated(["poisoner", "spy", "empath", "chef", "soldier", "sage", "magician"], CAROUSEL)
    advance(game, [("lilmonsta.magician", 0)], until=lambda d: d.step == "talk")
    advance(game, execution_plan(game, 2, 6), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 6)
    d = advance(game, [("lilmonsta.kill", None)], until="lilmonsta.babysit")
    assert d.chooser == 0


def test_jinx_lilmonsta_psychopath_babysitting_dies_when_executed() -> None:
    game = seated(["psychopath", "poisoner", "empath", "chef", "soldier", "sage", "fortuneteller"], CAROUSEL)
    babysit(game, [0, 0])
    to_day(game, 1, [("poisoner", 4)])
    advance(game, [("psychopath", None), *execution_plan(game, 2, 0)])
    assert not is_alive(game, 0) and not any(d.step == "psychopath.roshambo" for d in game.decisions)
    assert game.state.winner == "good"


def test_jinx_lilmonsta_psychopath_not_babysitting_plays_roshambo() -> None:
    game = seated(["psychopath", "poisoner", "empath", "chef", "soldier", "sage", "fortuneteller"], CAROUSEL)
    babysit(game, [1, 1])
    to_day(game, 1, [("poisoner", 4)])
    advance(game, [("psychopath", None), *execution_plan(game, 2, 0),
                   (("psychopath.roshambo", 0), "rock"), (("psychopath.roshambo", 2), "scissors")],
            until=lambda d: game.state.phase == "night")
    assert is_alive(game, 0)


def test_jinx_lilmonsta_vizier_babysitting_dies_when_executed() -> None:
    game = seated(["vizier", "poisoner", "empath", "chef", "soldier", "sage", "fortuneteller"], CAROUSEL)
    babysit(game, [0, 0])
    to_day(game, 1, [("poisoner", 4)])
    advance(game, [("vizier.execute", False), *execution_plan(game, 2, 0)])
    assert not is_alive(game, 0) and game.state.winner == "good"


def test_jinx_lilmonsta_vizier_not_babysitting_survives_execution() -> None:
    game = seated(["vizier", "poisoner", "empath", "chef", "soldier", "sage", "fortuneteller"], CAROUSEL)
    babysit(game, [1, 1])
    to_day(game, 1, [("poisoner", 4)])
    advance(game, [("vizier.execute", False), *execution_plan(game, 2, 0)],
            until=lambda d: game.state.phase == "night")
    assert is_alive(game, 0) and game.state.winner is None


def test_jinx_lilmonsta_hatter_the_demon_choosing_lilmonsta_becomes_a_minion() -> None:
    game = seated(["imp", "poisoner", "hatter", "empath", "chef", "soldier", "sage"], CAROUSEL)
    to_day(game, 1, [("poisoner", 4)])
    advance(game, execution_plan(game, 3, 2), until=lambda d: game.state.phase == "night")
    d = advance(game, [("poisoner", 4), ("imp", 5)], until=("hatter", 0))
    assert "lilmonsta" in d.options
    game.answer("lilmonsta")
    d = advance(game, until="hatter.lilmonsta")
    assert d.chooser == 0 and d.options == ("poisoner", "psychopath", "vizier", "spy")
    game.answer("spy")
    d = advance(game, until=("hatter", 1))
    assert "spy" not in d.options and "lilmonsta" not in d.options
    game.answer("poisoner")
    advance(game, until=lambda d: d.step == "talk")
    assert game.state.seats[0].character == "spy" and game.state.seats[0].alignment == "evil"
    assert "lilmonsta" in game.state.storyteller_characters and game.state.winner is None
    # From the next night the Minions choose who babysits Lil' Monsta, and it may kill.
    to_night(game, 3)
    d = advance(game, [("poisoner", 4), ("lilmonsta.kill", None)], until="lilmonsta.babysit")
    assert d.chooser in (0, 1)
