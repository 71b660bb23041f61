"""Snapshots sent to the browser: one seat's view, or the Storyteller's Grimoire.

A seat's snapshot is built from ``Game.view(seat)`` (what that seat was shown), the
decision pending for that very seat, and facts the whole table sees (who is being asked
to speak, nominate or vote, and the hands raised so far in the current vote). The
Grimoire snapshot is built from the whole game state and goes only to the Storyteller.
"""

from __future__ import annotations

import itertools
import re
import weakref
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from .. import rules
from ..catalogue import load_catalogue
from ..characters import behaviour
from ..decisions import STORYTELLER, Decision, DecisionKind, to_json
from ..engine import Game
from ..events import Event

PUBLIC_KINDS = frozenset({DecisionKind.STATEMENT, DecisionKind.NOMINATE, DecisionKind.VOTE})
"""Decisions the whole table sees being asked (in person, everyone sees whose turn it is
to speak, to nominate or to raise a hand). Any other decision pending is not shown to
other seats: who is woken at night, or offered a day ability, is hidden."""


def char_name(character: str) -> str:
    """The printed name of a character id ("" for none)."""
    return load_catalogue().get(character).name if character else ""


_TEAM_WORDS = {"townsfolk": "Townsfolk", "outsider": "Outsider", "minion": "Minion", "demon": "Demon",
               "traveller": "Traveller"}
_TEAM_RE = re.compile(r"\b(townsfolk|outsider|minion|demon|traveller)(s?)\b")
_ARTICLE_RE = re.compile(r"\b([Aa]) ([AEIO]\w*)")


@lru_cache(maxsize=8192)
def human_text(text: str) -> str:
    """A prompt or log line as people read it: team names capitalised ("Outsider") and "a"
    before a vowel made "an" ("Choose an Outsider character", not "Choose a outsider")."""
    text = _TEAM_RE.sub(lambda m: _TEAM_WORDS[m.group(1)] + m.group(2), text)
    return _ARTICLE_RE.sub(lambda m: ("An" if m.group(1) == "A" else "an") + " " + m.group(2), text)


def _words(part: str) -> str:
    cat = load_catalogue()
    if part in cat:
        return cat.get(part).name
    return _TEAM_WORDS.get(part, part.replace("_", " "))


def step_label(step: str) -> str:
    """A human name for a decision's step (an engine id such as ``setup.modifier.godfather``
    never reaches a person as it stands): "Godfather: add or remove an Outsider"."""
    label = human_text(_step_label(step))
    return label[:1].upper() + label[1:]


def _step_label(step: str) -> str:
    if step == "nominate.open":
        return "Nominations are open"
    parts = step.split(".")
    if parts[0] == "setup" and len(parts) >= 2:
        what = parts[1]
        rest = parts[2:]
        if what in _TEAM_WORDS and not rest:
            return f"Setup: choose a{'n' if what == 'outsider' else ''} {_TEAM_WORDS[what]} for the bag"
        if what == "remove" and rest:
            return f"Setup: take a{'n' if rest[0] == 'outsider' else ''} {_words(rest[0])} out of the bag"
        if what == "cover" and rest:
            return f"Setup: the character the {_words(rest[0])} believes they are"
        if what == "deal" and rest:
            return f"Setup: the seat that draws the {_words(rest[0])}"
        if what == "bluffs":
            return "Setup: the Demon's three bluffs"
        if what == "modifier" and rest:
            module = behaviour(rest[0])
            if getattr(module, "SETUP_MINIONS", None):
                return f"{_words(rest[0])}: add or remove a Minion"
            if getattr(module, "SETUP_OUTSIDERS", None):
                return f"{_words(rest[0])}: add or remove an Outsider"
            return f"{_words(rest[0])}: change the bag"
        return "Setup: " + ": ".join(_words(x) for x in parts[1:])
    return ": ".join(_words(x) for x in parts)


_OPTIONS: dict[tuple[int, bool], tuple[Decision, list[dict[str, Any]]]] = {}
"""The options of recent decisions as sent, by decision: a pending decision goes out in
every snapshot until it is answered, and its options (often every character on the
script) are labelled once."""


_OPTIONS_KEPT = 4096
"""How many decisions' options :data:`_OPTIONS` keeps."""


def _options_json(decision: Decision, storyteller: bool) -> list[dict[str, Any]]:
    key = (id(decision), storyteller)
    hit = _OPTIONS.get(key)
    if hit is not None and hit[0] is decision:
        return hit[1]
    truth = set()
    for t in decision.truth:
        if t in decision.options:
            truth.add(decision.options.index(t))
    options = []
    for k, option in enumerate(decision.options):
        item: dict[str, Any] = {"label": human_text(decision.label(option))}
        if storyteller:
            item["value"] = to_json(option)
            if decision.truth:
                item["truth"] = k in truth
                item["why"] = "the truth" if k in truth else (decision.why or "legal")
        options.append(item)
    if len(_OPTIONS) >= _OPTIONS_KEPT:
        # (The oldest quarter goes: with many games at once, clearing everything would
        # label again the decisions still pending in all the others.)
        for old in list(itertools.islice(_OPTIONS, _OPTIONS_KEPT // 4)):
            del _OPTIONS[old]
    _OPTIONS[key] = (decision, options)
    return options


def decision_json(game: Game, decision: Decision, *, storyteller: bool, ref: str | None = None) -> dict[str, Any]:
    """A pending decision for the browser: options by index with their labels.

    The chooser answers with option indices, so no value crosses the wire as anything
    but a number. For the Storyteller the truth and the reason the other options are
    legal are included, and ``i`` is the decision's number in the game; a seat never gets
    the truth, and its ``i`` is ``ref``, an opaque reference (the number of decisions so
    far would tell a seat how many the Storyteller and others answered).
    """
    options = _options_json(decision, storyteller)
    out: dict[str, Any] = {
        "i": len(game.answers) if storyteller or ref is None else ref, "kind": str(decision.kind),
        "prompt": human_text(decision.prompt),
        "options": options, "count": list(decision.count) if decision.count else None,
        "free_text": decision.free_text,
    }
    if storyteller:
        out.update({
            "step": decision.step, "step_label": step_label(decision.step), "chooser": decision.chooser,
            "chooser_name": "Storyteller" if decision.chooser == STORYTELLER else game.name(decision.chooser),
            "truth": [decision.label(t) for t in decision.truth], "why": decision.why,
            "subject": decision.subject,
            "subject_name": game.name(decision.subject) if decision.subject is not None else None,
        })
    return out


def _event_json(game: Game, e: Event, *, storyteller: bool) -> dict[str, Any]:
    text = e.text
    step = e.data.get("step") if e.kind == "storyteller" else None
    if isinstance(step, str):
        text = human_text(text.replace(f"Storyteller ({step}):", f"Storyteller ({step_label(step)}):", 1))
    out: dict[str, Any] = {"kind": e.kind, "text": text, "public": e.public, "time": list(e.time)}
    if storyteller and not e.public:
        out["to"] = [game.name(s) for s in e.seats] or ["Storyteller"]
    return out


_LOGS: weakref.WeakKeyDictionary[Game, dict[int | None, tuple[int, list[dict[str, Any]]]]] = \
    weakref.WeakKeyDictionary()
"""Each game's event log as sent, per audience (a seat, or None: the Storyteller). A log
only grows (an undo rebuilds a new game), so each event is turned into JSON once."""


def log_json(game: Game, events: Sequence[Event], audience: int | None) -> list[dict[str, Any]]:
    """The events of ``events`` (the game's log, or one seat's view of it) as sent to
    ``audience`` (a seat, or None for the Storyteller), built once per event.

    The result is shared between calls: callers must not change it."""
    per_game = _LOGS.setdefault(game, {})
    cached = per_game.get(audience)
    if cached is not None and cached[0] == id(events) and len(cached[1]) <= len(events):
        built = cached[1]
    else:
        built = []
    storyteller = audience is None
    if len(built) < len(events):
        built = built + [_event_json(game, e, storyteller=storyteller) for e in events[len(built):]]
    per_game[audience] = (id(events), built)
    return built


VOTE_STEP = "vote"
"""The step of an execution vote. Other decisions of the vote kind use its machinery (a
raised hand, no vote token) for something else, and are not a vote on the last
nomination: the Cult Leader's "join the cult?" (step :data:`CULT_STEP`)."""

CULT_STEP = "cultleader"
"""The step of each "Join X's cult?" decision a Cult Leader's cult asks the other seats."""


def _current_vote(game: Game, *, storyteller: bool = False) -> dict[str, Any] | None:
    """The execution vote under way: nominator, nominee and the hands raised so far
    (public), or None when no execution vote is being asked (a cult forming is not one).
    In a secret vote (eyes closed: the Organ Grinder) only the Storyteller sees the hands."""
    pending = game.pending
    state = game.state
    if pending is None or pending.kind != DecisionKind.VOTE or pending.step != VOTE_STEP \
            or not state.nominations:
        return None
    nom = state.nominations[-1]
    needed = (state.alive_count() + 1) // 2
    hidden = nom.secret and not storyteller
    return {"nominator": game.name(nom.nominator), "nominee": game.name(nom.nominee),
            "yes": [] if hidden else [game.name(v) for v in nom.voters], "asked": game.name(pending.chooser),
            "needed": needed, "secret": nom.secret, **vote_clock(game, nom, pending.chooser, hidden)}


def vote_clock(game: Game, nom: Any, asked: int, hidden: bool) -> dict[str, Any]:
    """Where the clock hand of a vote stands, for the circle every page draws: the nominee's
    seat, the seat whose hand is asked now, the seats whose hands are up (none in a secret
    vote but for the Storyteller) and the seats already counted, in the count's order
    (clockwise from the nominee's left, the nominee last)."""
    state = game.state
    n = len(state.seats)
    # (The Storyteller as nominee, the Atheist's: the count starts from the first seat.)
    start = nom.nominee if 0 <= nom.nominee < n else state.clockwise()[-1]
    order = [state.step_from(start, k) for k in range(1, n + 1)]
    counted = order[:order.index(asked)] if asked in order else []
    return {"nominee_seat": nom.nominee, "nominator_seat": nom.nominator, "asked_seat": asked,
            "yes_seats": [] if hidden else list(nom.voters), "counted_seats": counted}


def day_nominations(game: Game, *, storyteller: bool) -> list[dict[str, Any]]:
    """The day's nominations so far and their tallies (public: every page shows them; a
    secret vote's hands and tally only to the Storyteller). The vote under way has
    ``"open": True`` and its hands so far."""
    state = game.state
    if state.phase != "day":
        return []
    pending = game.pending
    voting = pending is not None and pending.kind == DecisionKind.VOTE and pending.step == VOTE_STEP
    out = []
    for k, n in enumerate(state.nominations):
        hidden = n.secret and not storyteller
        nominator = "The Storyteller" if n.nominator == STORYTELLER else game.name(n.nominator)
        out.append({"nominator": nominator, "nominee": game.name(n.nominee),
                    "yes": [] if hidden else [game.name(v) for v in n.voters],
                    "tally": None if hidden else n.tally, "secret": n.secret,
                    "open": voting and k == len(state.nominations) - 1})
    return out


def _is_cult_join(decision: Decision | None) -> bool:
    return decision is not None and decision.kind == DecisionKind.VOTE and decision.step == CULT_STEP


def _current_cult(game: Game) -> dict[str, Any] | None:
    """The cult being formed: its leader, the seats that have joined and declined so far
    and the seat asked now; None when no "Join X's cult?" decision is pending.

    Each seat's choice to join is public (the Storyteller runs it as a show of hands, like
    an exile), so this goes to every seat, as the hands of an execution vote do. The leader
    is the seat named by the public announcement that formed the cult.
    """
    pending = game.pending
    if not _is_cult_join(pending):
        return None
    assert pending is not None
    leader: str | None = None
    for e in reversed(game.events):
        if e.public and e.data.get("cult") is True and isinstance(e.data.get("seat"), int):
            leader = game.name(e.data["seat"])
            break
    # The joins of this cult are the answered decisions just before the pending one: a cult
    # asks each seat in turn with nothing else in between.
    joined: list[str] = []
    declined: list[str] = []
    k = len(game.answers) - 1
    while k >= 0 and _is_cult_join(game.decisions[k]):
        (joined if game.answers[k] is True else declined).insert(0, game.name(game.decisions[k].chooser))
        k -= 1
    return {"leader": leader, "prompt": pending.prompt, "joined": joined, "declined": declined,
            "asked": game.name(pending.chooser)}


def final_grimoire(game: Game) -> dict[str, Any] | None:
    """The whole Grimoire as the game ended, for every page once it is over (at the end
    every token is turned face up): each seat's character and alignment, what it believed,
    whether it was drunk or poisoned, alive or dead; the winner and why. None while the
    game goes on (then it is hidden information)."""
    if not game.over:
        return None
    state = game.state
    seats = []
    for s in state.seats:
        seats.append({
            "index": s.index, "name": s.name, "character": s.character, "character_name": char_name(s.character),
            "alignment": s.alignment, "believed": s.believed, "believed_name": char_name(s.believed),
            "believed_alignment": s.believed_alignment, "alive": s.alive,
            "drunk": bool(s.character) and rules.is_drunk(state, s.index),
            "poisoned": bool(s.character) and rules.is_poisoned(state, s.index),
        })
    return {"winner": game.winner, "reason": state.win_reason, "seats": seats}


def seat_snapshot(game: Game, seat: int, *, game_id: str, ref: str) -> dict[str, Any]:
    """Everything one seat's page shows. Built from ``game.view(seat)`` only, plus the
    decision pending for this seat (``ref``: its opaque reference) and the public turn
    (see :data:`PUBLIC_KINDS`). Nothing in it changes when only hidden things happen, so a
    seat cannot even tell that something happened at night."""
    view = game.view(seat)
    pending = game.pending
    mine = pending is not None and pending.chooser == seat
    waiting: str | None = None
    if pending is not None and not mine:
        if pending.step == "nominate.open" and pending.chooser == STORYTELLER:
            waiting = "Nominations are open: anyone who may nominate can do so now."
        elif _is_cult_join(pending):
            waiting = f"Waiting for {game.name(pending.chooser)} to choose: {pending.prompt}"
        elif pending.kind in PUBLIC_KINDS:
            verb = {DecisionKind.STATEMENT: "to speak", DecisionKind.NOMINATE: "to nominate or pass",
                    DecisionKind.VOTE: "to vote"}[pending.kind]
            waiting = f"Waiting for {game.name(pending.chooser)} {verb}."
        elif view.phase == "night":
            waiting = "Night: your eyes are closed."
        else:
            waiting = "The Storyteller is at work."
    return {
        "role": "seat", "game": game_id, "seat": seat, "name": view.name,
        "character": view.character, "character_name": char_name(view.character),
        # (Before the deal a seat has no character, and so no alignment to be told.)
        "ability": view.ability, "alignment": view.alignment if view.character else "", "alive": view.alive,
        "ghost_vote": view.ghost_vote, "phase": view.phase, "night": view.night, "day": view.day,
        "players": [{"index": p.index, "name": p.name, "alive": p.alive, "ghost_vote": p.ghost_vote}
                    for p in view.players],
        "log": log_json(game, view.events, seat),
        "pending": decision_json(game, pending, storyteller=False, ref=ref) if mine and pending is not None else None,
        "waiting": waiting,
        "vote": _current_vote(game), "cult": _current_cult(game),
        "nominations": day_nominations(game, storyteller=False),
        "over": game.over, "winner": game.winner,
        "win_reason": game.state.win_reason if game.over else None, "final": final_grimoire(game),
    }


def _night_order(game: Game) -> list[dict[str, Any]]:
    state = game.state
    if state.phase != "night":
        return []
    in_play = {s.character for s in state.seats} | {s.believed for s in state.seats} | {
        g.character for grants in state.granted.values() for g in grants} | set(state.storyteller_characters)
    pending = game.pending
    current = pending.step if pending is not None else None
    order = [step for step in game.night_order(state.night == 1)
             if step in in_play or step in ("minioninfo", "demoninfo", "dawn")]
    if state.night > 1 or (len(state.seats) < 7 and not game.normal_evil_info()):
        order = [s for s in order if s not in ("minioninfo", "demoninfo")]
    # A step such as "grandmother.grandchild" belongs to the Grandmother's place in the order.
    base = current.split(".", 1)[0] if current else None
    marked = current if current in order else base if base in order else None
    out = []
    passed = marked is not None
    for step in order:
        if step == marked:
            passed = False
        label = {"minioninfo": "Minion info", "demoninfo": "Demon info", "dawn": "Dawn"}.get(step) or char_name(step)
        out.append({"step": step, "name": label, "current": step == marked, "done": passed})
    return out


def grimoire_snapshot(game: Game, *, game_id: str, bots: frozenset[int], mode: str,
                      tokens: tuple[str, ...]) -> dict[str, Any]:
    """Everything the Storyteller's page shows: the whole Grimoire (Storyteller only)."""
    state = game.state
    cat = load_catalogue()
    seats = []
    for s in state.seats:
        tokens_here = []
        for eff in state.effects:
            if eff.target == s.index and rules.effect_active(state, eff):
                tokens_here.append({"token": eff.token or eff.kind,
                                    "from": char_name(eff.source_character or "") or "rule"})
        for rem in state.reminders:
            if rem.target == s.index:
                tokens_here.append({"token": rem.token, "from": char_name(rem.character),
                                    "character": rem.character})
        seats.append({
            "index": s.index, "name": s.name, "character": s.character,
            "character_name": char_name(s.character), "team": str(cat.get(s.character).team) if s.character else "",
            "believed": s.believed, "believed_name": char_name(s.believed),
            "alignment": s.alignment, "believed_alignment": s.believed_alignment,
            "alive": s.alive, "public_alive": s.public_alive, "ghost_vote": s.ghost_vote,
            "drunk": bool(s.character) and rules.is_drunk(state, s.index),
            "poisoned": bool(s.character) and rules.is_poisoned(state, s.index),
            "reminders": tokens_here,
            # The Storyteller's own drunkenness or poisoning (what an edit can lift).
            "st_drunk": any(e.kind == "drunk" and e.target == s.index and e.source is None
                            and e.source_character is None for e in state.effects),
            "st_poisoned": any(e.kind == "poisoned" and e.target == s.index and e.source is None
                               and e.source_character is None for e in state.effects),
            "granted": [char_name(g.character) for g in state.granted.get(s.index, ())],
            "bot": s.index in bots,
            "link": f"/seat/{game_id}#{tokens[s.index]}",
        })
    pending = game.pending
    noms = [{"nominator": game.name(n.nominator), "nominee": game.name(n.nominee),
             "yes": [game.name(v) for v in n.voters], "tally": n.tally} for n in state.nominations] \
        if state.phase == "day" else []
    day_stage = None
    if pending is not None and state.phase == "day":
        day_stage = {DecisionKind.STATEMENT: "talk", DecisionKind.NOMINATE: "nominations",
                     DecisionKind.VOTE: "vote"}.get(pending.kind)
        if day_stage == "talk" and pending.step != "talk":
            day_stage = "nominations"  # a nominee's statement (the Goblin's claim) is not the talk
        if _is_cult_join(pending):
            day_stage = "cult"  # a cult forming (asked as a show of hands) is not a vote
    return {
        "role": "storyteller", "game": game_id, "mode": mode, "phase": state.phase,
        "night": state.night, "day": state.day, "seats": seats,
        "bluffs": [char_name(b) for b in state.bluffs],
        "storyteller_characters": [char_name(c) for c in state.storyteller_characters],
        "night_order": _night_order(game),
        "pending": decision_json(game, pending, storyteller=True) if pending is not None else None,
        "log": log_json(game, game.events, None),
        "nominations": noms, "vote": _current_vote(game, storyteller=True), "cult": _current_cult(game),
        "day_stage": day_stage,
        # (Only during the day it applies: it is no news at night or once the game is over.)
        "about_to_die": game.name(state.about_to_die)
        if state.about_to_die is not None and state.phase == "day" and not game.over else None,
        "over": game.over, "winner": game.winner, "win_reason": state.win_reason, "final": final_grimoire(game),
        "decisions": len(game.answers), "script": game.script.name or "",
        "characters": [{"id": c, "name": char_name(c), "team": str(cat.get(c).team)}
                       for c in game.script_characters()],
    }
