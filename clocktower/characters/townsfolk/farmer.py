"""When you die at night, an alive good player becomes a Farmer.

Rulings (almanac, Farmer; docs/rulings/carousel.md):
- A Farmer who dies at night (by any cause) has the Storyteller choose an alive good player,
  at the Farmer's place in the night order; that player wakes, learns they are the Farmer and
  is the Farmer from now on (their old character and its ability are gone). An evil player is
  never chosen (almanac example 1); a Farmer who becomes one again and dies passes it on again
  (example 2: several dead Farmers).
- The legal set is every alive player whose true alignment is good and who is not already a
  Farmer. Our ruling: the Storyteller must choose one when any exists (the ability says "an
  alive good player becomes" one, not "may"). With none, nothing happens.
- A Farmer drunk or poisoned when it dies, or the Drunk who believes it is the Farmer, passes
  nothing on. A Farmer executed, or dying by day, passes nothing on.
- Our limit: a Farmer killed after its place in the night order (say by the Assassin at a
  later step) passes the ability on at once, when it dies.
- Jinxes Leviathan-Farmer and Riot-Farmer: a Farmer picked by that Demon's nightly pick (the
  Sage's module: :func:`~clocktower.characters.townsfolk.sage.demon_picks`) uses its ability
  at its place that night without dying: an alive good player (not already a Farmer)
  becomes a Farmer. It needs the Farmer's ability to work then (a drunk or poisoned Farmer,
  or one who only believes it is the Farmer, passes nothing on).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import Death
from .sage import picked_tonight

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

WAKES_WHEN_DEAD = True
ABILITY_WORKS_WHEN_DEAD = True

_STEP_DONE = "step_done"


def on_death(ctx: AbilityContext, death: Death) -> Flow | None:
    if death.seat != ctx.seat or not ctx.is_night or ctx.acting:
        return None
    if ctx.is_drunk(ctx.seat) or ctx.is_poisoned(ctx.seat):
        return None
    if ctx.memory.get(_STEP_DONE) == ctx.night:
        return _pass_on(ctx)
    ctx.memory["died"] = ctx.night
    return None


def other_night(ctx: AbilityContext) -> Flow | None:
    ctx.memory[_STEP_DONE] = ctx.night
    if ctx.memory.get("died") != ctx.night:
        if not ctx.acting and ctx.functioning and picked_tonight(ctx):
            return _pass_on(ctx, picked=True)  # the Leviathan-Farmer and Riot-Farmer jinxes
        return None
    return _pass_on(ctx)


def _pass_on(ctx: AbilityContext, picked: bool = False) -> Flow:
    ctx.memory.pop("died", None)
    candidates = [s for s in ctx.alive_seats()
                  if ctx.alignment_of(s) == "good" and ctx.character_of(s) != "farmer"]
    if not candidates:
        ctx.note(f"{ctx.name(ctx.seat)} (Farmer) died, but no alive good player can become a Farmer")
        return
    how = "was picked by the Demon (jinx) and lives" if picked else "died tonight"
    chosen = yield from ctx.storyteller(f"{ctx.name(ctx.seat)} (Farmer) {how}: which alive good "
                                        f"player becomes a Farmer?", candidates, step="farmer")
    ctx.change_character(chosen, "farmer")
