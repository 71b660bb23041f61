"""On your 1st night, look at the Grimoire & choose a player: they are poisoned. 1 good player knows a Widow is in play.

Rulings (almanac, Widow; wiki "How to Run"):
- On its first night the Widow wakes, is shown the whole Grimoire (an event only that
  seat sees: every seat's true character, what it believes, life, alignment, reminders,
  the Demon's bluffs), then chooses any player, itself included: that player is poisoned
  for as long as the Widow's ability works (until the Widow dies; while the Widow is drunk
  or poisoned the poison lapses, as every poisoner's does: rulebook).
- The same night the Storyteller picks one good player (true alignment) and shows them the
  Widow token: they learn that a Widow is in play, not who she is nor whom she poisoned.
  A drunk or poisoned Widow poisons nobody; the Storyteller may then tell no one, or show
  any Minion token.
- The engine always shows a drunk or poisoned Widow the true Grimoire (true information is
  always allowed; nothing in Seed 004 can poison her before she wakes but a Lleech's host
  choice).
- Jinx with the Damsel (poisoned while a Widow is or has been in play): the Damsel's module.
- Jinx with the Poppy Grower: while some Poppy Grower's ability works when the Widow wakes,
  she is not shown the Grimoire; she still wakes, chooses whom to poison, and a good player
  still learns that a Widow is in play (the jinx takes away only the look).
- Jinx Magician-Widow: while a Magician is in play, the Demon's and the Magician's
  character tokens are off the Grimoire the Widow sees (``magician.tokens_hidden``).
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow
from ...state import GOOD, POISONED
from ..townsfolk.magician import tokens_hidden


def first_night(ctx: AbilityContext) -> Flow:
    if ctx.acting or ctx.memory.get("acted"):
        return
    ctx.memory["acted"] = True
    ctx.wake()
    if any(ctx.ability_works(s, "poppygrower") for s in ctx.seats()):
        ctx.note("The Poppy Grower has its ability: the Widow does not see the Grimoire (Widow-Poppy Grower jinx).")
        prompt = "Choose a player to poison"
    else:
        ctx.show_grimoire(ctx.seat, without_tokens=tokens_hidden(ctx))  # (jinx with the Magician)
        prompt = "You see the Grimoire. Choose a player to poison"
    target = yield from ctx.choose_players(1, prompt=prompt)
    functioning = ctx.functioning
    if functioning and target is not None:
        ctx.add_effect(POISONED, target, until=None, token="Poisoned")
    good = [s for s in ctx.seats() if ctx.alignment_of(s) == GOOD and s != ctx.seat]
    options: list[Any] = list(good) + ([] if functioning and good else [None])
    know = yield from ctx.storyteller("Which good player learns that a Widow is in play?", options,
                                      step="widow.know")
    if know is None:
        return
    ctx.remind("Know", know)
    minions = [c for c in ctx.script_characters("minion")] or ["widow"]
    yield from ctx.inform(
        truth=["widow"], domain=minions, what="a Widow is in play",
        render=lambda c: f"A {ctx.character_name(c)} is in play.", learner=know)
