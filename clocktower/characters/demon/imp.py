"""Each night*, choose a player: they die. If you kill yourself this way, a Minion becomes the Imp.

Rulings (almanac, Imp): if the Imp kills itself and dies, the Storyteller makes an alive
Minion the Imp (woken and told); the new Imp does not act again tonight. A protected Imp
that picks itself does not die and nothing passes. A Scarlet Woman whose ability works
catches the star-pass herself when 5 or more were alive (her own ability, see
minion/scarletwoman.py); the Storyteller then has nobody else to choose.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import EVIL
from .._demon import choose_kill


def other_night(ctx: AbilityContext) -> Flow:
    target = yield from choose_kill(ctx)
    if target is None:
        return
    died = yield from ctx.kill(target)
    if died and target == ctx.seat:
        yield from _pass_on(ctx)


def _pass_on(ctx: AbilityContext) -> Flow:
    """Star-pass: an alive Minion becomes the Imp."""
    if any(ctx.alive(s) and ctx.team_of(s) == "demon" for s in ctx.seats()):
        # Someone already became the Demon as the Imp died (the Scarlet Woman's ability,
        # which must take the star-pass when it works: ruling imp-starpass-must-go-to-scarlet-woman).
        return
    minions = [s for s in ctx.alive_seats() if ctx.team_of(s) == "minion"]
    if not minions:
        return
    heir = yield from ctx.storyteller("The Imp died: which alive Minion becomes the Imp?", minions,
                                      step="imp.starpass")
    thought_good = ctx.character_of(heir) == "marionette"
    ctx.change_character(heir, "imp")
    if thought_good:
        # The Marionette believed it was good; shown the Imp token, it now knows it is evil.
        ctx.change_alignment(heir, EVIL)
