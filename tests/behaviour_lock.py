"""The behaviour lock: hashes and readable playthroughs of a fixed set of seeded random games.

Speed work on the engine must not change what a game does: the same answers give the same
decisions (steps, choosers, legal sets), the same events and the same text. This module plays
a fixed set of seeded games for every bundled playable script (random bots and the random
Storyteller of :func:`clocktower.agents.play_random_game`, plus each of the script's Demons
forced by :class:`clocktower.invariants.DemonStoryteller`) at several player counts, and hashes
for each game its whole record (:func:`clocktower.record.dumps`) together with the legal set
of every decision it asked (which the record does not hold).

Two things are stored for each locked game:

- its hash, in ``tests/data/behaviour_lock.json`` (the check: any change of an answer, event,
  text, legal option or label changes it);
- its playthrough, ``tests/data/playthroughs/<key>.txt`` (:func:`playthrough`): one line per
  decision (its number, chooser, step, kind, prompt, legal options with their labels, the
  truth and why, the answer) and per event (the time, the audience, the kind, the text and
  its data), in the order they happened, as OpenSpiel keeps its playthroughs. It shows
  where a game changed, not only that it did.

Workflow::

    python -m tests.behaviour_lock            # compare; for each game that differs, print
                                              # its first differing line, old and new, with
                                              # the lines before it
    python -m tests.behaviour_lock --write    # store the current hashes and playthroughs

``tests/test_behaviour_lock.py`` compares in the suite and fails with the same diff. A
difference is either a bug (fix it) or a deliberate, documented change of behaviour: then
regenerate with ``--write`` in a commit of its own whose message names the games that
changed and why (``git diff tests/data/playthroughs`` shows every changed line).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from clocktower.agents import RandomStoryteller, random_agents, run_game
from clocktower.decisions import to_json
from clocktower.engine import Game
from clocktower.invariants import DemonStoryteller
from clocktower.record import dumps

LOCK_FILE = Path(__file__).parent / "data" / "behaviour_lock.json"

SCRIPTS = ("darkest-before-dawn", "seed-000", "seed-002", "seed-004", "final-nail-boffin")
"""The bundled scripts that can be played on their own (``final-nail`` is refused on purpose)."""

COUNTS = (5, 7, 10, 13, 15)
SEEDS = (0, 1, 2, 3)
FORCED_COUNTS = (8, 12)


def specs() -> Iterator[tuple[str, int, str, str | None]]:
    """Every locked game as ``(script, players, seed, forced demon or None)``."""
    for script in SCRIPTS:
        for n in COUNTS:
            for seed in SEEDS:
                yield script, n, f"lock:{seed}", None
        demons = Game(script, 10).script_characters("demon")
        for demon in demons:
            for n in FORCED_COUNTS:
                yield script, n, f"lock:{demon}", demon


def key(script: str, players: int, seed: str, demon: str | None) -> str:
    """The name of one locked game in the lock file."""
    return f"{script}/{players}/{seed}" + (f"/{demon}" if demon else "")


def play(script: str, players: int, seed: str, demon: str | None) -> str:
    """Play one locked game and return its hash (or the hash of the error it raised)."""
    return digest(run(script, players, seed, demon))


def run(script: str, players: int, seed: str, demon: str | None) -> Game | str:
    """Play one locked game: the finished game, or the error it raised at setup as text."""
    storyteller = (DemonStoryteller(f"{seed}:storyteller", demon) if demon
                   else RandomStoryteller(f"{seed}:storyteller"))
    try:
        return run_game(Game(script, players), random_agents(seed, players), storyteller)
    except ValueError as exc:  # a Demon that cannot be put in the bag at this count
        return f"{type(exc).__name__}: {exc}"


def digest(game: Game | str) -> str:
    """The hash of a game played by :func:`run`: its record and every decision's legal set."""
    if isinstance(game, str):
        return "error:" + hashlib.sha256(game.encode()).hexdigest()
    found = hashlib.sha256(dumps(game).encode())
    for d in game.decisions:
        found.update(json.dumps([d.step, d.chooser, str(d.kind), d.prompt, to_json(d.options),
                                 to_json(d.count), to_json(d.truth), d.why, d.subject,
                                 [d.label(o) for o in _some(d.options)]],
                                sort_keys=True).encode())
    return found.hexdigest()


def _some(options: tuple[object, ...]) -> tuple[object, ...]:
    """The options whose labels are hashed: all of a short list, the ends of a long one."""
    return options if len(options) <= 20 else options[:5] + options[-5:]


SHOWN_OPTIONS = 12
"""A decision's line lists at most this many options (the first ones, with their labels);
a longer list also shows a digest of all of them, so that any change shows on the line."""


def playthrough(game: Game | str) -> list[str]:
    """A game played by :func:`run` as readable lines, in the order things happened.

    Lines: ``error: ...`` for a game that could not be set up; else ``players at the end: ...``
    (each seat's number, name and final character), then for each event
    ``E <phase> <n> [<audience>] <kind>: <text> <data>`` and for each decision
    ``D<i> <chooser> <step> <kind>: "<prompt>" options(N): o1=label, ... truth=... why=...
    subject=... count=... -> <answer>``, then ``result: ...``. The audience is ``all``
    (public), the names of the seats told, or ``storyteller``. Each line is one line (no
    newline inside).
    """
    if isinstance(game, str):
        return [f"error: {game}"]
    names = [s.name for s in game.state.seats]

    def who(seat: int | None) -> str:
        if seat is None:
            return "-"
        return "Storyteller" if seat < 0 else f"{seat}:{names[seat]}" if 0 <= seat < len(names) else str(seat)

    def event(e: Any) -> str:
        audience = "all" if e.public else ",".join(names[s] for s in e.seats) or "storyteller"
        data = f" {json.dumps(to_json(e.data), sort_keys=True, ensure_ascii=False)}" if e.data else ""
        return _one_line(f"E {e.time[0]} {e.time[1]} [{audience}] {e.kind}: {e.text}{data}")

    def decision(i: int, d: Any, answer: Any) -> str:
        def shown(o: Any) -> str:
            label = d.label(o)
            value = json.dumps(to_json(o), ensure_ascii=False)
            return value if label == str(o) else f"{value}={label}"
        opts = ", ".join(shown(o) for o in d.options[:SHOWN_OPTIONS])
        if len(d.options) > SHOWN_OPTIONS:
            every = hashlib.sha256(json.dumps([to_json(d.options), [d.label(o) for o in d.options]],
                                              ensure_ascii=False).encode()).hexdigest()[:12]
            opts += f", ... (all {len(d.options)}: digest {every})"
        parts = [f"D{i} {who(d.chooser)} {d.step} {d.kind}: {json.dumps(d.prompt, ensure_ascii=False)}",
                 f"options({len(d.options)}): {opts}"]
        if d.count is not None:
            parts.append(f"count={list(d.count)}")
        if d.truth:
            parts.append("truth=" + json.dumps(to_json(d.truth), ensure_ascii=False))
        if d.why:
            parts.append(f"why={d.why}")
        if d.subject is not None:
            parts.append(f"subject={who(d.subject)}")
        picked = answer if isinstance(answer, (list, tuple)) and d.count is not None else [answer]
        labels = ", ".join(d.label(a) if _hashable(a) else str(a) for a in picked)
        parts.append(f"-> {json.dumps(to_json(answer), ensure_ascii=False)} ({labels})")
        return _one_line(" ".join(parts))

    lines = ["players at the end: " + ", ".join(f"{i}:{s.name}={s.character}" for i, s in enumerate(game.state.seats))]
    marks = game.event_marks
    e = 0
    for i, (d, answer) in enumerate(zip(game.decisions, game.answers)):
        while e < marks[i]:
            lines.append(event(game.events[e]))
            e += 1
        lines.append(decision(i, d, answer))
    lines += [event(x) for x in game.events[e:]]
    lines.append(f"result: {game.winner} ({game.state.win_reason})" if game.over else "result: not over")
    return lines


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def _one_line(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r")


PLAYTHROUGHS = LOCK_FILE.parent / "playthroughs"
"""One file per locked game: its :func:`playthrough`, gzip-compressed (``<key>.txt.gz``)."""


def playthrough_file(game_key: str) -> Path:
    """Where the playthrough of the locked game ``game_key`` is stored."""
    return PLAYTHROUGHS / (game_key.replace("/", "_").replace(":", "-") + ".txt.gz")


def read_playthrough(game_key: str) -> list[str] | None:
    """The stored playthrough of a locked game, or None when there is none."""
    path = playthrough_file(game_key)
    if not path.exists():
        return None
    return gzip.decompress(path.read_bytes()).decode("utf-8").split("\n")[:-1]


def write_playthrough(game_key: str, lines: list[str]) -> None:
    """Store a playthrough (gzip with no timestamp, so the same game gives the same bytes)."""
    data = ("\n".join(lines) + "\n").encode("utf-8")
    playthrough_file(game_key).write_bytes(gzip.compress(data, compresslevel=9, mtime=0))


def first_difference(old: list[str] | None, new: list[str], context: int = 4, after: int = 3) -> str:
    """Where two playthroughs part: the first differing line, old and new, with the
    ``context`` lines before it (and ``after`` more lines of each side)."""
    if old is None:
        return "  (no stored playthrough to compare with: run --write)"
    i = next((n for n, (a, b) in enumerate(zip(old, new)) if a != b), min(len(old), len(new)))
    if i == len(old) == len(new):
        return "  (the playthroughs are the same: the difference is in what the hash covers beyond them)"
    out = [f"  first difference at line {i + 1}:"]
    out += [f"    {line}" for line in old[max(0, i - context):i]]
    out += [f"  - {line}" for line in old[i:i + after]] or ["  - (end of the old playthrough)"]
    out += [f"  + {line}" for line in new[i:i + after]] or ["  + (end of the new playthrough)"]
    return "\n".join(out)


def compute() -> dict[str, str]:
    """The hash of every locked game, by :func:`key`."""
    return {key(*spec): play(*spec) for spec in specs()}


def main() -> int:
    parser = argparse.ArgumentParser(description="Check (or --write) the behaviour lock.")
    parser.add_argument("--write", action="store_true", help="store the current hashes and playthroughs")
    args = parser.parse_args()
    games = {key(*spec): run(*spec) for spec in specs()}
    got = {k: digest(game) for k, game in games.items()}
    if args.write:
        LOCK_FILE.parent.mkdir(exist_ok=True)
        LOCK_FILE.write_text(json.dumps(got, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        PLAYTHROUGHS.mkdir(exist_ok=True)
        for old in PLAYTHROUGHS.glob("*.txt.gz"):
            old.unlink()
        for k, game in games.items():
            write_playthrough(k, playthrough(game))
        size = sum(p.stat().st_size for p in PLAYTHROUGHS.glob("*.txt.gz"))
        print(f"wrote {len(got)} hashes to {LOCK_FILE} and {len(games)} playthroughs "
              f"({size / 1e6:.1f} MB gzip) to {PLAYTHROUGHS}")
        return 0
    want = json.loads(LOCK_FILE.read_text(encoding="utf-8"))
    bad = [k for k in sorted(set(want) | set(got)) if want.get(k) != got.get(k)]
    for k in bad:
        print(f"differs: {k}")
        if k in games:
            print(first_difference(read_playthrough(k), playthrough(games[k])))
    print(f"{len(got) - len(bad)} of {len(got)} games match the lock")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
