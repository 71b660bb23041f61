"""Each night, you see the Grimoire. You might register as good & as a Townsfolk or Outsider, even if dead.

Rulings (almanac, Spy; official jinxes with the Damsel and the Poppy Grower):
- Each night, the first included, the living Spy wakes at its place in the night order and
  is shown the whole Grimoire as it is at that moment, in a private event only the Spy's
  seat (and the Storyteller) sees: every seat's name, true character and the character it
  believes it is (the Drunk's Townsfolk, the Marionette's good character), alignment, alive
  or dead (tonight's deaths so far included), every reminder and effect on it (drunk and
  poisoned markers, the Monk's SAFE, the Fortune Teller's red herring...), abilities
  granted, and the Demon's three bluffs, which lie in the Grimoire too. It is the same view
  the Widow gets (:meth:`AbilityContext.show_grimoire`): a structured ``data`` payload plus
  a text. A drunk or poisoned Spy is shown the true Grimoire as well (true information is
  always legal; the engine never builds a false Grimoire). A dead Spy does not wake.
- Registration: whenever an ability asks the Spy's alignment, character type or character,
  the Storyteller may answer good or evil; Minion, Townsfolk or Outsider; the Spy or any
  Townsfolk or Outsider of the script. Each ask is its own choice (the Chef may see the Spy
  as evil and the Empath the same night as good). This works while the Spy is dead, not
  while it is drunk or poisoned: then it registers truly and the Storyteller is not asked.
  Registering as a good character gives the Spy none of that character's ability.
- Jinx Spy-Poppy Grower: while a Poppy Grower has its ability (alive, sober and healthy),
  the Spy does not see the Grimoire (and so is not woken).
- Jinx Spy-Damsel: once a Spy is or has been in play, the Damsel is poisoned, for as long as
  that player is the Damsel: from the deal (``after_deal``), and for a player who becomes the
  Damsel later while a Spy is in play. The poisoning stays after the Spy dies or leaves.
- Jinx Magician-Spy: while a Magician is in play, the Demon's and the Magician's
  character tokens are off the Grimoire the Spy sees (``magician.tokens_hidden``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import EVIL, GOOD, POISONED
from ..townsfolk.magician import tokens_hidden

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

ABILITY_WORKS_WHEN_DEAD = True
"""The registration works while the Spy is dead; a dead Spy still does not wake (the night
wakes dead seats only for ``WAKES_WHEN_DEAD``)."""


def first_night(ctx: AbilityContext) -> Flow:
    return _see(ctx)


def other_night(ctx: AbilityContext) -> Flow:
    return _see(ctx)


def _see(ctx: AbilityContext) -> Flow:
    if ctx.acting:
        return
    _damsel_jinx(ctx)
    if any(ctx.ability_works(s, "poppygrower") for s in ctx.seats()):
        ctx.note("The Poppy Grower has its ability: the Spy does not see the Grimoire (Spy-Poppy Grower jinx).")
        return
    ctx.wake()
    ctx.show_grimoire(ctx.seat, without_tokens=tokens_hidden(ctx))  # (jinx with the Magician)
    yield from ()


def registers_as(ctx: AbilityContext, aspect: str) -> set[str]:
    if not ctx.functioning:
        return set()
    if aspect == "alignment":
        return {GOOD, EVIL}
    if aspect == "team":
        return {"minion", "townsfolk", "outsider"}
    return {ctx.character} | set(ctx.script_characters("townsfolk")) | set(ctx.script_characters("outsider"))


def after_deal(ctx: AbilityContext) -> Flow:
    _damsel_jinx(ctx)
    yield from ()


def on_character_changed(ctx: AbilityContext, seat: int, old: str) -> None:
    if ctx.character_of(ctx.seat) == "spy" and ctx.character_of(seat) == "damsel":
        _damsel_jinx(ctx)


def _damsel_jinx(ctx: AbilityContext) -> None:
    """Jinx Spy-Damsel: every Damsel not yet poisoned by it is poisoned while it is the Damsel."""
    done = ctx.grimoire_reminders("spy", "Damsel poisoned")
    for s in ctx.seats_with("damsel"):
        if s not in done:
            ctx.remind("Damsel poisoned", s)
            ctx.add_effect(POISONED, s, until=None, needs_source=False, token="Poisoned (Spy-Damsel jinx)",
                           while_character="damsel")
