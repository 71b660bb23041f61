"""If a Wizard is in play 1 good player knows & each day, while alive, may privately guess the wizard wish & learn how accurate they are if a wish has been made.

The Fabled of the tournament script "Off to see the Wizard" (homebrew id
``offwizard-offwizard``); rulings in docs/rulings/tournament-homebrew.md:
- A Fabled: the Storyteller's character, never a seat's; its ability always works.
- "1 good player knows": after the deal, if a seat's true character is the Wizard, the
  Storyteller picks one good player (true alignment), who is told privately that a Wizard
  is in play (not who it is). With no Wizard dealt, nobody is picked; if a Wizard comes
  into play later, the pick is made at the next dawn (``after_dawn``).
- Each day, while that player is alive, they may make one private guess at the wish, from
  the Wizard's documented wishes (:data:`clocktower.characters.minion.wizard.WISHES`).
  Only once a wish has been made (the Wizard wished and the Storyteller granted or
  refused it) do they hear how accurate the guess is, on the Amnesiac's scale
  (cold, warm, hot, bingo). How close a guess is is the Storyteller's judgement (every
  answer legal); the engine suggests "bingo" for the granted wish and "cold" otherwise.
  Before a wish is made they may still guess and learn nothing ("no wish has been made").
- The knower's own drunkenness or poisoning does not matter: the information is the
  Fabled's, not the knower's ability.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow
from ...state import GOOD
from ..minion.wizard import WISHES
from ..townsfolk.amnesiac import FEEDBACK

_STEP = "offwizardoffwizard"


def _wizards(ctx: AbilityContext) -> list[int]:
    return ctx.seats_with("wizard")


def _pick_knower(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("knower") is not None or not _wizards(ctx):
        return
    good = [s for s in ctx.seats() if ctx.alignment_of(s) == GOOD and not ctx.is_traveller(s)]
    if not good:
        return
    knower = yield from ctx.storyteller("Off to see the Wizard: which good player knows a Wizard is in play?",
                                        good, step=f"{_STEP}.knower")
    ctx.memory["knower"] = knower
    ctx.tell(knower, "A Wizard is in play. Each day, while alive, you may privately guess the Wizard's wish.",
             kind="offwizard", data={"wizard": True})


def after_deal(ctx: AbilityContext) -> Flow:
    yield from _pick_knower(ctx)


def after_dawn(ctx: AbilityContext) -> Flow:
    yield from _pick_knower(ctx)


def _wish(ctx: AbilityContext) -> tuple[bool, str | None]:
    """Whether a wish has been made, and the documented wish granted (None: none tracked)."""
    for seat in _wizards(ctx):
        notes = ctx.memory_of(seat, "wizard")
        if notes.get("used"):
            return True, notes.get("wish")
    return False, None


def during_day(ctx: AbilityContext) -> Flow:
    knower = ctx.memory.get("knower")
    if knower is None or not ctx.alive(knower) or ctx.memory.get("guessed") == ctx.day:
        return
    labels: dict[Any, str] = {None: "no guess", **{w.id: w.asks for w in WISHES.values()}}
    guess = yield from ctx.ask(knower, "Off to see the Wizard: guess the Wizard's wish?", (None, *WISHES),
                               labels=labels, step=_STEP)
    if guess is None:
        return
    ctx.memory["guessed"] = ctx.day
    made, wish = _wish(ctx)
    if not made:
        ctx.tell(knower, "No wish has been made yet.", kind="learned", data={"value": None})
        return
    yield from ctx.inform(truth=("bingo" if guess == wish else "cold",), domain=FEEDBACK,
                          what="how accurate the wish guess is", judged=True, learner=knower,
                          render=lambda v: f"Your guess at the wish: {v}.")
