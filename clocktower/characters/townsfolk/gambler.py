"""Each night*, choose a player & guess their character: if you guess wrong, you die.

Rulings (almanac, Gambler): any player may be chosen, dead or alive, even the Gambler; the
Gambler is not told whether the guess was right; a drunk or poisoned Gambler never dies to
a wrong guess.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow


def other_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    target = yield from ctx.choose_players(1, prompt="Choose a player")
    guess = yield from ctx.choose_character(prompt=f"Guess {ctx.name(target)}'s character")
    if not ctx.functioning:
        return
    registered = yield from ctx.registers_as_character(target)
    if registered != guess:
        yield from ctx.kill(ctx.seat)
