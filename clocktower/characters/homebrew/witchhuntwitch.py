"""Each night, choose a player: if they nominate tomorrow, they die. If just 3 players live, you lose this ability.

The Witch of the tournament script "Witch Hunt" (homebrew id ``witchhunt-witch``): the
official Witch's ability, with the script object's special ``bag-duplicate`` and the
script's bootlegger rule "All Minions are Witches." Rulings in
docs/rulings/tournament-homebrew.md:
- Setup: when the Witch is put in the bag, every other Minion token of the bag is a Witch
  too (``setup_bag``): each Minion player is a Witch, and the Minions learn each other as
  usual. Each Witch is a separate Witch: each chooses its own player each night and each
  curse is its own (a player cursed by two Witches dies once, on nominating).
- "Nominated Demons can not move tonight": while a Witch is in play (any Witch, alive or
  dead, its ability working or not: the rule is the script's, carried by its Witch), a
  player who holds a Demon token that moves (Lil' Monsta's babysitter) and was nominated
  today keeps it tonight: the Minions do not choose a new babysitter
  (``keeps_demon_token``). Being nominated, not nominating, is what counts.
- Everything else is the official Witch's module, unchanged
  (:mod:`clocktower.characters.minion.witch`).
"""

from __future__ import annotations

from ...context import AbilityContext
from ..hooks import SetupBag
from ..minion.witch import first_night, on_death, on_nomination, other_night

__all__ = ["first_night", "keeps_demon_token", "on_death", "on_nomination", "other_night", "setup_bag"]

_ID = "witchhuntwitch"


def setup_bag(bag: SetupBag) -> None:
    for _ in range(bag.counts["minion"] - bag.count("minion")):
        bag.add(_ID)


def keeps_demon_token(ctx: AbilityContext, seat: int) -> bool:
    return any(nominee == seat for _nominator, nominee in ctx.nominations())
