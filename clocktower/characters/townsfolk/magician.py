"""The Demon thinks you are a Minion. Minions think you are a Demon.

Rulings (almanac, Magician; docs/rulings/carousel-townsfolk.md):
- In the first night's Minion info, the Minions are shown the Demon and the Magician, in
  seat order, as the players one of whom is the Demon; in the Demon info the Demon is shown
  its Minions and the Magician, in seat order, as its Minions. Nothing else changes: the
  Magician is woken for neither and learns nothing; with fewer than 7 players there is no
  such info, so the ability does nothing. A drunk or poisoned Magician (when the info is
  given) is not shown; a player who only believes it is the Magician is not either.
- The info given again mid-game (the Poppy Grower's death) shows the Magician the same way.
- Jinx Magician-Legion: the Legion players are shown the Magician among their fellow
  Legion players, and each Legion player learns that a Magician is in play, not which
  player it is; the Magician wakes with Legion (it is shown the Legion players). To Legion's
  ability the Magician may register as evil (a Storyteller choice).
- Jinx Magician-Marionette: while the Magician is alive, the Demon learns only that one of
  its neighbours is its Marionette (the Marionette's module).
- Jinxes Magician-Spy and Magician-Widow: while a Magician is in play, the Demon's and the
  Magician's character tokens are off the Grimoire they see (:func:`tokens_hidden`).
- Jinx Magician-Wraith: while the Wraith is on the script, after each execution the living
  Magician (with its ability) may publicly guess a living player as the Wraith; if right,
  the Demon's night choice tonight must be that player (the Alchemist's shared helpers).
  Offered whether or not a Wraith is in play (our reading: offering it only then would tell
  the Magician so).
- Jinx Magician-Vizier: while a Vizier is in play the Magician has no ability (none of the
  above happens: the evil info is the usual one) but is immune to the Vizier's ability (in
  the Vizier's module: its immediate execution does nothing to the Magician).
- Jinx Magician-Lil' Monsta: in Lil' Monsta's module (the Storyteller picks the babysitter).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from .alchemist import demon_choice, guess_the_minion

__helpers__ = ("tokens_hidden", "fools_the_demon")
"""Used by the Spy's, the Widow's and the Marionette's modules for their jinxes."""


def _vizier_in_play(ctx: AbilityContext) -> bool:
    """Jinx Magician-Vizier: with a Vizier in play the Magician has no ability."""
    return bool(ctx.seats_with("vizier"))


def evil_info_decoy(ctx: AbilityContext, viewer: int) -> str | None:
    if ctx.acting or not ctx.functioning or _vizier_in_play(ctx):
        return None
    if ctx.character_of(viewer) == "legion":
        return "demon"  # jinx Magician-Legion: it wakes with Legion
    team = ctx.team_of(viewer)
    if team == "demon":
        return "minion"
    if team == "minion":
        return "demon"
    return None


def first_night(ctx: AbilityContext) -> Flow | None:
    """Jinx Magician-Legion: where the Demon info will be given tonight (7 or more players,
    not blocked), Legion learns that a Magician is in play and the Magician wakes with Legion.
    (The Magician's place in the first night comes just before the Minion and Demon info.)"""
    if ctx.acting or not ctx.functioning or ctx.evil_info_blocked() or _vizier_in_play(ctx):
        return None
    if sum(1 for s in ctx.seats() if not ctx.is_traveller(s)) < 7:
        return None
    legion = [s for s in ctx.seats() if ctx.character_of(s) == "legion"]
    if not legion:
        return None
    for s in legion:
        ctx.tell(s, "A Magician is in play, among the players you will be shown as Legion.", kind="learned",
                 data={"what": "a Magician is in play", "value": True})
    ctx.wake()
    ctx.tell(ctx.seat, "You wake with Legion: " + ", ".join(ctx.name(s) for s in legion) + ".",
             kind="learned", data={"what": "the Legion players", "value": legion})
    return None


def registers_as_to(ctx: AbilityContext, aspect: str, asker: AbilityContext) -> set[str]:
    """Jinx Magician-Legion: it might register as evil to Legion."""
    if aspect == "alignment" and asker.character == "legion" and ctx.functioning and not _vizier_in_play(ctx):
        return {"evil"}
    return set()


def tokens_hidden(ctx: AbilityContext) -> list[int]:
    """The seats whose character tokens are off the Grimoire a Spy or Widow sees (their
    jinxes with the Magician): every Demon's and Magician's, while a Magician is in play."""
    magicians = ctx.seats_with("magician")
    if not magicians or _vizier_in_play(ctx):
        return []
    return sorted(set(magicians) | {s for s in ctx.seats() if ctx.team_of(s) == "demon"})


def fools_the_demon(ctx: AbilityContext) -> bool:
    """Jinx Magician-Marionette: True while a Magician is alive."""
    return not _vizier_in_play(ctx) and any(ctx.alive(s) for s in ctx.seats_with("magician"))


def end_of_day(ctx: AbilityContext) -> Flow | None:
    """Jinx Magician-Wraith: the public guess after an execution."""
    if "wraith" not in ctx.script_characters() or ctx.executed_today is None:
        return None
    if ctx.acting or not ctx.functioning or _vizier_in_play(ctx):
        return None
    return guess_the_minion(ctx, "wraith")


def must_choose(ctx: AbilityContext, chooser: AbilityContext) -> tuple[int, ...] | None:
    return demon_choice(ctx, chooser)
