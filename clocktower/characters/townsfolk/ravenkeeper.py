"""If you die at night, you are woken to choose a player: you learn their character.

Rulings (almanac, Ravenkeeper): woken on the night it dies (its place comes after every
killer of this script); it may choose any player, dead or alive; a Ravenkeeper poisoned at
its death (the Pukka's victim) may learn a false character.

Jinxes Leviathan-Ravenkeeper and Riot-Ravenkeeper: a Ravenkeeper picked by that Demon's
nightly pick (the Sage's module: :func:`~clocktower.characters.townsfolk.sage.demon_picks`)
is woken at its place that night, alive, to choose a player and learn their character, as
if it had died; drunk or poisoned (or the Drunk who believes it is the Ravenkeeper) it may
learn a false character, as when it dies.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from .sage import picked_tonight

WAKES_WHEN_DEAD = True
ABILITY_WORKS_WHEN_DEAD = True


def other_night(ctx: AbilityContext) -> Flow:
    died = any(d.seat == ctx.seat for d in ctx.deaths_tonight())
    if not died and not picked_tonight(ctx):
        return
    ctx.wake()
    prompt = "You died tonight: choose a player" if died else "Choose a player: you learn their character"
    target = yield from ctx.choose_players(1, prompt=prompt)
    truth = yield from ctx.registers_as_character(target)
    yield from ctx.inform(truth=[truth], domain=ctx.script_characters(), what=f"{ctx.name(target)}'s character",
                          render=lambda v: f"{ctx.name(target)} is the {ctx.character_name(v)}.")
