"""For the first 2 minutes of each day, veteran players may not talk.

Rulings (almanac, Buddhist; a Fabled: the Storyteller's character, never a seat's):
- Consent first: before the first night every player says privately whether they would
  agree to be a Buddhist (a veteran asked to listen first); the question is the same for
  all. The Storyteller picks the veterans among those who agreed, one at a time, until
  they pick nobody more, and declares them to everyone.
- The engine's day talk has no clock: "the first two minutes" is the start of the talk.
  In the plain talk (one statement a seat) the veterans speak last, after everyone else;
  in a talk of several rounds they keep silent through the first round and speak from the
  second. After that they talk freely, whatever their alignment.
- A Fabled ability: it cannot be drunk or poisoned; a drunk or poisoned veteran keeps
  silent all the same.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import YES_NO_LABELS


def after_deal(ctx: AbilityContext) -> Flow:
    willing: list[int] = []
    for s in ctx.seats():
        yes = yield from ctx.ask(s, "Buddhist: would you agree to keep silent at the start of each day "
                                 "as a veteran this game?", (True, False), labels=YES_NO_LABELS,
                                 step="buddhist.consent")
        if yes:
            willing.append(s)
    veterans: list[int] = []
    while True:
        pool = [s for s in willing if s not in veterans]
        if not pool:
            break
        labels: dict[object, str] = {None: "nobody more", **{s: ctx.name(s) for s in pool}}
        pick = yield from ctx.storyteller("Buddhist: which player (of those who agreed) is a veteran?", [None, *pool],
                                          step="buddhist.veteran", labels=labels)
        if pick is None:
            break
        veterans.append(pick)
    ctx.memory["veterans"] = tuple(veterans)
    ctx.announce("The Buddhist: " + (", ".join(ctx.name(s) for s in veterans) + " may not talk at the start of "
                                     "each day." if veterans else "no veteran keeps silent."),
                 kind="buddhist_veterans", data={"seats": veterans})


def silenced_in_talk(ctx: AbilityContext, seat: int) -> bool:
    return seat in ctx.memory.get("veterans", ())
