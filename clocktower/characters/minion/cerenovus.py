"""Each night, choose a player & a good character: they are “mad” they are this character tomorrow, or might be executed.

Rulings (almanac, Cerenovus; "madness" judged as for the Mutant, from public claims):
- Each night, the first included, the Cerenovus chooses any player (alive or dead: the
  almanac's dead Artist is made mad) and a good character of the script: a Townsfolk or an
  Outsider, in play or not. With the Goblin on the script the Goblin may be chosen too
  (Cerenovus-Goblin jinx).
- The chosen player is woken and told the character (a "learned" event naming it, from the
  Cerenovus): they learn they are mad about being it. They are told even when the Cerenovus
  is drunk or poisoned (the waking is the same, so it reveals nothing), but then no madness
  follows.
- The madness lasts the next day. The player keeps it by publicly claiming that character in
  the day's talk (a structured ``("claim", character)`` statement) and claiming no other
  character that day. Saying nothing about it, or also claiming another character, breaks
  it. Private hints are not modelled: a second claim is the public trace the engine can see.
- After the talk, before nominations, if the mad player broke madness and the Cerenovus's
  ability still works, the Storyteller decides (yes or no) whether to execute them. That is
  the day's one execution (no nominations follow). A dead player may be executed this way:
  nothing dies, but the day had its execution. A player who kept their madness is not
  offered for execution. (The almanac also allows the night after; as with the Mutant, the
  day's Storyteller moment is the only one offered.)
- A later choice replaces the _MAD reminder of the earlier one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_MAD = "Mad"



def _madness_characters(ctx: AbilityContext) -> list[str]:
    """The characters the Cerenovus may offer: the script's Townsfolk and Outsiders, and the
    Goblin when it is on the script (Cerenovus-Goblin jinx)."""
    good = ctx.script_characters("townsfolk") + ctx.script_characters("outsider")
    return good + [c for c in ctx.script_characters("minion") if c == "goblin"]


def _act(ctx: AbilityContext) -> Flow:
    ctx.wake()
    target = yield from ctx.choose_players(1, prompt="Choose a player to make mad")
    character = yield from ctx.choose_character(
        candidates=_madness_characters(ctx), prompt="Choose the good character they must be mad about")
    ctx.unremind(_MAD)
    ctx.memory.pop("mad", None)
    ctx.tell(target, f"The Cerenovus chose you: you are mad about being the {ctx.character_name(character)} "
                     "tomorrow, or might be executed.",
             kind="learned", data={"what": "madness", "value": character})
    if not ctx.functioning:
        return
    ctx.remind(_MAD, target)
    ctx.memory["mad"] = (target, character, ctx.day + 1)


first_night = other_night = _act


def _kept_madness(ctx: AbilityContext, seat: int, character: str) -> bool:
    """Whether ``seat``'s public claims today keep the madness about ``character``: it claimed
    that character and no other one."""
    claims = [st[1] for st in ctx.statements_today(seat) if st[0] == "claim"]
    return character in claims and all(c == character for c in claims)


def during_day(ctx: AbilityContext) -> Flow | None:
    mad = ctx.memory.get("mad")
    if mad is None or mad[2] != ctx.day or not ctx.functioning or ctx.executed_today is not None:
        return None
    target, character = mad[0], mad[1]
    if _kept_madness(ctx, target, character):
        return None
    return _judge(ctx, target, character)


def _judge(ctx: AbilityContext, target: int, character: str) -> Flow:
    execute: Any = yield from ctx.storyteller(
        f"{ctx.name(target)} was made mad about being the {ctx.character_name(character)} and did not keep it: "
        "execute them now?", [False, True], step="cerenovus",
        labels={False: "no", True: f"yes, execute {ctx.name(target)}"})
    if execute:
        ctx.announce(f"The Storyteller executes {ctx.name(target)}.", data={"seat": target})
        yield from ctx.execute(target)


def end_of_day(ctx: AbilityContext) -> None:
    mad = ctx.memory.get("mad")
    if mad is not None and mad[2] <= ctx.day:
        ctx.memory.pop("mad", None)
        ctx.unremind(_MAD)
