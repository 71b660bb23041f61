"""Character behaviour modules, one per character id, bound by id.

A module lives at ``clocktower/characters/<team>/<id>.py``. Its docstring is the ability
line. It defines only the hooks its ability needs, each looked up by name by the engine;
character code talks to the game only through the :class:`clocktower.context.AbilityContext`
it is given.

Every name a module may define (hook functions and data), with its signature, whether it is a
generator, what it means and who it runs for (the true holder, a seat that only believes it
holds the ability, every character on the script, the Storyteller's Fabled and Loric), is
declared in :data:`clocktower.characters.hooks.HOOKS`. :func:`behaviour` checks each module
against it when loading it: an undeclared public function or UPPER_CASE name, or a hook whose
parameters (or generator-ness) differ from its declaration, fails with
:class:`~clocktower.characters.hooks.HookError`. Helpers start with ``_`` (or are listed in the
module's ``__helpers__``).

Storyteller characters: the script's Fabled and Loric are added at setup (announced to
everyone) and listed in ``state.storyteller_characters``. Their hooks run with
``ctx.seat == STORYTELLER`` and ``ctx.is_storyteller`` True: their ability always functions,
their effects and reminders have no source seat, and the helpers that default to "this seat"
(``ctx.alive()``...) raise instead of reading a seat.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeVar

from ..catalogue import load_catalogue

if TYPE_CHECKING:
    from ..context import AbilityContext

T = TypeVar("T")

SUPPRESS = "suppress"
"""``check_win`` result meaning "the game goes on, whatever the usual rules say"."""

_TEAM_FOLDERS = {"townsfolk", "outsider", "minion", "demon", "fabled", "loric", "traveller"}


@cache
def behaviour(character_id: str) -> ModuleType | None:
    """The behaviour module of a character, or None when it is not implemented.

    Args:
        character_id: an official id such as ``"fortuneteller"``, or a registered homebrew
            id (:mod:`clocktower.homebrew`).

    Returns:
        The imported module, or None.

    Raises:
        HookError: the module defines an undeclared hook-like name or a hook whose signature
            differs from its declaration (see :func:`clocktower.characters.hooks.check_module`).
    """
    catalogue = load_catalogue()
    if character_id not in catalogue.ids:
        from ..homebrew import module_of

        return module_of(character_id)
    team = str(catalogue.get(character_id).team)
    try:
        module = importlib.import_module(f"{__name__}.{team}.{character_id}")
    except ModuleNotFoundError:
        return None
    from .hooks import check_module  # (here: hooks imports the context, which imports this package)

    check_module(module)
    return module


_HOOKS: dict[tuple[str, str], Any] = {}


def hook(character_id: str, name: str) -> Any:
    """One name of a character's behaviour module (a hook function or a data value), or
    None when the module does not define it or the character is not implemented.

    The same as ``getattr(behaviour(character_id), name, None)``, remembered: the engine
    asks this many times per decision.
    """
    try:
        return _HOOKS[character_id, name]
    except KeyError:
        value = _HOOKS[character_id, name] = getattr(behaviour(character_id), name, None)
        return value


def per_table(cache: dict[Any, T], ctx: AbilityContext, build: Callable[[AbilityContext], T]) -> T:
    """``build(ctx)``, kept in ``cache`` by the table's player names and the script's
    characters: for a character's plain option data (and labels) that depends on nothing
    else, so the games of one table and script share it (the Gossip's statements, the
    Juggler's guesses). The cache is emptied when it holds 64 entries."""
    key = (tuple(ctx.name(s) for s in ctx.seats()), tuple(ctx.script_characters()))
    found = cache.get(key)
    if found is None:
        if len(cache) >= 64:
            cache.clear()
        found = cache[key] = build(ctx)
    return found


@cache
def implemented_ids() -> frozenset[str]:
    """The ids of every character with a behaviour module."""
    found: set[str] = set()
    for team in _TEAM_FOLDERS:
        try:
            package = importlib.import_module(f"{__name__}.{team}")
        except ModuleNotFoundError:
            continue
        for info in pkgutil.iter_modules(package.__path__):
            if not info.name.startswith("_"):
                found.add(info.name)
    return frozenset(found)
