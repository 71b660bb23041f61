"""Once per game, at night, choose a player: they learn you are the Nightwatchman.

Rulings (almanac and wiki, Nightwatchman): each night until it uses its ability the
Nightwatchman may choose a player or no one. Choosing spends the ability (NO ABILITY
reminder), even when drunk or poisoned. A sober and healthy Nightwatchman's chosen player
is woken and shown the Nightwatchman; a drunk or poisoned one's chosen player is not woken
and learns nothing, and under the Vortox the chosen player is shown someone else as the
Nightwatchman (through the information rule). Source for both: the wiki's How to Run and
examples, https://wiki.bloodontheclocktower.com/index.php?title=Nightwatchman&oldid=1496
("If the Nightwatchman is drunk or poisoned when they choose a player, put them back to
sleep, do not wake the chosen player").
"""

from __future__ import annotations

from ...context import AbilityContext, Flow


def _act(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("used"):
        return
    ctx.wake()
    target = yield from ctx.choose_players(1, allow_none=True, prompt="Choose a player, or no one")
    if target is None:
        return
    ctx.memory["used"] = True
    ctx.remind("No ability", ctx.seat)
    if not ctx.functioning:
        return
    yield from ctx.inform(
        truth=[ctx.seat], domain=ctx.seats(), what="who the Nightwatchman is", learner=target,
        render=lambda v: f"{ctx.name(v)} is the Nightwatchman.")


first_night = other_night = _act
"""The same action every night, the first included."""
