"""Each night, choose 2 players: tomorrow, the 1st player is mad that the 2nd is evil, or one or both might die.

Rulings (almanac, Harpy; docs/rulings/carousel-outsiders-minions.md; "madness" judged from
public statements, as for the Cerenovus and the Mutant):
- Each night, the first included, the Harpy chooses a player (MAD reminder), then a second,
  different player (2ND reminder); alive or dead (almanac example: the dead Alchemist). The
  1st player is woken and told that the Harpy chose them and who the 2nd player is. They
  are told even when the Harpy is drunk or poisoned (the waking looks the same), but then
  no madness follows.
- The madness lasts the next day. The 1st player keeps it by publicly saying the 2nd player
  is evil in the day's talk (a structured ``("accuse", seat)`` statement) and never saying
  they are good (``("vouch", seat)``) that day. Saying nothing, or vouching, breaks it.
- After the talk, before nominations, if the 1st player broke madness and the Harpy's ability
  still works, the Storyteller decides who dies: nobody, the 1st player, the 2nd player, or
  both (only those alive are offered). The deaths are the Harpy's (a Minion's kill, so the
  Demon's protections do not apply). A player who kept their madness is not offered.
- A later night's choice replaces the earlier one's reminders.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_MAD = "Mad"
_SECOND = "2nd"


def _act(ctx: AbilityContext) -> Flow:
    ctx.wake()
    mad = yield from ctx.choose_players(1, prompt="Choose the 1st player: they will be mad that the 2nd is evil")
    second = yield from ctx.choose_players(
        1, candidates=[s for s in ctx.seats() if s != mad], prompt="Choose the 2nd player")
    ctx.unremind()
    ctx.memory.pop("mad", None)
    ctx.tell(mad, f"The Harpy chose you: tomorrow you are mad that {ctx.name(second)} is evil, or one or "
                  "both of you might die.",
             kind="learned", data={"what": "harpy madness", "value": second})
    if not ctx.functioning:
        return
    ctx.remind(_MAD, mad)
    ctx.remind(_SECOND, second)
    ctx.memory["mad"] = (mad, second, ctx.day + 1)


first_night = other_night = _act


def _kept_madness(ctx: AbilityContext, seat: int, second: int) -> bool:
    """Whether ``seat``'s public statements today keep the madness: it said ``second`` is
    evil and never that they are good."""
    said = ctx.statements_today(seat)
    return ("accuse", second) in said and ("vouch", second) not in said


def during_day(ctx: AbilityContext) -> Flow | None:
    mad = ctx.memory.get("mad")
    if mad is None or mad[2] != ctx.day or not ctx.functioning:
        return None
    first, second = mad[0], mad[1]
    if _kept_madness(ctx, first, second):
        return None
    if not ctx.alive(first) and not ctx.alive(second):
        return None
    return _judge(ctx, first, second)


def _judge(ctx: AbilityContext, first: int, second: int) -> Flow:
    options: list[Any] = [()]
    labels: dict[Any, str] = {(): "nobody dies"}
    for group in ((first,), (second,), (first, second)):
        if all(ctx.alive(s) for s in group):
            options.append(group)
            labels[group] = " and ".join(ctx.name(s) for s in group) + (" die" if len(group) > 1 else " dies")
    dying: tuple[int, ...] = yield from ctx.storyteller(
        f"{ctx.name(first)} was made mad by the Harpy that {ctx.name(second)} is evil, and did not keep it: "
        "who dies?", options, step="harpy", labels=labels)
    for s in dying:
        yield from ctx.kill(s)


def end_of_day(ctx: AbilityContext) -> None:
    mad = ctx.memory.get("mad")
    if mad is not None and mad[2] <= ctx.day:
        ctx.memory.pop("mad", None)
        ctx.unremind()
