"""Once per game, at night, choose a character: they are drunk for 3 nights & 3 days.

Rulings (almanac, Courtier): the choice is a character, not a player, and may be one not in
play; drunkenness starts at once and lasts until the dusk that closes the third day; the
ability is spent once a character is chosen, even by a drunk Courtier (whose choice has no
effect); the target sobers while the Courtier is drunk, poisoned or dead, and is drunk again
if the Courtier recovers within the window (the effect needs its source).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import DRUNK


def _act(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("used"):
        return
    ctx.wake()
    choice = yield from ctx.choose_character(allow_none=True, prompt="Choose a character to make drunk, or no one")
    if choice is None:
        return
    ctx.memory["used"] = True
    ctx.remind("No ability", ctx.seat)
    if not ctx.functioning:
        return
    holders = ctx.seats_with(choice)
    if not holders:
        ctx.note(f"The Courtier chose the {ctx.character_name(choice)}, who is not in play.")
        return
    target = holders[0]
    if len(holders) > 1:
        target = yield from ctx.storyteller(f"Which {ctx.character_name(choice)} is drunk?", holders)
    ctx.add_effect(DRUNK, target, until=("dusk", ctx.night + 2), token="Drunk")


first_night = other_night = _act
"""The same action every night, the first included."""
