"""Each night*, choose 2 players: they die. A dead player you chose last night might be regurgitated.

Rulings (almanac, Shabaloth): just before it wakes, the Storyteller may bring back one dead
player the Shabaloth chose last night (even one already dead when chosen), ability restored
(a "you start knowing" ability runs again); then it chooses two players who die in the order
chosen. An Exorcist stops the choice, not the regurgitation. A Goon among the two makes the
Shabaloth drunk when its turn comes: a player chosen before it dies, one after it does not
(almanac, Goon: "attacks the Gambler then the Goon. The Gambler dies").
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ..fabled import toymaker as _toymaker


def other_night(ctx: AbilityContext) -> Flow:
    last = ctx.memory.get("last")
    if ctx.functioning and last and last[0] == ctx.night - 1:
        dead = [s for s in last[1] if not ctx.alive(s)]
        if dead:
            back = yield from ctx.storyteller("Regurgitate one of last night's choices?", [None, *dead],
                                              step="shabaloth.regurgitate")
            if back is not None:
                ctx.remind("Alive", back)
                yield from ctx.resurrect(back)
    if ctx.exorcised:
        return
    if not (yield from _toymaker.demon_attacks(ctx, 2)):
        return  # (the Toymaker: no attack, or a final night; nobody chosen tonight)
    ctx.wake()
    chosen = yield from ctx.choose_players(2, prompt="Choose 2 players to kill", in_order=True)
    ctx.memory["last"] = (ctx.night, tuple(chosen))
    working = ctx.functioning
    stopped: list[int] = []
    for k, s in enumerate(chosen):
        yield from ctx.resolve_pick(s, chosen[:k])
        # (a pick that made it drunk or poisoned stops the later ones; one that killed it,
        # when it chose itself, does not: its kills were already under way)
        working = working and not (ctx.is_drunk(ctx.seat) or ctx.is_poisoned(ctx.seat))
        if working:
            yield from ctx.kill(s)
        else:
            stopped.append(s)
    ctx.note_no_effect(stopped)  # (only the picks whose kill did not happen; none: no note)
