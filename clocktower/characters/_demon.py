"""The plain Demon night kill, shared by the Demons whose other-night turn starts with it.

Imp, Vortox, Kazali, No Dashii, Lord of Typhon, Lleech and Fang Gu all say "each night*,
choose a player: they die". Their modules call :func:`choose_kill` (and add what is theirs:
the Imp's star-pass, the Fang Gu's jump) or :func:`kill_one` when that is all they do.
"""

from __future__ import annotations

from ..context import AbilityContext, Ask, Flow
from ..state import Death
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


NOMINATING_DEMONS = ("leviathan", "riot")
"""The Demons that kill by nominating rather than at night, jinxed with the good characters
whose ability guards against a night kill (Monk, Innkeeper, Exorcist, Soldier, Grandmother)."""


def nominating_demon(ctx: AbilityContext, seat: int) -> str | None:
    """Which nominating Demon (Leviathan or Riot) made today's last nomination of ``seat``.

    Used by the "if the Leviathan (or Riot) nominates and executes ..." jinxes.

    Args:
        ctx: any ability context of the game.
        seat: the nominee.

    Returns:
        ``"leviathan"`` or ``"riot"`` when the seat that last nominated ``seat`` today is now
        that character, else None (another nominator, or the Storyteller's nomination).
    """
    nominators = [n for n, nominee in ctx.nominations() if nominee == seat and n >= 0]  # (-1: the Storyteller)
    if not nominators:
        return None
    character = ctx.character_of(nominators[-1])
    return character if character in NOMINATING_DEMONS else None


def riot_day_death(death: Death) -> bool:
    """Whether ``death`` is a Riot nominee's death on the riot's day.

    Our reading for the Riot jinxes that speak of an execution (as the Monk's module rules):
    on the riot's day a Riot's nominee dies instead of being executed, and that death is the
    execution the jinx means.
    """
    return death.phase == "day" and death.harm.source_character == "riot" and not death.harm.execution
