"""You think you are a good character, but you are not. The Demon knows who you are. [You neighbor the Demon]

Rulings (almanac, Marionette): its player draws a good token not in play and believes it;
it sits next to the Demon; it does not take part in Minion info and other Minions do not
learn it; on the first night the Demon learns who it is, unless a working Poppy Grower keeps Minions and
Demons apart: then the Demon learns it only among its Minions if the Poppy Grower dies
(docs/rulings/poppy-grower-marionette.md); its believed ability never works
(it is treated as drunk for it). It registers as evil and as a Minion (its true state).

Jinxes (official jinx list): a Marionette who believes it is the Balloonist may mean an
Outsider was added at setup; one who believes it is the Huntsman means the Damsel was added.
So when the Marionette goes in the bag, the Storyteller may decide at once that it will
believe it is one of them: that character is kept out of the bag and its setup change is
applied (the Balloonist's +0 or +1 Outsider, the Huntsman's Damsel). Decided later, with
the other covers, the Marionette may still believe it is the Balloonist (the +0 case), and
the Huntsman only if the Damsel is in the bag.
- Jinx Magician-Marionette: while a Magician is alive, the Demon learns only that one of its
  neighbours is its Marionette (``magician.fools_the_demon``).
- Jinx Summoner: a Marionette enters play only after the Demon, so it never goes in a bag
  with the Summoner (no Demon to sit next to); the Summoner's summoning may bring it in
  (see the Summoner's module).
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow, team_of_character
from ..hooks import Seating, SetupBag
from ..townsfolk.magician import fools_the_demon

THINKS_THEY_ARE = True
COVER = "good"
IN_MINION_INFO = False


_SETUP_JINXES = ("balloonist", "huntsman")
"""Believed characters whose setup change applies to the Marionette's game (jinxes)."""


def setup_bag(bag: SetupBag) -> Flow:
    options = [c for c in _SETUP_JINXES if c in bag.script() and c not in bag.chosen and c not in bag.reserved]
    if not options:
        return
    labels: dict[Any, str] = {c: f"the {bag.game.char_name(c)}, with its setup change" for c in options}
    labels[None] = "decide later, with the other covers"
    cover = yield from bag.choose("setup.marionette.jinx", "Does the Marionette believe it is one of these?",
                                  [None, *options], labels=labels)
    if cover is None:
        return
    bag.reserved.add(cover)
    vars(bag)["marionette_cover"] = cover  # (kept on the bag: the setup search compares it)
    yield from bag.apply_modifiers(cover)


def bag_allowed(bag: SetupBag) -> bool:
    """Summoner jinx: no Marionette in the bag with the Summoner (it has no Demon to neighbour)."""
    return "summoner" not in bag.chosen


def cover_options(bag: SetupBag, pool: list[str]) -> list[str]:
    chosen = getattr(bag, "marionette_cover", None)
    if chosen is not None:
        return [chosen]
    return [c for c in pool if c != "huntsman" or "damsel" in bag.chosen]


def seat_options(game: Seating, free: list[int], placed: list[tuple[str, int]]) -> list[int]:
    """Only seats next to the Demon (dealt first) may draw the Marionette's token."""
    demons = [seat for character, seat in placed if team_of_character(character) == "demon"]
    if not demons:
        # No seat was dealt a Demon (Lil' Monsta, whose token the Storyteller holds): the
        # Demon enters play on the first night, next to the Marionette (jinx; see
        # demon/lilmonsta.py), so any seat may take it.
        return list(free)
    near: set[int] = set()
    for d in demons:
        near.update(game.neighbours(d))
    return [s for s in free if s in near]


def first_night(ctx: AbilityContext) -> Flow:
    if ctx.acting:
        return
    if ctx.evil_info_blocked():
        # The Poppy Grower: "Minions & Demons do not know each other", the Marionette too;
        # if it dies, the Demon is shown its Minions, the Marionette among them.
        ctx.note("The Poppy Grower lives: the Demon is not shown its Marionette.")
        return
    demons = [s for s in ctx.seats() if ctx.team_of(s) == "demon"]
    for d in demons:
        if fools_the_demon(ctx):
            # Jinx Magician-Marionette: with a Magician alive, the Demon learns only that a
            # neighbour is its Marionette.
            ctx.tell(d, "One of your neighbours is your Marionette.", kind="learned",
                     data={"what": "marionette", "value": tuple(sorted(set(ctx.neighbours(d))))})
            continue
        ctx.tell(d, f"{ctx.name(ctx.seat)} is your Marionette.", kind="learned",
                 data={"what": "marionette", "value": ctx.seat})
    yield from ()
