"""When you die, the Storyteller gains a Minion ability.

Rulings (almanac, Plague Doctor; jinxes.json; docs/rulings/carousel-outsiders-minions.md):
- When the Plague Doctor dies with its ability working (not drunk or poisoned then), the
  Storyteller picks a Minion of the script, in play or not (almanac How to Run: a token
  beside the Grimoire, or an in-play Minion marked STORYTELLER ABILITY). The Storyteller
  keeps it for the rest of the game: the Plague Doctor being drunk later changes nothing
  (almanac example: the Organ Grinder ability kept).
- The Storyteller then acts as that Minion: its hooks run as the Storyteller's (like a
  Fabled's), at its place in the night order, its choices made by the Storyteller (almanac
  example: the Storyteller poisons a player each night; a second Cerenovus beside a
  Pit-Hag-made one). Offered: the Minions whose abilities act on other players only
  (``_STORYTELLER_HELD``). Minions whose ability is what their holder sees or is (the
  Widow, the Godfather, the Mezepheles, the Wizard, the Boffin, the Mastermind, the Xaan's
  count...) have nothing for a seatless Storyteller to hold and are not offered.
- Jinxes (a Minion's ability the Storyteller would gain goes to a player instead):
  Baron: up to two Townsfolk players become not-in-play Outsiders (the Storyteller picks
  the players, then each one's Outsider; they are told). Boomdandy, Evil Twin: a living
  player who is not the Demon becomes it (and evil; the Evil Twin then picks its twin as on
  a first night). Fearmonger, Goblin, Scarlet Woman, Spy: a Minion player gains that
  ability and learns this. Marionette: one of the Demon's good neighbours becomes the
  Marionette (evil, still believing their character, not told). A jinxed Minion with no
  player to take it is not offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...decisions import STORYTELLER, DecisionKind
from ...state import EVIL, GOOD, Death
from .._gained import catch_up

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

ABILITY_WORKS_WHEN_DEAD = True

_REMINDER = "Storyteller Ability"

_STORYTELLER_HELD = ("poisoner", "witch", "cerenovus", "pithag", "assassin", "devilsadvocate", "harpy")
"""Minions whose ability the Storyteller can hold and use as its own (see the docstring)."""

_GIVEN_TO_A_MINION = ("fearmonger", "goblin", "scarletwoman", "spy", "wraith")
_BECOMES = ("boomdandy", "eviltwin")


def on_death(ctx: AbilityContext, death: Death) -> Flow | None:
    if death.seat != ctx.seat or not ctx.functioning or ctx.memory.get("gained"):
        return None
    return _gain(ctx)


def _minion_players(ctx: AbilityContext) -> list[int]:
    return [s for s in ctx.seats() if ctx.team_of(s) == "minion" and not ctx.is_traveller(s)]


def _becomers(ctx: AbilityContext) -> list[int]:
    return [s for s in ctx.alive_seats() if ctx.team_of(s) != "demon" and not ctx.is_traveller(s)]


def _good_demon_neighbours(ctx: AbilityContext) -> list[int]:
    out: list[int] = []
    for demon in (s for s in ctx.alive_seats() if ctx.team_of(s) == "demon"):
        for n in ctx.neighbours(demon):
            if n != demon and ctx.alignment_of(n) == GOOD and not ctx.is_traveller(n) and n not in out:
                out.append(n)
    return out


def _townsfolk(ctx: AbilityContext) -> list[int]:
    return [s for s in ctx.seats() if ctx.team_of(s) == "townsfolk"]


def _outsiders_free(ctx: AbilityContext) -> list[str]:
    held = {ctx.character_of(s) for s in ctx.seats()}
    return [c for c in ctx.script_characters("outsider") if c not in held]


def _options(ctx: AbilityContext) -> list[str]:
    out = []
    for c in ctx.script_characters("minion"):
        if c in _STORYTELLER_HELD:
            out.append(c)
        elif c in _GIVEN_TO_A_MINION and _minion_players(ctx):
            out.append(c)
        elif c in _BECOMES and _becomers(ctx):
            out.append(c)
        elif c == "marionette" and _good_demon_neighbours(ctx):
            out.append(c)
        elif c == "baron":
            out.append(c)
    return out


def _gain(ctx: AbilityContext) -> Flow:
    options = _options(ctx)
    ctx.memory["gained"] = True
    if not options:
        ctx.note("Plague Doctor: no Minion ability can be gained.")
        return
    labels: dict[Any, str] = {c: ctx.character_name(c) for c in options}
    minion = yield from ctx.storyteller("The Plague Doctor died: which Minion ability does the Storyteller gain?",
                                        options, step="plaguedoctor", labels=labels)
    ctx.remind(_REMINDER, None)
    ctx.memory["minion"] = minion
    ctx.note(f"Plague Doctor: the Storyteller gains the {ctx.character_name(minion)} ability.")
    if minion in _STORYTELLER_HELD:
        ctx.give_storyteller(minion)
    elif minion in _GIVEN_TO_A_MINION:
        yield from _to_a_minion(ctx, minion)
    elif minion in _BECOMES:
        yield from _becomes(ctx, minion)
    elif minion == "marionette":
        yield from _marionette(ctx)
    elif minion == "baron":
        yield from _baron(ctx)


def _to_a_minion(ctx: AbilityContext, minion: str) -> Flow:
    seat = yield from ctx.storyteller(
        f"Plague Doctor-{ctx.character_name(minion)} jinx: which Minion gains the {ctx.character_name(minion)} "
        "ability?", _minion_players(ctx), step="plaguedoctor.minion")
    ctx.grant(seat, minion)
    ctx.tell(seat, f"You have gained the {ctx.character_name(minion)} ability.", kind="learned",
             data={"what": "gained ability", "value": minion})
    yield from catch_up(ctx, seat, minion)


def _becomes(ctx: AbilityContext, minion: str) -> Flow:
    seat = yield from ctx.storyteller(
        f"Plague Doctor-{ctx.character_name(minion)} jinx: which player becomes the {ctx.character_name(minion)}?",
        _becomers(ctx), step="plaguedoctor.player")
    ctx.change_character(seat, minion)
    if ctx.alignment_of(seat) != EVIL:
        ctx.change_alignment(seat, EVIL)
    yield from catch_up(ctx, seat, minion)


def _marionette(ctx: AbilityContext) -> Flow:
    seat = yield from ctx.storyteller(
        "Plague Doctor-Marionette jinx: which good neighbour of the Demon becomes the Marionette?",
        _good_demon_neighbours(ctx), step="plaguedoctor.player")
    ctx.change_character(seat, "marionette", tell=False, keep_believed=True)
    ctx.change_alignment(seat, EVIL, tell=False)


def _baron(ctx: AbilityContext) -> Flow:
    players = _townsfolk(ctx)
    chosen: tuple[int, ...] = yield from ctx.ask(
        STORYTELLER, "Plague Doctor-Baron jinx: which players (up to two) become Outsiders?", players,
        count=(0, min(2, len(players))), kind=DecisionKind.STORYTELLER, step="plaguedoctor.baron")
    for seat in chosen:
        free = _outsiders_free(ctx)
        if not free:
            return
        labels: dict[Any, str] = {c: ctx.character_name(c) for c in free}
        outsider = yield from ctx.storyteller(
            f"Plague Doctor-Baron jinx: which Outsider does {ctx.name(seat)} become?", free,
            step="plaguedoctor.outsider", labels=labels)
        ctx.change_character(seat, outsider)
        yield from catch_up(ctx, seat, outsider)
