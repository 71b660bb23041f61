"""The phase machine: setup, nights, dawn, days and dusk, until a team wins.

:class:`Game` runs the whole game as one generator that ``yield``s a
:class:`~clocktower.decisions.Decision` each time it needs an answer. The engine never calls
an agent: ``game.pending`` is the decision it waits for, ``game.answer(value)`` validates
the value against the legal set and resumes the game (DESIGN properties 1 and 2).
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from . import __version__, rules
from .catalogue import load_catalogue
from .characters import SUPPRESS, behaviour, implemented_ids
from .characters import hook as module_hook
from .context import AbilityContext
from .decisions import STORYTELLER, YES_NO_LABELS, Decision, DecisionKind, GameOverError, IllegalAnswer, canonical
from .events import Event
from .script import Script, load_script
from .state import (
    EVIL,
    GOOD,
    SAFE,
    SEAT_WRITES,
    Death,
    Effect,
    GameState,
    Harm,
    Nomination,
    Seat,
)

Flow = Generator[Decision, Any, Any]

PLAYER_COUNTS: dict[int, tuple[int, int, int, int]] = {
    5: (3, 0, 1, 1), 6: (3, 1, 1, 1), 7: (5, 0, 1, 1), 8: (5, 1, 1, 1), 9: (5, 2, 1, 1),
    10: (7, 0, 2, 1), 11: (7, 1, 2, 1), 12: (7, 2, 2, 1), 13: (9, 0, 3, 1), 14: (9, 1, 3, 1),
    15: (9, 2, 3, 1),
}
"""Players -> (Townsfolk, Outsiders, Minions, Demons). Rulebook, "Setup"."""

DEFAULT_NAMES = (
    "Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy",
    "Kim", "Leo", "Mia", "Ned", "Olga", "Pat", "Quinn", "Rita", "Sam", "Tess",
)


class SetupError(ValueError):
    """Raised when a game cannot be set up (player count, script without a Demon...)."""


class _GameEnded(Exception):
    """Unwinds the game generator when a team has won."""


_set = object.__setattr__


@dataclass(frozen=True, slots=True, init=False)
class PlayerInfo:
    """What everyone can see about a seat: name, alive, ghost vote."""

    index: int
    name: str
    alive: bool
    ghost_vote: bool

    def __init__(self, index: int, name: str, alive: bool, ghost_vote: bool) -> None:
        # Written out (the fields above, in order): faster than a frozen dataclass's own.
        _set(self, "index", index)
        _set(self, "name", name)
        _set(self, "alive", alive)
        _set(self, "ghost_vote", ghost_vote)


class EventLog(Sequence[Event]):
    """A read-only window on the events one seat was shown, oldest first (it grows as the
    game goes on; it cannot be changed through the view).

    Args:
        events: the game's whole event list when ``seat`` is given, else the seat's own
            events (a view built by hand).
        seat: the seat whose log this is. The log then holds the events of ``events`` that
            are public or addressed to the seat (DESIGN property 3), picked out when the log
            is read: the game stores each event once, and a game nobody reads the logs of
            (random bots) never sorts them.
    """

    __slots__ = ("_all", "_seat", "_seen", "_read")

    def __init__(self, events: list[Event], seat: int | None = None) -> None:
        self._all = events
        self._seat = seat
        self._seen: list[Event] = events if seat is None else []
        self._read = 0  # (how many of ``_all`` have been looked at)

    def _events(self) -> list[Event]:
        seen = self._seen
        every = self._all
        if self._seat is not None and self._read < len(every):
            seat = self._seat
            for event in every[self._read:]:
                if event[2] or seat in event[3]:  # (public, or the seat is in its audience)
                    seen.append(event)
            self._read = len(every)
        return seen

    def __getitem__(self, index: Any) -> Any:
        return self._events()[index]

    def __len__(self) -> int:
        return len(self._events())

    def __iter__(self) -> Iterator[Event]:
        return iter(self._events())


@dataclass(frozen=True, slots=True, init=False)
class SeatView:
    """Everything one seat knows: built only from what that seat was shown.

    Attributes:
        seat: the seat index.
        name: the player's name.
        character: the character the player believes they are.
        ability: that character's ability line.
        alignment: the alignment the player has been told.
        alive: whether the player is alive (public).
        ghost_vote: whether they still hold a ghost vote.
        phase, night, day: the clock.
        players: public facts about every seat.
        events: the events this seat saw (public or told to it), oldest first.
        script: the ids on the script (public).
    """

    seat: int
    name: str
    character: str
    ability: str
    alignment: str
    alive: bool
    ghost_vote: bool
    phase: str
    night: int
    day: int
    players: tuple[PlayerInfo, ...]
    events: Sequence[Event]
    script: tuple[str, ...]

    def __init__(self, seat: int, name: str, character: str, ability: str, alignment: str, alive: bool,
                 ghost_vote: bool, phase: str, night: int, day: int, players: tuple[PlayerInfo, ...],
                 events: Sequence[Event], script: tuple[str, ...]) -> None:
        # Written out (the fields above, in order): faster than a frozen dataclass's own.
        _set(self, "seat", seat)
        _set(self, "name", name)
        _set(self, "character", character)
        _set(self, "ability", ability)
        _set(self, "alignment", alignment)
        _set(self, "alive", alive)
        _set(self, "ghost_vote", ghost_vote)
        _set(self, "phase", phase)
        _set(self, "night", night)
        _set(self, "day", day)
        _set(self, "players", players)
        _set(self, "events", events)
        _set(self, "script", script)


_BAG_FIELDS = frozenset({"game", "counts", "chosen", "fixed", "reserved", "probe", "_modifier"})
"""SetupBag attributes that are not extra state a setup hook left on the bag."""

_BAG_ORDER = ("demon", "minion", "outsider", "townsfolk")
"""The order the bag is filled in (the Demon's and Minions' modifiers come first)."""

_BagPos = tuple[int, bool, int, bool]
_BAG_START: _BagPos = (0, False, 0, False)
"""Where the filling starts: (round, removing, index in _BAG_ORDER, changed this round)."""


def _has_modifier(character: str) -> bool:
    """True when :meth:`Game._apply_modifiers` would do anything for ``character``."""
    return bool(module_hook(character, "SETUP_OUTSIDERS") or module_hook(character, "SETUP_MINIONS")
                or module_hook(character, "setup_bag") is not None)


class _SetupSearch:
    """What the setup search has learnt about one script at one player count.

    Attributes:
        plain: the script's characters that are interchangeable while the bag is filled: no
            setup modifier, cover, bag or seat rule of their own, and not named by another
            character's setup (``NEEDS_ON_SCRIPT``: the Huntsman's Damsel). One stands for all.
        memo: (fill position, :meth:`SetupBag.key`) -> whether the setup can be completed.
        legal: (question, fill position, :meth:`SetupBag.key`) -> for each character asked
            about (an interchangeable one as ``"~"`` and its type), whether it may be chosen
            (:meth:`Game._legal_in`).
        failure: the first reason the search met why a way fails (the error to raise when
            no way works).
    """

    HOOKS = ("setup_bag", "SETUP_OUTSIDERS", "SETUP_MINIONS", "bag_allowed", "COVER", "cover_options",
             "seat_options", "THINKS_THEY_ARE")

    def __init__(self, characters: Sequence[str]) -> None:
        cat = load_catalogue()
        modules = {c: behaviour(c) for c in characters}
        named = {x for m in modules.values() for x in getattr(m, "NEEDS_ON_SCRIPT", ())}
        self.plain = frozenset(c for c, m in modules.items() if not cat.get(c).setup and c not in named
                               and not any(hasattr(m, h) for h in self.HOOKS))
        self.allowed = {c: getattr(m, "bag_allowed", None) for c, m in modules.items()}
        self.memo: dict[Any, bool] = {}
        self.legal: dict[Any, dict[str, bool]] = {}  # (see Game._legal_in)
        self.failure: str | None = None


_SETUP_SEARCHES: dict[tuple[Any, ...], _SetupSearch] = {}
"""The setup search's memos by (script name, script characters, players): its answers
depend on nothing else, so the games of one script and size share them."""

_VOTE_OPTIONS = (True, False)
_VOTE_LABELS = YES_NO_LABELS
# (A module name is read faster than an enum member, on paths taken at most decisions.)
_STORYTELLER_KIND = DecisionKind.STORYTELLER
_tuple_new = tuple.__new__  # (``Game.emit`` builds an event as ``events.make_event`` does, inline)
_NOMINATE_KIND = DecisionKind.NOMINATE
_NIGHT_ORDERS: dict[tuple[Any, ...], tuple[str, ...]] = {}
"""By (script ids, custom night order, first night, characters held that are off the script):
the night order (see ``Game.night_order``; it depends on nothing else but the catalogue)."""
_VOTE_DECISIONS: dict[tuple[str, int], tuple[Decision, ...]] = {}
"""By (prompt, number of seats): the vote decision of each seat, with the plain yes/no options.
A decision is frozen plain data, so games whose votes read alike share them (most of a game's
decisions are votes, and the seat names, hence the prompts, are usually the default ones)."""


def _vote_decisions(prompt: str, seats: int) -> tuple[Decision, ...]:
    """The decisions asking each of ``seats`` seats to vote yes or no, with ``prompt``
    (indexed by seat)."""
    key = (prompt, seats)
    found = _VOTE_DECISIONS.get(key)
    if found is None:
        if len(_VOTE_DECISIONS) >= 4096:
            _VOTE_DECISIONS.clear()
        found = _VOTE_DECISIONS[key] = tuple(
            Decision(DecisionKind.VOTE, voter, "vote", prompt, _VOTE_OPTIONS, subject=voter, labels=_VOTE_LABELS)
            for voter in range(seats))
    return found

_STATEMENT_OPTIONS: dict[tuple[tuple[str, ...], int, int], tuple[Any, ...]] = {}
"""The talk's statement options by (script characters, seats, seat): see
:meth:`Game.statement_options`."""


class SetupBag:
    """The bag while the Storyteller fills it: counts per character type and the tokens.

    Given to a character's ``setup_bag(bag)`` hook so its bracketed modifier can change
    the counts or add tokens (Legion, Village Idiot, Huntsman's Damsel).

    Attributes:
        counts: how many tokens of each type the bag must hold.
        chosen: the characters chosen so far (a character may appear several times when a
            modifier adds copies).
        fixed: characters a modifier requires, which are never taken back out.
        reserved: characters kept out of the bag and out of other covers: a cover chosen
            early (the Marionette who believes it is the Huntsman, per their jinx).
    """

    def __init__(self, game: Game, counts: dict[str, int]) -> None:
        self.game = game
        self.counts = counts
        self.chosen: list[str] = []
        self.fixed: set[str] = set()
        self.reserved: set[str] = set()
        self.probe = False
        # While a chosen character's modifier runs: (character, the bag just after it was
        # chosen, the answers given to the modifier so far, the fill position to go on from).
        self._modifier: tuple[str, SetupBag, list[Any], _BagPos] | None = None

    def copy(self) -> SetupBag:
        """A probe copy: the setup search tries modifiers on it without touching the game
        (no events, no remembered choices, questions answered by the search)."""
        new = SetupBag.__new__(SetupBag)
        new.__dict__.update(self.__dict__)
        new.counts = dict(self.counts)
        new.chosen = list(self.chosen)
        new.fixed = set(self.fixed)
        new.reserved = set(self.reserved)
        new.probe = True
        new._modifier = None
        return new

    def key(self) -> tuple[Any, ...]:
        """What the rest of the setup depends on, with interchangeable characters (see
        :meth:`Game._setup_plain`) replaced by their type: equal keys, equal futures."""
        game = self.game
        plain = (game._setup_known or game._setup_search_data()).plain
        cache = game._team_cache

        def canon(cs: Iterable[str]) -> tuple[str, ...]:
            return tuple(sorted(["~" + cache[c] if c in plain else c for c in cs])) if cs else ()

        return (tuple(sorted(self.counts.items())), canon(self.chosen), canon(self.fixed),
                canon(self.reserved), self._extras())

    def _extras(self) -> tuple[tuple[str, str], ...]:
        """What setup hooks left on the bag besides its own fields, as sorted (name, repr)."""
        fields = self.__dict__
        if fields.keys() <= _BAG_FIELDS:
            return ()
        return tuple(sorted([(k, repr(v)) for k, v in fields.items() if k not in _BAG_FIELDS]))

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.game.state.seats)

    def count(self, team: str) -> int:
        """Tokens of one character type in the bag."""
        cache = self.game._team_cache
        return sum(1 for c in self.chosen if cache[c] == team)

    def is_fixed(self, character: str) -> bool:
        """True for a character a modifier requires (or one with a modifier itself)."""
        return character in self.fixed or bool(load_catalogue().get(character).setup)

    def add(self, character: str, *, fixed: bool = True) -> None:
        """Put one more token of ``character`` in the bag."""
        if character not in self.game._team_cache:
            self.game._team_cache[character] = str(load_catalogue().get(character).team)
        self.chosen.append(character)
        if fixed:
            self.fixed.add(character)

    def script(self, team: str | None = None) -> list[str]:
        """The script's characters (of one type)."""
        return self.game.script_characters(team)

    def candidates(self, team: str) -> list[str]:
        """The script's characters of one type that may go in this bag: those whose module's
        ``bag_allowed(bag)`` hook, if any, says yes (the Lunatic needs a Demon on the script
        that it could believe it is)."""
        out = []
        hooks = (self.game._setup_known or self.game._setup_search_data()).allowed
        for c in self.game._script_team(team):
            allowed = hooks[c] if c in hooks else module_hook(c, "bag_allowed")
            if allowed is None or allowed(self):
                out.append(c)
        return out

    def room(self, team: str) -> int:
        """The most tokens of one type the bag can come to hold: those in it, plus the
        script's others of that type not chosen yet (nor reserved)."""
        chosen, reserved = self.chosen, self.reserved
        return self.count(team) + sum(1 for c in self.game._script_team(team) if c not in chosen and c not in reserved)

    def fits(self, team: str, delta: int) -> bool:
        """True when moving ``delta`` places from Townsfolk to ``team`` leaves both counts
        fillable from the script (a +1 Outsider needs an Outsider the bag can still take)."""
        return (0 <= self.counts[team] + delta <= self.room(team)
                and 0 <= self.counts["townsfolk"] - delta <= self.room("townsfolk"))

    def remember(self, character: str, value: Any) -> None:
        """Keep a standing choice a character's setup made, for its ability to read later
        (``AbilityContext.setup_choice``: the Boffin's ability chosen at setup)."""
        if not self.probe:
            self.game.state.setup_choices[character] = value

    def apply_modifiers(self, character: str) -> Flow:
        """Apply another character's bracketed setup change to this bag (a jinx: a Marionette
        who believes it is the Balloonist or the Huntsman)."""
        return (yield from self.game._apply_modifiers(character, self))

    def choose(self, step: str, prompt: str, options: Sequence[Any], count: tuple[int, int] | None = None,
               labels: dict[Any, str] | None = None) -> Flow:
        """Ask the Storyteller a setup question.

        Only options after which the setup can still be completed are offered (the setup
        search replays the running modifier with each option). A probe copy yields the
        question unfiltered, for the search to answer."""
        if self.probe:
            if not options:
                raise SetupError(f"{step}: no option")
            return (yield Decision(DecisionKind.SETUP, STORYTELLER, step, prompt, tuple(options), count=count))
        legal = list(options)
        context = self._modifier
        if context is not None and count is None:
            character, start, answers, pos = context
            legal = [x for x in options if self.game._modifier_works(start, pos, character, (*answers, x))]
            if not legal:
                raise SetupError(self.game._setup_failure or f"{step}: no option completes the setup")
        answer = yield from self.game._setup_choice(step, prompt, legal, count, labels)
        if context is not None:
            context[2].append(answer)
        return answer


class Game:
    """One game of Blood on the Clocktower.

    Args:
        script: a :class:`Script` or the name or path of one.
        players: how many players (5 to 15), or their names.
        seating: a fixed Grimoire instead of the bag and the deal (for tests and
            puzzles): one entry per seat, a character id, or ``(true, believed)`` for the
            Drunk or the Marionette. Setup modifiers are not applied; the Storyteller still
            chooses the Demon's bluffs.

    Raises:
        SetupError: for a player count outside 5 to 15, or a script whose characters
            cannot fill the bag.
        clocktower.script.ScriptError: for a script that cannot be read.

    After construction ``pending`` holds the first setup decision for the Storyteller.
    """

    def __init__(self, script: Script | str, players: int | Sequence[str] = 10, *,
                 seating: Sequence[str | tuple[str, str]] | None = None) -> None:
        self.script = script if isinstance(script, Script) else load_script(script)
        if seating is not None and isinstance(players, int):
            players = len(seating)
        names = list(players) if not isinstance(players, int) else list(DEFAULT_NAMES[:players])
        self.seating = None if seating is None else [
            s if isinstance(s, str) else (s[0], s[1]) for s in seating]
        if self.seating is not None:
            if len(self.seating) != len(names):
                raise SetupError(f"the seating has {len(self.seating)} entries for {len(names)} players")
            known = load_catalogue()
            for entry in self.seating:
                for c in (entry,) if isinstance(entry, str) else entry:
                    if c not in known:
                        raise SetupError(f"the seating names an unknown character: {c!r}")
        if isinstance(players, int) and not 5 <= players <= 15:
            raise SetupError(f"a game needs 5 to 15 players, not {players}")
        if len(names) not in PLAYER_COUNTS:
            raise SetupError(f"a game needs 5 to 15 players, not {len(names)}")
        if len(set(names)) != len(names):
            raise SetupError("player names must be different")
        reason, missing = _script_facts(self.script)
        if self.seating is None and reason is not None:
            raise SetupError(reason)
        if self.seating is not None:
            # A fixed Grimoire needs only its own characters to run (tests of one script's
            # characters while the rest of that script is still being written).
            seated_ids = {c for entry in self.seating for c in ((entry,) if isinstance(entry, str) else entry)}
            missing = [c for c in missing if c in seated_ids]
        if missing:
            raise SetupError(
                f"script {self.script.name or self.script.source!r} uses characters the engine "
                f"does not implement yet: {', '.join(missing)}"
            )
        self._script_ids, teams = _script_teams(self.script)
        self._team_cache = dict(teams)
        self.state = GameState(seats=[
            Seat(i, n, "", "", GOOD, GOOD) for i, n in enumerate(names)
        ])
        self.events: list[Event] = []
        self._setup_known: _SetupSearch | None = None  # (see _setup_search_data)
        self._event_logs = [EventLog(self.events, i) for i in range(len(names))]  # (see EventLog)
        self.answers: list[Any] = []
        self.decisions: list[Decision] = []
        self.event_marks: list[int] = []
        self._seat_labels: dict[Any, str] | None = None
        self._character_labels: dict[Any, str] | None = None
        self._players: tuple[Any, tuple[PlayerInfo, ...]] | None = None  # (see public_players)
        self._views: list[tuple[Any, SeatView] | None] = [None] * len(names)  # (see view)
        self._holders: dict[Any, Any] = {}  # (see _holder_tables)
        self._holders_of: tuple[Any, ...] = (None, -1, None, None)  # (what _holders was made from)
        self._hooked_by: tuple[dict[str, Any], dict[str, Any]] = ({}, {})  # (see _hooked: by true_only)
        self._team_lists: dict[str | None, tuple[str, ...]] = {}  # (see script_characters)
        self._script_hook_cache: dict[str, tuple[tuple[str, Any], ...]] = {}  # (see _script_hooks)
        self._no_winner_seen: tuple[list[Seat], int] | None = None  # (see _check_win)
        self._talk_decisions: dict[int, Decision] = {}  # (see _talk)
        self._claims: tuple[list[Any], int, dict[int, list[str]]] | None = None  # (see _bluff_claims)
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

    def answer(self, value: Any) -> None:
        """Answer the pending decision and run the game to its next decision.

        Args:
            value: an element of ``pending.options`` (or a tuple of them for a pick of
                several); lists are accepted for tuples.

        Raises:
            GameOverError: the game has ended.
            IllegalAnswer: the value is not legal; nothing changes.
        """
        decision = self._pending
        if decision is None:
            raise GameOverError("the game is over; no decision is pending")
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
        except SetupError:
            # The answer made the setup impossible: put the game back as it was (it is
            # determined by its answers) and report the problem.
            self._rebuild(self.answers[:-1])
            raise

    def _rebuild(self, answers: Sequence[Any]) -> None:
        fresh = Game(self.script, [s.name for s in self.state.seats], seating=self.seating)
        for a in answers:
            fresh.answer(a)
        self.__dict__.update(fresh.__dict__)

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
        ability = load_catalogue().get(believed).ability if believed else ""
        view = SeatView(seat, s.name, believed, ability, s.believed_alignment, s.public_alive, s.ghost_vote,
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
        players = tuple(PlayerInfo(s.index, s.name, s.public_alive, s.ghost_vote) for s in seats)
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
        try:
            yield from self._setup()
            while True:
                yield from self._night()
                yield from self._day()
        except _GameEnded:
            self.state.phase = "over"
            return

    def emit(self, kind: str, text: str, *, public: bool = False, seats: Iterable[int] = (),
             data: dict[str, Any] | None = None) -> Event:
        """Record an event with its audience (everyone, some seats, or the Storyteller).

        Raises:
            ValueError: a seat of the audience does not exist.
        """
        state = self.state
        phase = state.phase
        audience = seats if type(seats) is tuple else tuple(seats)
        if audience:
            n = len(state.seats)
            for s in audience:
                if not 0 <= s < n:
                    raise ValueError(f"event {kind!r} addressed to a seat that does not exist: {audience}")
        # (Each seat's log picks its events out of this one list when it is read: EventLog.)
        event = _tuple_new(Event, (kind, text, public, audience, data or {},
                                   (phase, state.night if phase == "night" else state.day)))
        self.events.append(event)
        return event

    def seat_labels(self) -> dict[Any, str]:
        """Labels for seat options (``None`` reads "no one")."""
        if self._seat_labels is None:
            self._seat_labels = {s.index: s.name for s in self.state.seats}
            self._seat_labels[None] = "no one"
        return self._seat_labels

    def character_labels(self) -> dict[Any, str]:
        """Labels for character options."""
        if self._character_labels is None:
            cat = load_catalogue()
            labels: dict[Any, str] = {c: cat.get(c).name for c in self._script_ids}
            labels[None] = "no one"
            self._character_labels = labels
        return self._character_labels

    def script_characters(self, team: str | None = None) -> list[str]:
        """Script character ids, optionally of one type. Without a type: the characters a
        seat can be (the Storyteller's Fabled and Loric are left out)."""
        found = self._team_lists.get(team)
        if found is None:
            teams = _script_teams(self.script)[1]
            found = self._team_lists[team] = tuple(
                c for c in self._script_ids
                if (teams[c] not in ("fabled", "loric") if team is None else teams[c] == team))
        return list(found)

    def _script_team(self, team: str | None) -> tuple[str, ...]:
        """:meth:`script_characters` as the kept tuple (for the setup search: not a copy)."""
        found = self._team_lists.get(team)
        if found is None:
            self.script_characters(team)
            found = self._team_lists[team]
        return found

    def team(self, seat: int) -> str:
        """A seat's true character type."""
        return rules.team_of(self.state.seats[seat].character)

    def neighbours(self, seat: int, *, alive_only: bool = False) -> tuple[int, int]:
        """The nearest seats before and after ``seat`` (alive ones if asked)."""
        n = len(self.state.seats)
        def step(direction: int) -> int:
            i = seat
            for _ in range(n):
                i = (i + direction) % n
                if i == seat:
                    break
                if not alive_only or self.state.seats[i].alive:
                    return i
            return seat
        return step(-1), step(1)

    def name(self, seat: int) -> str:
        """A seat's player name ("the Storyteller" for :data:`STORYTELLER`).

        Raises:
            IndexError: for any other seat that does not exist (never a silent negative index).
        """
        if seat == STORYTELLER:
            return "the Storyteller"
        if not 0 <= seat < len(self.state.seats):
            raise IndexError(f"no seat {seat}")
        return self.state.seats[seat].name

    def char_name(self, character: str) -> str:
        """A character's display name."""
        return rules.name_of(character)

    def ctx(self, seat: int, character: str | None = None) -> AbilityContext:
        """The ability context of a seat (its true character unless told otherwise).

        For :data:`STORYTELLER` (a Fabled or Loric ability) the character must be given.
        """
        if seat == STORYTELLER:
            if character is None:
                raise ValueError("a Storyteller ability context needs its character")
            return AbilityContext(self, seat, character)
        if not 0 <= seat < len(self.state.seats):
            raise IndexError(f"no seat {seat}")
        return AbilityContext(self, seat, character or self.state.seats[seat].character)

    # ================================================================ effects
    def add_effect(self, effect: Effect) -> None:
        self.state.effects.append(effect)

    def remove_effects(self, source: int | None, character: str, *, kind: str | None = None,
                       target: int | None = None) -> None:
        self.state.effects[:] = [
            e for e in self.state.effects
            if not (e.source == source and e.source_character == character
                    and (kind is None or e.kind == kind) and (target is None or e.target == target))
        ]

    def _expire(self, when: str, number: int) -> None:
        self.state.effects[:] = [e for e in self.state.effects if e.until != (when, number)]

    def mark_woke(self, seat: int, character: str) -> None:
        if seat == STORYTELLER:
            return  # a Storyteller character has nobody to wake
        if seat not in self.state.woke_tonight:
            self.state.woke_tonight.append(seat)
        self.emit("woke", f"{self.name(seat)} wakes as the {self.char_name(character)}.",
                  data={"seat": seat, "character": character})

    def log_choice(self, ctx: AbilityContext, chosen: tuple[int, ...], character: str | None = None) -> None:
        who = ", ".join(self.name(s) for s in chosen) or "no one"
        label = self.char_name(ctx.character)
        grant = rules.granted(self.state, ctx.seat, ctx.character) if ctx.seat != STORYTELLER else None
        if grant is not None and module_hook(grant.source_character, "UNNAMED_GRANTS"):
            label = "with an unknown ability"  # the Amnesiac never learns its ability's name
        text = f"{self.name(ctx.seat)} ({label}) chooses {who}"
        if character is not None:
            text = f"{self.name(ctx.seat)} ({label}) chooses the {self.char_name(character)}"
        self.emit("chose", text + ".", seats=() if ctx.seat == STORYTELLER else (ctx.seat,),
                  data={"seat": ctx.seat, "players": list(chosen), "character": character})

    def after_chosen(self, chooser: AbilityContext, chosen: tuple[int, ...]) -> Flow:
        """Let chosen characters react to being chosen by a seat's ability (Goon)."""
        if self.state.phase != "night" or chooser.seat == STORYTELLER:
            return
        for target in dict.fromkeys(chosen):
            # Its own ability's and any granted one's (a Demon given the Goon's by the Boffin).
            for character in self._acting_characters(self.state.seats[target], true_only=True):
                hook = module_hook(character, "on_chosen")
                if hook is not None:
                    result = hook(self.ctx(target, character), chooser)
                    if result is not None:
                        yield from result

    # ================================================================ registration
    def register(self, asker: AbilityContext, seat: int, aspect: str) -> Flow:
        """What ``seat`` registers as to ``asker``'s ability.

        The seat's character module may offer ``registers_as(ctx, aspect) -> set``, and
        ``registers_as_to(ctx, aspect, asker) -> set`` for what it may register as to one
        particular ability (a jinx); when they offer more than the truth, the Storyteller
        chooses (the Recluse, Legion, the Zealot to Legion...).
        Otherwise the truth is returned and no decision is asked. An ability in play may
        impose what a seat registers as to another ability (``registration_rule``: a jinx
        such as the Lleech's host registering as the Demon to the Slayer).
        """
        for holder, character, rule in self._hooked("registration_rule", True):
            imposed = rule(AbilityContext(self, holder, character), asker, seat, aspect)
            if imposed is not None:
                return imposed
        s = self.state.seats[seat]
        if aspect == "team":
            truth = rules.team_of(s.character)
        elif aspect == "alignment":
            truth = s.alignment
        elif aspect == "character":
            truth = s.character
        else:
            raise KeyError(aspect)
        hook = module_hook(s.character, "registers_as")
        to_asker = module_hook(s.character, "registers_as_to")
        if hook is None and to_asker is None:
            return truth
        options = set(hook(self.ctx(seat), aspect)) if hook is not None else set()
        if to_asker is not None:
            # Registration only towards some abilities (a jinx: the Zealot to Legion).
            options |= set(to_asker(self.ctx(seat), aspect, asker))
        if not options or options == {truth}:
            return truth
        ordered = (truth,) + tuple(sorted(o for o in options if o != truth))
        return (yield Decision(
            DecisionKind.STORYTELLER, STORYTELLER, f"register.{s.character}",
            f"What does {s.name} register as ({aspect}) to the {self.char_name(asker.character)}?",
            ordered, truth=(truth,), why="registration", subject=seat,
        ))

    def information_options(self, ctx: AbilityContext, truth: tuple[Any, ...],
                            domain: tuple[Any, ...],
                            false: tuple[Any, ...] | None = None) -> tuple[tuple[Any, ...], str]:
        """The legal information values for a seat's ability, and why.

        A functioning ability may be shown only the truth; otherwise anything in the
        domain. Characters in play may change this with ``information_rule`` (the Vortox).
        When no true value exists at all, anything in the domain is legal.
        ``false``, when given, is the part of the domain that counts as false information
        (the Savant: two false statements, not two true ones); rule modifiers then see the
        domain as ``false`` plus the truth.
        """
        if ctx.functioning:
            options, why = truth, ""
        else:
            why = rules.why_not_functioning(self.state, ctx.seat, ctx.character) or "no ability"
            options = tuple(dict.fromkeys(domain + truth))
        rules_in_play = self._hooked("information_rule", True)
        if rules_in_play:
            rule_domain = domain if false is None else tuple(dict.fromkeys(false + truth))
            for seat, character, hook in rules_in_play:
                changed = hook(AbilityContext(self, seat, character), ctx, truth, rule_domain, options)
                if changed is not None:
                    options, why = changed
        if not options:
            options = truth
        if not options:
            # No true value exists (a Knight among Legion with one other good player): the
            # Storyteller cannot tell the truth, so any value of the domain is legal.
            options, why = tuple(dict.fromkeys(domain)), "no true value exists"
        return options, why

    # ================================================================ life and death
    def is_protected(self, target: int, harm: Harm, effect: str | None = None) -> bool:
        """True when some ability stops ``harm`` to ``target`` (no side effects)."""
        if harm.unstoppable:
            return False
        if effect is None:
            for e in self.state.effects:
                if e.kind == SAFE and e.target == target and rules.effect_active(self.state, e):
                    return True
        for seat, character, hook in self._hooked("protects", True):
            if hook(AbilityContext(self, seat, character), target, harm, effect):
                return True
        return False

    def kill(self, target: int, harm: Harm) -> Flow:
        """Try to kill a seat; run death triggers. Returns True if it died.

        Rule: rulebook "Death"; protections are skipped for an unstoppable harm (Assassin).
        """
        for holder, character, hook in self._hooked("redirect_death", True):
            result = hook(AbilityContext(self, holder, character), target, harm)
            new_target = (yield from result) if result is not None else None
            if new_target is not None and new_target != target:
                self.emit("grimoire", f"The death meant for {self.name(target)} goes to "
                          f"{self.name(new_target)} ({self.char_name(character)}).")
                target = new_target
                break
        seat = self.state.seats[target]
        source = self.char_name(harm.source_character) if harm.source_character else "execution"
        if not seat.alive:
            self.emit("grimoire", f"{seat.name} is already dead ({source}).")
            return False
        if self.is_protected(target, harm):
            self.emit("protected", f"{seat.name} does not die ({source}): protected.")
            return False
        seat.alive = False
        if self.state.phase != "night":
            seat.public_alive = False
        phase = self.state.phase
        number = self.state.night if phase == "night" else self.state.day
        death = Death(target, seat.character, harm, phase, number)
        self.state.deaths.append(death)
        if phase == "night":
            self.emit("died", f"{seat.name} dies tonight ({source}).", data={"seat": target})
        else:
            self.emit("died", f"{seat.name} dies.", public=True, data={"seat": target})
        yield from self._hooks("on_death", death)
        return True

    def resurrect(self, target: int, by: str) -> Flow:
        """Bring a dead seat back to life, ability restored (Professor, Shabaloth)."""
        seat = self.state.seats[target]
        if seat.alive:
            return False
        seat.alive = True
        seat.ghost_vote = True
        if self.state.phase != "night":
            seat.public_alive = True
        for key in [k for k in self.state.memory if k[0] == target]:
            del self.state.memory[key]
        self.state.reminders[:] = [r for r in self.state.reminders
                                   if not (r.source == target and r.token == "No ability")]
        self._resurrected.append(target)
        self.emit("resurrected", f"{seat.name} is alive again ({self.char_name(by)}).",
                  data={"seat": target})
        for character in self._acting_characters(seat):
            module = behaviour(character)
            start = getattr(module, "first_night", None)
            if getattr(module, "START_KNOWING", False) and start is not None:
                gen = start(self.ctx(target, character))
                if gen is not None:
                    yield from gen
        return True

    def change_character(self, target: int, character: str, *, tell: bool = True,
                         keep_believed: bool = False) -> None:
        seat = self.state.seats[target]
        old = seat.character
        seat.character = character
        if not keep_believed:
            seat.believed = character
        # Grants tied to the old character end with it; one the player goes on believing in
        # (made the Marionette) stays as a belief only (``Grant.while_character``).
        grants = self.state.granted.get(target)
        if grants:
            grants[:] = [g if g.while_character in (None, character) else replace(g, believed_only=True)
                         for g in grants if g.while_character in (None, character) or keep_believed]
        self.emit("character_changed",
                  f"{seat.name} is now the {self.char_name(character)} (was the {self.char_name(old)}).",
                  seats=(target,) if tell else (), data={"seat": target, "character": character})
        for ctx, hook in self._hook_list("on_character_changed"):
            hook(ctx, target, old)

    def change_alignment(self, target: int, alignment: str, *, tell: bool = True) -> None:
        seat = self.state.seats[target]
        seat.alignment = alignment
        if tell:
            seat.believed_alignment = alignment
        self.emit("alignment_changed", f"{seat.name} is now {alignment}.",
                  seats=(target,) if tell else (), data={"seat": target, "alignment": alignment})

    def end_game(self, winner: str, reason: str, condition: str = "") -> None:
        """End the game: a team has won.

        Args:
            winner: ``"good"`` or ``"evil"``.
            reason: the sentence announced.
            condition: a short code of the win condition (``"no-demon"``, ``"two-alive"``,
                or the id of the character whose ability decided it).
        """
        if self.state.winner is None:
            self.state.winner = winner
            self.state.win_reason = reason
            self.state.win_condition = condition or reason
            self.state.phase = "over"
            self.emit("game_over", f"{winner.capitalize()} wins: {reason}", public=True,
                      data={"winner": winner, "reason": reason})
        raise _GameEnded

    def _check_win(self) -> None:
        """End the game if a win condition is met (rulebook "Winning", plus abilities)."""
        suppress = False
        for seat, character, hook in self._hooked("check_win", True):
            result = hook(AbilityContext(self, seat, character))
            if result == SUPPRESS:
                suppress = True
            elif result:
                self.end_game(*result)
        if suppress:
            return
        # The rulebook's checks read only the seats: when no seat was written since they last
        # found no winner, they would find none again.
        seats = self.state.seats
        quiet = self._no_winner_seen
        if quiet is not None and quiet[0] is seats and quiet[1] == SEAT_WRITES[0]:
            return
        teams = self._team_cache
        alive = 0
        demon = False
        for s in seats:
            if s.alive:
                if not s.traveller:
                    alive += 1
                if not demon:
                    c = s.character
                    demon = (teams[c] if c in teams else rules.team_of(c)) == "demon"
        if not demon:
            self.end_game(GOOD, "no Demon is alive.", "no-demon")
        if alive <= 2:
            self.end_game(EVIL, "just two players are alive and one of them is the Demon.", "two-alive")
        self._no_winner_seen = (seats, SEAT_WRITES[0])

    # ================================================================ hooks
    def _acting_characters(self, seat: Seat, true_only: bool = False) -> list[str]:
        """The characters whose hooks run for a seat: its own, granted abilities, and (unless
        ``true_only``) the character it only believes it is (Drunk, Marionette)."""
        chars = [seat.character] if seat.character else []
        for grant in self.state.granted.get(seat.index, ()):
            if grant.character not in chars and not (true_only and grant.believed_only):
                chars.append(grant.character)
        if not true_only and seat.believed and seat.believed not in chars:
            if module_hook(seat.character, "THINKS_THEY_ARE"):
                chars.append(seat.believed)
        return chars

    def _holder_tables(self) -> dict[Any, Any]:
        """The ability holders and hook lists for the Grimoire as it is now.

        They are derived from plain state that changes rarely (a character change, a grant),
        so they are kept while nothing they depend on may have changed: the seats (the same
        list, and no character or believed character written since: ``SEAT_WRITES[1]``), the
        grants (each seat's list holding the very same frozen grants) and the Storyteller's
        characters; they are recomputed otherwise. Base state stays the only truth, whoever
        changes it (a hand edit of the Grimoire included)."""
        state = self.state
        kept = self._holders_of
        # (Comparing the kept copies with ``==`` is done in C, and a list compares its
        # elements by identity first: a grant list that still holds the same grants is equal.)
        if (kept[0] is state.seats and kept[1] == SEAT_WRITES[1] and kept[2] == state.granted
                and kept[3] == state.storyteller_characters):
            return self._holders
        self._holders_of = (state.seats, SEAT_WRITES[1], {k: list(v) for k, v in state.granted.items()},
                            list(state.storyteller_characters))
        self._holders = {}
        self._hooked_by = ({}, {})  # (see _hooked)
        return self._holders

    def _holder_list(self, true_only: bool) -> tuple[tuple[int, str], ...]:
        tables = self._holder_tables()
        out = tables.get(true_only)
        if out is None:
            found = [(s.index, c) for s in self.state.seats for c in self._acting_characters(s, true_only)]
            found += [(STORYTELLER, c) for c in self.state.storyteller_characters]
            out = tables[true_only] = tuple(found)
        return out

    def _hooked(self, name: str, true_only: bool) -> tuple[tuple[int, str, Any], ...]:
        """(seat, character, function) for every ability (see :meth:`ability_holders`)
        whose module defines hook ``name``."""
        # (The check of :meth:`_holder_tables`, written out: this runs several times a decision.)
        state = self.state
        kept = self._holders_of
        if not (kept[0] is state.seats and kept[1] == SEAT_WRITES[1] and kept[2] == state.granted
                and kept[3] == state.storyteller_characters):
            self._holder_tables()
        by_name = self._hooked_by[true_only]
        out = by_name.get(name)
        if out is None:
            out = by_name[name] = tuple(
                (seat, c, fn) for seat, c in self._holder_list(true_only) if (fn := module_hook(c, name)) is not None)
        return out

    def _script_hooks(self, name: str) -> tuple[tuple[str, Any], ...]:
        """(character, function) for every character on the script whose module defines
        ``name`` (in play or not), in script order."""
        found = self._script_hook_cache.get(name)
        if found is None:
            found = self._script_hook_cache[name] = tuple(
                (c, fn) for c in self._script_ids if (fn := module_hook(c, name)) is not None)
        return found

    def ability_holders(self, true_only: bool = False) -> list[tuple[int, str]]:
        """(seat, character) for every ability in the game: each seat's (see
        :meth:`_acting_characters`), then the Storyteller's Fabled and Loric characters
        (seat :data:`STORYTELLER`)."""
        return list(self._holder_list(true_only))

    def _hook_list(self, name: str) -> list[tuple[AbilityContext, Any]]:
        """(context, function) for every ability that defines hook ``name``."""
        return [(AbilityContext(self, seat, character), fn)
                for seat, character, fn in self._hooked(name, True)]

    def _hooks(self, name: str, *args: Any) -> Flow:
        for seat, character, fn in self._hooked(name, False):
            result = fn(AbilityContext(self, seat, character), *args)
            if result is not None:
                yield from result

    # ================================================================ setup
    def _setup_choice(self, step: str, prompt: str, options: Sequence[Any],
                      count: tuple[int, int] | None = None,
                      labels: dict[Any, str] | None = None) -> Flow:
        return (yield Decision(DecisionKind.SETUP, STORYTELLER, step, prompt, tuple(options),
                               count=count, labels=labels or self.character_labels()))

    def _setup(self) -> Flow:
        """Add the Fabled and Loric, choose the bag, apply setup modifiers, deal, choose
        bluffs, then run the ``after_deal`` hooks (rulebook "Setup"). A fixed Grimoire
        skips the bag and the modifiers but not the Storyteller's standing choices."""
        self._add_storyteller_characters()
        if self.seating is not None:
            self._seat_fixed(self.seating)
        else:
            yield from self._bag_and_deal()
        yield from self._bluffs()
        yield from self._hooks("after_deal")
        self._check_win()

    def _add_storyteller_characters(self) -> None:
        """The script's Fabled and Loric join the game as the Storyteller's, announced to all
        (almanac, Duchess, Hell's Librarian, Storm Catcher: "declare that ... is in play")."""
        for c in self._script_ids:
            if self._team_cache[c] in ("fabled", "loric") and c not in self.state.storyteller_characters:
                self.state.storyteller_characters.append(c)
                self.emit("storyteller_character", f"The {self.char_name(c)} ({self._team_cache[c].capitalize()}) "
                          "is in play.", public=True, data={"character": c, "team": self._team_cache[c]})

    def _seat_fixed(self, seating: Sequence[str | tuple[str, str]]) -> None:
        cat = load_catalogue()
        for seat, entry in zip(self.state.seats, seating):
            true, believed = (entry, entry) if isinstance(entry, str) else entry
            for c in (true, believed):
                cat.get(c)
                if c not in self._team_cache:
                    self._team_cache[c] = str(cat.get(c).team)
            seat.character, seat.believed = true, believed
            seat.alignment = EVIL if self._team_cache[true] in ("minion", "demon") else GOOD
            seat.believed_alignment = EVIL if self._team_cache[believed] in ("minion", "demon") else GOOD
        counts = {t: sum(1 for s in self.state.seats if self._team_cache[s.character] == t)
                  for t in ("townsfolk", "outsider", "minion", "demon")}
        self.state.setup_counts = counts

    def _bag_and_deal(self) -> Flow:
        """Fill the bag to the counts (applying setup modifiers as characters are chosen),
        choose covers for characters never in the bag, and deal a token to each seat.

        Every bag and cover question offers only the options after which the setup can
        still be completed (:meth:`_setup_completable`): a character whose modifier cannot
        be honoured, or a modifier's choice whose consequences the script's remaining
        characters and the seats left cannot meet, is never offered."""
        n = len(self.state.seats)
        townsfolk, outsiders, minions, demons = PLAYER_COUNTS[n]
        bag = SetupBag(self, {"townsfolk": townsfolk, "outsider": outsiders, "minion": minions,
                              "demon": demons})
        pos = _BAG_START
        while True:
            action, team, pos = self._bag_step(bag, pos)
            if action == "done":
                break
            if action == "fill":
                pool = self._bag_pool(bag, team)
                if not pool:
                    raise SetupError(f"script {self.script.name or self.script.source!r} has too few {team} characters "
                                     f"for {n} players")
                legal = self._legal_in(bag, pos, "fill", pool, lambda c: self._fill_works(bag, pos, c))  # noqa: B023 (called at once)
                if not legal:
                    raise SetupError(self._setup_failure or f"the bag cannot be filled for {n} players")
                i = bag.count(team) + 1
                c = yield from self._setup_choice(
                    f"setup.{team}", f"Choose a {team} character for the bag ({i} of {bag.counts[team]})", legal)
                bag.chosen.append(c)
                if _has_modifier(c):
                    bag._modifier = (c, bag.copy(), [], pos)
                    try:
                        yield from self._apply_modifiers(c, bag)
                    finally:
                        bag._modifier = None
            else:
                removable = self._bag_removable(bag, team)
                if not removable:
                    raise SetupError(f"setup cannot fit the {team} characters chosen into {n} seats")
                legal = self._legal_in(bag, pos, "remove", removable,
                                       lambda c: self._setup_completable(self._without(bag, c), pos))  # noqa: B023
                if not legal:
                    raise SetupError(self._setup_failure or f"the bag cannot be filled for {n} players")
                c = yield from self._setup_choice(f"setup.remove.{team}",
                                                  f"Too many {team} characters: take one out of the bag", legal)
                bag.chosen.remove(c)
        if len(bag.chosen) != n:
            raise SetupError(f"the bag holds {len(bag.chosen)} tokens for {n} players")

        # Tokens that stand in for characters who are never in the bag.
        covers: list[str] = []
        for c in bag.chosen:
            if module_hook(c, "COVER") is None:
                covers.append(c)
                continue
            pool = [x for x in self._cover_pool(bag, c, covers) if self._covers_possible(bag, [*covers, x])]
            if not pool:
                raise SetupError(f"no character is left for the {self.char_name(c)} to believe")
            covers.append((yield from bag.choose(
                f"setup.cover.{c}", f"Which character does the {self.char_name(c)} believe they are?", pool)))

        # Deal: Demons first, then tokens with seating rules, then the rest, each to a seat.
        tokens = sorted(zip(bag.chosen, covers), key=lambda t: (
            self._team_cache[t[0]] != "demon", not hasattr(behaviour(t[0]), "seat_options")))
        free = list(range(n))
        placed: list[tuple[str, int]] = []
        for c, cover in tokens:
            seat_hook = module_hook(c, "seat_options")
            options = seat_hook(self, free, placed) if seat_hook else list(free)
            if not options:
                raise SetupError(f"no seat can take the {self.char_name(c)}")
            seat = yield from bag.choose(
                f"setup.deal.{c}", f"Which seat draws the {self.char_name(cover)} token?",
                options, labels=self.seat_labels())
            free.remove(seat)
            placed.append((c, seat))
            s = self.state.seats[seat]
            s.character = c
            s.believed = cover
            team = self._team_cache[c]
            s.alignment = EVIL if team in ("minion", "demon") else GOOD
            s.believed_alignment = EVIL if self._team_cache[s.believed] in ("minion", "demon") else GOOD
        self.state.setup_counts = dict(bag.counts)

    def _bluffs(self) -> Flow:
        in_play = {s.character for s in self.state.seats}
        # A character nobody can be seen as (the Drunk) makes no bluff.
        good_pool = [c for c in self.script_characters() if self._team_cache[c] in ("townsfolk", "outsider")
                     and c not in in_play and not module_hook(c, "THINKS_THEY_ARE")]
        k = min(3, len(good_pool))
        bluffs = yield from self._setup_choice(
            "setup.bluffs", "Choose three good characters not in play for the Demon to bluff as",
            good_pool, count=(k, k))
        self.state.bluffs = tuple(bluffs)
        for s in self.state.seats:
            self.emit("dealt", f"You are the {self.char_name(s.believed)}.", seats=(s.index,),
                      data={"seat": s.index, "character": s.believed, "alignment": s.believed_alignment})
        self.emit("setup", "Grimoire: " + ", ".join(
            f"{s.name}={self.char_name(s.character)}" + (f" (believes {self.char_name(s.believed)})"
                                                         if s.believed != s.character else "")
            for s in self.state.seats), data={"counts": self.state.setup_counts})

    def _apply_modifiers(self, character: str, bag: SetupBag) -> Flow:
        """Apply a chosen character's bracketed setup modifier (rulebook "Setup").

        Data-driven changes (``SETUP_OUTSIDERS``, ``SETUP_MINIONS``: the deltas the
        Storyteller may choose among) move slots between Townsfolk and Outsiders or
        Minions; a ``setup_bag(bag)`` hook does anything else (Legion, Village Idiot...).
        """
        module = behaviour(character)
        counts = bag.counts
        for attr, team in (("SETUP_OUTSIDERS", "outsider"), ("SETUP_MINIONS", "minion")):
            changes = getattr(module, attr, None)
            if not changes:
                continue
            # Only counts the script can fill (a Balloonist's +1 after the Lord of Typhon took
            # every Outsider is no option). Whether the rest of the setup can follow is the
            # setup search's to judge (it offers neither a change it cannot complete nor the
            # character when no change can be made).
            feasible = [d for d in changes if bag.fits(team, d)] or [
                d for d in changes if counts[team] + d >= 0 and counts["townsfolk"] - d >= 0]
            if not feasible:
                raise SetupError(f"the {self.char_name(character)}'s change to the {team} count cannot be made")
            if len(feasible) == 1:
                delta = feasible[0]
            else:
                delta = yield from bag.choose(
                    f"setup.modifier.{character}",
                    f"{self.char_name(character)}: change the {team} count by how many?", feasible,
                    labels={d: f"{d:+d} {team.capitalize()}" for d in feasible})
            counts[team] += delta
            counts["townsfolk"] -= delta
            if not bag.probe:
                self.emit("setup", f"{self.char_name(character)} changes the {team} count by {delta:+d}.")
        hook = getattr(module, "setup_bag", None)
        if hook is not None:
            result = hook(bag)
            if result is not None:
                yield from result

    # ---------------------------------------------------------------- setup search
    def _bag_step(self, bag: SetupBag, pos: _BagPos) -> tuple[str, str, _BagPos]:
        """The bag's next step from position ``pos``: ``("fill", team, pos)`` or
        ``("remove", team, pos)`` (``pos`` to go on from after it), or ``("done", "", pos)``.

        Rounds (at most 20): fill each type in :data:`_BAG_ORDER` up to its count (a
        modifier may change counts meanwhile), then take out tokens of any type over its
        count; stop after a round that changed nothing."""
        rnd, removing, i, changed = pos
        # The tokens of each type (what bag.count gives; the bag does not change here).
        cache = self._team_cache
        held = dict.fromkeys(_BAG_ORDER, 0)
        for c in bag.chosen:
            t = cache[c]
            if t in held:
                held[t] += 1
        while rnd < 20:
            if i < len(_BAG_ORDER):
                team = _BAG_ORDER[i]
                have, want = held[team], bag.counts[team]
                if not removing and have < want:
                    return "fill", team, (rnd, False, i, True)
                if removing and have > want:
                    return "remove", team, (rnd, True, i, True)
                i += 1
            elif not removing:
                removing, i = True, 0
            elif not changed:
                break
            else:
                rnd, removing, i, changed = rnd + 1, False, 0, False
        return "done", "", (rnd, removing, i, changed)

    @staticmethod
    def _bag_pool(bag: SetupBag, team: str) -> list[str]:
        """The characters of one type the Storyteller may put in the bag next."""
        return [c for c in bag.candidates(team) if c not in bag.chosen and c not in bag.reserved]

    def _bag_removable(self, bag: SetupBag, team: str) -> list[str]:
        """The tokens of one type that may be taken back out (never a fixed one)."""
        return [c for c in dict.fromkeys(bag.chosen) if self._team_cache[c] == team and not bag.is_fixed(c)]

    @staticmethod
    def _without(bag: SetupBag, character: str) -> SetupBag:
        out = bag.copy()
        out.chosen.remove(character)
        return out

    def _setup_search_data(self) -> _SetupSearch:
        """The setup search's memo for this script and player count (shared by games)."""
        known = self._setup_known
        if known is None:  # (callers in a hurry read ``self._setup_known`` first)
            key = (self.script.name, self._script_ids, len(self.state.seats))
            known = _SETUP_SEARCHES.get(key)
            if known is None:
                if len(_SETUP_SEARCHES) >= 64:
                    _SETUP_SEARCHES.clear()
                known = _SETUP_SEARCHES[key] = _SetupSearch(self.script_characters())
            self._setup_known = known
        return known

    def _setup_plain(self) -> frozenset[str]:
        """The script's characters that are interchangeable while the bag is filled."""
        return (self._setup_known or self._setup_search_data()).plain

    @property
    def _setup_failure(self) -> str | None:
        return self._setup_search_data().failure

    def _setup_fail(self, reason: str) -> None:
        known = self._setup_search_data()
        if known.failure is None:
            known.failure = reason

    def _legal_in(self, bag: SetupBag, pos: _BagPos, action: str, options: list[str],
                  works: Callable[[str], bool]) -> list[str]:
        """The options of a bag question (characters) for which ``works`` holds.

        ``works`` (the fill or the removal of one character, judged by the memoised search)
        depends only on the bag's :meth:`SetupBag.key` and the character, with
        interchangeable characters standing for their type: so each is tried once per such
        bag, and the answers are remembered by it (games of one script and size meet the
        same bags again)."""
        known = self._setup_known or self._setup_search_data()
        plain = known.plain
        cache = self._team_cache
        key = (action, pos, bag.key())
        found = known.legal.get(key)
        if found is None:
            found = known.legal[key] = {}
        out = []
        for c in options:
            same = "~" + cache[c] if c in plain else c
            ok = found.get(same)
            if ok is None:
                ok = found[same] = works(c)
            if ok:
                out.append(c)
        return out

    def _fill_works(self, bag: SetupBag, pos: _BagPos, character: str) -> bool:
        """True when putting ``character`` in the bag leaves a way to complete the setup."""
        start = bag.copy()
        start.chosen.append(character)
        return self._modifier_works(start, pos, character, ())

    def _modifier_works(self, start: SetupBag, pos: _BagPos, character: str,
                        answers: tuple[Any, ...]) -> bool:
        """True when ``character``'s modifier, its first questions answered with ``answers``,
        leaves a way to complete the setup (``start``: the bag just after it was chosen)."""
        known = self._setup_known or self._setup_search_data()
        memo = known.memo
        key = ("modifier", pos, start.key(), character if character not in known.plain else
               "~" + self._team_cache[character], answers)
        found = memo.get(key)
        if found is None:
            found = memo[key] = any(self._setup_completable(out, pos)
                                    for out in self._modifier_outcomes(start, character, answers))
        return found

    def _modifier_outcomes(self, start: SetupBag, character: str, answers: tuple[Any, ...]) -> list[SetupBag]:
        """Run ``character``'s modifier on copies of ``start`` (the bag just after it was
        chosen), answering its questions with ``answers`` and then every option in turn.
        Returns the bags it can end with (a way that raises SetupError ends nowhere)."""
        out: list[SetupBag] = []
        todo = [answers]
        while todo:
            given = todo.pop()
            bag = start.copy()
            flow = self._apply_modifiers(character, bag)
            try:
                decision = next(flow)
                for a in given:
                    decision = flow.send(a)
            except StopIteration:
                out.append(bag)
                continue
            except SetupError as err:
                self._setup_fail(str(err))
                continue
            if decision.count is None:
                todo.extend((*given, o) for o in reversed(decision.options))
            else:
                lo, hi = decision.count
                todo.extend((*given, combo) for k in range(hi, lo - 1, -1)
                            for combo in itertools.combinations(decision.options, k))
        return out

    def _setup_completable(self, bag: SetupBag, pos: _BagPos) -> bool:
        """True when the bag, filled on from ``pos``, can still be completed: every type at
        its count, no fixed token over it, every cover with a character to believe. A
        depth-first search over the Storyteller's remaining choices (one interchangeable
        character per type stands for all of them), memoised per game."""
        memo = (self._setup_known or self._setup_search_data()).memo
        key = (pos, bag.key())
        found = memo.get(key)
        if found is None:
            memo[key] = False  # (no cycles: each step adds or removes a token)
            found = memo[key] = self._setup_search(bag, pos)
        return found

    def _setup_search(self, bag: SetupBag, pos: _BagPos) -> bool:
        n = len(self.state.seats)
        action, team, pos = self._bag_step(bag, pos)
        if action == "done":
            if len(bag.chosen) != n:
                self._setup_fail(f"the bag holds {len(bag.chosen)} tokens for {n} players")
                return False
            return self._covers_possible(bag, [])
        plain = self._setup_plain()
        if action == "fill":
            pool = self._bag_pool(bag, team)
            if not pool:
                self._setup_fail(f"script {self.script.name or self.script.source!r} has too few {team} characters "
                                 f"for {n} players")
            # Interchangeable characters first (no modifier to honour): one stands for all.
            tries = [c for c in pool if c in plain][:1] + [c for c in pool if c not in plain]
            return any(self._fill_works(bag, pos, c) for c in tries)
        removable = self._bag_removable(bag, team)
        if not removable:
            self._setup_fail(f"setup cannot fit the {team} characters chosen into {n} seats")
        tries = [c for c in removable if c in plain][:1] + [c for c in removable if c not in plain]
        return any(self._setup_completable(self._without(bag, c), pos) for c in tries)

    def _cover_pool(self, bag: SetupBag, character: str, covers: list[str]) -> list[str]:
        """The characters the player of ``character`` (a ``COVER``) may believe they are,
        given the tokens and the covers chosen before it (``covers``, in bag order)."""
        cover = module_hook(character, "COVER")
        teams = {"townsfolk": ("townsfolk",), "good": ("townsfolk", "outsider"), "demon": ("demon",)}[cover]
        in_bag = set(bag.chosen) | set(covers)
        may_be_in_play = cover == "demon"
        # A token that is never in the bag (the Drunk) cannot be believed either.
        pool = [x for x in self.script_characters() if self._team_cache[x] in teams
                and (may_be_in_play or x not in in_bag) and module_hook(x, "COVER") is None
                and x not in bag.reserved]
        cover_hook = module_hook(character, "cover_options")
        if cover_hook is not None:
            pool = cover_hook(bag, pool)
        return list(pool)

    def _covers_possible(self, bag: SetupBag, covers: list[str]) -> bool:
        """True when the tokens after ``covers`` (bag order) can all get a cover."""
        chosen = bag.chosen
        i = len(covers)
        # A token that is not a cover stands for itself.
        while i < len(chosen) and module_hook(chosen[i], "COVER") is None:
            i += 1
        if i == len(chosen):
            return True
        if i > len(covers):
            covers = [*covers, *chosen[len(covers):i]]
        c = chosen[i]
        try:
            pool = self._cover_pool(bag, c, covers)
        except SetupError as err:
            self._setup_fail(str(err))
            return False
        if not pool:
            self._setup_fail(f"no character is left for the {self.char_name(c)} to believe")
        return any(self._covers_possible(bag, [*covers, x]) for x in pool)

    # ================================================================ night
    def night_order(self, first: bool) -> list[str]:
        """The night order: the script's custom order if it has one, else the catalogue's.

        A custom order keeps its own sequence; any step it leaves out that must still
        happen (Minion and Demon info, dawn, a character in play or held that wakes) is
        slotted in after the nearest step that precedes it in the official order, so a
        custom order can reorder characters but never silently switch one off.

        Returns:
            Ids and the markers ``dusk``, ``minioninfo``, ``demoninfo``, ``dawn`` in order.
        """
        tables = self._holder_tables()
        found = tables.get(("night_order", first))
        if found is None:
            # Kept with the ability holders, and shared by games of the same script: every
            # script character has its place whether in play or not, so only the characters
            # held off the script (an Amnesiac's ability, say) change the order.
            state = self.state
            on_script = _script_teams(self.script)[1]
            held = frozenset([c for c in [s.character for s in state.seats]
                              + [g.character for grants in state.granted.values() for g in grants]
                              if c not in on_script])
            custom = self.script.first_night if first else self.script.other_night
            key = (self._script_ids, tuple(custom or ()), first, held)
            found = _NIGHT_ORDERS.get(key)
            if found is None:
                if len(_NIGHT_ORDERS) >= 4096:
                    _NIGHT_ORDERS.clear()
                found = _NIGHT_ORDERS[key] = tuple(self._night_order(first))
            tables["night_order", first] = found
        return list(found)

    def _night_order(self, first: bool) -> list[str]:
        cat = load_catalogue()
        night: Literal["first", "other"] = "first" if first else "other"
        entries: list[tuple[int, str]] = []
        for marker in ("dusk", "minioninfo", "demoninfo", "dawn"):
            try:
                entries.append((cat.night_marker(night, marker), marker))
            except KeyError:
                pass
        # Characters off the script can be in play or held (an Amnesiac's catalogue ability).
        held = [s.character for s in self.state.seats] + [
            g.character for grants in self.state.granted.values() for g in grants]
        for c in dict.fromkeys([*self._script_ids, *(c for c in held if c)]):
            pos = cat.get(c).first_night if first else cat.get(c).other_night
            if pos is not None:
                entries.append((pos, c))
        official = [step for _, step in sorted(entries)]
        custom = self.script.first_night if first else self.script.other_night
        if not custom:
            return official
        order = [step for step in dict.fromkeys(custom) if step in official]
        for i, step in enumerate(official):
            if step in order or step == "dusk":
                continue
            before = next((official[j] for j in range(i - 1, -1, -1) if official[j] in order), None)
            order.insert(order.index(before) + 1 if before is not None else 0, step)
        return order

    def _night(self) -> Flow:
        state = self.state
        state.phase = "night"
        state.night += 1
        state.woke_tonight = []
        self._resurrected: list[int] = []
        first = state.night == 1
        self.emit("phase", f"Night {state.night} falls.", public=True)
        if not first:
            yield from self._hooks("night_start")
        after_dawn = False
        # Whether anything ran since the last win check (a check of an unchanged Grimoire
        # finds what the last one found, so it is skipped).
        unchecked = True
        for step in self.night_order(first):
            if step == "dusk":
                continue
            if step == "dawn":
                yield from self._dawn()
                after_dawn = True
                unchecked = False  # (the dawn ends with a win check)
                continue
            if step == "minioninfo":
                if first and len(state.seats) >= 7 and not self._evil_info_blocked():
                    self._minion_info()
                continue
            if step == "demoninfo":
                if first and len(state.seats) >= 7:
                    # Blocked (Poppy Grower): the Demon still learns its three bluffs.
                    self._demon_info(minions=not self._evil_info_blocked())
                continue
            for seat, character in self._actor_table().get(step, ()):
                fn = module_hook(character, "first_night" if first else "other_night")
                if fn is None:
                    continue
                if seat != STORYTELLER:
                    s = self.state.seats[seat]
                    if not s.alive and not module_hook(character, "WAKES_WHEN_DEAD"):
                        continue
                    if character == s.character and rules.has_no_ability(self.state, seat):
                        continue  # a preached Minion "can no longer act" (almanac, Preacher)
                gen = fn(AbilityContext(self, seat, character))
                if gen is not None:
                    yield from gen
                self._check_win()
                unchecked = False
            if self._hooked("after_night_step", False):
                yield from self._hooks("after_night_step", step)
                unchecked = True
            if unchecked:
                self._check_win()
                unchecked = False
        if not after_dawn:
            yield from self._dawn()

    def _actors(self, step: str) -> list[tuple[int, str]]:
        """Seats that act at one night-order step, with the character they act as: the seats
        that are that character, were granted its ability, or believe they are it (the Drunk,
        the Marionette), then the Storyteller when it is theirs."""
        return list(self._actor_table().get(step, ()))

    def _actor_table(self) -> dict[str, list[tuple[int, str]]]:
        """Every night-order step's actors (see :meth:`_actors`), by step; kept with the
        ability holders (they change together). Read only: a change of holders makes a new
        table, so a list being walked is never changed under the walker."""
        tables = self._holder_tables()
        actors: dict[str, list[tuple[int, str]]] | None = tables.get("actors")
        if actors is None:
            actors = {}
            granted = self.state.granted
            for s in self.state.seats:
                steps = [s.character, *(g.character for g in granted.get(s.index, ()))]
                if s.believed != s.character and module_hook(s.character, "THINKS_THEY_ARE"):
                    steps.append(s.believed)
                for c in dict.fromkeys(steps):
                    actors.setdefault(c, []).append((s.index, c))
            for c in dict.fromkeys(self.state.storyteller_characters):
                actors.setdefault(c, []).append((STORYTELLER, c))
            tables["actors"] = actors
        return actors

    def actors_at(self, step: str) -> list[tuple[int, str]]:
        """Who acts at a night-order step: ``(seat, character)`` pairs, the seat being
        ``STORYTELLER`` for a Fabled or Loric (the Storyteller's assisted view shows this).
        A dead seat is listed; it is skipped at its turn unless its ability wakes when dead."""
        return self._actors(step)

    def _evil_info_blocked(self) -> bool:
        """True when an ability stops Minion and Demon info (``blocks_evil_info`` hook)."""
        for seat, character, hook in self._hooked("blocks_evil_info", True):
            if hook(AbilityContext(self, seat, character)):
                return True
        return False

    def _minion_info(self) -> None:
        """Minions learn the Demon and each other (7+ players). Rulebook, "The turn cycle"."""
        seats = self.state.seats
        minions = [s.index for s in seats if self.team(s.index) == "minion"
                   and getattr(behaviour(s.character), "IN_MINION_INFO", True)]
        demons = [s.index for s in seats if self.team(s.index) == "demon"]
        for m in minions:
            others = [x for x in minions if x != m]
            text = ("The Demon is " + ", ".join(self.name(d) for d in demons) + ". "
                    + ("Your fellow Minions: " + ", ".join(self.name(o) for o in others) + "."
                       if others else "You have no fellow Minions."))
            self.emit("minion_info", text, seats=(m,), data={"demons": demons, "minions": others})

    def _demon_info(self, *, minions: bool = True, bluffs: bool = True) -> None:
        """The Demon learns its Minions and three bluffs (7+ players).

        Args:
            minions: also show the Minions (False while the Poppy Grower blocks it).
            bluffs: also show the bluffs (False when evil learn each other mid-game).
        """
        seats = self.state.seats
        known = [s.index for s in seats if self.team(s.index) == "minion"
                 and getattr(behaviour(s.character), "IN_MINION_INFO", True)]
        demons = [s.index for s in seats if self.team(s.index) == "demon"]
        for d in demons:
            parts: list[str] = []
            data: dict[str, Any] = {}
            if minions:
                parts.append("Your Minions: " + (", ".join(self.name(m) for m in known) or "none") + ".")
                data["minions"] = known
                fellows = [x for x in demons if x != d]
                if fellows:
                    # Several Demons (Legion) learn each other as well.
                    parts.append("Your fellow Demons: " + ", ".join(self.name(x) for x in fellows) + ".")
                    data["demons"] = fellows
            if bluffs:
                parts.append("Not in play (bluffs): "
                             + ", ".join(self.char_name(b) for b in self.state.bluffs) + ".")
                data["bluffs"] = list(self.state.bluffs)
            self.emit("demon_info", " ".join(parts), seats=(d,), data=data)

    def evil_info_now(self) -> None:
        """Minions and Demons learn who each other are now, as on the first night but
        without bluffs (the Poppy Grower's death)."""
        self._minion_info()
        self._demon_info(bluffs=False)

    def _dawn(self) -> Flow:
        state = self.state
        died = [d.seat for d in state.deaths_in("night", state.night)]
        back = [s for s in self._resurrected if state.seats[s].alive]
        self._expire("dawn", state.night)
        state.phase = "day"
        state.day += 1
        for s in state.seats:
            s.public_alive = s.alive
        if died:
            text = "Dawn. " + ", ".join(self.name(s) for s in dict.fromkeys(died)) + " died in the night."
        else:
            text = "Dawn. Nobody died in the night."
        if back:
            text += " " + ", ".join(self.name(s) for s in back) + " is alive again."
        self.emit("dawn", text, public=True, data={"died": list(dict.fromkeys(died)), "alive_again": back})
        self._check_win()
        yield from self._hooks("after_dawn")
        self._check_win()

    # ================================================================ day
    def _day(self) -> Flow:
        state = self.state
        state.nominations = []
        state.nominated_today = set()
        state.nominators_today = set()
        state.about_to_die = None
        state.highest_tally = 0
        state.executed_today = None
        yield from self._talk()
        yield from self._hooks("during_day")
        self._check_win()
        # An ability may already have executed someone today (Mutant): at most one execution a
        # day, so the day goes straight to its end.
        if state.executed_today is None:
            yield from self._nominations()
            # A Storyteller moment as the nominations close, before the execution (Riot: the
            # Storyteller nominates when nobody did).
            yield from self._hooks("after_nominations")
            self._check_win()
        if state.executed_today is None:
            if state.about_to_die is not None:
                yield from self._execute(state.about_to_die)
            else:
                self.emit("no_execution", f"Day {state.day} ends with no execution.", public=True)
        self._check_win()
        yield from self._hooks("end_of_day")
        self._check_win()
        self._expire("dusk", state.day)
        self.emit("dusk", f"Dusk falls on day {state.day}.", public=True)

    def statement_options(self, seat: int) -> tuple[Any, ...]:
        """The structured public statements a seat may make in the day's talk.

        ``("pass",)``, ``("claim", character)``, ``("accuse", seat)`` (says they are evil),
        ``("vouch", seat)`` (says they are good), ``("learned", seat, character)`` (states
        information: "I learned that X is the Y"), ``("number", n)`` (states a number they
        learned, 0 to 5), then the statements that characters on the
        script offer to every seat (module data ``PUBLIC_STATEMENTS``: the Yaggababble's
        phrases), whether or not they are in play, so that making one reveals nothing.
        """
        n = len(self.state.seats)
        if not 0 <= seat < n:
            raise IndexError(f"no seat {seat}")
        # They depend only on the script and the number of seats: games of one script and
        # size share them (tuples: nothing can change them).
        key = (self._script_ids, n, seat)
        options = _STATEMENT_OPTIONS.get(key)
        if options is None:
            others = [i for i in range(n) if i != seat]
            seat_characters = [c for c in self._script_ids if self._team_cache[c] not in ("fabled", "loric")]
            extra = tuple(st for c in self._script_ids for st in getattr(behaviour(c), "PUBLIC_STATEMENTS", ()))
            learned = tuple(("learned", i, c) for i in range(n) for c in seat_characters)
            numbers = tuple(("number", k) for k in range(6))
            options = (("pass",),) + tuple(("claim", c) for c in seat_characters) + tuple(
                ("accuse", s) for s in others) + tuple(("vouch", s) for s in others) + learned + numbers + extra
            if len(_STATEMENT_OPTIONS) >= 4096:
                _STATEMENT_OPTIONS.clear()
            _STATEMENT_OPTIONS[key] = options
        return options

    def statement_text(self, seat: int, statement: tuple[Any, ...]) -> str:
        kind = statement[0]
        who = self.name(seat)
        if kind == "claim":
            return f"{who} claims to be the {self.char_name(statement[1])}."
        if kind == "accuse":
            return f"{who} says {self.name(statement[1])} is evil."
        if kind == "vouch":
            return f"{who} says {self.name(statement[1])} is good."
        if kind == "learned":
            return f"{who} says they learned that {self.name(statement[1])} is the {self.char_name(statement[2])}."
        if kind == "number":
            return f"{who} says they learned the number {statement[1]}."
        if kind != "pass":
            describers = getattr(self, "_describers", None)
            if describers is None:
                describers = self._describers = [
                    f for c in self._script_ids if (f := module_hook(c, "describe_statement"))]
            for describe in describers:
                text = describe(who, statement)
                if text:
                    return str(text)
        return f"{who} says nothing of note."

    def _talk(self) -> Flow:
        """The public talk window: one structured statement per seat, then day abilities."""
        state = self.state
        for s in state.seats:
            # (Each seat's talk decision is the same every day of a game: made once.)
            asked = self._talk_decisions.get(s.index)
            if asked is None:
                asked = self._talk_decisions[s.index] = Decision(
                    DecisionKind.STATEMENT, s.index, "talk", "Make a public statement",
                    self.statement_options(s.index), subject=s.index,
                    labeller=functools.partial(self.statement_text, s.index))
            statement = yield asked
            if statement != ("pass",):
                self.public_statement(s.index, statement)
        for s in list(state.seats):
            if not s.alive:
                continue
            # Day abilities of the believed character, then of granted ones (Philosopher-Savant),
            # then public ones of characters the seat has claimed (``BLUFFABLE``): anyone may
            # stand up and act as a Gossip or a Slayer, so the act itself proves nothing.
            grants = state.granted.get(s.index)
            claimed = self._bluff_claims().get(s.index)
            if not grants and not claimed:
                if module_hook(s.believed, "day_ability") is None:
                    continue  # (the common case: nothing to run for this seat)
                characters: Iterable[str] = (s.believed,)
            else:
                characters = dict.fromkeys([s.believed, *(g.character for g in grants or ()), *(claimed or ())])
            for character in characters:
                hook = module_hook(character, "day_ability")
                if hook is not None:
                    result = hook(self.ctx(s.index, character))
                    if result is not None:
                        yield from result
                    self._check_win()

    def _bluff_claims(self) -> dict[int, list[str]]:
        """Seat -> the characters with a public day ability (``BLUFFABLE``) it has claimed in
        the talk so far, in order. Read from ``state.statements``; kept, and brought up to date
        from the statements added since (they are only ever appended)."""
        statements = self.state.statements
        kept = self._claims
        if kept is None or kept[0] is not statements or kept[1] > len(statements):
            kept = self._claims = (statements, 0, {})
        claims = kept[2]
        if kept[1] < len(statements):
            for _day, who, st in statements[kept[1]:]:
                if st[0] == "claim" and module_hook(st[1], "BLUFFABLE"):
                    claims.setdefault(who, []).append(st[1])
            self._claims = (statements, len(statements), claims)
        return claims

    def public_statement(self, seat: int, statement: tuple[Any, ...]) -> None:
        """Record a seat's public statement: the talk's, or a claim made when nominated."""
        self.state.statements.append((self.state.day, seat, statement))
        self.emit("statement", self.statement_text(seat, statement), public=True,
                  data={"seat": seat, "statement": list(statement)})

    def _nominations(self) -> Flow:
        """Nominations and votes (rulebook "Nominations, votes, execution")."""
        state = self.state
        n = len(state.seats)
        start = (state.day - 1) % n
        for offset in range(n):
            if state.executed_today is not None:
                break  # an ability executed someone mid-nominations: no more today
            nominator = (start + offset) % n
            s = state.seats[nominator]
            if not s.alive or nominator in state.nominators_today:
                continue
            nominees = [x.index for x in state.seats if x.index not in state.nominated_today]
            if not nominees:
                break
            choice = yield Decision(_NOMINATE_KIND, nominator, "nominate",
                                    "Nominate a player, or no one", (None, *nominees),
                                    subject=nominator, labels=self.seat_labels())
            if choice is None:
                continue
            yield from self.nominate(nominator, choice)

    def nominate(self, nominator: int, nominee: int, *, forced: bool = False,
                 by_storyteller: bool = False) -> Flow:
        """Run one nomination and its vote.

        Args:
            forced: an ability makes ``nominator`` nominate now, dead or not, and even if it
                nominated earlier today (Riot).
            by_storyteller: the Storyteller makes this nomination in ``nominator``'s place
                (Riot: a nominee who let the countdown run out); the public log says so.

        Raises:
            IllegalAnswer: a dead nominator, or a repeat nominator or nominee today.
        """
        state = self.state
        if not forced and not state.seats[nominator].alive:
            raise IllegalAnswer(f"{self.name(nominator)} is dead and cannot nominate")
        if not forced and nominator in state.nominators_today:
            raise IllegalAnswer(f"{self.name(nominator)} has already nominated today")
        if nominee in state.nominated_today:
            raise IllegalAnswer(f"{self.name(nominee)} has already been nominated today")
        state.nominators_today.add(nominator)
        state.nominated_today.add(nominee)
        nomination = Nomination(nominator, nominee)
        state.nominations.append(nomination)
        data: dict[str, Any] = {"nominator": nominator, "nominee": nominee}
        text = f"{self.name(nominator)} nominates {self.name(nominee)}."
        if by_storyteller:
            text = (f"{self.name(nominator)} did not nominate in time: the Storyteller nominates "
                    f"{self.name(nominee)} for them.")
            data["by_storyteller"] = True
        self.emit("nominated", text, public=True, data=data)
        for character, hook in self._script_hooks("when_nominated"):
            # A public claim any nominee may make while the character is on the script,
            # in play or not (the Goblin's): asked of every nominee alike, so it tells nothing.
            result = hook(self.ctx(nominee, character), nomination)
            if result is not None:
                yield from result
        if self._hooked("on_nomination", False):
            yield from self._hooks("on_nomination", nomination)
        self._check_win()
        if nomination.resolved:
            return
        # Vote restrictions are rules players keep by themselves, so the hooks of characters a
        # seat only believes it has run too (a Marionette who believes it is the Zealot); each
        # hook decides whether that binds (``ctx.acting``, ``ctx.functioning``).
        vote_hooks = [(AbilityContext(self, seat, c), hook) for seat, c, hook in self._hooked("vote_options", False)]
        seats = state.seats
        n = len(seats)
        alive_prompt = f"Vote to execute {self.name(nominee)}?"
        dead_prompt = alive_prompt + " (uses your ghost vote)"
        voters = nomination.voters
        alive_votes = _vote_decisions(alive_prompt, n)
        dead_votes: tuple[Decision, ...] | None = None
        for offset in range(1, n + 1):
            voter = (nominee + offset) % n
            v = seats[voter]
            alive = v.alive
            if not alive and not v.ghost_vote:
                continue
            options: tuple[bool, ...] = _VOTE_OPTIONS
            for ctx, hook in vote_hooks:
                restricted = hook(ctx, voter, nomination)
                if restricted:
                    options = tuple(restricted)
            if options is _VOTE_OPTIONS:
                if alive:
                    vote = yield alive_votes[voter]
                else:
                    if dead_votes is None:
                        dead_votes = _vote_decisions(dead_prompt, n)
                    vote = yield dead_votes[voter]
            else:
                vote = yield Decision(DecisionKind.VOTE, voter, "vote", alive_prompt if alive else dead_prompt,
                                      options, subject=voter, labels=_VOTE_LABELS)
            if vote:
                voters.append(voter)
                if not alive:
                    v.ghost_vote = False
        for seat, character, hook in self._hooked("adjust_tally", True):
            changed = hook(AbilityContext(self, seat, character), nomination)
            if isinstance(changed, Generator):
                changed = yield from changed  # it asked a registration (Legion and the Recluse)
            if changed is not None:
                nomination.tally_override = changed
        threshold = (state.alive_count() + 1) // 2
        tally = nomination.tally
        names = self.seat_labels()
        result = "not enough votes"
        if tally >= threshold:
            if tally > state.highest_tally:
                state.highest_tally = tally
                state.about_to_die = nominee
                result = "about to die"
            elif tally == state.highest_tally:
                state.about_to_die = None
                result = "tied: nobody is about to die"
            else:
                result = "fewer votes than the day's highest"
        self.emit("voted", f"{tally} vote{'' if tally == 1 else 's'} for {self.name(nominee)} "
                  f"({', '.join([names[v] for v in nomination.voters]) or 'none'}); "
                  f"{threshold} needed: {result}.", public=True,
                  data={"nominee": nominee, "voters": nomination.voters, "threshold": threshold,
                        "tally": tally, "about_to_die": state.about_to_die})

    def execute_now(self, target: int) -> Flow:
        """Execute a seat at once, outside the vote (an ability such as the Mutant's).

        The day's one execution: returns (via ``yield from``) False and does nothing when
        someone was already executed today; otherwise executes and returns True, and no
        nominations follow today.
        """
        if self.state.executed_today is not None:
            return False
        yield from self._execute(target)
        return True

    def _execute(self, target: int) -> Flow:
        state = self.state
        state.executed_today = target
        state.executions.append((state.day, target, state.seats[target].character))
        self.emit("executed", f"{self.name(target)} is executed.", public=True, data={"seat": target})
        yield from self._hooks("on_executed", target)
        died = yield from self.kill(target, Harm(None, None, execution=True))
        if not died and state.seats[target].alive:
            self.emit("survived", f"{self.name(target)} is executed but does not die.", public=True)
        self._check_win()

    # ================================================================ records
    def header(self) -> dict[str, Any]:
        """The record header: versions, script and seats."""
        return {
            "type": "header", "format": 1, "engine": __version__,
            "script": self.script.to_json(), "players": [s.name for s in self.state.seats],
            "seating": [list(x) if isinstance(x, tuple) else x for x in self.seating]
            if self.seating is not None else None,
        }


_SCRIPT_FACTS: dict[int, tuple[Script, str | None, list[str]]] = {}
"""By ``id(script)``: the script (kept, so the id stays its own), why it cannot be played
alone, and its unimplemented characters."""


def _script_facts(script: Script) -> tuple[str | None, list[str]]:
    """:func:`unplayable_reason` and the unimplemented characters of a script, worked out
    once per Script object (a Script is frozen: the games of one script share the answer)."""
    known = _SCRIPT_FACTS.get(id(script))
    if known is None or known[0] is not script:
        if len(_SCRIPT_FACTS) >= 256:
            _SCRIPT_FACTS.clear()
        known = _SCRIPT_FACTS[id(script)] = (script, unplayable_reason(script),
                                             script.unimplemented(implemented_ids()))
    return known[1], list(known[2])


_SCRIPT_TEAMS: dict[int, tuple[Script, tuple[str, ...], dict[str, str]]] = {}
"""By ``id(script)``: the script, its catalogue characters and their types."""


def _script_teams(script: Script) -> tuple[tuple[str, ...], dict[str, str]]:
    """The script's characters known to the catalogue, in script order, and the character
    type of each (once per Script object; callers copy the dict before changing it)."""
    known = _SCRIPT_TEAMS.get(id(script))
    if known is None or known[0] is not script:
        if len(_SCRIPT_TEAMS) >= 256:
            _SCRIPT_TEAMS.clear()
        catalogue = load_catalogue()
        ids = tuple(c for c in script.characters if c in catalogue)
        known = _SCRIPT_TEAMS[id(script)] = (script, ids, {c: str(catalogue.get(c).team) for c in ids})
    return known[1], known[2]


def playability_problems(script: Script) -> list[str]:
    """Why a script cannot be played on its own (empty when it can be set up).

    A game needs every character type of the setup table (rulebook "Setup": Outsiders are
    needed at 6, 8, 9, 11, 12, 14 and 15 players, Minions and a Demon always), and every
    character a setup modifier adds (a module's ``NEEDS_ON_SCRIPT``: the Huntsman's Damsel).
    A type is not needed when every Demon on the script makes it optional (module data
    ``SETUP_OPTIONAL_TYPES``: Legion's bag has no Minions and any number of Outsiders).
    Characters the engine does not implement yet are reported separately
    (:meth:`Script.unimplemented`).

    Returns:
        Short phrases such as ``"it has no Demons"``, ``"the Huntsman needs the Damsel"``.
    """
    problems = []
    cat = load_catalogue()
    names = {"townsfolk": "Townsfolk", "outsider": "Outsiders", "minion": "Minions", "demon": "Demons"}
    demons = script.characters_of("demon")
    optional = set.intersection(*(set(getattr(behaviour(d), "SETUP_OPTIONAL_TYPES", ())) for d in demons)) \
        if demons else set()
    lacking = [names[t] for t in names if not script.characters_of(t) and t not in optional]
    if lacking:
        listed = lacking[0] if len(lacking) == 1 else ", ".join(lacking[:-1]) + " or " + lacking[-1]
        problems.append(f"it has no {listed}")
    on_script = set(script.characters)
    for c in script.characters:
        if c not in cat:
            continue
        for need in getattr(behaviour(c), "NEEDS_ON_SCRIPT", ()):
            if need not in on_script:
                problems.append(f"the {cat.get(c).name} needs the {cat.get(need).name}")
    return problems


def unplayable_reason(script: Script) -> str | None:
    """The message explaining why a script cannot be played alone, or None when it can.

    Names a bundled script that pairs with it, if any (the final nail's pairing with Seed
    004's evil): one that can be played, holds exactly this script's characters of every
    type this script has, and adds only the types it lacks. A mere superset (a custom
    subset of Seed 002 and Seed 002 itself) is not a pairing.
    """
    problems = playability_problems(script)
    if not problems:
        return None
    from .script import bundled_scripts
    name = script.name or script.source
    text = f"{name!r} cannot be played alone: " + "; ".join(problems) + "."
    own = set(script.characters)
    for short, path in bundled_scripts().items():
        other = load_script(path)
        same_types = all(other.characters_of(t) == script.characters_of(t)
                         for t in ("townsfolk", "outsider", "minion", "demon") if script.characters_of(t))
        # A script with no characters at all pairs with nothing (the empty set is in every script).
        if own and other.source != script.source and own < set(other.characters) and same_types \
                and not playability_problems(other):
            text += f" Play it with its pairing instead: --script {short} ({other.name})."
            break
    return text


def all_pairs(seats: Iterable[int], characters: Iterable[str]) -> list[tuple[int, str]]:
    """Every (seat, character) pair: a domain for "a player and their character" info."""
    return list(itertools.product(seats, characters))


__all__ = ["Game", "SeatView", "PlayerInfo", "SetupError", "PLAYER_COUNTS", "IllegalAnswer",
           "canonical", "playability_problems", "unplayable_reason"]
