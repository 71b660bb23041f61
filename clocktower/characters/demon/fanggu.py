"""Each night*, choose a player: they die. The first Outsider this kills becomes an evil Fang Gu & you die instead. (Once per game.) [+1 Outsider]

Rulings (Seed 004's page is Korean; seeds/README.md; wiki Fang Gu example; community
rulings quoted on r/BloodOnTheClocktower, "2 Questions about Fang Gu" and "Fang Gu and
Monk needs a Jinx"):
- Setup adds one Outsider (one Townsfolk fewer).
- From night 2 the Fang Gu chooses any player: they die. If the victim is an Outsider (as
  they register to the Fang Gu), alive and not protected, and no jump has happened yet this
  game, the victim does not die: they become the Fang Gu and turn evil (both told), and the
  old Fang Gu dies in their place. The victim is not killed, so their death abilities (the
  Sweetheart's) do not trigger.
- The jump happens once per game in all: the ONCE reminder stays even when the Fang Gu who
  jumped is gone, so a later Fang Gu never jumps.
- Becoming the Fang Gu and the old one dying go together: if the old Fang Gu does not die
  (protected, or its death goes elsewhere, as a Boffin-given Mayor's may), there is no jump
  and the Outsider dies as a normal victim.
- A drunk or poisoned Fang Gu kills nobody and does not jump.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import EVIL
from .._demon import choose_kill

SETUP_OUTSIDERS = (1,)


def other_night(ctx: AbilityContext) -> Flow:
    target = yield from choose_kill(ctx)
    if target is None:
        return
    if (target != ctx.seat and ctx.alive(target) and not ctx.grimoire_reminders("fanggu", "Once")
            and not ctx.protected(target)):
        team = yield from ctx.registers_as_team(target)
        if team == "outsider":
            # The old Fang Gu dies "instead"; only if it does is the Outsider possessed.
            yield from ctx.kill(ctx.seat)
            if not ctx.alive():
                ctx.remind("Once", target)
                ctx.change_character(target, "fanggu")
                ctx.change_alignment(target, EVIL)
                return
    yield from ctx.kill(target)
