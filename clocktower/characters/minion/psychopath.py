"""Each day, before nominations, you may publicly choose a player: they die. If executed, you only die if you lose roshambo.

Rulings (almanac, Psychopath; docs/rulings/carousel-minions.md):
- Once a day, in the talk before nominations open, the Psychopath may publicly choose any
  player. The choice is announced as the Psychopath's; if the ability works the chosen
  player dies (a protection such as a sober Sailor's still stops it, almanac example).
  The ability is spent for the day whether or not anyone died.
- When the Psychopath is executed, the nominator and the Psychopath each secretly pick
  rock, paper or scissors (a decision for each seat; neither sees the other's pick until
  both are announced). Only a loss kills the Psychopath; a draw or a win keeps it alive,
  and the day's one execution has still happened, so the day ends.
- After a self-nomination, an execution without a nominator (the Storyteller nominated, an
  execution outside the vote) the Storyteller plays in the nominator's place.
- Our ruling: the game is played whenever the Psychopath is executed, so that the table
  learns nothing from its absence, but it saves only a Psychopath whose ability works
  (sober, healthy): a drunk or poisoned Psychopath dies whatever the result.
- A dead Psychopath has no ability (no kill by day, and a dead player cannot die again).
- Jinx Lil' Monsta: a Psychopath babysitting Lil' Monsta dies when executed: no roshambo
  is played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import STORYTELLER, DecisionKind
from ...state import Harm
from ..demon.lilmonsta import babysits

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_SIGNS = ("rock", "paper", "scissors")
_BEATS = {"rock": "scissors", "paper": "rock", "scissors": "paper"}
_SIGN_LABELS = {s: s.title() for s in _SIGNS}

__helpers__ = ("roshambo_result",)


def roshambo_result(psychopath: str, opponent: str) -> str:
    """The Psychopath's result in one game of roshambo.

    Args:
        psychopath: the Psychopath's sign (``"rock"``, ``"paper"`` or ``"scissors"``).
        opponent: the other side's sign.

    Returns:
        ``"win"``, ``"draw"`` or ``"lose"``.

    Raises:
        ValueError: a sign that is not one of the three.
    """
    if psychopath not in _BEATS or opponent not in _BEATS:
        raise ValueError(f"roshambo signs are rock, paper or scissors, not {psychopath!r} and {opponent!r}")
    if psychopath == opponent:
        return "draw"
    return "win" if _BEATS[psychopath] == opponent else "lose"


def day_ability(ctx: AbilityContext) -> Flow:
    if not ctx.alive() or ctx.memory.get("used_day") == ctx.day:
        return
    seats = ctx.seats()
    labels: dict[int | None, str] = {None: "do not use the Psychopath ability today",
                                     **{s: ctx.name(s) for s in seats}}
    target = yield from ctx.public_choice("Psychopath: publicly choose a player to die, or not today",
                                          [None, *seats], labels=labels)
    if target is None:
        return
    ctx.memory["used_day"] = ctx.day
    ctx.announce(f"{ctx.name(ctx.seat)} (Psychopath) chooses {ctx.name(target)}: they die.", kind="statement",
                 data={"seat": ctx.seat, "psychopath": target})
    died = False
    if ctx.functioning:
        died = yield from ctx.kill(target)
    else:
        ctx.note(f"The Psychopath has no ability: {ctx.name(target)} does not die.")
    if not died:
        ctx.announce("Nothing happens.", kind="announced", data={"psychopath": target, "died": False})


def _nominator(ctx: AbilityContext, seat: int) -> int | None:
    """Who nominated the executed seat today (the last such nomination), or None."""
    found = [nominator for nominator, nominee in ctx.nominations() if nominee == seat]
    return found[-1] if found else None


def on_executed(ctx: AbilityContext, seat: int) -> Flow:
    if seat != ctx.seat or not ctx.alive():
        return
    if babysits(ctx, ctx.seat):
        ctx.note(f"{ctx.name(ctx.seat)} (Psychopath) babysits Lil' Monsta: no roshambo, they die (jinx).")
        return
    nominator = _nominator(ctx, seat)
    prompt = "Roshambo with the executed Psychopath: rock, paper or scissors?"
    mine = yield from ctx.ask(ctx.seat, "Roshambo: rock, paper or scissors?", _SIGNS, labels=_SIGN_LABELS,
                              step="psychopath.roshambo")
    if nominator is None or nominator == ctx.seat or nominator == STORYTELLER:
        opponent_name = "the Storyteller"
        theirs = yield from ctx.storyteller(prompt, _SIGNS, step="psychopath.roshambo", labels=_SIGN_LABELS)
    else:
        opponent_name = ctx.name(nominator)
        theirs = yield from ctx.ask(nominator, prompt, _SIGNS, labels=_SIGN_LABELS, step="psychopath.roshambo",
                                    kind=DecisionKind.DAY_ABILITY)
    result = roshambo_result(mine, theirs)
    ctx.announce(f"Roshambo: {ctx.name(ctx.seat)} shows {mine}, {opponent_name} shows {theirs}: "
                 f"the Psychopath {'loses' if result == 'lose' else 'draws' if result == 'draw' else 'wins'}.",
                 kind="roshambo", data={"seat": ctx.seat, "opponent": nominator, "psychopath_sign": mine,
                                        "opponent_sign": theirs, "result": result})
    ctx.memory["spared"] = (ctx.day, result != "lose" and ctx.functioning)


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    """An executed Psychopath that did not lose its roshambo today does not die."""
    if target != ctx.seat or effect is not None or not harm.execution or not ctx.functioning:
        return False
    if babysits(ctx, ctx.seat):
        return False
    spared = ctx.memory.get("spared")
    return spared is not None and spared[0] == ctx.day and bool(spared[1])
