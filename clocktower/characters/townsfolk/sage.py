"""If the Demon kills you, you learn that it is 1 of 2 players.

Rulings (almanac, Sage; docs/rulings/bmr-snv.md):
- Only a kill by a Demon's ability counts (the harm is the Demon's: ``Harm.by_demon``). A
  Sage executed, or killed by a Minion's or a Townsfolk's ability, learns nothing.
- Killed by the Demon at night, the Sage wakes at its place in the night order (after every
  Demon has acted) and the Storyteller points at two players, one of them the Demon that
  killed the Sage. Killed by a Demon by day (Riot's nominations), the Sage learns at once.
- The legal pairs when the ability works: every pair of two other players that holds the
  killing Demon. The Storyteller's taste (two living players early, a dead one allowed late)
  is left to them: every such pair is legal.
- Jinx Recluse-Sage: a Recluse may register as the Demon to the Sage, so pairs holding a
  Recluse that registers so are true too (asked once, as a registration).
- A drunk or poisoned Sage (when it would learn) may be shown any pair; under the Vortox the
  pair holds no Demon that killed the Sage.
- Jinxes Leviathan-Sage and Riot-Sage: each night after the first, while a Sage is on the
  script, the Leviathan (or the first alive Riot player) picks a living player it has not
  picked before, before anyone wakes (:func:`demon_picks`, called from those Demons'
  ``night_start``). If the Demon's ability works and the pick is the Sage, the Sage uses its
  ability that night, as if that Demon had killed it, but does not die. Our ruling on the
  candidates: every living player but the Demon itself (offering only good players would
  tell the Demon who is good); an evil pick does nothing.
- Jinxes Leviathan-Farmer, Riot-Farmer, Leviathan-Ravenkeeper and Riot-Ravenkeeper: the same
  nightly pick happens while a Farmer or a Ravenkeeper is on the script (one pick a night,
  whichever of the three is on it); a picked Farmer or Ravenkeeper uses its ability that
  night as if it had died, and does not die (their modules, through :func:`picked_tonight`).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from ...state import Death

__helpers__ = ("demon_picks", "picked_tonight")
"""Public names that are not hooks (used by other modules or tests)."""

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

WAKES_WHEN_DEAD = True
ABILITY_WORKS_WHEN_DEAD = True

_JINX_TOKEN = "Picked (jinx)"
_JINXED_DEMONS = ("leviathan", "riot")
_PICKED_CHARACTERS = ("sage", "farmer", "ravenkeeper", "banshee")
"""The characters whose jinx with the Leviathan and Riot makes those Demons pick each night."""


def on_death(ctx: AbilityContext, death: Death) -> Flow | None:
    if death.seat != ctx.seat or not death.harm.by_demon or death.harm.source is None:
        return None
    if ctx.is_night:
        ctx.memory["killed_by"] = (ctx.night, death.harm.source)
        return None
    return _learn(ctx, [death.harm.source])


def other_night(ctx: AbilityContext) -> Flow | None:
    killed = ctx.memory.get("killed_by")
    if killed is not None and killed[0] == ctx.night:
        return _learn(ctx, [killed[1]])
    demons = picked_tonight(ctx)
    if demons:
        return _learn(ctx, demons)
    return None


def picked_tonight(ctx: AbilityContext) -> list[int]:
    """The seats of the Leviathan (or Riot) whose working nightly pick is ``ctx``'s alive seat.

    For the jinxes that make a picked Sage, Farmer or Ravenkeeper use its ability without
    dying (see the module docstring); empty on the first night, for a dead seat, or when
    no such Demon picked it.
    """
    if ctx.first_night or not ctx.alive():
        return []
    for demon in _JINXED_DEMONS:
        if ctx.seat in ctx.grimoire_reminders(demon, _JINX_TOKEN):
            return ctx.seats_with(demon)
    return []


def _learn(ctx: AbilityContext, killers: list[int]) -> Flow:
    ctx.wake()
    demons = set(killers)
    for s in ctx.seats():
        if s != ctx.seat and s not in demons and ctx.team_of(s) != "demon":
            if (yield from ctx.registers_as_team(s)) == "demon":
                demons.add(s)  # the Recluse-Sage jinx
    others = [s for s in ctx.seats() if s != ctx.seat]
    pairs = list(itertools.combinations(others, 2))
    truth = [p for p in pairs if p[0] in demons or p[1] in demons]
    yield from ctx.inform(truth=truth, domain=pairs, what="two players, one of whom is the Demon",
                          render=lambda p: f"The Demon is {ctx.name(p[0])} or {ctx.name(p[1])}.")


def demon_picks(ctx: AbilityContext) -> Flow:
    """The Leviathan-Sage and Riot-Sage jinxes: the Demon's pick at the start of a night
    after the first (see the module docstring). ``ctx`` is the Demon's. The same pick serves
    the Leviathan-Banshee and Riot-Banshee jinxes (a Banshee on the script): a picked
    Banshee dies by the Demon, so it gains its ability."""
    on_script = ctx.script_characters()
    if ctx.first_night or not any(c in on_script for c in _PICKED_CHARACTERS) or ctx.acting or not ctx.alive():
        return
    if ctx.character == "riot" and [s for s in ctx.seats_with("riot") if ctx.alive(s)][:1] != [ctx.seat]:
        return  # many Riot players after the riot: the first alive one picks
    ctx.unremind(_JINX_TOKEN)
    before: list[int] = ctx.memory.setdefault("sage_jinx_picks", [])
    candidates = [s for s in ctx.publicly_alive_seats() if s != ctx.seat and s not in before]
    if not candidates:
        return
    ctx.wake()
    target = yield from ctx.choose_players(1, candidates=candidates,
                                           prompt="Choose a living good player you have not chosen before")
    before.append(target)
    if ctx.functioning:
        ctx.remind(_JINX_TOKEN, target)
        if ctx.character_of(target) == "banshee":
            # Jinxes Leviathan-Banshee and Riot-Banshee: a picked Banshee dies by the Demon
            # (and so gains its ability: the Banshee's module).
            yield from ctx.kill(target)
