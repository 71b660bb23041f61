"""Invariants of whole games: seeded random games on ``darkest-before-dawn`` at every player
count from 5 to 15 (a fast subset of seeds per count).

Each game is played by the same agents :func:`clocktower.agents.play_random_game` uses
(random bots and the random Storyteller, seeded), through a loop that checks, at every
decision:

* the legal set is never empty, and an illegal answer raises ``IllegalAnswer`` and leaves
  the record (``clocktower.record.dumps``) unchanged;
* a Drunk's or Marionette's view never shows its true character;

and, at the end:

* the game ended with a winner;
* each seat's view holds exactly the events whose audience includes it (public or told to
  it), and none of the Storyteller-only events;
* a Drunk's or Marionette's own events never name its true character unless an ability
  told it (ability information, a character change);
* the record replays identically and re-dumps byte-for-byte; a tampered record raises
  ``ReplayDivergence`` naming the tampered decision;
* determinism: the same seed gives the same record (and the checking loop plays exactly
  the game ``play_random_game`` plays).

DESIGN.md properties 1 (deterministic, replayable), 3 (hidden information is structural)
and 4 (the engine validates every answer).
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

import pytest

from clocktower.agents import RandomStoryteller, play_random_game, random_agents
from clocktower.catalogue import load_catalogue
from clocktower.decisions import STORYTELLER, Decision, IllegalAnswer
from clocktower.engine import Game
from clocktower.record import ReplayDivergence, dumps, replay

SCRIPT = "darkest-before-dawn"
COUNTS = range(5, 16)
SEEDS = (0, 1, 2)
HIDDEN = ("drunk", "marionette")
"""Characters whose players believe they are someone else."""

PROBE_EVERY = 7
"""Try illegal answers at every 7th decision (and at every setup decision)."""
DUMP_EVERY = 91
"""Also compare the whole record before and after at every 91st decision and during setup
(a full dump each time would make the suite slow)."""


class _NotAnOption:
    """A hashable value no decision ever offers."""

    def __repr__(self) -> str:
        return "<not an option>"


def illegal_answers(d: Decision) -> list[Any]:
    """A few answers that are not legal for ``d``."""
    alien = _NotAnOption()
    if d.count is None:
        bad: list[Any] = [alien, "no-such-option", 10_000, tuple(d.options[:2]) + (alien,)]
        if None not in d.options:
            bad.append(None)
        # Equal but of another type: a seat answered with a bool, a vote with an int.
        if True in d.options and not any(o is True for o in d.options):
            bad.append(True)
        if any(o is True for o in d.options):
            bad.extend([1, 1.0])
        return bad
    lo, hi = d.count
    bad = [alien, (alien,) * max(lo, 1), tuple(d.options[:lo]) + (alien,) if hi > lo else (alien,)]
    if len(d.options) > hi:
        bad.append(tuple(d.options[: hi + 1]))  # too many
    if lo >= 1:
        bad.append(tuple(d.options[: lo - 1]))  # too few
    if lo >= 2 or (hi >= 2 and d.options):
        bad.append((d.options[0], d.options[0]) + tuple(d.options[1 : max(lo, 2) - 1]))  # twice
    return bad


def _believed_hidden_ok(game: Game) -> None:
    for s in game.state.seats:
        if s.character in HIDDEN:
            view = game.view(s.index)
            assert view.character != s.character and view.character == s.believed
            assert view.alignment == "good"


def play_checked(n: int, seed: int) -> Game:
    """Play the seeded random game, checking decisions and illegal answers on the way."""
    game = Game(SCRIPT, n)
    players = random_agents(seed, n)
    storyteller = RandomStoryteller(f"{seed}:storyteller")
    k = 0
    while game.pending is not None:
        d = game.pending
        assert d.options or (d.count is not None and d.count[0] == 0), f"empty legal set at {d.step}"
        if d.count is not None:
            assert 0 <= d.count[0] <= d.count[1] and d.count[0] <= len(d.options), d
        if d.truth and d.kind == "inform":
            assert set(d.truth) <= set(d.options), f"truth not legal at {d.step}"
        if d.step.startswith("setup") or k % PROBE_EVERY == 0:
            full = d.step.startswith("setup") or k % DUMP_EVERY == 0
            before = dumps(game) if full else None
            sizes = (len(game.answers), len(game.events))
            for bad in illegal_answers(d):
                with pytest.raises(IllegalAnswer):
                    game.answer(bad)
                assert game.pending is d and (len(game.answers), len(game.events)) == sizes
            if full:
                assert dumps(game) == before
        if d.chooser == STORYTELLER:
            answer = storyteller.decide(None, d)
        else:
            answer = players[d.chooser].decide(game.view(d.chooser), d)
        game.answer(answer)
        k += 1
        if game.state.phase != "setup":
            _believed_hidden_ok(game)
    return game


@cache
def played(n: int, seed: int) -> Game:
    return play_checked(n, seed)


@cache
def record(n: int, seed: int) -> str:
    return dumps(played(n, seed))


GAMES = [(n, seed) for n in COUNTS for seed in SEEDS]


@pytest.mark.parametrize("n,seed", GAMES)
def test_game_ends_with_a_winner(n: int, seed: int) -> None:
    game = played(n, seed)
    assert game.over and game.winner in ("good", "evil") and game.pending is None
    assert game.state.phase == "over"
    over = [e for e in game.events if e.kind == "game_over"]
    assert len(over) == 1 and over[0].public and over[0].data["winner"] == game.winner


@pytest.mark.parametrize("n,seed", GAMES)
def test_seat_views_hold_exactly_their_audience(n: int, seed: int) -> None:
    game = played(n, seed)
    storyteller_only = {id(e) for e in game.events if not e.public and not e.seats}
    assert storyteller_only  # the Grimoire log exists...
    for seat in range(n):
        view = game.view(seat)
        assert all(e.visible_to(seat) for e in view.events)
        assert not any(id(e) in storyteller_only for e in view.events)  # ...and never leaks
        assert [id(e) for e in view.events] == [id(e) for e in game.events if e.visible_to(seat)]
        assert view.seat == seat and view.character == game.state.seats[seat].believed


def names_seat_as(e: Any, seat: int, name: str, character: str) -> bool:
    """True when an event tells its reader that ``seat`` (named ``name``) is ``character``.

    False information about other players ("your grandchild is X, the Drunk", told to a
    drunk Grandmother) names the character but not this seat, and is not a leak.
    """
    label = load_catalogue().get(character).name
    if label in e.text and (re.search(rf"\b{re.escape(name)}\b", e.text)
                            or re.search(r"\byou\b", e.text, re.IGNORECASE)):
        return True
    data = e.data
    if data.get("seat") == seat and data.get("character") == character:
        return True
    return data.get("value") in ([seat, character], (seat, character))


@pytest.mark.parametrize("n,seed", GAMES)
def test_hidden_characters_are_never_named_to_their_player(n: int, seed: int) -> None:
    game = played(n, seed)
    dealt = {e.data["seat"]: e for e in game.events if e.kind == "dealt"}
    setup_grimoire = [e for e in game.events if e.kind == "setup" and "Grimoire" in e.text][0]
    for seat in range(n):
        true_at_setup = _true_at_setup(game, seat)
        if true_at_setup not in HIDDEN:
            continue
        assert dealt[seat].data["character"] != true_at_setup
        assert setup_grimoire not in game.view(seat).events
        name = game.state.seats[seat].name
        for e in game.view(seat).events:
            if e.kind == "character_changed" and e.data.get("seat") == seat:
                break  # an ability told them (e.g. the Marionette caught the Imp's star-pass)
            if e.kind == "learned":
                # Ability information the Storyteller chose (a Marionette-Ravenkeeper who
                # picks itself may be shown the truth): an ability told it, which is allowed.
                continue
            if e.kind == "statement" or (e.kind == "chose" and e.data.get("seat") == seat):
                continue  # what players claimed publicly; this player's own pick of a character
            assert not names_seat_as(e, seat, name, true_at_setup), e


def test_leak_detector_sees_a_leak() -> None:
    from clocktower.events import Event

    assert names_seat_as(Event("learned", "You are the Drunk.", seats=(2,)), 2, "Carol", "drunk")
    assert names_seat_as(Event("learned", "Carol is the Marionette.", seats=(2,)), 2, "Carol", "marionette")
    assert names_seat_as(Event("x", "", data={"value": [2, "drunk"]}), 2, "Carol", "drunk")
    assert not names_seat_as(Event("learned", "Your grandchild is Grace, the Drunk.", seats=(2,)),
                             2, "Carol", "drunk")


def _true_at_setup(game: Game, seat: int) -> str:
    """The seat's true character when it was dealt (from the deal decisions)."""
    for d, a in zip(game.decisions, game.answers):
        if d.step.startswith("setup.deal.") and a == seat:
            return d.step.removeprefix("setup.deal.")
    raise AssertionError(f"seat {seat} was never dealt")


@pytest.mark.parametrize("n,seed", GAMES)
def test_record_replays_byte_for_byte(n: int, seed: int) -> None:
    text = record(n, seed)
    lines = [json.loads(line) for line in text.splitlines()]
    again = replay(lines)
    assert again.winner == played(n, seed).winner
    assert dumps(again) == text
    assert lines[-1]["type"] == "result" and lines[-1]["winner"] == again.winner


@pytest.mark.parametrize("n,seed", GAMES)
def test_same_seed_same_record(n: int, seed: int) -> None:
    assert dumps(play_random_game(SCRIPT, n, seed)) == record(n, seed)
    assert dumps(play_random_game(SCRIPT, n, seed)) == dumps(play_random_game(SCRIPT, n, seed))


def test_different_seeds_give_different_games() -> None:
    assert len({record(9, seed) for seed in SEEDS}) == len(SEEDS)


def _decision_lines(lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [line for line in lines if line.get("type") == "decision"]


@pytest.mark.parametrize("n", [5, 10, 15])
def test_tampered_step_names_the_decision(n: int) -> None:
    lines = [json.loads(line) for line in record(n, 0).splitlines()]
    target = _decision_lines(lines)[len(_decision_lines(lines)) // 2]
    target["step"] = "not-a-step"
    with pytest.raises(ReplayDivergence, match=rf"\bdecision {target['i']}\b"):
        replay(lines)


@pytest.mark.parametrize("n", [5, 10, 15])
def test_tampered_chooser_names_the_decision(n: int) -> None:
    lines = [json.loads(line) for line in record(n, 1).splitlines()]
    target = next(line for line in _decision_lines(lines) if line["step"] == "vote")
    target["chooser"] = (target["chooser"] + 1) % n
    with pytest.raises(ReplayDivergence, match=rf"\bdecision {target['i']}\b"):
        replay(lines)


@pytest.mark.parametrize("n", [5, 10, 15])
def test_tampered_illegal_answer_names_the_decision(n: int) -> None:
    lines = [json.loads(line) for line in record(n, 2).splitlines()]
    target = next(line for line in _decision_lines(lines) if line["step"] == "nominate")
    target["answer"] = 999
    with pytest.raises(ReplayDivergence, match=rf"\bdecision {target['i']}\b"):
        replay(lines)


@pytest.mark.parametrize("n", [7, 12])
def test_tampered_legal_answer_diverges(n: int) -> None:
    # A different but legal vote changes the public vote result: the replay notices.
    lines = [json.loads(line) for line in record(n, 0).splitlines()]
    target = next(line for line in _decision_lines(lines) if line["step"] == "vote")
    target["answer"] = not target["answer"]
    with pytest.raises(ReplayDivergence):
        replay(lines)


def test_truncated_record_replays_a_prefix() -> None:
    # A record cut after some decisions replays to the same unfinished position.
    lines = [json.loads(line) for line in record(8, 0).splitlines()]
    cut = _decision_lines(lines)[40]["i"]
    keep = [line for line in lines if line.get("type") == "header"
            or (line.get("type") == "decision" and line["i"] <= cut)]
    game = replay(keep, check_events=False)
    assert len(game.answers) == cut + 1 and game.pending is not None
    assert not game.over


def test_answering_an_ended_game_raises() -> None:
    from clocktower.decisions import GameOverError

    game = play_random_game(SCRIPT, 5, 0)
    before = dumps(game)
    with pytest.raises(GameOverError):
        game.answer(None)
    assert dumps(game) == before


def test_numbers_of_another_type_are_illegal() -> None:
    # 1 == True in Python; the engine must not take a vote of 1 or a nominee of True.
    from clocktower.decisions import DecisionKind

    d = Decision(DecisionKind.VOTE, 0, "vote", "Vote?", (True, False))
    for bad in (1, 0, 1.0):
        with pytest.raises(IllegalAnswer):
            d.validate(bad)
    assert d.validate(True) is True
    d = Decision(DecisionKind.NOMINATE, 0, "nominate", "Nominate", (None, 0, 1, 2))
    for bad in (True, False, 1.0):
        with pytest.raises(IllegalAnswer):
            d.validate(bad)
    assert d.validate(1) == 1
    d = Decision(DecisionKind.CHOOSE_PLAYERS, 0, "chambermaid", "Choose", (0, 1, 2), count=(2, 2))
    with pytest.raises(IllegalAnswer):
        d.validate((True, 2))
    assert d.validate([1, 2]) == (1, 2)
