"""Each night*, choose a player: they die. Minions you kill keep their ability & poison 1 Townsfolk neighbor. [-1 Outsider]

Rulings (almanac, Vigormortis; jinx Mastermind):
- Setup has one Outsider fewer (one Townsfolk more); with no Outsider to take, nothing
  changes (almanac How to Run), so it is a ``setup_bag`` step, not ``SETUP_OUTSIDERS``
  (which the setup search refuses when it cannot be met).
- From night 2 the Vigormortis chooses any player: they die. A drunk or poisoned
  Vigormortis kills nobody.
- If the victim registers as a Minion to the Vigormortis and dies, that Minion keeps their
  ability while dead (HAS ABILITY): it goes on working and wakes at its own place in the
  night order from the next night (the Minion has already acted tonight). The Storyteller
  then poisons one Townsfolk neighbour: the closest Townsfolk clockwise or the closest
  counter-clockwise (alive or dead; seats of other types are passed over), choosing
  between the two when they differ (almanac example: Klutz and Flowergirl beside the Evil
  Twin, the Sage next to the Klutz: the Sage or the Flowergirl).
- Both last while the Vigormortis has its ability: if it dies, is drunk or poisoned, or
  stops being the Vigormortis (the Pit-Hag turning it into a Vortox), the dead Minions lose
  their abilities and the Townsfolk are healthy again. A Minion who is no longer that Minion
  (the Pit-Hag turning the dead Witch into the Oracle) has no ability while dead.
- Jinx Mastermind: a Mastermind it kills keeps the ability even after the Vigormortis dies
  (the HAS ABILITY effect does not depend on the Vigormortis then).
- What the Minion did before dying stands (the Witch's curse of tonight stays).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import KEEPS_ABILITY, POISONED
from .._demon import choose_kill

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow
    from ..hooks import SetupBag

_SETUP_OUTSIDERS_IF_ANY = -1
"""Documentation only: the [-1 Outsider] is applied by :func:`setup_bag`, as it must be
skipped (not refused) when the bag has no Outsider to take."""


def setup_bag(bag: SetupBag) -> Flow:
    """[-1 Outsider]: one Outsider place becomes a Townsfolk place; with no Outsider place
    left, nothing changes (almanac How to Run). Modifiers applied later (a Baron's) add to
    the count as it is then."""
    if bag.counts["outsider"] > 0:
        bag.counts["outsider"] -= 1
        bag.counts["townsfolk"] += 1
    yield from ()

_HAS_ABILITY = "Has Ability"


def other_night(ctx: AbilityContext) -> Flow:
    target = yield from choose_kill(ctx)
    if target is None:
        return
    was_alive = ctx.alive(target)
    minion = was_alive and (yield from ctx.registers_as_team_is(target, "minion"))
    died = yield from ctx.kill(target)
    if not (died and minion):
        return
    character = ctx.character_of(target)
    ctx.add_effect(KEEPS_ABILITY, target, until=None, needs_source=character != "mastermind",
                   token=_HAS_ABILITY, while_character=character)
    ctx.remind(_HAS_ABILITY, target)
    options = _closest_townsfolk(ctx, target)
    if not options:
        return
    poisoned = options[0] if len(options) == 1 else (yield from ctx.storyteller(
        f"Vigormortis: which Townsfolk neighbour of {ctx.name(target)} is poisoned?", options,
        step="vigormortis.poison"))
    ctx.add_effect(POISONED, poisoned, until=None, token="Poisoned")
    ctx.remind("Poisoned", poisoned)


def _closest_townsfolk(ctx: AbilityContext, seat: int) -> list[int]:
    """The closest Townsfolk (true type, alive or dead) counter-clockwise and clockwise of
    ``seat``: one or two seats, or none when no other seat is a Townsfolk."""
    clockwise = ctx.clockwise_from(seat)  # (the seating order: a Matron's swaps)
    found: list[int] = []
    for side in (clockwise[::-1], clockwise):
        for other in side:
            if ctx.team_of(other) == "townsfolk":
                if other not in found:
                    found.append(other)
                break
    return found


def after_night_step(ctx: AbilityContext, step: str) -> Flow:
    """A dead Minion that kept its ability acts at its own step (the night order skips the dead)."""
    for seat in ctx.seats():
        if (not ctx.alive(seat) and ctx.character_of(seat) == step
                and ctx.team_of(seat) == "minion" and ctx.ability_works(seat, step)):
            yield from ctx.use_other_night(seat, step)
