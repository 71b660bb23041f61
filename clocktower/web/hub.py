"""Live web games: one engine per game in memory, bots and the automated Storyteller run
server-side, every answer committed to the store before it is acknowledged.

Each :class:`LiveGame` has one lock; every change (an answer, a Storyteller control) runs
under it, then the bots and (in automated mode) the Storyteller answer until a person's
decision is pending, then the new answers are written to the store in one committed
transaction, and only then is the answer acknowledged and the new snapshots sent out.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import json
import secrets
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..agents import Agent
from ..agents.registry import DEFAULT_BOTS, DEFAULT_STORYTELLER, PLAYER_KINDS, STORYTELLER_KINDS
from ..catalogue import load_catalogue
from ..characters import implemented_ids
from ..decisions import STORYTELLER, Decision, DecisionKind, IllegalAnswer, canonical, to_json
from ..edits import EditError
from ..engine import Game, SetupError, unplayable_reason
from ..record import RecordError, ReplayDivergence, dumps, replay
from ..script import Script, ScriptError, bundled_scripts, load_script, parse_script
from .open_nominations import WAIT, OpenTable, is_open, next_move
from .store import Store, StoredGame
from .table_extras import fabled_json, parse_names, seat_of_slot, seat_tokens, slot_names, travellers_json
from .views import VOTE_STEP, decision_json, grimoire_snapshot, seat_snapshot

MAX_AUTO = 20_000
"""The most decisions the bots and the automated Storyteller answer in one go."""

MAX_NOTES = 10_000
"""The longest private notes a seat may keep, in characters."""

MAX_NAME = 24
"""The longest player name, in characters."""

MODES = ("auto", "assisted")
"""Storytelling modes: the automated Storyteller answers every Storyteller decision, or
a person answers them on the Storyteller's page."""


class WebError(Exception):
    """A refused request: an HTTP status and a message naming what is wrong."""

    status = 400

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class BadRequest(WebError):
    status = 400


class Forbidden(WebError):
    status = 403


class NotFound(WebError):
    status = 404


class Conflict(WebError):
    status = 409


class Unreplayable(WebError):
    """A stored game whose record no longer replays (an engine change altered the rules
    it was played under)."""

    status = 500


@dataclass(frozen=True, slots=True)
class Role:
    """Who a token belongs to: a seat index, or the Storyteller (``seat is None``)."""

    seat: int | None

    @property
    def storyteller(self) -> bool:
        return self.seat is None


def script_problems(script: Script) -> list[str]:
    """Why a script cannot be played here: the same checks as ``clocktower check``
    (characters the engine lacks, homebrew, setup that cannot be filled, night order
    entries that are neither characters nor markers). Empty when it can be played."""
    cat = load_catalogue()
    problems = []
    missing = script.unimplemented(implemented_ids())
    if missing:
        problems.append("not supported: " + ", ".join(missing))
    reason = unplayable_reason(script)
    if reason:
        problems.append("cannot be played: " + reason)
    for label, order in (("firstNight", script.first_night), ("otherNight", script.other_night)):
        for step in order or ():
            if step not in ("dusk", "dawn", "minioninfo", "demoninfo") and step not in cat \
                    and step not in script.homebrew:
                problems.append(f"malformed: _meta.{label} lists {step!r}, which is neither a character "
                                "nor a night marker")
    return problems


@functools.lru_cache(maxsize=256)
def _problems_of(script: Script) -> tuple[str, ...]:
    # (The same script's checks give the same answer: games of a bundled script are
    # created often, and the setup check tries many bags.)
    return tuple(script_problems(script))


def resolve_script(name: str | None, uploaded: Any, *, without_unsupported: bool = False) -> Script:
    """The script of a new game: a bundled script by name, or uploaded script JSON; with
    ``without_unsupported``, that script without the characters the engine lacks (see
    :mod:`.scripts`).

    Raises:
        BadRequest: no script, both, an unknown name, or a script that does not parse or
            cannot be played (the message says which entry and why).
    """
    if (name is None) == (uploaded is None):
        raise BadRequest("give either 'script' (a bundled script name) or 'script_json' (an uploaded script)")
    try:
        if name is not None:
            if name not in bundled_scripts():
                raise BadRequest(f"unknown script {name!r}; bundled: {', '.join(sorted(bundled_scripts()))}")
            script = load_script(name)
        else:
            script = parse_script(uploaded, source="uploaded script")
    except ScriptError as exc:
        raise BadRequest(str(exc)) from None
    from .scripts import upload_report
    from .scripts import without_unsupported as reduce
    if without_unsupported:
        reduced, gone = reduce(script)
        if gone:
            rest_problems = script_problems(reduced) if reduced.characters else ["no character is left"]
            if rest_problems:
                raise BadRequest(f"script {script.name or script.source!r} without the characters this engine "
                                 "lacks cannot be played either: " + "; ".join(rest_problems))
            script = reduced
    problems = list(_problems_of(script))
    if problems:
        message = f"script {script.name or script.source!r}: " + "; ".join(problems)
        report = upload_report(script)
        if report["unsupported"] and report["rest_playable"]:
            message += (f". It can be played without them, as a game of the other {report['rest_count']} "
                        "characters ('without_unsupported': true)")
        raise BadRequest(message)
    return script


def decision_line(i: int, decision: Decision, answer: Any) -> dict[str, Any]:
    """The record's line for one answered decision (as :func:`clocktower.record.record_lines`)."""
    return {"type": "decision", "i": i, "step": decision.step, "kind": str(decision.kind),
            "chooser": decision.chooser, "answer": to_json(answer)}


@dataclass(eq=False)
class LiveGame:
    """One game being played: the engine, its tokens, its bots and its lock.

    Attributes:
        id: the public game id.
        game: the engine.
        st_token: the Storyteller's private token.
        tokens: each seat's private token.
        bots: the seats played by bots.
        mode: ``"auto"`` or ``"assisted"``.
        seed: the seed of the bots and the automated Storyteller.
        store: where answers are committed.
        version: bumped on every change (for the WebSocket fan-out).
    """

    id: str
    game: Game
    st_token: str
    tokens: tuple[str, ...]
    bots: frozenset[int]
    mode: str
    seed: str
    store: Store
    lock: threading.Lock = field(default_factory=threading.Lock)
    version: int = 0
    agents: dict[int, Agent] = field(default_factory=dict)
    storyteller: Agent | None = None
    listeners: list[Callable[[LiveGame], None]] = field(default_factory=list)
    room: str | None = None
    open_table: OpenTable = field(default_factory=OpenTable)

    def __post_init__(self) -> None:
        self._make_agents()
        self._ref_key = hashlib.sha256(b"decision-ref:" + self.st_token.encode()).digest()

    def ref(self, i: int) -> str:
        """The opaque reference a seat sees for decision number ``i`` of this game."""
        return hmac.new(self._ref_key, str(i).encode(), hashlib.sha256).hexdigest()[:20]

    def _make_agents(self) -> None:
        # Fresh generators, seeded from the game's seed and how far the game is: a game
        # rebuilt after a restart goes on deterministically from its stored answers.
        at = len(self.game.answers)
        # The bots rebuild what they believe from their seat's view on their first turn.
        self.agents = {s: PLAYER_KINDS[DEFAULT_BOTS](f"{self.seed}:seat{s}:{at}", s) for s in self.bots}
        self.storyteller = STORYTELLER_KINDS[DEFAULT_STORYTELLER](f"{self.seed}:storyteller:{at}", self.game)
        self.open_table = OpenTable()

    # ------------------------------------------------------------------ access
    def role(self, token: Any) -> Role:
        """The role a token gives.

        Raises:
            Forbidden: no token, or one that is not this game's Storyteller's or a seat's.
        """
        if not isinstance(token, str) or not token:
            raise Forbidden("no token: open the private link the Storyteller gave you")
        if secrets.compare_digest(token.encode(), self.st_token.encode()):
            return Role(None)
        for slot, t in enumerate(self.tokens):
            if secrets.compare_digest(token.encode(), t.encode()):
                # (No lock: a player's slot is its seat; a Traveller's is looked up by name in
                # the seats, which are only ever appended to.)
                seat = seat_of_slot(self.game, slot)
                if seat is None:
                    raise Forbidden("you have not joined yet: the Storyteller seats you as a Traveller "
                                    "between a night and a day (keep this link)")
                return Role(seat)
        raise Forbidden("this token does not belong to this game")

    def snapshot(self, role: Role) -> dict[str, Any]:
        """What ``role`` may see now: the Grimoire for the Storyteller, else the seat's view."""
        with self.lock:
            return self._snapshot(role)

    def snapshots(self, roles: Iterable[Role]) -> tuple[int, dict[Role, dict[str, Any]]]:
        """What each of ``roles`` may see now, all taken at one moment (under the game's
        lock), with the :attr:`version` they show.

        Returns:
            ``(version, {role: snapshot})``.
        """
        with self.lock:
            return self.version, {role: self._snapshot(role) for role in roles}

    def _snapshot(self, role: Role) -> dict[str, Any]:
        if role.seat is None:
            grim = grimoire_snapshot(self.game, game_id=self.id, bots=self.bots, mode=self.mode,
                                     tokens=seat_tokens(self.game, self.tokens))
            grim["fabled"] = fabled_json(self.game)
            grim["travellers"] = travellers_json(self.game)
            return grim
        snap = seat_snapshot(self.game, role.seat, game_id=self.id, ref=self.ref(len(self.game.answers)))
        snap["bot"] = role.seat in self.bots
        snap["fabled"] = fabled_json(self.game)
        if is_open(self.game.pending):
            self._open_snapshot(role.seat, snap)
        return snap

    def _open_snapshot(self, seat: int, snap: dict[str, Any]) -> None:
        """While nominations are open: the nomination a seat may make now, as its pending
        decision (with whether it passed so far)."""
        game = self.game
        if seat in self.bots or not game.may_nominate_now(seat):
            return
        pending = decision_json(game, game.nomination_decision(seat), storyteller=False,
                                ref=self.ref(len(game.answers)))
        pending["passed"] = seat in self.open_table.on(game.state.day).passed
        snap["pending"] = pending

    # ------------------------------------------------------------------ notes
    def notes(self, role: Role) -> str:
        """The caller's own private notes (a seat's, or the Storyteller's): nobody else's."""
        return self.store.note(self.id, -1 if role.seat is None else role.seat)

    def set_notes(self, role: Role, text: Any) -> None:
        """Replace the caller's own private notes, committed before this returns.

        Raises:
            BadRequest: not a string, or longer than :data:`MAX_NOTES` characters.
        """
        if not isinstance(text, str):
            raise BadRequest("'text' must be a string")
        if len(text) > MAX_NOTES:
            raise BadRequest(f"notes are at most {MAX_NOTES} characters")
        self.store.set_note(self.id, -1 if role.seat is None else role.seat, text)

    def record_text(self) -> str:
        """The game's record (JSON Lines), readable by ``clocktower replay``."""
        with self.lock:
            return dumps(self.game, {"seed": self.seed, "agents": {
                "players": {str(s): (DEFAULT_BOTS if s in self.bots else "web")
                            for s in range(len(self.game.state.seats))},
                "storyteller": DEFAULT_STORYTELLER if self.mode == "auto" else "web"}})

    # ------------------------------------------------------------------ answers
    def answer(self, role: Role, i: Any, choice: Any = None, text: Any = None) -> None:
        """Answer the pending decision as ``role``.

        Args:
            role: who answers (must be the decision's chooser).
            i: which decision is answered: for the Storyteller its number (how many were
                answered before it), for a seat the opaque reference its snapshot gave; a
                different one means the page is out of date.
            choice: an option index (single choice), or a list of distinct indices (a pick
                of several; order kept).
            text: the free text, for a decision that takes one.

        Raises:
            Conflict: the game is over, or ``i`` is not the pending decision's number.
            Forbidden: the pending decision is not ``role``'s, or the seat is a bot.
            BadRequest: a malformed choice or an illegal answer. Nothing changes.
        """
        with self.lock:
            if role.seat is not None and is_open(self.game.pending):
                self._open_answer(role.seat, i, choice, text)
                return
            decision = self._check_turn(role, i)
            value = self._value(decision, choice, text)
            self._apply([lambda: value])

    def _open_answer(self, seat: int, i: Any, choice: Any, text: Any) -> None:
        """A seat nominates (or passes) while nominations are open: its nomination is the
        answer of the open decision; a pass is kept by the hub (see
        :mod:`clocktower.web.open_nominations`)."""
        game = self.game
        if not isinstance(i, str):
            raise BadRequest("'i' must be the reference of the decision you answer (the 'i' of your "
                             "pending decision)")
        if not hmac.compare_digest(i.encode(), self.ref(len(game.answers)).encode()):
            raise Conflict("that decision is not the pending one any more: reload")
        if seat in self.bots:
            raise Forbidden("this seat is played by a bot")
        if not game.may_nominate_now(seat):
            raise Forbidden("you may not nominate now (the dead do not nominate, and each player "
                            "nominates once a day)")
        value = self._value(game.nomination_decision(seat), choice, text)
        table = self.open_table.on(game.state.day)
        if value is None:
            table.passed.add(seat)
            self.version += 1
            self._apply([], automatic=False)
            return
        table.passed.discard(seat)
        self._apply([lambda: (seat, value)])

    def answer_for(self, role: Role, seat: Any, i: Any, choice: Any = None, text: Any = None,
                   auto: Any = False) -> None:
        """The Storyteller answers a seat's pending decision in that person's place: their
        phone died while they were woken at night, or they sit silent on a day ability,
        statement, nomination, vote or cult prompt. The answer is that seat's ordinary
        answer (recorded with the seat as its chooser, so the record replays as usual),
        committed to the store before this returns.

        Args:
            role: must be the Storyteller.
            seat: the seat answered for (0-based); it must be the pending decision's chooser.
            i: the pending decision's number (as in the Grimoire snapshot).
            choice: an option index, or a list of indices for a pick of several.
            text: free text, for a decision that takes one.
            auto: True to let a bot of the default kind pick for the seat (a legal answer
                chosen from what that seat's view holds, as a bot seat would), instead of ``choice``
                or ``text``.

        Raises:
            Forbidden: not the Storyteller's token, or a seat played by a bot.
            BadRequest: a malformed seat, number, choice or ``auto``, or an illegal answer.
            Conflict: the game is over, ``i`` is not the pending decision's number, or the
                pending decision is not ``seat``'s. On any refusal nothing changes.
        """
        if not role.storyteller:
            raise Forbidden("only the Storyteller may answer for another seat")
        seats = len(self.game.state.seats)
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
            raise BadRequest(f"'for_seat' must be a seat number from 0 to {seats - 1}")
        if not isinstance(auto, bool):
            raise BadRequest("'auto' must be true or false")
        if auto and (choice is not None or text is not None):
            raise BadRequest("give either 'auto' or a 'choice' / 'text', not both")
        with self.lock:
            pending = self.game.pending
            if pending is None:
                raise Conflict("the game is over")
            now = len(self.game.answers)
            if not isinstance(i, int) or isinstance(i, bool):
                raise BadRequest("'i' must be the number of the decision you answer")
            if i != now:
                raise Conflict(f"decision {i} is not the pending one (it is {now}): reload")
            if pending.chooser == STORYTELLER:
                raise Conflict("the pending decision is the Storyteller's own: answer it without 'for_seat'")
            if pending.chooser != seat:
                raise Conflict(f"the pending decision is {self.game.name(pending.chooser)}'s, not "
                               f"{self.game.name(seat)}'s: reload")
            if seat in self.bots:  # pragma: no cover - a bot's decision is never left pending
                raise Forbidden(f"{self.game.name(seat)} is played by a bot, which answers for itself")
            if auto:
                stand_in = PLAYER_KINDS[DEFAULT_BOTS](f"{self.seed}:stand-in:seat{seat}:{now}", seat)
                value = stand_in.decide(self.game.view(seat), pending)
            else:
                value = self._value(pending, choice, text)
            self._apply([lambda: value])

    def control(self, role: Role, action: Any) -> None:
        """A Storyteller control.

        ``"auto"``: the automated Storyteller answers the pending Storyteller decision.
        ``"auto_all"``: it answers Storyteller decisions until a person's is pending.
        ``"open_nominations"``: the day's talk ends; every seat yet to speak passes.
        ``"close_vote"``: the vote ends; every hand not yet raised counts as no (an
        execution vote only: not a cult being formed).
        ``"end_day"``: the vote (if any) ends as above, then nobody else nominates today
        (a cult being formed ends too: everyone not yet asked does not join).

        The day controls answer seats' pending decisions in their place with the option a
        silent player would give ("pass", no vote, no nomination), as a Storyteller calling
        time does; each such answer is an ordinary recorded answer.

        Raises:
            Forbidden: not the Storyteller.
            BadRequest: an unknown action, or one that does not apply now.
        """
        if not role.storyteller:
            raise Forbidden("only the Storyteller may use the Storyteller's controls")
        with self.lock:
            pending = self.game.pending
            if pending is None:
                raise Conflict("the game is over")
            if action in ("auto", "auto_all"):
                if pending.chooser != STORYTELLER:
                    raise BadRequest("no Storyteller decision is pending")
                if is_open(pending):
                    raise BadRequest("nominations are open: the players nominate (enter one made out loud, "
                                     "or close them with End the day)")
                def st_answer() -> Any:
                    d = self.game.pending
                    if d is None or d.chooser != STORYTELLER or is_open(d):
                        return _STOP
                    assert self.storyteller is not None
                    return self.storyteller.decide(None, d)

                self._apply([st_answer] * (1 if action == "auto" else MAX_AUTO))
                return
            if action not in ("open_nominations", "close_vote", "end_day"):
                raise BadRequest(f"unknown control {action!r}; known: auto, auto_all, open_nominations, "
                                 "close_vote, end_day")
            kinds = {"open_nominations": {DecisionKind.STATEMENT},
                     "close_vote": {DecisionKind.VOTE},
                     "end_day": {DecisionKind.STATEMENT, DecisionKind.VOTE, DecisionKind.NOMINATE}}[action]
            talk_over = action == "open_nominations" and pending.step != "talk"  # a nominee's claim
            not_a_vote = action == "close_vote" and pending.step != VOTE_STEP  # a cult forming
            if self.game.state.phase != "day" or pending.kind not in kinds or talk_over or not_a_vote:
                raise BadRequest(f"{action.replace('_', ' ')} does not apply now (the game waits for "
                                 f"{pending.kind}: {pending.prompt})")
            day = self.game.state.day
            nominations = len(self.game.state.nominations)

            def silent() -> Any:
                # Every seat asked from now on, bots included, gets the silent answer; the
                # bots only act again once the control is done (so nobody talks, raises a
                # hand or nominates after time was called). The automated Storyteller still
                # answers its own decisions in between (a registration asked as the votes
                # are tallied).
                d = self.game.pending
                st = self.game.state
                if d is None or st.phase != "day" or st.day != day:
                    return _STOP
                if is_open(d):
                    return None if action == "end_day" else _STOP  # (close the nominations)
                if d.chooser == STORYTELLER:
                    if self.mode != "auto" or action != "end_day":
                        return _STOP
                    assert self.storyteller is not None
                    return self.storyteller.decide(None, d)
                if d.kind not in kinds:
                    return _STOP
                if action == "close_vote" and (len(st.nominations) != nominations or d.step != VOTE_STEP):
                    return _STOP  # only the vote under way
                if action == "open_nominations" and d.step != "talk":
                    return _STOP  # only the talk
                quiet = {DecisionKind.STATEMENT: ("pass",), DecisionKind.VOTE: False,
                         DecisionKind.NOMINATE: None}[d.kind]
                return quiet if quiet in d.options else _STOP

            self._apply([silent] * MAX_AUTO, automatic=False)

    def edit(self, role: Role, kind: Any, seat: Any, value: Any, tell: Any = False, i: Any = None) -> None:
        """The Storyteller edits the Grimoire (see :meth:`clocktower.engine.Game.edit`): a
        seat's character or alignment, a reminder, life, a ghost vote, or the Storyteller's
        own drunkenness or poisoning. Recorded (an edit line), committed before this returns.
        ``i``, when given, is the number of the pending decision as the Storyteller's page
        shows it: a different one means the page is out of date, and the edit is refused.

        Raises:
            Forbidden: not the Storyteller's token.
            BadRequest: a bad edit (the message names what is wrong); nothing changes.
            Conflict: the game is over, or ``i`` is stale.
        """
        if not role.storyteller:
            raise Forbidden("only the Storyteller may edit the Grimoire")
        with self.lock:
            if self.game.over:
                raise Conflict("the game is over: the Grimoire can no longer be edited")
            if i is not None:
                if not isinstance(i, int) or isinstance(i, bool):
                    raise BadRequest("'i' must be the number of the pending decision (as your page shows it)")
                if i != len(self.game.answers):
                    raise Conflict(f"decision {i} is not the pending one (it is {len(self.game.answers)}): "
                                   "reload before editing")
            try:
                made = self.game.edit(kind, seat, value, tell=tell)
            except EditError as exc:
                raise BadRequest(str(exc)) from None
            try:
                self.store.append(self.id, [made.to_json()])
            except Exception:
                self._rebuild_from_store()
                raise WebError("the edit could not be saved; the game is as it was before it") from None
            self.version += 1

    def undo(self, role: Role, n: Any, i: Any) -> None:
        """The Storyteller takes back the last ``n`` answers (and the edits made after them):
        the game becomes what it would be had they not been given. What was undone stays in
        the database, marked undone. Bots and (in automated mode) the Storyteller then answer
        as usual until a person must decide.

        Args:
            n: how many answers to take back (1 or more).
            i: the number of the pending decision as the Storyteller's page shows it (how
                many answers there are); a different one means the page is out of date.

        Raises:
            Forbidden: not the Storyteller's token.
            BadRequest: a malformed ``n`` or ``i``, or more answers than were given.
            Conflict: ``i`` is stale. On any refusal nothing changes.
        """
        if not role.storyteller:
            raise Forbidden("only the Storyteller may undo")
        with self.lock:
            now = len(self.game.answers)
            if not isinstance(i, int) or isinstance(i, bool):
                raise BadRequest("'i' must be the number of the pending decision (as your page shows it)")
            if i != now:
                raise Conflict(f"decision {i} is not the pending one (it is {now}): reload before undoing")
            if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= now:
                raise BadRequest(f"'n' must be how many answers to take back, 1 to {now}")
            self.store.undo(self.id, now - n)
            self._rebuild_from_store()
            start = len(self.game.answers)
            self._run_automatic()
            self._commit(start)
            self.version += 1

    def _check_turn(self, role: Role, i: Any) -> Decision:
        pending = self.game.pending
        if pending is None:
            raise Conflict("the game is over")
        now = len(self.game.answers)
        if role.seat is None:
            if not isinstance(i, int) or isinstance(i, bool):
                raise BadRequest("'i' must be the number of the decision you answer")
            if i != now:
                raise Conflict(f"decision {i} is not the pending one (it is {now}): reload")
        else:
            # A seat names the decision only by its opaque reference, never by its number:
            # probing numbers until the refusal changes would count the table's decisions.
            # A refusal never says how many decisions there have been.
            if not isinstance(i, str):
                raise BadRequest("'i' must be the reference of the decision you answer (the 'i' of your "
                                 "pending decision)")
            if not hmac.compare_digest(i.encode(), self.ref(now).encode()):
                raise Conflict("that decision is not the pending one any more: reload")
        if role.seat is None:
            if pending.chooser != STORYTELLER:
                raise Forbidden(f"the pending decision is {self.game.name(pending.chooser)}'s, not the Storyteller's "
                                "(to answer in an absent player's place, name their seat in 'for_seat')")
        elif pending.chooser != role.seat:
            raise Forbidden("the pending decision is not yours")
        elif role.seat in self.bots:
            raise Forbidden("this seat is played by a bot")
        return pending

    @staticmethod
    def _value(decision: Decision, choice: Any, text: Any) -> Any:
        if text is not None:
            if not decision.free_text:
                raise BadRequest("this decision takes no free text")
            if not isinstance(text, str):
                raise BadRequest("'text' must be a string")
            value: Any = text
        elif decision.count is None:
            if not isinstance(choice, int) or isinstance(choice, bool) or not 0 <= choice < len(decision.options):
                raise BadRequest(f"'choice' must be an option number from 0 to {len(decision.options) - 1}")
            value = decision.options[choice]
        else:
            if not isinstance(choice, list) or any(
                    not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < len(decision.options)
                    for c in choice):
                raise BadRequest(f"'choice' must be a list of option numbers from 0 to {len(decision.options) - 1}")
            value = tuple(decision.options[c] for c in choice)
        try:
            return decision.validate(canonical(value))
        except IllegalAnswer as exc:
            raise BadRequest(str(exc)) from None

    def _apply(self, answerers: Sequence[Callable[[], Any]], *, automatic: bool = True) -> None:
        """Give answers (each answerer is asked in turn; ``_STOP`` ends the run), letting the
        bots and the automated Storyteller answer after each (with ``automatic`` False: only
        once the run has stopped), then commit everything."""
        game = self.game
        start = len(game.answers)
        try:
            for get in answerers:
                if game.pending is None:
                    break
                value = get()
                if value is _STOP:
                    break
                try:
                    game.answer(value)
                except IllegalAnswer as exc:
                    raise BadRequest(str(exc)) from None
                except SetupError as exc:
                    raise BadRequest(f"setup cannot go on with that answer: {exc}") from None
                if automatic:
                    self._run_automatic()
            if not automatic:
                self._run_automatic()
        except BaseException:
            if len(game.answers) > start:
                self._rebuild_from_store()
            raise
        self._commit(start)

    def _run_automatic(self) -> None:
        """Bots and (in automated mode) the Storyteller answer until a person must decide."""
        game = self.game
        for _ in range(MAX_AUTO):
            d = game.pending
            if d is None:
                return
            if is_open(d):
                move = next_move(game, self.open_table, self.bots, self.agents, self.mode == "auto")
                if move is WAIT:
                    return
                game.answer(move)
                continue
            if d.chooser == STORYTELLER:
                if self.mode != "auto":
                    return
                assert self.storyteller is not None
                game.answer(self.storyteller.decide(None, d))
            elif d.chooser in self.bots:
                game.answer(self.agents[d.chooser].decide(game.view(d.chooser), d))
            else:
                return

    def _commit(self, start: int) -> None:
        game = self.game
        lines = [decision_line(k, game.decisions[k], game.answers[k]) for k in range(start, len(game.answers))]
        if not lines:
            return
        try:
            self.store.append(self.id, lines, finished=game.over, winner=game.winner)
        except Exception:
            self._rebuild_from_store()
            raise WebError("the answer could not be saved; the game is as it was before it") from None
        self.version += 1

    def _rebuild_from_store(self) -> None:
        stored = self.store.load(self.id)
        if stored is None:  # pragma: no cover - the row was there when the game was loaded
            raise NotFound(f"game {self.id} is gone from the database")
        self.game = rebuild_game(stored)
        self._make_agents()

    def run_automatic_and_commit(self) -> None:
        """After a rebuild: let bots answer (nothing is pending for them normally) and save."""
        with self.lock:
            start = len(self.game.answers)
            self._run_automatic()
            self._commit(start)

    # ------------------------------------------------------------ getting people in
    def _people_seat(self, seat: Any) -> int:
        seats = len(self.tokens)
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
            raise BadRequest(f"'seat' must be a seat number from 0 to {seats - 1}")
        if seat in self.bots:
            raise BadRequest(f"{slot_names(self.game)[seat]} is played by a bot: there is no link to hand out")
        return seat

    def reissue(self, role: Role, seat: Any) -> str:
        """Give a seat a new private link (a player lost theirs, or the wrong person took it):
        the old link stops working at once (the caller closes its open connections).

        Returns:
            The seat's new token.

        Raises:
            Forbidden: not the Storyteller's token.
            BadRequest: not a seat number, or a bot's seat. Nothing changes.
        """
        if not role.storyteller:
            raise Forbidden("only the Storyteller may re-issue a seat's link")
        seat = self._people_seat(seat)
        token = secrets.token_urlsafe(24)
        with self.lock:
            self.store.reissue(self.id, seat, token)
            self.tokens = self.tokens[:seat] + (token,) + self.tokens[seat + 1:]
            self.version += 1
        return token

    def links(self, role: Role, base: str) -> dict[str, Any]:
        """The Storyteller's sheet of ways in: the room code, and each seat's private link
        (absolute, from ``base``), its QR code (SVG) and whether it was handed out.

        Raises:
            Forbidden: not the Storyteller's token.
        """
        if not role.storyteller:
            raise Forbidden("only the Storyteller may see the seats' links")
        from .rooms import qr_svg
        claimed = self.store.claimed(self.id)
        names = slot_names(self.game)
        seats = []
        for k, token in enumerate(self.tokens):
            item: dict[str, Any] = {"seat": k, "name": names[k], "bot": k in self.bots}
            if k not in self.bots:
                link = f"{base}/seat/{self.id}#{token}"
                item.update({"link": link, "qr": qr_svg(link), "claimed": k in claimed})
            seats.append(item)
        return {"room": self.room, "join": f"{base}/join", "seats": seats}

    def open_seats(self) -> list[dict[str, Any]]:
        """The seats a player may still take with the room code: people's seats whose link
        was not handed out yet (names only: the names are public at the table)."""
        claimed = self.store.claimed(self.id)
        names = slot_names(self.game)
        return [{"seat": k, "name": names[k]} for k in range(len(self.tokens))
                if k not in self.bots and k not in claimed]

    def claim(self, seat: Any) -> str:
        """Take a seat with the room code: its private token, handed out only once.

        Raises:
            BadRequest: not a seat number, or a bot's seat.
            Conflict: the seat's link was handed out already (ask the Storyteller).
        """
        seat = self._people_seat(seat)
        if self.game.over:
            raise Conflict("the game is over")
        with self.lock:
            if not self.store.claim(self.id, seat):
                raise Conflict(f"{slot_names(self.game)[seat]}'s seat was taken already: ask the Storyteller for "
                               "a new link if it is yours")
            return self.tokens[seat]


class _Stop:
    pass


_STOP = _Stop()


def rebuild_game(stored: StoredGame) -> Game:
    """Rebuild a game by replaying its stored record (header plus decision lines).

    Raises:
        Unreplayable: the stored record does not replay on this engine (naming the first
            decision that differs), or is damaged (a line missing a field).
    """
    try:
        return replay([stored.header, *stored.lines], check_events=False)
    except (RecordError, ReplayDivergence, ScriptError, SetupError) as exc:
        raise Unreplayable(f"game {stored.id} cannot be resumed: its record does not replay on this "
                           f"engine ({exc})") from None
    except Exception as exc:  # a damaged row (a field missing, a wrong type): this game only
        raise Unreplayable(f"game {stored.id} cannot be resumed: its stored record is damaged "
                           f"({type(exc).__name__}: {exc})") from None


@dataclass(eq=False)
class Hub:
    """The live games of one server, loaded from and saved to one store.

    Args:
        store: the database.
    """

    store: Store
    games: dict[str, LiveGame] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)
    failed: dict[str, str] = field(default_factory=dict)

    def resume_all(self) -> int:
        """Rebuild every unfinished game from the store by replaying its record.

        Returns:
            How many games were resumed. A game whose record no longer replays is left
            out and its error kept in ``failed``.
        """
        count = 0
        for game_id in self.store.unfinished():
            try:
                self.get(game_id)
                count += 1
            except (Unreplayable, NotFound) as exc:
                self.failed[game_id] = exc.message
        return count

    def get(self, game_id: Any) -> LiveGame:
        """The live game with this id (loaded from the store if needed).

        Raises:
            NotFound: no game has this id.
            Unreplayable: its stored record does not replay, or is damaged.
        """
        if not isinstance(game_id, str) or not game_id or len(game_id) > 64:
            raise NotFound("no such game")
        with self.lock:
            live = self.games.get(game_id)
            if live is not None:
                return live
            try:
                stored = self.store.load(game_id)
            except ValueError as exc:  # a stored line that is not JSON
                raise Unreplayable(f"game {game_id} cannot be resumed: its stored record is damaged "
                                   f"({exc})") from None
            if stored is None:
                raise NotFound(f"no game {game_id!r} here (a stale or mistyped link?)")
            live = LiveGame(id=stored.id, game=rebuild_game(stored), st_token=stored.st_token,
                            tokens=stored.seat_tokens, bots=frozenset(stored.bots), mode=stored.mode,
                            seed=stored.seed, store=self.store, room=self.store.room_of(stored.id))
            self.games[game_id] = live
        live.run_automatic_and_commit()
        return live

    def create(self, *, script: str | None = None, script_json: Any = None, players: Any,
               mode: Any = "auto", seed: Any = None, owner: Any = None, without: Any = None,
               open_nominations: Any = None, travellers: Any = None, joining: Any = None,
               fabled: Any = None) -> LiveGame:
        """Create and store a game; bots and the automated Storyteller play until a person
        must decide.

        Args:
            script: a bundled script name, or None with ``script_json``.
            script_json: uploaded script JSON (a list), or None with ``script``.
            players: one ``{"name": str, "bot": bool}`` per seat, clockwise (5 to 15).
            mode: ``"auto"`` or ``"assisted"``.
            seed: the seed of the bots and the automated Storyteller (a new random one if None).
            owner: the Storyteller key to list the game under (see :mod:`.rooms`), or None.
            without: True to play an uploaded script without the characters this engine
                lacks (a game of the rest, when the rest can be set up; see
                :func:`.scripts.without_unsupported`).
            open_nominations: nominations in any order, as people make them (see
                :mod:`clocktower.web.open_nominations`); None (the default): on when at least
                one seat is a person, off for a table of bots (nominations in seat order).
            travellers: names of people who play as Travellers from the start (up to 5).
            joining: names of people who may join later as Travellers (up to 5); each gets
                a link now, which works once the Storyteller seats them.
            fabled: ids of Fabled the Storyteller adds (in play from setup, recorded in the header).

        Raises:
            BadRequest: naming what is wrong (the script, a name, the count, the mode, the key).
        """
        from .rooms import key_hash, new_room_code
        owner_hash = None
        if owner is not None:
            owner_hash = key_hash(owner)
            if owner_hash is None:
                raise BadRequest("'owner' must be a Storyteller key of 16 to 128 characters")
        if without is not None and not isinstance(without, bool):
            raise BadRequest("'without_unsupported' must be true or false")
        loaded = resolve_script(script, script_json, without_unsupported=bool(without))
        if not isinstance(players, list) or not 5 <= len(players) <= 15:
            raise BadRequest("'players' must list 5 to 15 seats")
        names: list[str] = []
        bots: list[int] = []
        for k, p in enumerate(players):
            if not isinstance(p, dict) or not isinstance(p.get("name"), str):
                raise BadRequest(f"seat {k + 1}: give {{'name': ..., 'bot': true/false}}")
            name = " ".join(p["name"].split())
            if not name or len(name) > MAX_NAME:
                raise BadRequest(f"seat {k + 1}: a name of 1 to {MAX_NAME} characters, please")
            if name.lower() in (n.lower() for n in names):
                raise BadRequest(f"seat {k + 1}: the name {name!r} is taken")
            names.append(name)
            if not isinstance(p.get("bot", False), bool):
                raise BadRequest(f"seat {k + 1}: 'bot' must be true or false")
            if p.get("bot"):
                bots.append(k)
        if mode not in MODES:
            raise BadRequest(f"'mode' must be one of {', '.join(MODES)}")
        if seed is None:
            seed = secrets.token_hex(8)
        if not isinstance(seed, (str, int)) or isinstance(seed, bool) or len(str(seed)) > 64:
            raise BadRequest("'seed' must be a short string or number")
        if open_nominations is None:
            open_nominations = len(bots) < len(names)
        if not isinstance(open_nominations, bool):
            raise BadRequest("'open_nominations' must be true or false")
        taken = list(names)
        try:
            starting = parse_names(travellers, "travellers", taken, MAX_NAME)
            later = parse_names(joining, "joining", taken, MAX_NAME)
        except ValueError as exc:
            raise BadRequest(str(exc)) from None
        if fabled is not None and not (isinstance(fabled, list) and all(isinstance(f, str) for f in fabled)):
            raise BadRequest("'fabled' must list Fabled character ids")
        try:
            game = Game(loaded, names, open_nominations=open_nominations, travellers=starting, joining=later,
                        fabled=fabled or ())
        except SetupError as exc:
            raise BadRequest(str(exc)) from None
        live = LiveGame(id=secrets.token_urlsafe(9), game=game, st_token=secrets.token_urlsafe(24),
                        tokens=tuple(secrets.token_urlsafe(24) for _ in taken), bots=frozenset(bots),
                        mode=mode, seed=str(seed), store=self.store)
        with live.lock:
            try:
                live._run_automatic()
            except SetupError as exc:
                raise BadRequest(f"setup failed: {exc}") from None
            lines = [decision_line(k, game.decisions[k], game.answers[k]) for k in range(len(game.answers))]
            header = game.header()
            json.dumps(header)
            live.room = self.store.create(live.id, live.st_token, live.tokens, header, bots, mode, str(seed),
                                          lines, finished=game.over, winner=game.winner,
                                          room_codes=[new_room_code() for _ in range(20)],
                                          owner_hash=owner_hash)
        with self.lock:
            self.games[live.id] = live
        return live


def room_game(hub: Hub, code: Any) -> LiveGame:
    """The live game of a room code (as typed: any case, dashes and spaces allowed).

    Raises:
        NotFound: no game has that code.
    """
    from .rooms import normalise_room_code
    clean = normalise_room_code(code)
    game_id = hub.store.game_of_room(clean) if clean is not None else None
    if game_id is None:
        raise NotFound("no game has that room code (check it with the Storyteller)")
    return hub.get(game_id)


def owned_games(hub: Hub, key: Any) -> list[dict[str, Any]]:
    """The games created with a Storyteller key, newest first, each with its Storyteller
    link (the key's holder created them). Empty for a key nothing was created with (a
    seat's token, for one, lists nothing).

    Raises:
        Forbidden: no key, or one that cannot be a Storyteller key.
    """
    from .rooms import key_hash
    h = key_hash(key)
    if h is None:
        raise Forbidden("give your Storyteller key (kept by the page you create games on)")
    return [{"id": g.id, "script": g.script, "created": g.created, "finished": g.finished, "winner": g.winner,
             "storyteller": f"/st/{g.id}#{g.st_token}"} for g in hub.store.owned(h)]
