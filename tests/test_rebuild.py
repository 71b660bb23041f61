"""``Game._rebuild`` (the undo after an answer that makes the setup impossible) leaves the game
exactly as a game replayed with the same answers, and the game plays on from there (each
seat's event log included)."""

from __future__ import annotations

import random

import pytest

from clocktower.engine import Game


@pytest.mark.parametrize("seed", range(5))
def test_rebuild_matches_a_replay_and_plays_on(seed: int) -> None:
    rng = random.Random(seed)
    game = Game("seed-000", 10)
    while game.pending is not None and len(game.answers) < 60:
        game.answer(game.pending.random_answer(rng))
    kept = game.answers[: len(game.answers) // 2]
    game._rebuild(kept)
    replay = Game("seed-000", 10)
    for a in kept:
        replay.answer(a)
    assert game.answers == replay.answers == kept
    assert repr(game.state) == repr(replay.state) and game.events == replay.events
    assert game.pending == replay.pending
    assert [list(game.view(s).events) for s in range(10)] == [list(replay.view(s).events) for s in range(10)]
    for _ in range(40):
        if game.pending is None:
            break
        answer = game.pending.random_answer(rng)
        game.answer(answer)
        replay.answer(answer)
    assert repr(game.state) == repr(replay.state) and game.events == replay.events
    assert [list(game.view(s).events) for s in range(10)] == [list(replay.view(s).events) for s in range(10)]
