"""Shared timing rule for abilities gained, or characters created, during a night.

Not a character module (the leading underscore keeps it out of the implemented ids).
"""

from __future__ import annotations

from ..context import AbilityContext, Flow, character_facts


def catch_up(ctx: AbilityContext, seat: int, character: str) -> Flow:
    """Let ``seat`` use ``character``'s first-night ability now if the night order will not
    wake it for that ability tonight.

    ``ctx`` is the ability that gave the ability or made the character (its place in the
    night order is "now"). On the first night: when the character's first-night place has
    already passed. On later nights: when the character acts on the first night only
    ("If this ability is used on the first night only, they use it tonight": almanac,
    Philosopher; "If a Noble is created mid-game, the Noble learns their information on
    their first night": almanac, Noble). A character off the script given on the first
    night (an Amnesiac's catalogue ability in a seated game) has no place in that night's
    order, so it acts at once. A generator; yields the ability's decisions.
    """
    target = character_facts(character)
    if target.first_night is None:
        return
    if ctx.first_night and character not in ctx.script_characters():
        pass  # tonight's order was fixed at dusk from the script and what was held: no place for it
    elif ctx.first_night:
        mine = character_facts(ctx.character).first_night
        if mine is not None and target.first_night > mine:
            return  # its place is still to come tonight
    elif target.other_night is not None:
        return  # it wakes at its own place on other nights
    yield from ctx.use_first_night(seat, character)
