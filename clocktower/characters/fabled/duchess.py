"""Each day, 3 players may choose to visit you. At night*, each visitor learns how many visitors are evil, but 1 gets false info.

Rulings (almanac, Duchess; a Fabled: the Storyteller's character, never a seat's):
- Each day, before nominations, every player (dead ones too) says publicly whether they
  volunteer to visit the Duchess tonight. If exactly three volunteer, they are the
  visitors and the Storyteller secretly picks one of them to get false information;
  otherwise nobody visits tonight: with more than three the Storyteller does not choose three
  (How to Run: "If more or less than three players volunteer to visit, do not add these
  reminders"; "If exactly three visitors cannot be decided upon, then the Duchess does not
  act tonight"). The players' agreeing among themselves on three is their public talk; the
  volunteering is their final word.
- That night, at the Duchess's place (first in the night order), each visitor in turn
  learns how many of the three visitors are evil (themself included; as registered),
  0 to 3. The one picked gets any other number, never the right one.
- Visiting does not change the visitors' own abilities. The Duchess cannot be drunk or
  poisoned; a drunk visitor still learns the true count (the Duchess's ability, not the
  visitor's, gives it).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import YES_NO_LABELS
from ...state import EVIL


def during_day(ctx: AbilityContext) -> Flow:
    ctx.memory.pop("visitors", None)
    volunteers: list[int] = []
    for s in ctx.seats():
        visit = yield from ctx.ask(s, "Do you volunteer to visit the Duchess tonight?", (False, True),
                                   labels=YES_NO_LABELS)
        if visit:
            volunteers.append(s)
            ctx.announce(f"{ctx.name(s)} volunteers to visit the Duchess.", kind="duchess_volunteer",
                         data={"seat": s})
    if len(volunteers) != 3:
        if volunteers:
            n = len(volunteers)
            ctx.announce(f"{n} player{'' if n == 1 else 's'} volunteered, not 3: nobody visits the Duchess tonight.",
                         kind="duchess_visitors", data={"visitors": []})
        return
    false = yield from ctx.storyteller("Duchess: which visitor gets false information?", volunteers,
                                       step="duchess.false")
    ctx.memory["visitors"] = (ctx.day, tuple(volunteers), false)
    ctx.remind("False Info", false)
    for v in volunteers:
        if v != false:
            ctx.remind("Visitor", v)
    ctx.announce(", ".join(ctx.name(v) for v in volunteers) + " will visit the Duchess tonight.",
                 kind="duchess_visitors", data={"visitors": list(volunteers)})


def other_night(ctx: AbilityContext) -> Flow:
    plan = ctx.memory.pop("visitors", None)
    ctx.unremind()
    if plan is None or plan[0] != ctx.night - 1:
        return
    _, visitors, false = plan
    evil = 0
    for v in visitors:
        if (yield from ctx.registers_as_alignment(v)) == EVIL:
            evil += 1
    for v in visitors:
        truth = [evil] if v != false else [n for n in range(4) if n != evil]
        yield from ctx.inform(truth=truth, domain=range(4), what="how many of the Duchess's visitors are evil",
                              render=lambda n: f"The Duchess: {n} of her visitors {'is' if n == 1 else 'are'} evil.",
                              learner=v)
