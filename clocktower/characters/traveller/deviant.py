"""If you were funny today, you cannot die by exile.

Rulings (almanac, Deviant): whether the Deviant was funny is the Storyteller's judgement,
so when an exile of the Deviant passes, the Storyteller decides (``deviant``) whether the
Deviant lives; the exile still happened (it is announced), the Deviant simply does not die.
The Storyteller may be as forgiving as they like (almanac example: the evil Deviant gets
a few laughs and lives despite enough votes; the next day, not funny, they are exiled). A
drunk or poisoned Deviant has no ability: the exile kills as usual and nothing is asked. A
dead Deviant cannot be exiled at all (only alive Travellers are called for exile).
"""

from __future__ import annotations

from ...context import AbilityContext, Ask


def survives_exile(ctx: AbilityContext, seat: int) -> Ask[bool] | None:
    if seat != ctx.seat or not ctx.functioning:
        return None
    return _funny(ctx)


def _funny(ctx: AbilityContext) -> Ask[bool]:
    funny: bool = yield from ctx.storyteller(
        f"{ctx.name(ctx.seat)} (the Deviant) is exiled: were they funny today? (then they do not die)",
        (False, True), labels={False: "not funny: they die", True: "funny: they live"})
    return funny
