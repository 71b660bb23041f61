"""Each night*, choose a player: they die. Your 2 Townsfolk neighbors are poisoned.

Rulings (almanac, No Dashii):
- From night 2 the No Dashii chooses any player (alive or dead): they die. Choosing itself
  kills it (nobody takes over).
- The nearest Townsfolk clockwise and the nearest counterclockwise (true character type;
  alive or dead; Outsiders, Minions, Demons and Travellers in between are skipped) are
  poisoned from the start of the game. With a single Townsfolk in play it is both.
- The poison lasts only while the No Dashii's ability works: it lapses while the No Dashii
  is dead, drunk or poisoned, and ends if the seat stops being the No Dashii.
- The poisoned pair is recomputed at once whenever a character changes (a poisoned
  Townsfolk becoming a non-Townsfolk, a closer player becoming a Townsfolk, a new No Dashii).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import POISONED
from .._demon import kill_one


def _townsfolk_neighbours(ctx: AbilityContext) -> list[int]:
    """The nearest Townsfolk seat on each side (counterclockwise first), without repeats."""
    clockwise = ctx.clockwise_from(ctx.seat)  # (the seating order: a Matron's swaps)
    found: list[int] = []
    for side in (clockwise[::-1], clockwise):
        for seat in side:
            if ctx.character_of(seat) and ctx.team_of(seat) == "townsfolk":
                if seat not in found:
                    found.append(seat)
                break
    return found


def _place(ctx: AbilityContext) -> None:
    """Move the No Dashii's POISONED reminders to its current Townsfolk neighbours."""
    if ctx.acting or ctx.character_of(ctx.seat) != "nodashii":
        return
    wanted = _townsfolk_neighbours(ctx)
    if ctx.memory.get("poisoned") == wanted:
        return
    ctx.memory["poisoned"] = wanted
    ctx.remove_effects(kind=POISONED)
    for seat in wanted:
        ctx.add_effect(POISONED, seat, until=None, token="Poisoned")


def after_deal(ctx: AbilityContext) -> None:
    _place(ctx)


def on_character_changed(ctx: AbilityContext, seat: int, old: str) -> None:
    _place(ctx)


def other_night(ctx: AbilityContext) -> Flow:
    _place(ctx)
    yield from kill_one(ctx)
