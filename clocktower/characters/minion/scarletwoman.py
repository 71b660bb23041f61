"""If there are 5 or more players alive & the Demon dies, you become the Demon. (Travellers don't count.)

Rulings (almanac, Scarlet Woman): when a Demon dies and 5 or more players (Travellers not
counted) were alive just before that death (so 4 or more after it), an alive Scarlet Woman
whose ability works becomes that same Demon at once, by day or by night, so the game does
not end; she is that Demon in every way from then on (she kills tonight if her new Demon
acts later in the night, ruling night-order-other-nights-seed002). She is told at once: by
day the day is ending or the death was public, by night the Storyteller wakes her (the
Imp's star-pass, ruling imp-starpass-must-go-to-scarlet-woman: with 5+ alive she must be
the one who catches it, so nothing is left for the Imp to pass). With fewer alive, or
while she is drunk or poisoned, nothing happens. The Grimoire marks her IS THE DEMON.

Jinx Scarlet Woman-Fang Gu (official): if there would be two Demons, one of them the
Scarlet Woman, she stays the Scarlet Woman. That is the Fang Gu's jump: the old Fang Gu dies
(by its own ability, without having chosen itself) as the Outsider it chose becomes the
Fang Gu, so she does not catch the dying one.
"""

from __future__ import annotations

from ...context import AbilityContext
from ...state import Death


def _fang_gu_jump(ctx: AbilityContext, death: Death) -> bool:
    """Whether ``death`` is an old Fang Gu dying in its jump: killed by its own ability at
    night, having chosen someone else tonight (a new Fang Gu is being made)."""
    harm = death.harm
    if death.character != "fanggu" or harm.source != death.seat or harm.source_character != "fanggu":
        return False
    chosen = ctx.chosen_tonight(death.seat)
    return bool(chosen) and chosen[-1] != death.seat


def on_death(ctx: AbilityContext, death: Death) -> None:
    if ctx.team_of_character(death.character) != "demon" or death.seat == ctx.seat:
        return None
    if not ctx.functioning:
        return None  # dead, drunk, poisoned, or no longer the Scarlet Woman
    if ctx.alive_count() + 1 < 5:
        return None
    if _fang_gu_jump(ctx, death):
        ctx.note("The Fang Gu jumped: the Scarlet Woman remains the Scarlet Woman (Scarlet Woman-Fang Gu jinx).")
        return None
    ctx.remind("Is The Demon", ctx.seat)
    ctx.note(f"The {ctx.character_name(death.character)} died with 5 or more alive: "
             f"{ctx.name(ctx.seat)} (Scarlet Woman) becomes the {ctx.character_name(death.character)}.")
    ctx.change_character(ctx.seat, death.character)
    return None
