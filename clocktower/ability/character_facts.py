"""Questions about a character id (its catalogue row, what its module declares), not
about a game: the same in every game. Re-exported by :mod:`clocktower.context` (import
them from there)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .. import rules
from ..catalogue import load_catalogue
from ..characters import behaviour
from ..characters import hook as module_hook
from ..setup_rules import PLAYER_COUNTS

# Questions about a character (its catalogue row, what its module declares), not about the
# game: the same in every game. They are plain functions so that code with no context may
# ask them (setup hooks, option lists cached by script); AbilityContext offers each as a
# method too.


@dataclass(frozen=True, slots=True)
class CharacterFacts:
    """A read-only view of one catalogue row.

    Attributes:
        id: the character id (``"fortuneteller"``).
        name: its display name (``"Fortune Teller"``).
        team: its character type: ``"townsfolk"``, ``"outsider"``, ``"minion"``,
            ``"demon"``, ``"traveller"``, ``"fabled"`` or ``"loric"``.
        ability: its ability line.
        first_night: its place in the first night's order, or None when it does not act then.
        other_night: its place in the other nights' order, or None.
        setup: True when the ability changes the setup (a bracketed modifier).
    """

    id: str
    name: str
    team: str
    ability: str
    first_night: int | None
    other_night: int | None
    setup: bool


@cache
def character_facts(character: str) -> CharacterFacts:
    """The catalogue row of ``character``.

    Raises:
        UnknownCharacterError: (a KeyError) ``character`` is not in the catalogue.
    """
    row = load_catalogue().get(character)
    return CharacterFacts(row.id, row.name, str(row.team), row.ability, row.first_night,
                          row.other_night, bool(row.setup))


def is_character(character: str) -> bool:
    """True when ``character`` is a catalogue id."""
    return character in load_catalogue()


def team_of_character(character: str) -> str:
    """The character type of a character id (``"townsfolk"``, ``"minion"``...).

    Raises:
        UnknownCharacterError: not a catalogue id.
    """
    return rules.team_of(character)


def is_implemented(character: str) -> bool:
    """True when the character has a behaviour module (its ability is played by the engine)."""
    return behaviour(character) is not None


def believes_another(character: str) -> bool:
    """True when the character's player believes they are another character, whose hooks
    then run for them (the Drunk, the Marionette: ``THINKS_THEY_ARE``)."""
    return bool(module_hook(character, "THINKS_THEY_ARE"))


def draws_a_cover(character: str) -> bool:
    """True when the character's player draws another token instead of their own (the
    Drunk, the Lunatic: ``COVER``)."""
    return module_hook(character, "COVER") is not None


def in_minion_info(character: str) -> bool:
    """False for a Minion left out of the Minion info (the Marionette: ``IN_MINION_INFO``)."""
    return bool(getattr(behaviour(character), "IN_MINION_INFO", True))


def registers_variably(character: str) -> bool:
    """True when a seat of this character may register as something else than it is (its
    module defines ``registers_as`` or ``registers_as_to``: the Recluse, the Spy)."""
    return module_hook(character, "registers_as") is not None or module_hook(character, "registers_as_to") is not None


def also_registers_as(character: str, aspect: str) -> tuple[str, ...]:
    """What a seat of this character always registers as besides its own, for ``aspect``
    (``"team"``...): Legion's ``("minion",)`` (``ALSO_REGISTERS_AS``)."""
    return tuple((module_hook(character, "ALSO_REGISTERS_AS") or {}).get(aspect, ()))


def needs_on_script(character: str) -> tuple[str, ...]:
    """The characters this character's setup names (the Huntsman's Damsel: ``NEEDS_ON_SCRIPT``)."""
    return tuple(module_hook(character, "NEEDS_ON_SCRIPT") or ())


def player_counts(players: int) -> dict[str, int]:
    """The rulebook's usual numbers of each character type for a player count, before any
    setup modifier: ``{"townsfolk": 5, "outsider": 0, "minion": 1, "demon": 1}`` for 7.

    Raises:
        KeyError: fewer than 5 or more than 15 players.
    """
    townsfolk, outsiders, minions, demons = PLAYER_COUNTS[players]
    return {"townsfolk": townsfolk, "outsider": outsiders, "minion": minions, "demon": demons}
