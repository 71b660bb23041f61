"""Each night*, choose a character: they die. If they are not in play, the Storyteller chooses who dies.

Rulings (almanac, Ojo; wiki, Ojo; docs/rulings/loric-demons.md):
- From night 2 the Ojo wakes and chooses a character from the script's character sheet
  (any type, evil ones too). An Exorcist stops the choice; a drunk or poisoned Ojo chooses
  and nobody dies.
- The chosen character is in play when a seat truly has it, alive or dead (a Drunk who
  believes it is not it), or when a seat that may register falsely (the Recluse, the Spy)
  registers as it to the Ojo (a registration decision). If it is in play, its player dies;
  with several copies (under the Pope) the Storyteller picks which one (the wiki: only one
  dies). A dead player of that character cannot die again: then nobody dies.
- If it is not in play, the Storyteller chooses any player, who dies (almanac: "choose any
  player"). When the script also holds a Demon that kills more than once a night (the
  Shabaloth, the Po, the Al-Hadikhia), the Storyteller may then choose more victims, one
  decision at a time, up to that Demon's count, so the Ojo may pass as that Demon
  (almanac, How to Run and example 1).
"""

from __future__ import annotations

from ...context import AbilityContext, Ask, Flow
from ...state import GOOD
from ..fabled import toymaker as _toymaker

_MULTI_KILL = {"shabaloth": 2, "po": 3, "alhadikhia": 3}
"""Demons that may kill more than one player a night, and how many (their ability lines)."""


def other_night(ctx: AbilityContext) -> Flow:
    if ctx.exorcised:
        return
    if not (yield from _toymaker.demon_attacks(ctx, _most_kills(ctx))):
        return
    ctx.wake()
    chosen = yield from ctx.choose_character(prompt="Choose a character: they die")
    ctx.memory.setdefault("chosen", []).append((ctx.night, chosen))
    if not ctx.functioning:
        if not ctx.acting:
            ctx.mark_abnormal(cause="the Ojo was drunk or poisoned: nobody dies")
        return
    players = yield from _players_of(ctx, chosen)
    if players:
        victim = players[0]
        if len(players) > 1:
            victim = yield from ctx.storyteller(
                f"Ojo: several players are the {ctx.character_name(chosen)}: which one dies?", players,
                step="ojo.copy")
        if ctx.alive(victim):
            ctx.remind("Dead", victim)
            yield from ctx.kill(victim)
        return
    yield from _storyteller_kills(ctx, chosen)


def _most_kills(ctx: AbilityContext) -> int:
    """The most players the Ojo's choice can kill tonight: one, or, when it names a character
    not in play, as many as the script's Demon that kills most a night."""
    return max((n for c, n in _MULTI_KILL.items() if c in ctx.script_characters("demon") and c != "ojo"),
               default=1)


def _players_of(ctx: AbilityContext, character: str) -> Ask[list[int]]:
    """The seats that are (or register to the Ojo as) ``character``, in seat order."""
    found: list[int] = []
    for s in ctx.seats():
        if ctx.character_of(s) == character:
            found.append(s)
        elif character in ctx.registration_options(s, "character")[1:]:
            registered = yield from ctx.registers_as_one_of(s, "character", [character])
            if registered == character:
                found.append(s)
    return found


def _storyteller_kills(ctx: AbilityContext, chosen: str) -> Flow:
    """The chosen character is not in play: the Storyteller chooses who dies."""
    alive = ctx.alive_seats()
    # Options in a sensible order: alive good players, alive evil players, then the dead.
    ordered = ([s for s in alive if ctx.alignment_of(s) == GOOD] + [s for s in alive if ctx.alignment_of(s) != GOOD]
               + [s for s in ctx.seats() if s not in alive])
    if not ordered:
        return
    name = ctx.character_name(chosen)
    victim = yield from ctx.storyteller(f"Ojo chose the {name}, not in play: who dies?", ordered, step="ojo.miss")
    victims = [victim]
    extra = _most_kills(ctx) - 1
    for _ in range(extra):
        rest = [s for s in ordered if s not in victims]
        more = yield from ctx.storyteller(f"Ojo chose the {name}, not in play: anyone else dies?", [None, *rest],
                                          step="ojo.miss_more")
        if more is None:
            break
        victims.append(more)
    for s in victims:
        if ctx.alive(s):
            ctx.remind("Dead", s)
            yield from ctx.kill(s)
