"""At least once per game, the Storyteller will make a mistake, correct it, and publicly admit to it.

Rulings (almanac, Deus ex Fiasco; a Fabled: the Storyteller's character, never a seat's):
- Once each day, before nominations, the Storyteller may declare that a mistake was made
  and corrected (a public announcement; the WHOOPSIE reminder). The correction itself is
  the Storyteller's to make: a Grimoire edit (``Game.edit``), or information given again.
  The declaration names no player and no character, so it reveals nothing.
- At least once per game: on the final day (three or fewer players alive, Travellers
  aside), while nothing has been declared yet, the declaration is the Storyteller's only
  option.
- A Storyteller who truly erred may also declare it on a later day (the almanac's Empath
  example: waiting a day hides what the mistake was). The Deus ex Fiasco cannot be drunk
  or poisoned.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow

_LABELS = {False: "not now", True: "declare that a mistake was made and corrected"}


def during_day(ctx: AbilityContext) -> Flow:
    declared = ctx.memory.get("declared", ())
    options = (True,) if not declared and ctx.alive_count() <= 3 else (False, True)
    now = yield from ctx.storyteller("Deus ex Fiasco: declare a mistake today?", options,
                                     step="deusexfiasco.declare", labels=dict(_LABELS))
    if not now:
        return
    ctx.memory["declared"] = (*declared, ctx.day)
    ctx.remind("Whoopsie", None)
    ctx.announce("The Storyteller made a mistake, corrected it, and admits it. (Deus ex Fiasco)",
                 kind="whoopsie", data={"day": ctx.day})
