"""Script balance at scale: play many games with bots and report who wins and why.

The library behind ``clocktower simulate``. A run is planned as a list of
:class:`GameSpec` (one per game: script, player count, a seed derived from the run's seed
and the game's place in the plan), played sequentially, on a pool of processes, or on a
Ray cluster, and boiled down to one compact :class:`GameSummary` per game (never the full
record, unless records are kept on purpose). :func:`build_report` aggregates the
summaries into the balance report: good's win rate per player count with 95% Wilson
intervals, each character's swing (its team's win rate when it is in play minus when it
is not) and survival, the distribution of game length in days, and how games ended.

A game still going after its decision limit (:data:`MAX_DECISIONS`) is a *stalemate*:
an ending of its own, with no winner. Stalemates are counted per script and player count
and their seeds listed; good's win rate, the characters' swing and the game lengths are
over the games that have a winner. A game that raises (a bug) is an *error*: listed, left
out of everything else, and the command exits 1.

Every game depends only on its spec, and summaries are sorted by their place in the
plan, so the same seeds give the same report (byte for byte in ``report.json``) whatever
the number of processes or the backend.
"""

from __future__ import annotations

import csv
import errno
import gzip
import io
import json
import math
import multiprocessing
import os
import re
import signal
import socket
import textwrap
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from . import __version__
from .agents import StalledGame, run_game
from .agents import registry as _registry
from .agents.registry import PLAYER_KINDS, STORYTELLER_KINDS, player_agents, storyteller_agent
from .catalogue import UnknownCharacterError, load_catalogue
from .characters import implemented_ids
from .engine import Game, SetupError, unplayable_reason
from .record import dumps
from .script import Script, ScriptError, bundled_scripts, load_script
from .stats import wilson_interval

__all__ = [
    "BackendError", "DEFAULT_BOTS", "DEFAULT_STORYTELLER", "GameSpec", "GameSummary", "MissingDependency",
    "SeatSummary", "SimulationError", "SimulationRun", "build_report", "parse_players", "plan_games", "play_game",
    "resolve_scripts", "run_games", "write_plots", "write_report_files",
]

DEFAULT_BOTS = _registry.DEFAULT_BOTS
"""The bot kind (a key of :data:`clocktower.agents.registry.PLAYER_KINDS`) used by default."""

DEFAULT_STORYTELLER = _registry.DEFAULT_STORYTELLER
"""The Storyteller kind (a key of :data:`clocktower.agents.registry.STORYTELLER_KINDS`) used by default."""

MAX_DECISIONS = 30_000
"""A game still going after this many answers is a *stalemate*: the rules allow it (they set
no limit on the number of days) and these bots did not leave it, say a Demon nobody can
kill while the votes tie every day. Finished games end within a few thousand answers (a day
of 7 to 13 bots takes 30 to 120), so 30,000 is hundreds of days without a winner.

No earlier cut is made (such as N days without a death): no count of quiet days proves,
from the rules, that the game cannot end any more (a ghost vote spent, a Sailor made
drunk, one changed vote can end it the next day), so an earlier cut would call some games
stalemates that a few more days would have decided. Instead each stalemate records the
last day on which someone died, which shows how long it had been stuck."""

TEAM_ALIGNMENT = {"townsfolk": "good", "outsider": "good", "minion": "evil", "demon": "evil"}
"""The team a character type plays for at setup (its 'team' in the swing table)."""


class SimulationError(ValueError):
    """Bad input to a simulation (unknown script, character, kind, player count...).

    The message says what is wrong and, where it helps, what is accepted.
    """


class MissingDependency(ImportError):
    """An optional library (matplotlib, Ray) is not installed; the message says what to install."""


class BackendError(RuntimeError):
    """Ray could not start, could not join its cluster, or failed while playing the games.

    Kept apart from :class:`OSError`, which here means a file could not be written: Ray's
    own connection errors are ``ConnectionError``, an ``OSError`` too.
    """


# ============================================================================ planning
@dataclass(frozen=True, slots=True)
class GameSpec:
    """Everything one game of a simulation depends on.

    Attributes:
        index: the game's place in the whole plan (0-based); results are sorted by it.
        script_key: the short name of the script in the report (bundled name or file stem).
        script: the parsed script.
        players: the number of players.
        number: the game's index among those of its script and player count.
        seed: the game's own seed, derived from the run's seed, the player count and
            ``number``; the agents are seeded from it.
        bots: the bot kind for every player seat.
        storyteller: the Storyteller kind.
        keep_record: whether to return the game's compressed record.
        max_decisions: the game is a stalemate when still going after this many answers.
    """

    index: int
    script_key: str
    script: Script
    players: int
    number: int
    seed: str
    bots: str = DEFAULT_BOTS
    storyteller: str = DEFAULT_STORYTELLER
    keep_record: bool = False
    max_decisions: int = MAX_DECISIONS


def parse_players(text: str) -> list[int]:
    """Parse a ``--players`` value: a comma list and/or ranges, e.g. ``"7,10,13"`` or ``"5-15"``.

    Returns:
        The distinct player counts, ascending.

    Raises:
        SimulationError: for text that is not such a list, or a count outside 5 to 15.
    """
    counts: set[int] = set()
    for part in text.split(","):
        part = part.strip()
        match = re.fullmatch(r"(\d+)(?:\s*-\s*(\d+))?", part)
        if not match:
            raise SimulationError(f"--players {text!r}: {part!r} is neither a number nor a range such as 5-15")
        low = int(match.group(1))
        high = int(match.group(2)) if match.group(2) else low
        if low > high:
            raise SimulationError(f"--players {text!r}: the range {part!r} runs backwards")
        bad = [n for n in (low, high) if not 5 <= n <= 15]
        if bad:
            raise SimulationError(f"--players {text!r}: a game needs 5 to 15 players, not {bad[0]}")
        counts.update(range(low, high + 1))
    return sorted(counts)


def resolve_scripts(names: Sequence[str]) -> list[tuple[str, Script]]:
    """Load the scripts to simulate, each with its short name for the report.

    Args:
        names: bundled script names or script files; ``"all"`` stands for every bundled
            script that can be played on its own (``final-nail``, which cannot, is left out).

    Returns:
        ``(key, script)`` pairs in the order given, without repeats (the same script
        named twice counts once).

    Raises:
        SimulationError: for an unknown script, a malformed file, a character the
            catalogue does not know or the engine does not implement, a script that
            cannot be played alone, or two different scripts with the same key (files of
            the same name in two folders, or a file named like a bundled script).
    """
    out: dict[str, Script] = {}

    def add(key: str, script: Script, name: str) -> None:
        if key in out and out[key] != script:
            # The report, its files and the kept records are named by key: refuse rather
            # than drop one of the two scripts without a word.
            raise SimulationError(
                f"two different scripts would both be reported as {key!r} ({name} and one given "
                f"before it); rename one of the files")
        out.setdefault(key, script)

    for name in names:
        if name == "all":
            for key, path in bundled_scripts().items():
                script = load_script(path)
                if unplayable_reason(script) is None and not script.unimplemented(implemented_ids()):
                    add(key, script, f"the bundled {key}")
            continue
        try:
            script = load_script(name)
        except ScriptError as exc:
            raise SimulationError(str(exc)) from None
        key = name if name in bundled_scripts() else Path(name).stem
        check_script(key, script)
        add(key, script, name)
    if not out:
        raise SimulationError("no script to simulate")
    return list(out.items())


def check_script(key: str, script: Script) -> None:
    """Refuse a script the engine cannot play.

    Raises:
        SimulationError: naming the unknown or unimplemented characters, or why the
            script cannot be played alone.
    """
    cat = load_catalogue()
    unknown = [c for c in script.characters if c not in cat and c not in script.homebrew]
    if unknown:
        raise SimulationError(f"script {key!r} names characters this engine does not know: {', '.join(unknown)}")
    missing = script.unimplemented(implemented_ids())
    if missing:
        raise SimulationError(f"script {key!r} uses characters the engine does not implement: {', '.join(missing)}")
    reason = unplayable_reason(script)
    if reason is not None:
        raise SimulationError(reason)


def check_kinds(bots: str, storyteller: str) -> None:
    """Refuse unknown bot or Storyteller kinds, naming the known ones.

    Raises:
        SimulationError: for a kind missing from :mod:`clocktower.agents.registry`.
    """
    if bots not in PLAYER_KINDS:
        raise SimulationError(f"unknown bot kind {bots!r}; known: {', '.join(sorted(PLAYER_KINDS))}")
    if storyteller not in STORYTELLER_KINDS:
        raise SimulationError(
            f"unknown Storyteller kind {storyteller!r}; known: {', '.join(sorted(STORYTELLER_KINDS))}")


def game_seed(seed: int | str, players: int, number: int) -> str:
    """The seed of game ``number`` at ``players`` players in a run seeded ``seed``.

    It does not depend on the number of processes, the backend or the other games, so
    a game can be played again alone: ``clocktower simulate --seed S`` game ``n`` at
    ``p`` players is the game whose agents are seeded ``f"{S}:{p}:{n}"``.
    """
    return f"{seed}:{players}:{number}"


def plan_games(
    scripts: Sequence[tuple[str, Script]],
    players: Sequence[int],
    games: int,
    seed: int | str,
    *,
    bots: str = DEFAULT_BOTS,
    storyteller: str = DEFAULT_STORYTELLER,
    keep_records: bool = False,
    max_decisions: int = MAX_DECISIONS,
) -> list[GameSpec]:
    """Plan a run: ``games`` games of every script at every player count.

    Args:
        scripts: ``(key, script)`` pairs (see :func:`resolve_scripts`).
        players: the player counts.
        games: games per script and player count (at least 1).
        seed: the run's seed.
        bots: the bot kind for all player seats.
        storyteller: the Storyteller kind.
        keep_records: whether each game returns its compressed record.
        max_decisions: the answers after which a game still going is a stalemate.

    Returns:
        The specs, ordered by script, then player count, then game number.

    Raises:
        SimulationError: for ``games`` or ``max_decisions`` below 1, an unknown kind, or a
            player count a script cannot fill (too few characters of some type for that
            many players).
    """
    if games < 1:
        raise SimulationError(f"--games must be at least 1, not {games}")
    if max_decisions < 1:
        raise SimulationError(f"--max-decisions must be at least 1, not {max_decisions}")
    check_kinds(bots, storyteller)
    specs: list[GameSpec] = []
    for key, script in scripts:
        for n in players:
            try:
                Game(script, n)
            except SetupError as exc:
                raise SimulationError(f"script {key!r} cannot be set up for {n} players: {exc}") from None
            for number in range(games):
                specs.append(GameSpec(len(specs), key, script, n, number, game_seed(seed, n, number),
                                      bots, storyteller, keep_records, max_decisions))
    return specs


# ============================================================================ playing
@dataclass(frozen=True, slots=True)
class SeatSummary:
    """One seat of a finished game.

    Attributes:
        start: the true character dealt (in the Grimoire when the first night begins).
        start_alignment: the alignment then.
        end: the true character at the end.
        end_alignment: the alignment at the end.
        death: when the seat first died, ``("night", n)`` or ``("day", d)``; None if never.
        alive: whether the seat is alive at the end.
    """

    start: str
    start_alignment: str
    end: str
    end_alignment: str
    death: tuple[str, int] | None
    alive: bool

    @property
    def death_day(self) -> float | None:
        """The day of the first death: day ``d`` for a death by day, ``n - 0.5`` for night ``n``."""
        if self.death is None:
            return None
        phase, number = self.death
        return float(number) if phase == "day" else number - 0.5

    def days_alive(self, game_days: int) -> int:
        """How many days began with this seat alive (a game's days for a seat that never died)."""
        if self.death is None:
            return game_days
        phase, number = self.death
        return number if phase == "day" else number - 1


@dataclass(frozen=True, slots=True)
class GameSummary:
    """The compact result of one game (what the report needs, not the record).

    Attributes:
        index, script, players, number, seed: as in its :class:`GameSpec`.
        winner: ``"good"`` or ``"evil"`` ("" for a stalemate or a failed game).
        reason: the announced reason (for a stalemate: how long it went on).
        condition: the win condition's short code (``"no-demon"``, ``"two-alive"``, or the
            id of the character whose ability decided it), ``"stalemate"`` for a game still
            going at its decision limit.
        days: the number of days begun; nights: the number of nights begun.
        decisions: how many decisions were answered.
        seats: one :class:`SeatSummary` per seat (for a stalemate: as the game stood).
        error: None, or what went wrong (the game is then left out of the statistics).
        stalemate: True when the game was still going at its decision limit.
        last_death_day: the last day on which someone died (a death on night ``n`` counts
            as day ``n``, whose dawn announces it; 0 when nobody died), to show how long a
            stalemate had been stuck.
    """

    index: int
    script: str
    players: int
    number: int
    seed: str
    winner: str = ""
    reason: str = ""
    condition: str = ""
    days: int = 0
    nights: int = 0
    decisions: int = 0
    seats: tuple[SeatSummary, ...] = ()
    error: str | None = None
    stalemate: bool = False
    last_death_day: int = 0

    def to_json(self) -> dict[str, Any]:
        """The summary as a JSON-friendly dict."""
        data = asdict(self)
        data["seats"] = [asdict(s) for s in self.seats]
        return data


def play_game(spec: GameSpec) -> tuple[GameSummary, bytes | None]:
    """Play one game of a plan.

    Args:
        spec: the game.

    Returns:
        The summary and, when ``spec.keep_record``, the record as gzip-compressed JSON
        Lines (the :mod:`clocktower.record` format; fixed gzip timestamp, so the bytes
        depend only on the game; a stalemate's record has no result line and replays to
        where it stopped). A game still going after ``spec.max_decisions`` answers is
        summarised as a stalemate; a game that raises is summarised with its ``error``, a
        game that cannot even be set up (``Game(...)`` raises: a :class:`SetupError` for a
        bag the script cannot fill) too, with no decisions and no seats.
    """
    head = GameSummary(index=spec.index, script=spec.script_key, players=spec.players, number=spec.number,
                       seed=spec.seed)
    try:
        game = Game(spec.script, spec.players)
    except Exception as exc:  # this game's setup failed: report it with the game, keep the run going
        return replace(head, error=f"{type(exc).__name__}: {exc}"), None
    players = player_agents(spec.bots, spec.seed, spec.players)
    storyteller = storyteller_agent(spec.storyteller, spec.seed, game)
    start: list[tuple[str, str]] = []

    def snapshot(g: Game, *_: Any) -> None:
        if not start and g.state.phase != "setup":
            start.extend((s.character, s.alignment) for s in g.state.seats)

    stalled = False
    try:
        run_game(game, players, storyteller, max_decisions=spec.max_decisions, on_answer=snapshot)
    except StalledGame:
        stalled = True
    except Exception as exc:  # a bug in the engine or a bot: report it, keep the run going
        return replace(head, decisions=len(game.answers), error=f"{type(exc).__name__}: {exc}"), None
    state = game.state
    first_death: dict[int, tuple[str, int]] = {}
    for death in state.deaths:
        first_death.setdefault(death.seat, (death.phase, death.number))
    seats = tuple(
        SeatSummary(start[i][0] if start else s.character, start[i][1] if start else s.alignment,
                    s.character, s.alignment, first_death.get(i), s.alive)
        for i, s in enumerate(state.seats))
    last_death = max((d.number for d in state.deaths), default=0)
    if stalled:
        ended = f"last death on day {last_death}" if last_death else "nobody died"
        summary = replace(head, reason=f"no winner after {len(game.answers):,} decisions (day {state.day}; {ended})",
                          condition="stalemate", days=state.day, nights=state.night, decisions=len(game.answers),
                          seats=seats, stalemate=True, last_death_day=last_death)
    else:
        summary = replace(head, winner=state.winner or "", reason=state.win_reason,
                          condition=state.win_condition, days=state.day, nights=state.night,
                          decisions=len(game.answers), seats=seats, last_death_day=last_death)
    record = None
    if spec.keep_record:
        extra = {"seed": spec.seed, "agents": {"players": spec.bots, "storyteller": spec.storyteller},
                 "simulation": {"script": spec.script_key, "players": spec.players, "number": spec.number}}
        record = gzip.compress(dumps(game, extra).encode("utf-8"), mtime=0)
    return summary, record


def _play_batch(specs: Sequence[GameSpec]) -> list[tuple[GameSummary, bytes | None]]:
    return [play_game(s) for s in specs]


def _ignore_sigint() -> None:
    # Pool workers leave Ctrl-C to the parent, which stops them and writes the partial report.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def record_name(summary: GameSummary) -> str:
    """The file name of a kept record: ``SCRIPT-Pp-NNNNN.jsonl.gz``."""
    return f"{summary.script}-{summary.players}p-{summary.number:05d}.jsonl.gz"


@dataclass
class SimulationRun:
    """What a run produced.

    Attributes:
        planned: how many games were planned.
        summaries: the summaries of the finished games, sorted by plan index.
        interrupted: True when the run was stopped (Ctrl-C) before every game finished.
        records: the kept record files written.
        finished: how many games finished (kept in ``summaries`` or not).
    """

    planned: int
    summaries: list[GameSummary] = field(default_factory=list)
    finished: int = 0
    interrupted: bool = False
    records: list[Path] = field(default_factory=list)


def _chunks(specs: Sequence[GameSpec], size: int) -> list[list[GameSpec]]:
    return [list(specs[i:i + size]) for i in range(0, len(specs), size)]


def _batch_size(total: int, workers: int) -> int:
    # Small enough that the progress bar moves and the work balances, big enough that
    # the per-task overhead stays small.
    return max(1, min(32, total // max(1, workers * 8)))


def run_games(
    specs: Sequence[GameSpec],
    *,
    jobs: int | None = None,
    backend: str = "local",
    ray_address: str | None = None,
    records_dir: Path | None = None,
    on_result: Callable[[GameSummary], None] | None = None,
    keep_summaries: bool = True,
) -> SimulationRun:
    """Play the planned games and collect their summaries.

    Args:
        specs: the plan (see :func:`plan_games`).
        jobs: processes on this machine for the ``local`` backend (default: all cores;
            1 plays in this process); for ``ray``, the CPUs of a local Ray started here.
        backend: ``"local"`` or ``"ray"``.
        ray_address: the Ray cluster to join (``ray.init(address=...)``); None starts a
            local Ray (unless one is already running in this process).
        records_dir: where kept records are written (specs with ``keep_record``).
        on_result: called in this process after each finished game (progress bars, a
            :class:`ReportBuilder`, :class:`GamesCsv`); if it raises KeyboardInterrupt the
            run stops as on Ctrl-C.
        keep_summaries: keep every summary in ``run.summaries``; False keeps none (the
            caller folds them in through ``on_result``, so memory does not grow with the
            number of games) and counts them in ``run.finished``.

    Returns:
        The run; on Ctrl-C (KeyboardInterrupt) the workers are stopped and the run holds
        the games finished so far, with ``interrupted`` set.

    Raises:
        SimulationError: for an unknown backend or a bad ``jobs``.
        MissingDependency: for ``backend="ray"`` without Ray installed.
        BackendError: when Ray cannot start or join its cluster, or fails during the run.
        OSError: when a record cannot be written (a full disk: ``errno.ENOSPC``).
    """
    if jobs is None:
        jobs = os.cpu_count() or 1
    if jobs < 1:
        raise SimulationError(f"--jobs must be at least 1, not {jobs}")
    if backend not in ("local", "ray"):
        raise SimulationError(f"unknown backend {backend!r}; known: local, ray")
    run = SimulationRun(planned=len(specs))
    if records_dir is not None:
        records_dir.mkdir(parents=True, exist_ok=True)

    def collect(result: tuple[GameSummary, bytes | None]) -> None:
        summary, record = result
        if record is not None and records_dir is not None:
            path = records_dir / record_name(summary)
            write_whole(path, record)
            run.records.append(path)
        run.finished += 1
        if keep_summaries:
            run.summaries.append(summary)
        if on_result is not None:
            on_result(summary)

    try:
        if backend == "ray":
            _run_ray(specs, jobs, ray_address, collect)
        elif jobs == 1 or len(specs) <= 1:
            for spec in specs:
                collect(play_game(spec))
        else:
            _run_pool(specs, jobs, collect)
    except KeyboardInterrupt:
        run.interrupted = True
    run.summaries.sort(key=lambda s: s.index)
    run.records.sort()
    return run


def _run_pool(specs: Sequence[GameSpec], jobs: int,
              collect: Callable[[tuple[GameSummary, bytes | None]], None]) -> None:
    # "spawn" starts clean interpreters: no state forked from the parent (nor its threads,
    # such as a progress bar's refresher), and the same behaviour on every platform.
    context = multiprocessing.get_context("spawn")
    # Start the workers with Ctrl-C ignored (inherited through exec, so a Ctrl-C while
    # they are still importing does not print their tracebacks); the parent handles it.
    main = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN) if main else None
    try:
        pool = context.Pool(processes=min(jobs, len(specs)), initializer=_ignore_sigint)
    finally:
        if main:
            signal.signal(signal.SIGINT, previous)
    try:
        batches = _chunks(specs, _batch_size(len(specs), jobs))
        for results in pool.imap_unordered(_play_batch, batches):
            for result in results:
                collect(result)
        pool.close()
    except BaseException:
        # Stop the workers with Ctrl-C ignored: a second Ctrl-C landing inside terminate()
        # or join() would leave the pool half torn down (join then waits for ever).
        stopping = signal.signal(signal.SIGINT, signal.SIG_IGN) if main else None
        try:
            pool.terminate()
            pool.join()
        finally:
            if main:
                signal.signal(signal.SIGINT, stopping)
        raise
    finally:
        pool.join()


def _import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise MissingDependency(
            "the Ray backend needs Ray, which is not installed: pip install 'clocktower[ray]' "
            "(or pip install ray)") from None
    return ray


RAY_CONNECT_TIMEOUT = 10.0
"""Seconds to wait for a TCP connection to ``--ray-address`` before saying it cannot be reached
(``ray.init`` itself retries an unreachable cluster for minutes, printing only its warnings)."""


def _check_reachable(address: str) -> None:
    """Raise :class:`BackendError` when ``address`` (``HOST:PORT`` or ``ray://HOST:PORT``) takes
    no TCP connection within :data:`RAY_CONNECT_TIMEOUT`; other forms (``auto``) are left to Ray."""
    target = address.removeprefix("ray://")
    host, sep, port = target.rpartition(":")
    if not sep or not host or not port.isdigit():
        return
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=RAY_CONNECT_TIMEOUT):
            pass
    except OSError as exc:
        raise BackendError(f"cannot reach the Ray cluster at {address}: {exc.strerror or exc}") from None


def _run_ray(specs: Sequence[GameSpec], jobs: int, address: str | None,
             collect: Callable[[tuple[GameSummary, bytes | None]], None]) -> None:
    ray = _import_ray()
    started = False
    if not ray.is_initialized():
        where = f"the Ray cluster at {address}" if address else "a local Ray"
        if address:
            _check_reachable(address)
        # Ray's own processes block Ctrl-C, but a Ctrl-C that stops ray.init() half-way
        # leaves some of them (its agents) running after this command, orphaned. So a Ctrl-C
        # while Ray starts is held until it is up, then honoured (after ray.shutdown()).
        held: list[int] = []
        hold = (threading.current_thread() is threading.main_thread()
                and signal.getsignal(signal.SIGINT) is not signal.SIG_IGN)
        previous = signal.signal(signal.SIGINT, lambda *_: held.append(1)) if hold else None
        try:
            if address:
                # Ship this package to the cluster's workers, which may not have it installed.
                ray.init(address=address, runtime_env={"py_modules": [str(Path(__file__).parent)]},
                         log_to_driver=False)
            else:
                # "local" starts a new Ray here even if a cluster was started on this machine before.
                ray.init(address="local", num_cpus=jobs, include_dashboard=False, log_to_driver=False)
        except Exception as exc:
            ray.shutdown()
            raise BackendError(f"cannot start or join {where}: {type(exc).__name__}: {exc}") from exc
        finally:
            if hold:
                signal.signal(signal.SIGINT, previous)
        if held:
            ray.shutdown()
            raise KeyboardInterrupt
        started = True
    remote = ray.remote(_play_batch)
    pending: list[Any] = []
    try:
        try:
            cpus = int(ray.cluster_resources().get("CPU", jobs)) or 1
            pending = [remote.remote(batch) for batch in _chunks(specs, _batch_size(len(specs), cpus))]
        except Exception as exc:
            raise BackendError(f"Ray failed: {type(exc).__name__}: {exc}") from exc
        while pending:
            try:
                done, pending = ray.wait(pending, num_returns=1)
                batches = ray.get(done)
            except Exception as exc:
                raise BackendError(f"Ray failed: {type(exc).__name__}: {exc}") from exc
            for results in batches:
                for result in results:
                    collect(result)
    except BaseException:
        # A Ray started here is shut down below, which ends its tasks. Force-cancelling them
        # first races with the ones finishing and can crash Ray's core worker in this process
        # ("Tried to complete task that was not pending"), losing the partial report; only a
        # Ray this process did not start (and keeps running) needs its tasks cancelled.
        if not started:
            for ref in pending:
                ray.cancel(ref, force=True)
        raise
    finally:
        if started:
            ray.shutdown()


# ============================================================================ the report
def _rate(wins: int, games: int) -> dict[str, Any]:
    low, high = wilson_interval(wins, games)
    return {"rate": _round(wins / games) if games else None, "low": _round(low), "high": _round(high)}


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 6)


def _swing_interval(w1: int, n1: int, w2: int, n2: int) -> tuple[float, float, float] | None:
    """The difference of two rates with Newcombe's hybrid score interval (from Wilson intervals)."""
    if not n1 or not n2:
        return None
    p1, p2 = w1 / n1, w2 / n2
    l1, u1 = wilson_interval(w1, n1)
    l2, u2 = wilson_interval(w2, n2)
    d = p1 - p2
    return d, d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2), d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)


SWING_NOTE = ("measured with these bots and this Storyteller: how a character changes its team's chances when "
              "these bots play it, not how it plays among people")
"""What the character figures measure, printed next to them (table, plot, report)."""


class _CharacterTally:
    """One character's counts at one player count (over the games with a winner)."""

    __slots__ = ("in_play", "wins_in", "seats", "deaths", "alive", "death_day_sum", "days_alive_sum")

    def __init__(self) -> None:
        self.in_play = self.wins_in = self.seats = self.deaths = self.alive = 0
        self.death_day_sum = 0.0
        self.days_alive_sum = 0

    def add(self, other: _CharacterTally) -> None:
        for name in self.__slots__:
            setattr(self, name, getattr(self, name) + getattr(other, name))


class _ScriptTally:
    """The running totals of one script's games: what its report needs, folded in game by
    game, so that a run keeps counters rather than every game (issue 17, item 20)."""

    def __init__(self) -> None:
        self.ok: Counter[int] = Counter()          # games with a winner, by player count
        self.good: Counter[int] = Counter()        # of them, good's wins
        self.stalled_by: Counter[int] = Counter()
        self.stalemates: list[tuple[int, dict[str, Any]]] = []
        self.errors: list[tuple[int, dict[str, Any]]] = []
        self.days: Counter[tuple[int, int]] = Counter()   # (players, days) -> games with a winner
        self.days_sum: Counter[int] = Counter()
        self.ends: Counter[tuple[str, str]] = Counter()
        self.example: dict[tuple[str, str], tuple[int, str]] = {}  # the lowest index's reason
        self.chars: dict[tuple[str, int], _CharacterTally] = {}

    def add(self, g: GameSummary) -> None:
        if g.error is not None:
            self.errors.append((g.index, {"index": g.index, "players": g.players, "number": g.number,
                                          "seed": g.seed, "error": g.error}))
            return
        key = (g.winner, g.condition)
        self.ends[key] += 1
        if key not in self.example or g.index < self.example[key][0]:
            self.example[key] = (g.index, g.reason)
        if g.stalemate:
            self.stalled_by[g.players] += 1
            self.stalemates.append((g.index, {"index": g.index, "players": g.players, "number": g.number,
                                              "seed": g.seed, "days": g.days, "decisions": g.decisions,
                                              "last_death_day": g.last_death_day}))
            return
        n = g.players
        self.ok[n] += 1
        self.good[n] += g.winner == "good"
        self.days[n, g.days] += 1
        self.days_sum[n] += g.days
        dealt = set()
        for seat in g.seats:
            t = self.chars.get((seat.start, n))
            if t is None:
                t = self.chars[seat.start, n] = _CharacterTally()
            if seat.start not in dealt:
                dealt.add(seat.start)
                t.in_play += 1
                t.wins_in += g.winner == _team_of(seat.start)
            t.seats += 1
            t.alive += seat.alive
            if seat.death_day is not None:
                t.deaths += 1
                t.death_day_sum += seat.death_day
            t.days_alive_sum += seat.days_alive(g.days)


def _team_of(cid: str) -> str | None:
    """The alignment a character's type starts on (None for a Traveller or an unknown id)."""
    try:
        return TEAM_ALIGNMENT.get(str(load_catalogue().get(cid).team))
    except UnknownCharacterError:
        return None


def _character_row(cid: str, entry: Any, team: str, t: _CharacterTally, games: int, team_wins: int,
                   on_script: bool) -> dict[str, Any]:
    w_out, out = team_wins - t.wins_in, games - t.in_play
    swing = _swing_interval(t.wins_in, t.in_play, w_out, out)
    return {
        "id": cid, "name": entry.name, "type": str(entry.team), "team": team, "on_script": on_script,
        "in_play": t.in_play, "team_wins_in_play": t.wins_in,
        **{f"in_play_{k}": v for k, v in _rate(t.wins_in, t.in_play).items()},
        "not_in_play": out, "team_wins_not_in_play": w_out,
        **{f"not_in_play_{k}": v for k, v in _rate(w_out, out).items()},
        "swing": _round(swing[0]) if swing else None,
        "swing_low": _round(swing[1]) if swing else None,
        "swing_high": _round(swing[2]) if swing else None,
        "seats": t.seats, "deaths": t.deaths,
        "survival_rate": _round(t.alive / t.seats) if t.seats else None,
        "mean_death_day": _round(t.death_day_sum / t.deaths) if t.deaths else None,
        "mean_days_alive": _round(t.days_alive_sum / t.seats) if t.seats else None,
    }


def stratified_swing(per_count: Sequence[dict[str, Any]]) -> tuple[float, float, float] | None:
    """The swing over several player counts, stratified by count.

    A character's swing pooled over counts mixes the counts' different base rates (evil's
    share of a table is not the same at 7 and at 10 players), so the pooled figure is the
    mean of the per-count swings weighted by each count's games (in play plus not in play),
    over the counts where the character was both in play and not. Its interval combines
    the counts' Newcombe half-widths with the same weights (the square root of the
    weighted sum of squares), which is Newcombe's interval itself at a single count.

    Args:
        per_count: the per-count character rows (``swing``, ``swing_low``, ``swing_high``,
            ``in_play``, ``not_in_play``).

    Returns:
        ``(swing, low, high)``, or None when no count has a swing.
    """
    rows = [r for r in per_count if r["swing"] is not None]
    total = sum(r["in_play"] + r["not_in_play"] for r in rows)
    if not rows or not total:
        return None
    weights = [(r["in_play"] + r["not_in_play"]) / total for r in rows]
    d = sum(w * r["swing"] for w, r in zip(weights, rows))
    low = math.sqrt(sum((w * (r["swing"] - r["swing_low"])) ** 2 for w, r in zip(weights, rows)))
    high = math.sqrt(sum((w * (r["swing_high"] - r["swing"])) ** 2 for w, r in zip(weights, rows)))
    return d, d - low, d + high


def _script_report(key: str, script: Script | None, tally: _ScriptTally) -> dict[str, Any]:
    cat = load_catalogue()
    # Decided games (a winner) make the statistics; stalemates are counted and listed beside
    # them; errors (a bug) are only listed.
    ok_total = sum(tally.ok.values())
    good_total = sum(tally.good.values())
    stalled_total = sum(tally.stalled_by.values())
    counts = sorted(n for n in tally.ok if tally.ok[n])
    win_rate = []
    for n in sorted(set(counts) | set(tally.stalled_by)) + ["all"]:  # type: ignore[operator]
        games = ok_total if n == "all" else tally.ok[n]  # type: ignore[index]
        good = good_total if n == "all" else tally.good[n]  # type: ignore[index]
        stuck = stalled_total if n == "all" else tally.stalled_by[n]  # type: ignore[index]
        played = games + stuck
        win_rate.append({"players": n, "games": games, "good_wins": good, "evil_wins": games - good,
                         **{f"good_{k}": v for k, v in _rate(good, games).items()},
                         "stalemates": stuck, "stalemate_share": _round(stuck / played) if played else None})

    # Characters: in play = in the Grimoire when the first night begins.
    on_script = [c for c in (script.characters if script else ())
                 if c in cat and str(cat.get(c).team) in TEAM_ALIGNMENT]
    seen = sorted({c for c, _ in tally.chars} - set(on_script))
    characters = []
    for cid in on_script + seen:
        try:
            entry = cat.get(cid)
        except UnknownCharacterError:
            continue
        team = TEAM_ALIGNMENT.get(str(entry.team))
        if team is None:
            continue
        pooled = _CharacterTally()
        by_players = []
        for n in counts:
            t = tally.chars.get((cid, n), _CharacterTally())
            pooled.add(t)
            wins = tally.good[n] if team == "good" else tally.ok[n] - tally.good[n]
            by_players.append({"players": n, **_character_row(cid, entry, team, t, tally.ok[n], wins,
                                                              cid in on_script)})
        team_wins = good_total if team == "good" else ok_total - good_total
        row = {"players": "all", **_character_row(cid, entry, team, pooled, ok_total, team_wins, cid in on_script)}
        swing = stratified_swing(by_players)
        row.update(swing=_round(swing[0]) if swing else None, swing_low=_round(swing[1]) if swing else None,
                   swing_high=_round(swing[2]) if swing else None,
                   swing_counts=sum(1 for r in by_players if r["swing"] is not None), by_players=by_players)
        characters.append(row)

    length = []
    for n in counts + ["all"]:  # type: ignore[operator]
        if n == "all":
            per_days: Counter[int] = Counter()
            for (_, days), c in tally.days.items():
                per_days[days] += c
            group = ok_total
        else:
            per_days = Counter({days: c for (m, days), c in tally.days.items() if m == n})
            group = tally.ok[n]  # type: ignore[index]
        for days in sorted(per_days):
            length.append({"players": n, "days": days, "games": per_days[days],
                           "share": _round(per_days[days] / group)})
    mean_days = {str(n): _round(tally.days_sum[n] / tally.ok[n]) for n in counts}
    mean_days["all"] = _round(sum(tally.days_sum.values()) / ok_total) if ok_total else None

    endings = []
    ended = sum(tally.ends.values())
    for (winner, condition), count in sorted(tally.ends.items(), key=lambda kv: (-kv[1], kv[0])):
        endings.append({"winner": winner, "condition": condition, "games": count,
                        "share": _round(count / ended), "reason": tally.example[winner, condition][1]})
    return {
        "name": script.name if script else key, "games": ok_total,
        "stalemates": [row for _, row in sorted(tally.stalemates, key=lambda x: x[0])],
        "errors": [row for _, row in sorted(tally.errors, key=lambda x: x[0])],
        "win_rate": win_rate, "characters": characters, "characters_note": SWING_NOTE,
        "game_length": length, "mean_days": mean_days, "endings": endings,
    }


class ReportBuilder:
    """The balance report built game by game: :meth:`add` folds a finished game's summary
    into per-script counters (none of the summaries is kept), :meth:`report` gives the
    same report :func:`build_report` gives for the same games, in any order."""

    def __init__(self) -> None:
        self.tallies: dict[str, _ScriptTally] = {}
        self.finished = self.failed = self.stalemates = 0

    def add(self, summary: GameSummary) -> None:
        """Fold one finished game in."""
        tally = self.tallies.get(summary.script)
        if tally is None:
            tally = self.tallies[summary.script] = _ScriptTally()
        tally.add(summary)
        self.finished += 1
        self.failed += summary.error is not None
        self.stalemates += summary.error is None and summary.stalemate

    def report(self, *, scripts: Sequence[tuple[str, Script]] = (),
               meta: dict[str, Any] | None = None) -> dict[str, Any]:
        """The report over the games added so far (see :func:`build_report`)."""
        known = dict(scripts)
        keys = [k for k in known] + sorted(k for k in self.tallies if k not in known)
        report_meta = dict(meta or {})
        report_meta.update(engine=__version__, finished=self.finished, failed=self.failed,
                           stalemates=self.stalemates,
                           rates_over="games with a winner (stalemates and failed games are counted apart)",
                           characters_measure=SWING_NOTE)
        return {"meta": report_meta,
                "scripts": {k: _script_report(k, known.get(k), self.tallies.get(k, _ScriptTally())) for k in keys}}


def build_report(summaries: Sequence[GameSummary], *, scripts: Sequence[tuple[str, Script]] = (),
                 meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """Aggregate game summaries into the balance report.

    Args:
        summaries: finished games (any order; stalemates are counted apart, failed games
            are listed, not counted).
        scripts: the ``(key, script)`` pairs of the run (for script names and the list of
            characters on each script, including those never dealt).
        meta: run settings to keep in the report (seed, counts, kinds...).

    Returns:
        A JSON-friendly dict: ``meta`` (with ``finished`` games, ``failed`` ones,
        ``stalemates`` and ``rates_over``, which says what the rates are over) and, per script key,
        ``scripts[key]`` with ``games`` (the games
        with a winner), ``stalemates`` (each stalled game: its place in the plan, seed,
        days, decisions and ``last_death_day``), ``errors`` (each failed game and its
        error), ``win_rate`` (good's wins per player count and over all, over the games
        with a winner, with 95% Wilson intervals ``good_low``/``good_high``, and beside
        them the ``stalemates`` count and their ``stalemate_share`` of all the games
        played there), ``characters`` (per character, over the games with a winner: its team's
        win rate when in play and when not, the ``swing`` between them with Newcombe's
        95% interval at each player count under ``by_players``, and over all counts
        stratified by count (:func:`stratified_swing`; ``swing_counts``: the counts
        used), seats dealt, deaths, ``survival_rate`` (alive at the end),
        ``mean_death_day`` (night ``n`` counts as ``n - 0.5``) and ``mean_days_alive``),
        ``game_length`` (games with a winner per number of days, per player count and
        over all), ``mean_days`` (the same games) and ``endings`` (games per winner and win
        condition, stalemates as winner ``""`` and condition ``"stalemate"``; shares of
        all the games that ended or stalled). Rates are rounded to 6 decimals; nothing in
        it depends on timing or scheduling.
    """
    builder = ReportBuilder()
    for g in summaries:
        builder.add(g)
    return builder.report(scripts=scripts, meta=meta)


# ============================================================================ files
CSV_FILES = ("win_rate.csv", "characters.csv", "game_length.csv", "endings.csv", "games.csv")
"""The CSV files :func:`write_report_files` writes."""


def _csv_text(rows: Iterable[dict[str, Any]], columns: Sequence[str]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(columns), extrasaction="ignore", lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: ("" if v is None else v) for k, v in row.items()})
    return out.getvalue()


def _rows(report: dict[str, Any], part: str) -> Iterator[dict[str, Any]]:
    for key, script in report["scripts"].items():
        for row in script[part]:
            yield {"script": key, **row}


def write_report_files(report: dict[str, Any], summaries: Sequence[GameSummary] | None, out: Path) -> list[Path]:
    """Write ``report.json`` and the CSV files into ``out`` (created if needed).

    The CSV files: ``win_rate.csv`` (one row per script and player count, and ``all``),
    ``characters.csv``, ``game_length.csv``, ``endings.csv``, and ``games.csv`` (one row
    per game: seed, winner, condition (``stalemate`` for a stalled game), days,
    decisions, last_death_day, error), in plan order. With ``summaries`` None, ``games.csv``
    is left out: the run streamed it already (:class:`GamesCsv`).

    Each file is written whole or not at all (:func:`write_whole`).

    Returns:
        The paths written.

    Raises:
        OSError: when the folder cannot be made or written (``errno.ENOSPC`` on a full disk).
    """
    out.mkdir(parents=True, exist_ok=True)
    files: dict[str, str] = {"report.json": json.dumps(report, indent=1, sort_keys=True) + "\n"}

    def cols(part: str) -> list[str]:
        first = next(_rows(report, part), None)
        return list(first) if first else ["script"]

    files["win_rate.csv"] = _csv_text(_rows(report, "win_rate"), cols("win_rate"))
    character_rows = [{"script": key, **{k: v for k, v in r.items() if k != "by_players"}}
                      for key, script in report["scripts"].items()
                      for c in script["characters"] for r in (*c.get("by_players", ()), c)]
    character_cols = list(dict.fromkeys(k for r in character_rows for k in r)) or ["script"]
    # One row per character and player count, then its row over all counts ("all", whose
    # swing is stratified by count); each file's figures measure the bots of the run.
    files["characters.csv"] = _csv_text(character_rows, character_cols)
    files["game_length.csv"] = _csv_text(_rows(report, "game_length"), cols("game_length"))
    files["endings.csv"] = _csv_text(_rows(report, "endings"), cols("endings"))
    if summaries is not None:
        with GamesCsv(out) as games_csv:
            for g in sorted(summaries, key=lambda s: s.index):
                games_csv.add(g)
            files_done = [games_csv.finish()]
    else:
        files_done = []
    written = []
    for name, text in files.items():
        path = out / name
        write_whole(path, text.encode("utf-8"))
        written.append(path)
    return written + files_done


GAME_COLUMNS = ("index", "script", "players", "number", "seed", "winner", "condition", "days", "nights",
                "decisions", "last_death_day", "error")
"""The columns of ``games.csv``."""


class GamesCsv:
    """``games.csv`` written game by game as the games finish (issue 17, item 20: a run no
    longer keeps every game's summary for it).

    Rows go to a hidden file beside ``games.csv`` in plan order: a game that finishes before
    an earlier one (a pool of processes) waits in a small buffer until the earlier ones are
    written, so the file is the same whatever the scheduling. :meth:`finish` writes what
    is left (in plan order, an interrupted run's missing games skipped) and puts the file
    in place; leaving the ``with`` block without it removes the hidden file (a failed
    write leaves no half file, as :func:`write_whole`).
    """

    def __init__(self, out: Path) -> None:
        out.mkdir(parents=True, exist_ok=True)
        self.path = out / "games.csv"
        self.partial = out / ".partial-games.csv"
        self._file: Any = None
        self._writer: Any = None
        self._next = 0
        self._waiting: dict[int, GameSummary] = {}
        self.rows = 0

    def __enter__(self) -> GamesCsv:
        self._file = self.partial.open("w", encoding="utf-8", newline="")
        self._writer = csv.writer(self._file, lineterminator="\n")
        self._writer.writerow(GAME_COLUMNS)
        return self

    def _write(self, g: GameSummary) -> None:
        self._writer.writerow(["" if getattr(g, k) is None else getattr(g, k) for k in GAME_COLUMNS])
        self.rows += 1

    def add(self, summary: GameSummary) -> None:
        """Write one finished game's row (or keep it until the games planned before it are in)."""
        self._waiting[summary.index] = summary
        while self._next in self._waiting:
            self._write(self._waiting.pop(self._next))
            self._next += 1

    def finish(self) -> Path:
        """Write the rows still waiting, close the file and put it in place; returns its path."""
        for index in sorted(self._waiting):
            self._write(self._waiting.pop(index))
        self._file.close()
        os.replace(self.partial, self.path)
        return self.path

    def __exit__(self, *exc: object) -> None:
        if self._file is not None and not self._file.closed:
            self._file.close()
            self.partial.unlink(missing_ok=True)


def write_whole(path: Path, data: bytes) -> None:
    """Write a file whole or not at all.

    The bytes go to a hidden file beside ``path`` that then replaces it, so a full disk
    (or Ctrl-C) leaves neither a truncated file nor a half-overwritten one from an
    earlier run; the hidden file is removed when the write fails.

    Raises:
        OSError: when the file cannot be written.
    """
    partial = path.with_name(f".partial-{path.name}")
    try:
        partial.write_bytes(data)
        os.replace(partial, path)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise


def _matplotlib() -> Any:
    try:
        import matplotlib
    except ImportError:
        raise MissingDependency(
            "the PNG plots need matplotlib, which is not installed: pip install 'clocktower[plots]' "
            "(or pip install matplotlib)") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def write_plots(report: dict[str, Any], out: Path, *, top: int = 12) -> list[Path]:
    """Draw the report's PNG plots into ``out``.

    ``win_rate.png``: good's win rate by player count, one line per script, with the 95%
    Wilson intervals as error bars. ``swing_SCRIPT.png`` per script: the ``top``
    characters with the largest swing (:func:`largest_swings`), bars coloured by team, with
    95% intervals, stratified by player count, and a marker for each count's own swing
    when the run has several; the axis says the figures measure the run's bots.

    Returns:
        The paths written.

    Raises:
        MissingDependency: matplotlib is not installed (the message says what to install).
        OSError: when a file cannot be written.
    """
    plt = _matplotlib()
    written = []
    fig, ax = plt.subplots(figsize=(7, 4.5))
    scripts = report["scripts"]
    width = 0.5 / max(1, len(scripts))
    counts: set[int] = set()
    for k, (key, data) in enumerate(scripts.items()):
        rows = [r for r in data["win_rate"] if r["players"] != "all" and r["games"]]
        if not rows:
            continue
        counts.update(r["players"] for r in rows)
        shift = (k - (len(scripts) - 1) / 2) * width
        xs = [r["players"] + shift for r in rows]
        ys = [r["good_rate"] for r in rows]
        err = [[r["good_rate"] - r["good_low"] for r in rows], [r["good_high"] - r["good_rate"] for r in rows]]
        ax.errorbar(xs, ys, yerr=err, marker="o", capsize=3, label=key)
    ax.axhline(0.5, color="grey", linewidth=0.8, linestyle="--")
    ax.set_ylim(0, 1)
    # One tick per player count played: there is no game of 7.5 players.
    ax.set_xticks(sorted(counts))
    ax.set_xlabel("players")
    ax.set_ylabel("good's win rate (95% Wilson interval)")
    ax.set_title("Good's win rate by player count")
    if counts:  # an interrupted run may have no game to show, and so no line to name
        ax.legend(fontsize="small")
    path = out / "win_rate.png"
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    written.append(path)
    for key, data in scripts.items():
        rows = largest_swings(data["characters"], top)[::-1]
        fig, ax = plt.subplots(figsize=(7, 0.35 * max(4, len(rows)) + 1.2))
        if rows:
            ticks = list(range(len(rows)))
            colours = ["tab:blue" if c["team"] == "good" else "tab:red" for c in rows]
            err = [[c["swing"] - c["swing_low"] for c in rows], [c["swing_high"] - c["swing"] for c in rows]]
            ax.barh(ticks, [c["swing"] for c in rows], xerr=err, color=colours, capsize=2,
                    label="over all counts (stratified by count)")
            counts_here = sorted({r["players"] for c in rows for r in c.get("by_players", ())})
            if len(counts_here) > 1:
                markers = "os^vD<>ph*Xd"
                for k, n in enumerate(counts_here):
                    points = [(r["swing"], tick) for tick, c in zip(ticks, rows) for r in c.get("by_players", ())
                              if r["players"] == n and r["swing"] is not None]
                    if points:
                        ax.scatter([x for x, _ in points], [y for _, y in points], marker=markers[k % len(markers)],
                                   color="black", s=14, zorder=3, label=f"{n} players")
                ax.legend(fontsize="x-small", loc="best")
            ax.set_yticks(ticks)
            ax.set_yticklabels([f"{c['name']} ({c['team']})" for c in rows])
        ax.axvline(0, color="black", linewidth=0.8)
        ax.set_xlabel(textwrap.fill("team's win rate in play minus not in play (95% interval), "
                                    f"{SWING_NOTE}", 80), fontsize="small")
        # A long script name is wrapped rather than cut off at the figure's edge.
        ax.set_title(textwrap.fill(f"{data['name']}: characters with the largest swing", 55))
        fig.tight_layout()
        path = out / f"swing_{key}.png"
        fig.savefig(path, dpi=100)
        plt.close(fig)
        written.append(path)
    return written


def largest_swings(characters: Sequence[dict[str, Any]], top: int, min_games: int = 10) -> list[dict[str, Any]]:
    """The ``top`` characters of a report with the largest swing (by size, ties by id).

    Only characters with at least ``min_games`` games both in play and not in play are
    ranked (small samples swing wildly by chance); when none has that many, all are.
    """
    rated = [c for c in characters if c["swing"] is not None]
    enough = [c for c in rated if c["in_play"] >= min_games and c["not_in_play"] >= min_games]
    return sorted(enough or rated, key=lambda c: (-abs(c["swing"]), c["id"]))[:top]


def is_disk_full(exc: OSError) -> bool:
    """True for the error of a full disk or an exceeded quota."""
    return exc.errno in (errno.ENOSPC, errno.EDQUOT)
