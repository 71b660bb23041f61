"""Invariants of whole games of ``seed-000`` (the bundled Seed 000 script, with its Fabled and
Loric), seeded random games at every player count from 5 to 15.

The same checks as :mod:`tests.test_invariants` (which plays ``darkest-before-dawn``): at
every decision the legal set is not empty and illegal answers (probed now and then) raise
``IllegalAnswer`` without changing the record; at the end the game has a winner, every
seat's view holds exactly its audience's events, the Drunk is never named to its player,
and the record replays byte for byte and is the one ``play_random_game`` gives. Besides:
over these games each of the script's four Demons both wins and loses at least once.

Two seeds per count, four in all, one per Demon (the random Storyteller's first pick, the
Demon, depends on the seed only): the Yaggababble's and the Pukka's at odd counts, the
Leviathan's and the Kazali's at even counts. A free-text decision (the Wizard's written wish) takes any
short text, so only non-texts, empty and too long texts are probed as illegal there.
"""

from __future__ import annotations

import json
from collections import defaultdict
from functools import cache
from typing import Any

import pytest

from clocktower.agents import RandomStoryteller, play_random_game, random_agents
from clocktower.decisions import STORYTELLER, IllegalAnswer
from clocktower.engine import Game
from clocktower.record import dumps, replay
from tests.test_invariants import _true_at_setup, illegal_answers, names_seat_as

SCRIPT = "seed-000"
COUNTS = range(5, 16)
SEEDS = {1: (0, 6), 0: (1, 7)}
"""By the parity of the count: seeds whose random Storyteller picks the Yaggababble and the
Pukka (odd counts), the Leviathan and the Kazali (even counts) as the Demon."""
DEMONS = ("yaggababble", "pukka", "kazali", "leviathan")
PROBE_EVERY = 11
DUMP_EVERY = 97


def probes(d: Any) -> list[Any]:
    if not d.free_text:
        return illegal_answers(d)
    return [a for a in illegal_answers(d) if not isinstance(a, str)] + ["", " ", "x" * (d.free_text + 1)]


def play_checked(n: int, seed: int) -> Game:
    game = Game(SCRIPT, n)
    players = random_agents(seed, n)
    storyteller = RandomStoryteller(f"{seed}:storyteller")
    k = 0
    while game.pending is not None:
        d = game.pending
        assert d.options or (d.count is not None and d.count[0] == 0), f"empty legal set at {d.step}"
        if d.truth and d.kind == "inform":
            assert set(d.truth) <= set(d.options), f"truth not legal at {d.step}"
        if k % PROBE_EVERY == 0:
            full = k % DUMP_EVERY == 0
            before = dumps(game) if full else None
            sizes = (len(game.answers), len(game.events))
            for bad in probes(d):
                with pytest.raises(IllegalAnswer):
                    game.answer(bad)
                assert game.pending is d and (len(game.answers), len(game.events)) == sizes
            if full:
                assert dumps(game) == before
        chooser = d.chooser
        answer = storyteller.decide(None, d) if chooser == STORYTELLER else players[chooser].decide(
            game.view(chooser), d)
        game.answer(answer)
        k += 1
        if game.state.phase != "setup":
            for s in game.state.seats:
                if s.character == "drunk":
                    assert game.view(s.index).character == s.believed != "drunk"
    return game


@cache
def played(n: int, seed: int) -> Game:
    return play_checked(n, seed)


GAMES = [(n, seed) for n in COUNTS for seed in SEEDS[n % 2]]


@pytest.mark.parametrize("n,seed", GAMES)
def test_game_ends_and_replays(n: int, seed: int) -> None:
    game = played(n, seed)
    assert game.over and game.winner in ("good", "evil") and game.pending is None
    over = [e for e in game.events if e.kind == "game_over"]
    assert len(over) == 1 and over[0].public and over[0].data["winner"] == game.winner
    # Views hold exactly their audience, nothing Storyteller-only.
    for seat in range(n):
        view = game.view(seat)
        assert [id(e) for e in view.events] == [id(e) for e in game.events if e.visible_to(seat)]
    # The Drunk is never named to its own player (unless an ability told them).
    for seat in range(n):
        if _true_at_setup(game, seat) != "drunk":
            continue
        name = game.state.seats[seat].name
        for e in game.view(seat).events:
            if e.kind == "character_changed" and e.data.get("seat") == seat:
                break
            if e.kind in ("learned", "statement") or (e.kind == "chose" and e.data.get("seat") == seat):
                continue
            assert not names_seat_as(e, seat, name, "drunk"), e
    # The record replays byte for byte, and is the game play_random_game plays.
    text = dumps(game)
    assert dumps(replay([json.loads(line) for line in text.splitlines()])) == text
    if n in (5, 10, 15):
        assert dumps(play_random_game(SCRIPT, n, seed)) == text


def test_each_demon_wins_and_loses() -> None:
    results: dict[str, set[str]] = defaultdict(set)
    for n, seed in GAMES:
        game = played(n, seed)
        demon = next(a for d, a in zip(game.decisions, game.answers) if d.step == "setup.demon")
        assert game.winner is not None
        results[demon].add(game.winner)
    assert {d: results[d] for d in DEMONS} == {d: {"good", "evil"} for d in DEMONS}
