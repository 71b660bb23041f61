"""All Minions know a Damsel is in play. If a Minion publicly guesses you (once), your team loses.

Rulings (almanac, Damsel; wiki Damsel; the designers' "how to run" notes, quoted at
https://kiprinfo.ru/tg/1185946640/34616: "a Minion publicly guesses which living player is
the Damsel", "Minions may guess at any time, day or night, alive or dead"; jinx Widow):
- First night (at the Damsel's place, any player count): every Minion who knows it is a
  Minion is told that a Damsel is in play (not who). This does not depend on the Damsel
  being sober: it is the Minions' start information. The Marionette, who believes it is
  good, is not told. A player who gains the Damsel ability later (a Philosopher) makes the
  Minions learn it at the first night the ability works.
- Each day, before nominations, each Minion (alive or dead) may publicly guess one living
  player as the Damsel, until a guess has been made: the Minions have one guess in all.
  The guess is announced to everyone. It wins for evil only if it names the player with
  this ability while the ability works (alive, sober, healthy); a wrong guess, or a right
  one while the Damsel is dead, drunk or poisoned, just uses the guess up (GUESS USED).
  The Demon cannot guess; guesses by other players mean nothing, so only Minions are asked
  (a decision is seen only by the seat asked, DESIGN property 3, and each Minion already
  knows a Damsel is in play; asking everyone would tell good players one is). Guesses are
  offered by day only: a public guess needs the table, which meets by day (our reading).
- "Your team loses" is the team of the player holding the ability: a Damsel found ends the
  game as a loss for her alignment. The Demon given the Damsel's ability by the Boffin is
  evil, so a Minion finding it makes evil lose (almanac, Boffin: the Demon has the good
  character's ability as written; our reading of "your team").
- Several Damsel abilities (the Damsel and a Boffin's or Philosopher's) share the Minions'
  one guess ("once"): the question is asked once a day, and the guess wins or loses against
  whichever of them it names; GUESS USED ends it for all (our reading: the guess belongs to
  the Minions, not to each ability).
- Jinx (Widow): if a Widow is or has ever been in play, the Damsel is poisoned (for as long
  as she is the Damsel).
- Huntsman: see the Huntsman; once she becomes a Townsfolk she no longer has this ability.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import EVIL, GOOD, POISONED


def _minions(ctx: AbilityContext) -> list[int]:
    """Minions who know they are Minions (not the Marionette)."""
    return [s for s in ctx.seats() if ctx.team_of(s) == "minion"
            and ctx.in_minion_info(ctx.character_of(s))]


def _widow_jinx(ctx: AbilityContext) -> None:
    if ctx.acting or ctx.character != ctx.character_of(ctx.seat) or ctx.memory.get("widow_jinx"):
        return
    if any(ctx.character_of(s) == "widow" for s in ctx.seats()):
        ctx.memory["widow_jinx"] = True
        ctx.add_effect(POISONED, ctx.seat, until=None, needs_source=False, token="Poisoned (Widow jinx)",
                       while_character="damsel")


def first_night(ctx: AbilityContext) -> Flow:
    _widow_jinx(ctx)
    _tell_minions(ctx, first=True)
    yield from ()


def other_night(ctx: AbilityContext) -> Flow:
    _widow_jinx(ctx)
    _tell_minions(ctx, first=False)
    yield from ()


def _tell_minions(ctx: AbilityContext, first: bool) -> None:
    if ctx.acting or ctx.memory.get("told") or not (first and ctx.first_night or ctx.functioning):
        return
    ctx.memory["told"] = True
    for m in _minions(ctx):
        ctx.tell(m, "A Damsel is in play.", kind="learned", data={"what": "a Damsel is in play", "value": "damsel"})


def _holders(ctx: AbilityContext) -> list[int]:
    """Seats that truly hold a Damsel ability (own or granted), in seat order."""
    return [s for s in ctx.seats() if "damsel" in ctx.abilities_of(s)]


def during_day(ctx: AbilityContext) -> Flow:
    _widow_jinx(ctx)
    if ctx.acting or ctx.grimoire_reminders("damsel", "Guess Used"):
        return
    holders = _holders(ctx)
    if not holders or holders[0] != ctx.seat:
        return  # one question a day for all Damsel abilities: the first holder's hook asks
    for m in _minions(ctx):
        options = (None, *(s for s in ctx.alive_seats() if s != m))
        guess = yield from ctx.ask(m, "Publicly guess which living player is the Damsel (the Minions' one guess), "
                                      "or no one", options)
        if guess is None:
            continue
        ctx.remind("Guess Used", ctx.seat)
        ctx.announce(f"{ctx.name(m)} publicly guesses that {ctx.name(guess)} is the Damsel.", kind="statement",
                     data={"seat": m, "damsel_guess": guess})
        if guess in holders and ctx.ability_works(guess, "damsel"):
            loser = ctx.alignment_of(guess)
            ctx.end_game(GOOD if loser == EVIL else EVIL,
                         f"a Minion publicly found the Damsel ({ctx.name(guess)}): "
                         f"{'evil' if loser == EVIL else 'good'} loses.")
        ctx.note("The Damsel guess is used up without effect.")
        return
