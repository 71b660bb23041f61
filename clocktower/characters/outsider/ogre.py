"""On your 1st night, choose a player (not yourself): you become their alignment (you don't know which) even if drunk or poisoned.

Rulings (almanac, Ogre; docs/rulings/carousel-outsiders-minions.md):
- On the Ogre's first night (night 1, or the night it becomes the Ogre: a Pit-Hag's change,
  a gained ability catching up) it wakes and chooses any other player, alive or dead. A FRIEND
  reminder marks the choice.
- The Ogre becomes the alignment the chosen player registers as (a Recluse or a Spy may
  register as evil; see the jinxes), and is not told: its player goes on believing the
  alignment it had. This works drunk or poisoned too ("even if drunk or poisoned"). A
  player who only believes they are the Ogre (the Drunk, the Marionette, the Lunatic) wakes
  and chooses, but nothing changes: they have no Ogre ability.
- The almanac's optional rule (the Ogre following their friend's later alignment changes) is
  not used: the Ogre keeps the alignment taken on their first night (almanac example: the
  Banshee turned evil, the Ogre stays good).
- Jinx Spy: the Spy always registers as evil to the Ogre.
- Jinx Recluse: if the Recluse registers as evil to the Ogre, the Ogre becomes evil and is
  told so.
- Jinx Pit-Hag: an evil player the Pit-Hag made the Ogre (STAYS EVIL reminder) never turns
  good through this ability.
- Jinx Boffin: the Demon cannot have the Ogre ability (see the Boffin).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import EVIL, GOOD

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_FRIEND = "Friend"


def first_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    target = yield from ctx.choose_players(
        1, candidates=[s for s in ctx.seats() if s != ctx.seat], prompt="Choose a player whose alignment you take")
    ctx.unremind(_FRIEND)
    if ctx.acting:
        return  # only believed: no Ogre ability to work
    ctx.remind(_FRIEND, target)
    alignment = yield from ctx.registers_as_alignment(target)
    own = ctx.alignment_of(ctx.seat)
    if alignment == GOOD and own == EVIL and ctx.seat in ctx.grimoire_reminders("pithag", "Stays evil"):
        ctx.note(f"The Ogre {ctx.name(ctx.seat)} stays evil (Pit-Hag-Ogre jinx).")
        return
    recluse = ctx.character_of(target) == "recluse" and alignment == EVIL
    if alignment != own:
        ctx.change_alignment(ctx.seat, alignment, tell=recluse)
    ctx.note(f"The Ogre {ctx.name(ctx.seat)} chose {ctx.name(target)}, who registers as {alignment}: "
             f"the Ogre is {alignment}.")
    if recluse:
        ctx.tell(ctx.seat, "You are evil (the Recluse registered as evil to your Ogre ability).",
                 kind="learned", data={"what": "alignment", "value": EVIL})


def registration_rule(ctx: AbilityContext, asker: AbilityContext, seat: int, aspect: str) -> str | None:
    """Spy-Ogre jinx: the Spy registers as evil to the Ogre's choice."""
    if aspect == "alignment" and asker.character == "ogre" and ctx.character_of(seat) == "spy":
        return EVIL
    return None
