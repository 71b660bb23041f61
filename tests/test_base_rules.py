"""Base rules the engine enforces whatever the characters: voting, ghost votes, nominations,
execution, first-night evil info and the two basic win conditions.

Rule source: /work/shared/RULES.md ("Nominations, votes, execution", "Death", "The turn
cycle", "Winning"). The two base-rule cases of /work/shared/rulings/cases.jsonl
(base-ghost-vote-single-use, base-two-alive-demon-alive-evil-wins) are played exactly as
stated in tests/rulings/test_rulings_dbd.py. All games use the ``darkest-before-dawn``
script and fixed seatings.

The seatings are chosen so that the nights are quiet under :func:`clocktower.testing.quiet`:
the Imp's first legal pick is seat 0, the Soldier, who is safe from it; the Assassin passes;
the Tinker's Storyteller says "no".
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from clocktower.decisions import DecisionKind, IllegalAnswer
from clocktower.engine import Game
from clocktower.rules import team_of
from clocktower.testing import advance, seated, to_day

# 0 Soldier, 1 Imp, 2 Assassin, 3 Ravenkeeper, 4 Chambermaid, 5 Tinker, 6 Goon
SEVEN = ["soldier", "imp", "assassin", "ravenkeeper", "chambermaid", "tinker", "goon"]


def nominate(game: Game, nominator: int, nominee: int, yes: Iterable[int] = ()) -> list[int]:
    """Run the day up to ``nominator``'s nomination, nominate, and vote.

    Seats in ``yes`` vote yes; every other voter asked votes no.

    Returns:
        The seats that were asked to vote, in the order asked.
    """
    d = advance(game, until=("nominate", nominator))
    assert d is not None and d.kind == DecisionKind.NOMINATE and d.chooser == nominator
    game.answer(nominee)
    yes = set(yes)
    asked: list[int] = []
    while game.pending is not None and game.pending.kind == DecisionKind.VOTE:
        voter = game.pending.chooser
        asked.append(voter)
        game.answer(voter in yes)
    return asked


def last_vote(game: Game) -> dict:
    """The data of the latest public vote result."""
    return [e for e in game.events if e.kind == "voted"][-1].data


def finish_day(game: Game) -> None:
    """Decline every remaining nomination of the current day and run to the next night."""
    day = game.state.day
    advance(game, until=lambda d: game.state.phase == "night" or game.state.day != day)


def executed_on(game: Game, day: int) -> list[int]:
    return [seat for d, seat, _ in game.state.executions if d == day]


# ------------------------------------------------------------------ thresholds


def test_threshold_is_half_the_alive_players_rounded_up() -> None:
    # 7 alive: 4 votes needed; 3 is not enough.
    game = seated(SEVEN)
    to_day(game, 1)
    nominate(game, 0, 3, yes=(0, 4, 5))
    assert last_vote(game)["threshold"] == 4
    assert last_vote(game)["tally"] == 3 and game.state.about_to_die is None
    nominate(game, 1, 4, yes=(0, 1, 2, 3))
    assert last_vote(game)["tally"] == 4 and game.state.about_to_die == 4
    finish_day(game)
    assert executed_on(game, 1) == [4] and not game.state.seats[4].alive


def test_threshold_with_even_alive_count() -> None:
    # 6 alive (one player dead before the game): half of 6 is exactly 3.
    game = seated(SEVEN)
    game.state.seats[6].alive = False
    to_day(game, 1)
    nominate(game, 0, 3, yes=(0, 4, 5))
    assert last_vote(game)["threshold"] == 3
    assert game.state.about_to_die == 3


def test_threshold_counts_a_death_earlier_in_the_day() -> None:
    # The Tinker dies during day 1 before nominations: 6 alive, so 3 votes are enough.
    game = seated(SEVEN)
    to_day(game, 1)
    advance(game, [("tinker", True)], until=("nominate", 0))
    assert not game.state.seats[5].alive and game.state.alive_count() == 6
    nominate(game, 0, 3, yes=(0, 1, 2))
    assert last_vote(game)["threshold"] == 3 and game.state.about_to_die == 3


def test_dead_players_do_not_count_towards_the_threshold() -> None:
    # 9 seats, 3 dead: threshold uses the 6 alive only (3), not 9 (5).
    game = seated(SEVEN + ["gossip", "grandmother"])
    for s in (6, 7, 8):
        game.state.seats[s].alive = False
    to_day(game, 1)
    nominate(game, 0, 3, yes=(0, 1, 2))
    assert last_vote(game)["threshold"] == 3 and game.state.about_to_die == 3


# ------------------------------------------------------------------ tallies and ties


def test_highest_tally_wins() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    nominate(game, 0, 3, yes=(0, 1, 2, 4))  # 4
    assert game.state.about_to_die == 3
    nominate(game, 1, 4, yes=(0, 1, 2, 3, 5))  # 5 beats 4
    assert game.state.about_to_die == 4
    nominate(game, 2, 6, yes=(0, 1, 2, 3))  # 4 does not beat 5
    assert game.state.about_to_die == 4
    finish_day(game)
    assert executed_on(game, 1) == [4]
    assert game.state.seats[3].alive and game.state.seats[6].alive


def test_tie_executes_nobody() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    nominate(game, 0, 3, yes=(0, 1, 2, 4))
    nominate(game, 1, 4, yes=(0, 1, 2, 3))
    assert game.state.about_to_die is None
    assert "tied" in [e for e in game.events if e.kind == "voted"][-1].text
    finish_day(game)
    assert executed_on(game, 1) == []
    assert any(e.kind == "no_execution" and e.public for e in game.events)
    assert game.state.alive_count() == 7


def test_a_later_higher_count_beats_a_tie() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    nominate(game, 0, 3, yes=(0, 1, 2, 4))
    nominate(game, 1, 4, yes=(0, 1, 2, 3))
    assert game.state.about_to_die is None
    nominate(game, 2, 5, yes=(0, 1, 2, 3))  # equal to the tie: still nobody
    assert game.state.about_to_die is None
    nominate(game, 3, 6, yes=(0, 1, 2, 3, 4))  # 5 beats the tied 4
    assert game.state.about_to_die == 6
    finish_day(game)
    assert executed_on(game, 1) == [6]


# ------------------------------------------------------------------ ghost votes


def test_each_dead_player_is_offered_exactly_one_ghost_vote() -> None:
    game = seated(SEVEN)
    game.state.seats[5].alive = False
    to_day(game, 1)
    asked = nominate(game, 0, 3, yes=())  # the dead Tinker votes no: vote kept
    assert 5 in asked and game.state.seats[5].ghost_vote
    asked = nominate(game, 1, 4, yes=(5,))  # now spends it
    assert 5 in asked and not game.state.seats[5].ghost_vote
    assert last_vote(game)["voters"] == [5]
    asked = nominate(game, 2, 6, yes=(5,))
    assert 5 not in asked  # never asked again
    finish_day(game)
    to_day(game, 2)
    asked = nominate(game, 1, 0)
    assert 5 not in asked and game.view(5).ghost_vote is False


def test_ghost_vote_is_spent_even_if_nobody_is_executed() -> None:
    game = seated(SEVEN)
    game.state.seats[5].alive = False
    to_day(game, 1)
    nominate(game, 0, 3, yes=(5,))
    assert game.state.about_to_die is None and not game.state.seats[5].ghost_vote


def test_alive_players_vote_on_every_nomination_clockwise_from_the_nominee() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    assert nominate(game, 0, 3) == [4, 5, 6, 0, 1, 2, 3]
    assert nominate(game, 1, 4, yes=(0,)) == [5, 6, 0, 1, 2, 3, 4]


# ------------------------------------------------------------------ nominations


def test_dead_players_are_never_offered_a_nomination_but_may_be_nominated() -> None:
    game = seated(SEVEN)
    game.state.seats[3].alive = False
    to_day(game, 1)
    advance(game, until=("nominate", 0))
    assert 3 in game.pending.options
    finish_day(game)
    nominators = [d.chooser for d in game.decisions if d.kind == DecisionKind.NOMINATE]
    assert nominators == [0, 1, 2, 4, 5, 6]
    with pytest.raises(IllegalAnswer):
        next(game.nominate(3, 4))


def test_nominee_options_exclude_players_already_nominated_today() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    d = advance(game, until=("nominate", 0))
    assert d.options == (None, 0, 1, 2, 3, 4, 5, 6)
    nominate(game, 0, 3)
    d = advance(game, until=("nominate", 1))
    assert d.options == (None, 0, 1, 2, 4, 5, 6)
    with pytest.raises(IllegalAnswer):
        game.answer(3)
    assert game.pending is d
    nominate(game, 1, 1)  # self-nomination is legal
    d = advance(game, until=("nominate", 2))
    assert d.options == (None, 0, 2, 4, 5, 6)


def test_each_player_nominates_at_most_once_a_day() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    nominate(game, 0, 3)
    nominated, nominators = set(game.state.nominated_today), set(game.state.nominators_today)
    count = len(game.state.nominations)
    with pytest.raises(IllegalAnswer):
        next(game.nominate(0, 4))  # second nomination by seat 0
    with pytest.raises(IllegalAnswer):
        next(game.nominate(2, 3))  # seat 3 nominated again
    assert len(game.state.nominations) == count
    assert game.state.nominated_today == nominated and game.state.nominators_today == nominators
    finish_day(game)
    day1 = [d.chooser for d in game.decisions if d.kind == DecisionKind.NOMINATE]
    assert len(day1) == len(set(day1)) == 7


def test_nominations_reset_each_day() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    nominate(game, 0, 3)
    finish_day(game)
    to_day(game, 2)
    # Day 2 starts with seat 1; seat 3 may be nominated again and seat 0 may nominate.
    d = advance(game, until=("nominate", 1))
    assert 3 in d.options
    nominate(game, 1, 3)
    d = advance(game, until=("nominate", 0))
    assert d.chooser == 0 and 3 not in d.options


# ------------------------------------------------------------------ execution


def test_at_most_one_execution_a_day() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    nominate(game, 0, 3, yes=(0, 1, 2, 4))
    nominate(game, 1, 4, yes=(0, 1, 2, 3, 5))
    finish_day(game)
    executed = [e for e in game.events if e.kind == "executed"]
    assert len(executed) == 1 and executed[0].data["seat"] == 4
    assert game.state.seats[3].alive


def test_executing_a_dead_player_is_an_execution_but_not_a_death() -> None:
    game = seated(SEVEN)
    game.state.seats[3].alive = False
    to_day(game, 1)
    deaths_before = list(game.state.deaths)
    nominate(game, 0, 3, yes=(0, 1, 2, 4))
    assert game.state.about_to_die == 3
    finish_day(game)
    assert executed_on(game, 1) == [3]
    assert any(e.kind == "executed" and e.public and e.data["seat"] == 3 for e in game.events)
    assert game.state.deaths == deaths_before
    assert not any(e.kind == "died" and e.data.get("seat") == 3 for e in game.events)
    assert not game.state.seats[3].alive


def test_executed_player_dies() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    nominate(game, 0, 3, yes=(0, 1, 2, 4))
    finish_day(game)
    death = game.state.deaths[-1]
    assert death.seat == 3 and death.harm.execution and death.phase == "day"
    assert any(e.kind == "died" and e.public and e.data["seat"] == 3 for e in game.view(0).events)


# ------------------------------------------------------------------ first-night evil info

# 0 Soldier, 1 Imp, 2 Marionette (believes Ravenkeeper), 3 Assassin, 4 Mastermind,
# 5 Chambermaid, 6 Tinker, 7 Goon
EVIL_EIGHT = ["soldier", "imp", ("marionette", "ravenkeeper"), "assassin", "mastermind",
              "chambermaid", "tinker", "goon"]


def kinds_seen(game: Game, seat: int) -> list[str]:
    return [e.kind for e in game.view(seat).events]


def test_minion_and_demon_info_at_seven_or_more() -> None:
    game = seated(EVIL_EIGHT)
    to_day(game, 1)
    bluffs = game.state.bluffs
    for minion, other in ((3, 4), (4, 3)):
        info = [e for e in game.view(minion).events if e.kind == "minion_info"]
        assert len(info) == 1
        assert info[0].data == {"demons": [1], "minions": [other]}  # the Marionette is not shown
    demon = [e for e in game.view(1).events if e.kind == "demon_info"]
    assert len(demon) == 1 and demon[0].data["minions"] == [3, 4]
    assert len(demon[0].data["bluffs"]) == 3 and tuple(demon[0].data["bluffs"]) == bluffs
    in_play = {s.character for s in game.state.seats}
    assert not set(bluffs) & in_play
    assert all(team_of(b) in ("townsfolk", "outsider") for b in bluffs)
    # Nobody else sees any of it: not the good players, not the Marionette.
    for seat in (0, 2, 5, 6, 7):
        assert "minion_info" not in kinds_seen(game, seat)
        assert "demon_info" not in kinds_seen(game, seat)
    assert "demon_info" not in kinds_seen(game, 3)
    assert "minion_info" not in kinds_seen(game, 1)


def test_minion_info_at_exactly_seven() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    assert [e.data for e in game.view(2).events if e.kind == "minion_info"] == [{"demons": [1], "minions": []}]
    assert len([e for e in game.view(1).events if e.kind == "demon_info"]) == 1


@pytest.mark.parametrize("seating", [
    ["soldier", "imp", "assassin", "ravenkeeper", "chambermaid"],
    ["soldier", "imp", "assassin", "ravenkeeper", "chambermaid", "tinker"],
])
def test_no_minion_or_demon_info_below_seven(seating: list[str]) -> None:
    game = seated(seating)
    to_day(game, 1)
    for seat in range(len(seating)):
        assert "minion_info" not in kinds_seen(game, seat)
        assert "demon_info" not in kinds_seen(game, seat)
    assert not any(e.kind in ("minion_info", "demon_info") for e in game.events)


# ------------------------------------------------------------------ winning


def test_evil_wins_when_an_execution_leaves_two_alive() -> None:
    # (The exact ruling case is in tests/rulings/test_rulings_dbd.py.)
    game = seated(["soldier", "imp", "ravenkeeper", "chambermaid", "goon"])
    game.state.seats[2].alive = False
    game.state.seats[4].alive = False
    to_day(game, 1)
    nominate(game, 0, 0, yes=(0, 1))
    advance(game)
    assert game.winner == "evil" and game.state.night == 1


def test_evil_wins_when_a_night_kill_leaves_two_alive() -> None:
    # 0 Chambermaid, 1 Imp, 2 Soldier, others dead: the Imp kills the Chambermaid on night 2.
    game = seated(["chambermaid", "imp", "soldier", "ravenkeeper", "goon"])
    game.state.seats[3].alive = False
    game.state.seats[4].alive = False
    advance(game, [("imp", 0)])
    assert game.winner == "evil" and game.state.phase == "over"
    assert game.state.night == 2 and game.state.day == 1


def test_good_wins_when_the_demon_is_executed() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    nominate(game, 0, 1, yes=(0, 2, 3, 4))
    advance(game)
    assert game.winner == "good" and game.state.night == 1
    assert executed_on(game, 1) == [1] and not game.state.seats[1].alive


def test_good_wins_when_the_demon_dies_even_with_two_left() -> None:
    # 3 alive: Soldier, Imp, Chambermaid. Executing the Imp leaves 2 alive and no Demon.
    game = seated(["soldier", "imp", "ravenkeeper", "chambermaid", "goon"])
    game.state.seats[2].alive = False
    game.state.seats[4].alive = False
    to_day(game, 1)
    nominate(game, 0, 1, yes=(0, 3))
    advance(game)
    assert game.winner == "good"


def test_good_wins_when_the_assassin_kills_the_demon() -> None:
    game = seated(SEVEN)
    advance(game, [("assassin", 1)])
    assert game.winner == "good" and game.state.night == 2


def test_game_continues_while_demon_and_three_alive() -> None:
    game = seated(["soldier", "imp", "ravenkeeper", "chambermaid", "goon"])
    game.state.seats[2].alive = False
    to_day(game, 1)
    nominate(game, 0, 3, yes=(0, 1, 4))  # 4 alive -> 3 alive after the execution
    finish_day(game)
    assert not game.over and game.state.alive_count() == 3 and game.state.phase == "night"


def test_answer_after_the_game_is_over_raises() -> None:
    from clocktower.decisions import GameOverError

    game = seated(SEVEN)
    advance(game, [("assassin", 1)])
    with pytest.raises(GameOverError):
        game.answer(None)


def test_quiet_policy_is_legal_for_a_whole_quiet_day() -> None:
    # Sanity for the helpers above: a day with no nominations executes nobody.
    game = seated(SEVEN)
    to_day(game, 1)
    finish_day(game)
    assert executed_on(game, 1) == [] and game.state.alive_count() == 7
    assert len(game.state.nominations) == 0
