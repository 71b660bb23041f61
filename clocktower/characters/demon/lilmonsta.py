"""Each night, Minions choose who babysits Lil' Monsta & "is the Demon". Each night*, a player might die. [+1 Minion]

Rulings (almanac and wiki, Lil' Monsta; docs/rulings/loric-demons.md):
- Setup: the Lil' Monsta token leaves the bag and a Minion takes its place, so no player is
  dealt a Demon; the Storyteller holds the token (``HELD_BY_STORYTELLER``: its hooks run
  with ``ctx.seat == STORYTELLER``, never announced). There is no Minion or Demon info on
  the first night, and no Demon learns bluffs.
- Each night, at its place, the alive Minions wake together (so they see each other) and
  each points at a player. A player pointed at by more than half of them babysits; else
  the Storyteller chooses among the players pointed at (almanac: "if they can't decide,
  choose a player"). The babysitter is woken and told; every Minion awake learns who it is.
- The babysitter "is the Demon": it registers as the Demon (type Demon, character Lil'
  Monsta) to every ability, is marked IS THE DEMON, and the win checks treat it as the
  Demon: if it dies, good wins; if only two players are alive with it among them, evil
  wins. Lil' Monsta is then dead: nobody babysits it any more and nobody dies to it.
- Each night except the first the Storyteller may have one player die (a Demon's kill,
  stopped by the Soldier, the Monk...), or nobody.
- While nobody has babysat yet (before the first night's choice) the game goes on.
- Jinx, Poppy Grower: while Lil' Monsta and the Poppy Grower are alive, the Minions wake one
  by one, each asked whether they take the token, until one does (if none does, the
  Storyteller gives it to one of them).
- Jinx, Scarlet Woman: if the babysitter dies with 5 or more players alive (before the
  death), an alive, sober and healthy Scarlet Woman babysits Lil' Monsta from then on, and
  the Minions no longer choose.
- Jinx, Marionette ("they enter play after the Demon & must start as their neighbor"): no
  seat is dealt a Demon, so the Marionette may be dealt anywhere; on the first night the
  Demon enters play as the Minions choose the babysitter, and then they may choose only a
  neighbour of the Marionette, so the two start as neighbours. The Marionette is never
  woken to choose (it does not know it is a Minion).
- Jinx, Magician: while a Magician is alive (drunk or not: the jinx names no ability), the
  Minions do not wake to choose: the Storyteller chooses which Minion babysits, among the
  alive Minions (the Marionette's neighbours on the first night, as above). Only the
  babysitter is told (our reading: the Minions did not wake, so they learn nothing).
- Jinxes, Psychopath and Vizier: a babysitting Psychopath or Vizier dies when executed (no
  roshambo; the Vizier's day safety does not hold): in their modules, through
  :func:`babysits`.
- Jinx, Hatter: a Demon who chooses Lil' Monsta at the tea party also chooses a Minion to
  become (in the Hatter's module); the Storyteller then holds Lil' Monsta.
"""

from __future__ import annotations

from ...characters import SUPPRESS
from ...context import AbilityContext, Ask, Flow
from ...decisions import DecisionKind
from ...setup_rules import SetupError
from ...state import EVIL, GOOD, Death
from ..fabled import toymaker as _toymaker
from ..hooks import SetupBag

HELD_BY_STORYTELLER = True
_TOKEN = "Is The Demon"

__helpers__ = ("babysits",)
"""Used by the Psychopath's and the Vizier's modules for their jinxes."""


def babysits(ctx: AbilityContext, seat: int) -> bool:
    """True when ``seat`` babysits Lil' Monsta now (it bears the IS THE DEMON reminder).

    Args:
        ctx: any seat's ability context (the Grimoire is read, not the seat).
        seat: the seat asked about.

    Returns:
        Whether Lil' Monsta is held by the Storyteller and ``seat`` babysits it.
    """
    return "lilmonsta" in ctx.storyteller_characters() and seat in ctx.grimoire_reminders("lilmonsta", _TOKEN)


def setup_bag(bag: SetupBag) -> None:
    if bag.counts["minion"] + 1 > len(bag.candidates("minion")) and not bag.duplicable("minion"):
        raise SetupError("Lil' Monsta needs one more Minion than the script can give")
    bag.counts["demon"] -= 1
    bag.counts["minion"] += 1
    bag.keep_for_storyteller("lilmonsta")


def blocks_evil_info(ctx: AbilityContext) -> bool:
    return ctx.first_night


def _babysitter(ctx: AbilityContext) -> int | None:
    sitter = ctx.memory.get("babysitter")
    return None if sitter is None else int(sitter)


def _act(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("dead"):
        return
    if not ctx.first_night:
        yield from _kill(ctx)
        if ctx.memory.get("dead"):
            return
    if ctx.memory.get("scarlet"):
        return  # the Scarlet Woman babysits for the rest of the game
    sitter_now = _babysitter(ctx)
    if sitter_now is not None and ctx.alive(sitter_now) and ctx.keeps_demon_token(sitter_now):
        ctx.note(f"{ctx.name(sitter_now)} keeps babysitting Lil' Monsta tonight: the token cannot move.")
        return
    minions = [s for s in ctx.alive_seats() if ctx.team_of(s) == "minion" and ctx.character_of(s) != "marionette"]
    if not minions:
        return
    poppy = [s for s in ctx.seats_with("poppygrower") if ctx.alive(s)]
    if any(ctx.alive(s) for s in ctx.seats_with("magician")):
        sitter = yield from _storyteller_picks(ctx, minions)
        _hand_token(ctx, sitter, [])
        return
    if poppy:
        sitter = yield from _one_by_one(ctx, minions)
    else:
        sitter = yield from _together(ctx, minions)
    _hand_token(ctx, sitter, minions)


def _together(ctx: AbilityContext, minions: list[int]) -> Ask[int]:
    for m in minions:
        others = [o for o in minions if o != m]
        ctx.tell(m, "You wake with the other Minions: " + (", ".join(ctx.name(o) for o in others) or "no one else")
                 + ". Choose who babysits Lil' Monsta.", kind="lilmonsta_minions", data={"minions": tuple(others)})
    # The Minions first, then everyone else (any player may be chosen).
    options = minions + [s for s in ctx.seats() if s not in minions]
    options = _marionette_neighbours(ctx, options)
    points: list[int] = []
    for m in minions:
        p = yield from ctx.ask(m, "Lil' Monsta: point at the player who babysits Lil' Monsta", options,
                               kind=DecisionKind.CHOOSE_PLAYERS, step="lilmonsta.babysit")
        points.append(p)
    for p in dict.fromkeys(points):
        if points.count(p) * 2 > len(points):
            return p
    picks = list(dict.fromkeys(points))
    return (yield from ctx.storyteller("The Minions do not agree: who babysits Lil' Monsta?", picks,
                                       step="lilmonsta.undecided"))


def _storyteller_picks(ctx: AbilityContext, minions: list[int]) -> Ask[int]:
    """Jinx, Magician: the Storyteller chooses the babysitting Minion."""
    options = [m for m in minions if m in _marionette_neighbours(ctx, list(ctx.seats()))] or minions
    return (yield from ctx.storyteller("A Magician is alive: which Minion babysits Lil' Monsta?", options,
                                       step="lilmonsta.magician"))


def _marionette_neighbours(ctx: AbilityContext, options: list[int]) -> list[int]:
    """Jinx, Marionette: on the first night the babysitter must neighbour the Marionette."""
    if not ctx.first_night:
        return options
    near = {n for m in ctx.seats_with("marionette") for n in ctx.neighbours(m)}
    narrowed = [s for s in options if s in near]
    return narrowed or options


def _one_by_one(ctx: AbilityContext, minions: list[int]) -> Ask[int]:
    """Jinx, Poppy Grower: Minions wake one by one until one takes the token."""
    allowed = _marionette_neighbours(ctx, list(ctx.seats()))
    minions = [m for m in minions if m in allowed] or minions
    for m in minions:
        take = yield from ctx.ask(m, "Lil' Monsta: do you take the Lil' Monsta token?", [True, False],
                                  kind=DecisionKind.CHOOSE_PLAYERS, step="lilmonsta.take")
        if take:
            return m
    return (yield from ctx.storyteller("No Minion took Lil' Monsta: who babysits it?", minions,
                                       step="lilmonsta.undecided"))


def _hand_token(ctx: AbilityContext, sitter: int, minions: list[int]) -> None:
    ctx.memory["babysitter"] = sitter
    ctx.unremind(_TOKEN)
    ctx.remind(_TOKEN, sitter)
    ctx.note(f"{ctx.name(sitter)} babysits Lil' Monsta tonight and is the Demon.")
    ctx.tell(sitter, "You babysit Lil' Monsta: you are the Demon.", kind="lilmonsta",
             data={"babysitter": sitter})
    for m in minions:
        if m != sitter:
            ctx.tell(m, f"{ctx.name(sitter)} babysits Lil' Monsta.", kind="lilmonsta", data={"babysitter": sitter})


def _kill(ctx: AbilityContext) -> Flow:
    if _toymaker.attack_barred(ctx):
        return
    options = [None, *[s for s in ctx.alive_seats() if ctx.alignment_of(s) == GOOD],
               *[s for s in ctx.alive_seats() if ctx.alignment_of(s) != GOOD]]
    victim = yield from ctx.storyteller("Lil' Monsta: a player might die tonight: who dies?", options,
                                        step="lilmonsta.kill")
    if victim is None:
        _toymaker.chose_not_to_attack(ctx, "Nobody dies to Lil' Monsta tonight: it does not attack (Toymaker).")
        return
    ctx.remind("Dead", victim)
    yield from ctx.kill(victim)


first_night = other_night = _act


def registration_rule(ctx: AbilityContext, asker: AbilityContext, seat: int, aspect: str) -> str | None:
    if ctx.memory.get("dead") or seat != _babysitter(ctx):
        return None
    if aspect == "team":
        return "demon"
    if aspect == "character":
        return "lilmonsta"
    if aspect == "alignment":
        return EVIL
    return None


def on_death(ctx: AbilityContext, death: Death) -> None:
    if ctx.memory.get("dead") or death.seat != _babysitter(ctx):
        return None
    scarlet = [s for s in ctx.seats_with("scarletwoman") if ctx.alive(s) and ctx.functions(s)]
    if scarlet and ctx.alive_count() + 1 >= 5:
        heir = scarlet[0]
        ctx.memory["babysitter"] = heir
        ctx.memory["scarlet"] = True
        ctx.unremind(_TOKEN)
        ctx.remind(_TOKEN, heir)
        ctx.note(f"The babysitter died with 5 or more alive: {ctx.name(heir)} (Scarlet Woman) babysits "
                 "Lil' Monsta for the rest of the game.")
        ctx.tell(heir, "You babysit Lil' Monsta: you are the Demon.", kind="lilmonsta", data={"babysitter": heir})
        return None
    ctx.memory["dead"] = True
    ctx.unremind(_TOKEN)
    ctx.note(f"{ctx.name(death.seat)} died babysitting Lil' Monsta: Lil' Monsta is dead.")
    return None


def check_win(ctx: AbilityContext) -> tuple[str, str, str] | str | None:
    if any(ctx.alive(s) and ctx.team_of(s) == "demon" for s in ctx.seats()):
        return None  # a Demon player is alive as well: the rulebook's checks hold
    if ctx.memory.get("dead"):
        return GOOD, "Lil' Monsta's babysitter died.", "no-demon"
    sitter = _babysitter(ctx)
    if sitter is not None and ctx.alive_count() <= 2:
        return EVIL, "just two players are alive and one of them babysits Lil' Monsta.", "two-alive"
    return SUPPRESS
