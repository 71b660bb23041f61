"""Each night*, you learn if a Demon voted today.

Rulings (almanac, Flowergirl; docs/rulings/bmr-snv.md):
- Each night but the first, the Flowergirl learns yes or no: did any Demon raise a hand to
  vote (for any nomination, whether or not it led to an execution) during the day that just
  ended. A day without nominations is a "no".
- "A Demon" is whoever was a Demon when they voted: each vote is noted as the day goes on
  (before the next nomination's vote and as the nominations close), so a Minion who becomes
  the Demon later (the Scarlet Woman, the Imp's star-pass) did not vote as the Demon, and a
  dead Demon's ghost vote counts.
- Registration: a voter who may register as a Demon (the Recluse) is asked once, when the
  Flowergirl wakes. A voter whose character changed since their vote is not asked again.
- A drunk or poisoned Flowergirl may learn either answer; under the Vortox the answer is
  false. The day's votes are noted whatever the Flowergirl's state: the Storyteller keeps
  the reminder, the ability only matters when she learns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import Nomination

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow


def _note_votes(ctx: AbilityContext, upto: int) -> None:
    """Note the voters of today's nominations ``[noted, upto)``, each with the character they
    had then: (voter, character, was a Demon)."""
    memory = ctx.memory
    if memory.get("day") != ctx.day:
        memory["day"], memory["noted"], memory["voters"] = ctx.day, 0, []
    votes = ctx.votes_today()
    voters: list[tuple[int, str, bool]] = memory["voters"]
    for _nominator, _nominee, seats in votes[memory["noted"]:upto]:
        for v in seats:
            character = ctx.character_of(v)
            voters.append((v, character, ctx.team_of_character(character) == "demon"))
    memory["noted"] = max(memory["noted"], min(upto, len(votes)))


def on_nomination(ctx: AbilityContext, nomination: Nomination) -> None:
    """A new nomination: the earlier ones' votes are complete."""
    _note_votes(ctx, len(ctx.votes_today()) - 1)
    return None


def after_nominations(ctx: AbilityContext) -> None:
    _note_votes(ctx, len(ctx.votes_today()))
    return None


def other_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    memory = ctx.memory
    day = ctx.night - 1
    if memory.get("day") == day:
        _note_votes(ctx, len(ctx.votes_today()))  # (any vote after the nominations closed)
        voters: list[tuple[int, str, bool]] = list(memory["voters"])
    else:
        voters = []  # nobody voted, or the Flowergirl arrived tonight: read what is left
        if ctx.nominations() and day >= 1:
            voters = [(v, ctx.character_of(v), ctx.team_of(v) == "demon")
                      for _n, _m, seats in ctx.votes_today() for v in seats]
    voted = any(was_demon for _seat, _character, was_demon in voters)
    asked: set[int] = set()
    if not voted:
        for seat, character, _was in voters:
            if seat in asked or ctx.character_of(seat) != character:
                continue
            asked.add(seat)
            if (yield from ctx.registers_as_team_is(seat, "demon")):
                voted = True
                break
    yield from ctx.inform(truth=[voted], domain=[True, False], what="whether a Demon voted today",
                          render=lambda v: "A Demon voted today." if v else "No Demon voted today.")
