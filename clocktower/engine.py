"""The phase machine: setup, nights, dawn, days and dusk, until a team wins.

:class:`Game` runs the whole game as one generator that ``yield``s a
:class:`~clocktower.decisions.Decision` each time it needs an answer. The engine never calls
an agent: ``game.pending`` is the decision it waits for, ``game.answer(value)`` validates
the value against the legal set and resumes the game (DESIGN properties 1 and 2).

The game is written in the order it is played, one module a phase:

- :mod:`clocktower.setup`: the bag, its modifiers, the deal and the bluffs (rulebook "Setup");
- :mod:`clocktower.night`: the night order walked step by step, then the dawn;
- :mod:`clocktower.day`: the talk, nominations, votes and the execution;
- :mod:`clocktower.core`: what every phase uses (events, hooks, registration, life and
  death, the win checks), and :mod:`clocktower.views`: what a seat may see.

:class:`Game` joins them and keeps the phase machine (:meth:`Game._run`). Everything other
code imports from here stays importable from here (``Game``, ``SetupBag``, ``SetupError``...).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import PurePath
from typing import Any

from . import __version__
from .catalogue import load_catalogue
from .characters import implemented_ids
from .core import Flow, GameCore, _GameEnded, _script_teams, all_pairs
from .day import DayPhase
from .decisions import Decision, DecisionKind, GameOverError, IllegalAnswer, canonical, cut_text, shown
from .edits import Edit, EditError, apply_edit, check_edit
from .homebrew import is_hidden_traveller
from .night import NightPhase
from .script import Script, load_script
from .setup import (
    PLAYER_COUNTS,
    SetupBag,
    SetupError,
    SetupPhase,
    playability_problems,
    unplayable_reason,
)
from .state import (
    GOOD,
    SEAT_WRITES,
    GameState,
    Seat,
)
from .talk import DEFAULT_TALK, TalkRules
from .travellers import MAX_SEATS, MAX_TRAVELLERS, TravellerPhase, offered_travellers, traveller_names
from .views import EventLog, PlayerInfo, SeatView

_STORYTELLER_KIND = DecisionKind.STORYTELLER  # (a module name is read faster than an enum member)

DEFAULT_NAMES = (
    "Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy",
    "Kim", "Leo", "Mia", "Ned", "Olga", "Pat", "Quinn", "Rita", "Sam", "Tess",
)


class Game(SetupPhase, NightPhase, DayPhase, TravellerPhase, GameCore):
    """One game of Blood on the Clocktower.

    Args:
        script: a :class:`Script` or the name or path of one.
        players: how many players (5 to 15, Travellers not counted), or their names.
        seating: a fixed Grimoire instead of the bag and the deal (for tests and
            puzzles): one entry per seat, a character id, or ``(true, believed)`` for the
            Drunk or the Marionette. Setup modifiers are not applied; the Storyteller still
            chooses the Demon's bluffs. A seat given a Traveller character is a Traveller
            (the Storyteller chooses its alignment).
        travellers: Travellers present from the start: how many (named after the players
            from the default names) or their names. They sit after the players and join
            once the Grimoire is set up (:mod:`clocktower.travellers`). Not with ``seating``.
        joining: names of players who may join later as Travellers, between phases.
        talk: how the day's talk runs (:class:`clocktower.talk.TalkRules`: rounds, free
            talk, whispers); default: one structured statement per seat.
        open_nominations: nominations as a table makes them: any seat that may nominate
            does so in any order, entered in one open Storyteller decision
            (:meth:`clocktower.day.DayPhase._open_nominations`); default: each seat is
            asked in seat order. Recorded in the header.

    Raises:
        SetupError: for a player count outside 5 to 15, more than 5 Travellers or 20
            seats, repeated names, or a script whose characters cannot fill the bag.
        clocktower.script.ScriptError: for a script that cannot be read.
        TypeError: ``script`` is not a Script, a text or a path; ``players`` is not an
            ``int`` or a list of texts (``"10"``, ``10.0`` and ``[1, 2, ...]`` are refused).

    After construction ``pending`` holds the first setup decision for the Storyteller.
    """

    def __init__(self, script: Script | str, players: int | Sequence[str] = 10, *,
                 seating: Sequence[str | tuple[str, str]] | None = None,
                 travellers: int | Sequence[str] = 0, joining: Sequence[str] = (),
                 talk: TalkRules | None = None, fabled: Sequence[str] = (),
                 open_nominations: bool = False) -> None:
        self.added_fabled = _check_added_fabled(fabled)
        if not isinstance(open_nominations, bool):
            raise TypeError(f"open_nominations must be True or False, not {shown(open_nominations)}")
        self.open_nominations = open_nominations
        self.talk_rules = DEFAULT_TALK if talk is None else talk
        if not isinstance(self.talk_rules, TalkRules):
            raise TypeError(f"talk must be TalkRules, not {type(talk).__name__}")
        if not isinstance(script, (Script, str, PurePath)):
            raise TypeError(f"script must be a Script, a bundled script's name or a path, "
                            f"not {type(script).__name__} {shown(script)}")
        _check_players(players)
        if not (isinstance(travellers, int) and not isinstance(travellers, bool)):
            _check_names(travellers, "travellers")
        _check_names(joining, "joining")
        self.script = script if isinstance(script, Script) else load_script(script)
        if seating is not None and isinstance(players, int):
            players = len(seating)
        names, starting = traveller_names(players, travellers, DEFAULT_NAMES)
        self._created_seats = len(names)
        self.traveller_config = {"travellers": list(starting), "joining": list(joining)}
        self._travellers_to_seat = list(starting)
        self._waiting = list(joining)
        self._exile_called = set()
        if starting and seating is not None:
            raise SetupError("with a fixed seating, give Travellers as Traveller characters in the seating")
        if len(starting) > MAX_TRAVELLERS:
            raise SetupError(f"a game has at most {MAX_TRAVELLERS} Travellers, not {len(starting)}")
        all_names = names + list(starting) + list(joining)
        if len(set(all_names)) != len(all_names):
            raise SetupError("player names must be different")
        self.seating = None if seating is None else [
            s if isinstance(s, str) else (s[0], s[1]) for s in seating]
        if self.seating is not None:
            if len(self.seating) != len(names):
                raise SetupError(f"the seating has {len(self.seating)} entries for {len(names)} players")
            known = load_catalogue()
            for entry in self.seating:
                for c in (entry,) if isinstance(entry, str) else entry:
                    if c not in known:
                        raise SetupError(f"the seating names an unknown character: {shown(c)}")
        fixed_travellers = 0
        if self.seating is not None:
            cat = load_catalogue()
            fixed_travellers = sum(1 for e in self.seating
                                   if isinstance(e, str) and str(cat.get(e).team) == "traveller")
            if fixed_travellers > MAX_TRAVELLERS:
                raise SetupError(f"a game has at most {MAX_TRAVELLERS} Travellers, not {fixed_travellers}")
        if isinstance(players, int) and not 5 <= players - fixed_travellers <= 15:
            raise SetupError(f"a game needs 5 to 15 players besides Travellers, not {players - fixed_travellers}")
        if len(names) - fixed_travellers not in PLAYER_COUNTS:
            raise SetupError(f"a game needs 5 to 15 players besides Travellers, not {len(names) - fixed_travellers}")
        if len(names) + len(starting) > MAX_SEATS:
            raise SetupError(f"a game has at most {MAX_SEATS} seats")
        if len(set(names)) != len(names):
            raise SetupError("player names must be different")
        reason, missing = _script_facts(self.script, len(names) - fixed_travellers)
        if self.seating is None and reason is not None:
            raise SetupError(reason)
        if starting:
            listed = [c for c in self.script.characters if c in load_catalogue()
                      and str(load_catalogue().get(c).team) == "traveller"]
            offered = offered_travellers(listed)
            if len(starting) > len(offered):
                raise SetupError(f"{len(starting)} Travellers asked for, but this script offers "
                                 f"{len(offered)} Traveller character{'' if len(offered) == 1 else 's'} the "
                                 f"engine runs ({', '.join(offered) or 'none'})")
        if self.seating is not None:
            # A fixed Grimoire needs only its own characters to run (tests of one script's
            # characters while the rest of that script is still being written).
            seated_ids = {c for entry in self.seating for c in ((entry,) if isinstance(entry, str) else entry)}
            missing = [c for c in missing if c in seated_ids]
        if missing:
            raise SetupError(
                f"script {self.script.name or self.script.source!r} uses characters the engine "
                f"does not implement yet: {', '.join(cut_text(m) for m in missing)}"
            )
        self._script_ids, teams = _script_teams(self.script)
        self._team_cache = dict(teams)
        self.state = GameState(seats=[
            Seat(i, n, "", "", GOOD, GOOD) for i, n in enumerate(names)
        ])
        if fixed_travellers and self.seating is not None:
            # (A hidden Traveller, Stowed Away's, is outside the setup counts too, but its seat
            # is not announced as a Traveller: clocktower.homebrew.)
            for seat, entry in zip(self.state.seats, self.seating):
                if isinstance(entry, str) and str(load_catalogue().get(entry).team) == "traveller" \
                        and not is_hidden_traveller(entry):
                    seat.traveller = True
        self.events = []
        self._setup_known = None  # (see _setup_search_data)
        self._event_logs = [EventLog(self.events, i) for i in range(len(names))]  # (see EventLog)
        self.answers = []
        self.edits: list[Edit] = []  # (see Game.edit)
        self.decisions = []
        self.event_marks = []
        self._seat_labels = None
        self._character_labels = None
        self._players = None  # (see public_players)
        self._views = [None] * len(names)  # (see view)
        self.identities_told: set[int] = set()  # (see identity_hidden)
        self._holders = {}  # (see _holder_tables)
        self._holders_of = (None, -1, None, None)  # (what _holders was made from)
        self._hooked_by = ({}, {})  # (see _hooked: by true_only)
        self._team_lists = {}  # (see script_characters)
        self._script_hook_cache = {}  # (see _script_hooks)
        self._no_winner_seen = None  # (see _check_win)
        self._ending = None  # (see end_game)
        self._talk_decisions = {}  # (see _talk)
        self._claims = None  # (see _bluff_claims)
        self._flow = self._run()
        self._pending: Decision | None = None
        self._advance(None, first=True)

    # ================================================================ public API
    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for, or None when the game is over."""
        return self._pending

    @property
    def over(self) -> bool:
        """True when a team has won."""
        return self.state.winner is not None

    @property
    def winner(self) -> str | None:
        """``"good"``, ``"evil"`` or None while the game goes on."""
        return self.state.winner

    def answer(self, value: Any, *, seat: int | None = None) -> None:
        """Answer the pending decision and run the game to its next decision.

        Args:
            value: an element of ``pending.options`` (or a tuple of them for a pick of
                several); lists are accepted for tuples; a text where the decision takes
                free text.
            seat: who is answering (a seat index or ``STORYTELLER``), when the caller wants
                it checked: an answer from anyone but the pending decision's chooser is
                refused (a text said out of turn). None: not checked.

        Raises:
            GameOverError: the game has ended.
            IllegalAnswer: the value is not legal, or ``seat`` is not the chooser; nothing
                changes. Legal means one of the options with exactly its types (``True`` is
                not ``1``, ``1.0``, ``Fraction(1)`` or ``complex(1, 0)`` is not the seat ``1``);
                a NumPy integer is taken as the plain ``int`` it equals (see
                :func:`clocktower.decisions.canonical`).
            Exception: any error raised while the game runs on from the answer (a
                :class:`SetupError` the answer made unavoidable, among others): the game is
                first put back as it was before the answer.
        """
        decision = self._pending
        if decision is None:
            raise GameOverError("the game is over; no decision is pending")
        if seat is not None and seat != decision.chooser:
            who = "the Storyteller" if decision.chooser < 0 else self.name(decision.chooser)
            raise IllegalAnswer(f"it is not {'the Storyteller' if seat < 0 else f'seat {seat}'}'s turn: "
                                f"{decision.step!r} ({decision.prompt}) is {who}'s to answer")
        options = decision.options
        if not (decision.count is None and not decision.free_text and len(options) <= 32
                and value in options and options[options.index(value)] is value):
            # (The common case above, written out: a single choice answered with one of the
            # very objects offered, as bots do, is legal as it stands; see ``validate``.)
            value = decision.validate(value)
        self.answers.append(value)
        self.decisions.append(decision)
        self.event_marks.append(len(self.events))
        if decision.kind == _STORYTELLER_KIND:
            self.emit("storyteller", f"Storyteller ({decision.step}): {decision.prompt} "
                      f"{decision.label(value) if decision.count is None else value}",
                      data={"step": decision.step})
        try:
            self._pending = self._flow.send(value)
        except StopIteration:
            self._pending = None
        except Exception:
            # The answer made the setup impossible (a SetupError), or running on from it
            # failed in any other way: put the game back as it was (it is determined by its
            # answers) and report the problem, so no answer that did not run stays recorded.
            self._rebuild(self.answers[:-1])
            raise

    def _rebuild(self, answers: Sequence[Any], edits: Sequence[Edit] | None = None) -> None:
        """Make this game what a fresh one becomes given ``answers``, with each of ``edits``
        (default: this game's edits made within those answers) applied at its position."""
        if edits is None:
            edits = [e for e in self.edits if e.at <= len(answers)]
        fresh = Game(self.script, [s.name for s in self.state.seats[:self._first_traveller_seat()]],
                     seating=self.seating, travellers=self.traveller_config["travellers"],
                     joining=self.traveller_config["joining"], talk=self.talk_rules,
                     fabled=self.added_fabled, open_nominations=self.open_nominations)
        pending = sorted(edits, key=lambda e: e.at)  # (stable: edits at one position keep their order)
        k = 0
        for n, a in enumerate(answers):
            while k < len(pending) and pending[k].at <= n:
                fresh._apply_edit(pending[k])
                k += 1
            fresh.answer(a)
        for e in pending[k:]:
            fresh._apply_edit(e)
        self.__dict__.update(fresh.__dict__)

    def edit(self, kind: str, seat: int, value: Any, tell: bool = False) -> Edit:
        """The Storyteller edits the Grimoire now (see :mod:`clocktower.edits`).

        Args:
            kind: one of :data:`clocktower.edits.EDIT_KINDS` (``"character"``,
                ``"alignment"``, ``"add_reminder"``, ``"remove_reminder"``, ``"alive"``,
                ``"ghost_vote"``, ``"drunk"``, ``"poisoned"``).
            seat: the seat (0-based).
            value: the new value (a character id, ``"good"``/``"evil"``,
                ``[character, token]`` for a reminder, or true/false).
            tell: for a character or alignment change, tell the seat (it then believes it).

        Returns:
            The edit, as kept in ``edits`` (and written to the record).

        Raises:
            EditError: naming what is wrong; nothing changes.
        """
        kind, seat, value, tell = check_edit(self, kind, seat, value, tell)
        made = Edit(len(self.answers), kind, seat, value, tell)
        self._apply_edit(made)
        return made

    def _apply_edit(self, made: Edit) -> None:
        check_edit(self, made.kind, made.seat, made.value, made.tell)
        apply_edit(self, made)
        self.edits.append(made)

    def undo(self, n: int = 1) -> None:
        """Take back the last ``n`` answers: the game becomes what it would be had they not
        been given (the Storyteller's edits made after them go too).

        Raises:
            ValueError: ``n`` is not from 1 to the number of answers given; nothing changes.
        """
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= len(self.answers):
            raise ValueError(f"undo takes 1 to {len(self.answers)} answers, not {n!r}")
        self._rebuild(self.answers[:-n])

    def view(self, seat: int) -> SeatView:
        """What one seat knows (DESIGN property 3: nothing from the Grimoire).

        Raises:
            IndexError: for a seat that does not exist.
        """
        state = self.state
        seats = state.seats
        if not 0 <= seat < len(seats):
            raise IndexError(f"no seat {seat}: seats are 0 to {len(seats) - 1}")
        # A view is a snapshot of plain values (its event log grows on its own): while no seat
        # and not the clock changed, the last view of the seat is that snapshot.
        key = (id(seats), SEAT_WRITES[0], state.phase, state.night, state.day)
        cached = self._views[seat]
        if cached is not None and cached[0] == key:
            return cached[1]
        s = seats[seat]
        believed = s.believed or ""
        alignment = s.believed_alignment
        if self.identity_hidden(seat):
            believed = alignment = ""  # (the Tor: not known until the seat dies)
        ability = load_catalogue().get(believed).ability if believed else ""
        # (I See Dead People: a seat told of its own unannounced death sees itself dead.)
        alive = s.public_alive and not self.knows_own_death(seat)
        view = SeatView(seat, s.name, believed, ability, alignment, alive, s.ghost_vote,
                        state.phase, state.night, state.day, self.public_players(), self._event_logs[seat],
                        self._script_ids)
        self._views[seat] = (key, view)
        return view

    def public_players(self) -> tuple[PlayerInfo, ...]:
        """Public facts of every seat."""
        seats = self.state.seats
        key = (id(seats), SEAT_WRITES[0])
        cached = self._players
        if cached is not None and cached[0] == key:
            return cached[1]
        players = tuple(PlayerInfo(s.index, s.name, s.public_alive, s.ghost_vote,
                                   s.character if s.traveller else "", s.left) for s in seats)
        self._players = (key, players)
        return players

    def storyteller_view(self) -> GameState:
        """The Grimoire: the whole state (for the Storyteller only)."""
        return self.state

    # ================================================================ plumbing
    def _advance(self, value: Any, first: bool = False) -> None:
        try:
            self._pending = next(self._flow) if first else self._flow.send(value)
        except StopIteration:
            self._pending = None

    def _run(self) -> Flow:
        """The whole game: setup, then night and day in turn until a team wins (a win check
        after every step raises ``_GameEnded``). The night ends with the dawn
        (:meth:`NightPhase._dawn`), the day with dusk."""
        try:
            yield from self._setup()
            yield from self._seat_travellers()
            while True:
                yield from self._night()
                yield from self._between_phases()
                yield from self._day()
                yield from self._between_phases()
        except _GameEnded:
            yield from self.finish_game()
            self.state.phase = "over"
            return

    # ================================================================ records
    def header(self) -> dict[str, Any]:
        """The record header: versions, script and seats (and the talk's rules, when they are
        not the default)."""
        header: dict[str, Any] = {
            "type": "header", "format": 1, "engine": __version__,
            "script": self.script.to_json(),
            "players": [s.name for s in self.state.seats[:self._first_traveller_seat()]],
            "seating": [list(x) if isinstance(x, tuple) else x for x in self.seating]
            if self.seating is not None else None,
            **({k: v for k, v in self.traveller_config.items() if v}),
        }
        if self.added_fabled:
            header["fabled"] = list(self.added_fabled)
        if not self.talk_rules.default:
            header["talk"] = self.talk_rules.to_json()
        if self.open_nominations:
            header["open_nominations"] = True
        return header

    def _first_traveller_seat(self) -> int:
        """The number of seats the game was created with (the players of the header;
        Travellers who joined sit after them)."""
        return self._created_seats


def _check_added_fabled(fabled: Sequence[str]) -> tuple[str, ...]:
    """The Fabled the Storyteller adds at setup besides the script's (almanac, Fabled: the
    Storyteller may put a Fabled in play to help run the game), checked.

    Raises:
        SetupError: an id that is not a Fabled, one the engine does not implement, or one
            given twice (the game is not created).
    """
    if isinstance(fabled, str):
        raise SetupError("fabled must be a sequence of character ids, not one string")
    cat = load_catalogue()
    out: list[str] = []
    for c in fabled:
        if c not in cat or str(cat.get(c).team) != "fabled":
            raise SetupError(f"not a Fabled character: {c!r}")
        if c not in implemented_ids():
            raise SetupError(f"the engine does not implement the {cat.get(c).name} yet")
        if c in out:
            raise SetupError(f"the {cat.get(c).name} is added twice")
        out.append(c)
    return tuple(out)


def _check_players(players: Any) -> None:
    """Refuse a ``players`` argument that is neither a count nor a list of names.

    Raises:
        TypeError: a count that is not an ``int`` (``10.0``, ``True``), a single text
            (``"10"`` would be read as ten one-letter names), or names that are not texts.
    """
    if isinstance(players, int) and not isinstance(players, bool):
        return
    if isinstance(players, (str, bytes)) or not isinstance(players, Sequence):
        raise TypeError(f"players must be a number of players (an int) or a list of names, "
                        f"not {type(players).__name__} {shown(players)}")
    _check_names(players, "players")


def _check_names(names: Any, what: str) -> None:
    """Refuse ``names`` (the players', the Travellers', the joining players') unless it is a
    list of texts.

    Raises:
        TypeError: naming ``what`` and the first value that is wrong.
    """
    if isinstance(names, (str, bytes)) or not isinstance(names, Sequence):
        raise TypeError(f"{what} must be a list of names, not {type(names).__name__} {shown(names)}")
    for name in names:
        if not isinstance(name, str):
            raise TypeError(f"each player's name must be a text, not {type(name).__name__} {shown(name)}")


_SCRIPT_FACTS: dict[tuple[int, int], tuple[Script, str | None, list[str]]] = {}
"""By ``id(script)`` and player count: the script (kept, so the id stays its own), why it cannot be played
alone, and its unimplemented characters."""


def _script_facts(script: Script, players: int) -> tuple[str | None, list[str]]:
    """:func:`unplayable_reason` at ``players`` and the unimplemented characters of a script
    that can come into play, worked out once per Script object and count (a Script is frozen: the games of one script
    share the answer). Travellers are seated only on request, and ids the catalogue does not
    know are never dealt, so neither stops a game (a real script sheet lists its edition's
    Travellers; ``clocktower check`` still names them)."""
    known = _SCRIPT_FACTS.get((id(script), players))
    if known is None or known[0] is not script:
        if len(_SCRIPT_FACTS) >= 256:
            _SCRIPT_FACTS.clear()
        cat = load_catalogue()
        dealt = [c for c in script.unimplemented(implemented_ids())
                 if c in script.homebrew or (c in cat and str(cat.get(c).team) != "traveller")]
        known = _SCRIPT_FACTS[id(script), players] = (script, unplayable_reason(script, players), dealt)
    return known[1], list(known[2])


__all__ = ["Game", "Edit", "EditError", "SeatView", "PlayerInfo", "EventLog", "SetupBag", "SetupError", "PLAYER_COUNTS",
           "IllegalAnswer", "canonical", "playability_problems", "unplayable_reason", "all_pairs", "Flow"]

