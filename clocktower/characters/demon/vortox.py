"""Each night*, choose a player: they die. Townsfolk abilities yield false info. Each day, if no-one is executed, evil wins.

Rulings (almanac, Vortox): from night 2 the Vortox picks any player, who dies. While its
ability works (alive, sober and healthy), every piece of information a Townsfolk ability
gives must be false: the legal set is the ability's domain without the true values. This
holds even when the Townsfolk is drunk or poisoned (ruling
vortox-poisoned-townsfolk-still-false). It does not hold for a player who only believes it
is a Townsfolk (the Drunk, the Marionette): the almanac makes false "a Townsfolk player"'s
information "from their ability", and the Drunk is an Outsider with no ability whom the
Storyteller "may" give false information (almanac, Drunk; "You do not register as a
Townsfolk - you just think you are", https://wiki.bloodontheclocktower.com/Drunk), so any
value stays legal for them, the truth included. Information that comes
from something else than a Townsfolk ability (an Outsider's, a Minion's, the Storyteller's
rules, a character change) is unchanged. When a day ends with nobody executed, evil wins
at once; an execution counts even if the player does not die.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow
from ...state import EVIL
from .._demon import kill_one


def other_night(ctx: AbilityContext) -> Flow:
    yield from kill_one(ctx)


def information_rule(ctx: AbilityContext, asker: AbilityContext, truth: tuple[Any, ...], domain: tuple[Any, ...],
                     options: tuple[Any, ...]) -> tuple[tuple[Any, ...], str] | None:
    if not ctx.functioning or ctx.team_of_character(asker.character) != "townsfolk" or asker.acting:
        return None  # a Drunk or Marionette only believes it has the Townsfolk ability
    true = set(truth)
    false = tuple(v for v in dict.fromkeys(domain) if v not in true)
    if not false:
        return None  # nothing false exists to show: the truth stands
    return false, "Vortox: Townsfolk information is false"


def end_of_day(ctx: AbilityContext) -> None:
    if ctx.functioning and ctx.executed_today is None:
        ctx.end_game(EVIL, "nobody was executed today while the Vortox lives.")
    return None
