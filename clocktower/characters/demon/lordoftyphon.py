"""Each night*, choose a player: they die. [Evil characters are in a line. You are in the middle. +1 Minion. -? to +? Outsiders]

Rulings (almanac, Lord of Typhon; ruling lord-of-typhon-setup-line, after the wiki and the
character's release notes):
- Setup: the evil team gets one Minion more than usual, but no Minion token goes in the
  bag: the Lord of Typhon and good tokens only. The Storyteller picks the number of
  Outsiders among those good tokens freely (any number the script can fill).
- First night, before anyone else acts: the Storyteller picks a line of seats around the
  Lord of Typhon, with the Lord strictly inside (at least one seat on each side), holding
  exactly the Minions due; those players become Minions (each a different Minion of the
  script not in play, chosen by the Storyteller), turn evil, and are told their new
  character and alignment. Then Minion and Demon info run as usual, so all evil players
  form one unbroken line. The Lord kills nobody on the first night.
- Like the Marionette, the Storyteller decides who the Minions are; a player right next to
  the Lord may be made the Marionette instead: they are not told and keep believing their
  good character (which the Marionette's own rules need: they neighbour the Demon).
- In a fixed Grimoire (tests) Minions already seated count towards the Minions due and
  must lie inside the line.
- From night 2: choose any player, they die. A drunk or poisoned Lord kills nobody.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow
from ...state import EVIL
from .._demon import kill_one
from ..hooks import SetupBag


def setup_bag(bag: SetupBag) -> Flow:
    counts = bag.counts
    good = counts["townsfolk"] + counts["outsider"] + counts["minion"]
    counts["minion"] = 0
    outsiders = len(bag.script("outsider"))
    townsfolk = len(bag.script("townsfolk"))
    options = [o for o in range(0, min(outsiders, good) + 1) if good - o <= townsfolk]
    choice = yield from bag.choose(
        "setup.modifier.lordoftyphon", "Lord of Typhon: how many Outsiders among the good tokens?", options,
        labels={o: f"{o} Outsider{'' if o == 1 else 's'}" for o in options})
    counts["outsider"] = choice
    counts["townsfolk"] = good - choice


def _lines(ctx: AbilityContext, due: int, minions: list[int]) -> list[tuple[int, ...]]:
    """Every way to pick ``due`` new Minions so all evil form one line with the Lord inside."""
    n = ctx.players
    length = 1 + len(minions) + due
    if length > n:
        return []
    order = [ctx.seat, *ctx.clockwise_from(ctx.seat)]  # (the seating order: a Matron's swaps)
    out: list[tuple[int, ...]] = []
    for before in range(1, length - 1):
        segment = [order[(j - before) % len(order)] for j in range(length)]
        if not set(minions) <= set(segment):
            continue
        converted = tuple(s for s in segment if s != ctx.seat and s not in minions)
        if len(converted) == due and all(ctx.alignment_of(s) != EVIL for s in converted):
            out.append(converted)
    return out


def _may_be_marionette(ctx: AbilityContext, seat: int) -> bool:
    """A player next to the Lord who is truly the good character they believe they are."""
    if seat not in ctx.neighbours(ctx.seat):
        return False
    return ctx.believed_character_of(seat) == ctx.character_of(seat) and ctx.team_of(seat) in ("townsfolk", "outsider")


def _feasible(ctx: AbilityContext, line: tuple[int, ...], available: list[str]) -> bool:
    plain = [m for m in available if m != "marionette"]
    if len(plain) >= len(line):
        return True
    return ("marionette" in available and len(plain) + 1 >= len(line)
            and any(_may_be_marionette(ctx, s) for s in line))


def first_night(ctx: AbilityContext) -> Flow:
    if ctx.acting or ctx.memory.get("line_done"):
        return
    ctx.memory["line_done"] = True
    minions = [s for s in ctx.seats() if ctx.team_of(s) == "minion"]
    due = ctx.player_counts()["minion"] + 1 - len(minions)
    if due <= 0:
        return
    in_play = {ctx.character_of(s) for s in ctx.seats()}
    available = [m for m in ctx.script_characters("minion") if m not in in_play]
    lines = [line for line in _lines(ctx, due, minions) if _feasible(ctx, line, available)]
    if not lines:
        ctx.note("No line of seats can take the Lord of Typhon's Minions.")
        return
    ctx.wake()
    line = yield from ctx.storyteller(
        "Lord of Typhon: which players beside the Lord become Minions?", lines, step="lordoftyphon.line",
        labels={opt: ", ".join(ctx.name(s) for s in opt) for opt in lines})
    rest = list(line)
    plain = [m for m in available if m != "marionette"]
    if "marionette" in available:
        candidates = [s for s in rest if _may_be_marionette(ctx, s)]
        options: list[Any] = list(candidates)
        if len(plain) >= len(rest):
            options.append(None)
        if candidates:
            puppet = yield from ctx.storyteller(
                "Which of them (next to the Lord) is the Marionette, if any?", options,
                step="lordoftyphon.marionette")
            if puppet is not None:
                rest.remove(puppet)
                ctx.change_character(puppet, "marionette", tell=False, keep_believed=True)
                ctx.change_alignment(puppet, EVIL, tell=False)
    for seat in rest:
        left = [m for m in plain if m not in {ctx.character_of(s) for s in ctx.seats()}]
        minion = yield from ctx.storyteller(
            f"Which Minion does {ctx.name(seat)} become?", left, step="lordoftyphon.minion",
            labels={m: ctx.character_name(m) for m in left})
        ctx.change_character(seat, minion)
        ctx.change_alignment(seat, EVIL)


def other_night(ctx: AbilityContext) -> Flow:
    yield from kill_one(ctx)
