"""The Storyteller assigns all players' characters.

Rulings (no almanac how-to-run; roles.json `special` "distribute-roles" at pregame; a
Loric: the Storyteller's character; docs/rulings/loric.md):
- Without the Gardener, players draw their tokens from the bag. With it, the Storyteller
  decides who gets which token. The engine's deal (``setup.deal.<character>``: "which seat
  draws this token?") is always a Storyteller decision offering every seat the token may
  go to, so under the Gardener that decision is the assignment itself; the Gardener adds
  the rule that it is one, said to everyone: once the Grimoire is set every player is told
  that their character was assigned by the Storyteller, not drawn.
- The automated Storyteller assigns with its usual policy; a person at the Storyteller's
  seat answers each deal question. A fixed Grimoire (``seating=``) is such an assignment.
"""

from __future__ import annotations

from ...context import AbilityContext


def after_deal(ctx: AbilityContext) -> None:
    ctx.memory["assigned"] = {s: ctx.character_of(s) for s in ctx.seats()}
    ctx.announce("Gardener: the Storyteller assigned every player's character (none was drawn at random).",
                 kind="gardener", data={"players": len(ctx.seats())})
    return None
