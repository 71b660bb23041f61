"""You start knowing that 1 of 2 players is a particular Outsider. (Or that zero are in play.)

Rulings (almanac, Librarian, Spy and Recluse; see clocktower/characters/_one_of_two.py):
- On the first night the Librarian is shown two other players and an Outsider character:
  one of the two registers as that Outsider (its true character: the Drunk is shown as the
  Drunk, not as the Townsfolk it believes it is), the other may be anyone.
- When no other player registers as an Outsider, the Librarian learns 0 ("no Outsiders are
  in play"), and only then: with an Outsider registering, 0 is false information.
- The Spy may register as an Outsider of the script, so a game without Outsiders may still
  show the Spy as one; the Recluse may register as a Minion or Demon instead of an Outsider
  (then, if nobody else is an Outsider, the Librarian may learn 0). Both are Storyteller
  decisions asked before the information.
- A drunk or poisoned Librarian (or the Drunk believing it is one) may be shown any two
  other players with any Outsider of the script, or 0.
- A Librarian who gains the ability later, or comes back to life, learns that night.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._one_of_two import learn

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

START_KNOWING = True


def first_night(ctx: AbilityContext) -> Flow:
    yield from learn(ctx, "outsider", what="two players, one of them a particular Outsider (or none in play)",
                     token="Outsider", zero=True)
