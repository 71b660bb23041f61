"""If the Demon kills the King, you learn which player is the Demon. [+the King]

Rulings (almanac, Choirboy; docs/rulings/carousel.md):
- Setup: with the Choirboy in the bag the King is put in the bag too, in a Townsfolk place,
  unless it is already there. The King must be on the script (the setup fails otherwise).
- When a Demon's ability kills the King at night (a King protected by the Monk does not die,
  so nothing happens: almanac example 1), the Choirboy wakes at its place in the night order
  and is shown the Demon that killed the King. A King who dies otherwise (executed, killed by
  a Minion) teaches nothing. "The King" is the player whose character is the King when they
  die (a drunk or poisoned King too).
- A drunk or poisoned Choirboy, or the Drunk who believes it is the Choirboy, may be shown any
  other player (almanac example 2: the General); under the Vortox, any player but that Demon.
- A dead Choirboy learns nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import Death

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow
    from ..hooks import SetupBag


def setup_bag(bag: SetupBag) -> None:
    if "king" in bag.chosen:
        return None
    if "king" not in bag.script("townsfolk"):
        from ...setup_rules import SetupError
        raise SetupError("the Choirboy needs the King on the script")
    bag.add("king")
    return None


def on_death(ctx: AbilityContext, death: Death) -> None:
    if (ctx.is_night and death.harm.by_demon and death.harm.source is not None
            and ctx.character_of(death.seat) == "king"):
        ctx.memory["killed"] = (ctx.night, death.harm.source)
    return None


def other_night(ctx: AbilityContext) -> Flow | None:
    killed = ctx.memory.get("killed")
    if killed is None or killed[0] != ctx.night:
        return None
    return _learn(ctx, killed[1])


def _learn(ctx: AbilityContext, demon: int) -> Flow:
    ctx.wake()
    others = [s for s in ctx.seats() if s != ctx.seat]
    yield from ctx.inform(truth=[demon], domain=others, what="which player is the Demon",
                          render=lambda s: f"{ctx.name(s)} is the Demon.")
