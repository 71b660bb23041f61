"""You may choose to open your eyes at night. You wake when other evil players do.

Rulings (almanac, Wraith; docs/rulings/carousel-minions.md):
- Each night, at the Wraith's place in the night order (near the very start), the Wraith
  player decides whether to keep their eyes open tonight. The Storyteller records it; the
  decision wakes nobody.
- With open eyes the Wraith sees, for the rest of the night, every player who is woken
  (to act, or only to be told or shown something: the Harpy's 1st player, a new Demon) and
  the players each points at (or that they point at the character sheet); never what the
  Storyteller shows them (tokens cannot be read from across the circle), nor any
  Storyteller choice.
- Eyes open or not, whenever another evil player is woken the Wraith is woken with them
  (it counts as waking tonight) and sees what that player does.
- While the Wraith is alive but has lost its ability (drunk, poisoned, no ability) it is
  told privately that it may not open its eyes tonight, and it is not woken with evil
  players. A dead Wraith has no ability and learns nothing.
- Not played: the almanac's optional house rule that a player angry at the Wraith dies
  (a table rule about feelings, which the engine cannot observe).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import DecisionKind
from ...state import EVIL

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_EYES_LABELS = {True: "open my eyes tonight", False: "keep my eyes closed"}


def _decide(ctx: AbilityContext) -> Flow:
    ctx.memory["night"] = ctx.night
    ctx.memory["eyes"] = False
    ctx.memory["mark"] = ctx.night_sights(0)[0]
    if not ctx.functioning or ctx.is_storyteller:
        ctx.tell(ctx.seat, "You may not open your eyes tonight.", kind="wraith",
                 data={"night": ctx.night, "may_open": False})
        return
    eyes = yield from ctx.ask(ctx.seat, "Wraith: open your eyes tonight?", (True, False), labels=_EYES_LABELS,
                              kind=DecisionKind.DAY_ABILITY, step="wraith.eyes")
    ctx.memory["eyes"] = bool(eyes)
    ctx.memory["mark"] = ctx.night_sights(0)[0]


first_night = other_night = _decide


def _describe(ctx: AbilityContext, seat: int, what: str, players: tuple[int, ...]) -> str:
    if what == "pointed":
        return f"{ctx.name(seat)} points at {', '.join(ctx.name(p) for p in players) or 'no one'}"
    if what == "pointed at the sheet":
        return f"{ctx.name(seat)} points at the character sheet"
    return f"{ctx.name(seat)} is woken"


def after_night_step(ctx: AbilityContext, step: str) -> None:
    """After each step of the night: what the Wraith saw during it."""
    if ctx.is_storyteller or ctx.memory.get("night") != ctx.night or not ctx.is_night:
        return
    mark, sights = ctx.night_sights(int(ctx.memory.get("mark", 0)))
    ctx.memory["mark"] = mark
    if not ctx.alive() or not ctx.functioning:
        return
    eyes = bool(ctx.memory.get("eyes"))
    evil_awake = {s for s, what, _ in sights if s != ctx.seat and ctx.alignment_of(s) == EVIL}
    lines: list[str] = []
    data: list[dict[str, object]] = []
    for seat, what, players in sights:
        if seat == ctx.seat or not (eyes or seat in evil_awake):
            continue
        if what == "evil info" and not eyes and seat not in evil_awake:
            continue
        lines.append(_describe(ctx, seat, what, players))
        data.append({"seat": seat, "what": what, "players": list(players)})
    if evil_awake:
        ctx.wake()  # woken with the other evil players
        ctx.memory["mark"] = ctx.night_sights(0)[0]  # (its own waking is not something it sees)
    if lines:
        how = "with your eyes open" if eyes else "woken with the evil players"
        ctx.tell(ctx.seat, f"Wraith, {how}, you see: " + "; ".join(dict.fromkeys(lines)) + ".", kind="wraith",
                 data={"night": ctx.night, "eyes_open": eyes, "seen": data})
