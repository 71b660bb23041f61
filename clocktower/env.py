"""A PettingZoo AEC environment: the seats of a game as agents (``pip install 'clocktower[env]'``).

The agents are the seats, ``"seat_0"`` to ``"seat_{n-1}"``, and, when asked for
(``storyteller_agent=True``), the Storyteller as ``"storyteller"``; otherwise the automated
Storyteller of the registry (``storyteller="balanced"`` by default) answers every Storyteller
decision inside the environment. Seats given in ``bots`` are played inside the environment
too, by a registry bot kind, and are not agents. ``agent_selection`` is always the chooser of
the game's pending decision (:attr:`clocktower.engine.Game.pending`).

Actions. The action space of every agent is ``Discrete(max_options + 1)``: action ``k <
max_options`` picks the ``k``-th offered option of the pending decision, and action
``max_options`` (:attr:`ClocktowerEnv.done_action`) ends a pick of several. The offered
options are the decision's options in order; a decision with more options than
``max_options`` (default :data:`MAX_OPTIONS` = 1024, above the largest a seat is asked in the
bundled scripts: about 475 statements to choose from at the day's talk with 15 players)
offers its true options first and then the others, cut at ``max_options``: every offered
option is legal, some legal options are then out of reach, which only the Storyteller's
Savant information comes near. A decision that asks for several options (``count = (lo,
hi)``) is answered one pick at a time: the same agent is selected again, the options picked
so far are masked out, the done action is legal once ``lo`` are picked, and the answer goes
to the game when the agent takes the done action or has picked ``hi`` (or every offered
option). The action mask (``observation["action_mask"]``, ``int8``) marks exactly the legal
actions; an action outside it raises :class:`IllegalAction` and changes nothing.

Text actions. Where the pending decision takes free text (``decision.free_text > 0``: what a
seat says aloud in the day's talk under free talk, a whisper's words, the Wizard's wish,
the Artist's question), the observation says so: its ``"text"`` ends with "You may also
write your own text of up to N characters", and the decision's ``free_text`` slot of
``observation["observation"]`` holds N (0 otherwise). The agent then either takes a masked
action as usual or passes the text itself as the action: ``env.step("I am the Chef.")``.
A text where none is wanted, or one that is blank, too long or on several lines, raises
:class:`IllegalAction` and changes nothing. (The action space stays ``Discrete``: a text is
an action outside it that the environment accepts only when the mask's decision wants one,
as PettingZoo lets an environment take richer actions than its space samples.)

Free talk and whispers (``talk=TalkRules(free_text=..., whispers=True, rounds=...)``, see
:mod:`clocktower.talk`): at its turn in the talk a seat makes a structured statement (an
action) or says something (a text action), then is asked whether to attach a structured
statement to what it said (an action; "pass" for none); with whispers it is then asked whom
to whisper to (an action: a seat, or "no one") and what (a text action, or one of the
suggested phrases). The table's observations show that a whisper happened; the words are in
the two seats' observations only.

Observations (``observe(agent)``), a dict:

* ``"observation"``: an ``int32`` vector of :data:`OBS_SIZE` numbers, the seat's view as
  structured data (layout in :data:`OBS_LAYOUT`): the seat, the player count, the believed
  character (its index on the script), the alignment it was told, alive and ghost vote, the
  clock, every seat's public alive and ghost vote, and the pending decision's shape;
* ``"action_mask"``: as above (all zeros for an agent that is not selected);
* ``"text"``: the same view in words, with every event the seat saw, then the pending
  decision with its numbered options (:mod:`clocktower.agents.describe`);
* ``"options"``: the labels of the offered options, in action order (empty when the agent is
  not selected).

An observation holds only that seat's view (:meth:`clocktower.engine.Game.view`); only the
Storyteller agent reads the Grimoire. :func:`check_observation` checks this.

Rewards come at the end, by team: +1 to every seat of the winning team and -1 to the others
(a seat's team is its true alignment when the game ends); the Storyteller gets 0. A game
still going after ``max_decisions`` answers is truncated with no reward.

Seeding: ``reset(seed=s)`` starts a fresh game whose automated Storyteller (and the bots of
``bots``) are seeded from ``s``, so the same seed and the same actions give the same game.
``reset()`` with no seed draws the next seed from a generator seeded by the last seed given.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from .agents import Agent
from .agents.describe import decision_text, event_line, grimoire_text, option_labels, view_text
from .agents.registry import DEFAULT_STORYTELLER, PLAYER_KINDS, STORYTELLER_KINDS, storyteller_agent
from .decisions import STORYTELLER, Decision, DecisionKind, IllegalAnswer
from .engine import Game
from .script import Script, bundled_scripts
from .talk import TalkRules

__all__ = ["ClocktowerEnv", "IllegalAction", "MAX_OPTIONS", "OBS_LAYOUT", "OBS_SIZE", "DEFAULT_ENV_SCRIPT",
           "check_observation", "env", "raw_env"]

DEFAULT_ENV_SCRIPT = "trouble-brewing" if "trouble-brewing" in bundled_scripts() else "darkest-before-dawn"
"""The script the environment plays when none is named."""

MAX_OPTIONS = 1024
"""Default cap on the options a decision offers as actions (see the module docstring)."""

MAX_DECISIONS = 30_000
"""A game still going after this many answers is truncated (as ``clocktower simulate`` calls
it a stalemate)."""

MAX_SEATS = 15
"""The largest table."""

STORYTELLER_AGENT = "storyteller"
"""The Storyteller's agent name (with ``storyteller_agent=True``)."""

_PHASES = {"setup": 0, "night": 1, "day": 2, "over": 3}
_KINDS = {k: i for i, k in enumerate(DecisionKind)}

OBS_LAYOUT: dict[str, slice] = {
    "seat": slice(0, 1),  # the seat index (-1 for the Storyteller)
    "players": slice(1, 2),  # the number of seats
    "character": slice(2, 3),  # the believed character's index on the script (-1 if none)
    "alignment": slice(3, 4),  # 0 good, 1 evil, -1 not told
    "alive": slice(4, 5),  # 1 alive
    "ghost_vote": slice(5, 6),  # 1 while a dead seat still holds its ghost vote
    "clock": slice(6, 9),  # phase (0 setup, 1 night, 2 day, 3 over), night number, day number
    "seats_alive": slice(9, 9 + MAX_SEATS),  # per seat: 1 alive, 0 dead (public), -1 no such seat
    "seats_ghost_vote": slice(9 + MAX_SEATS, 9 + 2 * MAX_SEATS),  # per seat: 1 holds a ghost vote
    # the pending decision: kind (index in DecisionKind, -1 when not selected), options
    # offered, lowest and highest number of picks (1 and 1 for a single choice), picks made
    # so far, the longest free text allowed (0: none; see "Text actions"), events seen so far
    "decision": slice(9 + 2 * MAX_SEATS, 16 + 2 * MAX_SEATS),
}
"""Where each fact sits in ``observation["observation"]``."""

OBS_SIZE = 16 + 2 * MAX_SEATS
"""The length of ``observation["observation"]``."""


class IllegalAction(ValueError):
    """An action outside the action mask (or a step with no decision pending). Nothing changed."""


class _AnyText(spaces.Text):
    """A text space that holds any text (the game's texts use names and punctuation that
    gymnasium's default character set lacks); it samples printable ASCII."""

    def contains(self, x: Any) -> bool:
        return isinstance(x, str) and self.min_length <= len(x) <= self.max_length


_PRINTABLE = "".join(chr(c) for c in range(32, 127))


class ClocktowerEnv(AECEnv):  # type: ignore[misc]
    """A game of Blood on the Clocktower as a PettingZoo AEC environment (see the module).

    Args:
        script: a bundled script name or a script file, or a parsed script.
        players: 5 to 15.
        storyteller_agent: make the Storyteller an agent (``"storyteller"``) instead of
            answering its decisions with the automated ``storyteller`` kind.
        storyteller: the automated Storyteller kind (a key of ``STORYTELLER_KINDS``).
        bots: seats played inside the environment by a bot kind (seat index to a key of
            ``PLAYER_KINDS``); they are not agents.
        max_options: the cap on the options offered as actions.
        max_decisions: the answers after which a game is truncated.
        render_mode: ``"ansi"`` (``render()`` returns the selected agent's text) or
            ``"human"`` (prints it), or None.
        talk: the day's talk rules (free talk, whispers, rounds: :class:`clocktower.talk.TalkRules`);
            default: one structured statement per seat.

    Raises:
        ValueError: an unknown kind, a seat out of range, or ``max_options`` below 16.
    """

    metadata: dict[str, Any] = {"name": "clocktower_v0", "render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, script: str | Script = DEFAULT_ENV_SCRIPT, players: int = 8, *,
                 storyteller_agent: bool = False, storyteller: str = DEFAULT_STORYTELLER,
                 bots: Mapping[int, str] | None = None, max_options: int = MAX_OPTIONS,
                 max_decisions: int = MAX_DECISIONS, render_mode: str | None = None,
                 talk: TalkRules | None = None) -> None:
        super().__init__()
        if storyteller not in STORYTELLER_KINDS:
            raise ValueError(f"unknown Storyteller kind {storyteller!r}; known: {', '.join(sorted(STORYTELLER_KINDS))}")
        bots = dict(bots or {})
        for seat, kind in bots.items():
            if not 0 <= seat < players:
                raise ValueError(f"bots: seat {seat} does not exist (seats are 0 to {players - 1})")
            if kind not in PLAYER_KINDS:
                raise ValueError(f"bots: unknown bot kind {kind!r}; known: {', '.join(sorted(PLAYER_KINDS))}")
        if max_options < 16:
            raise ValueError(f"max_options must be at least 16, not {max_options}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: choose one of {self.metadata['render_modes']}")
        self.script = script
        self.players = players
        self.storyteller_kind = storyteller
        self.storyteller_is_agent = storyteller_agent
        self.bot_kinds = bots
        self.max_options = max_options
        self.max_decisions = max_decisions
        self.render_mode = render_mode
        self.done_action = max_options
        """The action that ends a pick of several."""
        self.talk = talk
        self.game = Game(script, players, talk=talk)  # checks the script and the player count now
        self._script_index = {cid: i for i, cid in enumerate(self.game.script.characters)}
        self.possible_agents = [f"seat_{i}" for i in range(players) if i not in bots]
        if storyteller_agent:
            self.possible_agents.append(STORYTELLER_AGENT)
        self._seat_of = {a: (STORYTELLER if a == STORYTELLER_AGENT else int(a[5:])) for a in self.possible_agents}
        self._agent_of = {s: a for a, s in self._seat_of.items()}
        obs_space = spaces.Dict({
            "observation": spaces.Box(-1, np.iinfo(np.int32).max, (OBS_SIZE,), np.int32),
            "action_mask": spaces.Box(0, 1, (max_options + 1,), np.int8),
            "text": _AnyText(10_000_000, min_length=0, charset=_PRINTABLE),
            "options": spaces.Sequence(_AnyText(100_000, min_length=0, charset=_PRINTABLE)),
        })
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(max_options + 1) for a in self.possible_agents}
        self._seed_rng = random.Random()
        self.seed_used: int | str | None = None
        """The seed of the current game."""
        self.agents: list[str] = []

    # ------------------------------------------------------------------ the PettingZoo API
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game (see the module docstring for seeding)."""
        if seed is not None:
            self._seed_rng = random.Random(f"clocktower-env:{seed}")
            game_seed: int | str = seed
        else:
            game_seed = f"r{self._seed_rng.getrandbits(48)}"
        self.seed_used = game_seed
        self.game = Game(self.script, self.players, talk=self.talk)
        self._storyteller: Agent = storyteller_agent(self.storyteller_kind, game_seed, self.game)
        self._bots: dict[int, Agent] = {s: PLAYER_KINDS[k](f"{game_seed}:seat{s}", s)
                                        for s, k in self.bot_kinds.items()}
        self._logs: dict[int, list[str]] = {}
        self._picked: list[Any] = []
        self._offered: tuple[Any, ...] = ()
        self._offered_for: Decision | None = None
        self._skip_agent_selection = None
        self._labels_for: Decision | None = None
        self._labels: tuple[str, ...] = ()
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._advance()

    def step(self, action: Any) -> None:
        """Take the selected agent's action (see the module docstring for the encoding).

        Raises:
            IllegalAction: an action outside the mask, or a text where none is wanted or that
                is not a legal text; the game is unchanged.
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        decision = self.game.pending
        if decision is None:
            raise IllegalAction("no decision is pending")
        if isinstance(action, str):
            self._text_action(agent, decision, action)
            return
        mask = self._mask(decision)
        # An integer (numpy's included); a float or a bool is refused, never truncated.
        if isinstance(action, bool) or not isinstance(action, (int, np.integer)):
            raise IllegalAction(f"action {action!r} is not an integer")
        a = int(action)
        if not 0 <= a < len(mask) or not mask[a]:
            raise IllegalAction(f"action {a} is not legal for {agent} ({decision.step}: {decision.prompt}); "
                                f"legal: {np.flatnonzero(mask).tolist()[:20]}")
        self._cumulative_rewards[agent] = 0.0
        offered = self._offered
        if decision.count is None:
            self.game.answer(offered[a])
        else:
            if a != self.done_action:
                self._picked.append(offered[a])
            if a == self.done_action or len(self._picked) >= min(decision.count[1], len(offered)):
                picks, self._picked = tuple(self._picked), []
                self.game.answer(picks)
        for key in self.rewards:
            self.rewards[key] = 0.0
        self._advance()
        self._accumulate_rewards()

    def _text_action(self, agent: str, decision: Decision, text: str) -> None:
        """Answer the pending decision with a text (see "Text actions" in the module)."""
        if not decision.free_text or decision.count is not None:
            raise IllegalAction(f"{agent}: {decision.step} ({decision.prompt}) takes no text; "
                                "take an action of the mask")
        try:
            answer = decision.validate(text)
        except IllegalAnswer as exc:
            raise IllegalAction(f"{agent}: {exc}") from None
        self._cumulative_rewards[agent] = 0.0
        self.game.answer(answer)
        for key in self.rewards:
            self.rewards[key] = 0.0
        self._advance()
        self._accumulate_rewards()

    def observe(self, agent: str) -> dict[str, Any]:
        """The agent's observation (see the module docstring)."""
        seat = self._seat_of[agent]
        game = self.game
        vec = np.full(OBS_SIZE, -1, dtype=np.int32)
        if seat == STORYTELLER:
            state = game.state
            vec[1] = len(state.seats)
            vec[6:9] = (_PHASES.get(state.phase, -1), state.night, state.day)
            for s in state.seats:
                vec[9 + s.index] = int(s.alive)
                vec[9 + MAX_SEATS + s.index] = int(s.ghost_vote)
            text = grimoire_text(state, self._log(STORYTELLER))
            seen = len(game.events)
        else:
            view = game.view(seat)
            vec[0] = seat
            vec[1] = len(view.players)
            vec[2] = self._script_index.get(view.character, -1)
            vec[3] = {"good": 0, "evil": 1}.get(view.alignment, -1)
            vec[4] = int(view.alive)
            vec[5] = int(view.ghost_vote)
            vec[6:9] = (_PHASES.get(view.phase, -1), view.night, view.day)
            for p in view.players:
                vec[9 + p.index] = int(p.alive)
                vec[9 + MAX_SEATS + p.index] = int(p.ghost_vote)
            text = view_text(view, self._log(seat))
            seen = len(view.events)
        mask = np.zeros(self.max_options + 1, dtype=np.int8)
        labels: tuple[str, ...] = ()
        d = game.pending
        base = OBS_LAYOUT["decision"].start
        vec[base + 6] = seen
        if d is not None and d.chooser == seat and agent in self.agents and not self.terminations[agent]:
            mask = self._mask(d)
            offered = self._offered
            lo, hi = d.count if d.count is not None else (1, 1)
            vec[base:base + 6] = (_KINDS[d.kind], len(offered), lo, hi, len(self._picked), d.free_text)
            if self._labels_for is not d:
                self._labels_for = d
                self._labels = tuple(option_labels(d, offered))
            labels = self._labels
            text += "\n\n" + decision_text(d, offered, self._picked, labels)
            if d.count is not None:
                text += f"\n  [{self.done_action}] done: stop picking"
        return {"observation": vec, "action_mask": mask, "text": text, "options": labels}

    def render(self) -> str | None:
        """The selected agent's text (``"ansi"``), printed for ``"human"``; None without a mode."""
        if self.render_mode is None or not self.agents:
            return None
        text: str = self.observe(self.agent_selection)["text"]
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release (the game lives in memory)."""

    def state_text(self) -> str:
        """The Grimoire as text (for debugging; never part of a seat's observation)."""
        return grimoire_text(self.game.state, self._log(STORYTELLER))

    # ------------------------------------------------------------------ helpers
    def offered(self) -> tuple[Any, ...]:
        """The pending decision's options in action order (empty when none is pending)."""
        d = self.game.pending
        if d is None:
            return ()
        self._mask(d)
        return self._offered

    def _log(self, seat: int) -> list[str]:
        """The seat's event lines, rendered as the log grows (the Storyteller's: every event)."""
        lines = self._logs.setdefault(seat, [])
        events = self.game.events if seat == STORYTELLER else self.game.view(seat).events
        if len(events) > len(lines):
            lines.extend(event_line(e, seat) for e in events[len(lines):])
        return lines

    def _offer(self, d: Decision) -> tuple[Any, ...]:
        options = d.options
        if len(options) <= self.max_options:
            return options
        truth = [t for t in dict.fromkeys(d.truth) if t in set(options)]
        rest = [o for o in options if o not in set(truth)]
        return tuple((truth + rest)[:self.max_options])

    def _mask(self, d: Decision) -> np.ndarray[Any, Any]:
        if self._offered_for is not d:
            self._offered_for = d
            self._offered = self._offer(d)
        offered = self._offered
        mask = np.zeros(self.max_options + 1, dtype=np.int8)
        if d.count is None:
            mask[:len(offered)] = 1
            return mask
        lo, hi = d.count
        if len(self._picked) < hi:
            mask[:len(offered)] = 1
            for p in self._picked:
                mask[offered.index(p)] = 0
        if len(self._picked) >= lo:
            mask[self.done_action] = 1
        return mask

    def _advance(self) -> None:
        """Answer the decisions played inside the environment until an agent must act or the
        game ends; then select that agent, or end the game for every agent."""
        game = self.game
        while True:
            d = game.pending
            if d is None:
                self._finish(truncated=False)
                return
            if len(game.answers) >= self.max_decisions:
                self._finish(truncated=True)
                return
            chooser = d.chooser
            if chooser in self._agent_of:
                self.agent_selection = self._agent_of[chooser]
                return
            if chooser == STORYTELLER:
                game.answer(self._storyteller.decide(None, d))
            else:
                bot = self._bots[chooser]
                game.answer(bot.decide(game.view(chooser) if getattr(bot, "reads_view", True) else None, d))

    def _finish(self, truncated: bool) -> None:
        winner = self.game.winner
        for agent in self.agents:
            seat = self._seat_of[agent]
            if truncated or seat == STORYTELLER or winner is None:
                self.rewards[agent] = 0.0
            else:
                self.rewards[agent] = 1.0 if self.game.state.seats[seat].alignment == winner else -1.0
            if truncated:
                self.truncations[agent] = True
            else:
                self.terminations[agent] = True
            self.infos[agent] = {"winner": winner or "", "reason": self.game.state.win_reason or ""}
        if self.agents:
            self.agent_selection = self.agents[0]


def raw_env(**kwargs: Any) -> ClocktowerEnv:
    """A :class:`ClocktowerEnv` (PettingZoo's naming)."""
    return ClocktowerEnv(**kwargs)


def env(**kwargs: Any) -> ClocktowerEnv:
    """A :class:`ClocktowerEnv` (PettingZoo's naming; no wrapper: the mask already forbids
    illegal actions, and the environment raises :class:`IllegalAction` on one)."""
    return ClocktowerEnv(**kwargs)


def check_observation(environment: ClocktowerEnv, agent: str, told: list[str] | None = None) -> None:
    """Check that an agent's observation holds its own view and nothing else.

    The log lines of its text must be exactly the events told to that seat (public, or
    addressed to it), in order, rebuilt here from the game's whole event list rather than
    from the seat's view (``told``: those lines, when the caller keeps them as the game goes,
    see :func:`play_random`); its believed character and alignment are those of its view; and
    the options are those of the pending decision only when the agent is its chooser.

    Raises:
        AssertionError: naming the agent and what leaked or is missing.
    """
    obs = environment.observe(agent)
    seat = environment._seat_of[agent]
    game = environment.game
    if seat == STORYTELLER:
        return
    if told is None:
        told = [event_line(e, seat) for e in game.events if e.visible_to(seat)]
    text: str = obs["text"]
    marker = "\nWhat you have seen and heard, oldest first:\n"
    assert marker in text, f"{agent}: the text has no log"
    log = text.split(marker, 1)[1].split("\n\nDecision (", 1)[0]
    got = log.split("\n") if log else []
    assert got == told, f"{agent}: the observation's log differs from what the seat was told"
    view = game.view(seat)
    vec = obs["observation"]
    s = game.state.seats[seat]
    assert vec[2] == environment._script_index.get(s.believed or "", -1), f"{agent}: character not its believed one"
    assert vec[3] == {"good": 0, "evil": 1}.get(view.alignment, -1), f"{agent}: alignment not the one it was told"
    d = game.pending
    if d is None or d.chooser != seat:
        assert not obs["options"] and not obs["action_mask"].any(), f"{agent}: sees a decision that is not its own"


def play_random(environment: ClocktowerEnv, seed: int, *, check: bool = True, check_all_every: int = 50) -> Game:
    """Play one game through the environment with a random policy (uniform over the mask).

    Args:
        environment: the environment (reset here with ``seed``).
        seed: seeds the game and the policy.
        check: check every step: the pending decision (:func:`clocktower.invariants.check_decision`
            and :func:`~clocktower.invariants.check_unannounced_deaths`), the selected agent's
            observation (:func:`check_observation`) and, every ``check_all_every`` steps,
            every agent's; at the end the rewards by team and
            :func:`clocktower.invariants.check_game` (views, hidden characters, exact replay).

    Returns:
        The game (finished, or truncated at the environment's decision limit).

    Raises:
        AssertionError: (or :class:`clocktower.invariants.InvariantError`) naming what broke.
    """
    from .invariants import check_decision, check_game, check_unannounced_deaths

    rng = np.random.default_rng(seed)
    environment.reset(seed=seed)
    name = f"env game, seed {seed}"
    steps = 0
    # Each seat's lines as told, from the game's whole event list (not from its view).
    told: dict[int, list[str]] = {s: [] for s in range(environment.players)}
    read = 0

    def catch_up() -> None:
        nonlocal read
        events = environment.game.events
        for e in events[read:]:
            for s in (told if e[2] else e[3]):
                if s in told:
                    told[s].append(event_line(e, s))
        read = len(events)

    for agent in environment.agent_iter():
        obs, _reward, terminated, truncated, _info = environment.last()
        if terminated or truncated:
            environment.step(None)
            continue
        game = environment.game
        if check:
            d = game.pending
            assert d is not None and environment._agent_of[d.chooser] == agent, f"{name}: {agent} is not the chooser"
            check_decision(game, d, len(game.answers), name=name)
            check_unannounced_deaths(game, d, len(game.answers), name=name)
            catch_up()
            seat = environment._seat_of[agent]
            check_observation(environment, agent, told.get(seat))
            if check_all_every and steps % check_all_every == 0:
                for other in environment.agents:
                    check_observation(environment, other, told.get(environment._seat_of[other]))
        legal = np.flatnonzero(obs["action_mask"])
        environment.step(int(legal[rng.integers(len(legal))]))
        steps += 1
    game = environment.game
    if check and game.over:
        check_game(game, name=name)
    return game
