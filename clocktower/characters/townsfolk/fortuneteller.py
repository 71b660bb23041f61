"""Each night, choose 2 players: you learn if either is a Demon. There is a good player that registers as a Demon to you.

Rulings (almanac, Fortune Teller):
- The red herring is a Storyteller choice made once, before the first night (RULES.md,
  Setup: a standing choice; so the Widow's Grimoire shows it), or when a player first gains
  the ability later (Philosopher, Amnesiac): any good player, the Fortune Teller included. It stays the same player all game, whatever
  happens to them (ruling fortune-teller-red-herring-fixed); it can only turn a "no" into a
  "yes". Only a real Fortune Teller has one (a Drunk who thinks it is the Fortune Teller
  gets arbitrary answers anyway).
- Each night the Fortune Teller chooses any two players, alive or dead, itself included;
  the answer is "yes" when either registers as a Demon (a dead Demon still counts; a Recluse
  may register as one) or is the red herring. A drunk or poisoned Fortune Teller may be told
  either answer.
"""

from __future__ import annotations

from ...context import AbilityContext, Ask, Flow
from ...state import GOOD


def after_deal(ctx: AbilityContext) -> Flow:
    """The red herring is a standing choice made before the first night (RULES.md, Setup)."""
    yield from _red_herring(ctx)


def _red_herring(ctx: AbilityContext) -> Ask[int | None]:
    """The red herring's seat (choosing it, once, if not yet chosen), or None."""
    marked = [s for s in ctx.reminded("Red Herring") if s is not None]
    if marked:
        return marked[0]
    if ctx.acting or ctx.memory.get("no_red_herring"):
        return None
    good = [s for s in ctx.seats() if ctx.alignment_of(s) == GOOD]
    if not good:
        ctx.memory["no_red_herring"] = True
        return None
    chosen = yield from ctx.storyteller("Choose the Fortune Teller's red herring (any good player)", good,
                                        step="fortuneteller.redherring")
    ctx.remind("Red Herring", chosen)
    return chosen


def _act(ctx: AbilityContext) -> Flow:
    herring = yield from _red_herring(ctx)
    ctx.wake()
    pair = yield from ctx.choose_players(2, prompt="Choose 2 players")
    yes = False
    for s in pair:
        if not yes:
            yes = s == herring or (yield from ctx.registers_as_team(s)) == "demon"
    yield from ctx.inform(truth=[yes], domain=[True, False], what="whether either is a Demon",
                          render=lambda v: "Yes, one of them is a Demon." if v else "No, neither is a Demon.")


first_night = other_night = _act
"""The same action every night, the first included."""
