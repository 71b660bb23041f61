"""The ability context: the only API character code may call.

An :class:`AbilityContext` binds one seat and the character whose ability is being run
(for the Drunk or the Marionette, the character they believe they are). It offers the
facts an ability needs (computed by the engine from the Grimoire), decisions to ask
(generators to ``yield from``), and the actions an ability can take (kill, poison, make
drunk, tell a seat something, change a character or alignment, end the game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .ability.abilities import Abilities
from .ability.base import Ask, Flow
from .ability.character_facts import (
    CharacterFacts,
    also_registers_as,
    believes_another,
    character_facts,
    draws_a_cover,
    in_minion_info,
    is_character,
    is_implemented,
    needs_on_script,
    player_counts,
    registers_variably,
    team_of_character,
)

if TYPE_CHECKING:
    from .game_api import GameAPI

__all__ = [
    "AbilityContext", "Ask", "CharacterFacts", "Flow", "also_registers_as", "believes_another",
    "character_facts", "draws_a_cover", "in_minion_info", "is_character", "is_implemented",
    "needs_on_script", "player_counts", "registers_variably", "team_of_character",
]


class AbilityContext(Abilities):
    """One seat's view of the game while its ability (or believed ability) runs.

    One class, assembled from the parts in :mod:`clocktower.ability` (each inherits the one
    before it): the clock and the ability's own notes (``base``), the seats and the game so
    far (``seats``), whether abilities work and registration (``status``), actions
    (``actions``), decisions (``decisions``), and other abilities and the public day
    (``abilities``).

    Args:
        game: the game.
        seat: the seat index whose ability runs.
        character: the character id whose ability runs.
    """

    __slots__ = ("_game", "seat", "character")

    def __init__(self, game: GameAPI, seat: int, character: str) -> None:
        self._game = game
        self.seat = seat
        self.character = character
