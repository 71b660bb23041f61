"""The Storyteller can break the game rules, and if executed, good wins, even if you are dead. [No evil characters]

Rulings (almanac, Atheist; docs/rulings/carousel-townsfolk.md):
- Setup: when the Atheist goes in the bag, the Minion and Demon places become good ones; the
  Storyteller chooses how many of them are Outsiders (the rest Townsfolk), so there may be
  more Outsiders than the count says (almanac example 3). Evil tokens already chosen are
  taken back out of the bag.
- While the Atheist is on the script, any player may nominate the Storyteller (the players
  cannot know whether the Atheist is in play). If the Storyteller is executed: good wins if
  an Atheist is in play with its ability (alive or dead); otherwise evil wins (our ruling:
  good's win is the Atheist's ability alone, and executing the Storyteller when it lies about
  nothing is the town's mistake).
- While an Atheist's ability works (dead included: the lie must outlive the Atheist), and no
  Demon is in play, the rulebook's "no Demon alive" win does not happen; the game ends by
  the Storyteller's execution, or with evil's win when just two players are alive (our
  ruling: the Storyteller plays the absent evil team and the rulebook's last-two rule stands,
  so that the game ends).
- The Storyteller's freedom, made concrete: every ability's information may be any value of
  its domain (the Investigator's false pair: almanac example 2); each night after the first
  the Storyteller may kill one alive player, or none, as a Demon would; when a player
  nominates, the Storyteller may have the nominator die, as a Witch would (almanac example 2,
  the Sweetheart). These kills are the Atheist's ability, not a Demon's: protections from
  the Demon do not apply.
- A drunk or poisoned Atheist (a Philosopher's drunk) breaks nothing while that lasts.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow
from ...state import EVIL, GOOD, Nomination
from .. import SUPPRESS
from ..hooks import SetupBag

ABILITY_WORKS_WHEN_DEAD = True
"""Its rules keep working once it is dead ("even if you are dead")."""

STORYTELLER_NOMINABLE = True
"""Players may nominate the Storyteller while the Atheist is on the script."""


def setup_bag(bag: SetupBag) -> Flow:
    freed = bag.counts["minion"] + bag.counts["demon"]
    if freed == 0:
        return
    bag.counts["minion"] = 0
    bag.counts["demon"] = 0
    options = [o for o in range(freed + 1) if bag.fits("outsider", o)] or [0]
    extra = options[0]
    if len(options) > 1:
        extra = yield from bag.choose("setup.atheist", "Atheist: of the evil places, how many become Outsiders "
                                      "(the rest Townsfolk)?", options,
                                      labels={o: f"{o} Outsiders, {freed - o} Townsfolk" for o in options})
    bag.counts["outsider"] += extra
    bag.counts["townsfolk"] += freed - extra


def _works(ctx: AbilityContext) -> bool:
    return not ctx.acting and ctx.functioning


def on_storyteller_executed(ctx: AbilityContext) -> None:
    if any(ctx.ability_works(s, "atheist") for s in ctx.seats_with("atheist")):
        ctx.end_game(GOOD, "The Storyteller was executed and an Atheist is in play.")
        return
    ctx.end_game(EVIL, "The Storyteller was executed, and no Atheist is in play.")


def check_win(ctx: AbilityContext) -> tuple[str, str, str] | str | None:
    if not _works(ctx) or any(ctx.team_of(s) == "demon" for s in ctx.seats()):
        return None
    alive = [s for s in ctx.alive_seats() if not ctx.is_traveller(s)]
    if len(alive) <= 2:
        return (EVIL, "just two players are alive, and the Storyteller was never executed.", "atheist")
    return SUPPRESS


def information_rule(ctx: AbilityContext, asker: AbilityContext, truth: tuple[Any, ...], domain: tuple[Any, ...],
                     options: tuple[Any, ...]) -> tuple[tuple[Any, ...], str] | None:
    if not _works(ctx) or not domain:
        return None
    return (tuple(dict.fromkeys((*options, *domain))), "the Atheist: the Storyteller may break the rules")


def night_start(ctx: AbilityContext) -> Flow | None:
    if not _works(ctx) or any(ctx.team_of(s) == "demon" for s in ctx.seats()):
        return None
    return _night_death(ctx)


def _night_death(ctx: AbilityContext) -> Flow:
    alive = ctx.alive_seats()
    target = yield from ctx.storyteller("Atheist: as a Demon would, which player dies tonight (or none)?",
                                        [*alive, None], step="atheist.night")
    if target is not None:
        ctx.note(f"Atheist: the Storyteller kills {ctx.name(target)} tonight.")
        yield from ctx.kill(target)


def on_nomination(ctx: AbilityContext, nomination: Nomination) -> Flow | None:
    if not _works(ctx) or nomination.nominator < 0 or not ctx.alive(nomination.nominator):
        return None
    return _nominator_dies(ctx, nomination.nominator)


def _nominator_dies(ctx: AbilityContext, nominator: int) -> Flow:
    dies = yield from ctx.storyteller(f"Atheist: does {ctx.name(nominator)} die for nominating, as if a Witch "
                                      "had cursed them?", [False, True], step="atheist.nominator",
                                      labels={False: "no", True: "yes, they die"})
    if dies:
        yield from ctx.kill(nominator)
