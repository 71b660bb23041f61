"""The plain Demon night kill, shared by the Demons whose other-night turn starts with it.

Imp, Vortox, Kazali, No Dashii, Lord of Typhon, Lleech and Fang Gu all say "each night*,
choose a player: they die". Their modules call :func:`choose_kill` (and add what is theirs:
the Imp's star-pass, the Fang Gu's jump) or :func:`kill_one` when that is all they do.
"""

from __future__ import annotations

from ..context import AbilityContext, Ask, Flow
from .fabled import angel as _angel
from .fabled import toymaker as _toymaker


def choose_kill(ctx: AbilityContext) -> Ask[int | None]:
    """Wake the Demon and ask for its one kill (a generator; ``yield from`` it).

    Args:
        ctx: the Demon's ability context.

    Returns:
        The chosen seat, or None when the Demon stays asleep (exorcised; barred by an
        Angel's penalty; a Toymaker's final night), chose not to attack (the Toymaker) or
        chose without a working ability (drunk or poisoned): then nobody dies.
    """
    if ctx.exorcised:
        return None
    if _angel.attack_barred(ctx):
        return None  # (an Angel's penalty: this Demon may not attack tonight)
    if not (yield from _toymaker.demon_attacks(ctx)):
        return None
    ctx.wake()
    target = yield from ctx.choose_players(1, prompt="Choose a player to kill")
    if ctx.functioning:
        return target
    if not ctx.acting and target is not None and ctx.alive(target) and not ctx.protected(target):
        ctx.mark_abnormal(cause="the kill did nothing: the Demon was drunk or poisoned")
    ctx.note_no_effect([target])
    return None


def kill_one(ctx: AbilityContext) -> Flow:
    """The whole plain night kill: wake, choose, and the choice dies if the ability works."""
    target = yield from choose_kill(ctx)
    if target is not None:
        yield from ctx.kill(target)
