"""On your 1st night, you gain a Townsfolk ability (if good) or a Minion ability (if evil).

Rulings (almanac, Apprentice): on the first night after the Apprentice is in play (night 1
for one present from the start, at its place; one who joins later as its first night
starts, the night sheet giving it no other-night place), once, the Storyteller chooses a Townsfolk of the script if the Apprentice is
good, a Minion if evil (``apprentice``), among the characters not in play (there is one
token of each, and the Apprentice takes it: almanac). The Apprentice is told "You are the
X", gains that ability (``ctx.grant``) and stays the Apprentice, marked IS THE APPRENTICE:
what registers is the Apprentice (almanac example: the Gambler guessing the Tea Lady dies).
The gained ability acts from then on, tonight too when its place is still to come or it
acts on the first night only (``_gained.catch_up``; almanac examples: the Assassin kills
that night, the Chambermaid learns from then on). A drunk or poisoned Apprentice is still
shown a character and believes it has that ability, but it never works (a believed-only
grant, as for the Philosopher). A dead Apprentice does not wake.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import GOOD
from .._gained import catch_up


def _choices(ctx: AbilityContext) -> list[str]:
    team = "townsfolk" if ctx.alignment_of(ctx.seat) == GOOD else "minion"
    in_play = {ctx.character_of(s) for s in ctx.seats()}
    return [c for c in ctx.script_characters(team) if c not in in_play]


def _act(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("done") or not ctx.alive():
        return
    ctx.memory["done"] = True
    choices = _choices(ctx)
    if not choices:
        ctx.note("No character is free for the Apprentice to gain.")
        return
    ctx.wake()
    labels = {c: ctx.character_name(c) for c in choices}
    character = yield from ctx.storyteller(f"Which ability does {ctx.name(ctx.seat)} (the Apprentice) gain?",
                                           choices, labels=labels)
    ctx.memory["character"] = character
    ctx.tell(ctx.seat, f"You are the {ctx.character_name(character)} (you gain its ability and stay "
             "the Apprentice).", kind="learned", data={"what": "the ability gained", "value": character})
    ctx.remind("Is The Apprentice", ctx.seat)
    ctx.grant(ctx.seat, character, believed_only=not ctx.functioning)
    yield from catch_up(ctx, ctx.seat, character)


first_night = night_start = _act
"""Once, on the first night the Apprentice is in play: at its place on night 1; a later
joiner at the start of its first night (the night sheet gives it no other-night place)."""
