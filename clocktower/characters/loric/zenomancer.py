"""One or more players each have a goal. When achieved, that player learns a piece of true info.

Rulings (no almanac entry; the official wiki's Zenomancer page; a Loric: the Storyteller's
character; docs/rulings/loric.md):
- Once the Grimoire is set the Storyteller gives goals: to one player at least, then, one
  decision at a time, to more or to nobody else (up to 3 goals: the wiki's usual number).
  Any player may get one, dead or alive. Each is told privately, only to that player, and
  marked GOAL.
- A goal can be anything on the wiki; the engine offers the goals it can see achieved
  (the Storyteller is the judge, and here judges by the game's record): nominate a player;
  be nominated; vote for the player who is then executed that day; publicly claim a
  character; be alive at the end of day 3.
- A goal is checked at the end of each day (the day's execution done). Once achieved, the
  Storyteller picks a piece of true information from every true statement the engine can
  form (a player's alignment, a player's character, a character of the script not in
  play), and the player learns it. It is true whatever the player's state, drunk or
  poisoned (wiki: the information is the Zenomancer's, not the character's).
- A goal is achieved once; a player whose goal can no longer be reached keeps it.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow

_TOKEN = "Goal"
_MAX = 3
_GOALS = ("nominate", "nominated", "vote_executed", "claim", "alive_day_3")
_GOAL_TEXT = {
    "nominate": "nominate a player",
    "nominated": "be nominated",
    "vote_executed": "vote for a player who is then executed that day",
    "claim": "publicly claim to be a character",
    "alive_day_3": "be alive at the end of day 3",
}


def after_deal(ctx: AbilityContext) -> Flow:
    given: dict[int, str] = {}
    while len(given) < min(_MAX, len(ctx.seats())):
        options: list[Any] = [s for s in ctx.seats() if s not in given]
        if given:
            options = [None, *options]
        who = yield from ctx.storyteller("Zenomancer: give a goal to which player?" if not given
                                         else "Zenomancer: give a goal to another player, or to no one more?",
                                         options, step="zenomancer.player")
        if who is None:
            break
        goal = yield from ctx.storyteller(f"Zenomancer: which goal for {ctx.name(who)}?", _GOALS,
                                          step="zenomancer.goal", labels=dict(_GOAL_TEXT))
        given[who] = goal
        ctx.remind(_TOKEN, who)
        ctx.tell(who, f"Zenomancer: you have a goal: {_GOAL_TEXT[goal]}. When you achieve it, you learn a piece "
                      "of true information.", kind="zenomancer_goal", data={"goal": goal})
    ctx.memory["goals"] = given
    ctx.memory["done"] = []


def _achieved(ctx: AbilityContext, seat: int, goal: str) -> bool:
    if goal == "nominate":
        return any(nominator == seat for nominator, _ in ctx.nominations())
    if goal == "nominated":
        return any(nominee == seat for _, nominee in ctx.nominations())
    if goal == "vote_executed":
        executed = ctx.executed_today
        return executed is not None and any(nominee == executed and seat in voters
                                            for _, nominee, voters in ctx.votes_today())
    if goal == "claim":
        return any(len(st) == 2 and st[0] == "claim" for st in ctx.statements_today(seat))
    if goal == "alive_day_3":
        return ctx.day == 3 and ctx.alive(seat)
    return False


def end_of_day(ctx: AbilityContext) -> Flow:
    goals: dict[int, str] = ctx.memory.get("goals", {})
    done: list[int] = ctx.memory.setdefault("done", [])
    for seat, goal in goals.items():
        if seat in done or not _achieved(ctx, seat, goal):
            continue
        done.append(seat)
        facts = _true_facts(ctx, seat)
        if not facts:
            continue
        labels = {f: _fact_text(ctx, f) for f in facts}
        fact = yield from ctx.storyteller(f"Zenomancer: {ctx.name(seat)} achieved their goal: which true "
                                          "information do they learn?", facts, step="zenomancer.info",
                                          labels=labels)
        ctx.tell(seat, f"Zenomancer: you achieved your goal. {labels[fact]}", kind="zenomancer_info",
                 data={"fact": fact})


def _true_facts(ctx: AbilityContext, seat: int) -> list[tuple[Any, ...]]:
    """Every true statement the engine offers, about the other players and the script."""
    others = [s for s in ctx.seats() if s != seat]
    facts: list[tuple[Any, ...]] = [("alignment", s, ctx.alignment_of(s)) for s in others]
    facts += [("character", s, ctx.character_of(s)) for s in others]
    in_play = {ctx.character_of(s) for s in ctx.seats()}
    facts += [("not_in_play", c) for c in ctx.script_characters() if c not in in_play]
    return facts


def _fact_text(ctx: AbilityContext, fact: tuple[Any, ...]) -> str:
    if fact[0] == "alignment":
        return f"{ctx.name(fact[1])} is {fact[2]}."
    if fact[0] == "character":
        return f"{ctx.name(fact[1])} is the {ctx.character_name(fact[2])}."
    return f"The {ctx.character_name(fact[1])} is not in play."
