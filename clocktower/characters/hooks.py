"""The character API's types: what a character module's hooks receive besides the
:class:`~clocktower.context.AbilityContext`.

Setup hooks run before there is any ability to run (no context): they are given the bag
being filled (:class:`SetupBag`) or, to place a token, the game's seating (:class:`Seating`).
Both are Protocols listing exactly what character code may use of the engine's objects, so
that character modules need not (and must not) import the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar, overload

from ..context import Ask, Flow

T = TypeVar("T")


class SetupGame(Protocol):
    """The game as a setup hook sees it through ``bag.game``."""

    def char_name(self, character: str) -> str:
        """A character's display name."""
        ...


class SetupBag(Protocol):
    """The bag while the Storyteller fills it (the engine's ``SetupBag``): counts per
    character type and the tokens chosen so far. A setup hook works through it only."""

    @property
    def game(self) -> SetupGame: ...

    @property
    def counts(self) -> dict[str, int]:
        """How many tokens of each character type the bag must hold (change it in place)."""
        ...

    @property
    def chosen(self) -> list[str]:
        """The characters in the bag so far."""
        ...

    @property
    def reserved(self) -> set[str]:
        """Characters kept out of the bag and of other covers (add to it in place)."""
        ...

    @property
    def players(self) -> int:
        """The number of seats."""
        ...

    def count(self, team: str) -> int: ...

    def is_fixed(self, character: str) -> bool: ...

    def add(self, character: str, *, fixed: bool = True) -> None: ...

    def script(self, team: str | None = None) -> list[str]: ...

    def candidates(self, team: str) -> list[str]: ...

    def fits(self, team: str, delta: int) -> bool: ...

    def remember(self, character: str, value: Any) -> None: ...

    def apply_modifiers(self, character: str) -> Flow: ...

    @overload
    def choose(self, step: str, prompt: str, options: Sequence[T], count: None = None,
               labels: dict[Any, str] | None = None) -> Ask[T]: ...

    @overload
    def choose(self, step: str, prompt: str, options: Sequence[T], count: tuple[int, int],
               labels: dict[Any, str] | None = None) -> Ask[tuple[T, ...]]: ...


class Seating(Protocol):
    """The game as ``seat_options(game, free, placed)`` sees it while tokens are dealt."""

    def neighbours(self, seat: int, *, alive_only: bool = False) -> tuple[int, int]: ...
