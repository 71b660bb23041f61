"""All players start knowing a player of your alignment. You may choose to kill anyone who nominates them.

Rulings (almanac, Gnome): as soon as the Gnome is in play (before the first night for a
Gnome present from the start, or as it joins later: both almanac examples), the Storyteller
chooses another player of the Gnome's true alignment (``gnome``), marks them AMIGO and
announces to everyone that this player is the Gnome's alignment. Whenever the AMIGO is
nominated, before the vote, the alive Gnome may publicly choose to kill the nominator
(``gnome.kill``); the vote then goes on as usual (the nomination stands). The Gnome may use
it every time (almanac example: days 2 and 3) or not at all (days 1 and 4). A drunk or
poisoned Gnome may still choose, and nobody dies; a Gnome drunk or poisoned as it enters
play may be paired with a player of either alignment (false information). A dead Gnome has
no ability. Engine ruling: the Gnome nominating their own AMIGO is not offered a kill of
themselves.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import DecisionKind
from ...state import Nomination

_TOKEN = "Amigo"


def after_joining(ctx: AbilityContext) -> Flow | None:
    mine = ctx.alignment_of(ctx.seat)
    candidates = [s for s in ctx.seats() if s != ctx.seat
                  and (not ctx.functioning or ctx.alignment_of(s) == mine)]
    if not candidates:
        ctx.note("The Gnome has no player of its alignment to name.")
        return None
    return _name_amigo(ctx, candidates)


def _name_amigo(ctx: AbilityContext, candidates: list[int]) -> Flow:
    amigo = yield from ctx.storyteller(
        f"Which player does everyone learn is the Gnome's ({ctx.name(ctx.seat)}) alignment?", candidates)
    ctx.remind(_TOKEN, amigo)
    ctx.announce(f"{ctx.name(ctx.seat)} (the Gnome) is the same alignment as {ctx.name(amigo)}.",
                 data={"gnome": ctx.seat, "amigo": amigo})


def on_nomination(ctx: AbilityContext, nomination: Nomination) -> Flow | None:
    if nomination.nominee not in ctx.reminded(_TOKEN) or not ctx.alive():
        return None
    if nomination.nominator in (ctx.seat, -1) or not ctx.alive(nomination.nominator):
        return None
    return _offer(ctx, nomination.nominator)


def _offer(ctx: AbilityContext, nominator: int) -> Flow:
    kill = yield from ctx.ask(ctx.seat, f"Kill {ctx.name(nominator)} for nominating your amigo?", [False, True],
                              labels={False: "no", True: "kill them"}, kind=DecisionKind.DAY_ABILITY,
                              step="gnome.kill")
    if not kill:
        return
    ctx.announce(f"{ctx.name(ctx.seat)} (the Gnome) kills {ctx.name(nominator)} for the nomination.",
                 data={"seat": ctx.seat, "target": nominator})
    if ctx.functioning:
        yield from ctx.kill(nominator)
