"""Rulings from /work/shared/rulings/cases.jsonl that use only Darkest Before Dawn characters
and the base rules, and that no character test file covers: the two base-rule cases.

The character cases of this script are tested beside their characters
(tests/characters/test_<id>.py); cases with characters from other scripts belong to the
issues that add those scripts. Each test keeps its case id in its name.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

import pytest

from clocktower.decisions import DecisionKind, IllegalAnswer
from clocktower.engine import Game
from clocktower.testing import advance, seated, to_day

CASES = Path(__file__).resolve().parents[3] / "shared" / "rulings" / "cases.jsonl"


def nominate(game: Game, nominator: int, nominee: int, yes: Iterable[int] = ()) -> list[int]:
    """Run to ``nominator``'s nomination, nominate ``nominee``; seats in ``yes`` vote yes.

    Returns the seats asked to vote, in order.
    """
    d = advance(game, until=("nominate", nominator))
    assert d is not None and d.kind == DecisionKind.NOMINATE and d.chooser == nominator
    game.answer(nominee)
    yes = set(yes)
    asked: list[int] = []
    while game.pending is not None and game.pending.kind == DecisionKind.VOTE:
        asked.append(game.pending.chooser)
        game.answer(game.pending.chooser in yes)
    return asked


def last_vote(game: Game) -> dict:
    return [e for e in game.events if e.kind == "voted"][-1].data


@pytest.mark.parametrize("case_id", ["base-ghost-vote-single-use", "base-two-alive-demon-alive-evil-wins"])
def test_case_ids_exist(case_id: str) -> None:
    if not CASES.exists():
        pytest.skip("shared/rulings/cases.jsonl is not beside the project")
    ids = {json.loads(line)["id"] for line in CASES.read_text(encoding="utf-8").splitlines() if line.strip()}
    assert case_id in ids


# P1..P9 are seats 0..8. P1 is the Soldier (the Imp's first legal pick each night, so the
# nights pass without deaths); P7, P8 and P9 are dead from the start.
GHOST_SEATING = ["soldier", "chambermaid", "ravenkeeper", "goon", "tinker", "imp",
                 "professor", "innkeeper", "exorcist"]


def test_base_ghost_vote_single_use() -> None:
    """6 alive, P7-P9 dead with vote tokens. Day 3: P1 nominated, P2, P3 and the dead P7
    vote: 3 of a threshold of 3 (alive players only), P1 is about to die and P7's token is
    spent. P4 is nominated later: P7's raised hand is not counted (P7 is not even asked).
    Day 4: P7 still cannot vote; dead P8 cannot nominate, but spends a ghost vote once."""
    game = seated(GHOST_SEATING)
    for s in (6, 7, 8):
        game.state.seats[s].alive = False
    to_day(game, 3)
    assert game.state.alive_count() == 6 and all(game.state.seats[s].ghost_vote for s in (6, 7, 8))

    # Day 3: nominations start at seat 2 (P3).
    asked = nominate(game, 2, 0, yes=(1, 2, 6))
    assert asked == [1, 2, 3, 4, 5, 6, 7, 8, 0]  # every alive player, and each ghost vote holder
    vote = last_vote(game)
    assert vote["threshold"] == 3 and vote["tally"] == 3 and vote["voters"] == [1, 2, 6]
    assert game.state.about_to_die == 0
    assert not game.state.seats[6].ghost_vote and game.state.seats[7].ghost_vote
    assert game.view(6).ghost_vote is False and game.public_players()[6].ghost_vote is False

    asked = nominate(game, 4, 3, yes=(1, 6))  # P7 raises a hand again
    assert 6 not in asked
    assert last_vote(game)["voters"] == [1] and game.state.about_to_die == 0
    advance(game, until=lambda d: game.state.phase == "night")
    assert [seat for day, seat, _ in game.state.executions if day == 3] == [0]
    assert not game.state.seats[0].alive

    # Day 4: 5 alive; nominations start at seat 3 (P4).
    to_day(game, 4)
    assert game.state.alive_count() == 5
    asked = nominate(game, 3, 4, yes=(6, 7))  # P8 spends its vote; P7 has none left
    assert 6 not in asked and 7 in asked
    assert last_vote(game)["voters"] == [7] and last_vote(game)["threshold"] == 3
    assert not game.state.seats[7].ghost_vote
    asked = nominate(game, 4, 5, yes=(6, 7))
    assert 6 not in asked and 7 not in asked and 8 in asked
    with pytest.raises(IllegalAnswer):
        next(game.nominate(7, 4))  # P8 is dead: never a nominator
    advance(game, until=lambda d: game.state.phase == "night" or game.over)
    nominators = {d.chooser for d in game.decisions if d.kind == DecisionKind.NOMINATE}
    assert not nominators & {6, 7, 8}
    assert not any(e.data.get("nominator") in (6, 7, 8) for e in game.events if e.kind == "nominated")


def test_base_two_alive_demon_alive_evil_wins() -> None:
    """3 alive: the Imp and two good players (the case names a Chef and a Savant; the
    Chambermaid and the Ravenkeeper stand in). The Savant stand-in is nominated, gets 2
    votes (threshold 2 of 3) and is executed: 2 players are left, one the Demon, so evil
    wins at once and no night follows."""
    # 0 Chambermaid ("Chef"), 1 Imp, 2 Ravenkeeper ("Savant"), 3 Soldier (dead), 4 Goon (dead)
    game = seated(["chambermaid", "imp", "ravenkeeper", "soldier", "goon"])
    game.state.seats[3].alive = False
    game.state.seats[4].alive = False
    game.state.seats[3].ghost_vote = False
    game.state.seats[4].ghost_vote = False
    # Night 1 and day 1 pass quietly (no Imp kill on the first night).
    to_day(game, 1)
    nominate(game, 0, 2, yes=(0, 1))
    vote = last_vote(game)
    assert vote["threshold"] == 2 and vote["tally"] == 2 and game.state.about_to_die == 2
    advance(game)
    assert game.over and game.winner == "evil" and game.pending is None
    assert game.state.night == 1 and game.state.day == 1  # the game did not go on to night 2
    assert game.state.alive_seats() == [0, 1]
    over = [e for e in game.events if e.kind == "game_over"]
    assert len(over) == 1 and over[0].public
    assert not any(e.kind == "phase" and e.time == ("night", 2) for e in game.events)
