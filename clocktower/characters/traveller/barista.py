"""Each night, until dusk, 1) a player becomes sober, healthy & gets true info, or 2) their ability works twice. They learn which.

Rulings (almanac, Barista): each night at the Barista's place in the night order the
Storyteller removes last night's marks, chooses any player (step ``barista``) and what
happens to them (step ``barista.mode``: 1 or 2); that player learns privately that the
Barista chose them and which (1: SOBER & HEALTHY, 2: ACTS TWICE). The Barista does not wake.

1) Until the coming dusk the player is sober and healthy even while drunk or poisoned
   effects are on them (a ``SOBER_HEALTHY`` effect: ``rules.is_sober_and_healthy``), and
   every piece of information their abilities give is the truth whenever a true value exists
   (``true_information``: beats the Vortox's false information) and every seat registers
   truly to their abilities (``registration_rule``: a Recluse or Spy cannot mislead them).
   Not covered: a Fortune Teller's red herring is part of that character's own truth, so it
   stays (engine limit). The Drunk is still the Drunk: it has no Townsfolk ability to make
   work, though its information is then the truth.
2) Their night action (``first_night``/``other_night``) runs a second time, right after the
   first (``acts_twice``), at their place in tonight's order: a choice offered twice, an
   information told twice (almanac: "they may use it twice"). Only night actions later in
   the order than the Barista's, that night, are covered: day abilities (Slayer, Gossip) and
   abilities that trigger on death (the almanac's Klutz example) do not run twice, and a
   module that keeps a single choice (the Witch's one curse, the Poisoner's one poison)
   keeps the second choice only (engine limit: the almanac's Witch example is not
   reproduced).

A drunk or poisoned Barista still chooses and the player is still told (they cannot tell),
but nothing happens; a dead Barista has no ability and does not act.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import SOBER_HEALTHY

_SOBER = "Sober & Healthy"
_TWICE = "Acts Twice"
_MODES = {1: "1) sober, healthy and true information", 2: "2) their ability works twice"}


def first_night(ctx: AbilityContext) -> Flow | None:
    return _serve(ctx) if ctx.alive() else None


def other_night(ctx: AbilityContext) -> Flow | None:
    return _serve(ctx) if ctx.alive() else None


def _serve(ctx: AbilityContext) -> Flow:
    ctx.unremind()
    ctx.remove_effects(kind=SOBER_HEALTHY)
    ctx.memory.pop("sober", None)
    ctx.memory.pop("twice", None)
    labels = {s: ctx.name(s) for s in ctx.seats()}
    seat: int = yield from ctx.storyteller("Barista: choose a player", ctx.seats(), labels=labels)
    mode: int = yield from ctx.storyteller(f"Barista: what happens to {ctx.name(seat)}?", (1, 2),
                                           step="barista.mode", labels=dict(_MODES))
    ctx.remind(_SOBER if mode == 1 else _TWICE, seat)
    if ctx.functioning:
        if mode == 1:
            ctx.add_effect(SOBER_HEALTHY, seat, until=("dusk", ctx.night), token=_SOBER)
            ctx.memory["sober"] = (ctx.night, seat)
        else:
            ctx.memory["twice"] = (ctx.night, seat)
    what = ("you are sober and healthy and get true information until dusk" if mode == 1
            else "your ability works twice tonight")
    ctx.tell(seat, f"The Barista selected you: {what}.", kind="learned",
             data={"what": "what the Barista did", "value": mode})


def _sober_now(ctx: AbilityContext, seat: int) -> bool:
    """Whether ``seat`` is this working Barista's sober-and-healthy player right now."""
    marked = ctx.memory.get("sober")
    if marked is None or marked[1] != seat or not ctx.functioning:
        return False
    return bool(marked[0] == (ctx.night if ctx.is_night else ctx.day))


def true_information(ctx: AbilityContext, asker: AbilityContext) -> bool:
    return asker.seat >= 0 and _sober_now(ctx, asker.seat)


def registration_rule(ctx: AbilityContext, asker: AbilityContext, seat: int, aspect: str) -> str | None:
    if asker.seat < 0 or not _sober_now(ctx, asker.seat):
        return None
    if aspect == "team":
        return ctx.team_of(seat)
    if aspect == "alignment":
        return ctx.alignment_of(seat)
    if aspect == "character":
        return ctx.character_of(seat)
    return None


def acts_twice(ctx: AbilityContext, seat: int, character: str) -> bool:
    return bool(ctx.functioning and ctx.memory.get("twice") == (ctx.night, seat)
                and character != "barista" and ctx.is_night)
