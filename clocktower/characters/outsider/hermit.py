"""You have all Outsider abilities. [-0 or -1 Outsider]

Rulings (almanac, Hermit; docs/rulings/carousel-outsiders-minions.md):
- Setup: the Storyteller may take one Outsider token out for a Townsfolk (``SETUP_OUTSIDERS``).
- The Hermit has the ability of every Outsider on the script but itself, in play or not
  (almanac: they are treated as the other Outsiders, using the Hermit's own reminders when
  one is also in play; its example's Hermit has three Outsider abilities, those of its
  script). They are granted once the Grimoire is set, before the first night (the Boffin's
  and the Philosopher's grant mechanism), and last while the player is the Hermit; a player
  made the Hermit later (the Pit-Hag) gains them then. A granted ability's own setup choice
  (the Puzzlemaster's drunk player) is made as it is granted.
- Not granted: the Drunk and the Lunatic. Their "ability" is what their player believes and
  draws instead of their character, which the Hermit's player already knows (our reading;
  the Boffin treats the Drunk so too). Everything else of each granted Outsider works as it
  does for that Outsider: the Recluse's registration (the engine reads granted abilities'
  registration), the Butler's master, the Klutz's choice, the Mutant's madness, the
  Sweetheart's drunk player, the Saint's loss...
- Clashes: the Storyteller's rule for a clash is the engine's rule for combining hooks
  (docs/hooks-semantics.md: voting restrictions intersect, so a Hermit-Butler-Zealot
  must vote yes whenever the Zealot rule binds, and the Butler rule still asks for the
  master's hand first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

SETUP_OUTSIDERS = (0, -1)

_NOT_GRANTED = ("hermit", "drunk", "lunatic")


def _outsider_abilities(ctx: AbilityContext) -> list[str]:
    return [c for c in ctx.script_characters("outsider") if c not in _NOT_GRANTED and ctx.is_implemented(c)]


def _grant_all(ctx: AbilityContext) -> list[str]:
    held = set(ctx.abilities_of(ctx.seat))
    given = [c for c in _outsider_abilities(ctx) if c not in held]
    for c in given:
        ctx.grant(ctx.seat, c, while_character="hermit")
    if given:
        ctx.note(f"The Hermit {ctx.name(ctx.seat)} has the abilities of: "
                 + ", ".join(ctx.character_name(c) for c in given) + ".")
    return given


def after_deal(ctx: AbilityContext) -> Flow | None:
    if ctx.acting or ctx.character_of(ctx.seat) != "hermit":
        return None
    return _setup(ctx)


def _setup(ctx: AbilityContext) -> Flow:
    for c in _grant_all(ctx):
        yield from ctx.use_setup(ctx.seat, c)


def on_character_changed(ctx: AbilityContext, seat: int, old: str) -> None:
    """A player made the Hermit mid-game gains the Outsider abilities then."""
    if seat == ctx.seat and ctx.character_of(seat) == "hermit" and old != "hermit":
        _grant_all(ctx)
