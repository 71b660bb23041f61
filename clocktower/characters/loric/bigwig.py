"""Each nominee chooses a player: until voting, only they may speak & they are mad the nominee is good or they might die.

Rulings (no almanac entry; the ability line; a Loric: the Storyteller's character;
docs/rulings/loric.md):
- Once nominated, before the vote, the nominee chooses another player (alive or dead) to
  speak for them. The choice is announced to everyone.
- "Until voting, only they may speak": the engine's players speak in the day's talk, before
  nominations, and not between a nomination and its vote; so between this nomination and
  its vote the chosen player is the only one who makes a statement. They make one public
  statement: that the nominee is good (the madness the line asks for), that the nominee is
  evil, or nothing.
- "They are mad the nominee is good or they might die": a speaker who did not say the
  nominee is good may die, the Storyteller's decision (dies or lives, both legal), at once,
  before the vote. Saying it is enough: whether the nominee is good plays no part, nor does
  the speaker's character, sobriety or alignment. The death is the Storyteller's, not a
  Demon's: protections against the Demon do not apply; any ability that stops every death
  does.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow
from ...decisions import DecisionKind
from ...state import Nomination

_PASS = ("pass",)
_LIVES = "lives"
_DIES = "dies"


def when_nominated(ctx: AbilityContext, nomination: Nomination) -> Flow:
    """Run for every nominee (``ctx`` bound to the nominee and the Big Wig)."""
    nominee = ctx.seat
    others = [s for s in ctx.seats() if s != nominee]
    if not others:
        return
    speaker = yield from ctx.ask(nominee, "Big Wig: choose a player to speak for you until the vote", others,
                                 kind=DecisionKind.CHOOSE_PLAYERS, step="bigwig.speaker")
    ctx.announce(f"{ctx.name(nominee)} chooses {ctx.name(speaker)} to speak for them: until the vote, only "
                 f"{ctx.name(speaker)} may speak.", kind="bigwig", data={"nominee": nominee, "speaker": speaker})
    good, evil = ("vouch", nominee), ("accuse", nominee)
    labels: dict[Any, str] = {good: f"say {ctx.name(nominee)} is good", evil: f"say {ctx.name(nominee)} is evil",
                              _PASS: "say nothing"}
    said = yield from ctx.ask(speaker, f"Big Wig: you speak for {ctx.name(nominee)} until the vote",
                              (good, evil, _PASS), labels=labels, kind=DecisionKind.STATEMENT,
                              step="bigwig.speak")
    if said != _PASS:
        ctx.claim_by(speaker, tuple(said))
    if said == good:
        return
    outcome = yield from ctx.storyteller(
        f"Big Wig: {ctx.name(speaker)} was not mad that {ctx.name(nominee)} is good: do they die?", (_LIVES, _DIES),
        step="bigwig.dies", labels={_LIVES: f"{ctx.name(speaker)} lives", _DIES: f"{ctx.name(speaker)} dies"})
    if outcome == _DIES and ctx.alive(speaker):
        yield from ctx.kill(speaker)
