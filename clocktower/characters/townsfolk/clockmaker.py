"""You start knowing how many steps from the Demon to its nearest Minion.

Rulings (almanac, Clockmaker; docs/rulings/bmr-snv.md):
- On the first night the Clockmaker learns a number: walking around the circle from the
  Demon towards its closest Minion, how many seats it takes to reach that Minion (a Minion
  sitting next to the Demon is 1). Dead players and Travellers still occupy their seats and
  are counted as steps; an evil Traveller is not a Minion.
- It is what each player registers as to the Clockmaker: a Recluse may register as a Minion
  or as the Demon; each seat registers once for this one piece of information. A Legion
  player is a Demon that also registers as a Minion, so the answer is the gap between the
  two closest Legion players.
- Our ruling: with several Demons the nearest pair counts. When no seat registers as a
  Demon or none as a Minion, there is no true number and the Storyteller may show any.
- A drunk or poisoned Clockmaker may learn any number from 1 to half the table; under the
  Vortox the number is false. A Clockmaker who comes into play later learns that night
  (START_KNOWING).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

START_KNOWING = True


def _steps_between(a: int, b: int, players: int) -> int:
    """The shorter way around a circle of ``players`` seats from seat ``a`` to seat ``b``."""
    gap = abs(a - b) % players
    return min(gap, players - gap)


def first_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    demons: list[int] = []
    minions: list[int] = []
    for s in ctx.seats():
        team = yield from ctx.registers_as_team(s)
        if team == "demon":
            demons.append(s)
            if ctx.team_of(s) == "demon" and (yield from ctx.registers_as_team_is(s, "minion")):
                minions.append(s)  # a Demon that registers as a Minion too (Legion)
        elif team == "minion":
            minions.append(s)
    n = ctx.players
    # (distances in the seating order, which a Matron's swaps change)
    gaps = [_steps_between(0, 1 + ctx.clockwise_from(d).index(m), n) for d in demons for m in minions if d != m]
    truth = [min(gaps)] if gaps else []
    yield from ctx.inform(truth=truth, domain=list(range(1, n // 2 + 1)),
                          what="how many steps from the Demon to its nearest Minion",
                          render=lambda v: f"The Demon is {v} step{'' if v == 1 else 's'} from its nearest Minion.")
