"""On the final day, all dead players regain their vote token.

Rulings (almanac, Ferryman; a Fabled: the Storyteller's character, never a seat's):
- The final day is a day that starts with three or fewer players alive (Travellers aside):
  the day whose execution can end the game. The Storyteller declares it.
- At the start of that day, before nominations, every dead player who has spent their
  vote token gets it back (announced to all). On a later final day (a Mayor's or a
  resurrection's extra day) they get it back again.
- A Fabled ability: it cannot be drunk or poisoned.
"""

from __future__ import annotations

from ...context import AbilityContext


def during_day(ctx: AbilityContext) -> None:
    if ctx.alive_count() > 3 or ctx.memory.get("last") == ctx.day:
        return None
    ctx.memory["last"] = ctx.day
    back = [s for s in ctx.dead_seats() if not ctx.has_ghost_vote(s)]
    for s in back:
        ctx.regain_ghost_vote(s)
    ctx.announce("It is the final day: the Ferryman gives every dead player their vote token back"
                 + (f" ({', '.join(ctx.name(s) for s in back)})." if back else "."),
                 kind="ferryman", data={"seats": back})
    return None
