"""Each night, choose a player: you learn their alignment. [+0 to +2 Village Idiots. 1 of the extras is drunk]

Rulings (almanac, Village Idiot; the page is in Korean, read in translation):
- Setup: when the Village Idiot goes into the bag the Storyteller adds 0, 1 or 2 more
  Village Idiot tokens, each taking the place of another Townsfolk (never more than the
  Townsfolk places left), so 1 to 3 Village Idiots may be in play at any player count.
- With 2 or more Village Idiots, the Storyteller marks one of them drunk before the first
  night (RULES.md "Setup": a standing choice); it stays drunk for the whole game, even once
  every sober Village Idiot has died, and even if a sober one is made drunk or poisoned by
  something else. A lone Village Idiot is not drunk.
- Each night (the first too) each Village Idiot, one at a time, chooses any player and
  learns their alignment (as registered). A drunk one may be shown either alignment, the
  truth included.
- Jinxes with the Boffin and the Pit-Hag belong to those characters.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow, team_of_character
from ...state import DRUNK, EVIL, GOOD
from ..hooks import SetupBag


def setup_bag(bag: SetupBag) -> Flow:
    fixed_townsfolk = sum(1 for c in bag.chosen if team_of_character(c) == "townsfolk" and bag.is_fixed(c))
    room = bag.counts["townsfolk"] - fixed_townsfolk
    options = [k for k in (0, 1, 2) if k <= room]
    extra = 0
    if len(options) > 1:
        extra = yield from bag.choose(
            "setup.modifier.villageidiot", "Village Idiot: how many extra Village Idiots?", options,
            labels={k: f"+{k} Village Idiot{'' if k == 1 else 's'}" for k in options})
    for _ in range(extra):
        bag.add("villageidiot")


def after_deal(ctx: AbilityContext) -> Flow | None:
    idiots = ctx.seats_with("villageidiot")
    if ctx.acting or len(idiots) < 2 or ctx.seat != idiots[0]:
        return None
    return _mark_drunk(ctx, idiots)


def _mark_drunk(ctx: AbilityContext, idiots: list[int]) -> Flow:
    drunk = yield from ctx.storyteller("Which Village Idiot is drunk for the whole game?", idiots,
                                       step="villageidiot.drunk")
    # The DRUNK reminder belongs to the Village Idiot token: a drunk Village Idiot the Kazali
    # turns into a Minion is sober.
    ctx.add_effect(DRUNK, drunk, until=None, needs_source=False, token="Drunk", while_character="villageidiot")
    ctx.remind("Drunk", drunk)
    ctx.note(f"Village Idiot: {ctx.name(drunk)} is the drunk Village Idiot for the whole game.")


def _act(ctx: AbilityContext) -> Flow:
    ctx.wake()
    target = yield from ctx.choose_players(1, prompt="Choose a player: you learn their alignment")
    truth = yield from ctx.registers_as_alignment(target)
    yield from ctx.inform(truth=[truth], domain=[GOOD, EVIL], what=f"{ctx.name(target)}'s alignment",
                          render=lambda v: f"{ctx.name(target)} is {v}.")


first_night = other_night = _act
"""The same action every night, the first included."""
