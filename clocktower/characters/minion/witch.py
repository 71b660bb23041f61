"""Each night, choose a player: if they nominate tomorrow, they die. If just 3 players live, you lose this ability.

Rulings (almanac, Witch; docs/rulings/bmr-snv.md):
- Every night, the first included, the Witch points at any player (itself, a dead player:
  anyone) and marks them _CURSED for the next day.
- If the cursed player nominates that day, they die at once, when the nomination is made.
  The nomination stands: the vote happens and the day's nominations go on. The curse is on
  the player, whatever character they are by then (a cursed player who became the Demon
  dies too, and good may win on the spot).
- Once just 3 players (or fewer) are alive, the Witch has no ability for the rest of the
  game: the curse already placed is lifted at once (a cursed player may nominate safely)
  and the Witch no longer wakes. As for the Mayor, every living player counts.
- Our ruling (the almanac is silent), as for the Poisoner's poison: the curse works only if
  the Witch was sober and healthy when choosing and is still sober, healthy and alive when
  the cursed player nominates.
- The death is the Witch's ability (not a Demon's): protections against any death (the Tea
  Lady's, the Innkeeper's, the Fool's) apply.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import Death, Nomination

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_CURSED = "Cursed"


def _lost(ctx: AbilityContext) -> bool:
    """Whether the ability is gone for good (just 3 players lived at some moment)."""
    if not ctx.memory.get("lost") and len(ctx.alive_seats()) <= 3:
        ctx.memory["lost"] = True
        ctx.unremind(_CURSED)
        ctx.note("Just 3 players live: the Witch loses the ability.")
    return bool(ctx.memory.get("lost"))


def first_night(ctx: AbilityContext) -> Flow:
    return _curse(ctx)


def other_night(ctx: AbilityContext) -> Flow:
    return _curse(ctx)


def _curse(ctx: AbilityContext) -> Flow:
    ctx.unremind(_CURSED)
    ctx.memory.pop("cursed", None)
    if _lost(ctx):
        return
    ctx.wake()
    target = yield from ctx.choose_players(1, prompt="Choose a player to curse: if they nominate tomorrow, they die")
    ctx.memory["cursed"] = (ctx.night, target, ctx.functioning)
    ctx.remind(_CURSED, target)


def on_death(ctx: AbilityContext, death: Death) -> None:
    _lost(ctx)
    return None


def on_nomination(ctx: AbilityContext, nomination: Nomination) -> Flow | None:
    cursed = ctx.memory.get("cursed")
    if cursed is None or ctx.acting or _lost(ctx):
        return None
    night, target, worked = cursed
    if target != nomination.nominator or night != ctx.day or ctx.is_night:
        return None
    if not worked or not ctx.functioning:
        ctx.mark_abnormal(cause="the curse did nothing: the Witch was drunk or poisoned")
        return None
    if not ctx.alive(target):
        return None  # (a forced nomination by a dead player)
    return _dies(ctx, target)


def _dies(ctx: AbilityContext, target: int) -> Flow:
    ctx.note(f"{ctx.name(target)} was cursed by the Witch and nominated.")
    yield from ctx.kill(target)
