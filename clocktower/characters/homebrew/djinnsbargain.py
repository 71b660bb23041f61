"""Nominators may choose to die after making a nomination. If they do, their nominee's ability works twice until dusk tomorrow.

The Fabled of the tournament script "The Djinn's Bargain" (homebrew id
``djinnsbargain-djinnsbargain``); rulings in docs/rulings/tournament-homebrew.md:
- A Fabled: the Storyteller's character; its rule always works.
- After each nomination (once the nomination is made, before the vote), a living nominator
  is asked privately whether they take the bargain. If they do, they die at once (their own
  choice: nothing protects them; the death is announced as usual) and the nomination and
  its vote go on.
- "Works twice until dusk tomorrow": until the end of the next day, each night action of
  the nominee's character (their true character, whatever it is then) runs twice, as the
  Barista's "their ability works twice" does (``acts_twice``): that is the night between
  the nomination's day and the next day. A passive ability or a day ability is not doubled
  (the engine has no second use to give them); a drunk or poisoned nominee acts twice with
  no effect, as with the Barista.
- A bargain taken twice for the same nominee changes nothing more.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import YES_NO_LABELS
from ...state import Nomination

_STEP = "djinnsbargaindjinnsbargain"


def on_nomination(ctx: AbilityContext, nomination: Nomination) -> Flow | None:
    nominator, nominee = nomination.nominator, nomination.nominee
    if nominator is None or nominee is None or not ctx.alive(nominator) or ctx.is_traveller(nominator):
        return None
    return _offer(ctx, nominator, nominee)


def _offer(ctx: AbilityContext, nominator: int, nominee: int) -> Flow:
    take = yield from ctx.ask(nominator, f"The Djinn's Bargain: die now so that {ctx.name(nominee)}'s ability "
                              "works twice until dusk tomorrow?", (False, True), labels=YES_NO_LABELS, step=_STEP)
    if not take:
        return
    ctx.note(f"{ctx.name(nominator)} takes the Djinn's Bargain: {ctx.name(nominee)}'s ability works twice "
             "until dusk tomorrow.", kind="djinnsbargain")
    boosted = dict(ctx.memory.get("twice", {}))
    boosted[nominee] = ctx.day + 1  # the night after today and the day after it
    ctx.memory["twice"] = boosted
    yield from ctx.kill(nominator, unstoppable=True)


def acts_twice(ctx: AbilityContext, seat: int, character: str) -> bool:
    until = ctx.memory.get("twice", {}).get(seat)
    return until is not None and ctx.is_night and ctx.night == until and character == ctx.character_of(seat)
