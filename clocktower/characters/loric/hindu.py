"""The first 4 players to die are immediately reincarnated as Travellers of the same alignment.

Rulings (no almanac entry; the official wiki's Hindu page, read in the Russian wiki's copy
botc.1nv.is/wiki; a Loric: the Storyteller's character; docs/rulings/loric.md):
- The first four players to die, however they die, each come back at once as a Traveller:
  alive, with that Traveller's ability, and the alignment they had when they died. Deaths
  never happen at the same time (the Shabaloth's two kills are one after the other), so
  the count is exact.
- The Storyteller chooses which Traveller (not the player, as Travellers usually do): one
  of the script's Travellers, or any implemented Traveller when the script lists none (the
  engine's Traveller rule, RULES.md), never one a seat already holds. With none left, the
  player stays dead (and still counts).
- A Demon among the first four is not reincarnated: its death ends the game as usual
  (wiki). It still counts as one of the four.
- Travellers are not counted and not reincarnated (our reading: the four are the players
  of the game's characters; a reincarnated Traveller who dies again stays dead). A death in
  name only (the Zombuul's) is no death here.
- By day the table is told at once; by night, at dawn (after the deaths), so that nothing
  about the night is public before dawn. The reincarnated player is told their Traveller.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import Death

_COUNT = 4


def on_death(ctx: AbilityContext, death: Death) -> Flow | None:
    if death.in_name_only or ctx.team_of_character(death.character) == "traveller":
        return None
    dead = ctx.memory.setdefault("dead", [])
    if len(dead) >= _COUNT:
        return None
    dead.append(death.seat)
    if ctx.team_of_character(death.character) == "demon":
        ctx.note(f"{ctx.name(death.seat)} (a Demon) is one of the Hindu's first {_COUNT} deaths: not reincarnated.")
        return None
    return _reincarnate(ctx, death.seat)


def _reincarnate(ctx: AbilityContext, seat: int) -> Flow:
    if ctx.alive(seat):
        return  # brought back already by something else
    free = ctx.free_traveller_characters()
    if not free:
        ctx.note(f"No Traveller character is left for {ctx.name(seat)}: they stay dead (Hindu).")
        return
    character = yield from ctx.storyteller(
        f"Hindu: {ctx.name(seat)} is reincarnated as which Traveller ({ctx.alignment_of(seat)})?", free,
        step="hindu.traveller", labels={c: ctx.character_name(c) for c in free})
    yield from ctx.reincarnate_as_traveller(seat, character)
    if ctx.is_night:
        ctx.memory.setdefault("tonight", []).append((seat, character))


def after_dawn(ctx: AbilityContext) -> None:
    for seat, character in ctx.memory.pop("tonight", []):
        ctx.announce(f"{ctx.name(seat)} is reincarnated as the {ctx.character_name(character)} (Traveller).",
                     kind="reincarnated", data={"seat": seat, "character": character, "by": "hindu"})
