"""You start knowing that 1 of 2 players is a particular Townsfolk.

Rulings (almanac, Washerwoman and Spy; see clocktower/characters/_one_of_two.py for how the
legal set is built):
- On the first night the Washerwoman is shown two other players and a Townsfolk character:
  one of the two registers as that Townsfolk, the other may be anyone (an evil player too).
- The Spy may register as any Townsfolk of the script (the Storyteller's decision, asked
  first), so a Spy and another evil player can be the pair. The Recluse never registers as
  a Townsfolk, so the Storyteller is not asked about it.
- A drunk or poisoned Washerwoman, or the Drunk who believes it is the Washerwoman, may be
  shown any two other players with any Townsfolk of the script.
- A Washerwoman who gains the ability later, or comes back to life, learns that night.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._one_of_two import learn

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

START_KNOWING = True


def first_night(ctx: AbilityContext) -> Flow:
    yield from learn(ctx, "townsfolk", what="two players, one of them a particular Townsfolk", token="Townsfolk")
