"""Name a good character. If in play, they can only die by execution, but evil players learn which player it is.

Rulings (almanac, Storm Catcher; a Loric: the Storyteller's character, never a seat's):
- At setup the Storyteller names a good character of the script (a Townsfolk or an
  Outsider) and announces it to everyone.
- If that character is in play, the players who have it can die only by execution (every
  other death, by night or by day, fails). The storm follows the character: whoever is that
  character at the moment of the death is protected, and nobody else (a Drunk who believes
  it is that character is not it). The engine lets the Assassin's kill through every
  protection; no Assassin is on the seed-000 script.
- On the first night, at the Storm Catcher's place, every evil player learns who has the
  named character, or that it is not in play. Players who turn evil later that night (the
  Kazali's Minions, the Bounty Hunter's evil Townsfolk in a Kazali game, a Snake Charmer who
  became the Demon) learn it at dawn of day 1, so every player evil at the start of the
  game knows. Those who turn evil later learn nothing.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import EVIL, Harm


def after_deal(ctx: AbilityContext) -> Flow:
    good = ctx.script_characters("townsfolk") + ctx.script_characters("outsider")
    in_play = {ctx.character_of(s) for s in ctx.seats()}
    good.sort(key=lambda c: c in in_play)  # not-in-play characters first (then the script's order)
    if not good:
        return
    named = yield from ctx.storyteller(
        "Storm Catcher: name a good character", good, step="stormcatcher.name",
        labels={c: ctx.character_name(c) for c in good})
    ctx.memory["named"] = named
    ctx.announce(f"The Storm Catcher names the {ctx.character_name(named)}.", kind="stormcatcher",
                 data={"character": named})
    for s in ctx.seats_with(named):
        ctx.remind("Stormcaught", s)


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    named = ctx.memory.get("named")
    return effect is None and not harm.execution and named is not None and ctx.character_of(target) == named


def first_night(ctx: AbilityContext) -> None:
    _tell_evil(ctx)


def after_dawn(ctx: AbilityContext) -> None:
    if ctx.day == 1:
        _tell_evil(ctx)


def _tell_evil(ctx: AbilityContext) -> None:
    named = ctx.memory.get("named")
    if named is None:
        return
    told = ctx.memory.setdefault("told", [])
    holders = ctx.seats_with(named)
    name = ctx.character_name(named)
    for s in ctx.seats():
        if ctx.alignment_of(s) != EVIL or s in told:
            continue
        told.append(s)
        if holders:
            text = f"The {name} is " + " and ".join(ctx.name(h) for h in holders) + "."
        else:
            text = f"The {name} is not in play."
        ctx.tell(s, text, kind="stormcaught", data={"value": tuple(holders), "character": named})
