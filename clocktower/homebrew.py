"""Homebrew characters the engine knows how to run (the registry; engine-side machinery).

A script may define its own characters as full objects (``id``, ``name``, ``team``,
``ability``...; see :mod:`clocktower.script`). Such a character is playable here when its
(normalised) id is a key of :data:`REGISTRY`. The entry says which behaviour module runs it:

* ``base``: an official character whose module is reused unchanged, for a homebrew variant
  of that character (the same ability line with another team, or a bracket added). The
  variant wakes at the base character's places in the night order.
* ``module``: the name of a module of ``clocktower/characters/homebrew/``,
  written like any character module (its docstring the ability line, only declared hooks).
  It may import an official character's hooks and add its own (a homebrew Witch whose
  Minions are all Witches); ``base_places`` then names the official character whose night
  positions it takes.

Name, team, ability and reminders come from the script's own object (the team unless the
entry's ``team`` overrides it): when a script
defines a registered id, :func:`define` turns that object into a catalogue
:class:`~clocktower.catalogue.Character`, which :meth:`Catalogue.get
<clocktower.catalogue.Catalogue.get>` then returns for the id (the official list itself, its
length and iteration, stay the 181 official characters).

A **hidden Traveller** (entry ``hidden_traveller``: Stowed Away's "Travellers are not
announced") is a Traveller the Storyteller may put in the bag: each one in the bag lowers by
one the player count whose setup table is dealt, its seat is not announced as a Traveller
(``Seat.traveller`` stays False: every public rule treats it as any player), the Storyteller
chooses its alignment, and an execution of it is also its exile. The engine's parts:
:meth:`clocktower.setup.SetupPhase._hidden_travellers_in_bag` and
``GameState.hidden_travellers``; rulings in docs/rulings/tournament-homebrew.md.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from .catalogue import Character, Team, load_catalogue, normalise_id, register_homebrew


@dataclass(frozen=True, slots=True)
class Homebrew:
    """How one homebrew id is run.

    Attributes:
        base: Official id whose behaviour module runs the homebrew character, or None.
        module: Name of a module of this package that runs it, or None (exactly one of
            ``base`` and ``module`` is set).
        first_night: First-night position for a ``module`` character (``None``: no action).
        other_night: Other-night position for a ``module`` character.
        base_places: for a ``module`` character that re-runs an official character's hooks
            (importing them from its module) with a change of its own: the official id
            whose night positions it takes.
        team: the character type the engine gives it, overriding the object's ``team`` (a
            Traveller that the script lists as a Townsfolk so that the script tool shows it
            with them), or None to keep the object's.
        hidden_traveller: True for a Traveller put in the bag and not announced (see the
            module docstring); its ``team`` must be ``"traveller"``.
    """

    base: str | None = None
    module: str | None = None
    first_night: int | None = None
    other_night: int | None = None
    base_places: str | None = None
    team: str | None = None
    hidden_traveller: bool = False


REGISTRY: dict[str, Homebrew] = {
    # This Is Not My Beautiful House: "The Amnesiac is considered an Outsider character type."
    "beautifulhouseamnesiac": Homebrew(base="amnesiac"),
    # Off to see the Wizard: the script's Fabled (a knower guessing the Wizard's wish).
    "offwizardoffwizard": Homebrew(module="offwizard"),
    # The Djinn's Bargain: the script's Fabled (a nominator dies, the nominee acts twice).
    "djinnsbargaindjinnsbargain": Homebrew(module="djinnsbargain"),
    # I See Dead People: the script's Fabled (deaths unannounced, the dead nominate,
    # poisoned players sleep).
    "deadpeopleiseedeadpeople": Homebrew(module="iseedeadpeople"),
    # Witch Hunt: the official Witch, every Minion of the bag a Witch ("bag-duplicate").
    "witchhuntwitch": Homebrew(module="witchhuntwitch", base_places="witch"),
    # Stowed Away: four official Travellers listed as Townsfolk with "[Reduce non-traveller
    # player count]"; the bootlegger rule: "Up to 2 recommended Travellers might be in the bag
    # & the player count lowers accordingly. Travellers are not announced, executions & exiles
    # are equivalent." Each is the official Traveller (its module runs it), dealt from the
    # bag and not announced.
    "stowedawaybonecollector": Homebrew(base="bonecollector", team="traveller", hidden_traveller=True),
    "stowedawayapprentice": Homebrew(base="apprentice", team="traveller", hidden_traveller=True),
    "stowedawaydeviant": Homebrew(base="deviant", team="traveller", hidden_traveller=True),
    "stowedawayscapegoat": Homebrew(base="scapegoat", team="traveller", hidden_traveller=True),
}
"""Normalised homebrew id -> how the engine runs it."""


def is_registered(character_id: str) -> bool:
    """True when the engine knows how to run the homebrew id (any spelling)."""
    return normalise_id(character_id) in REGISTRY


def is_hidden_traveller(character_id: str) -> bool:
    """True for a registered hidden Traveller (entry ``hidden_traveller``: Stowed Away's
    Travellers, dealt from the bag and not announced). Takes a normalised id."""
    entry = REGISTRY.get(character_id)
    return entry is not None and entry.hidden_traveller


def official_base(character_id: str) -> str | None:
    """The official character whose module or night places a registered homebrew id
    takes (``base``, else ``base_places``), or None (a Fabled of its own, an unknown id)."""
    entry = REGISTRY.get(character_id)
    return None if entry is None else entry.base or entry.base_places


def registered_ids() -> frozenset[str]:
    """The normalised ids of every registered homebrew character."""
    return frozenset(REGISTRY)


def define(character_id: str, obj: dict[str, Any]) -> Character | None:
    """Turn a script's homebrew object into a catalogue character, if the id is registered.

    Args:
        character_id: The normalised id.
        obj: The script's object (already checked by the script parser: ``name``, ``team``
            and ``ability`` are strings).

    Returns:
        The character (also made visible to :meth:`Catalogue.get`), or None when the id is
        not registered (the script then names an unsupported character).

    The character's type is the entry's ``team`` when it has one (Stowed Away's Travellers,
    listed as Townsfolk), else the object's.

    Raises:
        ValueError: the object's team is not a character type.
    """
    entry = REGISTRY.get(character_id)
    if entry is None:
        return None
    try:
        team = Team(entry.team or str(obj["team"]).lower())
    except ValueError:
        raise ValueError(f"homebrew character {character_id!r} has an unknown team {obj['team']!r}") from None
    places = entry.base or entry.base_places
    if places is not None:
        base = load_catalogue().get(places)
        first, other = base.first_night, base.other_night
    else:
        first, other = entry.first_night, entry.other_night
    reminders = obj.get("reminders", ())
    character = Character(id=character_id, name=str(obj["name"]), team=team, ability=str(obj["ability"]),
                          first_night=first, other_night=other,
                          reminders=tuple(str(r) for r in reminders if isinstance(r, str)),
                          global_reminders=(), setup=bool(obj.get("setup", False)), jinxes=())
    register_homebrew(character)
    return character


def module_of(character_id: str) -> ModuleType | None:
    """The module that runs a registered homebrew id, or None when it is not registered.

    Raises:
        HookError: the module breaks the hook declarations (see
            :func:`clocktower.characters.hooks.check_module`).
    """
    entry = REGISTRY.get(character_id)
    if entry is None:
        return None
    if entry.base is not None:
        from .characters import behaviour

        return behaviour(entry.base)
    module = importlib.import_module(f"clocktower.characters.homebrew.{entry.module}")
    from .characters.hooks import check_module

    check_module(module)
    return module
