"""Game records (JSON Lines) and exact replay.

A record is a header line (format and engine versions, the script in official format, the
seats, the seeds and agents used) followed, in order, by event lines and decision lines:
each decision line holds the step, chooser and answer. A Storyteller's edit of the Grimoire
(:mod:`clocktower.edits`) is an ``edit`` line placed before the decision it preceded, and
replay makes it again there. Replaying feeds the recorded answers
to a fresh game; a replay that diverges raises :class:`ReplayDivergence` naming the first
differing decision.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from .decisions import Decision, IllegalAnswer, canonical, shown, to_json
from .edits import Edit, EditError
from .engine import Game
from .script import parse_script
from .talk import TalkRules

FORMAT = 1

GZIP_MAGIC = b"\x1f\x8b"
"""The first two bytes of a gzip file."""


class RecordError(ValueError):
    """A record file that cannot be read (names the file and line)."""


class ReplayDivergence(RuntimeError):
    """The replayed game asked something other than what the record holds."""


def record_lines(game: Game, extra: dict[str, Any] | None = None,
                 notes: Iterable[dict[str, Any]] = ()) -> Iterator[dict[str, Any]]:
    """The record of a game as JSON-friendly dicts, in order.

    Args:
        game: a game (finished or not).
        extra: more header fields (seeds, agent names).
        notes: more lines that replay skips (their ``type`` is none of ``header``, ``edit``,
            ``event``, ``decision``, ``result``), such as the LLM players' prompts and replies;
            a note whose ``i`` is a decision index follows that decision's line, the others
            come before the result.
    """
    header = game.header()
    header.update(extra or {})
    yield header
    after: dict[int | None, list[dict[str, Any]]] = {}
    for note in notes:
        i = note.get("i")
        after.setdefault(i if isinstance(i, int) and 0 <= i < len(game.answers) else None, []).append(note)
    marks = game.event_marks
    edits = sorted(game.edits, key=lambda x: x.at)
    k = 0
    e = 0
    for i, (decision, answer) in enumerate(zip(game.decisions, game.answers)):
        while e < marks[i]:
            yield {"type": "event", **game.events[e].to_json()}
            e += 1
        while k < len(edits) and edits[k].at <= i:
            yield edits[k].to_json()
            k += 1
        yield {"type": "decision", "i": i, "step": decision.step, "kind": str(decision.kind),
               "chooser": decision.chooser, "answer": to_json(answer)}
        if after:
            yield from after.pop(i, ())
    for edit in edits[k:]:
        yield edit.to_json()
    while e < len(game.events):
        yield {"type": "event", **game.events[e].to_json()}
        e += 1
    for rest in after.values():
        yield from rest
    if game.over:
        yield {"type": "result", "winner": game.winner, "reason": game.state.win_reason}


def dumps(game: Game, extra: dict[str, Any] | None = None, notes: Iterable[dict[str, Any]] = ()) -> str:
    """The record as one JSON Lines string (``notes``: see :func:`record_lines`)."""
    return "".join(json.dumps(line, sort_keys=True, ensure_ascii=False) + "\n"
                   for line in record_lines(game, extra, notes))


def write_record(game: Game, path: str | Path, extra: dict[str, Any] | None = None,
                 notes: Iterable[dict[str, Any]] = ()) -> None:
    """Write a game's record to ``path`` (``notes``: see :func:`record_lines`)."""
    Path(path).write_text(dumps(game, extra, notes), encoding="utf-8")


def read_record(path: str | Path) -> list[dict[str, Any]]:
    """Read a record's lines, from a plain or a gzip-compressed file.

    A file that starts with the gzip magic bytes (as written by ``clocktower simulate
    --keep-records``, ``*.jsonl.gz``) is decompressed transparently, whatever its name.

    Raises:
        RecordError: an unreadable file or corrupt gzip data, unreadable JSON, or no
            header line.
    """
    lines: list[dict[str, Any]] = []
    try:
        data = Path(path).read_bytes()
        if data[:2] == GZIP_MAGIC:
            data = gzip.decompress(data)
        text = data.decode("utf-8")
    except (OSError, EOFError, UnicodeDecodeError) as exc:  # gzip.BadGzipFile is an OSError
        raise RecordError(f"{path}: cannot read the record ({exc})") from None
    for n, raw in enumerate(text.splitlines(), 1):
        if not raw.strip():
            continue
        try:
            line = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise RecordError(f"{path}: line {n}: not JSON ({exc.msg})") from None
        except RecursionError:
            raise RecordError(f"{path}: line {n}: JSON nested too deep to read") from None
        if not isinstance(line, dict) or not isinstance(line.get("type"), str):
            raise RecordError(f"{path}: line {n}: not a record line (a JSON object with a 'type')")
        lines.append(line)
    if not lines or lines[0].get("type") != "header":
        raise RecordError(f"{path}: the first line is not a record header (is this a game record? "
                          "records are written by 'clocktower play --record FILE')")
    if lines[0].get("format") != FORMAT:
        raise RecordError(f"{path}: record format {shown(lines[0].get('format'))} is not {FORMAT}")
    header = lines[0]
    for key, kind in (("script", list), ("players", list)):
        if not isinstance(header.get(key), kind):
            raise RecordError(f"{path}: the header has no valid {key!r}")
    for n, line in enumerate(lines[1:], 2):
        if line["type"] == "decision":
            missing = [k for k in ("i", "step", "chooser", "answer") if k not in line]
            if missing:
                raise RecordError(f"{path}: record line {n} (a decision) lacks {', '.join(missing)}")
    return lines


def replay(lines: Iterable[dict[str, Any]], *, check_events: bool = True,
           on_start: Callable[[Game], None] | None = None,
           before_answer: Callable[[Game, Decision, Any], None] | None = None) -> Game:
    """Replay a record and return the game.

    A partial record (a saved game: no result line) replays to the decision it stopped at.

    Args:
        lines: the record's lines (from :func:`read_record`).
        check_events: also check that the replay emits exactly the recorded events.
        on_start: called with the fresh game before any answer (to build agents for it).
        before_answer: called with the game, the pending decision and the recorded answer
            before that answer is given (to re-ask bots, so that their generators and beliefs
            end up where they were; it may raise :class:`ReplayDivergence`).

    Raises:
        RecordError: the header cannot start a game.
        ReplayDivergence: naming the first decision (or event) that differs.
    """
    lines = list(lines)
    header = lines[0]
    seating = header.get("seating")
    try:
        game = Game(parse_script(header["script"], source="<record>"), header["players"],
                    seating=[x if isinstance(x, str) else tuple(x) for x in seating] if seating else None,
                    travellers=header.get("travellers", []), joining=header.get("joining", []),
                    talk=TalkRules.from_json(header.get("talk")), fabled=header.get("fabled", ()),
                    open_nominations=header.get("open_nominations", False))
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"the record's header cannot start a game: {exc}") from None
    if on_start is not None:
        on_start(game)
    expected_events = [line for line in lines if line.get("type") == "event"]
    for line in lines[1:]:
        if line.get("type") == "edit":
            # A Storyteller's edit of the Grimoire, made when ``at`` answers had been given.
            try:
                edit = Edit.from_json(line)
                if edit.at != len(game.answers):
                    raise ReplayDivergence(f"an edit made after {edit.at} answers comes after "
                                           f"{len(game.answers)} in the replay")
                game._apply_edit(edit)
            except EditError as exc:
                raise ReplayDivergence(f"the edit after {len(game.answers)} answers cannot be made: {exc}") from None
            continue
        if line.get("type") != "decision":
            continue
        pending = game.pending
        i = line["i"]
        if pending is None:
            raise ReplayDivergence(f"decision {i} ({line['step']}): the replayed game had already ended")
        if pending.step != line["step"] or pending.chooser != line["chooser"]:
            raise ReplayDivergence(
                f"decision {i}: the record has {line['step']!r} for chooser {line['chooser']}, "
                f"the replay asks {pending.step!r} of chooser {pending.chooser}")
        try:
            answer = canonical(line["answer"])
        except IllegalAnswer as exc:
            raise ReplayDivergence(f"decision {i} ({line['step']}): recorded answer is illegal: {exc}") from None
        if before_answer is not None:
            before_answer(game, pending, answer)
        try:
            game.answer(answer)
        except IllegalAnswer as exc:
            raise ReplayDivergence(f"decision {i} ({line['step']}): recorded answer is illegal now: {exc}") from None
    if check_events:
        got = [{"type": "event", **e.to_json()} for e in game.events]
        got = json.loads(json.dumps(got))
        def after(k: int) -> str:
            answered = sum(1 for mark in game.event_marks if mark <= k)
            return f"after decision {answered - 1}" if answered else "before the first decision"

        for k, (a, b) in enumerate(zip(expected_events, got)):
            if a != b:
                raise ReplayDivergence(f"event {k} ({after(k)}) differs: recorded {a.get('text')!r}, "
                                       f"replayed {b.get('text')!r}")
        if len(expected_events) < len(got):
            raise ReplayDivergence(f"the record ends early: it has {len(expected_events)} events, the replay "
                                   f"goes on to {len(got)} (next: {got[len(expected_events)].get('text')!r})")
        if len(expected_events) > len(got):
            raise ReplayDivergence(f"the record has {len(expected_events)} events, the replay only {len(got)}")
    for line in lines:
        if line.get("type") == "result" and (line.get("winner") != game.winner
                                             or line.get("reason") != game.state.win_reason):
            raise ReplayDivergence(f"the record's result ({line.get('winner')}: {line.get('reason')}) differs "
                                   f"from the replay's ({game.winner}: {game.state.win_reason})")
    return game
