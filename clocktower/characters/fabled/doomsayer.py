"""If 4 or more players live, each living player may publicly choose (once per game) that a player of their own alignment dies.

Rulings (almanac, Doomsayer; a Fabled: the Storyteller's character, never a seat's):
- Once each day, before nominations, while 4 or more players live (Travellers count: they
  are players), each living player in seat order who has not used it says whether they
  call on the Doomsayer now. A call is public. Each player may call once per game.
- On a call the Storyteller chooses a living player of the caller's alignment (the caller
  included; Travellers too) and that player dies at once: an ordinary death, which
  protections can stop. The caller's alignment is as they register to the Doomsayer: a Spy
  may register as good, and then a good player dies (almanac example: the Spy's call kills
  the good Gunslinger). The Storyteller's choice is offered with every legal player.
- After each death the count is checked again: with fewer than 4 alive, nobody else may call.
- A Fabled ability: it cannot be drunk or poisoned (a poisoned caller still calls).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import YES_NO_LABELS


def during_day(ctx: AbilityContext) -> Flow:
    used: set[int] = ctx.memory.setdefault("used", set())
    for s in ctx.seats():
        if len(ctx.alive_seats()) < 4:
            return
        if s in used or not ctx.alive(s):
            continue
        call = yield from ctx.ask(s, "Doomsayer: call for a death in your own team now (once per game)?",
                                  (False, True), labels=YES_NO_LABELS)
        if not call:
            continue
        used.add(s)
        ctx.announce(f"{ctx.name(s)} calls on the Doomsayer: a player of their own alignment dies.",
                     kind="doomsayer_call", data={"seat": s})
        side = yield from ctx.registers_as_alignment(s)
        pool = [x for x in ctx.seats() if ctx.alive(x) and ctx.alignment_of(x) == side]
        if not pool:
            ctx.announce("Nobody dies.", kind="doomsayer_death", data={"seat": None})
            continue
        victim = yield from ctx.storyteller(f"Doomsayer: which player of {ctx.name(s)}'s alignment ({side}) dies?",
                                            pool, step="doomsayer.dies")
        died = yield from ctx.kill(victim)
        if not died:
            ctx.announce("Nobody dies.", kind="doomsayer_death", data={"seat": None})
        ctx.check_win()
