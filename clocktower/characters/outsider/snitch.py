"""Each Minion gets 3 bluffs.

Rulings (almanac, Snitch; docs/rulings/carousel-minions-outsiders.md):
- On the first night, at the Snitch's place (just after the Minion info), each Minion in
  turn is woken and shown three characters not in play. The Storyteller picks each
  Minion's three separately: from the script's good characters no seat truly is (the
  almanac's examples: a Minion's three may match the Demon's bluffs, or not, or partly).
  As for the Demon's bluffs, a character nobody can be seen as (the Drunk) is never shown.
- The Marionette, who does not know it is a Minion, gets none (it is left out of the
  Minion info for the same reason).
- A drunk or poisoned Snitch (or a player who only believes they are it) gives no true
  bluffs: the Minions are still woken, and the Storyteller may show any three good
  characters of the script, in play or not (our ruling, as for any information from an
  ability that does not work).
- The bluffs are given once per Snitch player: a Snitch made later in the game (the
  Pit-Hag's) gives them that same night, right after the step that made it (almanac
  example: "the Pit-Hag creates a Snitch. All Minions learn three not-in-play
  characters"). Minions learn them whatever the player count (the Minion info needs 7
  players; the Snitch's bluffs do not).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import STORYTELLER, DecisionKind

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow


def _good_pool(ctx: AbilityContext, *, in_play_too: bool) -> list[str]:
    """The good characters of the script a Minion may be shown (never the Drunk's kind)."""
    in_play = {ctx.character_of(s) for s in ctx.seats()}
    return [c for c in ctx.script_characters("townsfolk") + ctx.script_characters("outsider")
            if not ctx.believes_another(c) and (in_play_too or c not in in_play)]


def _minions(ctx: AbilityContext) -> list[int]:
    """The Minions who wake for the Snitch: alive, true Minions who know they are."""
    return [s for s in ctx.alive_seats() if ctx.team_of(s) == "minion"
            and ctx.in_minion_info(ctx.character_of(s))]


def _give_bluffs(ctx: AbilityContext) -> Flow:
    ctx.memory["given"] = True
    works = ctx.functioning
    pool = _good_pool(ctx, in_play_too=not works)
    if not works:
        ctx.note(f"The Snitch ({ctx.name(ctx.seat)}) has no working ability: the Minions may be shown anything.")
    for minion in _minions(ctx):
        k = min(3, len(pool))
        if k == 0:
            return
        shown = yield from ctx.ask(
            STORYTELLER, f"Snitch: which three characters not in play does {ctx.name(minion)} learn?",
            pool, count=(k, k), kind=DecisionKind.STORYTELLER, step="snitch",
            labels={c: ctx.character_name(c) for c in pool})
        ctx.tell(minion, "These characters are not in play: "
                 + ", ".join(ctx.character_name(c) for c in shown) + ".",
                 kind="learned", data={"what": "bluffs", "value": tuple(shown)})


def first_night(ctx: AbilityContext) -> Flow | None:
    if ctx.memory.get("given"):
        return None
    return _give_bluffs(ctx)


def after_night_step(ctx: AbilityContext, step: str) -> Flow | None:
    """A Snitch that came into play after the first night gives the bluffs at once."""
    if ctx.first_night or ctx.memory.get("given") or ctx.is_storyteller:
        return None
    if ctx.character_of(ctx.seat) != ctx.character or ctx.acting:
        return None
    return _give_bluffs(ctx)
