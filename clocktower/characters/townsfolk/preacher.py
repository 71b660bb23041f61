"""Each night, choose a player: a Minion, if chosen, learns this. All chosen Minions have no ability.

Rulings (almanac, Preacher): choosing a non-Minion does nothing; the preached Minion is
woken and told; the Minion regains its ability while the Preacher is drunk, poisoned or
dead, and loses it again when the Preacher is sober and healthy (the effect needs its
source). A drunk or poisoned Preacher's choice has no effect.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import NO_ABILITY


def _act(ctx: AbilityContext) -> Flow:
    ctx.wake()
    target = yield from ctx.choose_players(1, prompt="Choose a player")
    if not ctx.functioning:
        return
    team = yield from ctx.registers_as_team(target)
    if team != "minion":
        return
    ctx.add_effect(NO_ABILITY, target, until=None, token="No ability", target_team="minion")
    # The Minion is shown the Preacher's token, not the Preacher's player (almanac, How to Run).
    ctx.tell(target, "The Preacher has chosen you: you have no ability.", kind="learned",
             data={"what": "preached", "value": "preacher"})


first_night = other_night = _act
"""The same action every night, the first included."""
