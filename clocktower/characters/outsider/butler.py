"""Each night, choose a player (not yourself): tomorrow, you may only vote if they are voting too.

Rulings (almanac, Butler; ``docs/rulings/butler.md``):
- Each night, the first included, the Butler chooses any player but themselves, alive or
  dead, as their master (the MASTER reminder moves to them). The choice rules the next
  day's votes: night N's master is day N's.
- During a vote the Butler may have their hand raised only if the master's hand is raised
  or the master's vote has already been counted (almanac). The count goes clockwise from
  the nominee, so:
  - master counted before the Butler: the Butler may vote yes only if the master did;
  - master counted after the Butler: the master's hand as the count reaches the Butler is
    asked first (the engine's ``hand_needed``), then the Butler may vote yes only if it is
    raised; the master's answer is their vote, counted at their own place;
  - a master who cannot vote (dead, ghost vote spent) never raises a hand: the Butler may
    not vote.
  When the master's hand is up the Butler votes freely (yes or no).
- The rule is one the player keeps by themselves (the Storyteller tallies a vote given
  against it "by accident", almanac), so it binds every seat that believes it is the
  Butler, alive: the real Butler sober or not, and a Marionette (or any seat) that believes
  it is the Butler. A drunk player "thinks they do" have the ability (almanac, Drunk), so they
  follow its rule; the options then depend on the seat's belief and public hands only,
  and never reveal whether it is drunk or poisoned. (A Drunk proper always believes a
  Townsfolk, so it is never a believed Butler unless the Grimoire is set so by hand.)
- A dead Butler has no ability and votes with their ghost vote at any time (almanac).
- With no master chosen for today (the Butler was not the Butler last night) it votes
  freely.
- Jinx with the Organ Grinder: in a vote held with eyes closed (``nomination.secret``) the
  Butler may raise their hand at any time, as they cannot see the master's; the
  Storyteller then counts a raised Butler hand only if the master voted in that vote
  (before or after the Butler). Our reading: this binds the same seats the Butler's rule
  binds (the true Butler, sober or not, alive, with a master today), as it replaces that
  rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import Nomination

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_NO_VOTE = (False,)


def _choose_master(ctx: AbilityContext) -> Flow:
    others = [s for s in ctx.seats() if s != ctx.seat]
    if not others:
        return
    ctx.wake()
    master = yield from ctx.choose_players(1, candidates=others, prompt="Choose your master (not yourself)")
    ctx.unremind("Master")
    ctx.remind("Master", master)
    ctx.memory["master"] = (ctx.night, master)  # the master of day ``night``


first_night = other_night = _choose_master


def _master(ctx: AbilityContext) -> int | None:
    """Today's master of this Butler (chosen last night), or None."""
    chosen = ctx.memory.get("master")
    if chosen is None or chosen[0] != ctx.day:
        return None
    return int(chosen[1])


def _bound(ctx: AbilityContext, voter: int) -> int | None:
    """The master whose hand this Butler's vote follows, or None when the rule does not
    bind ``voter`` now (not this seat, dead, or no master today)."""
    if voter != ctx.seat or ctx.is_storyteller or not ctx.alive():
        return None
    return _master(ctx)


def hand_needed(ctx: AbilityContext, voter: int, nomination: Nomination) -> int | None:
    """The master, whose hand must be known as the count reaches the Butler."""
    if nomination.secret:
        return None  # Organ Grinder jinx: eyes closed, the Butler votes freely
    return _bound(ctx, voter)


def vote_options(ctx: AbilityContext, voter: int, nomination: Nomination) -> tuple[bool, ...] | None:
    boss = _bound(ctx, voter)
    if boss is None or nomination.secret:
        return None  # (in a secret vote, the Organ Grinder jinx: adjust_tally decides)
    if boss in nomination.voters or nomination.hands.get(boss):
        return None  # the master's hand is up, or their vote was counted: free
    return _NO_VOTE


def adjust_tally(ctx: AbilityContext, nomination: Nomination) -> int | None:
    """Organ Grinder jinx: in a secret vote the Butler's raised hand counts only if the
    master voted too."""
    if not nomination.secret or ctx.is_storyteller or ctx.character_of(ctx.seat) != "butler":
        return None
    boss = _bound(ctx, ctx.seat)
    if boss is None or ctx.seat not in nomination.voters or boss in nomination.voters:
        return None
    ctx.note(f"{ctx.name(ctx.seat)} (Butler) voted without their master: the hand is not counted.")
    return nomination.tally - 1
