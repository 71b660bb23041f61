"""If you die at night, you are woken to choose a player: you learn their character.

Rulings (almanac, Ravenkeeper): woken on the night it dies (its place comes after every
killer of this script); it may choose any player, dead or alive; a Ravenkeeper poisoned at
its death (the Pukka's victim) may learn a false character.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow

WAKES_WHEN_DEAD = True
ABILITY_WORKS_WHEN_DEAD = True


def other_night(ctx: AbilityContext) -> Flow:
    if not any(d.seat == ctx.seat for d in ctx.deaths_tonight()):
        return
    ctx.wake()
    target = yield from ctx.choose_players(1, prompt="You died tonight: choose a player")
    truth = yield from ctx.registers_as_character(target)
    yield from ctx.inform(truth=[truth], domain=ctx.script_characters(), what=f"{ctx.name(target)}'s character",
                          render=lambda v: f"{ctx.name(target)} is the {ctx.character_name(v)}.")
