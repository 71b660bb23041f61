"""You & an opposing player know each other. If the good player is executed, evil wins. Good can't win if you both live.

Rulings (almanac, Evil Twin):
- The Storyteller chooses the twin (_TWIN reminder) when the Evil Twin first acts: on the
  first night, or when a Pit-Hag makes one later (its first-night ability runs then). The
  legal twins are every other player of the opposite alignment, alive or dead (a good Evil
  Twin, made by the Pit-Hag, has an evil twin; almanac example).
- Both are woken: the Evil Twin learns the twin's player and character, the twin learns the
  Evil Twin's player and that they are the Evil Twin ("learned" events). The Evil Twin
  takes part in Minion info as usual. A drunk or poisoned Evil Twin may be shown a false
  character (any character of the script) for the other player; the player is always the
  true one (they make eye contact).
- "The good player" is whichever twin is good: the twin of an evil Evil Twin, or a good
  Evil Twin itself (almanac example). If that player is executed (by vote or by an ability
  such as the Mutant's or the Cerenovus's) while both twins live and the Evil Twin's
  ability works, evil wins at once, whether or not the execution kills.
- While both twins are alive and the Evil Twin's ability works, good does not win by the
  Demon's death: the game goes on with no Demon (almanac example). Evil's usual wins still
  apply. Executing the evil twin ends the block (almanac example: the game continues).
- Wins that other abilities declare for good (the Mayor's, the Klutz's, the Cult Leader's,
  the Damsel's, the Mastermind's...) are refused the same way while both twins live and
  the Evil Twin's ability works (``blocks_win``): the game goes on. The no-Demon win is
  left to ``check_win`` (which also stops the rulebook's other check that moment, as
  before: no Demon means no "two alive" win).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import SUPPRESS
from ...state import EVIL, GOOD

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_TWIN = "Twin"


def _twin(ctx: AbilityContext) -> int | None:
    """The seat of this Evil Twin's twin, once chosen."""
    marked = [s for s in ctx.reminded(_TWIN) if s is not None]
    return marked[0] if marked else None


def first_night(ctx: AbilityContext) -> Flow:
    other = _twin(ctx)
    if other is None:
        mine = ctx.alignment_of(ctx.seat)
        options = [s for s in ctx.seats() if s != ctx.seat and ctx.alignment_of(s) != mine]
        if not options:
            return
        other = yield from ctx.storyteller("Evil Twin: who is the twin (an opposing player)?", options,
                                           step="eviltwin.twin")
        ctx.remind(_TWIN, other)
    ctx.wake()
    me = ctx.seat
    everyone = ctx.script_characters()
    theirs = ctx.character_of(other)
    yield from ctx.inform(
        truth=[theirs], domain=everyone if theirs in everyone else [*everyone, theirs],
        what=f"{ctx.name(other)} is your twin: their character",
        render=lambda c: f"Your twin is {ctx.name(other)}, the {ctx.character_name(c)}.")
    yield from ctx.inform(
        truth=[ctx.character], domain=everyone if ctx.character in everyone else [*everyone, ctx.character],
        what=f"the character of {ctx.name(me)}, their twin", learner=other,
        render=lambda c: f"Your twin is {ctx.name(me)}, the {ctx.character_name(c)}.")


def _both_alive(ctx: AbilityContext) -> int | None:
    other = _twin(ctx)
    if other is None or not ctx.alive(other) or not ctx.functioning:
        return None
    return other


def on_executed(ctx: AbilityContext, seat: int) -> None:
    other = _both_alive(ctx)
    if other is None or seat not in (other, ctx.seat) or ctx.alignment_of(seat) != GOOD:
        return None
    ctx.end_game(EVIL, f"{ctx.name(seat)}, the good twin, was executed (Evil Twin).")
    return None


def check_win(ctx: AbilityContext) -> str | None:
    if _both_alive(ctx) is None:
        return None
    if any(ctx.alive(s) and ctx.team_of(s) == "demon" for s in ctx.seats()):
        return None  # the usual checks find no good win while a Demon lives
    return SUPPRESS


def blocks_win(ctx: AbilityContext, winner: str, condition: str) -> bool:
    """Good can't win, by any declared win, while both twins live."""
    return winner == GOOD and _both_alive(ctx) is not None


def on_handed_over(ctx: AbilityContext, old_seat: int) -> None:
    """The Evil Twin token moved (a Barber's swap): its twin stays the same player, unless
    that is now this very seat, when the twinship ends."""
    if _twin(ctx) == ctx.seat:
        ctx.unremind(_TWIN)
    return None
