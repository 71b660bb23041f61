"""Plan a game with people at the table, for the tests that drive the real command.

:func:`plan` plays the game in-process with the same bots and automated Storyteller the
command builds (same kinds, same seed) and a seeded policy for each person, and returns the
finished game together with the lines a person would type at each prompt (with an empty
line wherever the device is passed from one person to another). Feeding those lines to
``python -m clocktower play ...`` must produce the same game, byte for byte in its record.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from clocktower.agents.registry import player_agents, storyteller_agent
from clocktower.answers import AnswerReader
from clocktower.cli import DEFAULT_BOTS, DEFAULT_STORYTELLER
from clocktower.decisions import STORYTELLER, Decision, DecisionKind
from clocktower.engine import Game
from clocktower.session import HUMAN, TableConfig
from clocktower.testing import quiet

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Plan:
    """A planned game: the finished game, its table, and what the people type.

    Attributes:
        lines: one entry per prompt answered (after any pass-the-device Enter).
        steps: for each entry of ``lines``, the decision's step and chooser.
    """

    game: Game
    table: TableConfig
    lines: list[str] = field(default_factory=list)
    steps: list[tuple[str, int]] = field(default_factory=list)


def typed(decision: Decision, answer: Any, names: list[str]) -> str:
    """What a person types for ``answer``: option numbers, or a statement's words."""
    reader = AnswerReader(decision, names)
    number = {o: n for n, o in reader.entries}
    if decision.count is None:
        if decision.kind == DecisionKind.STATEMENT:
            return reader.display_word(answer)
        if answer not in number:
            return f"say {answer}"  # a free text
        return str(number[answer])
    return " ".join(str(number[a]) for a in answer) or "-"


def person_answer(decision: Decision, rng: random.Random) -> Any:
    """A seeded person: passes or claims in the talk, otherwise mostly what ``quiet`` does,
    sometimes a random legal choice."""
    if decision.kind == DecisionKind.STATEMENT:
        return ("pass",) if rng.random() < 0.6 else rng.choice([o for o in decision.options if o[0] == "claim"])
    if decision.chooser != STORYTELLER and decision.kind in (DecisionKind.VOTE, DecisionKind.NOMINATE) \
            and rng.random() < 0.5:
        return decision.random_answer(rng)
    return quiet(decision)


def plan(players: int, seed: int, humans: tuple[int, ...] = (), storyteller: str = DEFAULT_STORYTELLER,
         bots: str = DEFAULT_BOTS, script: str = "darkest-before-dawn", stop_after: int | None = None,
         joining: tuple[str, ...] = (),
         choose: Callable[[Decision, random.Random], Any] | None = None) -> Plan:
    """Play the game in-process; see the module docstring. The kinds default to the
    command's defaults, so that the command run without ``--bots``/``--storyteller``
    plays the same game.

    Args:
        stop_after: stop after this many person prompts (the game is then unfinished).
        joining: players waiting to join as Travellers (``--joining``).
        choose: the people's policy instead of :func:`person_answer`.
    """
    game = Game(script, players, joining=joining)
    table = TableConfig(humans, bots, storyteller, seed)
    agents = player_agents(bots, seed, players + len(joining))
    st = storyteller_agent(storyteller, seed, game) if storyteller != HUMAN else None
    rng = random.Random(f"person:{seed}")
    result = Plan(game, table)
    at_keyboard: str | None = None
    while (d := game.pending) is not None:
        if len(game.answers) > 20_000:
            raise AssertionError(f"plan({players}, seed={seed}, {script}): the game is stalled (no end after "
                                 "20,000 decisions); pick another seed")
        # (a person as Storyteller answers the bot seats' exile calls: Seats.agent)
        by_st = st is None and (d.chooser == STORYTELLER or (d.step == "exile.call" and d.chooser not in humans))
        person = d.chooser in humans or by_st
        if person:
            if stop_after is not None and len(result.steps) >= stop_after:
                break
            who = "st" if by_st else str(d.chooser)
            if table.people >= 2 and at_keyboard != who:
                result.lines.append("")
            at_keyboard = who
            answer = (choose or person_answer)(d, rng)
            result.lines.append(typed(d, answer, [s.name for s in game.state.seats]))  # (with joiners)
            result.steps.append((d.step, d.chooser))
        elif d.chooser == STORYTELLER:
            assert st is not None
            answer = st.decide(None, d)
        else:
            answer = agents[d.chooser].decide(game.view(d.chooser), d)
        game.answer(answer)
    return result


def run_cli(args: list[str], stdin: str, cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run ``python -m clocktower ARGS`` from this checkout with ``stdin`` piped in."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), COLUMNS="100", NO_COLOR="1", TERM="dumb")
    return subprocess.run([sys.executable, "-m", "clocktower", *args], input=stdin, capture_output=True,
                          text=True, cwd=cwd, env=env, timeout=timeout)
