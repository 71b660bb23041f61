"""Once per game, at night, choose a living player: the Damsel, if chosen, becomes a not-in-play Townsfolk. [+the Damsel]

Rulings (almanac, Huntsman and Damsel; wiki Huntsman):
- Setup: if the Damsel is not already in the bag, it is added. "[+the Damsel]" means the
  Damsel is in play, not "+1 Outsider": the Storyteller either swaps a Townsfolk for it
  (+1 Outsider) or lets it take one of the Outsider places (the bag then drops another
  Outsider); with no Outsider place the first is the only way.
- Each night until it has chosen, the Huntsman may choose one living player, or no one.
  Choosing uses the ability up, right or wrong, drunk or sober.
- A sober and healthy Huntsman that chooses the Damsel turns her at once into a Townsfolk
  that is not in play (the Storyteller's pick among the script's, else the fixed list
  ``_pools.OFF_SCRIPT_TOWNSFOLK``);
  she learns which, loses the Damsel ability and has the new one. Her being drunk or
  poisoned does not matter. A character made this way that acts on the first night only
  acts at once (the Noble's "created mid-game" rule).
- A drunk or poisoned Huntsman changes nobody.
- The candidates are the players the table believes alive: one killed earlier tonight is
  still offered (refusing them would reveal the death before dawn; briefing "hidden
  information"). Choosing them uses the ability up and changes nobody: a dead Damsel is not
  a living player (and has lost her ability anyway: almanac, Damsel).
- Jinx (Marionette): a Marionette who believes it is the Huntsman means the Damsel was added
  at setup (engine: a cover's setup change, see the Marionette module).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow, team_of_character
from .._gained import catch_up
from .._pools import OFF_SCRIPT_TOWNSFOLK
from ..hooks import SetupBag

NEEDS_ON_SCRIPT = ("damsel",)
"""Characters its setup adds, which a script with the Huntsman must offer."""


def setup_bag(bag: SetupBag) -> Flow:
    if "damsel" in bag.chosen:
        return
    # Only ways that leave the bag fillable: +1 Outsider needs a Townsfolk place besides the
    # fixed Townsfolk (the Huntsman itself); an Outsider place needs one not held by a fixed
    # Outsider (the Drunk). Other modifiers (Kazali, Xaan) can leave either short.
    fixed = [c for c in bag.chosen if bag.is_fixed(c)]
    townsfolk_fixed = sum(1 for c in fixed if team_of_character(c) == "townsfolk")
    outsiders_fixed = sum(1 for c in fixed if team_of_character(c) == "outsider")
    # The +1 also needs room for one more Outsider on the script (the Lord of Typhon may have
    # set the Outsider count to all of them, or a Balloonist added one).
    options = ([1] if bag.counts["townsfolk"] - 1 >= townsfolk_fixed and bag.fits("outsider", 1) else []) + (
        [0] if bag.counts["outsider"] > outsiders_fixed else [])
    options = options or [1]
    delta = options[0]
    if len(options) > 1:
        delta = yield from bag.choose(
            "setup.modifier.huntsman", "Huntsman: how does the Damsel enter the bag?", options,
            labels={1: "in place of a Townsfolk (+1 Outsider)", 0: "in one of the Outsider places"})
    bag.counts["outsider"] += delta
    bag.counts["townsfolk"] -= delta
    bag.add("damsel")


def _act(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("used"):
        return
    ctx.wake()
    target = yield from ctx.choose_players(
        1, candidates=ctx.publicly_alive_seats(), allow_none=True,
        prompt="Choose a living player (once per game): if they are the Damsel, she becomes a Townsfolk")
    if target is None:
        return
    ctx.memory["used"] = True
    ctx.remind("No Ability", ctx.seat)
    if not ctx.functioning:
        return
    # Only the true Damsel changes: "becomes a Townsfolk" cannot apply to someone who merely
    # registers as her, so no registration is asked.
    if ctx.character_of(target) != "damsel" or not ctx.alive(target):
        return
    options = _not_in_play_townsfolk(ctx)
    if not options:
        ctx.note("No Townsfolk is left out of play: the Damsel stays the Damsel.")
        return
    new = yield from ctx.storyteller(
        f"Which not-in-play Townsfolk does {ctx.name(target)} (the Damsel) become?", options,
        step="huntsman.townsfolk", labels={c: ctx.character_name(c) for c in options})
    ctx.change_character(target, new)
    yield from catch_up(ctx, target, new)


first_night = other_night = _act
"""The same action every night, the first included."""


def _not_in_play_townsfolk(ctx: AbilityContext) -> list[str]:
    """Townsfolk nobody is: the script's, or if the script's are all in play those of the fixed
    list ``_pools.OFF_SCRIPT_TOWNSFOLK`` (never the whole catalogue: adding a character must
    not change a game whose script lacks it)."""
    in_play = {ctx.character_of(s) for s in ctx.seats()}

    def usable(c: str) -> bool:
        return c not in in_play and ctx.is_implemented(c) and not ctx.believes_another(c)

    options = [c for c in ctx.script_characters("townsfolk") if usable(c)]
    if not options:
        options = sorted(c for c in OFF_SCRIPT_TOWNSFOLK if usable(c))
    return options
