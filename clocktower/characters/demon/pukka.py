"""Each night, choose a player: they are poisoned. The previously poisoned player dies then becomes healthy.

Rulings (almanac, Pukka): the victim is poisoned at once; each later night, after the Pukka
chooses again, the previous victim dies (a Demon kill) and then is healthy; a drunk or
poisoned Pukka neither poisons nor kills, and its earlier victim dies once it recovers; an
Exorcist stops the choice but not the earlier victim's death; a protected victim does not
die but is healthy afterwards. A Pukka that poisons itself is poisoned until its next turn,
when it neither poisons nor kills and then is healthy again (our reading; see _act).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import POISONED
from ..fabled import toymaker as _toymaker


def _act(ctx: AbilityContext) -> Flow:
    earlier = list(ctx.memory.get("victims", []))
    if _toymaker.attack_barred(ctx, max(1, len(earlier))):
        return  # (the Toymaker's final night: no poison, no death; the earlier victim stays poisoned)
    if not ctx.exorcised and (yield from _toymaker.demon_attacks(ctx)):
        ctx.wake()
        target = yield from ctx.choose_players(1, prompt="Choose a player to poison")
        if not ctx.functioning:
            ctx.note_no_effect([target], "poison")
        if ctx.functioning:
            if ctx.add_effect(POISONED, target, until=None, token="Poisoned") is not None:
                ctx.memory.setdefault("victims", []).append(target)
    if not ctx.functioning:
        if ctx.seat in earlier and ctx.seat in ctx.memory.get("victims", []):
            # A Pukka that poisoned itself has no ability, so it cannot kill itself; its
            # poison still runs its course: healthy again after this turn (our reading of
            # "dies then becomes healthy"; otherwise the Pukka would be poisoned for good).
            ctx.memory["victims"].remove(ctx.seat)
            ctx.remove_effects(kind=POISONED, seat=ctx.seat)
        return
    for victim in earlier:
        ctx.memory["victims"].remove(victim)
        died = yield from ctx.kill(victim)
        ctx.remove_effects(kind=POISONED, seat=victim)
        if victim in ctx.memory["victims"]:
            # Chosen again tonight: poisoned anew, to die next night.
            ctx.add_effect(POISONED, victim, until=None, token="Poisoned")
        elif died:
            # Almanac note: still poisoned at death, so a death ability (the Ravenkeeper's)
            # resolves poisoned; we keep the poison until dawn.
            ctx.add_effect(POISONED, victim, until=("dawn", ctx.night), token="Poisoned")


first_night = other_night = _act
"""The same action every night, the first included."""
        # A victim who survives (the Innkeeper's protection) is healthy at once (almanac).
