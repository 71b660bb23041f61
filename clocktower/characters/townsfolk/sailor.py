"""Each night, choose an alive player: either you or they are drunk until dusk. You can't die.

Rulings (almanac, Sailor):
- Each night (the first too) the Sailor chooses an alive player, themself included. If they
  choose themself, they are the drunk one; otherwise the Storyteller picks which of the two
  is drunk, until the next dusk.
- The candidates are the players the table believes alive: a player killed earlier tonight
  is still offered (a re-prompt would reveal the death before dawn; briefing "hidden
  information"). If chosen, the Storyteller still picks which of the two is drunk (a dead
  player's drunkenness changes nothing).
- While sober and healthy (and alive) the Sailor cannot die by any means, execution included
  (the engine then announces "executed but does not die", without saying why); the
  Assassin's kill is the one exception (rulebook "Death").
- A drunk or poisoned Sailor's choice does nothing, and it can die; a player made drunk by
  the Sailor sobers up while the Sailor's ability stops working (poisoned later that night),
  as with every "until dusk" effect that depends on its source. The Sailor's own drunkenness
  is not undone that way: it is the drunkenness itself.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import DRUNK, Harm


def _act(ctx: AbilityContext) -> Flow:
    ctx.wake()
    target = yield from ctx.choose_players(
        1, candidates=ctx.publicly_alive_seats(),
        prompt="Choose an alive player: you or they will be drunk until dusk")
    if not ctx.functioning:
        return
    drunk = ctx.seat
    if target != ctx.seat:
        drunk = yield from ctx.storyteller(
            f"Sailor: who is drunk until dusk, {ctx.name(target)} or the Sailor ({ctx.name(ctx.seat)})?",
            (target, ctx.seat), step="sailor.drunk")
    if drunk == ctx.seat:
        ctx.add_effect(DRUNK, ctx.seat, until=("dusk", ctx.night), needs_source=False, token="Drunk")
    else:
        ctx.add_effect(DRUNK, drunk, until=("dusk", ctx.night), token="Drunk")


first_night = other_night = _act
"""The same action every night, the first included."""


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    return effect is None and target == ctx.seat and ctx.functioning
