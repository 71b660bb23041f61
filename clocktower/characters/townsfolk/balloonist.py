"""Each night, you learn a player of a different character type than last night. [+0 or +1 Outsider]

Rulings (almanac, Balloonist):
- Setup: the Storyteller adds one Outsider (taken from the Townsfolk) or none.
- Each night the Balloonist is shown one player, alive or dead, good or evil (almanac),
  itself included (our reading: unlike "not yourself" abilities, the line excludes nobody). From the second showing on, a sober and healthy
  Balloonist must be shown a player whose character type differs from the type of the
  player shown the time before. The first showing may be anyone.
- A drunk or poisoned Balloonist may be shown anyone, even a player of the same type as
  last time; the next sober showing must still differ from the type of the player shown
  last (whatever the Balloonist's state was then).
- Types are asked through registration (a Recluse may register as a Minion or Demon); the
  type remembered for the next night is the one the shown player registered as when shown.
- Jinx (Marionette): a Marionette who believes it is the Balloonist may mean an Outsider
  was added at setup (engine: a cover's setup change, see the Marionette module).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow

SETUP_OUTSIDERS = (0, 1)


def _act(ctx: AbilityContext) -> Flow:
    ctx.wake()
    last = ctx.memory.get("last_type")
    seats = ctx.seats()
    types: dict[int, str] = {}
    for s in seats:
        types[s] = yield from ctx.registers_as_team(s)
    truth = [s for s in seats if last is None or types[s] != last]
    if not truth:
        truth = seats  # nobody of another type exists: any player (cannot happen with a Demon in play)
    shown = yield from ctx.inform(
        truth=truth, domain=seats, what="a player of a different character type than last night",
        render=lambda s: f"You learn {ctx.name(s)}.")
    ctx.memory["last_type"] = types[shown]
    ctx.memory["shown"] = shown


first_night = other_night = _act
"""The same action every night, the first included."""
