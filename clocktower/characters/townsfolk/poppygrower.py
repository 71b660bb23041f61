"""Minions & Demons do not know each other. If you die, they learn who each other are that night.

Rulings (almanac and wiki, Poppy Grower):
- While the Poppy Grower's ability functions on the first night (alive, sober and healthy),
  there is no Minion info, and Demon info shows the Demon only its three bluffs.
- If it dies while sober and healthy, the Minions and Demons learn who each other are that
  night, as in the first night's Minion and Demon info (without new bluffs): at its place in
  the night order after a death by day (EVIL WAKES reminder), or at once after a death at
  night (its place, early in the night, has then passed). Becoming drunk or poisoned later
  teaches evil nothing; dying drunk or poisoned teaches them nothing either.
- Ruling, 5 or 6 players: the base rules skip Minion and Demon info at 5 or 6 players, but
  the Poppy Grower's death still makes the Minions and Demons learn each other. Source: the
  ability line says so without condition ("If you die, they learn who each other are that
  night"), and RULES.md: where the base rules and a character's almanac text disagree, the
  character wins. (The almanac's "as though it were the first night again" describes how
  they wake, eye contact and pointing, which we read as the manner, not a player count.)
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import Death

WAKES_WHEN_DEAD = True


def blocks_evil_info(ctx: AbilityContext) -> bool:
    return bool(ctx.functioning)


def on_death(ctx: AbilityContext, death: Death) -> None:
    if death.seat != ctx.seat or ctx.acting or ctx.is_drunk(ctx.seat) or ctx.is_poisoned(ctx.seat):
        return None
    if ctx.is_night:
        ctx.note("The Poppy Grower died tonight: the Minions and the Demon learn each other.")
        ctx.evil_learn_each_other()
    else:
        ctx.remind("Evil Wakes", ctx.seat)
    return None


def other_night(ctx: AbilityContext) -> Flow:
    if ctx.seat not in ctx.reminded("Evil Wakes"):
        return
    ctx.unremind("Evil Wakes")
    ctx.evil_learn_each_other()
    yield from ()
