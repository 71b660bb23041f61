"""You start knowing that 1 of 2 players is a particular Minion.

Rulings (almanac, Investigator, Spy and Recluse; see clocktower/characters/_one_of_two.py):
- On the first night the Investigator is shown two other players and a Minion character:
  one of the two registers as that Minion, the other may be anyone (another Minion too).
- The Recluse may register as any Minion of the script (the Storyteller's decision, asked
  first): the pair may then be the Recluse and the Demon, shown as the Poisoner. The Spy
  may register as a Townsfolk or an Outsider instead of the Spy: then it is not a Minion to
  the Investigator.
- A drunk or poisoned Investigator (or the Drunk believing it is one) may be shown any two
  other players with any Minion of the script.
- Our ruling: with nobody registering as a Minion (the Spy, the only Minion, registering
  as good), no true value exists and the Storyteller may show any value.
- An Investigator who gains the ability later, or comes back to life, learns that night.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._one_of_two import learn

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

START_KNOWING = True


def first_night(ctx: AbilityContext) -> Flow:
    yield from learn(ctx, "minion", what="two players, one of them a particular Minion", token="Minion")
