"""Once per game, during the day, publicly choose a player: if they are the Demon, they die.

Rulings (almanac, Slayer): once per game, in the day, the Slayer may publicly choose any
player; the ability is spent whatever happens, even when the Slayer is drunk or poisoned
(ruling poisoner-starpass-ends-poison). If the Slayer's ability functions and the chosen
player is alive and registers as a Demon (a Recluse may), they die at once; otherwise
nothing happens. The table is not told why.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow

BLUFFABLE = True  # a public day ability anyone may pretend to use (engine._talk)


def day_ability(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("used"):
        return
    options = [None, *ctx.seats()]
    labels: dict[int | None, str] = {None: "do not use the Slayer ability", **{s: ctx.name(s) for s in ctx.seats()}}
    target = yield from ctx.public_choice("Slayer: publicly choose a player, or not now", options, labels=labels)
    if target is None:
        return
    ctx.memory["used"] = True
    ctx.remind("No ability", ctx.seat)
    ctx.announce(f"{ctx.name(ctx.seat)} (Slayer) chooses {ctx.name(target)}.", kind="statement",
                 data={"seat": ctx.seat, "slayer": target})
    died = False
    if ctx.functioning and ctx.alive(target):
        if (yield from ctx.registers_as_team(target)) == "demon":
            died = yield from ctx.kill(target)
    if not died:
        ctx.announce("Nothing happens.", kind="announced", data={"slayer": target, "died": False})
