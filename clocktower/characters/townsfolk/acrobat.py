"""Each night*, choose a player: if they are or become drunk or poisoned tonight, you die.

Rulings (almanac, Acrobat):
- Each night except the first the Acrobat chooses any player, dead or alive, themself
  included. If that player is drunk or poisoned when chosen, or becomes so at any later
  moment of the same night (the Pukka poisoning them later), the Acrobat dies. It is never
  told why.
- The Drunk counts as drunk (it is always drunk).
- A drunk or poisoned Acrobat's choice does nothing, and it cannot die to its own ability:
  the check is made only while the Acrobat's ability works. The death is an ordinary death,
  so protections (the Tea Lady's, the Storm Catcher's) still apply.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow


def other_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    target = yield from ctx.choose_players(1, prompt="Choose a player")
    if not ctx.functioning:
        return
    ctx.memory["watch"] = (ctx.night, target)
    ctx.unremind("Chosen")
    ctx.remind("Chosen", target)
    yield from _check(ctx)


def after_night_step(ctx: AbilityContext, step: str) -> Flow | None:
    """After every step of the night: has the chosen player become drunk or poisoned?"""
    watch = ctx.memory.get("watch")
    if watch is None or watch[0] != ctx.night or not ctx.is_night:
        return None
    return _check(ctx)


def _check(ctx: AbilityContext) -> Flow:
    watch = ctx.memory.get("watch")
    if watch is None or watch[0] != ctx.night:
        return
    if ctx.acting or not ctx.functioning:
        return
    target = watch[1]
    if ctx.is_drunk(target) or ctx.is_poisoned(target):
        del ctx.memory["watch"]
        ctx.note(f"{ctx.name(target)} is drunk or poisoned: the Acrobat ({ctx.name(ctx.seat)}) dies.")
        yield from ctx.kill(ctx.seat)
