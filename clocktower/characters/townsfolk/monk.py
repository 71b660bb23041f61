"""Each night*, choose a player (not yourself): they are safe from the Demon tonight.

Rulings (almanac, Monk; official jinxes with the Leviathan and Riot):
- Each night but the first the Monk chooses any other player, alive or dead. Until dawn,
  the Demon's ability cannot kill that player, nor harm them otherwise (poison them, make
  them drunk): the Demon's attack simply fails and nobody learns why. Other kills (a
  Minion's, an execution) are not stopped.
- A Mayor the Monk protects is not attacked, so nothing bounces; an Imp the Monk protects
  that picks itself does not die and no Minion becomes the Imp.
- The protection needs the Monk's ability to work when the choice is made and when the
  Demon acts: a drunk or poisoned Monk (or the Drunk who believes it is the Monk) protects
  nobody, and a Monk who loses its ability before the Demon acts protects nobody either.
- The SAFE reminder marks the chosen player and is removed at dawn.
- Jinx Leviathan-Monk: if the Leviathan nominates the player the Monk protected last night
  and that player is executed, good wins (decided as the execution happens, before the
  Leviathan counts it).
- Jinx Riot-Monk: the same when a Riot nominates that player. On the riot's day the nominee
  of a Riot dies instead of being executed: our reading is that this death is the
  execution the jinx speaks of (it is the only way a Riot's nomination kills that day), so
  good wins then too.
- "Protected" means chosen while the Monk's ability worked (a drunk Monk protects nobody,
  for the jinxes too), as the Exorcist's and Innkeeper's jinxes with the Leviathan read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import GOOD, Death, Harm

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow


def other_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    candidates = [s for s in ctx.seats() if s != ctx.seat]
    target = yield from ctx.choose_players(1, candidates=candidates,
                                           prompt="Choose a player (not yourself): they are safe from the Demon tonight")
    ctx.unremind("Safe")
    if target is None:
        return
    ctx.remind("Safe", target)
    if ctx.functioning:
        ctx.memory["safe"] = (ctx.night, target)


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    if not harm.by_demon or not ctx.is_night or target not in ctx.reminded("Safe"):
        return False
    return ctx.memory.get("safe") == (ctx.night, target) and ctx.functioning


def after_dawn(ctx: AbilityContext) -> None:
    ctx.unremind("Safe")


def _protected_last_night(ctx: AbilityContext, seat: int) -> bool:
    return not ctx.acting and ctx.memory.get("safe") == (ctx.day, seat)


def _nominated_by(ctx: AbilityContext, seat: int) -> int | None:
    nominators = [n for n, nominee in ctx.nominations() if nominee == seat and n >= 0]  # (-1: the Storyteller)
    return nominators[-1] if nominators else None


def on_executed(ctx: AbilityContext, seat: int) -> None:
    """Jinxes Leviathan-Monk and Riot-Monk: the protected player is nominated by the
    Leviathan (or a Riot) and executed."""
    if not _protected_last_night(ctx, seat):
        return
    nominator = _nominated_by(ctx, seat)
    if nominator is not None and ctx.character_of(nominator) in ("leviathan", "riot"):
        who = ctx.character_name(ctx.character_of(nominator))
        ctx.end_game(GOOD, f"the {who} nominated and executed the player the Monk protected "
                           f"({who}-Monk jinx).")


def on_death(ctx: AbilityContext, death: Death) -> None:
    """Jinx Riot-Monk on the riot's day: a Riot's nominee dies in place of an execution."""
    if death.phase != "day" or death.harm.source_character != "riot" or death.harm.execution:
        return
    if not _protected_last_night(ctx, death.seat):
        return
    nominator = _nominated_by(ctx, death.seat)
    if nominator is not None and ctx.character_of(nominator) == "riot":
        ctx.end_game(GOOD, "a Riot nominated the player the Monk protected, who died (Riot-Monk jinx).")
