"""People at a real terminal (a pseudo-terminal driven with pexpect): prompts, the
pass-the-device screen that clears the screen, Ctrl-C, and a full game."""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

import pytest

from clocktower.record import dumps, read_record

from .human_play import ROOT, plan

pexpect = pytest.importorskip("pexpect")

PROMPT = r"(?:[A-Z][a-z]+|Storyteller)> |is at the keyboard \(or type save / quit\): "


def spawn(args: list[str], cwd: Path):  # type: ignore[no-untyped-def]
    env = dict(os.environ, PYTHONPATH=str(ROOT), COLUMNS="120", LINES="40", TERM="xterm")
    return pexpect.spawn(sys.executable, ["-m", "clocktower", *args], cwd=str(cwd), env=env,
                         encoding="utf-8", timeout=120, dimensions=(40, 120),
                         # As at a real terminal: when the tests run as a background job (a CI
                         # script, nohup), Ctrl-C arrives ignored and the child would inherit that.
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def test_two_people_and_a_storyteller_in_a_terminal(tmp_path: Path) -> None:
    p = plan(5, seed=7, humans=(0, 3), storyteller="human")
    child = spawn(["play", "-p", "5", "--seed", "7", "--seat", "1=human", "--seat", "Dave=human",
                   "--storyteller", "human", "-r", "t.jsonl"], tmp_path)
    seen = []
    for line in p.lines:
        child.expect(PROMPT)
        seen.append(child.before + child.after)
        child.sendline(line)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, child.before[-2000:]
    assert "wins" in child.before
    text = "".join(seen)
    # Between people the screen and the scroll-back are cleared around the pass screen.
    assert "\x1b[3J" in text and "Pass the device to Dave (seat 4)" in text
    assert (tmp_path / "t.jsonl").read_text(encoding="utf-8") == dumps(p.game, p.table.header())


def test_ctrl_c_saves_and_exits_nonzero(tmp_path: Path) -> None:
    p = plan(7, seed=9, humans=(2,))
    child = spawn(["play", "-p", "7", "--seed", "9", "--seat", "3=human", "-r", "c.jsonl"], tmp_path)
    for line in p.lines[:3]:
        child.expect(PROMPT)
        child.sendline(line)
    child.expect(PROMPT)
    time.sleep(0.5)  # let the prompt reach input() before the interrupt, even on a loaded machine
    child.sendintr()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert "Interrupted" in child.before and "clocktower resume c.jsonl" in child.before
    person = [line for line in read_record(tmp_path / "c.jsonl")
              if line["type"] == "decision" and line["chooser"] == 2]
    assert len(person) == 3
