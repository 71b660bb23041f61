"""If you died today or tonight, the Minion & Demon players may choose new Minion & Demon characters to be.

Rulings (almanac, Hatter; docs/rulings/carousel-outsiders-minions.md):
- When the Hatter dies (any death) while its ability works (not drunk or poisoned), it is
  marked TEA PARTY TONIGHT. The tea party happens at the Hatter's place in that night's
  order (a death by day: the coming night; a death tonight before that place: tonight; a
  later one: the next night).
- At the tea party each Minion and Demon player who knows their character (a Marionette does
  not), alive or dead, in seat order, chooses a character of the same type from the script
  or shakes their head (keeps their own). No two players may end up with the same character:
  a character already taken by an earlier chooser, or held by a player outside the party,
  is not offered, and a player whose own character an earlier chooser took must choose
  another (almanac example: the Mastermind must choose again). Each changed player is told
  their new character; they keep their alignment.
- The optional rule (Demon and Minion swapping types) is not used.
- A new Minion character whose place in tonight's order has passed acts at once (almanac
  example: the new Assassin kills that night), and a first-night-only ability catches up
  as a gained one does; a new Demon does not act again tonight (our reading: the Demon
  already had its action this night).
- Jinx Legion: while Legion is in play the Hatter has no ability; a Demon who chooses Legion
  makes every evil player Legion (the party then ends).
- Jinx Leviathan: after day 5 the Leviathan cannot be chosen.
- Jinx Lil' Monsta: a Demon player who chooses Lil' Monsta also chooses a Minion character
  to become (from those still free, as above); they become that Minion and the Storyteller
  holds Lil' Monsta from then on (the Minions choose its babysitter at its place each night).
  Our reading: Lil' Monsta is offered only while a Minion character is free, and only to a
  Demon (the optional type swap is not used), and no Minion may take it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...decisions import DecisionKind
from ...state import EVIL, Death
from .._gained import catch_up

if TYPE_CHECKING:
    from ...context import AbilityContext, Ask, Flow

ABILITY_WORKS_WHEN_DEAD = True
WAKES_WHEN_DEAD = True

_TEA_PARTY = "Tea Party Tonight"


def _legion_in_play(ctx: AbilityContext) -> bool:
    return any(ctx.character_of(s) == "legion" for s in ctx.seats())


def on_death(ctx: AbilityContext, death: Death) -> None:
    if death.seat != ctx.seat or not ctx.functioning or _legion_in_play(ctx):
        return
    ctx.memory["tea"] = ctx.night if ctx.is_night else ctx.day + 1
    ctx.remind(_TEA_PARTY, ctx.seat)


def other_night(ctx: AbilityContext) -> Flow | None:
    tea = ctx.memory.get("tea")
    if tea is None or tea > ctx.night:
        return None
    return _tea_party(ctx)


def _guests(ctx: AbilityContext) -> list[int]:
    """The Minion and Demon players who know what they are, in seat order."""
    return [s for s in ctx.seats() if ctx.team_of(s) in ("minion", "demon") and not ctx.is_traveller(s)
            and ctx.believed_character_of(s) == ctx.character_of(s)]


def _tea_party(ctx: AbilityContext) -> Flow:
    ctx.memory.pop("tea", None)
    ctx.unremind(_TEA_PARTY)
    if _legion_in_play(ctx):
        ctx.note("Hatter: Legion is in play, so the Hatter has no ability (Legion-Hatter jinx).")
        return
    guests = _guests(ctx)
    outside = {ctx.character_of(s) for s in ctx.seats() if s not in guests}
    taken: set[str] = set()
    changed: list[tuple[int, str]] = []
    for seat in guests:
        own = ctx.character_of(seat)
        team = ctx.team_of(seat)
        pool = [c for c in ctx.script_characters(team) if c not in taken and c not in outside
                and not (c == "leviathan" and ctx.day >= 5)]
        minion_pool = [c for c in ctx.script_characters("minion") if c not in taken and c not in outside
                       and c not in ctx.storyteller_characters()]
        if "lilmonsta" in pool and (not minion_pool or "lilmonsta" in ctx.storyteller_characters()):
            pool.remove("lilmonsta")
        options = ([own] if own in pool else []) + [c for c in pool if c != own]
        if not options:
            taken.add(own)
            continue
        labels: dict[Any, str] = {c: ctx.character_name(c) + (" (stay as you are)" if c == own else "")
                                  for c in options}
        choice = yield from ctx.ask(
            seat, "The Hatter died: choose a new character to be, or stay as you are", options,
            labels=labels, kind=DecisionKind.CHOOSE_CHARACTER, step="hatter")
        taken.add(choice)
        if choice == own:
            continue
        if choice == "lilmonsta":
            choice = yield from _lilmonsta_minion(ctx, seat, minion_pool)
            taken.add(choice)
        ctx.note(f"Hatter: {ctx.name(seat)} (the {ctx.character_name(own)}) becomes the "
                 f"{ctx.character_name(choice)}.")
        ctx.change_character(seat, choice)
        if choice == "legion":
            for other in ctx.seats():
                if other != seat and ctx.alignment_of(other) == EVIL and not ctx.is_traveller(other) \
                        and ctx.character_of(other) != "legion":
                    ctx.change_character(other, "legion")
            ctx.note("Hatter: Legion was chosen, so every evil player becomes Legion (Legion-Hatter jinx).")
            return
        changed.append((seat, choice))
    mine = ctx.character_facts(ctx.character).other_night
    for seat, choice in changed:
        yield from catch_up(ctx, seat, choice)
        facts = ctx.character_facts(choice)
        if (facts.team == "minion" and facts.other_night is not None and mine is not None
                and facts.other_night < mine):
            yield from ctx.use_other_night(seat, choice)


def _lilmonsta_minion(ctx: AbilityContext, seat: int, minions: list[str]) -> Ask[str]:
    """Jinx Lil' Monsta: the Demon who chose Lil' Monsta chooses a Minion to become; the
    Storyteller takes the Lil' Monsta token. Returns the Minion character chosen."""
    labels: dict[Any, str] = {c: ctx.character_name(c) for c in minions}
    minion = yield from ctx.ask(seat, "You chose Lil' Monsta: choose a Minion character to become", minions,
                                labels=labels, kind=DecisionKind.CHOOSE_CHARACTER, step="hatter.lilmonsta")
    ctx.give_storyteller("lilmonsta")
    ctx.note(f"Hatter: {ctx.name(seat)} chose Lil' Monsta, so becomes a Minion; the Storyteller holds Lil' Monsta "
             "(Hatter-Lil' Monsta jinx).")
    return str(minion)
