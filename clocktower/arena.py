"""Two bot kinds against each other in mirrored pairs: the library behind ``clocktower arena``.

A run plays ``pairs`` mirrored pairs. Pair ``p`` is two games with the same seed (so the same
seats, the same bag and deal, drawn by the same seeded automated Storyteller before any seat
acts): in the first, every seat that starts good is played by kind A and every seat that
starts evil by kind B; in the second the kinds swap teams, each seat keeping its seed. Each
kind thus plays both sides of the same deals, which cancels the script's lean towards one
team. A seat keeps the agent of its starting alignment if that alignment changes later (as in
:mod:`clocktower.bot_table`).

The report gives each kind's win rate as good, as evil and over all, with 95% Wilson
intervals (:func:`clocktower.stats.wilson_interval`), the pairs' outcomes (A won both, B won
both, each side won its own), and an Elo-style rating: a performance rating from kind A's
score ``p`` (its share of the games with a winner, both sides together), ``D = 400 *
log10(p / (1 - p))``, A rated ``1500 + D/2`` and B ``1500 - D/2``, with the interval from
mapping the Wilson interval of ``p`` the same way. A score of 0 or 1 is taken as ``(wins +
0.5) / (games + 1)`` so the rating stays finite. It depends only on the totals, not on the
order games finished in (unlike running Elo updates). The two games of a pair share their
deal, so they are not independent: the intervals treat them as if they were, and are
somewhat optimistic.
"""

from __future__ import annotations

import gzip
import json
import math
import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from . import __version__
from .agents import Agent, StalledGame, run_game
from .agents.llm import endpoint_trouble, transcript_lines
from .agents.registry import PLAYER_KINDS, STORYTELLER_KINDS, storyteller_agent
from .engine import Game, SetupError
from .record import dumps
from .script import Script, bundled_scripts
from .simulate import MAX_DECISIONS, SimulationError, _csv_text, write_whole
from .stats import wilson_interval

DEFAULT_ARENA_SCRIPT = "trouble-brewing" if "trouble-brewing" in bundled_scripts() else "darkest-before-dawn"
"""The script ``clocktower arena`` plays when none is named."""

BASE_RATING = 1500.0
"""The rating of a kind that scores half its games."""


@dataclass(frozen=True, slots=True)
class ArenaGame:
    """One planned game: its place, pair, seed and which kind plays which team.

    Attributes:
        index: its place in the plan (pair ``p`` is games ``2p`` and ``2p + 1``).
        pair: the pair number.
        mirrored: False when kind A plays good, True for the swapped game.
        seed: the pair's seed (every agent's seed derives from it).
        good, evil: the kinds playing the seats that start good and evil.
    """

    index: int
    pair: int
    mirrored: bool
    seed: str
    good: str
    evil: str
    script_key: str
    script: Script
    players: int
    storyteller: str
    keep_record: bool
    max_decisions: int


@dataclass(frozen=True, slots=True)
class ArenaResult:
    """One game's outcome (``winner`` is "" for a stalemate or an error)."""

    index: int
    pair: int
    mirrored: bool
    seed: str
    good: str
    evil: str
    winner: str
    condition: str
    days: int
    decisions: int
    llm_calls: int
    error: str | None = None
    record: bytes | None = None

    def winning_kind(self) -> str | None:
        """The kind that won (None for no winner)."""
        return {"good": self.good, "evil": self.evil}.get(self.winner)


def plan_arena(script_key: str, script: Script, players: int, pairs: int, seed: int | str, kind_a: str,
               kind_b: str, *, storyteller: str = "balanced", keep_records: bool = True,
               max_decisions: int = MAX_DECISIONS) -> list[ArenaGame]:
    """Plan ``pairs`` mirrored pairs (``2 * pairs`` games): kind A good first, then swapped.

    Raises:
        SimulationError: for ``pairs`` below 1, an unknown kind, or a player count the
            script cannot be set up for.
    """
    if pairs < 1:
        raise SimulationError(f"--games must be at least 1, not {pairs}")
    for kind in (kind_a, kind_b):
        if kind not in PLAYER_KINDS:
            raise SimulationError(f"unknown bot kind {kind!r}; known: {', '.join(sorted(PLAYER_KINDS))}")
    if storyteller not in STORYTELLER_KINDS:
        raise SimulationError(
            f"unknown Storyteller kind {storyteller!r}; known: {', '.join(sorted(STORYTELLER_KINDS))}")
    try:
        Game(script, players)
    except SetupError as exc:
        raise SimulationError(f"script {script_key!r} cannot be set up for {players} players: {exc}") from None
    plan = []
    for p in range(pairs):
        s = f"{seed}:{players}:{p}"
        plan.append(ArenaGame(2 * p, p, False, s, kind_a, kind_b, script_key, script, players, storyteller,
                              keep_records, max_decisions))
        plan.append(ArenaGame(2 * p + 1, p, True, s, kind_b, kind_a, script_key, script, players, storyteller,
                              keep_records, max_decisions))
    return plan


def play_arena_game(spec: ArenaGame) -> ArenaResult:
    """Play one planned game; an exception becomes the result's ``error`` (never raised)."""
    game = Game(spec.script, spec.players)
    agents: dict[int, Agent] = {}

    def seat_agent(seat: int) -> Agent:
        if not agents:
            # Setup is over (seats act only after it): agents follow the starting alignments.
            for s in game.storyteller_view().seats:
                kind = spec.evil if s.alignment == "evil" else spec.good
                agents[s.index] = PLAYER_KINDS[kind](f"{spec.seed}:seat{s.index}", s.index)
        return agents[seat]

    stalled = False
    error = None
    try:
        run_game(game, seat_agent, storyteller_agent(spec.storyteller, spec.seed, game),
                 max_decisions=spec.max_decisions)
    except StalledGame:
        stalled = True
    except Exception as exc:  # a bug or an endpoint gone: reported, never hidden
        error = f"{type(exc).__name__}: {exc}"
    notes = transcript_lines(game, agents.values())
    trouble = endpoint_trouble(notes)
    if trouble and error is None:
        # A game whose LLM seats could not reach their endpoint was played by the fallback:
        # it is no measure of the LLM kind, so it is reported as failed, not counted.
        error = f"LLMEndpointError: {trouble}"
    record = None
    if spec.keep_record:
        extra = {"seed": spec.seed, "arena": {"pair": spec.pair, "mirrored": spec.mirrored, "good": spec.good,
                                              "evil": spec.evil, "storyteller": spec.storyteller}}
        record = gzip.compress(dumps(game, extra, notes).encode("utf-8"), mtime=0)
    return ArenaResult(spec.index, spec.pair, spec.mirrored, spec.seed, spec.good, spec.evil,
                       "" if stalled or error else (game.winner or ""),
                       "stalemate" if stalled else "" if error else game.state.win_condition,
                       game.state.day, len(game.answers), len(notes), error, record)


def run_arena(plan: Sequence[ArenaGame], *, jobs: int = 1, records_dir: Path | None = None,
              on_result: Callable[[ArenaResult], None] | None = None) -> list[ArenaResult]:
    """Play the plan (``jobs`` processes; 1 plays here) and write kept records into
    ``records_dir`` as ``game-INDEX-pairP-GOOD-vs-EVIL.jsonl.gz``.

    Returns:
        The results in plan order, without their record bytes once written.
    """
    results: list[ArenaResult] = []
    if records_dir is not None:
        records_dir.mkdir(parents=True, exist_ok=True)
    it: Iterator[ArenaResult]
    pool = None
    if jobs > 1 and len(plan) > 1:
        pool = multiprocessing.get_context("fork").Pool(min(jobs, len(plan)))
        it = pool.imap_unordered(play_arena_game, plan)
    else:
        it = map(play_arena_game, plan)
    try:
        for r in it:
            if r.record is not None and records_dir is not None:
                write_whole(records_dir / record_name(r), r.record)
            results.append(_without_record(r))
            if on_result is not None:
                on_result(r)
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()
    return sorted(results, key=lambda r: r.index)


def record_name(r: ArenaResult) -> str:
    """A kept record's file name."""
    return f"game-{r.index:05d}-pair{r.pair}-{r.good}-vs-{r.evil}.jsonl.gz"


def _without_record(r: ArenaResult) -> ArenaResult:
    return ArenaResult(r.index, r.pair, r.mirrored, r.seed, r.good, r.evil, r.winner, r.condition, r.days,
                       r.decisions, r.llm_calls, r.error, None)


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 6)


def _logit_rating(p: float) -> float:
    return 400.0 * math.log10(p / (1.0 - p))


def rating(wins: int, games: int) -> dict[str, float | None]:
    """Kind A's Elo-style performance rating difference over kind B from A's ``wins`` of
    ``games`` (see the module docstring): ``diff`` and its 95% interval ``low``/``high``."""
    if games == 0:
        return {"diff": None, "low": None, "high": None}
    p = wins / games if 0 < wins < games else (wins + 0.5) / (games + 1)
    lo, hi = wilson_interval(wins, games)
    eps = 0.5 / (games + 1)
    return {"diff": _round(_logit_rating(p)), "low": _round(_logit_rating(max(lo, eps))),
            "high": _round(_logit_rating(min(hi, 1 - eps)))}


def build_arena_report(results: Sequence[ArenaResult], kind_a: str, kind_b: str,
                       meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The arena report: per kind and team the games, wins and win rate with its 95% Wilson
    interval; the pairs' outcomes; the ratings; stalemates and errors listed by seed."""
    ok = [r for r in results if r.winner]
    rows = []
    for kind in dict.fromkeys((kind_a, kind_b)):
        # As good, as evil, then both together (the sum of the two: with two different
        # kinds, every game a kind plays is on exactly one side).
        counts = []
        for team in ("good", "evil"):
            mine = [r for r in ok if getattr(r, team) == kind]
            counts.append((team, sum(1 for r in mine if r.winner == team), len(mine)))
        counts.append(("all", counts[0][1] + counts[1][1], counts[0][2] + counts[1][2]))
        for team, wins, games in counts:
            lo, hi = wilson_interval(wins, games)
            rows.append({"kind": kind, "team": team, "games": games, "wins": wins,
                         "rate": _round(wins / games) if games else None, "low": _round(lo) if games else None,
                         "high": _round(hi) if games else None})
    pairs: dict[int, list[ArenaResult]] = {}
    for r in results:
        pairs.setdefault(r.pair, []).append(r)
    outcome = {f"{kind_a}_both": 0, f"{kind_b}_both": 0, "good_both": 0, "evil_both": 0, "incomplete": 0}
    for two in pairs.values():
        if len(two) != 2 or not all(g.winner for g in two):
            outcome["incomplete"] += 1
        elif kind_a != kind_b and two[0].winning_kind() == two[1].winning_kind():
            outcome[f"{two[0].winning_kind()}_both"] += 1
        else:
            outcome[f"{two[0].winner}_both"] += 1
    a_wins = sum(1 for r in ok if r.winning_kind() == kind_a) if kind_a != kind_b else len(ok) // 2
    diff = rating(a_wins, len(ok))
    ratings = []
    for kind, sign in ((kind_a, 1), (kind_b, -1)):
        if kind_a == kind_b and sign < 0:
            break
        entry: dict[str, Any] = {"kind": kind, "games": len(ok)}
        if diff["diff"] is None:
            entry.update(rating=None, low=None, high=None)
        else:
            ends = sorted(BASE_RATING + sign * x / 2 for x in (diff["low"], diff["high"]))  # type: ignore[operator]
            entry.update(rating=_round(BASE_RATING + sign * diff["diff"] / 2), low=_round(ends[0]),
                         high=_round(ends[1]))
        ratings.append(entry)
    report_meta = dict(meta or {})
    report_meta.update(engine=__version__, games=len(results), finished=len(ok),
                       stalemates=sum(1 for r in results if not r.winner and r.error is None),
                       failed=sum(1 for r in results if r.error is not None),
                       llm_calls=sum(r.llm_calls for r in results),
                       rating="performance rating from kind A's score over both teams: 400*log10(p/(1-p)), "
                              "split +-half around 1500; interval from the Wilson interval of p")
    return {"meta": report_meta, "win_rate": rows, "pairs": outcome, "ratings": ratings,
            "stalemates": [{"index": r.index, "seed": r.seed, "good": r.good, "evil": r.evil}
                           for r in results if not r.winner and r.error is None],
            "errors": [{"index": r.index, "seed": r.seed, "error": r.error} for r in results if r.error]}


ARENA_FILES = ("report.json", "win_rate.csv", "ratings.csv", "games.csv")
"""The files :func:`write_arena_files` writes."""


def write_arena_files(report: dict[str, Any], results: Sequence[ArenaResult], out: Path) -> list[Path]:
    """Write ``report.json``, ``win_rate.csv``, ``ratings.csv`` and ``games.csv`` into ``out``,
    each whole or not at all.

    Raises:
        OSError: when a file cannot be written.
    """
    out.mkdir(parents=True, exist_ok=True)
    game_cols = ["index", "pair", "mirrored", "seed", "good", "evil", "winner", "condition", "days", "decisions",
                 "llm_calls", "error"]
    files = {
        "report.json": json.dumps(report, indent=1, sort_keys=True) + "\n",
        "win_rate.csv": _csv_text(report["win_rate"], ["kind", "team", "games", "wins", "rate", "low", "high"]),
        "ratings.csv": _csv_text(report["ratings"], ["kind", "games", "rating", "low", "high"]),
        "games.csv": _csv_text(({k: v for k, v in asdict(r).items() if k in game_cols} for r in results), game_cols),
    }
    written = []
    for name, text in files.items():
        write_whole(out / name, text.encode("utf-8"))
        written.append(out / name)
    return written


def default_jobs() -> int:
    """All cores."""
    return os.cpu_count() or 1
