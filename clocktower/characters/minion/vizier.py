"""All players know you are the Vizier. You cannot die during the day. If good voted, you may choose to execute immediately.

Rulings (almanac, Vizier; jinxes; docs/rulings/carousel-minions.md):
- At the first dawn (the Vizier's place in the night order is just after it) everyone is
  told which player is the Vizier; a Vizier who becomes one later is declared at the next
  dawn. Our ruling: the declaration is made whether or not the ability works then (it is
  the Storyteller's announcement of who holds the token, and a silence would reveal the
  drunkenness). Alsaahir and Investigator jinxes: with either in play, nobody is told.
- While its ability works the Vizier cannot die by day, execution included (almanac
  example: executed, it does not die; the Demon kills it that night).
- After each nomination's vote in which at least one voter registers as good to the
  Vizier, a living Vizier whose ability works may choose to execute the nominee at once,
  whatever the count (almanac example: three votes are enough while the Demon had seven).
  That is the day's execution: nominations end.
- Courtier and Preacher jinxes: when either makes the Vizier lose its ability, the Vizier is
  told so, and still cannot die by day (it cannot use the immediate execution).
- Fearmonger jinx: the Vizier is woken with the Fearmonger, learns whom it chose, and may
  not immediately execute that player.
- Zealot jinx: the Zealot may register as evil to the Vizier (in the Zealot's module).
- Our ruling, with the Organ Grinder's secret votes: the Vizier cannot see the hands, so
  it is asked after every vote; if it chooses to execute and no good player voted, the
  table is told nothing happens (the immediate execution needs a good hand).
- Lil' Monsta jinx: a Vizier babysitting Lil' Monsta dies when executed (its day safety
  does not hold against an execution then).
- Magician jinx (with the Magician's module): the Magician is immune to the Vizier's
  ability: a Vizier choosing to execute the Magician immediately is told, with the table,
  that nothing happens (not why). It is asked as for anyone else, so the question reveals
  nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import DecisionKind
from ...state import GOOD, Harm, Nomination
from ..demon.lilmonsta import babysits

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_NOT_DECLARED_WITH = ("alsaahir", "investigator")
_STILL_SAFE_WITHOUT_ABILITY = ("courtier", "preacher")
_EXECUTE_LABELS = {True: "execute now", False: "do not"}


def after_dawn(ctx: AbilityContext) -> None:
    """The declaration of the Vizier, once, at the first dawn it holds the token."""
    if ctx.is_storyteller or ctx.character_of(ctx.seat) != "vizier" or ctx.memory.get("declared"):
        return
    ctx.memory["declared"] = True
    hushed = [c for c in _NOT_DECLARED_WITH if ctx.seats_with(c)]
    if hushed:
        ctx.note(f"The Vizier is not declared: the {ctx.character_name(hushed[0])} is in play (jinx).")
        return
    ctx.announce(f"{ctx.name(ctx.seat)} is the Vizier.", kind="vizier",
                 data={"seat": ctx.seat, "character": "vizier"})


def _jinx_lost(ctx: AbilityContext) -> list[str]:
    """The jinxed characters (Courtier, Preacher) whose effect now takes the ability away."""
    return [c for c in _STILL_SAFE_WITHOUT_ABILITY if c in ctx.impaired_by()]


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    """By day the Vizier does not die (while its ability works, or was lost to the Courtier
    or the Preacher)."""
    if target != ctx.seat or effect is not None or ctx.is_night or ctx.is_storyteller:
        return False
    if harm.execution and babysits(ctx, ctx.seat):
        return False  # Lil' Monsta jinx
    return ctx.functioning or (ctx.alive() and bool(_jinx_lost(ctx)))


def _feared(ctx: AbilityContext) -> set[int]:
    """The players the Fearmonger (jinx) has chosen and the Vizier knows of."""
    return {s for s in ctx.grimoire_reminders("fearmonger", "Fear") if s is not None}


def after_night_step(ctx: AbilityContext, step: str) -> None:
    if ctx.is_storyteller or not ctx.alive():
        return
    # (The Preacher's own ability already tells the Minion it has no ability.)
    if step == "courtier" and step in ctx.impaired_by():
        told = ctx.memory.setdefault("told_lost", [])
        if step not in told:
            told.append(step)
            ctx.tell(ctx.seat, "You have lost your Vizier ability, but you still cannot die during the day.",
                     kind="vizier", data={"lost": True, "by": step})
    if step == "fearmonger" and ctx.functioning:
        fearmongers = [s for s in ctx.seats_with("fearmonger") if ctx.alive(s)]
        chosen = sorted(_feared(ctx))
        if fearmongers and chosen:
            ctx.wake()
            ctx.tell(ctx.seat, f"You wake with the Fearmonger ({', '.join(ctx.name(s) for s in fearmongers)}), "
                     f"who chooses {', '.join(ctx.name(s) for s in chosen)}.", kind="vizier",
                     data={"fearmonger": fearmongers, "chosen": chosen})


def after_vote(ctx: AbilityContext, nomination: Nomination) -> Flow:
    if ctx.is_storyteller or not ctx.functioning or not ctx.alive() or ctx.executed_today is not None:
        return
    if nomination.nominee in _feared(ctx) and ctx.seats_with("fearmonger"):
        return  # Fearmonger jinx: never the player the Fearmonger chose
    good_voted = False
    for voter in nomination.voters:
        if (yield from ctx.registers_as_alignment(voter)) == GOOD:
            good_voted = True
            break
    nominee = nomination.nominee
    if nomination.secret:
        # Eyes closed (the Organ Grinder): the Vizier cannot see who voted, so it is asked
        # after every vote, and the Storyteller checks the condition only if it says yes.
        now = yield from ctx.ask(ctx.seat, f"Vizier: execute {ctx.name(nominee)} immediately, if good voted?",
                                 (False, True), labels=_EXECUTE_LABELS, kind=DecisionKind.DAY_ABILITY,
                                 step="vizier.execute")
    elif not good_voted:
        return
    else:
        now = yield from ctx.ask(ctx.seat, f"Vizier: a good player voted. Execute {ctx.name(nominee)} immediately?",
                                 (False, True), labels=_EXECUTE_LABELS, kind=DecisionKind.DAY_ABILITY,
                                 step="vizier.execute")
    if not now:
        return
    ctx.announce(f"{ctx.name(ctx.seat)} (Vizier) chooses to execute {ctx.name(nominee)} immediately.",
                 kind="statement", data={"seat": ctx.seat, "vizier": nominee})
    if not good_voted:
        ctx.announce("Nothing happens: no good player voted.", kind="announced", data={"vizier": nominee})
        return
    if ctx.character_of(nominee) == "magician":
        ctx.note(f"{ctx.name(nominee)} is the Magician, immune to the Vizier's ability (jinx).")
        ctx.announce("Nothing happens.", kind="announced", data={"vizier": nominee})
        return
    yield from ctx.execute(nominee)
