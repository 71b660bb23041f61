"""Once per day, you may choose to kill an alive neighbor, if your other alive neighbor agrees.

Rulings (almanac, Gangster): in the day, the alive Gangster may name one of their two alive
neighbours to kill (``gangster``, public); the other alive neighbour is asked whether they
agree (``gangster.agree``). If they agree, the named neighbour dies and the ability is used
for the day. If they decline, the Gangster may try the other way round (almanac example:
the Po declines, then the Engineer agrees to kill the Po); when neither agrees the
ability is not used today. Alive neighbours skip the dead (almanac example with the dead
Chambermaid and Poppy Grower). A protected target simply does not die, and the ability is
still used (almanac example: the Fool). With fewer than three players alive the Gangster
has no two distinct alive neighbours and nothing is offered. A drunk or poisoned Gangster
may still try, and nobody dies; a dead Gangster has no ability.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import DecisionKind


def day_ability(ctx: AbilityContext) -> Flow | None:
    if ctx.memory.get("day") == ctx.day or not ctx.alive():
        return None
    left, right = ctx.neighbours(ctx.seat, alive_only=True)
    if left == right or ctx.seat in (left, right):
        return None
    return _use(ctx, left, right)


def _use(ctx: AbilityContext, left: int, right: int) -> Flow:
    targets = [left, right]
    while targets:
        victim = yield from ctx.public_choice(
            "Gangster: choose an alive neighbour to kill (if your other alive neighbour agrees), or no one",
            [None, *targets])
        if victim is None:
            return
        targets.remove(victim)
        partner = right if victim == left else left
        ctx.announce(f"{ctx.name(ctx.seat)} (the Gangster) asks {ctx.name(partner)} to agree to kill "
                     f"{ctx.name(victim)}.", data={"seat": ctx.seat, "target": victim, "partner": partner})
        agree = yield from ctx.ask(partner, f"Agree that the Gangster kills {ctx.name(victim)}?", [False, True],
                                   labels={False: "decline", True: "agree"}, kind=DecisionKind.DAY_ABILITY,
                                   step="gangster.agree")
        if not agree:
            ctx.announce(f"{ctx.name(partner)} declines.", data={"seat": partner, "agreed": False})
            continue
        ctx.memory["day"] = ctx.day
        ctx.announce(f"{ctx.name(partner)} agrees: the Gangster kills {ctx.name(victim)}.",
                     data={"seat": partner, "agreed": True, "target": victim})
        if ctx.functioning:
            yield from ctx.kill(victim)
        return
