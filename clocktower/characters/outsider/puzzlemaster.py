"""1 player is drunk, even if you die. If you guess (once) who it is, learn the Demon player, but guess wrong & get false info.

Rulings (almanac, Puzzlemaster):
- Before the first night the Storyteller marks one player drunk (usually a Townsfolk,
  sometimes an Outsider; a Minion or the Demon is allowed). We never mark the Puzzlemaster
  itself (our reading: its drunkenness would undo its own ability, the drunkenness
  included; the wiki's play tip, quoted at
  https://reddit.tnl.social/r/BloodOnTheClocktower/comments/1fwxw98/puzzlemaster_in_final_3,
  says a Puzzlemaster guessing itself is "almost certainly not the drunk"). The player is
  not told.
- That player stays drunk for the whole game, even after the Puzzlemaster dies. The
  drunkenness still comes from the Puzzlemaster's ability, so (rulebook "Drunkenness,
  poisoning") it stops while the Puzzlemaster is drunk or poisoned, or no longer the
  Puzzlemaster, and comes back when it recovers.
- Once per game, during the day, an alive Puzzlemaster may guess a player (we offer the
  guess privately, once in each day's talk; it may say so publicly in its statements).
  Whatever the guess, the Storyteller privately names one player: if the guess was the
  player the Puzzlemaster made drunk (others made drunk do not count), the Demon; if not,
  a player who is not the Demon. It is not told whether it guessed right.
- A drunk or poisoned Puzzlemaster may be named anybody; its guess is used up all the same.
- A dead Puzzlemaster cannot guess.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import DRUNK

ABILITY_WORKS_WHEN_DEAD = True  # "even if you die": only the drunkenness; the guess needs life


def after_deal(ctx: AbilityContext) -> Flow | None:
    if ctx.acting:
        return None
    return _choose_drunk(ctx)


def _choose_drunk(ctx: AbilityContext) -> Flow:
    order = {"townsfolk": 0, "outsider": 1, "minion": 2, "demon": 3}
    options = sorted((s for s in ctx.seats() if s != ctx.seat), key=lambda s: (order.get(ctx.team_of(s), 4), s))
    if not options:
        return
    drunk = yield from ctx.storyteller("Puzzlemaster: which player is drunk?", options, step="puzzlemaster.drunk")
    ctx.add_effect(DRUNK, drunk, until=None, token="Drunk")
    ctx.remind("Drunk", drunk)
    ctx.note(f"Puzzlemaster ({ctx.name(ctx.seat)}): {ctx.name(drunk)} is drunk for the whole game.")


def day_ability(ctx: AbilityContext) -> Flow:
    if ctx.reminded("Guess Used") or not ctx.alive():
        return
    others = [s for s in ctx.seats() if s != ctx.seat]
    guess = yield from ctx.ask(ctx.seat, "Puzzlemaster: guess who your drunk player is (once per game), or not yet",
                               (None, *others))
    if guess is None:
        return
    ctx.remind("Guess Used", ctx.seat)
    ctx.note(f"The Puzzlemaster ({ctx.name(ctx.seat)}) guesses {ctx.name(guess)}.")
    demons = []
    for s in ctx.seats():
        if (yield from ctx.registers_as_team(s)) == "demon":
            demons.append(s)
    if guess in ctx.reminded("Drunk"):
        truth, what = demons, "the Demon player"
    else:
        truth, what = [s for s in ctx.seats() if s not in demons], "a player who is not the Demon"
    yield from ctx.inform(truth=truth, domain=ctx.seats(), what=f"{what} (guessed {ctx.name(guess)})",
                          render=lambda v: f"The Storyteller names {ctx.name(v)}.")
