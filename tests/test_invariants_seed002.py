"""Invariants of whole seeded random games of ``seed-002`` at every player count from 5 to 15.

Each Demon of the script (Imp, Vortox, Legion, Riot) is played at every count: the random
Storyteller is made to put that Demon in the bag, and every other decision is the seeded
random bots' and Storyteller's, as in :func:`clocktower.agents.play_random_game`. At every
decision the legal set is non-empty, the truth of information is legal, and illegal answers
are refused without changing the record; at the end the game has a winner, each seat saw
exactly its audience's events, the players who believe they are someone else (the Drunk,
the Marionette, the Lunatic) never had their true character shown to them by anything but
an ability, and the record replays byte-for-byte. Across the counts the Vortox, Legion and
Riot (and the Imp) each win and lose.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest

from clocktower.agents import RandomStoryteller, play_random_game, random_agents, run_game
from clocktower.decisions import STORYTELLER, Decision, IllegalAnswer
from clocktower.engine import Game
from clocktower.record import dumps, replay

from .test_invariants import illegal_answers, names_seat_as

SCRIPT = "seed-002"
COUNTS = range(5, 16)
DEMONS = ("imp", "vortox", "legion", "riot")
HIDDEN = ("drunk", "marionette", "lunatic")
PROBE_EVERY = 7


class DemonStoryteller(RandomStoryteller):
    """The seeded random Storyteller, except that it puts ``demon`` in the bag."""

    def __init__(self, seed: int | str, demon: str) -> None:
        super().__init__(seed)
        self.demon = demon

    def decide(self, view: Any, decision: Decision) -> Any:
        if decision.step == "setup.demon":
            self.rng.random()  # keep the stream as it would be
            return self.demon
        return super().decide(view, decision)


def _hidden_ok(game: Game) -> None:
    for s in game.state.seats:
        if s.character in HIDDEN and s.believed != s.character:
            view = game.view(s.index)
            assert view.character == s.believed
            assert view.alignment == s.believed_alignment


def play_checked(n: int, demon: str, seed: int = 0) -> Game:
    game = Game(SCRIPT, n)
    players = random_agents(f"{demon}:{seed}", n)
    storyteller = DemonStoryteller(f"{demon}:{seed}:storyteller", demon)
    k = 0
    while game.pending is not None:
        d = game.pending
        assert d.options or (d.count is not None and d.count[0] == 0), f"empty legal set at {d.step}"
        if d.truth and d.kind == "inform":
            assert set(d.truth) <= set(d.options) or "Vortox" in d.why, f"truth not legal at {d.step}"
        if k % PROBE_EVERY == 0:
            sizes = (len(game.answers), len(game.events))
            for bad in illegal_answers(d):
                with pytest.raises(IllegalAnswer):
                    game.answer(bad)
                assert game.pending is d and (len(game.answers), len(game.events)) == sizes
        if d.chooser == STORYTELLER:
            answer = storyteller.decide(None, d)
        else:
            answer = players[d.chooser].decide(game.view(d.chooser), d)
        game.answer(answer)
        k += 1
        if game.state.phase != "setup":
            _hidden_ok(game)
    return game


@cache
def played(n: int, demon: str) -> Game:
    return play_checked(n, demon)


GAMES = [(n, demon) for demon in DEMONS for n in COUNTS]


@pytest.mark.parametrize("n,demon", GAMES)
def test_game_ends_with_a_winner(n: int, demon: str) -> None:
    game = played(n, demon)
    assert game.over and game.winner in ("good", "evil") and game.pending is None
    assert [a for d, a in zip(game.decisions, game.answers) if d.step == "setup.demon"] == [demon]
    over = [e for e in game.events if e.kind == "game_over"]
    assert len(over) == 1 and over[0].public and over[0].data["winner"] == game.winner


@pytest.mark.parametrize("n,demon", GAMES)
def test_seat_views_hold_exactly_their_audience(n: int, demon: str) -> None:
    game = played(n, demon)
    storyteller_only = {id(e) for e in game.events if not e.public and not e.seats}
    for seat in range(n):
        view = game.view(seat)
        assert not any(id(e) in storyteller_only for e in view.events)
        assert [id(e) for e in view.events] == [id(e) for e in game.events if e.visible_to(seat)]


def _hidden_seats(game: Game) -> dict[int, str]:
    """Seats whose player was dealt a character they do not know they are."""
    return {a: d.step.removeprefix("setup.deal.") for d, a in zip(game.decisions, game.answers)
            if d.step.startswith("setup.deal.") and d.step.removeprefix("setup.deal.") in HIDDEN}


@pytest.mark.parametrize("n,demon", GAMES)
def test_hidden_characters_are_never_named_to_their_player(n: int, demon: str) -> None:
    game = played(n, demon)
    for seat, hidden in _hidden_seats(game).items():
        name = game.state.seats[seat].name
        dealt = [e for e in game.view(seat).events if e.kind == "dealt"]
        assert dealt and dealt[0].data["character"] != hidden
        for e in game.view(seat).events:
            if e.kind == "character_changed" and e.data.get("seat") == seat:
                break  # an ability told them what they now are (a Marionette made Riot or Imp)
            if e.kind in ("learned", "statement") or (e.kind == "chose" and e.data.get("seat") == seat):
                continue  # ability information, public claims, their own picks
            assert not names_seat_as(e, seat, name, hidden), e


@pytest.mark.parametrize("n,demon", GAMES)
def test_record_replays_byte_for_byte(n: int, demon: str) -> None:
    text = dumps(played(n, demon))
    again = replay([json.loads(line) for line in text.splitlines()])
    assert again.winner == played(n, demon).winner and dumps(again) == text


@pytest.mark.parametrize("demon", DEMONS)
def test_each_demon_wins_and_loses(demon: str) -> None:
    winners = {played(n, demon).winner for n in COUNTS}
    assert winners == {"good", "evil"}, f"the {demon} only ever saw {winners}"


def test_checked_games_are_the_plain_seeded_games() -> None:
    """The checking loop plays exactly the game the plain driver plays with the same agents."""
    for n, demon in ((7, "legion"), (13, "riot")):
        game = run_game(Game(SCRIPT, n), random_agents(f"{demon}:0", n),
                        DemonStoryteller(f"{demon}:0:storyteller", demon))
        assert dumps(game) == dumps(played(n, demon))


@pytest.mark.parametrize("n", [5, 10, 15])
def test_play_random_game_finishes_and_is_deterministic(n: int) -> None:
    first = play_random_game(SCRIPT, n, 0)
    assert first.over and dumps(first) == dumps(play_random_game(SCRIPT, n, 0))
