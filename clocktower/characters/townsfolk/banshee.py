"""If the Demon kills you, all players learn this. From now on, you may nominate twice per day and vote twice per nomination.

Rulings (almanac, Banshee; docs/rulings/carousel-townsfolk.md):
- Only a death caused by a Demon's ability counts (``Harm.by_demon``): an execution, a
  Minion's kill, or the Lycanthrope's (a Townsfolk's) wakes nothing, and nothing is said.
- The Banshee must have its ability when it dies: a drunk or poisoned Banshee, or a player
  who only believes it is the Banshee, is not announced and gains nothing.
- Killed at night, the table is told at dawn, after the deaths are announced ("the
  Banshee has awoken"); killed by day, at once. The HAS ABILITY reminder marks it.
- From then on, while its ability works (a dead Banshee's ability works; drunk or
  poisoned later, it is lost while that lasts): it may nominate twice a day though dead,
  and it votes on every nomination without spending its ghost vote; each raised hand of
  the Banshee counts as two votes (our reading of "vote twice": the player raises both
  hands; the engine asks one yes or no).
- The game does not end because every good player is dead: only the rulebook's win
  conditions end it, so an awoken Banshee can still nominate and vote good to a win.
- Jinx Vortox-Banshee: the announcement is always true (it is not information the Vortox
  can falsify).
- Jinxes Leviathan-Banshee and Riot-Banshee: each night after the first, that Demon picks
  a living player it has not picked before; a picked Banshee dies by the Demon and gains
  its ability (the pick is in the Sage's module, ``demon_picks``, shared with the Sage jinx).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import Death, Nomination
from .._votes import scale_vote

ABILITY_WORKS_WHEN_DEAD = True
"""Its ability matters most once it is dead."""

_TOKEN = "Has Ability"


def _awoken(ctx: AbilityContext) -> bool:
    return bool(ctx.memory.get("awoken")) and ctx.functioning


def on_death(ctx: AbilityContext, death: Death) -> Flow | None:
    if death.seat != ctx.seat or not death.harm.by_demon or ctx.memory.get("awoken"):
        return None
    if ctx.acting or not ctx.functioning:
        ctx.note(f"{ctx.name(ctx.seat)} (Banshee) was killed by the Demon without the Banshee's ability: "
                 "nothing is announced.")
        return None
    ctx.memory["awoken"] = True
    ctx.remind(_TOKEN, ctx.seat)
    if ctx.is_night:
        ctx.memory["announce"] = True
    else:
        _announce(ctx)
    return None


def after_dawn(ctx: AbilityContext) -> None:
    if ctx.memory.pop("announce", False):
        _announce(ctx)


def _announce(ctx: AbilityContext) -> None:
    ctx.announce(f"The Banshee has awoken: {ctx.name(ctx.seat)} was killed by the Demon.", kind="banshee",
                 data={"seat": ctx.seat})


def nominations_allowed(ctx: AbilityContext, seat: int) -> int | None:
    return 2 if seat == ctx.seat and _awoken(ctx) else None


def keeps_ghost_vote(ctx: AbilityContext, voter: int, nomination: Nomination) -> bool:
    return voter == ctx.seat and _awoken(ctx)


def adjust_tally(ctx: AbilityContext, nomination: Nomination) -> int | None:
    if not _awoken(ctx) or ctx.is_night:
        return None
    return scale_vote(nomination, ctx.seat, 2)
