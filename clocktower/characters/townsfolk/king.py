"""Each night, if the dead equal or outnumber the living, you learn 1 alive character. The Demon knows you are the King.

Rulings (almanac, King; docs/rulings/carousel.md):
- First night, at the King's place (just after the Demon info): each Demon is shown the King
  player. Our ruling: this is the King's ability, so it happens when the ability works; for a
  drunk or poisoned King, or the Drunk who believes it is the King, the Storyteller decides
  whether the Demon is shown that player (both answers are legal, as for any information from
  an ability that does not work).
- Each night (the first too), while the King is alive and at least as many players are dead
  as alive, the King learns one character that an alive player has. Which one is the
  Storyteller's choice: the legal set is every character an alive player other than the King
  has, or may register as (a Spy as a Townsfolk, a Recluse as a Minion or Demon: what they
  could register as counts, so nothing is asked). A drunk or poisoned King may be shown any
  character of the script; under the Vortox a character no alive player has.
- Dead and alive are counted over the players in the game (Travellers who left are out).
- Jinxes Leviathan-King and Riot-King: while a Leviathan or Riot is in play (alive or dead)
  the King learns each night as soon as at least one player is dead.
- A dead King does not wake.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_JINXED_DEMONS = ("leviathan", "riot")


def first_night(ctx: AbilityContext) -> Flow:
    demons = [s for s in ctx.seats() if ctx.team_of(s) == "demon"]
    for demon in demons:
        shown = True
        if not ctx.functioning:
            shown = yield from ctx.storyteller(
                f"The King's ability does not work: is the Demon {ctx.name(demon)} shown "
                f"{ctx.name(ctx.seat)} as the King?", (True, False), step="king.demon",
                labels={True: "Show the King", False: "Show nothing"})
        if shown:
            ctx.tell(demon, f"{ctx.name(ctx.seat)} is the King.", kind="learned",
                     data={"what": "the King", "value": ctx.seat})
    yield from _learn(ctx)


def other_night(ctx: AbilityContext) -> Flow:
    yield from _learn(ctx)


def _learn(ctx: AbilityContext) -> Flow:
    seats = ctx.seats()
    dead = sum(1 for s in seats if not ctx.alive(s))
    alive = len(seats) - dead
    jinxed = any(ctx.seats_with(d) for d in _JINXED_DEMONS)
    if not (dead >= alive or (jinxed and dead >= 1)):
        return
    ctx.wake()
    truth: list[str] = []
    for s in seats:
        if s != ctx.seat and ctx.alive(s):
            truth += ctx.registration_options(s, "character")
    truth = list(dict.fromkeys(truth))
    domain = list(dict.fromkeys([*ctx.script_characters(), *truth]))
    yield from ctx.inform(truth=truth, domain=domain, what="an alive character",
                          render=lambda c: f"The {ctx.character_name(c)} is alive.")
