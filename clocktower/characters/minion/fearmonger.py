"""Each night, choose a player: if you nominate & execute them, their team loses. All players know if you choose a new player.

Rulings (almanac, Fearmonger; docs/rulings/carousel-minions-outsiders.md):
- Each night, the first included, the Fearmonger chooses any player (itself, a dead player:
  anyone); the FEAR reminder moves to them. When the choice is a player other than the one
  marked FEAR until now (always on the first night), everyone is told "The Fearmonger has
  chosen a player", naming nobody.
- If the Fearmonger nominates the player marked FEAR and that player is executed that day,
  the game ends at once and the executed player's team loses (their true alignment: the
  almanac's Poppy Grower example has evil lose when its own Baron is executed). The
  execution is enough: it need not kill.
- Someone else nominating the FEAR player changes nothing (almanac example), nor does
  executing a player marked FEAR before the Fearmonger chose another one since.
- Our ruling (as for the Poisoner's poison and the Witch's curse): the loss needs the
  Fearmonger sober and healthy when choosing and still so, and alive, at the execution.
  The announcement is made whether or not the ability works, so that it reveals nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import EVIL, GOOD, Nomination

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_FEAR = "Fear"


def _choose(ctx: AbilityContext) -> Flow:
    ctx.wake()
    target = yield from ctx.choose_players(1, prompt="Choose a player: if you nominate and execute them, their team loses")
    before = ctx.memory.get("fear")
    if before is None or before[0] != target:
        ctx.announce("The Fearmonger has chosen a player.")
    ctx.memory["fear"] = (target, ctx.functioning)
    ctx.unremind(_FEAR)
    ctx.remind(_FEAR, target)


first_night = other_night = _choose


def on_nomination(ctx: AbilityContext, nomination: Nomination) -> None:
    fear = ctx.memory.get("fear")
    if fear is not None and nomination.nominator == ctx.seat and nomination.nominee == fear[0] and not ctx.acting:
        ctx.memory["nominated"] = (ctx.day, fear[0])


def on_executed(ctx: AbilityContext, seat: int) -> None:
    fear = ctx.memory.get("fear")
    if fear is None or ctx.acting or ctx.memory.get("nominated") != (ctx.day, seat) or fear[0] != seat:
        return
    if not fear[1] or not ctx.functioning:
        return
    loser = ctx.alignment_of(seat)
    ctx.end_game(GOOD if loser == EVIL else EVIL,
                 f"the Fearmonger nominated and executed {ctx.name(seat)}: {loser} loses.")
