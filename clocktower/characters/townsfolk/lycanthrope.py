"""Each night*, choose an alive player. If good, they die & the Demon doesn’t kill tonight. One good player registers as evil.

Rulings (almanac, Lycanthrope; docs/rulings/carousel-townsfolk.md):
- Once the Grimoire is dealt, the Storyteller marks one good player other than the
  Lycanthrope with FAUX PAW (a decision over every such player). While the Lycanthrope's
  ability works (alive, sober, healthy), that player registers as evil to every ability,
  the Lycanthrope's own included, and nothing else about them changes.
- Each night but the first, the Lycanthrope chooses any alive player (itself included), as
  far as it knows: a player who died earlier tonight may be chosen, and nothing happens (our
  ruling: that player is no longer alive, so "if good, they die" has nothing to do).
  Whether the player is good is what they register as to the Lycanthrope (the FAUX PAW
  player, a Recluse may be evil to it; a Spy may be good). A good one dies by the
  Lycanthrope's ability (not the Demon's: the Soldier and the Monk do not stop it), and the
  Demon cannot kill tonight: every kill by a Demon's ability fails for the rest of the
  night (the Demon still wakes and chooses; its other effects, such as poison, happen).
  Our ruling: the Demon is stopped whenever the chosen player is good, even if a
  protection saves that player (the almanac ties it to the choice: "If the chosen player is
  good ... the Demon cannot kill").
- An evil choice does nothing: the Demon kills as usual. A drunk or poisoned Lycanthrope (or
  the Drunk who believes it is one) chooses, and nothing happens; its FAUX PAW player
  registers truly while its ability does not work.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import Harm

_FAUX_PAW = "Faux Paw"
_DEAD = "Dead"


def after_deal(ctx: AbilityContext) -> Flow | None:
    if ctx.acting:
        return None
    return _mark_faux_paw(ctx)


def _mark_faux_paw(ctx: AbilityContext) -> Flow:
    options = [s for s in ctx.seats() if s != ctx.seat and ctx.alignment_of(s) == "good"
               and not ctx.is_traveller(s)]
    if not options:
        return
    marked = yield from ctx.storyteller("Lycanthrope: which good player registers as evil (FAUX PAW)?",
                                        options, step="lycanthrope.fauxpaw")
    ctx.remind(_FAUX_PAW, marked)
    ctx.note(f"Lycanthrope ({ctx.name(ctx.seat)}): {ctx.name(marked)} registers as evil.")


def registration_rule(ctx: AbilityContext, asker: AbilityContext, seat: int, aspect: str) -> str | None:
    if aspect != "alignment" or ctx.acting or seat not in ctx.reminded(_FAUX_PAW):
        return None
    if not ctx.functioning or ctx.alignment_of(seat) != "good":
        return None
    return "evil"


def other_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    # The players alive as far as the Lycanthrope knows (a death earlier tonight is not told).
    target = yield from ctx.choose_players(1, candidates=ctx.publicly_alive_seats(),
                                           prompt="Choose an alive player: if good, they die")
    if not ctx.functioning:
        return
    if not ctx.alive(target):
        ctx.note(f"{ctx.name(target)} died earlier tonight: the Lycanthrope's choice does nothing.")
        return
    if (yield from ctx.registers_as_alignment(target)) != "good":
        ctx.note(f"{ctx.name(target)} is evil to the Lycanthrope: nothing happens.")
        return
    ctx.memory["night"] = ctx.night
    ctx.note("The Lycanthrope chose a good player: the Demon does not kill tonight.")
    if (yield from ctx.kill(target)):
        ctx.remind(_DEAD, target)


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    return (effect is None and harm.by_demon and not harm.execution and ctx.is_night
            and ctx.memory.get("night") == ctx.night)
