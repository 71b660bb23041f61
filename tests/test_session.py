"""The session driver in-process: Ctrl-C outside and inside the engine, and resume."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from clocktower.engine import Game
from clocktower.record import read_record, replay
from clocktower.session import EXIT_INTERRUPT, TableConfig, drive, resume, seat_agents
from clocktower.terminal import Keyboard, SaveRequest


def quiet_keyboard(lines: list[str]) -> Keyboard:
    feed = iter(lines)

    def read(prompt: str) -> str:
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    return Keyboard(Console(file=io.StringIO(), width=100), read, 1)


class Interrupting:
    """A bot that presses Ctrl-C on its n-th decision."""

    def __init__(self, inner: Any, n: int) -> None:
        self.inner, self.n = inner, n

    def decide(self, view: Any, decision: Any) -> Any:
        self.n -= 1
        if self.n == 0:
            raise KeyboardInterrupt
        return self.inner.decide(view, decision)


def test_ctrl_c_in_a_bot_turn_saves_everything(tmp_path: Path) -> None:
    table = TableConfig((0,), "random", "random", 5)
    game = Game("darkest-before-dawn", 5)
    seats = seat_agents(table, game, quiet_keyboard(["pass", "none", "no"] * 50))
    seats.players[3] = Interrupting(seats.players[3], 3)
    out = drive(game, table, seats, tmp_path / "s.jsonl")
    assert out.status == EXIT_INTERRUPT and out.stopped == "interrupt"
    saved = replay(read_record(tmp_path / "s.jsonl"))
    assert saved.answers == game.answers  # every answer given before Ctrl-C


def test_ctrl_c_inside_the_engine_keeps_the_last_consistent_save(tmp_path: Path, monkeypatch: Any) -> None:
    table = TableConfig((0,), "random", "random", 5)
    game = Game("darkest-before-dawn", 5)
    seats = seat_agents(table, game, quiet_keyboard(["pass", "none", "no"] * 50))
    real = Game.answer
    calls = {"n": 0}

    def answer(self: Game, value: Any) -> None:
        calls["n"] += 1
        if calls["n"] == 40:
            self.answers.append(value)  # half-way through an answer, as Ctrl-C could be
            raise KeyboardInterrupt
        real(self, value)

    monkeypatch.setattr(Game, "answer", answer)
    out = drive(game, table, seats, tmp_path / "s.jsonl")
    monkeypatch.setattr(Game, "answer", real)
    assert out.status == EXIT_INTERRUPT
    lines = read_record(tmp_path / "s.jsonl")
    saved = replay(lines)  # the file is consistent
    people = [a for d, a in zip(saved.decisions, saved.answers) if d.chooser == 0]
    given = [a for d, a in zip(game.decisions, game.answers) if d.chooser == 0]
    assert people == given[: len(people)] and len(people) >= len(given) - 1
    # And it resumes: the bots are re-asked and agree.
    resumed, _, _ = resume(tmp_path / "s.jsonl", lambda n: quiet_keyboard([]))
    assert resumed.answers == saved.answers


def test_each_person_has_their_own_line_history(tmp_path: Path) -> None:
    """With line editing, the arrow keys recall earlier entries: after the device is passed
    they must not show what the last person typed (the Storyteller's choices, a Demon's
    kill), and each person gets their own entries back."""
    readline = pytest.importorskip("readline")
    from .human_play import plan

    p = plan(5, seed=7, humans=(0, 3), storyteller="human")
    feed = iter(p.lines)
    typed_by: dict[str, list[str]] = {}
    wrong: list[tuple[str, list[str]]] = []

    def read(prompt: str) -> str:
        line = next(feed)
        history = [readline.get_history_item(i) for i in range(1, readline.get_current_history_length() + 1)]
        if prompt.startswith("Press Enter"):
            if history:
                wrong.append((prompt, history))
            return line
        who = prompt.rstrip("> ")
        if history != typed_by.get(who, []):
            wrong.append((who, history))
        typed_by.setdefault(who, []).append(line)
        readline.add_history(line)  # as input() does on a terminal
        return line

    readline.clear_history()
    try:
        game = Game("darkest-before-dawn", 5)
        table = p.table
        keyboard = Keyboard(Console(file=io.StringIO(), width=100), read, table.people, readline)
        out = drive(game, table, seat_agents(table, game, keyboard), tmp_path / "h.jsonl")
    finally:
        readline.clear_history()
    assert out.status == 0 and game.over
    assert len(typed_by) == 3  # Alice, Dave and the Storyteller all typed
    assert not wrong, wrong[:3]


def test_a_vote_prompt_shows_the_hands_already_raised(tmp_path: Path) -> None:
    """Votes are public and go round the table one hand at a time: a person asked to vote
    sees whose hands are already up for this nominee."""
    from clocktower.decisions import DecisionKind

    buf = io.StringIO()
    game = Game("darkest-before-dawn", 7)
    checked: list[list[str]] = []

    def read(prompt: str) -> str:
        d = game.pending
        if d.kind != DecisionKind.VOTE:
            return "pass" if d.kind == DecisionKind.STATEMENT else ("none" if None in d.options else "1")
        nomination = game.state.nominations[-1]
        names = [game.state.seats[v].name for v in nomination.voters]
        shown = [line for line in buf.getvalue().splitlines() if line.startswith("Hands raised so far")][-1]
        nominee = game.state.seats[nomination.nominee].name
        raised = f"{', '.join(names)} ({len(names)})." if names else "none yet."
        want = f"Hands raised so far for {nominee}: " + raised
        assert shown == want
        checked.append(names)
        return "yes"

    table = TableConfig((3,), "random", "random", 3)
    keyboard = Keyboard(Console(file=buf, width=200), read, 1)
    out = drive(game, table, seat_agents(table, game, keyboard), tmp_path / "v.jsonl")
    assert out.status == 0 and game.over
    assert any(checked) and any(not names for names in checked)  # some with hands up, some without


def test_the_first_prompt_after_resuming_recaps_the_seat(tmp_path: Path) -> None:
    """A person resuming a saved game starts on an empty screen: their first prompt shows
    their ability line and what they were told, even in the middle of a day."""
    from .human_play import plan

    full = plan(7, seed=5, humans=(2,))
    # Stop in the middle of day 1, after the person's first answer of the day.
    game = Game("darkest-before-dawn", 7)
    table = full.table
    feed = iter(full.lines[:2])

    def read(prompt: str) -> str:
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    drive(game, table, seat_agents(table, game, Keyboard(Console(file=io.StringIO()), read, 1)), tmp_path / "r.jsonl")
    assert game.state.phase == "day"
    buf = io.StringIO()
    resumed, _, seats = resume(tmp_path / "r.jsonl", lambda n: Keyboard(Console(file=buf, width=300), read, n))
    view = resumed.view(2)
    assert resumed.pending.chooser == 2 and any(d.chooser == 2 for d in resumed.decisions[:-1])
    with pytest.raises(EOFError):  # the input is used up: the prompt is printed, then EOF
        seats.players[2].decide(view, resumed.pending)
    text = buf.getvalue()
    assert f"You are {view.name} (seat 3), the " in text and view.ability in text
    assert "Setup: You are the " in text  # the private notes


def test_save_to_a_file_in_the_home_folder(tmp_path: Path, monkeypatch: Any) -> None:
    """'save ~/game.jsonl' means the home folder, as in a shell."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    (tmp_path / "home").mkdir()
    table = TableConfig((0,), "random", "random", 5)
    game = Game("darkest-before-dawn", 5)
    out = drive(game, table, seat_agents(table, game, quiet_keyboard(["save ~/game.jsonl"])), tmp_path / "s.jsonl")
    assert out.stopped == "save" and out.saved_to[-1] == tmp_path / "home" / "game.jsonl"
    assert (tmp_path / "home" / "game.jsonl").read_text() == (tmp_path / "s.jsonl").read_text()


def test_a_save_at_the_pass_screen_keeps_the_last_person_s_history() -> None:
    """'save' typed at the pass screen (and refused, or asked again) is no one's entry: the
    last person still gets their own history back."""
    readline = pytest.importorskip("readline")
    answers = iter(["", "save", ""])

    def read(prompt: str) -> str:
        line = next(answers)
        if line:
            readline.add_history(line)
        return line

    readline.clear_history()
    try:
        keyboard = Keyboard(Console(file=io.StringIO()), read, 2, readline)
        keyboard.hand_to("Alice")
        readline.add_history("kill Bob")
        with pytest.raises(SaveRequest):
            keyboard.hand_to("Carol")  # 'save' at the pass screen
        keyboard.hand_to("Carol")  # the driver asks again: Enter
        assert readline.get_current_history_length() == 0
        answers = iter([""])
        keyboard.hand_to("Alice")
        assert [readline.get_history_item(i) for i in range(1, readline.get_current_history_length() + 1)] \
            == ["kill Bob"]
    finally:
        readline.clear_history()
