"""Each day, choose a player: a different player changes character tonight.

Rulings (almanac, Cacklejack): each day the alive Cacklejack must choose a player (a day
ability, told to the Storyteller only; step ``cacklejack``), who is marked NOT ME. That
night (the Cacklejack's place in the night order), the Storyteller picks a player other
than the chosen one (step ``cacklejack.player``) and a character for them (step
``cacklejack.character``); that player becomes it and is shown it (almanac examples: the
Acrobat becomes the Clockmaker and gets its information that night, the Leviathan becomes
the Shabaloth): a new character whose ability acts only on the first night (a first-night
place and no other-night place) uses it at once; any other acts at its own place in the
night order as usual. The alignment does not change. Engine rulings: the player is not a
Traveller (a Traveller's character is not a token from the bag); the new character is on
the script, of a Townsfolk, Outsider, Minion or Demon type, not the player's current one,
not in play at another seat, and not one whose player believes another (the Drunk: the
player would have to be shown a false token, which the ability does not do). A Drunk who
changes is simply told the new character (almanac example: Julian is not told he is now
sober). A drunk or poisoned Cacklejack still chooses and nothing changes tonight; a dead
Cacklejack has no ability, and a choice made before dying changes nothing.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import DecisionKind

_TYPES = ("townsfolk", "outsider", "minion", "demon")


def day_ability(ctx: AbilityContext) -> Flow | None:
    if ctx.memory.get("day") == ctx.day or not ctx.alive():
        return None
    return _choose(ctx)


def _choose(ctx: AbilityContext) -> Flow:
    options = ctx.seats()
    chosen = yield from ctx.ask(ctx.seat, "Cacklejack: choose a player (someone else changes character tonight)",
                                options, kind=DecisionKind.DAY_ABILITY)
    ctx.memory["day"] = ctx.day
    ctx.memory["chosen"] = chosen
    ctx.unremind("Not Me")
    ctx.remind("Not Me", chosen)


def other_night(ctx: AbilityContext) -> Flow | None:
    chosen = ctx.memory.get("chosen")
    if chosen is None or ctx.memory.get("day") != ctx.day:
        return None
    ctx.memory["chosen"] = None
    if not ctx.functioning:
        ctx.unremind("Not Me")
        return None
    return _change(ctx, chosen)


def _candidates(ctx: AbilityContext, seat: int) -> list[str]:
    in_play = {ctx.character_of(s) for s in ctx.seats() if s != seat}
    return [c for c in ctx.script_characters() if ctx.team_of_character(c) in _TYPES
            and c != ctx.character_of(seat) and c not in in_play and not ctx.believes_another(c)]


def _change(ctx: AbilityContext, chosen: int) -> Flow:
    players = [s for s in ctx.seats() if s != chosen and not ctx.is_traveller(s) and _candidates(ctx, s)]
    if not players:
        ctx.unremind("Not Me")
        return
    target = yield from ctx.storyteller("Cacklejack: choose a player (not the one marked NOT ME) to change character",
                                        players, step="cacklejack.player")
    options = _candidates(ctx, target)
    character = yield from ctx.storyteller(f"Cacklejack: the new character of {ctx.name(target)}", options,
                                           step="cacklejack.character", labels={
                                               c: ctx.character_name(c) for c in options})
    ctx.unremind("Not Me")
    ctx.change_character(target, character)
    facts = ctx.character_facts(character)
    if facts.first_night is not None and facts.other_night is None:
        # An ability that acts on the first night only is used tonight (almanac example: the
        # Acrobat made the Clockmaker learns a 2 that night).
        yield from ctx.use_first_night(target, character)
