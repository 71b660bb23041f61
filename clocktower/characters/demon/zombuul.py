"""Each night*, if no-one died today, choose a player: they die. The 1st time you die, you live but register as dead.

Rulings (almanac, Zombuul; docs/rulings/zombuul-math.md):
- On each night but the first, the Zombuul wakes and kills only if no death was recorded on
  the day that just ended: an execution that killed, a death by any ability (a Gossip's, a
  Tinker's...), an exiled Traveller's death, and the Zombuul's own seeming death all count.
  If someone died, it does not wake (nothing is asked). A drunk or poisoned Zombuul still
  wakes and chooses on a day with no death; nobody dies.
- The first death that would really happen to the Zombuul (after replacements and
  protections; ``survives_death``) happens in name only: it is announced as a death and the
  seat shows dead to everyone, but the Zombuul lives, keeps its ability and wakes as normal.
  From then on it registers as dead (the engine's REGISTERS_DEAD effect: docs/hooks-semantics.md,
  "Registering as dead"): to the table (no nominating, only its ghost vote, not counted for
  the vote threshold) and to every other ability; but the win checks count it alive, so
  good does not win while it lives, and evil wins only when two players, the Zombuul among
  them, are truly alive (almanac example: the game goes on with two players seemingly alive).
- The seeming death counts as the day's death (almanac: the DIED TODAY reminder on an
  executed Zombuul), so the Zombuul does not attack that night.
- A drunk or poisoned Zombuul dies for real the first time: its ability does not work then.
  Our ruling, as for the Fool: the Assassin's kill, "even if for some reason they could
  not", is a real death.
- "The 1st time you die": a player who had already died in this game (made the Zombuul
  while dead, or brought back to life) has had their first death (the Summoner-Zombuul
  jinx: a dead player summoned into the Zombuul "has already died once").
- Once it registers as dead, any later death is real and is not announced: the table thinks
  the Zombuul dead already (a "dead" Zombuul executed, or killed by an ability).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._demon import kill_one

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow
    from ...state import Harm


def other_night(ctx: AbilityContext) -> Flow | None:
    died = ctx.deaths_on_day(ctx.day)
    if died:
        ctx.note(f"Someone died today ({', '.join(ctx.name(d.seat) for d in died)}): the Zombuul does not wake.")
        return None
    return kill_one(ctx)


def survives_death(ctx: AbilityContext, target: int, harm: Harm) -> bool:
    """The Zombuul's first real death is one in name only, while its ability works."""
    if target != ctx.seat or harm.unstoppable or not ctx.functioning:
        return False
    return not ctx.has_died()
