"""Once per game, at night, choose which Minions or which Demon is in play.

Rulings (almanac, Engineer; docs/rulings/carousel-townsfolk.md):
- Each night (the first included) until it has used its ability, the Engineer may choose
  nothing, or the Demon (one Demon character of the script), or the Minions (as many
  distinct Minion characters of the script as there are Minions in play). Choosing uses the
  ability up, drunk or poisoned or not; the NO ABILITY reminder marks it.
- The Demon: every living Demon whose character differs becomes the chosen Demon. The
  Minions: a Minion whose character was chosen keeps it; the other Minions become the
  chosen characters not yet in play, the Storyteller deciding which becomes which (almanac,
  examples 3 and 4). A choice of characters all in play already changes nothing.
- Players keep their alignment; each player who changed is told their new character. Setup
  changes of the new characters are not made (almanac example 2: the extra Outsiders stay).
  A first-night ability of a new character that the night order will not reach tonight is
  used at once (``_gained.catch_up``, as for the Pit-Hag's creations).
- Not offered: characters whose player must believe another character (the Marionette):
  made in the night, their player would be told the token that must stay hidden (our
  reading, as for the Pit-Hag).
- A drunk or poisoned Engineer (or a player who only believes it is one) chooses, and
  nothing changes.
- Jinx Summoner-Engineer: a living Summoner the Engineer turns into another Minion leaves
  the Summoner ability with the Storyteller, who summons on the 3rd night (see the Summoner).
- Jinx Engineer-Legion: if Legion is chosen as the Demon, every evil player becomes Legion.
  If Legion is in play, the Engineer learns on the first night that Legion is in play and
  has no ability.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow
from .._gained import catch_up
from ..minion.summoner import storyteller_has_the_summoner

_TOKEN = "No Ability"


def _act(ctx: AbilityContext) -> Flow:
    memory = ctx.memory
    if memory.get("used"):
        return
    if not ctx.acting and ctx.seats_with("legion") and ctx.first_night:
        # Jinx Engineer-Legion: it starts knowing Legion is in play, and has no ability.
        memory["used"] = True
        ctx.remind(_TOKEN, ctx.seat)
        ctx.wake()
        ctx.tell(ctx.seat, "Legion is in play: you have no ability.", kind="learned",
                 data={"what": "Legion is in play", "value": True})
        return
    minions = [s for s in ctx.seats() if ctx.team_of(s) == "minion"]
    options: list[Any] = [None, "demon"] + (["minions"] if minions else [])
    ctx.wake()
    labels = {None: "nothing tonight", "demon": "choose which Demon is in play",
              "minions": f"choose which {len(minions)} Minion(s) are in play"}
    what = yield from ctx.ask(ctx.seat, "Engineer: choose which Demon or which Minions are in play "
                              "(once per game), or nothing tonight", options, labels=labels,
                              step="engineer")
    if what is None:
        return
    memory["used"] = True
    ctx.remind(_TOKEN, ctx.seat)
    if what == "demon":
        demon = yield from ctx.choose_character(candidates=_choices(ctx, "demon"),
                                                prompt="Choose which Demon is in play")
        if ctx.functioning:
            yield from _make_demon(ctx, demon)
        return
    chosen: list[str] = []
    for _ in minions:
        pick = yield from ctx.choose_character(
            candidates=[c for c in _choices(ctx, "minion") if c not in chosen],
            prompt=f"Choose which Minions are in play ({len(chosen) + 1} of {len(minions)})")
        chosen.append(pick)
    if ctx.functioning:
        yield from _make_minions(ctx, minions, chosen)


first_night = other_night = _act
"""The same choice every night, the first included, until it is used."""


def _choices(ctx: AbilityContext, team: str) -> list[str]:
    return [c for c in ctx.script_characters(team) if not ctx.believes_another(c)]


def _make_demon(ctx: AbilityContext, demon: str) -> Flow:
    if demon == "legion":
        # Jinx Engineer-Legion: every evil player becomes Legion.
        targets = [s for s in ctx.seats() if ctx.alignment_of(s) == "evil" and not ctx.is_traveller(s)]
    else:
        targets = [s for s in ctx.alive_seats() if ctx.team_of(s) == "demon"]
    changed = [s for s in targets if ctx.character_of(s) != demon]
    if not changed:
        ctx.note(f"Engineer: the {ctx.character_name(demon)} is the Demon already: nothing changes.")
        return
    for s in changed:
        ctx.note(f"Engineer: {ctx.name(s)} (the {ctx.character_name(ctx.character_of(s))}) becomes the "
                 f"{ctx.character_name(demon)}.")
        ctx.change_character(s, demon)
    for s in changed:
        yield from catch_up(ctx, s, demon)


def _make_minions(ctx: AbilityContext, minions: list[int], chosen: list[str]) -> Flow:
    # A Minion whose character was chosen keeps it (of two Minions of one character, the
    # first); the others become the chosen characters left.
    kept: set[str] = set()
    movers: list[int] = []
    for s in minions:
        c = ctx.character_of(s)
        if c in chosen and c not in kept:
            kept.add(c)
        else:
            movers.append(s)
    new = [c for c in chosen if c not in kept]
    changes: list[tuple[int, str]] = []
    for s in movers:
        if not new:
            break
        pick = new[0]
        if len(new) > 1:
            pick = yield from ctx.storyteller(
                f"Engineer: which Minion does {ctx.name(s)} (the {ctx.character_name(ctx.character_of(s))}) become?",
                new, step="engineer.minion", labels={c: ctx.character_name(c) for c in new})
        new.remove(pick)
        changes.append((s, pick))
    if not changes:
        ctx.note("Engineer: those Minions are in play already: nothing changes.")
        return
    summoners = [s for s, _ in changes if ctx.character_of(s) == "summoner" and ctx.alive(s)]
    for s, c in changes:
        ctx.note(f"Engineer: {ctx.name(s)} (the {ctx.character_name(ctx.character_of(s))}) becomes the "
                 f"{ctx.character_name(c)}.")
        ctx.change_character(s, c)
    if summoners:
        storyteller_has_the_summoner(ctx)
    for s, c in changes:
        yield from catch_up(ctx, s, c)
