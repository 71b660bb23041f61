"""Each day, if you publicly guess which players are Minion(s) and which are Demon(s), good wins.

Rulings (almanac, Alsaahir; docs/rulings/carousel.md):
- Once a day, in the talk, the Alsaahir may publicly guess: first the players that are
  Demons (at least one), then the players that are Minions (any number, none included). The
  guess is announced. Any seat that claimed the Alsaahir may make it (BLUFFABLE), as with the
  Juggler and Gossip; it does nothing for a seat that is not the Alsaahir.
- The guess is right when the players guessed as Demons are exactly the players registering
  as a Demon to the Alsaahir, and those guessed as Minions exactly those registering as a
  Minion (dead players included: "which players are"). Each player registers once for the
  guess (a Recluse may be a Minion or the Demon, a Spy may not be a Minion; the Storyteller
  is asked only where it changes the answer). A Legion player counts as a Demon.
- A right guess while the ability works (alive, sober and healthy) ends the game: good wins.
  A wrong guess, or a drunk or poisoned Alsaahir's right guess, does nothing (almanac
  examples 2 to 4); the game goes on.
- The almanac's optional limit on how many players may make the guess each day is not used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import GOOD

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

BLUFFABLE = True


def day_ability(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("day") == ctx.day:
        return
    seats = ctx.seats()
    demons = yield from ctx.public_choice(
        "Alsaahir: publicly guess which players are the Demon(s) (none: make no guess)", seats,
        count=(0, len(seats)))
    if not demons:
        return
    ctx.memory["day"] = ctx.day
    rest = [s for s in seats if s not in demons]
    minions = yield from ctx.public_choice("Alsaahir: and which players are the Minion(s)?", rest,
                                           count=(0, len(rest)))
    names = ", ".join(ctx.name(s) for s in demons)
    text = (f"{ctx.name(ctx.seat)} (Alsaahir) guesses: Demon {names}; Minions "
            f"{', '.join(ctx.name(s) for s in minions) or 'none'}.")
    ctx.announce(text, kind="statement",
                 data={"seat": ctx.seat, "alsaahir": {"demons": list(demons), "minions": list(minions)}})
    if ctx.acting or not ctx.functioning:
        return
    registered: dict[int, str] = {}
    for s in seats:
        registered[s] = yield from ctx.registers_as_one_of(s, "team", ("minion", "demon"))
    if (set(demons) == {s for s in seats if registered[s] == "demon"}
            and set(minions) == {s for s in seats if registered[s] == "minion"}):
        ctx.end_game(GOOD, f"the Alsaahir {ctx.name(ctx.seat)} guessed every Minion and Demon.")
