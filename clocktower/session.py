"""A table of people and bots: driving a game, autosaving it, and resuming it.

:class:`TableConfig` says who sits where: which seats people play, the bot kind for the other
seats, the Storyteller kind (or ``"human"``) and the seed. :func:`drive` runs a game with
such a table. While people play, the record (:mod:`clocktower.record`, JSON Lines) is
written to the save file before every prompt to a person and after every answer a person
gives, so closing the terminal loses no decision. ``save``, ``quit``, closed input (EOF)
and Ctrl-C all write the record and stop with a message saying how to resume.

A saved record is a partial game record (no result line) whose header also holds the
table (``seed`` and ``agents``: ``players`` bot kind, ``storyteller`` kind, ``humans`` seat
indices). :func:`resume` rebuilds the game by replaying it: every recorded bot and
automated-Storyteller answer is asked of the bot again and must come out the same (so the
bots' seeded generators and any beliefs are exactly where they were), the people's answers
are fed back, and the game continues with the same table.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.markup import escape

from .agents import Agent
from .agents.registry import PLAYER_KINDS, STORYTELLER_KINDS, player_agents, storyteller_agent
from .decisions import STORYTELLER, Decision, to_json
from .engine import Game, SetupError
from .record import RecordError, ReplayDivergence, dumps, read_record, replay
from .terminal import HumanPlayer, HumanStoryteller, Keyboard, QuitRequest, SaveRequest, hands_raised, is_person

HUMAN = "human"
"""The kind naming a person (for ``--seat N=human`` and ``--storyteller human``)."""

EXIT_EOF = 1
"""Exit status when input closed in the middle of a game (the game was saved)."""

EXIT_INTERRUPT = 130
"""Exit status after Ctrl-C (the game was saved)."""


@dataclass
class TableConfig:
    """Who plays: people's seats, the bots' kind, the Storyteller's kind, the seed.

    Attributes:
        humans: 0-based seat indices played by people.
        bots: the bot kind for every other seat (a key of ``PLAYER_KINDS``).
        storyteller: a Storyteller kind (a key of ``STORYTELLER_KINDS``) or ``"human"``.
        seed: seeds every bot and the automated Storyteller.
        seat_kinds: 0-based seats played by a bot kind other than ``bots`` (``--seat 3=llm``).
    """

    humans: tuple[int, ...] = ()
    bots: str = "random"
    storyteller: str = "random"
    seed: int | str = 1
    seat_kinds: dict[int, str] = field(default_factory=dict)

    def check(self, players: int) -> None:
        """Raise ``ValueError`` naming what is wrong (unknown kind, seat out of range)."""
        if self.bots not in PLAYER_KINDS:
            raise ValueError(f"unknown bot kind {self.bots!r}; known: {', '.join(sorted(PLAYER_KINDS))}")
        if self.storyteller != HUMAN and self.storyteller not in STORYTELLER_KINDS:
            raise ValueError(f"unknown Storyteller kind {self.storyteller!r}; known: "
                             f"{', '.join(sorted([*STORYTELLER_KINDS, HUMAN]))}")
        for seat in [*self.humans, *self.seat_kinds]:
            if not 0 <= seat < players:
                raise ValueError(f"seat {seat + 1} does not exist: seats are 1 to {players}")
        for seat, kind in self.seat_kinds.items():
            if kind not in PLAYER_KINDS:
                raise ValueError(f"seat {seat + 1}: unknown bot kind {kind!r}; known: "
                                 f"{', '.join(sorted(PLAYER_KINDS))}")
            if seat in self.humans:
                raise ValueError(f"seat {seat + 1} is given to a person and to the bot kind {kind!r}")

    @property
    def people(self) -> int:
        """How many people share the terminal."""
        return len(self.humans) + (1 if self.storyteller == HUMAN else 0)

    def header(self) -> dict[str, Any]:
        """The record header fields that describe this table."""
        agents: dict[str, Any] = {"players": self.bots, "storyteller": self.storyteller}
        if self.humans:
            agents["humans"] = sorted(self.humans)
        if self.seat_kinds:
            agents["seats"] = {str(seat): kind for seat, kind in sorted(self.seat_kinds.items())}
        return {"seed": self.seed, "agents": agents}

    @classmethod
    def from_header(cls, header: dict[str, Any], path: str | Path) -> TableConfig:
        """The table a record's header describes.

        Raises:
            RecordError: the header's ``seed`` or ``agents`` are malformed (names the file).
        """
        agents = header.get("agents", {"players": "random", "storyteller": "random"})
        seed = header.get("seed", 1)
        bad = f"{path}: line 1 (the header): "
        if not isinstance(agents, dict):
            raise RecordError(bad + "'agents' is not an object")
        bots, st = agents.get("players", "random"), agents.get("storyteller", "random")
        humans = agents.get("humans", [])
        if not isinstance(bots, str) or not isinstance(st, str):
            raise RecordError(bad + "'agents' needs text 'players' and 'storyteller' kinds")
        if not isinstance(humans, list) or not all(isinstance(h, int) and not isinstance(h, bool) for h in humans):
            raise RecordError(bad + "'agents.humans' is not a list of seat indices")
        if not isinstance(seed, (int, str)) or isinstance(seed, bool):
            raise RecordError(bad + "'seed' is not a number or text")
        kinds = agents.get("seats", {})
        if not isinstance(kinds, dict) or not all(
                isinstance(k, str) and k.isdigit() and isinstance(v, str) for k, v in kinds.items()):
            raise RecordError(bad + "'agents.seats' is not an object from seat indices to bot kinds")
        return cls(tuple(humans), bots, st, seed, {int(k): v for k, v in kinds.items()})


@dataclass
class Seats:
    """The agents of one game.

    Attributes:
        players: the agent of every seat (bots and :class:`HumanPlayer`).
        storyteller: the Storyteller's agent (an automated kind or :class:`HumanStoryteller`).
        keyboard: the terminal the people share.
        people: the agents that ask a person, in seat order then the Storyteller.
    """

    players: dict[int, Agent]
    storyteller: Agent
    keyboard: Keyboard
    people: list[Any] = field(default_factory=list)

    def agent(self, chooser: int, decision: Decision | None = None) -> Agent:
        """The agent answering for ``chooser`` (a seat index or ``STORYTELLER``).

        With a person as the Storyteller, a bot seat's call for an exile (``decision`` with
        step ``exile.call``) goes to that person: bots do not speak up at the table, so the
        Storyteller says whether that player calls for the exile of a Traveller (the rules
        let only players call: RULES.md, "Travellers (in brief)"). The answer is recorded as
        the seat's, so the record replays; on resume it is fed back, not asked of the bot.
        """
        if chooser == STORYTELLER:
            return self.storyteller
        agent = self.players[chooser]
        if (decision is not None and decision.step == "exile.call"
                and isinstance(self.storyteller, HumanStoryteller) and not is_person(agent)):
            return self.storyteller
        return agent


def seat_agents(table: TableConfig, game: Game, keyboard: Keyboard) -> Seats:
    """Build the agents for ``table`` on ``game`` (people share ``keyboard``).

    Raises:
        ValueError: an unknown kind or seat.
        clocktower.agents.llm.LLMError: an ``llm`` seat with no model configured.
    """
    n = len(game.state.seats)
    table.check(n)
    # (bots too for the players waiting to join as Travellers: their seats come at the end)
    players: dict[int, Agent] = dict(player_agents(table.bots, table.seed,
                                                   n + len(game.traveller_config["joining"])))
    for seat, kind in table.seat_kinds.items():
        players[seat] = PLAYER_KINDS[kind](f"{table.seed}:seat{seat}", seat)
    people: list[Any] = []
    for seat in table.humans:
        players[seat] = person = HumanPlayer(seat, keyboard, lambda: hands_raised(game))
        people.append(person)
    if table.storyteller == HUMAN:
        storyteller: Agent = HumanStoryteller(game, keyboard)
        people.append(storyteller)
    else:
        storyteller = storyteller_agent(table.storyteller, table.seed, game)
    return Seats(players, storyteller, keyboard, people)


def save(game: Game, table: TableConfig, path: str | Path) -> None:
    """Write the game's record so far to ``path`` (atomically: a crash mid-write leaves the
    previous file).

    Raises:
        OSError: the file cannot be written (a folder, a missing folder, no permission,
            a full disk); nothing is left behind.
    """
    path = Path(path)
    if path.is_dir():
        raise IsADirectoryError(f"{path} is a folder, not a file")
    tmp = path.with_name(path.name + ".tmp")
    try:
        tmp.write_text(dumps(game, table.header()), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        tmp.unlink(missing_ok=True)
        raise


class SaveFailed(Exception):
    """The save file cannot be written (the message names it and says why); the game stops
    and the file keeps the last save that succeeded, if any."""


@dataclass
class Outcome:
    """How a session ended.

    Attributes:
        game: the game (over, or stopped).
        status: the process exit status (0: finished or saved on request; 1: input closed;
            130: Ctrl-C).
        stopped: why it stopped early ("save", "quit", "eof", "interrupt"), or "" when the
            game ended.
        saved_to: the files the record was written to.
    """

    game: Game
    status: int
    stopped: str = ""
    saved_to: list[Path] = field(default_factory=list)


def drive(game: Game, table: TableConfig, seats: Seats, save_path: Path) -> Outcome:
    """Play ``game`` to its end (or until someone stops it), saving to ``save_path``.

    The record is written before each prompt to a person and after each answer a person
    gives. With exactly one person at the terminal, what that person may see is printed as
    it happens (their seat's events, or every event for the Storyteller).

    Returns:
        An :class:`Outcome`; the caller prints the end of the game.

    Raises:
        SaveFailed: the save file cannot be written.
    """
    in_engine = False
    saved_at = -1

    def write() -> None:
        nonlocal saved_at
        if saved_at != len(game.answers) or not save_path.exists():
            try:
                save(game, table, save_path)
            except OSError as exc:
                raise SaveFailed(f"cannot write the save file {save_path}: {exc.strerror or exc}") from None
            saved_at = len(game.answers)

    try:
        write()
        while (decision := game.pending) is not None:
            agent = seats.agent(decision.chooser, decision)
            person = is_person(agent)
            view = None if agent is seats.storyteller else game.view(decision.chooser)
            if person:
                write()
            try:
                answer = agent.decide(view, decision)
            except SaveRequest as req:
                if req.path and not _save_also(game, table, Path(req.path).expanduser(), seats.keyboard):
                    continue  # that file cannot be written: said so; the person is asked again
                raise
            in_engine = True
            try:
                game.answer(answer)
            except SetupError as exc:
                # The engine put the game back as it was: a person picks again.
                if not person:
                    raise
                seats.keyboard.console.print(f"[red]Not accepted:[/red] {exc}. Pick again.")
                continue
            finally:
                in_engine = False
            if person:
                write()
            _single_catch_up(seats, game)
        write()
        return Outcome(game, 0, "", [save_path])
    except SaveRequest as req:
        write()
        return Outcome(game, 0, "save", [save_path] + ([Path(req.path).expanduser()] if req.path else []))
    except QuitRequest:
        write()
        return Outcome(game, 0, "quit", [save_path])
    except EOFError:
        write()
        return Outcome(game, EXIT_EOF, "eof", [save_path])
    except KeyboardInterrupt:
        if not in_engine:
            write()
        # Interrupted inside the engine: the file on disk holds every answer up to the last
        # person's (written right after it); the bots' later answers are replayed on resume.
        return Outcome(game, EXIT_INTERRUPT, "interrupt", [save_path])


def _save_also(game: Game, table: TableConfig, path: Path, keyboard: Keyboard) -> bool:
    """Save to the extra file a person named (``save FILE``); on failure say why and
    return False."""
    try:
        save(game, table, path)
    except OSError as exc:
        keyboard.console.print(f"[red]Cannot save to {escape(str(path))}:[/red] "
                               f"{escape(exc.strerror or str(exc))}. The game goes on; "
                               "give another file, or 'save' alone for the save file.")
        return False
    return True


def _single_catch_up(seats: Seats, game: Game) -> None:
    if len(seats.people) == 1:
        person = seats.people[0]
        person.catch_up(None if isinstance(person, HumanStoryteller) else game.view(person.seat))


def resume(path: str | Path, keyboard_for: Callable[[int], Keyboard]) -> tuple[Game, TableConfig, Seats]:
    """Rebuild a saved game and its agents, ready to go on.

    Args:
        path: the saved record.
        keyboard_for: a function from the number of people to the :class:`Keyboard`.

    Returns:
        ``(game, table, seats)``; the game waits at the decision it was saved at.

    Raises:
        RecordError: the file is unreadable, corrupt or truncated (names the file and line).
        ReplayDivergence: the record does not replay, or a bot now answers differently.
        ValueError: the header names an unknown bot or Storyteller kind.
    """
    lines = read_record(path)
    table = TableConfig.from_header(lines[0], path)
    holder: dict[str, Any] = {}
    line_of = {}
    n = 0
    for k, line in enumerate(lines):
        if line.get("type") == "decision":
            line_of[n] = k + 1
            n += 1

    def on_start(game: Game) -> None:
        holder["seats"] = seat_agents(table, game, keyboard_for(table.people))

    def before_answer(game: Game, decision: Decision, answer: Any) -> None:
        seats: Seats = holder["seats"]
        agent = seats.agent(decision.chooser, decision)
        view = None if agent is seats.storyteller else game.view(decision.chooser)
        if is_person(agent):
            agent.replayed(view, decision, answer)  # type: ignore[attr-defined]
            return
        again = decision.validate(agent.decide(view, decision))
        if again != answer:
            i = len(game.answers)
            who = "the Storyteller" if decision.chooser == STORYTELLER else f"the bot at seat {decision.chooser + 1}"
            raise ReplayDivergence(
                f"{path}: record line {line_of.get(i, '?')} (decision {i}, {decision.step}): {who} now answers "
                f"{to_json(again)!r}, the record has {to_json(answer)!r} (was the game saved by another version "
                "of the bots, or edited?)")

    try:
        game = replay(lines, on_start=on_start, before_answer=before_answer)
    except ReplayDivergence as exc:
        if str(exc).startswith(str(path)):
            raise
        raise ReplayDivergence(f"{path}: {exc}") from None
    except RecordError as exc:
        raise RecordError(f"{path}: {exc}") from None
    seats = holder["seats"]
    return game, table, seats
