"""Invariants of whole seeded random games of ``final-nail-boffin`` (the final nail's Townsfolk
with the Damsel and Seed 004's Outsiders, Minions and Demons) at every count from 5 to 15.

Each Demon is put in the bag at every count by an otherwise seeded random Storyteller; all
other decisions are the seeded random bots' and Storyteller's. At every decision the legal
set is non-empty, the truth is legal and illegal answers are refused without changing the
game; at the end the game has a winner, each seat saw exactly its audience's events, the
players who believe they are someone else (Marionette, Lunatic, Drunk) never had their true
character named to them by anything but an ability, the record replays byte-for-byte, and
the setup kept the Huntsman's promise (a Huntsman, or a Marionette believing it is one,
means the Damsel was dealt). Across the counts each Demon both wins and loses.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest

from clocktower.agents import RandomStoryteller, random_agents
from clocktower.decisions import STORYTELLER, Decision, IllegalAnswer
from clocktower.engine import Game
from clocktower.record import dumps, replay

from .test_invariants import illegal_answers, names_seat_as

SCRIPT = "final-nail-boffin"
COUNTS = range(5, 16)
DEMONS = ("nodashii", "fanggu", "lordoftyphon", "lleech")
HIDDEN = ("drunk", "marionette", "lunatic")
PROBE_EVERY = 7


class DemonStoryteller(RandomStoryteller):
    """The seeded random Storyteller, except that it puts ``demon`` in the bag."""

    def __init__(self, seed: int | str, demon: str) -> None:
        super().__init__(seed)
        self.demon = demon

    def decide(self, view: Any, decision: Decision) -> Any:
        if decision.step == "setup.demon":
            self.rng.random()
            return self.demon
        return super().decide(view, decision)


def play_checked(n: int, demon: str) -> Game:
    game = Game(SCRIPT, n)
    players = random_agents(f"nail:{demon}", n)
    storyteller = DemonStoryteller(f"nail:{demon}:storyteller", demon)
    k = 0
    while game.pending is not None:
        d = game.pending
        assert d.options or (d.count is not None and d.count[0] == 0), f"empty legal set at {d.step}"
        if d.truth and d.kind == "inform":
            assert set(d.truth) <= set(d.options), f"truth not legal at {d.step}"
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
    return game


@cache
def played(n: int, demon: str) -> Game:
    return play_checked(n, demon)


GAMES = [(n, demon) for demon in DEMONS for n in COUNTS]


@pytest.mark.parametrize("n,demon", GAMES)
def test_game_ends_with_a_winner(n: int, demon: str) -> None:
    game = played(n, demon)
    assert game.over and game.winner in ("good", "evil") and game.pending is None
    over = [e for e in game.events if e.kind == "game_over"]
    assert len(over) == 1 and over[0].public and over[0].data["winner"] == game.winner


@pytest.mark.parametrize("n,demon", GAMES)
def test_seat_views_hold_exactly_their_audience(n: int, demon: str) -> None:
    game = played(n, demon)
    for seat in range(n):
        view = game.view(seat)
        assert [id(e) for e in view.events] == [id(e) for e in game.events if e.visible_to(seat)]


@pytest.mark.parametrize("n,demon", GAMES)
def test_hidden_characters_are_never_named_to_their_player(n: int, demon: str) -> None:
    game = played(n, demon)
    dealt = {a: d.step.removeprefix("setup.deal.") for d, a in zip(game.decisions, game.answers)
             if d.step.startswith("setup.deal.") and d.step.removeprefix("setup.deal.") in HIDDEN}
    for seat, hidden in dealt.items():
        name = game.state.seats[seat].name
        for e in game.view(seat).events:
            if e.kind == "character_changed" and e.data.get("seat") == seat:
                break
            if e.kind in ("learned", "statement") or (e.kind == "chose" and e.data.get("seat") == seat):
                continue
            assert not names_seat_as(e, seat, name, hidden), e


@pytest.mark.parametrize("n,demon", GAMES)
def test_a_huntsman_at_setup_means_the_damsel_was_dealt(n: int, demon: str) -> None:
    game = played(n, demon)
    dealt = [(d.step.removeprefix("setup.deal."), a) for d, a in zip(game.decisions, game.answers)
             if d.step.startswith("setup.deal.")]
    covers = {d.step: a for d, a in zip(game.decisions, game.answers) if d.step.startswith("setup.cover.")}
    characters = [c for c, _ in dealt]
    if "huntsman" in characters or covers.get("setup.cover.marionette") == "huntsman":
        assert characters.count("damsel") == 1


@pytest.mark.parametrize("n,demon", GAMES)
def test_record_replays_byte_for_byte(n: int, demon: str) -> None:
    text = dumps(played(n, demon))
    again = replay([json.loads(line) for line in text.splitlines()])
    assert again.winner == played(n, demon).winner and dumps(again) == text


@pytest.mark.parametrize("demon", DEMONS)
def test_each_demon_wins_and_loses(demon: str) -> None:
    winners = {played(n, demon).winner for n in COUNTS}
    assert winners == {"good", "evil"}, f"the {demon} only ever saw {winners}"
