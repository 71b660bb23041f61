"""Each night, choose a player: if they nominate tomorrow, they die. If just 3 players live, you lose this ability.

The Witch of the tournament script "Witch Hunt" (homebrew id ``witchhunt-witch``): the
official Witch's ability, with the script object's special ``bag-duplicate`` and the
script's bootlegger rule "All Minions are Witches." Rulings in
docs/rulings/tournament-homebrew.md:
- Setup: when the Witch is put in the bag, every other Minion token of the bag is a Witch
  too (``setup_bag``): each Minion player is a Witch, and the Minions learn each other as
  usual. Each Witch is a separate Witch: each chooses its own player each night and each
  curse is its own (a player cursed by two Witches dies once, on nominating).
- Everything else is the official Witch's module, unchanged
  (:mod:`clocktower.characters.minion.witch`).
"""

from __future__ import annotations

from ..hooks import SetupBag
from ..minion.witch import first_night, on_death, on_nomination, other_night

__all__ = ["first_night", "on_death", "on_nomination", "other_night", "setup_bag"]

_ID = "witchhuntwitch"


def setup_bag(bag: SetupBag) -> None:
    for _ in range(bag.counts["minion"] - bag.count("minion")):
        bag.add(_ID)
