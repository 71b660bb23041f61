"""Hidden information on every surface where a seat's choice is shown (issue 17, item 12).

A review reported "a Snake Charmer's option labelled with the target's true character". A
seat's night choice of a player must be shown with the players' names only, whatever their
characters: the labels, the prompt and the rest of the decision never name a character the
seat was not told (DESIGN property 3, briefing "hidden information").

The surfaces checked, for the seat whose decision is pending:

* the engine: ``Decision.label`` of each option, and the prompt;
* the web Grimoire: the seat's snapshot (``seat_snapshot``, what the seat's browser gets),
  and once through the HTTP API itself (``GET /api/games/{id}`` with the seat's token);
* the PettingZoo environment: the observation's ``"options"`` and the decision part of its
  ``"text"``;
* the LLM player: the decision part of the prompt sent to the model (a fake client records it);
* the terminal (``clocktower play``): what :class:`~clocktower.terminal.HumanPlayer` prints
  from the prompt on (the option list).

Each check is made twice: no character name (display name or id) the seat was not told
appears (``assert_no_names``), and the decision's text on every surface is the same in a
second game whose hidden characters differ but which the seat cannot tell apart (so a leak
that names no character, a mark or an order, is caught too). The cases: the Snake Charmer
choosing among players with the Demon among them, the swap and the next night of both
seats; the Drunk who believes it is the Snake Charmer; the Philosopher who chooses the Snake
Charmer ability; the Boffin's Demon with the Snake Charmer ability; the Cannibal that ate a
Snake Charmer (it is not told which ability it has); and the Recluse and the Spy, who may
register falsely (the Snake Charmer's choice is not information, so nothing registers).
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from typing import Any

import pytest
from rich.console import Console

from clocktower.agents import llm
from clocktower.agents.describe import decision_text
from clocktower.agents.llm import LLMAgent, LLMConfig
from clocktower.catalogue import load_catalogue
from clocktower.decisions import Decision, DecisionKind
from clocktower.engine import Game
from clocktower.script import parse_script
from clocktower.terminal import HumanPlayer, Keyboard
from clocktower.testing import advance, execution_plan, seated, to_day
from clocktower.web.views import seat_snapshot

from .characters.seed000_setup import day_talk, seat000

# ---------------------------------------------------------------------------- the surfaces


def engine_text(game: Game, d: Decision) -> list[str]:
    """The engine's own words for the decision: the prompt, then each option's label."""
    return [d.prompt, *(d.label(o) for o in d.options)]


def web_text(game: Game, d: Decision) -> list[str]:
    """What the seat's browser is sent of its pending decision (the whole of it)."""
    pending = seat_snapshot(game, d.chooser, game_id="g", ref="r")["pending"]
    assert pending is not None, "the seat's snapshot does not show its own decision"
    return [repr(sorted(pending.items(), key=lambda kv: kv[0]))]


def env_text(game: Game, d: Decision) -> list[str]:
    """The environment's observation of the decision: its ``options`` and the decision part of
    its ``text`` (the environment built around this very game)."""
    from clocktower.env import ClocktowerEnv

    environment = ClocktowerEnv("seed-000", len(game.state.seats))
    environment.reset(seed=0)
    # (The forced Grimoire in place of the dealt one: the observation reads only the game.)
    environment.game = game
    environment._offered_for = None
    environment._labels_for = None
    environment._picked = []
    environment._logs = {}
    obs = environment.observe(f"seat_{d.chooser}")
    assert obs["action_mask"].any(), "the environment does not offer the seat its decision"
    text: str = obs["text"]
    assert "\n\nDecision (" in text
    return [*obs["options"], text.split("\n\nDecision (", 1)[1]]


class _Reply:
    def __init__(self) -> None:
        self.choices = [type("Choice", (), {"message": type("Message", (), {"content": '{"choice": 0}'})()})()]
        self.usage = None


class _FakeClient:
    """Stands for the chat-completions client: records the messages, answers option 0."""

    def __init__(self) -> None:
        self.sent: list[list[dict[str, str]]] = []
        self.chat = self
        self.completions = self

    def create(self, *, messages: list[dict[str, str]], **_: Any) -> _Reply:
        self.sent.append(messages)
        return _Reply()


def llm_text(game: Game, d: Decision) -> list[str]:
    """The decision part of the prompt the LLM player sends for the decision."""
    client = _FakeClient()
    saved = llm._client
    llm._client = lambda config: client  # type: ignore[assignment]
    try:
        agent = LLMAgent(seed=0, seat=d.chooser, config=LLMConfig(model="fake"))
        agent.decide(game.view(d.chooser), d)
    finally:
        llm._client = saved  # type: ignore[assignment]
    user = client.sent[0][1]["content"]
    assert "\n\nDecision (" in user
    part = user.split("\n\nDecision (", 1)[1]
    assert "Decision (" + part == decision_text(d, d.options)
    return [part]


def terminal_text(game: Game, d: Decision) -> list[str]:
    """What the terminal prints for the decision, from its prompt on (the option list); the
    person answers with the first option."""
    out = io.StringIO()
    first = d.options[0]
    typed = iter(["0" if first is None else str(first + 1) if isinstance(first, int) else d.label(first)])
    keyboard = Keyboard(Console(file=out, width=200, highlight=False, color_system=None), lambda prompt: next(typed), 1)
    answer = HumanPlayer(d.chooser, keyboard).decide(game.view(d.chooser), d)
    assert answer == first
    screen = out.getvalue()
    start = screen.index(d.prompt.rstrip("."))
    return [screen[start:]]


SURFACES = {"engine": engine_text, "web": web_text, "env": env_text, "llm": llm_text, "terminal": terminal_text}


def surface_texts(game: Game, d: Decision | None = None) -> dict[str, list[str]]:
    """Every surface's text of the pending decision (``d``: it, when the caller has it)."""
    d = game.pending if d is None else d
    assert d is not None and d.chooser >= 0
    return {name: render(game, d) for name, render in SURFACES.items()}


# ---------------------------------------------------------------------------- the checks


def character_words(characters: Sequence[str]) -> list[str]:
    """The ways a text may name each character: its display name and its id."""
    cat = load_catalogue()
    words: list[str] = []
    for c in characters:
        words.append(c)
        if c in cat:
            words.append(cat.get(c).name)
    return list(dict.fromkeys(words))


def assert_no_names(texts: Sequence[str], forbidden: Sequence[str], where: str = "") -> None:
    """Assert no text names one of the ``forbidden`` characters (as a whole word, any case).

    Raises:
        AssertionError: naming the character and the text that names it.
    """
    for word in character_words(forbidden):
        pattern = re.compile(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", re.IGNORECASE)
        for text in texts:
            assert not pattern.search(text), f"{where}: {word!r} is named in {text!r}"


def unknown_to(game: Game, seat: int, known: Sequence[str]) -> list[str]:
    """The characters in this Grimoire ``seat`` was not told: every seat's true and believed
    characters (its own true one too: the Drunk is not told), less ``known``."""
    chars = set()
    for s in game.state.seats:
        chars.add(s.character)
        if s.believed:
            chars.add(s.believed)
    return sorted(chars - set(known))


def check_clean(game: Game, known: Sequence[str], *, seat_names_only: bool = True) -> dict[str, list[str]]:
    """Check the pending seat decision on every surface: no character the seat was not told is
    named; with ``seat_names_only``, its option labels are exactly the players' names (and
    "no one"). Returns the surfaces' texts (for :func:`assert_same`)."""
    d = game.pending
    assert d is not None and d.chooser >= 0
    texts = surface_texts(game, d)
    forbidden = unknown_to(game, d.chooser, known)
    for name, got in texts.items():
        assert_no_names(got, forbidden, f"{name} (seat {d.chooser}, {d.step})")
    if seat_names_only:
        names = {s.index: s.name for s in game.state.seats}
        assert [d.label(o) for o in d.options] == [("no one" if o is None else names[o]) for o in d.options]
        assert texts["env"][:len(d.options)] == [d.label(o) for o in d.options]
    return texts


def check_chose_events(game: Game, seat: int, known: Sequence[str]) -> None:
    """The seat's own record of its choices (its ``chose`` events: "Bob (Snake Charmer) chooses
    Alice.") names no character it was not told, as the labels do not."""
    events = [e.text for e in game.view(seat).events if e.kind == "chose"]
    assert events, f"seat {seat} has no record of its choices"
    assert_no_names(events, unknown_to(game, seat, known), f"the chose events of seat {seat}")


def assert_same(a: dict[str, list[str]], b: dict[str, list[str]], surfaces: Sequence[str] = tuple(SURFACES)) -> None:
    """The seat's decision reads the same on every surface in two Grimoires it cannot tell apart."""
    for name in surfaces:
        assert a[name] == b[name], f"{name}: the decision differs with the hidden characters"


# ---------------------------------------------------------------------------- the negative controls


def test_the_name_check_catches_a_label_naming_a_character() -> None:
    """Negative control: a label holding the Demon's name (or id, in any case) fails the check;
    a player's name that merely contains letters of a name ("Pukkafan") does not pass for it."""
    with pytest.raises(AssertionError, match="Pukka"):
        assert_no_names(["Alice", "Bob (Pukka)"], ["pukka"])
    with pytest.raises(AssertionError, match="'pukka'"):
        assert_no_names(["alice - pukka"], ["pukka"])
    with pytest.raises(AssertionError, match="Snake Charmer"):
        assert_no_names(["Carol, the Snake Charmer"], ["snakecharmer"])
    assert_no_names(["Alice", "Pukkafan"], ["pukka"])


def _leak(game: Game) -> Decision:
    """Make the pending decision's labels name each seat's true character (what the review
    reported), as a leaking engine would."""
    d = game.pending
    assert d is not None
    cat = load_catalogue()
    truth = {s.index: f"{s.name} ({cat.get(s.character).name})" for s in game.state.seats}
    object.__setattr__(d, "labels", truth)  # (this decision only: the game is thrown away)
    return d


def test_the_surface_check_catches_a_leaking_labeller() -> None:
    """Negative control: a decision whose labels name the seats' true characters fails the
    check on every surface, and fails the comparison with a Grimoire the seat cannot tell
    apart."""
    game = seat000(["pukka", "snakecharmer", "preacher", "minstrel", "mastermind"])
    advance(game, until="snakecharmer")
    d = _leak(game)
    texts = surface_texts(game, d)
    forbidden = unknown_to(game, d.chooser, ["snakecharmer"])
    for name, got in texts.items():
        with pytest.raises(AssertionError, match="(?i)'pukka' is named"):
            assert_no_names(got, ["pukka"], name)  # the Demon's name, on every surface
        with pytest.raises(AssertionError, match="is named"):
            assert_no_names(got, forbidden, name)
    with pytest.raises(AssertionError, match="is named"):
        check_clean(game, ["snakecharmer"])
    other = seat000(["mastermind", "snakecharmer", "minstrel", "pukka", "preacher"])
    advance(other, until="snakecharmer")
    leaked = surface_texts(other, _leak(other))
    for name in SURFACES:
        with pytest.raises(AssertionError, match="differs"):
            assert_same({name: texts[name]}, {name: leaked[name]}, (name,))


# ---------------------------------------------------------------------------- the Snake Charmer

SEATING = ["pukka", "snakecharmer", "preacher", "minstrel", "mastermind"]
"""0 Pukka (Alice), 1 Snake Charmer (Bob), 2 Preacher, 3 Minstrel, 4 Mastermind."""

SHUFFLED = ["mastermind", "snakecharmer", "minstrel", "pukka", "preacher"]
"""The same Snake Charmer in seat 1, the others' characters moved: the Snake Charmer cannot
tell the two apart before it acts."""


def test_the_snake_charmer_choosing_among_players_with_the_demon() -> None:
    game = seat000(SEATING)
    d = advance(game, until="snakecharmer")
    assert d is not None and d.chooser == 1 and 0 in d.options
    texts = check_clean(game, ["snakecharmer"])
    other = seat000(SHUFFLED)
    advance(other, until="snakecharmer")
    assert_same(texts, check_clean(other, ["snakecharmer"]))


def test_after_the_swap_both_seats_choices_name_players_only() -> None:
    """Night 1 the Snake Charmer (Bob) chooses the Pukka (Alice): Bob, now the Pukka, chooses
    tonight; on night 2 Alice, now a poisoned Snake Charmer, and Bob choose again. Each was
    told only its own new character."""
    game = seat000(SEATING)
    d = advance(game, [("snakecharmer", 0)], until="pukka")
    assert d is not None and d.chooser == 1 and game.state.seats[1].character == "pukka"
    check_clean(game, ["snakecharmer", "pukka"])  # Bob: was the Snake Charmer, is the Pukka
    advance(game, [("pukka", 3)], until=day_talk(1, game))
    d = advance(game, until="snakecharmer")
    assert d is not None and d.chooser == 0 and game.state.night == 2
    check_clean(game, ["pukka", "snakecharmer"])  # Alice: was the Pukka, is the Snake Charmer
    game.answer(1)  # the new Snake Charmer chooses the new Pukka: poisoned, nothing happens
    d = advance(game, until="pukka")
    assert d is not None and d.chooser == 1
    assert game.state.seats[1].character == "pukka"
    check_clean(game, ["snakecharmer", "pukka"])
    game.answer(2)
    check_chose_events(game, 0, ["pukka", "snakecharmer"])
    check_chose_events(game, 1, ["snakecharmer", "pukka"])
    # The Storyteller's note of the swap ("... chose the Pukka (Alice)") is no seat's.
    for seat in range(5):
        assert not [e for e in game.view(seat).events if "chose the Pukka" in e.text]


def test_the_day_after_the_swap_nominations_name_players_only() -> None:
    game = seat000(SEATING)
    advance(game, [("snakecharmer", 0), ("pukka", 3)], until=day_talk(1, game))
    d = advance(game, until="nominate")
    assert d is not None and d.kind == DecisionKind.NOMINATE
    seat = d.chooser
    known = {0: ["pukka", "snakecharmer"], 1: ["snakecharmer", "pukka"]}.get(seat, [game.state.seats[seat].believed])
    check_clean(game, known)


def test_the_drunk_who_believes_it_is_the_snake_charmer() -> None:
    """The Drunk is told it is the Snake Charmer: its choice never names the Drunk nor the
    others' characters, and reads as a real Snake Charmer's does."""
    game = seat000(["pukka", ("drunk", "snakecharmer"), "preacher", "minstrel", "mastermind"])
    d = advance(game, until="snakecharmer")
    assert d is not None and d.chooser == 1
    drunk = check_clean(game, ["snakecharmer"])
    real = seat000(SEATING)
    advance(real, until="snakecharmer")
    assert_same(drunk, check_clean(real, ["snakecharmer"]))
    advance(game, [("snakecharmer", 0), ("pukka", 3)], until=day_talk(1, game))
    assert game.state.seats[1].character == "drunk"
    advance(game, until="snakecharmer")
    check_clean(game, ["snakecharmer"])
    check_chose_events(game, 1, ["snakecharmer"])


def test_the_philosopher_who_chooses_the_snake_charmer_ability() -> None:
    """The Philosopher's character choice lists the script's characters whatever the seating;
    its Snake Charmer choice names players only, before and after it takes the Demon."""
    game = seat000(["pukka", "philosopher", "preacher", "minstrel", "mastermind"])
    d = advance(game, until="philosopher")
    assert d is not None and d.chooser == 1 and "snakecharmer" in d.options
    choice = surface_texts(game)
    assert [d.label(o) for o in d.options] == [game.character_labels()[c] for c in d.options]
    other = seat000(["mastermind", "philosopher", "minstrel", "pukka", "preacher"])
    advance(other, until="philosopher")
    assert_same(choice, surface_texts(other))
    d = advance(game, [("philosopher", "snakecharmer")], until="snakecharmer")
    assert d is not None and d.chooser == 1
    check_clean(game, ["philosopher", "snakecharmer"])
    game.answer(0)
    d = advance(game, until="pukka")
    assert d is not None and d.chooser == 1 and game.state.seats[0].character == "philosopher"
    check_clean(game, ["philosopher", "snakecharmer", "pukka"])


def test_the_boffins_demon_with_the_snake_charmer_ability() -> None:
    """The Demon knows its Boffin ability (the Snake Charmer's) and chooses players with it:
    the names only (the Demon is not told its Minions' characters by this choice)."""
    game = seat000(["pukka", "boffin", "preacher", "minstrel", "mastermind"])
    d = advance(game, [("boffin.ability", "snakecharmer")], until="snakecharmer")
    assert d is not None and d.chooser == 0
    texts = check_clean(game, ["pukka", "snakecharmer", "boffin"])
    other = seat000(["pukka", "boffin", "minstrel", "preacher", "mastermind"])
    advance(other, [("boffin.ability", "snakecharmer")], until="snakecharmer")
    assert_same(texts, check_clean(other, ["pukka", "snakecharmer", "boffin"]))


# ---------------------------------------------------------------------------- Cannibal, Recluse, Spy

TEST_SCRIPT = parse_script([{"id": "_meta", "name": "Snake Charmer surfaces"}, "snakecharmer", "cannibal", "chef",
                            "empath", "recluse", "spy", "poisoner", "imp"], source="snake charmer surfaces")


def test_the_cannibal_that_ate_a_snake_charmer_is_not_told_so() -> None:
    """Day 1 the Snake Charmer is executed; night 2 the Cannibal (not told which ability it
    gained) chooses a player: nothing names the Snake Charmer, nor anyone's character."""
    game = seated(["imp", "cannibal", "snakecharmer", "chef", "poisoner", "empath"], script=TEST_SCRIPT)
    to_day(game, 1, [("snakecharmer", 3), ("poisoner", 5)])
    advance(game, execution_plan(game, 3, 2), until=lambda d: game.state.phase == "night")
    assert not game.state.seats[2].alive
    d = advance(game, until=lambda d: d.chooser == 1 and d.kind == DecisionKind.CHOOSE_PLAYERS)
    assert d is not None and game.state.night == 2
    assert d.step == "cannibal" and "snakecharmer" not in d.prompt.lower()
    check_clean(game, ["cannibal"])
    game.answer(0)
    check_chose_events(game, 1, ["cannibal"])


@pytest.mark.parametrize("seating", [
    ["imp", "recluse", "snakecharmer", "chef", "spy"],
    ["imp", "spy", "snakecharmer", "chef", "recluse"],
])
def test_the_recluse_and_the_spy_change_nothing_on_any_surface(seating: list[str]) -> None:
    """The Recluse (who may register as a Demon) and the Spy (as good) among the choices:
    the labels are the same whichever seats they sit in, and choosing them swaps nothing and
    asks the Storyteller no registration."""
    game = seated(seating, script=TEST_SCRIPT)
    d = advance(game, until="snakecharmer")
    assert d is not None and d.chooser == 2
    texts = check_clean(game, ["snakecharmer"])
    moved = seated([seating[0], seating[4], "snakecharmer", "chef", seating[1]], script=TEST_SCRIPT)
    advance(moved, until="snakecharmer")
    assert_same(texts, check_clean(moved, ["snakecharmer"]))
    before = [(s.character, s.alignment) for s in game.state.seats]
    start = len(game.decisions)
    game.answer(1)
    advance(game, until=day_talk(1, game))
    assert [(s.character, s.alignment) for s in game.state.seats] == before
    # (The Chef's count asks how the Recluse and the Spy register: to the Chef only.)
    asked = [(x.step, x.prompt) for x in game.decisions[start:] if x.chooser < 0]
    assert not [a for a in asked if a[0].startswith("snakecharmer") or "Snake Charmer" in a[1]], asked


# ---------------------------------------------------------------------------- the web API itself


def test_the_web_api_sends_the_snake_charmer_names_only(tmp_path: Any) -> None:
    """Through the FastAPI app: the seat's ``GET`` shows the same decision as
    ``seat_snapshot``, with the players' names only, naming no character of the others."""
    pytest.importorskip("fastapi", reason="the web Grimoire needs the 'web' extra")
    from fastapi.testclient import TestClient

    from clocktower.web.app import create_app

    from .web.conftest import create

    with TestClient(create_app(f"sqlite:///{tmp_path / 'games.db'}")) as client:
        t = create(client, humans=5, seats=5, seed="snake", script="seed-000")
        live = client.app.state.hub.games[t.id]  # type: ignore[attr-defined]
        game = seat000(SEATING)
        advance(game, until="snakecharmer")
        with live.lock:
            live.game = game  # (the forced Grimoire in place of the dealt one)
        snap = t.snap(t.tokens[1])
    pending = snap["pending"]
    # The page's players: names and public state only (the page has nothing else to label by).
    assert all(set(p) == {"index", "name", "alive", "ghost_vote"} for p in snap["players"])
    assert pending is not None and [o["label"] for o in pending["options"]] == [s.name for s in game.state.seats]
    assert_no_names([repr(pending)], unknown_to(game, 1, ["snakecharmer"]), "web API")
    assert pending == seat_snapshot(game, 1, game_id=t.id, ref=pending["i"])["pending"]
