"""On your 1st day, publicly guess up to 5 players' characters. That night, you learn how many you got correct.

Rulings (almanac, Juggler): guesses are public, on the Juggler's first day only, zero to
five of them (players and characters may repeat); a guess is correct when the player is
that character at the time of guessing (the Drunk is the Drunk, not its Townsfolk); that
night a sober and healthy Juggler learns the true count, even if it guessed while drunk.
"""

from __future__ import annotations

import itertools
from typing import Any

from ...context import AbilityContext, Flow
from .. import per_table

BLUFFABLE = True  # a public day ability anyone may pretend to use (engine._talk)


_OFFERED: dict[Any, tuple[tuple[Any, ...], dict[Any, str]]] = {}
"""The Juggler's guesses and their labels, per table and script (``per_table``)."""


def _build_offered(ctx: AbilityContext) -> tuple[tuple[Any, ...], dict[Any, str]]:
    pairs = tuple(itertools.product(ctx.seats(), ctx.script_characters()))
    return pairs, {p: f"{ctx.name(p[0])} is the {ctx.character_name(p[1])}" for p in pairs}


def _offered(ctx: AbilityContext) -> tuple[tuple[Any, ...], dict[Any, str]]:
    return per_table(_OFFERED, ctx, _build_offered)


def day_ability(ctx: AbilityContext) -> Flow:
    # The 1st day is a moment, not a use: a Juggler that has died (and came back, which wipes its
    # memory) is past its first day.
    if ctx.has_died():
        return
    if "first_day" not in ctx.memory:
        ctx.memory["first_day"] = ctx.day
    if ctx.memory["first_day"] != ctx.day:
        return
    pairs, labels = _offered(ctx)
    guesses = yield from ctx.public_choice("Juggle: publicly guess up to 5 players' characters", pairs,
                                           count=(0, 5), labels=labels)
    if not guesses:
        return
    correct = 0
    for seat, character in guesses:
        registered = yield from ctx.registers_as_character(seat)
        correct += registered == character
    ctx.memory["guesses"] = (ctx.day, len(guesses), correct)
    ctx.announce(f"{ctx.name(ctx.seat)} juggles: " + "; ".join(labels[g] for g in guesses) + ".",
                 kind="statement", data={"seat": ctx.seat, "juggle": [list(g) for g in guesses]})


def other_night(ctx: AbilityContext) -> Flow:
    guessed = ctx.memory.get("guesses")
    if not guessed or guessed[0] != ctx.night - 1:
        return
    day, count, correct = guessed
    ctx.wake()
    yield from ctx.inform(truth=[correct], domain=list(range(count + 1)), what="how many guesses were correct",
                          render=lambda v: f"{v} of your guesses were correct.")
