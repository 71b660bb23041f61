"""What a seat may see of the game: the public facts of every seat, its own event log, and
its whole view (:meth:`clocktower.engine.Game.view` builds them; DESIGN property 3)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .events import Event

_set = object.__setattr__


@dataclass(frozen=True, slots=True, init=False)
class PlayerInfo:
    """What everyone can see about a seat: name, alive, ghost vote, and for a Traveller its
    character (public: RULES.md, "Travellers") and whether it left the game. A Traveller's
    alignment is never here."""

    index: int
    name: str
    alive: bool
    ghost_vote: bool
    traveller: str
    left: bool

    def __init__(self, index: int, name: str, alive: bool, ghost_vote: bool, traveller: str = "",
                 left: bool = False) -> None:
        # Written out (the fields above, in order): faster than a frozen dataclass's own.
        _set(self, "index", index)
        _set(self, "name", name)
        _set(self, "alive", alive)
        _set(self, "ghost_vote", ghost_vote)
        _set(self, "traveller", traveller)
        _set(self, "left", left)


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

