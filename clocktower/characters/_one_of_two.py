""""You start knowing that 1 of 2 players is a particular X", shared by the Washerwoman
(a Townsfolk), the Librarian (an Outsider, or that none is in play) and the Investigator
(a Minion).

The value shown is ``(a, b, character)`` with ``a < b``: two other players and a character
of the looked-for type; the Librarian's "no Outsider is in play" is :data:`ZERO`.

How the legal set is built (almanac, Washerwoman, Librarian, Investigator, Spy, Recluse):
- First each other player's character is asked through registration, and the Storyteller
  is asked only for a seat whose registration could change what counts (the Spy may
  register as a Townsfolk or an Outsider; the Recluse as a Minion; the Recluse is never
  asked by the Washerwoman: none of its registrations is a Townsfolk).
- True values: every pair of other players, one of whom registers as a character of the
  looked-for type, together with that character; the other player of the pair is anyone
  (evil, good, even of the same type). A Librarian with nobody registering as an Outsider
  has the single true value ZERO; with somebody registering as one, ZERO is false.
- A drunk or poisoned holder, or one who only believes it has the ability (the Drunk), may
  be shown any pair with any character of the type on the script (and, for the Librarian,
  ZERO): the engine's information rules (:meth:`AbilityContext.inform`) decide, so the
  Vortox's rule applies too.
- Our ruling: the two players are other players, never the holder itself (a holder shown
  itself would learn nothing it does not know; the Noble likewise learns "three other
  players"). With fewer than two other players nothing is learned.
- Our ruling: when no other player registers as the type at all (a Washerwoman whose
  fellow players are all Outsiders or evil), no true value exists and the Storyteller may
  show any value, as for the Noble.
- The Storyteller's reminders (the type's token and WRONG) mark the two players shown: the
  type's token goes by the one registering as the character shown (the first of the pair
  when neither does, for false information).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..context import AbilityContext, Ask

ZERO = 0
"""The Librarian's value "no Outsider is in play" (the almanac's '0')."""

TYPE_NAMES = {"townsfolk": "Townsfolk", "outsider": "Outsider", "minion": "Minion"}


def learn(ctx: AbilityContext, team: str, *, what: str, token: str, zero: bool = False) -> Ask:
    """Wake the holder and show it two players and a character of ``team``.

    Args:
        ctx: the holder's ability context.
        team: the character type looked for (``"townsfolk"``, ``"outsider"``, ``"minion"``).
        what: how the decision and the learned event describe the information.
        token: the reminder naming the player of that type (``"Townsfolk"``...).
        zero: the holder may learn that none is in play (the Librarian).

    Returns:
        (via ``yield from``) the value shown, or None when there were not two other players.
    """
    others = [s for s in ctx.seats() if s != ctx.seat]
    if len(others) < 2:
        return None
    ctx.wake()
    registered: dict[int, str] = {}
    for s in others:
        relevant = [c for c in ctx.registration_options(s, "character") if ctx.team_of_character(c) == team]
        registered[s] = yield from ctx.registers_as_one_of(s, "character", relevant)
    kinds = ctx.script_characters(team)
    pairs = list(itertools.combinations(others, 2))
    domain: list[Any] = ([ZERO] if zero else []) + [(a, b, c) for a, b in pairs for c in kinds]
    found = [s for s in others if ctx.team_of_character(registered[s]) == team]
    truth: list[Any]
    if found:
        truth = [(a, b, c) for a, b in pairs for c in dict.fromkeys((registered[a], registered[b]))
                 if ctx.team_of_character(c) == team]
    elif zero:
        truth = [ZERO]
    else:
        ctx.note(f"Nobody registers as a {TYPE_NAMES[team]}: any information is legal")
        truth = domain

    def render(value: Any) -> str:
        if value == ZERO:
            return f"There are no {TYPE_NAMES[team]}s in play."
        a, b, c = value
        return f"One of {ctx.name(a)} and {ctx.name(b)} is the {ctx.character_name(c)}."

    shown = yield from ctx.inform(truth=truth, domain=domain, what=what, render=render)
    ctx.unremind()
    if shown != ZERO:
        a, b, c = shown
        right, wrong = (b, a) if registered[b] == c and registered[a] != c else (a, b)
        ctx.remind(token, right)
        ctx.remind("Wrong", wrong)
    return shown

