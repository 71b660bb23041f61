"""If a player of your alignment is executed, you might be executed instead.

Rulings (almanac, Scapegoat): when a player who registers as the Scapegoat's alignment would
be executed, the Storyteller may execute the Scapegoat instead (a Storyteller decision: the
Scapegoat or the player); the Scapegoat then is the one executed (the Undertaker learns the
Scapegoat: almanac example) and dies, and the player lives. Registration applies (almanac
example: "The Spy is about to be executed. The good Scapegoat dies instead."). A drunk,
poisoned or dead Scapegoat has no ability: nothing is offered. The Storyteller's choice is
free (almanac: "could have let the Poisoner die as normal").
"""

from __future__ import annotations

from ...context import AbilityContext, Ask


def replace_execution(ctx: AbilityContext, seat: int) -> Ask[int | None] | None:
    if seat == ctx.seat or not ctx.functioning:
        return None
    return _offer(ctx, seat)


def _offer(ctx: AbilityContext, seat: int) -> Ask[int | None]:
    alignment = yield from ctx.registers_as_alignment(seat)
    if alignment != ctx.alignment_of(ctx.seat):
        return None
    labels = {seat: f"{ctx.name(seat)} (as nominated)", ctx.seat: f"{ctx.name(ctx.seat)} (the Scapegoat)"}
    chosen: int = yield from ctx.storyteller(
        f"{ctx.name(seat)} is to be executed: execute the Scapegoat ({ctx.name(ctx.seat)}) instead?",
        (seat, ctx.seat), labels=labels)
    return chosen
