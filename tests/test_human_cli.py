"""People at the table through the real command: ``python -m clocktower play/resume``.

Each test plans a game in-process (tests/human_play.py: the same bots and Storyteller the
command builds, and a seeded person), pipes what the people would type into the real
command, and checks that the command played exactly that game: its saved record equals
the planned game's record byte for byte.
"""

from __future__ import annotations

import json
from pathlib import Path

from clocktower.cli import DEFAULT_BOTS
from clocktower.record import dumps, read_record

from .human_play import plan, run_cli


def record_of(p) -> str:  # type: ignore[no-untyped-def]
    return dumps(p.game, p.table.header())


def test_human_seat_plays_a_full_game(tmp_path: Path) -> None:
    p = plan(7, seed=11, humans=(0,))
    assert p.game.over and len(p.lines) >= 5
    stdin = "zzz\nhelp\nnotes\nwho\n" + "\n".join(p.lines) + "\n"
    r = run_cli(["play", "-p", "7", "--seed", "11", "--seat", "1=human", "-r", "game.jsonl"], stdin, tmp_path)
    assert r.returncode == 0, r.stderr + r.stdout[-3000:]
    assert "Not accepted: 'zzz' is not one of the options" in r.stdout
    assert "notes           everything you have been told privately" in r.stdout  # the help text
    assert f"{p.game.winner.capitalize()} wins" in r.stdout
    assert (tmp_path / "game.jsonl").read_text(encoding="utf-8") == record_of(p)
    # The replay command accepts the finished record.
    assert run_cli(["replay", "game.jsonl", "-q"], "", tmp_path).returncode == 0


def test_prompt_shows_only_the_seat_view(tmp_path: Path) -> None:
    p = plan(7, seed=11, humans=(0,))
    r = run_cli(["play", "-p", "7", "--seed", "11", "--seat", "Alice=human", "-r", "g.jsonl"],
                "\n".join(p.lines) + "\n", tmp_path)
    assert r.returncode == 0, r.stderr
    before_end = r.stdout.split("Game over")[0]
    game = p.game
    # Every private event told to another seat (or only to the Storyteller) stays hidden
    # until the final Grimoire.
    hidden = {e.text for e in game.events if not e.public and 0 not in e.seats}
    seen = {e.text for e in game.events if e.visible_to(0)}
    leaks = [t for t in hidden - seen if t in before_end]
    assert not leaks
    assert "Grimoire:" not in before_end
    # What the seat was told privately is shown.
    told = [e.text for e in game.events if not e.public and 0 in e.seats]
    assert told and all(t in r.stdout for t in told[:3])


def test_human_storyteller_full_game(tmp_path: Path) -> None:
    p = plan(6, seed=5, storyteller="human")
    assert p.game.over
    stdin = "grimoire\norder\nbogus\n" + "\n".join(p.lines) + "\n"
    r = run_cli(["play", "-p", "6", "--seed", "5", "--storyteller", "human", "-r", "st.jsonl"], stdin, tmp_path)
    assert r.returncode == 0, r.stderr + r.stdout[-3000:]
    assert (tmp_path / "st.jsonl").read_text(encoding="utf-8") == record_of(p)
    out = r.stdout
    assert "Grimoire" in out and "It is not night" in out and "Not accepted" in out
    assert "Night order (first night)" in out and "▶" in out
    assert "True answer" in out


def test_storyteller_sees_why_a_lie_is_legal(tmp_path: Path) -> None:
    """In this game (Seed 000, seed 5) information goes to drunk and poisoned players: the
    prompt says why the other answers are legal and marks the true one."""
    p = plan(7, seed=5, storyteller="human", script="seed-000")
    why = [d.why for d in p.game.decisions if d.why]
    assert "drunk" in why
    r = run_cli(["play", "-s", "seed-000", "-p", "7", "--seed", "5", "--storyteller", "human", "-r", "st.jsonl"],
                "\n".join(p.lines) + "\n", tmp_path)
    assert r.returncode == 0, r.stderr
    assert "Other answers are legal because: drunk" in r.stdout
    assert "(true)" in r.stdout and "(drunk)" in r.stdout
    assert (tmp_path / "st.jsonl").read_text(encoding="utf-8") == record_of(p)


def test_two_people_pass_the_device(tmp_path: Path) -> None:
    p = plan(5, seed=3, humans=(0, 2))
    assert "" in p.lines
    r = run_cli(["play", "-p", "5", "--seed", "3", "--seat", "1=human", "--seat", "3=human", "-r", "g.jsonl"],
                "\n".join(p.lines) + "\n", tmp_path)
    assert r.returncode == 0, r.stderr
    assert "Press Enter when Alice (seat 1) is at the keyboard" in r.stdout
    assert "Press Enter when Carol (seat 3) is at the keyboard" in r.stdout
    assert (tmp_path / "g.jsonl").read_text(encoding="utf-8") == record_of(p)
    # Each person's turns (between pass screens) show only what that seat was told.
    game = p.game
    turns = r.stdout.split("Game over")[0].split("Pass the device to ")[1:]
    assert len(turns) >= 2
    for turn in turns:
        seat = 0 if turn.startswith("Alice") else 2
        assert turn.startswith(("Alice", "Carol"))
        seen = {e.text for e in game.events if e.visible_to(seat)}
        hidden = {e.text for e in game.events if not e.visible_to(seat)} - seen
        assert not [t for t in hidden if t in turn]


def test_save_then_resume_to_the_end(tmp_path: Path) -> None:
    full = plan(7, seed=4, humans=(1,), storyteller="human")
    k = len(full.lines) // 2
    assert full.lines[k] != ""  # not at a pass-the-device screen
    args = ["play", "-p", "7", "--seed", "4", "--seat", "2=human", "--storyteller", "human", "-r", "save.jsonl"]
    r = run_cli(args, "\n".join(full.lines[:k]) + "\nsave copy.jsonl\n", tmp_path)
    assert r.returncode == 0, r.stderr
    assert "clocktower resume" in r.stdout
    saved = read_record(tmp_path / "save.jsonl")
    assert not any(line["type"] == "result" for line in saved)
    assert saved[0]["agents"] == {"players": DEFAULT_BOTS, "storyteller": "human", "humans": [1]}
    assert (tmp_path / "copy.jsonl").read_text() == (tmp_path / "save.jsonl").read_text()
    # Resuming starts with a pass-the-device screen (two people), then the rest.
    rest = full.lines[k:]
    r2 = run_cli(["resume", "copy.jsonl"], "\n" + "\n".join(rest) + "\n", tmp_path)
    assert r2.returncode == 0, r2.stderr + r2.stdout[-2000:]
    assert (tmp_path / "copy.jsonl").read_text(encoding="utf-8") == record_of(full)


def test_closed_input_saves_and_resumes(tmp_path: Path) -> None:
    full = plan(7, seed=2, humans=(3,))
    k = len(full.lines) // 3
    r = run_cli(["play", "-p", "7", "--seed", "2", "--seat", "4=human", "-r", "eof.jsonl"],
                "\n".join(full.lines[:k]) + "\n", tmp_path)
    assert r.returncode == 1
    assert "Input closed" in r.stderr and "clocktower resume eof.jsonl" in r.stderr
    decisions = [line for line in read_record(tmp_path / "eof.jsonl") if line["type"] == "decision"]
    person = [line for line in decisions if line["chooser"] == 3]
    assert len(person) == k  # every answer the person gave is in the save
    r2 = run_cli(["resume", "eof.jsonl"], "\n".join(full.lines[k:]) + "\n", tmp_path)
    assert r2.returncode == 0, r2.stderr
    assert (tmp_path / "eof.jsonl").read_text(encoding="utf-8") == record_of(full)


def test_quit_and_default_save_path(tmp_path: Path) -> None:
    r = run_cli(["play", "-p", "5", "--seed", "1", "--storyteller", "human"], "quit\n", tmp_path)
    assert r.returncode == 0, r.stderr
    saves = list(tmp_path.glob("clocktower-save-*.jsonl"))
    assert len(saves) == 1 and f"saved as it goes to {saves[0].name}" in r.stdout
    assert f"clocktower resume {saves[0].name}" in r.stdout
    assert [line["type"] for line in read_record(saves[0])] == ["header"]


def test_corrupt_and_truncated_saves(tmp_path: Path) -> None:
    full = plan(7, seed=2, humans=(3,))
    run_cli(["play", "-p", "7", "--seed", "2", "--seat", "4=human", "-r", "s.jsonl"],
            "\n".join(full.lines[:4]) + "\n", tmp_path)
    text = (tmp_path / "s.jsonl").read_text(encoding="utf-8")
    lines = text.splitlines()
    (tmp_path / "cut.jsonl").write_text("\n".join(lines[:-1]) + "\n" + lines[-1][: len(lines[-1]) // 2])
    r = run_cli(["resume", "cut.jsonl"], "", tmp_path)
    assert r.returncode == 1
    assert f"cut.jsonl: line {len(lines)}: not JSON" in r.stderr
    # An edited answer: the replay or a bot disagrees, and the message names the file.
    edited = []
    for raw in lines:
        line = json.loads(raw)
        if line["type"] == "decision" and line["chooser"] == -1 and line["step"] == "setup.demon":
            line["answer"] = "nonesuch"
        edited.append(json.dumps(line))
    (tmp_path / "edited.jsonl").write_text("\n".join(edited) + "\n")
    r = run_cli(["resume", "edited.jsonl"], "", tmp_path)
    assert r.returncode == 1 and "edited.jsonl" in r.stderr and "decision 0" in r.stderr
    (tmp_path / "not.jsonl").write_text("hello\n")
    r = run_cli(["resume", "not.jsonl"], "", tmp_path)
    assert r.returncode == 1 and "not.jsonl: line 1: not JSON" in r.stderr
    assert "not.jsonl: not.jsonl" not in r.stderr  # the file is named once
    r = run_cli(["resume", "missing.jsonl"], "", tmp_path)
    assert r.returncode == 1 and "missing.jsonl" in r.stderr


def test_bad_options(tmp_path: Path) -> None:
    r = run_cli(["play", "-p", "5", "--bots", "nonesuch"], "", tmp_path)
    assert r.returncode == 2 and "unknown bot kind" in r.stderr and "random" in r.stderr
    r = run_cli(["play", "-p", "5", "--storyteller", "nonesuch"], "", tmp_path)
    assert r.returncode == 2 and "human" in r.stderr and "random" in r.stderr
    r = run_cli(["play", "-p", "5", "--seat", "9=human"], "", tmp_path)
    assert r.returncode == 2 and "no seat '9'" in r.stderr
    r = run_cli(["play", "-p", "5", "--seat", "2=robot"], "", tmp_path)
    assert r.returncode == 2 and "SEAT=human" in r.stderr
    r = run_cli(["play", "-p", "5", "--seat", "2=human", "--view", "2"], "", tmp_path)
    assert r.returncode == 2 and "--view" in r.stderr


def test_save_files_that_cannot_be_written(tmp_path: Path) -> None:
    """'save FILE' to a file that cannot be written says so and asks again (the game goes
    on); a --record that is a folder is refused before the game starts; a save file that
    becomes unwritable stops the game with a message, not a traceback."""
    full = plan(7, seed=2, humans=(3,))
    (tmp_path / "dir").mkdir()
    stdin = "save nowhere/x.jsonl\nsave dir\n" + "\n".join(full.lines) + "\n"
    r = run_cli(["play", "-p", "7", "--seed", "2", "--seat", "4=human", "-r", "s.jsonl"], stdin, tmp_path)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "Cannot save to nowhere/x.jsonl: No such file or directory" in r.stdout
    assert "Cannot save to dir:" in r.stdout and "Traceback" not in r.stderr
    assert (tmp_path / "s.jsonl").read_text(encoding="utf-8") == record_of(full)  # nothing lost
    assert not list(tmp_path.glob("*.tmp")) and not list((tmp_path / "dir").iterdir())
    for args in (["play", "-p", "7", "--seat", "4=human", "-r", "dir"], ["play", "-p", "7", "-r", "dir"],
                 ["resume", "s.jsonl", "-r", "dir"], ["resume", "s.jsonl", "-r", "nowhere/s.jsonl"]):
        r = run_cli(args, "", tmp_path)
        assert r.returncode == 2 and "--record" in r.stderr and "Traceback" not in r.stderr, (args, r.stderr)
    assert not (tmp_path / "dir.tmp").exists()


def test_save_file_failing_mid_game_stops_with_a_message(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import io

    from rich.console import Console

    from clocktower.engine import Game
    from clocktower.session import SaveFailed, TableConfig, drive, seat_agents
    from clocktower.terminal import Keyboard

    full = plan(7, seed=2, humans=(3,))
    feed = iter(full.lines)
    table = TableConfig((3,), DEFAULT_BOTS, full.table.storyteller, 2)
    game = Game("darkest-before-dawn", 7)
    seats = seat_agents(table, game, Keyboard(Console(file=io.StringIO()), lambda p: next(feed), 1))
    path = tmp_path / "s.jsonl"
    real = Path.write_text
    calls = {"n": 0}

    def write_text(self: Path, *a, **k):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        if calls["n"] == 3:
            raise OSError(28, "No space left on device")
        return real(self, *a, **k)

    monkeypatch.setattr(Path, "write_text", write_text)
    try:
        drive(game, table, seats, path)
    except SaveFailed as exc:
        assert "s.jsonl" in str(exc) and "No space left on device" in str(exc)
    else:
        raise AssertionError("drive went on without its save file")
    assert path.exists() and not list(tmp_path.glob("*.tmp"))  # the last good save stays


def test_ctrl_c_while_a_save_is_replayed(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Ctrl-C while 'resume' replays a long save: a message and exit 130, no traceback,
    and the file as it was."""
    from typer.testing import CliRunner

    from clocktower import cli

    full = plan(7, seed=2, humans=(3,))
    run_cli(["play", "-p", "7", "--seed", "2", "--seat", "4=human", "-r", "s.jsonl"],
            "\n".join(full.lines[:4]) + "\n", tmp_path)
    before = (tmp_path / "s.jsonl").read_text(encoding="utf-8")

    def interrupted(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "resume_game", interrupted)
    r = CliRunner().invoke(cli.app, ["resume", str(tmp_path / "s.jsonl")])
    assert r.exit_code == 130 and "Interrupted" in r.output and "unchanged" in r.output
    assert (tmp_path / "s.jsonl").read_text(encoding="utf-8") == before


def test_human_storyteller_in_any_case(tmp_path: Path) -> None:
    """'--storyteller Human' is taken like '--seat 3=Human' (it was refused as unknown)."""
    r = run_cli(["play", "-p", "5", "--storyteller", "Human", "-r", "h.jsonl"], "quit\n", tmp_path)
    assert r.returncode == 0, r.stderr
    assert read_record(tmp_path / "h.jsonl")[0]["agents"]["storyteller"] == "human"


def _traveller_policy():  # type: ignore[no-untyped-def]
    """A person Storyteller who seats the first waiting player at once, keeps every
    Traveller, and on the first bot seat's exile call calls for the first Traveller's exile."""
    from clocktower.decisions import Decision
    from tests.human_play import person_answer

    called: list[int] = []

    def choose(d: Decision, rng):  # type: ignore[no-untyped-def]
        if d.step == "traveller.join":
            return d.options[1]
        if d.step == "traveller.leave":
            return None
        if d.step == "exile.call":
            if not called and len(d.options) > 1:
                called.append(d.chooser)
                return d.options[1]
            return None
        return person_answer(d, rng)

    return choose


def test_human_storyteller_seats_a_joining_traveller_and_calls_an_exile(tmp_path: Path) -> None:
    p = plan(7, seed=5, storyteller="human", joining=("Sam",), choose=_traveller_policy())
    kinds = [e.kind for e in p.game.events]
    assert "traveller_joined" in kinds and "exile_called" in kinds
    assert ("exile.call", 0) in p.steps  # a bot seat's exile call, answered by the Storyteller
    args = ["play", "-p", "7", "--seed", "5", "--storyteller", "human", "--joining", "Sam", "-r", "st.jsonl"]
    r = run_cli(args, "\n".join(p.lines) + "\n", tmp_path)
    assert r.returncode == 0, r.stderr + r.stdout[-3000:]
    assert (tmp_path / "st.jsonl").read_text(encoding="utf-8") == record_of(p)
    out = r.stdout
    assert "(Sam waiting to join)" in out
    assert "Travellers, between phases: waiting to join: Sam; in the game: none." in out
    assert "Pick a waiting player to seat as a Traveller now" in out
    assert "Pick a Traveller who leaves the game now (not a death)" in out
    assert "Exile call: Alice (seat 1) is played by a bot; you say whether this player calls" in out
    assert "Alice calls for the exile of Sam" in out


def test_joining_is_saved_in_the_header_and_resumes(tmp_path: Path) -> None:
    full = plan(7, seed=5, storyteller="human", joining=("Sam",), choose=_traveller_policy())
    k = next(i for i, (step, _c) in enumerate(full.steps) if step == "exile.call") + 1
    args = ["play", "-p", "7", "--seed", "5", "--storyteller", "human", "--joining", "Sam", "-r", "save.jsonl"]
    r = run_cli(args, "\n".join(full.lines[:k]) + "\nsave\n", tmp_path)
    assert r.returncode == 0, r.stderr
    saved = read_record(tmp_path / "save.jsonl")
    assert saved[0]["joining"] == ["Sam"]
    assert any(line.get("step") == "exile.call" for line in saved)
    r2 = run_cli(["resume", "save.jsonl"], "\n".join(full.lines[k:]) + "\n", tmp_path)
    assert r2.returncode == 0, r2.stderr + r2.stdout[-2000:]
    assert (tmp_path / "save.jsonl").read_text(encoding="utf-8") == record_of(full)


def test_nobody_answers_the_rest_of_todays_bot_exile_calls() -> None:
    import io

    from rich.console import Console

    from clocktower.agents.registry import player_agents, storyteller_agent
    from clocktower.decisions import STORYTELLER
    from clocktower.engine import Game
    from clocktower.terminal import HumanStoryteller, Keyboard

    game = Game("darkest-before-dawn", 7, travellers=1)
    bots = player_agents("random", 2, 8)
    st = storyteller_agent("random", 2, game)
    while (d := game.pending) is not None and d.step != "exile.call":
        game.answer(st.decide(None, d) if d.chooser == STORYTELLER else bots[d.chooser].decide(game.view(d.chooser), d))
    assert d is not None
    typed = iter(["nobody"])
    buf = io.StringIO()
    person = HumanStoryteller(game, Keyboard(Console(file=buf, width=200), lambda prompt: next(typed), 1))
    person.shown = len(game.events)
    assert person.decide(None, d) is None
    game.answer(None)
    nxt = game.pending
    assert nxt is not None and nxt.step == "exile.call" and nxt.chooser != d.chooser
    assert person.decide(None, nxt) is None  # asked nothing more today (no input is left)
    assert "no bot calls for an exile for the rest of today" in buf.getvalue()


def test_human_storyteller_states_their_own_savant_pair(tmp_path: Path) -> None:
    """Issue 17, item 9, through the real command: at the Savant's information the person
    types 'own', their first statement, then the second and which one is true; the record
    holds the texts and replays."""
    from clocktower.decisions import STORYTELLER, DecisionKind
    from tests.human_play import person_answer

    own: list[int] = []

    def choose(d, rng):  # type: ignore[no-untyped-def]
        if d.kind == DecisionKind.SETUP and "savant" in d.options:
            return "savant"
        if d.step == "savant" and d.chooser == STORYTELLER and not own:
            own.append(1)
            return "Two players are twins."
        if d.step == "savant.own":
            return "The Storyteller is tired."
        if d.step == "savant.own.true":
            return "second"
        return person_answer(d, rng)

    p = plan(7, seed=0, storyteller="human", script="sects-and-violets", choose=choose)
    assert own and p.game.over
    lines = ["own\n" + "Two players are twins." if step == ("savant", -1) and i == p.steps.index(("savant", -1))
             else line for i, (line, step) in enumerate(zip(p.lines, p.steps))]
    r = run_cli(["play", "-p", "7", "--seed", "0", "--storyteller", "human", "--script", "sects-and-violets",
                 "-r", "own.jsonl"], "\n".join(lines) + "\n", tmp_path)
    assert r.returncode == 0, r.stderr + r.stdout[-3000:]
    assert "Your own pair of statements: write the first one" in r.stdout
    assert "→ first statement: Two players are twins." in r.stdout
    assert (tmp_path / "own.jsonl").read_text(encoding="utf-8") == record_of(p)
    answers = [x["answer"] for x in read_record(tmp_path / "own.jsonl") if x.get("type") == "decision"]
    assert "Two players are twins." in answers and "The Storyteller is tired." in answers
    assert run_cli(["replay", "own.jsonl", "-q"], "", tmp_path).returncode == 0
