"""Whoever wins, loses & whoever loses, wins, even if you are dead.

Rulings (almanac, Heretic; docs/rulings/carousel-minions-outsiders.md):
- However the game ends (no Demon left, two players left, the Saint's execution, an
  ability that ends it), the other team wins instead. The Storyteller says so when the
  game ends.
- It works while the Heretic is dead (almanac example: a dead Heretic, the Saint executed,
  good wins), not while the Heretic is drunk or poisoned (almanac example: a poisoned
  Heretic, the Demon killed by the Assassin, good wins). A player who only believes they
  are the Heretic changes nothing.
- The Heretic turns every win, whoever caused it: the engine hook ``final_winner`` runs once
  as the game ends, after every other rule and ability decided the winner.
- Jinxes (Baron, Godfather, Lleech, Pit-Hag, Spy, Widow): only one of the Heretic and those
  characters can be in play. At setup the Heretic is not put in a bag holding one of them,
  and once the Heretic is in the bag none of them is added. (A Pit-Hag cannot be in play
  beside the Heretic, so it never creates one.)
- Jinx Boffin: the Demon cannot have the Heretic ability (see the Boffin).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import EVIL, GOOD

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow
    from ..hooks import SetupBag

ABILITY_WORKS_WHEN_DEAD = True

_ONLY_ONE = ("baron", "godfather", "lleech", "pithag", "spy", "widow")
"""The characters jinxed with the Heretic: only one of them and the Heretic in play."""


def final_winner(ctx: AbilityContext, winner: str) -> str | None:
    if not ctx.functioning:
        return None
    return GOOD if winner == EVIL else EVIL


def bag_allowed(bag: SetupBag) -> bool:
    """Not in a bag that holds a character jinxed with the Heretic."""
    return not any(c in _ONLY_ONE for c in bag.chosen)


def setup_bag(bag: SetupBag) -> Flow | None:
    """Once in the bag, the jinxed characters are kept out of it."""
    bag.reserved.update(c for c in _ONLY_ONE if c in bag.script())
    return None
