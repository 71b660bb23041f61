"""Each night, the 1st player to choose you with their ability is drunk until dusk. You become their alignment.

Rulings (almanac, Goon): only the first player each night who chooses the Goon with their
(believed) ability is made drunk, at once, even if already drunk or poisoned; Storyteller
choices do not count; the Goon takes that player's alignment and is woken only if it
changes. A drunk, poisoned or dead Goon does nothing. Jinx (Boffin): a Demon holding the
Goon's ability through the Boffin never turns good because of it.
- Jinx Pit-Hag: an evil player the Pit-Hag made this character (STAYS EVIL reminder) never
  turns good through this ability.
"""

from __future__ import annotations

from ...context import AbilityContext
from ...state import DRUNK, EVIL, GOOD


def on_chosen(ctx: AbilityContext, chooser: AbilityContext) -> None:
    if not ctx.functioning or ctx.memory.get("night") == ctx.night or chooser.seat == ctx.seat:
        return None
    ctx.memory["night"] = ctx.night
    ctx.add_effect(DRUNK, chooser.seat, until=("dusk", ctx.night), needs_source=False, token="Drunk")
    ctx.note(f"The Goon makes {ctx.name(chooser.seat)} drunk until dusk.")
    alignment = ctx.alignment_of(chooser.seat)
    if alignment == GOOD and ctx.granted_by() == "boffin":
        return None  # Boffin jinx: a Demon with the Goon's ability never turns good through it
    if alignment == GOOD and ctx.alignment_of(ctx.seat) == EVIL and ctx.seat in ctx.grimoire_reminders("pithag", "Stays evil"):
        return None  # Pit-Hag jinx: an evil player the Pit-Hag made this character never turns good through it
    if alignment != ctx.alignment_of(ctx.seat):
        ctx.change_alignment(ctx.seat, alignment)
    return None
