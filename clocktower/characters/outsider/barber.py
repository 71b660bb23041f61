"""If you died today or tonight, the Demon may choose 2 players (not another Demon) to swap characters.

Rulings (almanac, Barber):
- When the Barber dies, by day or by night, while sober and healthy, the Storyteller marks
  _HAIRCUTS TONIGHT: that night (the same night for a night death), at the Barber's place in
  the night order, the Demon is woken and told the Barber chose them. A drunk or poisoned
  Barber's death brings no haircuts, nor does a Barber that is drunk or poisoned when its
  night step comes.
- The Demon (the first alive Demon in seat order, when there are several; none alive: no
  haircuts) first says whether it swaps; if so it chooses 2 different players, alive or dead
  (almanac examples: the dead Barber, a dead Sweetheart), itself included, but no other
  Demon. Saying no changes nothing (almanac example).
- The two players swap characters, not alignments: each keeps their alignment and is told
  their new character. A good player made a Demon or a Minion, or an evil one made good
  characters, learns nothing else (no Minion or Demon info: our reading; the almanac only
  suggests reminding them their alignment has not changed).
- What each character's ability put in the Grimoire stays by its token and follows it to its
  new holder (as for the Snake Charmer's swap, ``ctx.hand_over``): the Demon's reminders,
  the Evil Twin's twin.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import DecisionKind
from ...state import Death

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

ABILITY_WORKS_WHEN_DEAD = True  # "if you died": the ability acts once its holder is dead
WAKES_WHEN_DEAD = True  # its night step runs for the dead Barber

_HAIRCUTS = "Haircuts Tonight"


def on_death(ctx: AbilityContext, death: Death) -> None:
    if death.seat != ctx.seat or ctx.acting:
        return None
    if not ctx.functioning:
        ctx.note("The Barber dies drunk or poisoned: no haircuts.")
        return None
    ctx.memory["haircuts"] = ctx.night if ctx.is_night else ctx.day + 1
    ctx.remind(_HAIRCUTS, ctx.seat)
    return None


def other_night(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("haircuts") != ctx.night:
        return
    ctx.memory.pop("haircuts", None)
    ctx.unremind(_HAIRCUTS)
    if not ctx.functioning:
        return
    demons = [s for s in ctx.alive_seats() if ctx.team_of(s) == "demon"]
    if not demons:
        return
    demon = demons[0]
    ctx.tell(demon, "The Barber chose you: you may choose 2 players (not another Demon) to swap characters.")
    swap = yield from ctx.ask(demon, "The Barber died: swap the characters of 2 players?", [False, True],
                              labels={False: "no", True: "yes, choose 2 players"},
                              kind=DecisionKind.CHOOSE_PLAYERS, step="barber.swap")
    if not swap:
        return
    candidates = [s for s in ctx.seats() if s == demon or ctx.team_of(s) != "demon"]
    pair = yield from ctx.ask(demon, "Choose 2 players to swap characters", candidates, count=(2, 2),
                              kind=DecisionKind.CHOOSE_PLAYERS, step="barber.players")
    a, b = pair
    yield from _swap_characters(ctx, a, b)


def _swap_characters(ctx: AbilityContext, a: int, b: int) -> Flow:
    """Seats ``a`` and ``b`` swap characters (not alignments); each is told its new one, and
    each character's Grimoire marks follow its token."""
    first, second = ctx.character_of(a), ctx.character_of(b)
    if first == second:
        return
    ctx.note(f"Barber: {ctx.name(a)} ({ctx.character_name(first)}) and {ctx.name(b)} "
             f"({ctx.character_name(second)}) swap characters.")
    ctx.change_character(a, second)
    ctx.change_character(b, first)
    yield from ctx.hand_over(a, b, first)
    yield from ctx.hand_over(b, a, second)
