"""If you are “mad” about being an Outsider, you might be executed.

Rulings (almanac, Mutant; "madness" as the issue defines it): the Mutant is "mad" about
being an Outsider when, in the day's talk, it publicly claimed to be an Outsider character
(any Outsider of the script, the Mutant included); claims of other characters and other
statements are not madness. Once a day, after the talk and before nominations, the
Storyteller may then execute it. That is the day's one execution: no nominations follow and
the day ends. Only a living Mutant whose ability functions (sober and healthy) may be
executed this way. (The almanac also allows it at night; with madness judged from the day's
public claims, the day's Storyteller moment is the only one we offer.)
"""

from __future__ import annotations

from ...context import AbilityContext, Flow


def _is_mad(ctx: AbilityContext) -> bool:
    """Whether the Mutant's seat claimed to be an Outsider in today's talk."""
    outsiders = set(ctx.script_characters("outsider")) | {"mutant"}
    return any(st[0] == "claim" and st[1] in outsiders for st in ctx.statements_today())


def during_day(ctx: AbilityContext) -> Flow | None:
    if not ctx.functioning or ctx.executed_today is not None or not _is_mad(ctx):
        return None
    return _judge(ctx)


def _judge(ctx: AbilityContext) -> Flow:
    execute = yield from ctx.storyteller(
        f"{ctx.name(ctx.seat)} (Mutant) claimed to be an Outsider: execute them now?", [False, True],
        step="mutant", labels={False: "no", True: "yes, execute the Mutant"})
    if execute:
        ctx.announce(f"The Storyteller executes {ctx.name(ctx.seat)}.", data={"seat": ctx.seat})
        yield from ctx.execute(ctx.seat)
