"""Named kinds of agents, for the command line and the simulators.

``--bots KIND`` and ``--storyteller KIND`` look their kind up here. A player factory gets
a seed and the seat it plays (never the game: a player learns only through its view); a
Storyteller factory also gets the game, since the Storyteller reads the Grimoire.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Game
from . import Agent, RandomAgent, RandomStoryteller
from .balanced import BalancedStoryteller
from .heuristic import HeuristicAgent
from .llm import LLMAgent

PlayerFactory = Callable[[str, int], Agent]
"""Makes the agent of one seat from ``(seed, seat)``."""

StorytellerFactory = Callable[[str, Game], Agent]
"""Makes the Storyteller's agent from ``(seed, game)``."""

PLAYER_KINDS: dict[str, PlayerFactory] = {
    "random": lambda seed, seat: RandomAgent(seed),
    "heuristic": lambda seed, seat: HeuristicAgent(seed, seat),
    # A chat model through an OpenAI-compatible endpoint (clocktower.agents.llm: configured by
    # the CLOCKTOWER_LLM_* variables or --llm-base-url/--llm-model/--llm-api-key).
    "llm": lambda seed, seat: LLMAgent(seed, seat),
}
"""Bot kinds for player seats, by name."""

STORYTELLER_KINDS: dict[str, StorytellerFactory] = {
    "random": lambda seed, game: RandomStoryteller(seed),
    "balanced": lambda seed, game: BalancedStoryteller(seed, game),
}
"""Automated Storyteller kinds, by name."""

DEFAULT_BOTS = "heuristic"
"""The bot kind used when none is named (``clocktower play``, ``simulate``, the web)."""

DEFAULT_STORYTELLER = "balanced"
"""The automated Storyteller kind used when none is named."""


def player_agents(kind: str, seed: int | str, seats: int) -> dict[int, Agent]:
    """One bot of ``kind`` per seat, each seeded from ``seed`` and its seat.

    Args:
        kind: a key of :data:`PLAYER_KINDS`.
        seed: the game's seed.
        seats: the number of seats.

    Returns:
        A dict from seat index (0-based) to agent.

    Raises:
        KeyError: naming the unknown kind and the known ones.
    """
    if kind not in PLAYER_KINDS:
        raise KeyError(f"unknown bot kind {kind!r}; known: {', '.join(sorted(PLAYER_KINDS))}")
    return {i: PLAYER_KINDS[kind](f"{seed}:seat{i}", i) for i in range(seats)}


def storyteller_agent(kind: str, seed: int | str, game: Game) -> Agent:
    """The automated Storyteller of ``kind`` for ``game``, seeded from ``seed``.

    Raises:
        KeyError: naming the unknown kind and the known ones.
    """
    if kind not in STORYTELLER_KINDS:
        raise KeyError(f"unknown Storyteller kind {kind!r}; known: {', '.join(sorted(STORYTELLER_KINDS))}")
    return STORYTELLER_KINDS[kind](f"{seed}:storyteller", game)
