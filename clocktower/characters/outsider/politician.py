"""If you were the player most responsible for your team losing, you change alignment & win, even if dead.

Rulings (almanac, Politician; docs/rulings/carousel-outsiders-minions.md):
- Once the game is won and the Politician's team (its alignment as the game ends) lost, the
  Storyteller judges whether the Politician was the player most responsible for that loss:
  a yes-or-no decision (the ``at_game_end`` hook, asked before the win is announced). On
  yes the Politician changes alignment to the winning team and wins with it; the table is
  told. On no, the Politician loses with their team (almanac example: good lost through the
  group's own actions, not just the Politician's advice).
- An evil Politician whose play lost the game for evil turns good and wins with good (almanac
  How to Run).
- It works while the Politician is dead ("even if dead"), not while drunk or poisoned; a
  player who only believes they are the Politician changes nothing.
- Jinx Pit-Hag: an evil player the Pit-Hag made the Politician (its STAYS EVIL reminder)
  never turns good through this ability: no judgement is asked for them.
- Jinx Legion: the Politician may register as evil to Legion's ability.
- Jinx Vizier: the Politician may register as evil to the Vizier (whether good voted).
- Jinx Boffin: the Demon cannot have the Politician ability (see the Boffin).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import EVIL, GOOD

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

ABILITY_WORKS_WHEN_DEAD = True


def _stays_evil(ctx: AbilityContext) -> bool:
    """An evil Politician the Pit-Hag created (Pit-Hag jinx)."""
    return ctx.alignment_of(ctx.seat) == EVIL and ctx.seat in ctx.grimoire_reminders("pithag", "Stays evil")


def at_game_end(ctx: AbilityContext, winner: str) -> Flow | None:
    if not ctx.functioning or ctx.alignment_of(ctx.seat) == winner:
        return None
    if winner == GOOD and _stays_evil(ctx):
        return None
    return _judge(ctx, winner)


def _judge(ctx: AbilityContext, winner: str) -> Flow:
    team = ctx.alignment_of(ctx.seat)
    name = ctx.name(ctx.seat)
    responsible = yield from ctx.storyteller(
        f"{winner.capitalize()} wins. Was {name} (the Politician) the player most responsible for "
        f"{team} losing?", [False, True], step="politician",
        labels={False: f"no: {name} loses with {team}", True: f"yes: {name} turns {winner} and wins"})
    if not responsible:
        return
    ctx.change_alignment(ctx.seat, winner)
    ctx.announce(f"{name} was the Politician, most responsible for {team} losing: they turn {winner} "
                 f"and win with {winner}.", data={"seat": ctx.seat, "alignment": winner})


def registers_as_to(ctx: AbilityContext, aspect: str, asker: AbilityContext) -> set[str]:
    """Legion and Vizier jinxes: the Politician may register as evil to Legion and to the Vizier."""
    if aspect == "alignment" and asker.character in ("legion", "vizier") and ctx.functioning:
        return {ctx.alignment_of(ctx.seat), EVIL}
    return set()
