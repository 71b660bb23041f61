"""Once per game, during the day, visit the Storyteller for some advice to help your team win.

Rulings (almanac, Fisherman, English page in "The final nail in the boffin"): the Fisherman
chooses the day; the visit is private; the Storyteller chooses the advice, which is a
strategy tip, not necessarily a fact. The ability is spent by the visit, drunk or not.

Advice is structured so that its legality can be checked (our design; the almanac leaves
the wording to the Storyteller):
- ``("tip", key)``: a general strategy tip from :data:`TIPS`, always helpful;
- ``("execute", seat)``: "consider executing this player": helpful only when that player
  is alive and of the other alignment than the Fisherman's;
- ``("trust", seat)``: "this player can be trusted": helpful only when that player is of
  the Fisherman's alignment.
A sober and healthy Fisherman gets helpful advice only; a drunk or poisoned one may get any
advice, bad advice included.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow

__helpers__ = ("TIPS",)
"""Public names that are not hooks (imported by tests and tools)."""

TIPS: dict[str, str] = {
    "share": "Share what you know with the group early.",
    "hide": "Keep your character to yourself for now.",
    "vote": "Make sure an execution happens today.",
    "wait": "Do not rush today's execution.",
    "neighbours": "Pay close attention to your neighbours.",
}
"""The general tips, by key."""


def _render(ctx: AbilityContext, advice: tuple[Any, ...]) -> str:
    kind, arg = advice
    if kind == "tip":
        return f"Advice: {TIPS[arg]}"
    if kind == "execute":
        return f"Advice: consider executing {ctx.name(arg)}."
    return f"Advice: {ctx.name(arg)} can be trusted."


def day_ability(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("used"):
        return
    visit = yield from ctx.public_choice("Visit the Storyteller for advice now (once per game)?", [False, True],
                                         labels={False: "not now", True: "visit the Storyteller"})
    if not visit:
        return
    ctx.memory["used"] = ctx.day
    ctx.remind("No Ability", ctx.seat)
    me = ctx.alignment_of(ctx.seat)
    others = [s for s in ctx.seats() if s != ctx.seat]
    tips = [("tip", k) for k in TIPS]
    domain = tips + [("execute", s) for s in others] + [("trust", s) for s in others]
    truth = tips + [("execute", s) for s in others if ctx.alive(s) and ctx.alignment_of(s) != me] + [
        ("trust", s) for s in others if ctx.alignment_of(s) == me]
    yield from ctx.inform(truth=truth, domain=domain, what="advice to help your team win",
                          render=lambda v: _render(ctx, v))
