"""Benchmark: the PettingZoo environment's overhead per step over driving the game directly.

Usage: ``python benchmarks/bench_env.py [--script NAME] [--players 10] [--games 30]``.

Two loops play ``--games`` seeded games each, every decision answered uniformly at random with
the balanced Storyteller answering its own:

* direct: ``game.pending`` / ``game.answer`` with ``Decision.random_answer`` (no view built);
* environment: ``env.last()`` (which builds the observation: the numbers, the text with the
  seat's log and the numbered options, the mask) and ``env.step`` with a random legal action
  (a pick of several is one step per pick).

It prints the CPU time per decision of each, and the environment's extra time per step
(``env time - direct time`` over the environment's steps). The two loops answer differently
(a uniformly random action over a pick of several is not the same draw), so their games
differ; the figures are per decision and per step for that reason.
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

from clocktower.agents.registry import storyteller_agent
from clocktower.decisions import STORYTELLER
from clocktower.engine import Game
from clocktower.env import DEFAULT_ENV_SCRIPT, ClocktowerEnv


def direct(script: str, players: int, games: int) -> tuple[float, int, int]:
    seat_decisions = answers = 0
    start = time.process_time()
    for seed in range(games):
        game = Game(script, players)
        st = storyteller_agent("balanced", seed, game)
        rng = random.Random(seed)
        while (d := game.pending) is not None and len(game.answers) < 30_000:
            if d.chooser == STORYTELLER:
                game.answer(st.decide(None, d))
            else:
                game.answer(d.random_answer(rng))
                seat_decisions += 1
        answers += len(game.answers)
    return time.process_time() - start, answers, seat_decisions


def through_env(script: str, players: int, games: int) -> tuple[float, int, int]:
    env = ClocktowerEnv(script, players)
    steps = answers = 0
    start = time.process_time()
    for seed in range(games):
        rng = np.random.default_rng(seed)
        env.reset(seed=seed)
        for _agent in env.agent_iter():
            obs, _r, term, trunc, _i = env.last()
            if term or trunc:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            env.step(int(legal[rng.integers(len(legal))]))
            steps += 1
        answers += len(env.game.answers)
    return time.process_time() - start, answers, steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--script", default=DEFAULT_ENV_SCRIPT)
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args()
    t_direct, a_direct, s_direct = direct(args.script, args.players, args.games)
    t_env, a_env, steps = through_env(args.script, args.players, args.games)
    per_direct = t_direct / a_direct
    print(f"{args.games} games of {args.script}, {args.players} players (CPU time):")
    print(f"  direct:      {1e6 * per_direct:8.1f} us per decision ({a_direct} decisions, {s_direct} by seats, "
          f"{t_direct:.2f} s)")
    print(f"  environment: {1e6 * t_env / steps:8.1f} us per step ({steps} steps, {a_env} decisions, {t_env:.2f} s)")
    overhead = (t_env - per_direct * a_env) / steps
    print(f"  overhead:    {1e6 * overhead:8.1f} us per step (environment time less the direct time of as many "
          f"decisions, over its steps)")


if __name__ == "__main__":
    main()
