"""The character catalogue: static facts about every character the engine knows.

The facts live in ``clocktower/data/characters.json`` (one row per character:
id, name, team, ability line, night positions, reminder token names, setup
flag and jinxes).  This module turns that file into immutable
:class:`Character` objects and offers look-ups through :class:`Catalogue`.

Night positions are indexes into the official night sheet, so only their
relative order is meaningful: a character with a smaller ``first_night`` wakes
earlier on the first night.  The markers ``dusk``, ``minioninfo``,
``demoninfo`` and ``dawn`` share the same numbering and are available through
:meth:`Catalogue.night_marker`.

Typical use::

    from clocktower.catalogue import load_catalogue

    cat = load_catalogue()
    imp = cat.get("imp")
    assert imp.is_demon and imp.other_night is not None
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum
from importlib.resources import files
from typing import Any, Literal

__all__ = [
    "register_homebrew",
    "Catalogue",
    "Character",
    "Jinx",
    "NIGHT_MARKERS",
    "Night",
    "Team",
    "UnknownCharacterError",
    "load_catalogue",
    "normalise_id",
]

Night = Literal["first", "other"]
"""Which night list a position refers to: the first night or every later night."""

NIGHT_MARKERS: tuple[str, ...] = ("dusk", "minioninfo", "demoninfo", "dawn")
"""Pseudo-entries of the night order that are not characters."""

_NON_ID_CHARS = re.compile(r"[^a-z0-9]")


def normalise_id(raw: str) -> str:
    """Turn any spelling of a character id into the canonical form.

    Official ids are lowercase letters only (``fortuneteller``), while files
    in the wild use ``fortune_teller``, ``Fortune Teller`` or ``fortune-teller``.
    Lowercasing and removing everything except letters and digits maps all of
    these onto the same id.  Digits are kept so that homebrew ids such as
    ``custom1`` and ``custom2`` stay distinct; no official id contains one.

    Args:
        raw: The id as written in a file or typed by a user.

    Returns:
        The normalised id (possibly empty if ``raw`` had no letters or digits).
    """
    return _NON_ID_CHARS.sub("", raw.lower())


class Team(StrEnum):
    """The character type ("team") printed on a character token."""

    TOWNSFOLK = "townsfolk"
    OUTSIDER = "outsider"
    MINION = "minion"
    DEMON = "demon"
    TRAVELLER = "traveller"
    FABLED = "fabled"
    LORIC = "loric"

    @property
    def is_good_by_default(self) -> bool:
        """True for Townsfolk and Outsiders, whose players start out good.

        Minions and Demons start evil; Travellers pick an alignment when they
        join; Fabled and Loric belong to the Storyteller and have none.
        """
        return self in (Team.TOWNSFOLK, Team.OUTSIDER)


@dataclass(frozen=True, slots=True)
class Jinx:
    """A special rule that applies when two particular characters share a script.

    Attributes:
        id: Id of the other character of the pair.
        reason: One sentence describing how the two interact.
    """

    id: str
    reason: str


@dataclass(frozen=True, slots=True)
class Character:
    """Immutable catalogue entry for one character.

    Attributes:
        id: Official id, lowercase letters only (e.g. ``"scarletwoman"``).
        name: Display name (e.g. ``"Scarlet Woman"``).
        team: Character type.
        ability: The one-line ability text, as printed on the script sheet.
        first_night: Position on the first night (lower wakes earlier), or
            ``None`` if the character has no first-night action.
        other_night: Position on later nights, or ``None``.
        reminders: Names of the character's reminder tokens; a name appears
            once per physical token, so repeats are intentional.
        global_reminders: Reminder tokens that may be placed even when the
            character is not in play (e.g. "Is The Drunk").
        setup: True if the character changes how the game is set up.
        jinxes: Jinxes recorded on this character (each pair is stored only
            once, on one of its two characters; see :meth:`Catalogue.jinxed`).
    """

    id: str
    name: str
    team: Team
    ability: str
    first_night: int | None
    other_night: int | None
    reminders: tuple[str, ...]
    global_reminders: tuple[str, ...]
    setup: bool
    jinxes: tuple[Jinx, ...]

    @property
    def is_townsfolk(self) -> bool:
        """True if the character is a Townsfolk."""
        return self.team is Team.TOWNSFOLK

    @property
    def is_outsider(self) -> bool:
        """True if the character is an Outsider."""
        return self.team is Team.OUTSIDER

    @property
    def is_minion(self) -> bool:
        """True if the character is a Minion."""
        return self.team is Team.MINION

    @property
    def is_demon(self) -> bool:
        """True if the character is a Demon."""
        return self.team is Team.DEMON

    @property
    def default_alignment(self) -> str:
        """The alignment a player of this character starts with.

        Returns:
            ``"good"`` for Townsfolk and Outsiders, ``"evil"`` for Minions and
            Demons, and ``"neutral"`` for Travellers (who choose), Fabled and
            Loric (who are not held by players).
        """
        if self.team.is_good_by_default:
            return "good"
        if self.team in (Team.MINION, Team.DEMON):
            return "evil"
        return "neutral"


class UnknownCharacterError(KeyError):
    """Raised when a character id is not in the catalogue.

    Attributes:
        character_id: The id that was looked up (as given by the caller).
    """

    def __init__(self, character_id: str) -> None:
        self.character_id = character_id
        super().__init__(character_id)

    def __str__(self) -> str:
        return f"unknown character id {self.character_id!r}: not in the character catalogue"


class Catalogue:
    """Read-only collection of :class:`Character` objects keyed by id.

    Look-ups accept any spelling that :func:`normalise_id` maps onto an
    official id, so ``cat.get("Fortune Teller")`` works.  Iteration yields
    characters in the order of the data file.
    """

    def __init__(self, characters: list[Character], night_markers: dict[str, dict[str, int | None]]) -> None:
        """Build a catalogue.

        Args:
            characters: The characters, in display order; ids must be unique.
            night_markers: ``{"first": {...}, "other": {...}}`` mapping each
                marker name to its night position, or ``None`` if that night
                has no such marker.

        Raises:
            ValueError: If two characters share an id.
        """
        by_id: dict[str, Character] = {}
        for character in characters:
            if character.id in by_id:
                raise ValueError(f"duplicate character id {character.id!r} in catalogue")
            by_id[character.id] = character
        self._by_id = by_id
        self._markers = {night: dict(markers) for night, markers in night_markers.items()}

    def get(self, character_id: str) -> Character:
        """Return the character with the given id.

        Args:
            character_id: An id in any spelling accepted by :func:`normalise_id`.

        Returns:
            The matching :class:`Character`.

        Raises:
            UnknownCharacterError: If no character has that id.
        """
        found = self._by_id.get(character_id)
        if found is None:
            found = self._by_id.get(normalise_id(character_id))
        if found is None:
            found = _HOMEBREW.get(normalise_id(character_id))
        if found is None:
            raise UnknownCharacterError(character_id)
        return found

    def __contains__(self, character_id: object) -> bool:
        """Return True if ``character_id`` is a string naming a known character (an official
        one, or a registered homebrew one defined by a script loaded so far)."""
        if not isinstance(character_id, str):
            return False
        cid = normalise_id(character_id)
        return cid in self._by_id or cid in _HOMEBREW

    def __iter__(self) -> Iterator[Character]:
        """Iterate over all characters in data-file order."""
        return iter(self._by_id.values())

    def __len__(self) -> int:
        """Return the number of characters."""
        return len(self._by_id)

    @property
    def ids(self) -> tuple[str, ...]:
        """All character ids, in data-file order."""
        return tuple(self._by_id)

    def by_team(self, team: Team | str) -> list[Character]:
        """Return the characters of one team, in data-file order.

        Args:
            team: A :class:`Team` or its string value (e.g. ``"minion"``).

        Returns:
            The characters of that team (empty if there are none).

        Raises:
            ValueError: If ``team`` is not a valid team name.
        """
        wanted = Team(team)
        return [c for c in self._by_id.values() if c.team is wanted]

    def jinxed(self, a: str, b: str) -> Jinx | None:
        """Return the jinx between two characters, whichever of them holds it.

        Args:
            a: Id of one character.
            b: Id of the other character.

        Returns:
            The :class:`Jinx` as stored on whichever character records it
            (so its ``id`` names the *other* member of the pair), or ``None``
            if the two are not jinxed or either id is unknown.
        """
        na, nb = normalise_id(a), normalise_id(b)
        for holder, other in ((na, nb), (nb, na)):
            character = self._by_id.get(holder)
            if character is None:
                continue
            for jinx in character.jinxes:
                if jinx.id == other:
                    return jinx
        return None

    def night_marker(self, night: Night, marker: str) -> int:
        """Return the night position of a marker such as ``"minioninfo"``.

        Args:
            night: ``"first"`` or ``"other"``.
            marker: One of ``"dusk"``, ``"minioninfo"``, ``"demoninfo"``, ``"dawn"``.

        Returns:
            The position, comparable with :attr:`Character.first_night` (for
            ``"first"``) or :attr:`Character.other_night` (for ``"other"``).

        Raises:
            ValueError: If ``night`` is not ``"first"`` or ``"other"``.
            KeyError: If the marker is unknown or does not occur on that night
                (Minion and Demon info exist only on the first night).
        """
        if night not in self._markers:
            raise ValueError(f"night must be 'first' or 'other', not {night!r}")
        position = self._markers[night].get(marker)
        if position is None:
            raise KeyError(f"night marker {marker!r} does not occur on the {night} night")
        return position

    def __repr__(self) -> str:
        return f"<Catalogue of {len(self)} characters>"


def _character_from_row(row: dict[str, Any]) -> Character:
    """Convert one row of ``characters.json`` into a :class:`Character`."""
    return Character(
        id=row["id"],
        name=row["name"],
        team=Team(row["team"]),
        ability=row["ability"],
        first_night=row.get("first_night"),
        other_night=row.get("other_night"),
        reminders=tuple(row.get("reminders", ())),
        global_reminders=tuple(row.get("global_reminders", ())),
        setup=bool(row.get("setup", False)),
        jinxes=tuple(Jinx(id=j["id"], reason=j["reason"]) for j in row.get("jinxes", ())),
    )


_HOMEBREW: dict[str, Character] = {}
"""Registered homebrew characters, as defined by the scripts loaded so far (see
:mod:`clocktower.homebrew`). Not part of iteration, ``len`` or ``ids``."""


def register_homebrew(character: Character) -> None:
    """Make a homebrew character visible to :meth:`Catalogue.get` and ``in``.

    Only :func:`clocktower.homebrew.define` calls this, for ids the engine knows
    how to run; a later script defining the same id replaces the earlier definition.

    Raises:
        ValueError: the id is an official character's.
    """
    if character.id in load_catalogue().ids:
        raise ValueError(f"homebrew id {character.id!r} is an official character's id")
    _HOMEBREW[character.id] = character


@functools.cache
def load_catalogue() -> Catalogue:
    """Load the bundled character catalogue (read once, then cached).

    Returns:
        The shared :class:`Catalogue` instance.

    Raises:
        ValueError: If the bundled data file is malformed (a packaging bug).
    """
    resource = files("clocktower") / "data" / "characters.json"
    try:
        data = json.loads(resource.read_text(encoding="utf-8"))
        characters = [_character_from_row(row) for row in data["characters"]]
        markers = data["night_markers"]
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"bundled characters.json is malformed: {exc}") from exc
    return Catalogue(characters, markers)
