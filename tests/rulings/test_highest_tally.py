"""The day's highest tally counts whatever the count needed was when it was cast (issue 17,
rule 4).

A nominee is about to die with at least half the living players' votes and more votes than
any other nominee today. A tally that did not reach the count needed still counts as the
day's highest: once a death between nominations lowers the count (the Tinker's, which the
Storyteller may cause at any time, now also offered after each vote), a later nominee who
only ties that tally is not about to die. The terminal's vote prompt says how many votes a
nominee needs, which after a tie is one more than the tied tally.
"""

from __future__ import annotations

from clocktower.decisions import STORYTELLER
from clocktower.terminal import vote_context
from clocktower.testing import advance, seated, to_day

from ..test_base_rules import SEVEN, executed_on, finish_day, last_vote, nominate

TINKER = 5


def test_the_tinker_may_die_between_nominations() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    nominate(game, 0, 3, yes=(0, 1))
    d = game.pending
    assert d is not None and d.step == "tinker.after_vote" and d.chooser == STORYTELLER
    assert d.options == (False, True)
    game.answer(True)
    assert not game.state.seats[TINKER].alive
    assert any(e.kind == "death" and e.public for e in game.events) or not game.state.seats[TINKER].public_alive


def test_a_tally_below_the_count_needed_still_counts_as_the_days_highest() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    nominate(game, 0, 3, yes=(0, 1, 2))  # 3 of the 4 needed with 7 alive
    assert last_vote(game)["threshold"] == 4 and game.state.about_to_die is None
    advance(game, [("tinker.after_vote", True)], until=("nominate", 1))
    assert game.state.alive_count() == 6
    nominate(game, 1, 4, yes=(0, 1, 2))  # 3 of the 3 needed now, but only ties the earlier 3
    assert last_vote(game)["threshold"] == 3
    assert game.state.about_to_die is None
    assert "tied" in [e for e in game.events if e.kind == "voted"][-1].text
    finish_day(game)
    assert executed_on(game, 1) == []


def test_after_a_lower_count_a_tally_above_the_earlier_one_is_about_to_die() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    nominate(game, 0, 3, yes=(0, 1, 2))
    advance(game, [("tinker.after_vote", True)], until=("nominate", 1))
    nominate(game, 1, 4, yes=(0, 1, 2, 3))  # 4 beats the earlier 3
    assert game.state.about_to_die == 4
    finish_day(game)
    assert executed_on(game, 1) == [4]


def test_the_vote_prompt_after_a_tie_needs_one_more_than_the_tie() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    nominate(game, 0, 3, yes=(0, 1, 2, 4))
    nominate(game, 1, 4, yes=(0, 1, 2, 3))
    assert game.state.about_to_die is None
    text = vote_context(game.view(2))
    assert "5 votes are needed" in text and "tie" in text


def test_the_vote_prompt_after_a_tally_below_the_count_and_a_death() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    nominate(game, 0, 3, yes=(0, 1, 2))
    advance(game, [("tinker.after_vote", True)], until=("nominate", 1))
    text = vote_context(game.view(2))
    assert text.startswith("4 votes are needed (6 players alive")


def test_the_vote_prompt_with_nobody_voted_on_yet() -> None:
    game = seated(SEVEN)
    to_day(game, 1)
    advance(game, until=("nominate", 0))
    assert vote_context(game.view(2)).startswith("4 votes are needed (7 players alive); nobody is about to die")


def test_a_death_by_the_storytellers_edit_between_nominations_does_not_let_a_tie_through() -> None:
    """The same with the death made by a Storyteller's edit of the Grimoire between the two
    nominations (the tally rule, whatever causes the death)."""
    game = seated(SEVEN)
    to_day(game, 1)
    nominate(game, 0, 3, yes=(0, 1, 2))
    advance(game, until=("nominate", 1))
    game.edit("alive", 6, False)
    nominate(game, 1, 4, yes=(0, 1, 2))
    assert last_vote(game)["threshold"] == 3 and game.state.about_to_die is None
    finish_day(game)
    assert executed_on(game, 1) == []
