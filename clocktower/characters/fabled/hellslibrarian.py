"""Something bad might happen to whoever talks when the Storyteller has asked for silence.

Rulings (almanac, Hell's Librarian; a Fabled: the Storyteller's character, never a seat's):
- Once each day, before nominations, the Storyteller may ask the group for silence (a
  public event). Every player (dead ones too) then chooses to stay silent or to speak;
  each one who speaks does so publicly (an event naming them), and the silence ends.
- For each player who spoke the Storyteller may make something bad happen, choosing among
  the penalties the almanac recommends: nothing; the player may not vote for the rest of
  the day; the player loses their ability (poisoned) until dusk; the player dies. The
  player is marked SOMETHING BAD and told that something bad happened (and, for the vote,
  that they may not vote today). A death is an ordinary death: protections apply.
- The bad thing may fall at any moment of the day (issue 17, rule 5): the Storyteller may
  answer "later" for a speaker, and is then asked again at each later moment where it could
  fall: after each nomination's vote, as the nominations close (before the execution) and
  at the end of the day (the last moment: no "later" then). Nothing carries over to the
  night.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow
from ...decisions import YES_NO_LABELS, DecisionKind
from ...state import POISONED, Nomination

_LATER = "later"
_PENALTIES = (None, "no_vote", "poisoned", "dies")
_PENALTIES_OR_LATER = (*_PENALTIES, _LATER)
_LABELS = {None: "nothing", "no_vote": "may not vote today", "poisoned": "loses their ability (poisoned) until dusk",
          "dies": "dies", _LATER: "decide later today"}
_SILENT, _SPEAK = ("pass",), ("speak",)
_SILENCE_LABELS: dict[Any, str] = {_SILENT: "stay silent", _SPEAK: "speak"}
_STATEMENT = DecisionKind.STATEMENT


def during_day(ctx: AbilityContext) -> Flow:
    ask = yield from ctx.storyteller("Hell's Librarian: ask the group for silence now?", (False, True),
                                     step="hellslibrarian.silence", labels=YES_NO_LABELS)
    if not ask:
        return
    ctx.announce("The Storyteller asks for silence. (The Hell's Librarian is in play.)", kind="silence",
                 data={"day": ctx.day})
    speakers: list[int] = []
    for s in ctx.seats():
        said = yield from ctx.ask(s, "The Storyteller has asked for silence: stay silent, or speak?",
                                  (_SILENT, _SPEAK), labels=_SILENCE_LABELS, kind=_STATEMENT)
        if said == _SPEAK:
            speakers.append(s)
            ctx.announce(f"{ctx.name(s)} talks while the Storyteller has asked for silence.",
                         kind="spoke_during_silence", data={"seat": s})
    ctx.announce("The silence ends.", kind="silence_ended", data={"speakers": list(speakers)})
    ctx.memory["waiting"] = (ctx.day, [])
    yield from _penalties(ctx, speakers, last=False)


def after_vote(ctx: AbilityContext, nomination: Nomination) -> Flow | None:
    """A penalty left for later may fall after this vote."""
    return _waiting_penalties(ctx, last=False)


def after_nominations(ctx: AbilityContext) -> Flow | None:
    """... or as the nominations close, before the execution."""
    return _waiting_penalties(ctx, last=False)


def end_of_day(ctx: AbilityContext) -> Flow | None:
    """... or at the end of the day, its last chance."""
    return _waiting_penalties(ctx, last=True)


def _waiting_penalties(ctx: AbilityContext, *, last: bool) -> Flow | None:
    waiting = ctx.memory.get("waiting")
    if not waiting or waiting[0] != ctx.day or not waiting[1]:
        return None  # (no generator: nothing is asked)
    return _penalties(ctx, list(waiting[1]), last=last)


def _penalties(ctx: AbilityContext, speakers: list[int], *, last: bool) -> Flow:
    """Ask, for each speaker, what bad thing happens to them now (or, unless ``last``, later)."""
    later: list[int] = []
    ctx.memory["waiting"] = (ctx.day, later)
    for s in speakers:
        penalty = yield from ctx.storyteller(f"Hell's Librarian: what bad thing happens to {ctx.name(s)}?",
                                             _PENALTIES if last else _PENALTIES_OR_LATER,
                                             step="hellslibrarian.penalty", labels=dict(_LABELS))
        if penalty == _LATER:
            later.append(s)
            continue
        if penalty is None:
            continue
        ctx.remind("Something Bad", s)
        if penalty == "no_vote":
            ctx.memory.setdefault("no_vote", {}).setdefault(ctx.day, []).append(s)
            ctx.tell(s, "Something bad happens to you: you may not vote today.", kind="something_bad",
                     data={"penalty": penalty})
        elif penalty == "poisoned":
            ctx.add_effect(POISONED, s, until=("dusk", ctx.day), needs_source=False, token="Something Bad")
            ctx.tell(s, "Something bad happens to you.", kind="something_bad", data={"penalty": "secret"})
        else:
            ctx.tell(s, "Something bad happens to you.", kind="something_bad", data={"penalty": "secret"})
            yield from ctx.kill(s)


def vote_options(ctx: AbilityContext, voter: int, nomination: Nomination) -> tuple[bool, ...] | None:
    barred = ctx.memory.get("no_vote")
    if barred and voter in barred.get(ctx.day, ()):
        return (False,)
    return None
