"""Each night*, you may choose a player: they die. If your last choice was no-one, choose 3 players tonight.

Rulings (almanac, Po): choosing no one (even while drunk or poisoned) charges three kills for
the next night the Po acts; then it must choose three players, killed in the order chosen;
the first night and a night the Exorcist stops it do not count as choosing no one. The three
picks are acted on one after another: a Goon among them makes the Po drunk when its turn
comes, so the picks before it die and those after it do not (almanac, Goon: the Shabaloth
example; issue 17, rule 3).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ..fabled import toymaker as _toymaker


def other_night(ctx: AbilityContext) -> Flow:
    if ctx.exorcised:
        return
    charged = bool(ctx.memory.get("charged"))
    if _toymaker.attack_barred(ctx, 3 if charged else 1):
        return  # (no choice tonight: the charge, if any, stays)
    if charged and not (yield from _toymaker.demon_attacks(ctx, 3)):
        return  # (the Toymaker: no one again, so still charged)
    ctx.wake()
    if charged:
        chosen = yield from ctx.choose_players(3, prompt="Choose 3 players to kill", in_order=True)
        ctx.memory["charged"] = False
        ctx.unremind("3 attacks")
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
        return
    target = yield from ctx.choose_players(1, allow_none=True, prompt="Choose a player to kill, or no one")
    if target is None:
        ctx.memory["charged"] = True
        ctx.remind("3 attacks", ctx.seat)
        _toymaker.chose_not_to_attack(ctx, f"{ctx.name(ctx.seat)} (the Po) chooses no one: it does not attack "
                                           "tonight (Toymaker).")
        return
    if ctx.functioning:
        yield from ctx.kill(target)
    else:
        ctx.note_no_effect([target])
