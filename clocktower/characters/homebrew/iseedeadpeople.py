"""Characters die as normal but the storyteller doesn’t announce deaths. Dead players can nominate. Poisoned players don’t wake up.

The Fabled of the tournament script "I See Dead People" (homebrew id
``deadpeople-iseedeadpeople``); rulings in docs/rulings/tournament-homebrew.md:
- A Fabled: the Storyteller's character; its rule always works.
- "Die as normal": deaths happen exactly as without the Fabled (the Grimoire knows them),
  but none is announced, by night or by day (an execution is still seen, as the table
  carries it out, but whether the executed player died is not said): a dead seat stays
  publicly alive (module data ``DEATHS_UNANNOUNCED``). The dying player is told privately
  that they died (a day death at once, a night death at dawn) and sees themselves dead;
  nobody else is told. A player brought back to life is announced alive as usual.
- "Dead players can nominate": every player, alive or dead, may make one nomination a
  day (``nominations_allowed``).
- "Poisoned players don't wake up": a player poisoned when their character's night action
  comes is not woken for it; the action is skipped (``stays_asleep``), so they learn and
  choose nothing that night. Only a poisoned seat: a drunk one wakes as usual.
"""

from __future__ import annotations

from ...context import AbilityContext

DEATHS_UNANNOUNCED = True


def nominations_allowed(ctx: AbilityContext, seat: int) -> int | None:
    return 1


def stays_asleep(ctx: AbilityContext, seat: int, character: str) -> bool:
    return ctx.is_poisoned(seat)
