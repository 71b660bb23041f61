"""The base of :class:`~clocktower.context.AbilityContext`: the decision-flow types
(:data:`Ask`, :data:`Flow`), what every part of the context holds (the game, the seat, the
character), and the facts about the clock and the ability's own seat and notes."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any, TypeVar

from ..decisions import STORYTELLER, Decision

if TYPE_CHECKING:
    from ..game_api import GameAPI

T = TypeVar("T")

Ask = Generator[Decision, Any, T]
"""A decision flow (``yield from`` it) whose result is a ``T``: it yields the
:class:`~clocktower.decisions.Decision` s it needs answered and is sent their answers (any
option of the decision, hence ``Any``)."""

Flow = Generator[Decision, Any, None]
"""A decision flow with no result: what a hook that may ask decisions returns."""

_UNREAD: Any = object()
"""Default of the ``hidden`` arguments of the context's text helpers (``_scrub``...):
:attr:`AbilityContext.unnamed_by` not read yet."""


class ContextBase:
    """What every part of :class:`~clocktower.context.AbilityContext` holds: ``_game`` (the
    game, seen through :class:`~clocktower.game_api.GameAPI`), ``seat`` (whose ability runs)
    and ``character`` (whose ability it is). The slots themselves are declared by
    ``AbilityContext``; each part declares none, so that a context has no ``__dict__``."""

    __slots__ = ()

    _game: GameAPI
    seat: int
    character: str

    # ----------------------------------------------------------------- facts: clock
    @property
    def night(self) -> int:
        """The current night number (1 on the first night)."""
        return self._game.state.night

    @property
    def day(self) -> int:
        """The current day number (0 before day 1)."""
        return self._game.state.day

    @property
    def is_night(self) -> bool:
        """True during a night."""
        return self._game.state.phase == "night"

    @property
    def first_night(self) -> bool:
        """True during the first night."""
        return self._game.state.phase == "night" and self._game.state.night == 1

    @property
    def is_storyteller(self) -> bool:
        """True for a Fabled or Loric ability: the Storyteller's, with no seat of its own."""
        return self.seat == STORYTELLER

    @property
    def _source(self) -> int | None:
        """The seat recorded as the source of this ability's effects (None: the Storyteller)."""
        return None if self.seat == STORYTELLER else self.seat

    def _own(self, seat: int | None = None) -> int:
        """``seat``, or this ability's own seat; a Storyteller ability has none.

        Raises:
            ValueError: asked for the own seat of a Storyteller character.
        """
        if seat is not None:
            return seat
        if self.seat == STORYTELLER:
            raise ValueError(f"the {self.character} is the Storyteller's: it has no seat")
        return self.seat

    @property
    def memory(self) -> dict[str, Any]:
        """Private notes of this seat's ability (cleared if the seat comes back to life)."""
        memory = self._game.state.memory
        notes = memory.get((self.seat, self.character))
        if notes is None:
            notes = memory[self.seat, self.character] = {}
        return notes

    def memory_of(self, seat: int, character: str) -> dict[str, Any]:
        """The private notes of another seat's ability (``seat`` having ``character``'s
        ability, its own or a granted one): for a jinx that hands an ability's notes to
        another holder (the Cannibal-Juggler jinx: the executed Juggler's guesses). Created
        empty if that ability kept none."""
        memory = self._game.state.memory
        notes = memory.get((seat, character))
        if notes is None:
            notes = memory[seat, character] = {}
        return notes
    def fabled_memory(self, character: str) -> dict[str, Any]:
        """The notes of one of the Storyteller's characters (a Fabled's), read by a seat's
        ability it constrains (an Angel's penalty barring a Demon's attack). Empty when it
        has none; changing the dict returned changes nothing."""
        return dict(self._game.state.memory.get((STORYTELLER, character), {}))

