"""Seat views and decisions in words, for agents that read text (LLM players, the environment).

Everything here is built from a :class:`~clocktower.engine.SeatView` (what one seat was
told) and the pending :class:`~clocktower.decisions.Decision`: never from the Grimoire, so a
text made here holds nothing the seat does not know. The Storyteller's text
(:func:`grimoire_text`) is the one exception, and is only ever shown to the Storyteller.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..catalogue import load_catalogue
from ..decisions import Decision, DecisionKind
from ..engine import SeatView
from ..events import Event
from ..state import GameState


def event_line(event: Event, seat: int | None = None) -> str:
    """One event as a line of a log: ``[night 1] text``, marked ``(private)`` when it was told
    to ``seat`` (or, for the Storyteller, to some seats) rather than to the whole table."""
    phase, number = event[5]
    when = f"{phase} {number}" if number else phase
    private = "" if event[2] else " (private)"
    return f"[{when}]{private} {event[1]}"


def script_text(script: Sequence[str]) -> str:
    """The script's characters, one line each: name, type and ability line."""
    cat = load_catalogue()
    lines = []
    for cid in script:
        if cid not in cat:
            continue
        c = cat.get(cid)
        lines.append(f"- {c.name} ({c.team}): {c.ability}")
    return "\n".join(lines)


def character_name(cid: str) -> str:
    """A character's display name (its id when the catalogue does not know it)."""
    cat = load_catalogue()
    return cat.get(cid).name if cid and cid in cat else (cid or "unknown")


def seat_header(view: SeatView) -> str:
    """Who the seat is and where the game stands: name, believed character and its ability,
    alignment, the clock, and every player's public state (alive, ghost vote)."""
    when = {"night": f"night {view.night}", "day": f"day {view.day}"}.get(view.phase, view.phase)
    lines = [f"You are {view.name}, seat {view.seat + 1} of {len(view.players)}.",
             f"Your character: {character_name(view.character)}. Ability: {view.ability or '(none)'}",
             f"Your alignment: {view.alignment or 'unknown'}. You are {'alive' if view.alive else 'dead'}"
             + ("" if view.alive else f" ({'ghost vote unused' if view.ghost_vote else 'ghost vote used'})") + ".",
             f"It is {when}.", "Players:"]
    for p in view.players:
        state = "alive" if p.alive else ("dead, ghost vote unused" if p.ghost_vote else "dead, ghost vote used")
        me = " (you)" if p.index == view.seat else ""
        lines.append(f"  {p.index + 1}. {p.name}{me}: {state}")
    return "\n".join(lines)


def view_text(view: SeatView, log_lines: Sequence[str] | None = None) -> str:
    """The whole view as text: :func:`seat_header`, then every event the seat saw.

    Args:
        view: the seat's view.
        log_lines: the seat's log already rendered with :func:`event_line` (a caller that
            renders the log as it grows passes it to avoid doing it again); default: rendered now.
    """
    if log_lines is None:
        log_lines = [event_line(e, view.seat) for e in view.events]
    return seat_header(view) + "\nWhat you have seen and heard, oldest first:\n" + "\n".join(log_lines)


def grimoire_text(state: GameState, log_lines: Sequence[str]) -> str:
    """The Storyteller's text: every seat's true character and alignment, and the whole log."""
    lines = [f"You are the Storyteller. Phase: {state.phase}, night {state.night}, day {state.day}.", "Grimoire:"]
    for s in state.seats:
        believed = f", believes {character_name(s.believed)}" if s.believed and s.believed != s.character else ""
        lines.append(f"  {s.index + 1}. {s.name}: {character_name(s.character)} ({s.alignment}{believed}), "
                     f"{'alive' if s.alive else 'dead'}")
    return "\n".join(lines) + "\nEvents, oldest first:\n" + "\n".join(log_lines)


def option_labels(decision: Decision, offered: Sequence[Any]) -> list[str]:
    """The labels of the offered options, in order (what each action index stands for)."""
    return [decision.label(o) for o in offered]


def decision_text(decision: Decision, offered: Sequence[Any], picked: Sequence[Any] = (),
                  labels: Sequence[str] | None = None) -> str:
    """The pending decision in words: its prompt, how many to pick, and the numbered options.

    Args:
        decision: the pending decision.
        offered: the options offered (``decision.options``, or a capped list of them).
        picked: for a pick of several made one at a time, the options picked so far.
        labels: the offered options' labels, when the caller has them (:func:`option_labels`).
    """
    lines = [f"Decision ({decision.kind}, {decision.step}): {decision.prompt}"]
    if decision.count is None:
        lines.append("Pick exactly one option.")
    else:
        lo, hi = decision.count
        lines.append(f"Pick between {lo} and {hi} different options, in the order you want them.")
        if picked:
            lines.append("Picked so far: " + ", ".join(decision.label(p) for p in picked))
    if decision.free_text and decision.kind == DecisionKind.INFORM:
        # (The Savant's information: a pair of statements in the Storyteller's own words.)
        lines.append(f"You may also state your own pair: write your own text of up to {decision.free_text} "
                     "characters as the first statement; you are then asked for the second and which is true.")
    elif decision.free_text:
        lines.append(f"You may also write your own text of up to {decision.free_text} characters.")
    lines.append("Options:")
    if labels is None:
        labels = option_labels(decision, offered)
    lines.extend(f"  [{k}] {label}" for k, label in enumerate(labels))
    return "\n".join(lines)
