"""You start knowing a secret phrase. For each time you said it publicly today, a player might die.

Rulings (almanac, Yaggababble):
- The Storyteller picks the phrase (from :data:`PHRASES`, plain sayings anybody might use)
  and shows it to the Yaggababble on the first night.
- Saying it is a structured public statement in the day's talk, ``("say", phrase, times)``:
  the seat says that phrase ``times`` times (1 to 3). Every seat may say any phrase of the
  list (so saying one proves nothing); only the Yaggababble's own phrase, said by the
  Yaggababble's seat, counts.
- For each time it was said today, the Storyteller may kill one player (or nobody), any
  time until dawn: once right after the talk (before nominations), or at the Yaggababble's
  place that night. These are Demon kills, stopped by the usual protections. The
  Yaggababble does not wake for them.
- Only the Yaggababble's state when the kill happens matters: drunk, poisoned or dead then,
  nobody dies, even if it was healthy when it spoke; healthy then, players may die even if
  it was poisoned when it spoke.
- Snake Charmer: the phrase is the Grimoire's (written at setup); a Snake Charmer who takes
  the Yaggababble's token is shown it at once, and the times the old Yaggababble said it on
  the day just ended still count tonight (How to Run: a DEAD reminder goes in the Grimoire
  each time it is said, to be placed tonight; only the Yaggababble's state when the kill
  happens matters). From the next day only the new Yaggababble's own sayings count.
- Jinx Yaggababble-Exorcist: if the Exorcist chooses the Yaggababble, it kills nobody that
  night (without the jinx the Exorcist would not stop these kills, since the Yaggababble
  does not wake for them).
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow
from ..fabled import toymaker as _toymaker

__helpers__ = ("PHRASES",)
"""Public names that are not hooks (imported by tests and tools)."""

PHRASES = (
    "to be honest",
    "trust me",
    "I have a good feeling about this",
    "fake news",
    "let's not rush",
    "that's a bit suspicious",
    "for what it's worth",
    "hear me out",
)
"""The secret phrases the Storyteller may choose from (public: any seat may say one)."""

_MAX_TIMES = 3
"""How many times a seat may say a phrase in one statement (the Yaggababble's three DEAD
reminders)."""

PUBLIC_STATEMENTS = tuple(("say", p, k) for p in PHRASES for k in range(1, _MAX_TIMES + 1))
"""Statements any seat may make in the talk while the Yaggababble is on the script."""


def describe_statement(who: str, statement: tuple[Any, ...]) -> str | None:
    """The public text of a ``("say", phrase, times)`` statement."""
    if statement[0] != "say":
        return None
    _, phrase, times = statement
    return f'{who} says "{phrase}"' + ("." if times == 1 else f" ({times} times).")


def first_night(ctx: AbilityContext) -> Flow:
    yield from _learn_phrase(ctx)


def _learn_phrase(ctx: AbilityContext) -> Flow:
    phrase = yield from ctx.storyteller(
        "Choose the Yaggababble's secret phrase", PHRASES, step="yaggababble.phrase",
        labels={p: f'"{p}"' for p in PHRASES})
    ctx.memory["phrase"] = phrase
    ctx.wake()
    ctx.tell(ctx.seat, f'Your secret phrase is "{phrase}".', kind="learned",
             data={"what": "secret phrase", "value": phrase})


def _times_said(ctx: AbilityContext) -> int:
    """How many times the Yaggababble said its phrase publicly today (at night: the day just
    ended): said by the seat that held the Yaggababble that day."""
    phrase = ctx.memory.get("phrase")
    if phrase is None:
        return 0
    speaker = _holder_on(ctx, ctx.day)
    return sum(st[2] for st in ctx.statements_today(speaker) if st[0] == "say" and st[1] == phrase)


def _holder_on(ctx: AbilityContext, day: int) -> int:
    """The seat that was this Yaggababble on ``day`` (the token may have changed hands at night)."""
    for last_day, seat in sorted(ctx.memory.get("earlier", [])):
        if day <= last_day:
            return int(seat)
    return int(ctx.seat)


def on_handed_over(ctx: AbilityContext, old_seat: int) -> Flow:
    """The Snake Charmer took the Yaggababble's token: the day that just ended was the old
    seat's, and the new Yaggababble is shown the phrase now."""
    ctx.memory.setdefault("earlier", []).append((ctx.day, old_seat))
    if "phrase" not in ctx.memory:
        yield from _learn_phrase(ctx)
        return
    phrase = ctx.memory["phrase"]
    ctx.tell(ctx.seat, f'Your secret phrase is "{phrase}".', kind="learned",
             data={"what": "secret phrase", "value": phrase})


def during_day(ctx: AbilityContext) -> Flow:
    yield from _kills(ctx, "now, during the day")


def other_night(ctx: AbilityContext) -> Flow:
    if "phrase" not in ctx.memory:
        # A Yaggababble made after the first night (the Snake Charmer) learns its phrase now.
        yield from _learn_phrase(ctx)
        return
    if _times_said(ctx) == 0:
        _toymaker.chose_not_to_attack(ctx, f"The Yaggababble did not say its phrase on day {ctx.day}: it does not "
                                           "attack tonight (Toymaker).")
    if ctx.exorcised:
        ctx.note("The Exorcist chose the Yaggababble: it kills nobody tonight.")
        return
    yield from _kills(ctx, "tonight")


def _kills(ctx: AbilityContext, when: str) -> Flow:
    used = ctx.memory.setdefault("used", {})
    day = ctx.day
    left = _times_said(ctx) - used.get(day, 0)
    if left > 0 and _toymaker.attack_barred(ctx, left):
        return
    while left > 0 and ctx.functioning:
        options = [None] + ctx.alive_seats()
        victim = yield from ctx.storyteller(
            f"The Yaggababble said its phrase ({left} kill{'' if left == 1 else 's'} left): "
            f"kill a player {when}? (no one: not now)", options, step="yaggababble.kill")
        if victim is None:
            return
        used[day] = used.get(day, 0) + 1
        left -= 1
        yield from ctx.kill(victim)
