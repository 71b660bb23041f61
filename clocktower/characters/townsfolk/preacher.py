"""Each night, choose a player: a Minion, if chosen, learns this. All chosen Minions have no ability.

Rulings (almanac, Preacher): choosing a non-Minion does nothing; the preached Minion is
woken and told; the Minion regains its ability while the Preacher is drunk, poisoned or
dead, and loses it again when the Preacher is sober and healthy (the effect needs its
source). A drunk or poisoned Preacher's choice has no effect.

Jinx Legion-Preacher (official): Legion registers as a Minion too, yet a Legion player the
Preacher chooses keeps its ability and is not told. Instead the Storyteller may tell the
Preacher that the player is Legion (a decision with both answers legal: "might learn").
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import NO_ABILITY


def _act(ctx: AbilityContext) -> Flow:
    ctx.wake()
    target = yield from ctx.choose_players(1, prompt="Choose a player")
    if not ctx.functioning:
        return
    if ctx.character_of(target) == "legion":
        tell = yield from ctx.storyteller(
            f"The Preacher chose {ctx.name(target)} (Legion): does the Preacher learn that they are Legion?",
            [False, True], step="preacher.legion",
            labels={False: "no", True: f"yes: tell {ctx.name(ctx.seat)}"})
        if tell:
            ctx.tell(ctx.seat, f"{ctx.name(target)} is Legion.", kind="learned",
                     data={"what": "legion", "value": target})
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
