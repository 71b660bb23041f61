"""Events: what happened, each with its audience.

Every event names who may know of it (DESIGN property 3). A seat's view is built only from
events whose audience includes that seat; the Storyteller sees everything.
"""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING, Any

PUBLIC: tuple[int, ...] = ()
"""Audience marker meaning "everyone at the table" (used with ``public=True``)."""

_tuple_new = tuple.__new__


class Event(tuple):  # type: ignore[type-arg]
    """One thing that happened: plain, immutable data (a tuple with named fields).

    Attributes:
        kind: past-tense name, e.g. ``"died"``, ``"executed"``, ``"learned"``, ``"woke"``.
        text: a readable sentence for the narration of its audience.
        public: True when everyone at the table knows it.
        seats: the seats that know it (besides the Storyteller) when not public.
        data: structured facts (JSON-friendly).
        time: ``(phase, number)`` when it happened, e.g. ``("night", 2)``.

    An event is a tuple of these six fields in this order (so it is built, compared and
    copied at the speed of a tuple: a game makes hundreds); two events are equal when their
    fields are. The engine builds them through :func:`make_event`.
    """

    __slots__ = ()

    _fields = ("kind", "text", "public", "seats", "data", "time")

    def __new__(cls, kind: str, text: str, public: bool = False, seats: tuple[int, ...] = (),
                data: dict[str, Any] | None = None, time: tuple[str, int] = ("setup", 0)) -> Event:
        return _tuple_new(cls, (kind, text, public, seats, {} if data is None else data, time))

    def __getnewargs__(self) -> tuple[Any, ...]:
        # (pickling, for worker processes: rebuild from the six fields)
        return tuple(self)

    if TYPE_CHECKING:  # (for type checkers: at run time the fields are the properties set below)
        kind: str
        text: str
        public: bool
        seats: tuple[int, ...]
        data: dict[str, Any]
        time: tuple[str, int]

    def __repr__(self) -> str:
        return "Event(" + ", ".join(f"{name}={value!r}" for name, value in zip(self._fields, self)) + ")"

    def visible_to(self, seat: int) -> bool:
        """True when ``seat`` was told of this event."""
        return self[2] or seat in self[3]

    def to_json(self) -> dict[str, Any]:
        """The event as a JSON-friendly dict."""
        return {
            "kind": self[0],
            "text": self[1],
            "public": self[2],
            "seats": list(self[3]),
            "time": list(self[5]),
            "data": self[4],
        }


for _i, _name in enumerate(Event._fields):
    setattr(Event, _name, property(itemgetter(_i), doc=f"The event's {_name} (field {_i})."))
del _i, _name


def make_event(kind: str, text: str, public: bool, seats: tuple[int, ...], data: dict[str, Any],
               time: tuple[str, int]) -> Event:
    """Build an event from its six fields, all given (the engine's fast path: no defaults)."""
    return _tuple_new(Event, (kind, text, public, seats, data, time))  # type: ignore[no-any-return]
