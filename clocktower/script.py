"""Reading, checking and writing scripts in the official JSON script format.

A script file is a JSON array.  Each entry is one of:

* a character id string (``"imp"``);
* an object holding only an id (``{"id": "imp"}``), an older way to name an
  official character;
* the metadata object, whose id is ``"_meta"`` (name, author, images, custom
  night orders, bootlegger rules, ...);
* a homebrew character: an object with at least ``id``, ``name``, ``team`` and
  ``ability``.

Ids are normalised with :func:`clocktower.catalogue.normalise_id`, so
``"fortune_teller"`` and ``"Fortune Teller"`` both mean ``fortuneteller``.
An id that is neither in the catalogue nor defined as homebrew is accepted
(it may be an official character this project does not know yet); such ids are
listed by :meth:`Script.unknown_characters`.

Five scripts from the project's seed documents are bundled in
``clocktower/data/scripts`` and can be loaded by short name, e.g.
``load_script("darkest-before-dawn")``.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any

from clocktower.catalogue import Team, load_catalogue, normalise_id
from clocktower.decisions import shown

__all__ = [
    "META_ID",
    "Script",
    "ScriptError",
    "bundled_scripts",
    "dump_script",
    "load_script",
    "parse_script",
]

META_ID = "_meta"
"""The id that marks the metadata entry of a script."""

_HOMEBREW_REQUIRED = ("name", "team", "ability")

# Expected JSON types of the known _meta fields (other fields are passed through).
_META_STRING_FIELDS = ("name", "author", "logo", "background", "almanac")
_META_BOOL_FIELDS = ("hideTitle",)
_META_STRING_LIST_FIELDS = ("bootlegger",)
_NIGHT_FIELDS = ("firstNight", "otherNight")


class ScriptError(ValueError):
    """A script could not be read or is malformed.

    The message always starts with the source (a file path or ``"<script>"``)
    and, when one entry is at fault, names its index and id.

    Attributes:
        source: The file path or ``"<script>"``.
        problem: What is wrong, without the location prefix.
        index: Index of the offending entry in the array, if any.
        entry_id: Id of the offending entry, if known.
    """

    def __init__(self, source: str, problem: str, *, index: int | None = None, entry_id: str | None = None) -> None:
        self.source = source
        self.problem = problem
        self.index = index
        self.entry_id = entry_id
        where = source
        if index is not None:
            where += f": entry {index}"
            if entry_id is not None:
                where += f" (id {shown(entry_id)})"
        elif entry_id is not None:
            where += f": id {shown(entry_id)}"
        super().__init__(f"{where}: {problem}")


def _type_name(value: object) -> str:
    """Name a JSON value's type the way a script author would understand it."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


@dataclass(frozen=True)
class Script:
    """A parsed script.

    Two scripts compare equal when their content is equal; :attr:`source`
    is ignored, so ``parse_script(s.to_json()) == s`` holds.

    Attributes:
        name: Script name from the metadata ("" if none was given).
        author: Author from the metadata ("" if none was given).
        characters: Normalised ids of all characters, in file order,
            including homebrew ones, excluding the metadata entry.
        meta: The raw metadata object (empty dict if the file had none).
        homebrew: Normalised id -> the raw homebrew character object.
        first_night: Custom first-night order from the metadata (normalised
            ids, may contain markers such as ``"dusk"``), or None.
        other_night: Custom other-nights order from the metadata, or None.
        source: Where the script came from (file path or ``"<script>"``).
    """

    name: str
    author: str
    characters: tuple[str, ...]
    meta: dict[str, Any] = field(default_factory=dict, hash=False)
    homebrew: dict[str, dict[str, Any]] = field(default_factory=dict, hash=False)
    first_night: tuple[str, ...] | None = None
    other_night: tuple[str, ...] | None = None
    source: str = field(default="<script>", compare=False)

    def __setstate__(self, state: dict[str, Any]) -> None:
        """Restore a pickled (or copied) script, and teach this process's catalogue its
        registered homebrew characters, as :func:`parse_script` did where it was parsed.

        The catalogue learns a homebrew character only from a script that defines it; a
        script sent to another process (a ``clocktower simulate -j N`` worker) is unpickled
        there, never parsed, so without this the worker's catalogue would not know it (the
        Witch Hunt Witch: no Minion on the script, and Lil' Monsta's "[+1 Minion]" fails).

        Args:
            state: the script's attributes, as pickled.
        """
        self.__dict__.update(state)
        _define_homebrew(self.homebrew)

    def unknown_characters(self) -> list[str]:
        """Return ids that are neither in the catalogue nor homebrew.

        Returns:
            Such ids in script order (empty if every character is known).
        """
        catalogue = load_catalogue()
        return [cid for cid in self.characters if cid not in catalogue and cid not in self.homebrew]

    def jinxes(self) -> list[tuple[str, str, str]]:
        """Return the official jinxes between two characters of this script.

        A jinx is a special rule for a pair of characters (the catalogue's ``jinxes``);
        it applies to a game when both are on the script. Pairs with a character that is
        not in the catalogue (a homebrew one) are not known here.

        Returns:
            ``(first id, second id, reason)`` for each jinxed pair, the first id being the
            one that comes earlier on the script, in script order.
        """
        catalogue = load_catalogue()
        known = [cid for cid in self.characters if cid in catalogue]
        found = []
        for i, a in enumerate(known):
            for b in known[i + 1:]:
                jinx = catalogue.jinxed(a, b)
                if jinx is not None:
                    found.append((a, b, jinx.reason))
        return found

    def supported_player_counts(self) -> tuple[int, ...]:
        """Return the player counts this script is meant for.

        A Teensyville script (rules page "Teensyville": at most six Townsfolk, two
        Outsiders, two Minions and two Demons) is for five or six players; any other
        script is for the whole setup table, 5 to 15 players (Travellers come on top).

        Returns:
            The counts, ascending.
        """
        sizes = {team: len(self.characters_of(team)) for team in ("townsfolk", "outsider", "minion", "demon")}
        teensy = sizes["townsfolk"] <= 6 and all(sizes[t] <= 2 for t in ("outsider", "minion", "demon"))
        return (5, 6) if teensy else tuple(range(5, 16))

    def unimplemented(self, implemented: Iterable[str]) -> list[str]:
        """Return the script's ids that are missing from ``implemented``.

        Args:
            implemented: Ids the caller can run (any spelling; normalised here).

        Returns:
            Ids of this script not in ``implemented``, in script order. A homebrew character
            the engine knows how to run (:mod:`clocktower.homebrew`) counts as
            implemented.
        """
        from clocktower.homebrew import is_registered

        have = {normalise_id(cid) for cid in implemented}
        return [cid for cid in self.characters
                if cid not in have and not (cid in self.homebrew and is_registered(cid))]

    def characters_of(self, team: Team | str) -> list[str]:
        """Return the ids of one team, in script order.

        The team of a homebrew character comes from its own definition, or, for one the
        engine runs, the type the engine gives it (:func:`clocktower.homebrew.define`:
        Stowed Away's Travellers, listed as Townsfolk, are Travellers); ids unknown to
        both the catalogue and the homebrew section are skipped.

        Args:
            team: A :class:`~clocktower.catalogue.Team` or its value.

        Returns:
            Matching ids in script order.

        Raises:
            ValueError: If ``team`` is not a valid team name.
        """
        wanted = Team(team)
        catalogue = load_catalogue()
        result: list[str] = []
        for cid in self.characters:
            if cid in self.homebrew and (cid in catalogue.ids or cid not in catalogue):
                if self.homebrew[cid].get("team") == wanted.value:
                    result.append(cid)
            elif cid in catalogue and catalogue.get(cid).team is wanted:
                result.append(cid)
        return result

    def to_json(self) -> list[Any]:
        """Return the script in the official format.

        The metadata object (if any) comes first, then one entry per
        character: its id string, or its full object if it is homebrew.

        Returns:
            A JSON-serialisable list; ``parse_script`` of it equals ``self``.
        """
        out: list[Any] = []
        if self.meta:
            out.append(dict(self.meta))
        for cid in self.characters:
            out.append(dict(self.homebrew[cid]) if cid in self.homebrew else cid)
        return out


def _check_meta(meta: dict[str, Any], source: str, index: int) -> None:
    """Check the types of the known fields of a ``_meta`` object.

    Raises:
        ScriptError: On the first field with the wrong type.
    """

    def fail(problem: str) -> ScriptError:
        return ScriptError(source, problem, index=index, entry_id=META_ID)

    for key in _META_STRING_FIELDS:
        if key in meta and not isinstance(meta[key], str):
            raise fail(f"_meta field {key!r} must be a string, not {_type_name(meta[key])}")
    for key in _META_BOOL_FIELDS:
        if key in meta and not isinstance(meta[key], bool):
            raise fail(f"_meta field {key!r} must be true or false, not {_type_name(meta[key])}")
    for key in _META_STRING_LIST_FIELDS + _NIGHT_FIELDS:
        if key not in meta:
            continue
        value = meta[key]
        if not isinstance(value, list):
            raise fail(f"_meta field {key!r} must be an array of strings, not {_type_name(value)}")
        for position, item in enumerate(value):
            if not isinstance(item, str):
                raise fail(f"_meta field {shown(key)}[{position}] must be a string, "
                           f"not {_type_name(item)} ({shown(item)})")


def _check_homebrew(obj: dict[str, Any], cid: str, source: str, index: int) -> None:
    """Check a homebrew character object.

    Raises:
        ScriptError: If a required field is missing or a field has a bad type
            or value.
    """

    def fail(problem: str) -> ScriptError:
        return ScriptError(source, problem, index=index, entry_id=cid)

    missing = [key for key in _HOMEBREW_REQUIRED if key not in obj]
    if missing:
        names = ", ".join(repr(key) for key in missing)
        raise fail(
            f"homebrew character is missing {names} "
            "(an object naming an official character must contain only 'id')"
        )
    for key in ("name", "ability"):
        if not isinstance(obj[key], str):
            raise fail(f"homebrew field {key!r} must be a string, not {_type_name(obj[key])}")
    team = obj["team"]
    valid_teams = [t.value for t in Team]
    if not isinstance(team, str) or team not in valid_teams:
        raise fail(f"unknown team {shown(team)}; expected one of {', '.join(valid_teams)}")
    for key in _NIGHT_FIELDS:
        value = obj.get(key)
        if key in obj and (isinstance(value, bool) or not isinstance(value, (int, float))):
            raise fail(f"homebrew field {key!r} must be a number, not {_type_name(value)}")
    for key in ("reminders", "remindersGlobal"):
        if key not in obj:
            continue
        value = obj[key]
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise fail(f"homebrew field {key!r} must be an array of strings")
    if "setup" in obj and not isinstance(obj["setup"], bool):
        raise fail(f"homebrew field 'setup' must be true or false, not {_type_name(obj['setup'])}")
    if "jinxes" in obj:
        jinxes = obj["jinxes"]
        if not isinstance(jinxes, list) or not all(
            isinstance(j, dict) and isinstance(j.get("id"), str) and isinstance(j.get("reason"), str) for j in jinxes
        ):
            raise fail("homebrew field 'jinxes' must be an array of objects with string 'id' and 'reason'")


def _night_order(meta: dict[str, Any], key: str) -> tuple[str, ...] | None:
    """Return the custom night order stored under ``key``, normalised, if any.

    Markers such as ``"dusk"`` or ``"minioninfo"`` normalise to themselves.
    """
    if key not in meta:
        return None
    return tuple(normalise_id(item) for item in meta[key])


def parse_script(data: object, source: str = "<script>") -> Script:
    """Validate decoded script JSON and build a :class:`Script`.

    Args:
        data: The decoded JSON value (normally a list).
        source: Name used in error messages and stored on the script.

    Returns:
        The parsed script.

    Raises:
        ScriptError: If ``data`` is not a list; an entry is neither a string
            nor an object; an object has no usable string ``id``; an id (after
            normalisation) or ``_meta`` appears twice; ``_meta`` has a field of
            the wrong type (including custom night orders with non-string
            entries); or a homebrew character lacks ``name``/``team``/
            ``ability`` or has an unknown team.
    """
    if not isinstance(data, list):
        raise ScriptError(source, f"a script must be a JSON array, not {_type_name(data)}")

    meta: dict[str, Any] | None = None
    characters: list[str] = []
    seen: dict[str, int] = {}
    homebrew: dict[str, dict[str, Any]] = {}

    for index, entry in enumerate(data):
        if isinstance(entry, str):
            raw_id = entry
            obj: dict[str, Any] | None = None
        elif isinstance(entry, dict):
            if "id" not in entry:
                raise ScriptError(source, "object has no 'id' field", index=index)
            raw = entry["id"]
            if not isinstance(raw, str):
                raise ScriptError(source, f"'id' must be a string, not {_type_name(raw)} ({shown(raw)})", index=index)
            raw_id = raw
            obj = entry
        else:
            raise ScriptError(
                source,
                f"entry must be a character id string or an object, not {_type_name(entry)} ({shown(entry)})",
                index=index,
            )

        if raw_id == META_ID:
            if obj is None:
                raise ScriptError(source, "'_meta' must be an object, not a bare string", index=index, entry_id=META_ID)
            if meta is not None:
                raise ScriptError(source, "duplicate '_meta' entry", index=index, entry_id=META_ID)
            _check_meta(obj, source, index)
            meta = dict(obj)
            continue

        cid = normalise_id(raw_id)
        if not cid:
            raise ScriptError(source, "id is empty after removing punctuation and spaces", index=index, entry_id=raw_id)
        if cid in seen:
            raise ScriptError(
                source,
                f"duplicate id {shown(cid)} (already listed at entry {seen[cid]})",
                index=index,
                entry_id=raw_id,
            )
        if obj is not None and set(obj) != {"id"}:
            _check_homebrew(obj, raw_id, source, index)
            homebrew[cid] = dict(obj)
            try:
                _define_homebrew({cid: homebrew[cid]})
            except ValueError as exc:
                raise ScriptError(source, str(exc), index=index, entry_id=raw_id) from None
        seen[cid] = index
        characters.append(cid)

    meta = meta or {}
    return Script(
        name=meta.get("name", ""),
        author=meta.get("author", ""),
        characters=tuple(characters),
        meta=meta,
        homebrew=homebrew,
        first_night=_night_order(meta, "firstNight"),
        other_night=_night_order(meta, "otherNight"),
        source=source,
    )


def _define_homebrew(homebrew: dict[str, dict[str, Any]]) -> None:
    """Make the catalogue know the registered homebrew characters of a script's homebrew
    objects (normalised id -> object; see :func:`clocktower.homebrew.define`). An object
    for an official id only restyles that character and defines nothing; an id the engine
    does not run stays unknown.

    Raises:
        ValueError: a registered id's object has a team that is no character type.
    """
    if not homebrew:
        return
    from clocktower.homebrew import define

    official = load_catalogue().ids
    for cid, obj in homebrew.items():
        if cid not in official:
            define(cid, obj)


def _scripts_dir() -> Path:
    """Return the folder of bundled scripts as a filesystem path."""
    resource = files("clocktower") / "data" / "scripts"
    return resource if isinstance(resource, Path) else Path(str(resource))


def bundled_scripts() -> dict[str, Path]:
    """Return the scripts shipped with the package.

    Returns:
        Short name (file name without ``.json``, e.g. ``"final-nail"``) ->
        path of the file, sorted by name.
    """
    return dict(_bundled())


@functools.cache
def _bundled() -> dict[str, Path]:
    return {path.stem: path for path in sorted(_scripts_dir().glob("*.json"))}


_BUNDLED_LOADED: dict[str, Script] = {}
"""Bundled scripts parsed so far, by short name (see :func:`load_script`)."""


def load_script(name_or_path: str | Path) -> Script:
    """Load a bundled script by short name, or a script file by path.

    A string that names a bundled script (see :func:`bundled_scripts`) is
    loaded from the package; anything else is treated as a file path.

    Args:
        name_or_path: Bundled short name or path to a ``.json`` file.

    Returns:
        The parsed script; its ``source`` is the file path.

    Raises:
        ScriptError: If the name is neither bundled nor an existing file (the
            message lists the bundled names), the file cannot be read, the
            JSON is invalid (message gives line and column), or the content
            is malformed (see :func:`parse_script`).
    """
    bundled = _bundled()
    if isinstance(name_or_path, str) and name_or_path in bundled:
        # The package's own files do not change while it runs: parse each once (a Script is
        # frozen, so games of one script can share it).
        cached = _BUNDLED_LOADED.get(name_or_path)
        if cached is None:
            cached = _BUNDLED_LOADED[name_or_path] = _load_file(bundled[name_or_path])
        return cached
    else:
        path = Path(name_or_path)
        if not path.is_file():
            names = ", ".join(bundled)
            raise ScriptError(
                str(name_or_path),
                f"no such script file, and not a bundled script name (bundled: {names})",
            )
    return _load_file(path)


def _load_file(path: Path) -> Script:
    source = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ScriptError(source, f"cannot read file: {exc}") from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ScriptError(source, f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from exc
    except RecursionError:
        raise ScriptError(source, "invalid JSON: nested too deep to read") from None
    return parse_script(data, source=source)


def dump_script(script: Script, path: str | Path) -> None:
    """Write a script to a file in the official format.

    Args:
        script: The script to write.
        path: Destination file (overwritten if it exists).

    Raises:
        OSError: If the file cannot be written.
    """
    text = json.dumps(script.to_json(), indent=2, ensure_ascii=False)
    Path(path).write_text(text + "\n", encoding="utf-8")
