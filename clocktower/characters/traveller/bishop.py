"""Only the Storyteller can nominate. At least 1 opposing player must be nominated each day.

Rulings (almanac, Bishop): while the Bishop is alive, sober and healthy, the players make no
nominations: the Storyteller nominates, one nominee at a time (a Storyteller decision, step
``bishop``: a seat not yet nominated today, or None to close the nominations); the
nomination has no nominator seat (the nominator is :data:`STORYTELLER`, so a Virgin
executes nobody) and the vote runs as usual. As the nominations open the Bishop is marked
NOMINATE EVIL (a good Bishop) or NOMINATE GOOD (an evil one); nominating a player whose true
alignment is the opposite of the Bishop's removes the mark (engine ruling: the Storyteller
sees the Grimoire, so no registration is asked), and the Storyteller may not close the
nominations while it remains. If the Bishop dies or stops working during the nominations
(an execution ends the day's nominations anyway), the players nominate as usual for the
rest of the day; a Bishop exiled before the nominations (almanac example) has no effect
that day. A drunk, poisoned or dead Bishop has no ability: the players nominate.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import STORYTELLER


def run_nominations(ctx: AbilityContext) -> Flow | None:
    if not _works(ctx):
        return None
    return _storyteller_nominates(ctx)


def _works(ctx: AbilityContext) -> bool:
    return ctx.functioning and ctx.alive()


def _storyteller_nominates(ctx: AbilityContext) -> Flow:
    opposing = "evil" if ctx.alignment_of(ctx.seat) == "good" else "good"
    token = f"Nominate {opposing.capitalize()}"
    ctx.unremind()
    ctx.remind(token, ctx.seat)
    while _works(ctx) and ctx.executed_today is None:
        nominated = {nominee for _, nominee in ctx.nominations()}
        candidates = [s for s in ctx.seats() if s not in nominated]
        owed = bool(ctx.reminded(token)) and any(ctx.alignment_of(s) == opposing for s in candidates)
        if not candidates:
            break
        options: list[int | None] = [*([] if owed else [None]), *candidates]
        labels: dict[int | None, str] = {s: ctx.name(s) for s in candidates}
        labels[None] = "close the nominations"
        prompt = "Bishop: nominate a player" + (f" (at least one {opposing} player must be nominated today)"
                                               if owed else ", or close the nominations")
        choice = yield from ctx.storyteller(prompt, options, step="bishop", labels=labels)
        if choice is None:
            break
        if ctx.alignment_of(choice) == opposing:
            ctx.unremind(token)
        yield from ctx.nominate(STORYTELLER, choice, by_storyteller=True)
    ctx.unremind()
