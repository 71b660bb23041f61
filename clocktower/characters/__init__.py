"""Character behaviour modules, one per character id, bound by id.

A module lives at ``clocktower/characters/<team>/<id>.py``. Its docstring is the ability
line. Every name below is optional; the engine looks each one up by name, so a character
defines only what its ability needs. Character code talks to the game only through the
:class:`clocktower.context.AbilityContext` it is given.

Night actions (generators that ``yield`` decisions):
    ``first_night(ctx)``, ``other_night(ctx)``: run at the character's place in the night
    order, for each seat that has the ability (or believes it has it: the Drunk and the
    Marionette act at their believed character's place, with ``ctx.functioning`` False).

Storyteller characters: the script's Fabled and Loric are added at setup (announced to
everyone) and listed in ``state.storyteller_characters``. Their hooks (any of those below)
run with ``ctx.seat == STORYTELLER`` and ``ctx.is_storyteller`` True: their ability always
functions, their effects and reminders have no source seat, and the helpers that default
to "this seat" (``ctx.alive()``...) raise instead of reading a seat.

Day actions:
    ``day_ability(ctx)``: offered in the day's talk (Juggler, Gossip), to the believed
    character and to abilities the seat was granted (a Philosopher-Savant).
    ``during_day(ctx)``: a Storyteller moment once a day, before nominations (Tinker).

Triggers (generators or plain functions returning None):
    ``on_death(ctx, death)``: after any death (Grandmother, Minstrel, Moonchild...).
    ``after_dawn(ctx)``: after the dawn announcements (Moonchild learning it died).
    ``on_chosen(ctx, chooser)``: a seat's night ability chose this holder (Goon).
    ``after_night_step(ctx, step)``: after each step of the night order (``step`` is a
    character id or a marker): watching for a change during the night (the Acrobat's
    choice becoming drunk or poisoned; the Bounty Hunter waiting for the Kazali).
    ``after_nominations(ctx)``: as the day's nominations close, before the execution (or
    the announcement that there is none): Riot's Storyteller nomination.
    ``end_of_day(ctx)``: after the day's execution, before dusk (Mastermind).
    ``night_start(ctx)``: at the start of each night after the first, before anyone wakes
    (a Pixie that gained a first-night ability by day uses it that night).
    ``on_character_changed(ctx, seat, old)``: plain function, after a seat changed character
    (the Philosopher makes a newly arrived player of its chosen character drunk).
    ``on_handed_over(ctx, old_seat)``: the character's token moved from ``old_seat`` to
    ``ctx.seat`` (the Snake Charmer's swap, via ``ctx.hand_over``), after its effects,
    reminders and notes followed it: the new Yaggababble learns its phrase.

Nominations and executions:
    ``on_nomination(ctx, nomination)``: after a nomination is announced, before the vote;
    setting ``nomination.resolved = True`` skips the vote (Riot); may ask decisions.
    ``vote_options(ctx, voter, nomination) -> tuple | None``: restrict a voter's options
    (Zealot: must vote yes). Runs for believed characters too (``ctx.acting``): a player
    keeps a voting rule they believe applies to them.
    ``adjust_tally(ctx, nomination) -> int | None``: change the counted votes (Legion); may
    instead return a generator (asking registrations) whose return value is that result.
    ``on_executed(ctx, seat)``: a seat is executed, before it dies (Goblin, Leviathan).
    ``when_nominated(ctx, nomination)``: runs for every nomination while the character is on
    the script, in play or not, with ``ctx`` bound to the nominee and this character
    (``ctx.acting`` is True when the nominee lacks the ability): a public claim any nominee
    may make (the Goblin's), asked of everyone alike so that it reveals nothing.

Rule modifiers (plain functions unless noted):
    ``protects(ctx, target, harm, effect) -> bool``: the holder's ability stops that harm
    (``effect`` is None for a death, or ``"drunk"``/``"poisoned"``).
    ``redirect_death(ctx, target, harm)``: generator returning another seat to die instead
    (Mayor), or None.
    ``registers_as(ctx, aspect) -> set``: what the holder may register as, for ``aspect``
    in ``"team"``, ``"alignment"``, ``"character"`` (Recluse); the Storyteller picks.
    ``registers_as_to(ctx, aspect, asker_ctx) -> set``: the same, towards one particular
    ability only (a jinx: the Zealot might register as evil to Legion).
    ``registration_rule(ctx, asker_ctx, seat, aspect) -> value | None``: what another seat
    registers as to ``asker_ctx``'s ability, imposed by this ability (Lleech-Slayer jinx).
    ``ALSO_REGISTERS_AS = {"team": ("minion",)}``: data: a second type the holder always
    registers as besides its own, for ``ctx.registers_as_team_is`` (Legion).
    ``information_rule(ctx, asker_ctx, truth, domain, options) -> (options, why) | None``:
    change the legal information of any ability (Vortox).
    ``blocks_evil_info(ctx) -> bool``: no Minion info tonight, and the Demon learns only its
    bluffs (Poppy Grower).
    ``check_win(ctx) -> None | SUPPRESS | (winner, reason)``.

Talk (module data of any character on the script, in play or not):
    ``PUBLIC_STATEMENTS``: extra structured statements every seat may make in the day's talk
    (the Yaggababble's phrases); ``describe_statement(who, statement) -> str | None``: how
    one of them reads in the public log.

Setup:
    ``setup_bag(bag)``: generator run when the character is chosen for the bag; may change
    ``bag.counts`` and add tokens (see :class:`clocktower.engine.SetupBag`). It must work
    through the bag only (its state, ``bag.choose``, ``bag.remember``, ``bag.add``): the
    setup search replays it on probe copies of the bag to offer only the characters and
    answers after which the setup can be completed; it may raise SetupError for a way that
    cannot work. A character it names (``NEEDS_ON_SCRIPT``) is never treated by the search as
    interchangeable with others of its type.
    ``bag_allowed(bag) -> bool``: False keeps the character out of this bag (not offered,
    not counted by :meth:`clocktower.engine.SetupBag.candidates`): the Lunatic when the
    script has no Demon it could believe it is.
    ``seat_options(game, free, placed) -> list[int]``: where its token may be dealt.
    ``after_deal(ctx)``: the Storyteller's standing choices once the Grimoire is set and the
    bluffs chosen, before the first night; also for a fixed Grimoire (Bounty Hunter's evil
    Townsfolk, Puzzlemaster's drunk, the drunk Village Idiot, the Storm Catcher's character).

Data:
    ``THINKS_THEY_ARE = True``: the player believes another character (Drunk, Marionette).
    ``ALWAYS_DRUNK = True``: the holder always counts as drunk (the Drunk).
    ``SETUP_OUTSIDERS = (-1, 1)``: the Outsider count changes the Storyteller may choose
    (taken from or given to Townsfolk); ``SETUP_MINIONS`` likewise for Minions.
    ``SETUP_OPTIONAL_TYPES = ("minion", "outsider")``: (a Demon's) character types its
    setup needs none of; a script whose every Demon says so is playable without them (Legion).
    ``COVER = "townsfolk" | "good" | "demon"``: the token its player draws instead.
    ``cover_options(bag, pool) -> list``: narrow the characters its player may believe
    (the Lunatic never believes it is Legion).
    ``IN_MINION_INFO = False``: the Minion does not take part in Minion info (Marionette).
    ``ABILITY_WORKS_WHEN_DEAD = True``: a dead holder's ability still functions.
    ``UNNAMED_GRANTS = True``: abilities this character grants are never named to their
    holder in its own choice events (the Amnesiac).
    ``START_KNOWING = True``: a "you start knowing" ability that runs again when the
    holder comes back to life (Professor, Shabaloth).
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
        character_id: an official id such as ``"fortuneteller"``.

    Returns:
        The imported module, or None.
    """
    catalogue = load_catalogue()
    if character_id not in catalogue:
        return None
    team = str(catalogue.get(character_id).team)
    try:
        return importlib.import_module(f"{__name__}.{team}.{character_id}")
    except ModuleNotFoundError:
        return None


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
