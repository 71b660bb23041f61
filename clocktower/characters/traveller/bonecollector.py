"""Once per game, at night*, choose a dead player: they regain their ability until dusk.

Rulings (almanac, Bone Collector): each night but the first, the alive Bone Collector whose
ability is unused may choose a dead player or no one (step ``bonecollector``). The chosen
player's ability works again (a KEEPS_ABILITY effect marked HAS ABILITY) until the next
dusk, and the Bone Collector is marked NO ABILITY. Engine ruling for "they may need to be
woken tonight": a chosen player whose character acts at night is woken at once, right
after the Bone Collector, to use it (almanac examples: the Witch curses that night, the
Juggler learns its number, the Flowergirl learns whether the Demon voted). A day ability
works during the following day (almanac example: the dead Butcher nominates again after
the execution). At dusk the effect ends. A drunk or poisoned Bone Collector may choose and
uses the ability, and nothing happens; a dead one has no ability and is not woken.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import KEEPS_ABILITY

_HAS_ABILITY = "Has Ability"


def other_night(ctx: AbilityContext) -> Flow | None:
    if ctx.memory.get("used") or not ctx.alive():
        return None
    return _act(ctx)


def _act(ctx: AbilityContext) -> Flow:
    dead = [s for s in ctx.publicly_dead_seats() if s != ctx.seat]
    if not dead:
        return
    ctx.wake()
    target = yield from ctx.choose_players(1, candidates=dead, allow_none=True,
                                           prompt="Bone Collector: choose a dead player to regain their ability "
                                                  "until dusk, or no one (once per game)")
    if target is None:
        return
    ctx.memory["used"] = True
    ctx.remind("No Ability", ctx.seat)
    if not ctx.functioning:
        return
    character = ctx.character_of(target)
    ctx.add_effect(KEEPS_ABILITY, target, until=("dusk", ctx.day + 1), needs_source=False,
                   token=_HAS_ABILITY, while_character=character)
    ctx.remind(_HAS_ABILITY, target)
    yield from ctx.use_other_night(target, character)


def end_of_day(ctx: AbilityContext) -> None:
    ctx.unremind(_HAS_ABILITY)  # (the effect itself ends at dusk)
