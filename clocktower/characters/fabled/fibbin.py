"""Once per game, 1 good player might get incorrect information.

Rulings (almanac, Fibbin; a Fabled: the Storyteller's character, never a seat's):
- Until it is spent, whenever an ability gives information to a good player (their true
  alignment; a Drunk or Marionette's believed ability too), the Storyteller may show any
  value of that information's domain: the false values join the legal set (the truth
  stays legal, unless another rule, the Vortox's, already took it out).
- The first time the Storyteller shows a false value through it, the Fibbin is spent (its
  NO ABILITY reminder) and every later piece of information follows the usual rules. A
  value already legal for another reason (a poisoned Empath's) does not spend it.
- Only information is affected: an ability's effect never fails because of the Fibbin
  (almanac example: the Virgin, the Monk). Information given on a death (the Ravenkeeper)
  counts.
- Evil players' information is never changed by it. A Fabled ability: it cannot be drunk
  or poisoned.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext
from ...state import GOOD

_WHY = "Fibbin: once per game a good player may get incorrect information"


def information_rule(ctx: AbilityContext, asker: AbilityContext, truth: tuple[Any, ...], domain: tuple[Any, ...],
                     options: tuple[Any, ...]) -> tuple[tuple[Any, ...], str] | None:
    if ctx.memory.get("spent") or asker.is_storyteller or not truth:
        return None
    if ctx.alignment_of(asker.seat) != GOOD:
        return None
    true = set(truth)
    wider = tuple(dict.fromkeys(options + tuple(v for v in domain if v not in true)))
    if wider == options:
        return None  # already free to show anything (drunk, poisoned): nothing to spend
    return wider, _WHY


def on_false_information(ctx: AbilityContext, asker: AbilityContext, why: str) -> None:
    if why == _WHY and not ctx.memory.get("spent"):
        ctx.memory["spent"] = (ctx.night if ctx.is_night else ctx.day, asker.seat)
        ctx.remind("No Ability", None)
        ctx.note(f"The Fibbin gave {ctx.name(asker.seat)} incorrect information: its ability is spent.")
