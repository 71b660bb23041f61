"""Events: what happened, each with its audience.

Every event names who may know of it (DESIGN property 3). A seat's view is built only from
events whose audience includes that seat; the Storyteller sees everything.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

PUBLIC: tuple[int, ...] = ()
"""Audience marker meaning "everyone at the table" (used with ``public=True``)."""


@dataclass(frozen=True, slots=True, init=False)
class Event:
    """One thing that happened.

    Attributes:
        kind: past-tense name, e.g. ``"died"``, ``"executed"``, ``"learned"``, ``"woke"``.
        text: a readable sentence for the narration of its audience.
        public: True when everyone at the table knows it.
        seats: the seats that know it (besides the Storyteller) when not public.
        data: structured facts (JSON-friendly).
        time: ``(phase, number)`` when it happened, e.g. ``("night", 2)``.
    """

    kind: str
    text: str
    public: bool = False
    seats: tuple[int, ...] = ()
    data: dict[str, Any] = field(default_factory=dict)
    time: tuple[str, int] = ("setup", 0)

    def __init__(self, kind: str, text: str, public: bool = False, seats: tuple[int, ...] = (),
                 data: dict[str, Any] | None = None, time: tuple[str, int] = ("setup", 0)) -> None:
        # Written out (the fields above, in order): the engine makes many events, and a frozen
        # dataclass's generated __init__ is slower. The slots' own setters (below the class)
        # do what ``object.__setattr__`` would without looking the names up.
        _kind(self, kind)
        _text(self, text)
        _public(self, public)
        _seats(self, seats)
        _data(self, {} if data is None else data)
        _time(self, time)

    def visible_to(self, seat: int) -> bool:
        """True when ``seat`` was told of this event."""
        return self.public or seat in self.seats

    def to_json(self) -> dict[str, Any]:
        """The event as a JSON-friendly dict."""
        return {
            "kind": self.kind,
            "text": self.text,
            "public": self.public,
            "seats": list(self.seats),
            "time": list(self.time),
            "data": self.data,
        }


_kind, _text, _public, _seats, _data, _time = (Event.__dict__[f.name].__set__ for f in fields(Event))
