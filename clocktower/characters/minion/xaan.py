"""On night X, all Townsfolk are poisoned until dusk. [X Outsiders]

Rulings (almanac, Xaan):
- Setup: the Storyteller may set the Outsider count to any number, zero included, whatever
  the usual count; this replaces the usual count (and other modifiers chosen before it).
  Tokens added to the bag afterwards (the Huntsman's Damsel) still count.
- X is the number of Outsiders in play when the game began. It is fixed then: Outsiders
  who arrive or leave later (the Huntsman turning the Damsel into a Townsfolk) do not move
  night X (ruling ``xaan-night-x-fixed-at-setup``). We count the Outsiders in the
  Grimoire right after the deal; a Xaan the Kazali makes counts them at its first-night
  place, after the Kazali's choices (part of setup) and before any other ability can change
  a character.
- On night X, at the Xaan's place in the night order, every player who is then a Townsfolk
  is poisoned until the dusk that ends day X. The Xaan does not wake for this.
- The Xaan must be alive (and sober and healthy) on night X; otherwise nothing happens.
- Once placed, the X reminder stays in the Grimoire until the dusk that ends day X, and
  while it is there every Townsfolk player is poisoned, even if the Xaan dies or is made
  drunk or poisoned on day X (How to Run, almanac and https://wiki.bloodontheclocktower.com/Xaan:
  "add the X reminder ... and remove it the following dusk. When the X reminder is in the
  Grimoire, all Townsfolk players are poisoned"; "needs to be alive in order to poison" is
  about night X). The poison is on the players who are Townsfolk on night X, while they
  remain Townsfolk.
- With no Outsiders at setup there is no night 0, so the Xaan never poisons.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import POISONED
from ..hooks import SetupBag


def setup_bag(bag: SetupBag) -> Flow:
    """Choose the Outsider count X: any number from 0 up to the Outsiders the script offers
    (and the good slots there are to hold them)."""
    counts = bag.counts
    good_slots = counts["townsfolk"] + counts["outsider"]
    most = min(len(bag.script("outsider")), good_slots)
    options = list(range(most + 1))
    x = yield from bag.choose("setup.modifier.xaan", "Xaan: how many Outsiders (X)?", options,
                              labels={k: f"{k} Outsider{'' if k == 1 else 's'}" for k in options})
    counts["townsfolk"] = good_slots - x
    counts["outsider"] = x


def after_deal(ctx: AbilityContext) -> None:
    _night_x(ctx)


def _night_x(ctx: AbilityContext) -> int:
    """The Xaan's night X (0: never), fixed when the game begins: after the deal for a
    dealt Xaan, at its first-night place for one the Kazali made."""
    if "x" not in ctx.memory:
        ctx.memory["x"] = sum(1 for s in ctx.seats() if ctx.team_of(s) == "outsider")
    return int(ctx.memory["x"])


def first_night(ctx: AbilityContext) -> Flow | None:
    x = _night_x(ctx)
    ctx.note(f"Xaan: X = {x}" + (" (the Xaan never poisons)." if x == 0 else f": night {x}."))
    _poison(ctx, x)
    return None


def other_night(ctx: AbilityContext) -> Flow | None:
    _poison(ctx, _night_x(ctx))
    return None


def _poison(ctx: AbilityContext, x: int) -> None:
    if ctx.night != x or not ctx.functioning:
        return
    ctx.remind("X", None)
    townsfolk = [s for s in ctx.seats() if ctx.team_of(s) == "townsfolk"]
    for seat in townsfolk:
        ctx.add_effect(POISONED, seat, until=("dusk", x), needs_source=False, token="Poisoned (X)",
                       target_team="townsfolk")
    ctx.note("Xaan: night X: all Townsfolk are poisoned until dusk: "
             + (", ".join(ctx.name(s) for s in townsfolk) or "nobody") + ".")


def end_of_day(ctx: AbilityContext) -> None:
    """Dusk of day X: the X reminder leaves the Grimoire (its poison expires with it)."""
    if ctx.reminded("X") and ctx.day >= _night_x(ctx):
        ctx.unremind("X")
