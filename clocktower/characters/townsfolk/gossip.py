"""Each day, you may make a public statement. Tonight, if it was true, a player dies.

Rulings (almanac, Gossip): statements are structured so that each is definitely true or
false: "X is the <character>", "X is evil", "X is good", "X is a <type>"; truth is judged
when spoken; that night, if the Gossip's ability functions (even if it was drunk when it
spoke), the Storyteller kills a player of their choice. The Gossip does not wake.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow
from .. import per_table

BLUFFABLE = True  # a public day ability anyone may pretend to use (engine._talk)

_TEAMS = ("townsfolk", "outsider", "minion", "demon")


def _statements(ctx: AbilityContext) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    for s in ctx.seats():
        out.extend(("is", s, c) for c in ctx.script_characters())
        out.extend([("alignment", s, "evil"), ("alignment", s, "good")])
        out.extend(("type", s, t) for t in _TEAMS)
    return out


def _render(ctx: AbilityContext, st: tuple[Any, ...]) -> str:
    kind, seat = st[0], ctx.name(st[1])
    if kind == "is":
        return f"{seat} is the {ctx.character_name(st[2])}"
    if kind == "alignment":
        return f"{seat} is {st[2]}"
    return f"{seat} is a {st[2]}"


_OFFERED: dict[Any, tuple[tuple[Any, ...], dict[Any, str]]] = {}
"""The Gossip's options and their labels, per table and script (``per_table``)."""


def _build_offered(ctx: AbilityContext) -> tuple[tuple[Any, ...], dict[Any, str]]:
    options = (None, *_statements(ctx))  # (a tuple: every day's decision shares it)
    return options, {o: (_render(ctx, o) if o else "no Gossip statement") for o in options}


def _offered(ctx: AbilityContext) -> tuple[tuple[Any, ...], dict[Any, str]]:
    return per_table(_OFFERED, ctx, _build_offered)


def day_ability(ctx: AbilityContext) -> Flow:
    options, labels = _offered(ctx)
    st = yield from ctx.public_choice("Gossip: make a public statement, or none", options, labels=labels)
    if st is None:
        return
    kind, seat = st[0], st[1]
    if kind == "is":
        value = yield from ctx.registers_as_character(seat)
    elif kind == "alignment":
        value = yield from ctx.registers_as_alignment(seat)
    else:
        value = yield from ctx.registers_as_team(seat)
    ctx.memory["statement"] = (ctx.day, value == st[2])
    ctx.announce(f"{ctx.name(ctx.seat)} gossips: {_render(ctx, st)}.", kind="statement",
                 data={"seat": ctx.seat, "gossip": list(st)})


def other_night(ctx: AbilityContext) -> Flow:
    said = ctx.memory.get("statement")
    if not said or said[0] != ctx.night - 1 or not said[1] or not ctx.functioning:
        return
    victim = yield from ctx.storyteller("The Gossip spoke truly: choose a player who dies",
                                        ctx.alive_seats(), step="gossip.kill")
    yield from ctx.kill(victim)
