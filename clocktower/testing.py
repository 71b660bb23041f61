"""Helpers for tests: fixed seatings, a quiet default policy, and stepping to a decision.

Typical use::

    game = seated(["imp", "poisoner", ("drunk", "chef"), "soldier", "chambermaid"])
    d = advance(game, until="chambermaid")          # run to the Chambermaid's choice
    assert d.options == (...)
    advance(game, plan=[("chambermaid", (3, 4))], until=("inform", "chambermaid"))

Decisions not named in ``plan`` are answered by :func:`quiet`: the Storyteller shows the
truth and makes the first legal pick, players pass, nominate no one and vote no, and
abilities choose "no one" where they may (else the first legal options).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .decisions import Decision, DecisionKind
from .engine import Game
from .events import Event
from .state import DRUNK, POISONED, Effect
from .talk import TalkRules

PlanItem = tuple[Any, Any]


def seated(seating: Sequence[str | tuple[str, str]], script: str | Any = "darkest-before-dawn",
           bluffs: Sequence[str] | None = None, *, poisoned: Sequence[int] = (),
           drunk: Sequence[int] = (), talk: TalkRules | None = None, fabled: Sequence[str] = ()) -> Game:
    """A game with a fixed Grimoire, past setup (bluffs chosen), waiting at night 1.

    Args:
        seating: one entry per seat: a character id, or ``(true, believed)``.
        script: the script's name or path, or a :class:`~clocktower.script.Script`.
        bluffs: the Demon's bluffs (default: the first legal ones; ``()`` for none, where
            the Storyteller may give none: Legion).
        poisoned: seats given a lasting Storyteller-side poisoning (:func:`poison`) before
            night 1 starts.
        drunk: seats made drunk the same way (:func:`make_drunk`).
        talk: the talk's rules (:class:`clocktower.talk.TalkRules`: free talk, whispers).
        fabled: Fabled the Storyteller adds at setup besides the script's.
    """
    game = Game(script, seating=seating, talk=talk, fabled=fabled)
    d = game.pending
    assert d is not None and d.step in ("setup.bluffs", "setup.bluffs.give")
    for seat in poisoned:
        poison(game, seat)
    for seat in drunk:
        make_drunk(game, seat)
    if d.step == "setup.bluffs.give":
        # (Legion in play: the Storyteller may give no bluffs; ``bluffs=()`` asks for none.)
        game.answer(bluffs is None or len(bluffs) > 0)
        d = game.pending
        if d is None or d.step != "setup.bluffs":
            return game
    game.answer(tuple(bluffs) if bluffs is not None else d.options[: d.count[0]] if d.count else d.options[0])
    return game


def poison(game: Game, seat: int) -> Effect:
    """Poison ``seat`` for good, as the Storyteller's own effect (no source ability).

    Returns:
        The effect, so that a test can remove it from ``game.state.effects``.
    """
    effect = Effect(POISONED, seat, None, None, None, needs_source=False)
    game.state.effects.append(effect)
    return effect


def make_drunk(game: Game, seat: int) -> Effect:
    """Make ``seat`` drunk for good, as the Storyteller's own effect; returns the effect."""
    effect = Effect(DRUNK, seat, None, None, None, needs_source=False)
    game.state.effects.append(effect)
    return effect


def run_without_decisions(gen: Any) -> Any:
    """Run a context generator (say ``ctx.registers_as_team``) that must ask nothing.

    Returns:
        The generator's return value.

    Raises:
        AssertionError: if it asks a decision.
    """
    try:
        next(gen)
    except StopIteration as stop:
        return stop.value
    raise AssertionError("a decision was asked")


def quiet(decision: Decision) -> Any:
    """The default answer used by :func:`advance` for decisions a test does not script."""
    kind = decision.kind
    # Under the Vortox the truth is not legal: then the first legal value.
    allowed = set(decision.options) if kind == DecisionKind.INFORM else set()
    legal_truth = [t for t in decision.truth if t in allowed]
    if decision.count is not None:
        lo, _ = decision.count
        if kind == DecisionKind.INFORM and legal_truth:
            return legal_truth[0]
        return decision.options[:lo]
    if kind == DecisionKind.INFORM:
        return legal_truth[0] if legal_truth else decision.options[0]
    if kind == DecisionKind.STATEMENT:
        return ("pass",)
    if kind == DecisionKind.VOTE:
        return False if False in decision.options else decision.options[0]  # the Zealot must vote yes
    if None in decision.options:
        return None
    if False in decision.options and decision.step == "tinker":
        return False
    return decision.options[0]


def _matches(decision: Decision, key: Any) -> bool:
    """A plan key: a step name, ``(step, chooser)``, ``("inform", step)`` or a predicate."""
    if callable(key):
        return bool(key(decision))
    if isinstance(key, str):
        return decision.step == key and decision.kind != DecisionKind.INFORM
    if isinstance(key, tuple) and len(key) == 2:
        a, b = key
        if a == "inform":
            return decision.kind == DecisionKind.INFORM and decision.step == b
        if isinstance(b, int):
            return decision.step == a and decision.chooser == b
    return False


def advance(game: Game, plan: Sequence[PlanItem] = (), *, until: Any = None,
            policy: Callable[[Decision], Any] = quiet, limit: int = 20_000) -> Decision | None:
    """Answer decisions until ``until`` matches the pending one (or the game ends).

    Args:
        game: the game.
        plan: ``(key, answer)`` pairs: each pending decision takes the answer of the first
            unused pair whose key matches it (a callable answer gets the decision), so
            pairs for one step are used in order.
        until: a key (see :func:`_matches`) to stop at, once the plan is used up; None runs
            to the end of the game.
        policy: answers every decision the plan does not name.

    Returns:
        The matching pending decision, or None when the game ended.

    Raises:
        AssertionError: if the plan is not used up when the game ends or the limit is hit.
    """
    items = list(plan)
    for _ in range(limit):
        d = game.pending
        if d is None:
            assert not items, f"game ended with plan items unused: {items}"
            return None
        hit = next((k for k, item in enumerate(items) if _matches(d, item[0])), None)
        if hit is not None:
            _, value = items.pop(hit)
            game.answer(value(d) if callable(value) else value)
            continue
        if not items and until is not None and _matches(d, until):
            return d
        game.answer(policy(d))
    raise AssertionError("advance: decision limit reached")


def to_day(game: Game, day: int, plan: Sequence[PlanItem] = ()) -> None:
    """Run until the talk of ``day`` begins (the first statement decision of that day)."""
    advance(game, plan, until=lambda d: d.step == "talk" and game.state.day == day)


def to_night(game: Game, night: int, plan: Sequence[PlanItem] = ()) -> None:
    """Run until night ``night`` has begun (stops at its first decision)."""
    advance(game, plan, until=lambda d: game.state.phase == "night" and game.state.night == night)


def learned(game: Game, seat: int) -> list[Event]:
    """The information events told to a seat (``kind == "learned"``)."""
    return [e for e in game.view(seat).events if e.kind == "learned"]


def last_learned(game: Game, seat: int) -> Any:
    """The value of the last information a seat learned (None if none)."""
    got = learned(game, seat)
    return got[-1].data.get("value") if got else None


def is_alive(game: Game, seat: int) -> bool:
    """Whether a seat is alive (Grimoire)."""
    return game.state.seats[seat].alive


def set_up(script: str | Any, players: int, picks: dict[str, list[Any]] | None = None,
           *, fabled: Sequence[str] = ()) -> tuple[Game, dict[str, Decision]]:
    """Set a game up through the real bag, answering setup decisions from ``picks``.

    Args:
        script: a script name, path or :class:`~clocktower.script.Script`.
        players: the player count.
        picks: setup step -> answers to give, in order, the next times that step is asked;
            any other setup decision takes its first legal option(s).
        fabled: Fabled the Storyteller adds at setup besides the script's.

    Returns:
        The game (waiting at its first decision after setup) and the first decision seen of
        each setup step.
    """
    game = Game(script, players, fabled=fabled)
    seen: dict[str, Decision] = {}
    queues = {k: list(v) for k, v in (picks or {}).items()}
    while game.pending is not None and game.pending.kind == DecisionKind.SETUP:
        d = game.pending
        seen.setdefault(d.step, d)
        queue = queues.get(d.step)
        if queue:
            game.answer(queue.pop(0))
        else:
            game.answer(d.options[0] if d.count is None else d.options[: d.count[0]])
    return game, seen


def steps_until(game: Game, plan: Sequence[PlanItem] = (), until: Any = "talk") -> list[str]:
    """Run to ``until`` (default: the next day's talk); return the steps answered on the way."""
    start = len(game.decisions)
    advance(game, plan, until=until)
    return [d.step for d in game.decisions[start:]]


def execution_plan(game: Game, nominator: int, nominee: int) -> list[PlanItem]:
    """Plan items for one nomination that every seat alive now votes for."""
    return [(("nominate", nominator), nominee)] + [
        (("vote", s.index), True) for s in game.state.seats if s.alive]


def play_heuristic(script: str | Any, players: int, seed: int | str) -> Game:
    """Play a whole game with heuristic bots in every seat and the balanced Storyteller,
    each of the Storyteller's answers checked against the decision's legal set.

    Args:
        script: the script's name or path, or a :class:`~clocktower.script.Script`.
        players: the number of players.
        seed: seeds the bots (``player_agents("heuristic", seed, players)``) and the
            Storyteller (``storyteller_agent("balanced", seed, game)``).

    Returns:
        The finished game.

    Raises:
        IllegalAnswer: the balanced Storyteller gave an answer outside the legal set.
    """
    from .agents import run_game
    from .agents.registry import player_agents, storyteller_agent

    game = Game(script, players)
    storyteller = storyteller_agent("balanced", seed, game)

    class _Checked:
        def decide(self, view: Any, decision: Decision) -> Any:
            answer = storyteller.decide(view, decision)
            decision.validate(answer)
            return answer

    run_game(game, player_agents("heuristic", seed, players), _Checked())
    return game
