"""The bot measurement table: good's win rate per script, player count and line-up.

Run ``python -m clocktower.bot_table`` (``--help`` for the options). For each script and
player count it plays ``--games`` games per configuration and prints good's win rate with
its 95% Wilson interval (:func:`clocktower.stats.wilson_interval`).

A configuration is ``(good kind, evil kind, Storyteller kind)``: every seat whose
*starting* alignment is good is played by a bot of the good kind, every seat starting evil
by the evil kind, and the Storyteller by the Storyteller kind (kinds from
:mod:`clocktower.agents.registry`). The harness reads the true alignments from the
Grimoire once, when setup ends and before any seat acts (that is its business, not the
bots'); a seat whose alignment changes later (a Cult Leader, a Lord of Typhon's Minion, a
Kazali's new Minion) keeps the agent of its starting alignment, which then plays the
alignment its view now shows. Games run in a process pool.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .agents import Agent, StalledGame
from .agents.registry import PLAYER_KINDS, STORYTELLER_KINDS, storyteller_agent
from .decisions import STORYTELLER
from .engine import Game
from .stats import wilson_interval

SCRIPTS = ("seed-000", "seed-002", "seed-004", "final-nail-boffin", "darkest-before-dawn",
           "trouble-brewing", "bad-moon-rising", "sects-and-violets")
"""The scripts of the table (every bundled playable script)."""

PLAYERS = (7, 10, 13)
"""The player counts of the table."""

CONFIGS: tuple[tuple[str, str, str], ...] = tuple(
    (g, e, st) for st in ("random", "balanced") for g in ("random", "heuristic") for e in ("random", "heuristic"))
"""Every (good kind, evil kind, Storyteller kind) the table compares."""


@dataclass(frozen=True, slots=True)
class Cell:
    """The result of one configuration on one script and player count.

    Attributes:
        script, players: the game.
        config: (good kind, evil kind, Storyteller kind).
        games: games with a winner; good_wins: games good won; errors: games that failed
            (an exception); stalemates: games still going after 30,000 decisions (no winner:
            left out of ``games`` and of the rate).
    """

    script: str
    players: int
    config: tuple[str, str, str]
    games: int
    good_wins: int
    errors: int = 0
    stalemates: int = 0

    @property
    def rate(self) -> float:
        """Good's win rate (0 when no game was played)."""
        return self.good_wins / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of good's win rate."""
        return wilson_interval(self.good_wins, self.games)


def play_game(script: str, players: int, seed: int | str, good: str, evil: str, storyteller: str,
              *, max_decisions: int = 200_000) -> Game:
    """Play one game with good seats of kind ``good``, evil seats of kind ``evil``.

    Args:
        script: a script name or path.
        players: the number of players.
        seed: the game's seed (every agent's seed derives from it).
        good, evil: player kinds (keys of ``PLAYER_KINDS``) for the seats that start good
            and evil.
        storyteller: a Storyteller kind.
        max_decisions: a safety limit.

    Returns:
        The finished game.

    Raises:
        KeyError: for an unknown kind.
        StalledGame: (a RuntimeError) when the game is not over after ``max_decisions`` answers.
    """
    for kind in (good, evil):
        if kind not in PLAYER_KINDS:
            raise KeyError(f"unknown bot kind {kind!r}; known: {', '.join(sorted(PLAYER_KINDS))}")
    game = Game(script, players)
    st = storyteller_agent(storyteller, seed, game)
    agents: dict[int, Agent] = {}
    for _ in range(max_decisions):
        decision = game.pending
        if decision is None:
            return game
        if decision.chooser == STORYTELLER:
            answer = st.decide(None, decision)
        else:
            if not agents:
                # Setup is over: each seat's agent follows its starting (true) alignment.
                for s in game.storyteller_view().seats:
                    kind = evil if s.alignment == "evil" else good
                    agents[s.index] = PLAYER_KINDS[kind](f"{seed}:seat{s.index}", s.index)
            seat = decision.chooser
            answer = agents[seat].decide(game.view(seat), decision)
        game.answer(answer)
    raise StalledGame(f"{script} with {players} players, seed {seed!r}: not over after {max_decisions} decisions")


def _one(task: tuple[str, int, tuple[str, str, str], int]) -> tuple[str, int, tuple[str, str, str], str | None]:
    script, players, config, seed = task
    try:
        game = play_game(script, players, f"{seed}", *config, max_decisions=30_000)
    except StalledGame:
        return script, players, config, "stalemate"
    except Exception as exc:  # reported as an error cell, never hidden
        return script, players, config, f"error: {type(exc).__name__}: {exc}"
    return script, players, config, game.winner


def measure(scripts: Sequence[str] = SCRIPTS, players: Sequence[int] = PLAYERS,
            configs: Sequence[tuple[str, str, str]] = CONFIGS, games: int = 100, *,
            processes: int = 2, first_seed: int = 0) -> list[Cell]:
    """Play ``games`` games per (script, player count, configuration).

    Game ``i`` of every configuration uses seed ``first_seed + i``, so the configurations
    meet the same seeds (not the same bag: the Storyteller kinds draw differently).

    Args:
        scripts, players, configs: what to measure.
        games: games per cell.
        processes: worker processes (1 plays in this process).
        first_seed: the first seed.

    Returns:
        One :class:`Cell` per (script, players, config), in that order.

    Raises:
        KeyError: naming an unknown bot or Storyteller kind (before any game is played).
    """
    for good, evil, storyteller in configs:
        for kind in (good, evil):
            if kind not in PLAYER_KINDS:
                raise KeyError(f"unknown bot kind {kind!r}; known: {', '.join(sorted(PLAYER_KINDS))}")
        if storyteller not in STORYTELLER_KINDS:
            raise KeyError(f"unknown Storyteller kind {storyteller!r}; known: {', '.join(sorted(STORYTELLER_KINDS))}")
    tasks = [(s, p, c, first_seed + i) for s in scripts for p in players for c in configs for i in range(games)]
    wins: dict[tuple[str, int, tuple[str, str, str]], list[int]] = {
        (s, p, c): [0, 0, 0, 0] for s in scripts for p in players for c in configs}
    results: Iterable[tuple[str, int, tuple[str, str, str], str | None]]
    if processes <= 1:
        results = map(_one, tasks)
        _collect(results, wins)
    else:
        with multiprocessing.get_context("spawn" if sys.platform == "win32" else "fork").Pool(processes) as pool:
            _collect(pool.imap_unordered(_one, tasks, chunksize=4), wins)
    return [Cell(s, p, c, w[0], w[1], w[2], w[3]) for (s, p, c), w in wins.items()]


def _collect(results: Iterable[tuple[str, int, tuple[str, str, str], str | None]],
             wins: dict[tuple[str, int, tuple[str, str, str]], list[int]]) -> None:
    for script, players, config, winner in results:
        cell = wins[(script, players, config)]
        if winner == "stalemate":
            cell[3] += 1
            continue
        if winner is not None and winner.startswith("error"):
            cell[2] += 1
            print(f"{script} {players} {config}: {winner}", file=sys.stderr)
            continue
        cell[0] += 1
        cell[1] += winner == "good"


_SHORT = {"random": "R", "heuristic": "H", "balanced": "B"}


def config_label(config: tuple[str, str, str]) -> str:
    """A short column label: good kind / evil kind, Storyteller (``H/R st:B``)."""
    g, e, st = config
    return f"{_SHORT.get(g, g)}/{_SHORT.get(e, e)} st:{_SHORT.get(st, st)}"


def markdown(cells: Sequence[Cell]) -> str:
    """The table as Markdown: a row per script and player count, a column per configuration;
    each entry ``rate% [low-high]`` (the 95% Wilson interval)."""
    configs = list(dict.fromkeys(c.config for c in cells))
    rows = list(dict.fromkeys((c.script, c.players) for c in cells))
    by = {(c.script, c.players, c.config): c for c in cells}
    head = "| script | players | " + " | ".join(config_label(c) for c in configs) + " |"
    sep = "|---|---:|" + "---:|" * len(configs)
    lines = [head, sep]
    for script, players in rows:
        entries = []
        for c in configs:
            cell = by[(script, players, c)]
            lo, hi = cell.interval()
            err = (f" ({cell.errors} err)" if cell.errors else "") + (
                f" ({cell.stalemates} stalemate)" if cell.stalemates else "")
            entries.append(f"{100 * cell.rate:.0f}% [{100 * lo:.0f}-{100 * hi:.0f}]{err}")
        lines.append(f"| {script} | {players} | " + " | ".join(entries) + " |")
    scripts = list(dict.fromkeys(c.script for c in cells))
    if len(rows) > len(scripts):
        # Every player count together, per script.
        for script in scripts:
            entries = []
            for c in configs:
                mine = [x for x in cells if x.script == script and x.config == c]
                pooled = Cell(script, 0, c, sum(x.games for x in mine), sum(x.good_wins for x in mine),
                              sum(x.errors for x in mine), sum(x.stalemates for x in mine))
                lo, hi = pooled.interval()
                entries.append(f"{100 * pooled.rate:.0f}% [{100 * lo:.0f}-{100 * hi:.0f}]")
            lines.append(f"| {script} | all | " + " | ".join(entries) + " |")
    games = {c.games for c in cells}
    lines.append("")
    lines.append(f"Games per cell: {', '.join(str(g) for g in sorted(games))}. Columns: good kind / evil kind, "
                 "Storyteller kind (R random, H heuristic, B balanced).")
    stalled = sum(c.stalemates for c in cells)
    if stalled:
        lines.append(f"Stalemates (no winner after 30,000 decisions, left out of the rates): {stalled} of "
                     f"{sum(c.games + c.errors + c.stalemates for c in cells)} games.")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line, measure and print the table.

    Returns:
        The exit status (0; 1 when some game failed with an exception; stalemates are
        counted in the table, not failures).
    """
    parser = argparse.ArgumentParser(prog="python -m clocktower.bot_table", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games per cell (default 100)")
    parser.add_argument("--scripts", nargs="+", default=list(SCRIPTS), help="scripts to measure")
    parser.add_argument("--players", nargs="+", type=int, default=list(PLAYERS), help="player counts")
    parser.add_argument("--good", nargs="+", default=["random", "heuristic"], help="good kinds")
    parser.add_argument("--evil", nargs="+", default=["random", "heuristic"], help="evil kinds")
    parser.add_argument("--storyteller", nargs="+", default=["random", "balanced"], help="Storyteller kinds")
    parser.add_argument("--processes", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    configs = [(g, e, st) for st in args.storyteller for g in args.good for e in args.evil]
    start = time.perf_counter()
    try:
        cells = measure(args.scripts, args.players, configs, args.games,
                        processes=args.processes, first_seed=args.seed)
    except KeyError as exc:
        parser.error(str(exc.args[0]))
    print(markdown(cells))
    print(f"\n{sum(c.games + c.errors + c.stalemates for c in cells)} games in {time.perf_counter() - start:.0f} s "
          f"with {args.processes} process(es).")
    return 1 if any(c.errors for c in cells) else 0


if __name__ == "__main__":
    raise SystemExit(main())
