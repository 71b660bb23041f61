"""Once per game, at night*, choose a player: they die, even if for some reason they could not.

Rulings (almanac, Assassin): the kill ignores every protection; the ability is spent once a
player is chosen (a drunk or poisoned Assassin's choice kills nobody); when the Assassin
chooses the Goon, the Goon dies (and still turns evil): the Goon's drunkenness is one of the
"reasons they could not" that the ability overrides, so what counts is whether the Assassin
functioned when it chose.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow


def other_night(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("used"):
        return
    ctx.wake()
    functioning = ctx.functioning
    target = yield from ctx.choose_players(1, allow_none=True, prompt="Choose a player to kill, or no one")
    if target is None:
        return
    ctx.memory["used"] = True
    ctx.remind("No ability", ctx.seat)
    if functioning:
        yield from ctx.kill(target, unstoppable=True)
