"""Atheist: "The Storyteller can break the game rules, and if executed, good wins, even if you
are dead. [No evil characters]" (almanac, Atheist).

With the Atheist in the bag every place is good (the Storyteller chooses how many of the evil
places become Outsiders); any player may nominate the Storyteller while the Atheist is on
the script, and its execution is good's win if an Atheist is in play (evil's otherwise: our
ruling). The Storyteller's rule-breaking is offered as decisions: any information, a night
death, a nominator's death. The almanac's first example is Storyteller advice; its second
(the Boomdandy, the Sweetheart, the Slayer) is played with the engine's Investigator and a
nominator's death. Rulings: docs/rulings/carousel-townsfolk.md.
"""

from typing import Any

from clocktower.decisions import STORYTELLER
from clocktower.testing import advance, is_alive, set_up, to_day, to_night

from .carousel_townsfolk_helpers import SCRIPT, game_of

# Seats: 0 Atheist, 1 Investigator, 2 Chef, 3 Empath, 4 Saint, 5 Soldier, 6 Monk.
SEATING: list[Any] = ["atheist", "investigator", "chef", "empath", "saint", "soldier", "monk"]
ATHEIST = 1 - 1


def _storyteller_vote(game: Any, nominator: int = 2, yes: bool = True) -> None:
    plan = [(("nominate", nominator), STORYTELLER)] + [(("vote", s.index), yes) for s in game.state.seats]
    advance(game, plan, until=lambda d: game.pending is None or game.state.phase == "night")


def test_setup_no_evil_characters_and_the_storyteller_picks_the_outsiders() -> None:
    game, seen = set_up(SCRIPT, 7, picks={"setup.townsfolk": ["atheist"], "setup.atheist": [1]})
    d = seen["setup.atheist"]
    assert d.options == (0, 1, 2)
    teams = [game.ctx(0, "chef").team_of(s) for s in range(7)]
    assert all(s.alignment == "good" for s in game.state.seats)
    assert teams.count("outsider") == 1 and "minion" not in teams and "demon" not in teams


def test_almanac_three_outsiders_and_the_storyteller_executed_good_wins() -> None:
    """Almanac: three Outsiders in play where there should be two; the players execute the
    Storyteller and good wins."""
    game, seen = set_up(SCRIPT, 9, picks={"setup.townsfolk": ["atheist"], "setup.atheist": [1]})
    teams = [game.ctx(0, "chef").team_of(s) for s in range(9)]
    assert teams.count("outsider") == 3
    to_day(game, 1)
    _storyteller_vote(game)
    assert game.state.phase == "over" and game.state.winner == "good"
    assert any(e.text == "The Storyteller is executed." for e in game.view(3).events)


def test_healthy_no_demon_the_game_goes_on() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    assert game.state.phase == "day"


def test_the_storyteller_is_offered_as_a_nominee_once_a_day() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    d = advance(game, until="nominate")
    assert d is not None and STORYTELLER in d.options and d.labels[STORYTELLER] == "the Storyteller"


def test_a_failed_vote_on_the_storyteller_goes_on() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    _storyteller_vote(game, yes=False)
    assert game.state.phase == "night"


def test_dead_atheist_the_storyteller_executed_good_still_wins() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    game.state.seats[ATHEIST].alive = False
    _storyteller_vote(game)
    assert game.state.winner == "good"


def test_without_an_atheist_in_play_executing_the_storyteller_is_evils_win() -> None:
    game = game_of(["imp", "investigator", "chef", "empath", "baron", "soldier", "monk"])
    to_day(game, 1)
    d = advance(game, until="nominate")
    assert d is not None and STORYTELLER in d.options  # (the Atheist is on the script)
    _storyteller_vote(game)
    assert game.state.winner == "evil"


def test_without_the_atheist_on_the_script_the_storyteller_cannot_be_nominated() -> None:
    game = game_of(["imp", "chef", "empath", "baron", "soldier"], script="trouble-brewing")
    to_day(game, 1)
    d = advance(game, until="nominate")
    assert d is not None and STORYTELLER not in d.options


def test_almanac_information_may_be_false() -> None:
    """Almanac: the Investigator learns that one of two good players is a Minion (the
    Boomdandy of the example): any information is legal. (With no Minion in play the
    Investigator's every pair is legal anyway; the Chef shows the rule: its truth is 0.)"""
    game = game_of(SEATING)
    d = advance(game, until=("inform", "chef"))
    assert d is not None and "Atheist" in d.why and d.truth == (0,) and d.options[:3] == (0, 1, 2)
    game.answer(2)
    assert game.view(2).events[-1].data["value"] == 2


def test_almanac_a_nominator_may_die_with_no_witch_in_play() -> None:
    """Almanac: the Sweetheart (here the Chef) nominates and dies, though no Witch is in play."""
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, [(("nominate", 2), 3), ("atheist.nominator", True)],
            until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 2)


def test_the_storyteller_may_kill_at_night_as_a_demon_would() -> None:
    game = game_of(SEATING)
    to_night(game, 2)
    d = advance(game, until="atheist.night")
    assert d is not None and d.options == (0, 1, 2, 3, 4, 5, 6, None) and d.chooser == STORYTELLER
    game.answer(5)  # the Soldier is not safe: it is not a Demon's kill
    to_day(game, 2)
    assert not is_alive(game, 5)


def test_two_players_left_evil_wins() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    for s in (2, 3, 4, 5, 6):
        game.state.seats[s].alive = False
    advance(game, until=lambda d: game.pending is None)
    assert game.state.winner == "evil"


def test_drunk_atheist_breaks_no_rule_and_good_wins_with_no_demon() -> None:
    from clocktower.testing import make_drunk
    game = game_of(SEATING)
    make_drunk(game, ATHEIST)
    advance(game, until=lambda d: game.pending is None)
    assert game.state.winner == "good"


def test_poisoned_atheist_breaks_no_rule_and_good_wins_with_no_demon() -> None:
    game = game_of(SEATING, poisoned=[ATHEIST])
    assert game.state.phase == "over" and game.state.winner == "good"


RIOT_SEATING: list[Any] = ["riot", "chef", "empath", "baron", "soldier", "monk", "investigator"]


def test_jinx_riot_atheist_the_storyteller_about_to_die_ends_the_game() -> None:
    game = game_of(RIOT_SEATING)
    to_day(game, 3)
    assert game.state.seats[3].character == "riot"
    plan = [(("nominate", 1), STORYTELLER)] + [(("vote", s), True) for s in range(7)]
    advance(game, plan, until=lambda d: game.pending is None)
    assert game.state.phase == "over" and game.state.winner == "evil"  # (no Atheist in play)
    assert any(e.text == "The Storyteller is executed." for e in game.view(2).events)


def test_jinx_riot_atheist_not_about_to_die_the_nominator_nominates_again() -> None:
    game = game_of(RIOT_SEATING)
    to_day(game, 3)
    plan = [(("nominate", 1), STORYTELLER)] + [(("vote", s), False) for s in range(7)]
    d = advance(game, plan, until="riot.nominate")
    assert d is not None and d.chooser == 1 and STORYTELLER not in d.options
    game.answer(2)
    assert not is_alive(game, 2)  # the riot goes on: that nominee dies


def test_jinx_riot_atheist_a_riot_nominee_may_nominate_the_storyteller() -> None:
    game = game_of(RIOT_SEATING)
    to_day(game, 3)
    d = advance(game, [(("nominate", 1), 2)], until="riot.nominate")
    assert d is not None and d.chooser == 2 and STORYTELLER in d.options


def test_almanac_false_information_as_much_or_as_little_as_the_storyteller_wants() -> None:
    """Almanac: the Storyteller breaks the rules only to give false information (as much or
    as little as it likes) or to act for absent evil characters: the truth stays offered,
    first, beside every false value."""
    game = game_of(SEATING)
    d = advance(game, until=("inform", "chef"))
    assert d is not None and d.options[0] == d.truth[0] == 0 and len(d.options) > 1
