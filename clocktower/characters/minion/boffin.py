"""The Demon (even if drunk or poisoned) has a not-in-play good character’s ability. You both know which.

Rulings (almanac, Boffin; wiki Boffin; ruling boffin-poisoned-demon-keeps-good-ability):
- On the first night the Storyteller picks a good character of the script that nobody has
  (it may be one of the Demon's bluffs) and the Demon gains its ability; the Boffin and the
  Demon are both told which (the Demon learns that a Boffin chose it, not who).
- The granted ability works while the Boffin's own ability works (alive, sober, healthy),
  whatever the Demon's state: a poisoned Demon keeps it (its Demon ability fails), a
  poisoned or dead Boffin takes it away for as long as that lasts. The Demon wakes at the
  granted character's place in the night order.
- A new Demon (the Fang Gu's jump) gets an ability from the Boffin, perhaps a different
  one; only one alive Demon has a Boffin ability at a time. A dead Demon keeps its granted
  ability only if that ability works when dead.
- Not offered: the Drunk, the Heretic, the Ogre and the Politician (official jinxes) and characters whose "ability" is only what their
  player believes (Lunatic, Drunk, Marionette).
- Good characters with a bracketed setup change (Balloonist, Huntsman, Bounty Hunter): the
  almanac says their changes "are made during setup, as normal", and its How to Run makes
  them "before putting character tokens in the bag". So when the Boffin goes in the bag the
  Storyteller may choose at once the Demon's good ability among them (or wait for the first
  night): that character is kept out of the bag (not in play) and its setup change is
  applied to the bag (the Balloonist's +0 or +1 Outsider, the Huntsman's Damsel); the
  Bounty Hunter's evil Townsfolk is made when the ability is given, before anyone acts on
  the first night. On the first night the Demon then gets that ability. Chosen on the first
  night instead (after the deal), only characters without a setup change are offered, as
  it is too late to change the bag. (Village Idiot: see its jinx below.)
- A given ability that would make its own holder drunk or poisoned (the Sailor choosing the
  Demon itself or making it the drunk one; an Innkeeper ability whose drunk pick is the
  Demon) drunks only that given ability: the Demon is not drunk and its Demon ability works
  (almanac, Boffin, Examples & Notes; engine: ``Effect.ability``, set by
  ``AbilityContext.add_effect`` for a ``needs_source`` grant acting on its own holder).
- A given ability whose holder makes a standing choice while the first night is prepared
  has it made when the ability is given (the Puzzlemaster's drunk player: almanac, Boffin,
  "these changes are made during setup, as normal"); that player is drunk while the
  Demon has the ability.
- Jinx Boffin-Village Idiot: the Village Idiot may be given, even while Village Idiots are
  in play, as long as a spare Village Idiot token is left (fewer than 3 in play); the Demon
  then has only its nightly alignment check (no extra Village Idiots, never the drunk one).
- Jinx Alchemist-Boffin: an Alchemist holding the Boffin ability is not told which ability
  the Demon has (the Demon is told as usual).
- Jinxes Boffin-Cult Leader and Boffin-Goon: a Demon holding either ability through the
  Boffin never turns good because of it (kept in those two modules).
"""

from __future__ import annotations

from typing import Any

from ...context import (
    AbilityContext,
    Flow,
    believes_another,
    character_facts,
    draws_a_cover,
    is_implemented,
    needs_on_script,
)
from ...state import Death
from ..hooks import SetupBag

_VILLAGE_IDIOT_TOKENS = 3
"""Village Idiot tokens in the box: the one on the script and its 2 possible extras."""


def setup_bag(bag: SetupBag) -> Flow:
    """The Boffin goes in the bag: the Storyteller may choose now a good ability whose setup
    change must be made while the bag is filled (How to Run, Boffin)."""
    options = _setup_options(bag)
    if not options:
        return
    labels: dict[Any, str] = {c: f"the {bag.game.char_name(c)}, with its setup change" for c in options}
    labels[None] = "decide on the first night"
    character = yield from bag.choose("setup.boffin.ability",
                                      "Boffin: does the Demon have one of these abilities (chosen now, at setup)?",
                                      [None, *options], labels=labels)
    if character is None:
        return
    bag.reserved.add(character)  # not in play: kept out of the bag and out of the covers
    bag.remember("boffin", character)
    yield from bag.apply_modifiers(character)


def _setup_options(bag: SetupBag) -> list[str]:
    """Good characters of the script with a bracketed setup change the Demon may have."""
    on_script = set(bag.script())
    out = []
    for c in bag.script():
        if c in ("drunk", "villageidiot") or not is_implemented(c) or not character_facts(c).setup:
            continue  # jinxes: never the Drunk; the Village Idiot's bracket never applies
        if character_facts(c).team not in ("townsfolk", "outsider") or c in bag.chosen or c in bag.reserved:
            continue
        if believes_another(c) or draws_a_cover(c):
            continue
        if not set(needs_on_script(c)) <= on_script:
            continue
        out.append(c)
    return out


def first_night(ctx: AbilityContext) -> Flow:
    if ctx.acting:
        return
    ctx.wake()
    yield from _give(ctx)


def on_death(ctx: AbilityContext, death: Death) -> Flow | None:
    """A new Demon (the old one died and another holds the role) gets an ability."""
    return _renew(ctx)


def after_night_step(ctx: AbilityContext, step: str) -> Flow | None:
    """A Demon made during the night (the Fang Gu's jump) gets an ability."""
    return _renew(ctx)


def _renew(ctx: AbilityContext) -> Flow | None:
    """After the first gift: the flow giving an ability again, or None when there is
    nothing to do (the Boffin has no working ability, or its Demon still holds the ability;
    asked after every night step, so the common case makes no generator)."""
    memory = ctx.memory
    if not memory.get("given") or ctx.acting or not ctx.alive() or _still_held(ctx, memory):
        return None
    return _give(ctx)


def _still_held(ctx: AbilityContext, memory: dict[str, Any]) -> bool:
    """True while the alive Demon we gave an ability to still holds it."""
    holder = memory.get("demon")
    return (holder is not None and ctx.alive(holder) and ctx.team_of(holder) == "demon"
            and memory.get("character") in ctx.abilities_of(holder))


_NEVER = ("drunk", "heretic", "ogre", "politician")
"""Characters the Demon may never have through the Boffin (official jinxes)."""


def _choices(ctx: AbilityContext) -> list[str]:
    in_play = {ctx.character_of(s) for s in ctx.seats()}
    preset = ctx.setup_choice("boffin")
    if preset is not None and not ctx.memory.get("given") and preset not in in_play:
        return [preset]  # chosen at setup, its setup change made: the first Demon gets it
    out = [preset] if preset is not None and preset not in in_play else []
    for c in ctx.script_characters():
        if c == "villageidiot":
            # Jinx Boffin-Village Idiot: allowed, in play or not, while a spare Village Idiot
            # token is left (at most 3 exist: the one and its 2 extras); its bracket is setup only.
            if sum(1 for s in ctx.seats() if ctx.character_of(s) == c) < _VILLAGE_IDIOT_TOKENS:
                out.append(c)
            continue
        if ctx.team_of_character(c) not in ("townsfolk", "outsider") or c in in_play or c in _NEVER:
            continue
        if ctx.believes_another(c) or ctx.draws_a_cover(c):
            continue
        if ctx.character_facts(c).setup:
            continue
        out.append(c)
    return out


def _give(ctx: AbilityContext) -> Flow:
    if _still_held(ctx, ctx.memory):
        return
    holder = ctx.memory.get("demon")
    demons = [s for s in ctx.alive_seats() if ctx.team_of(s) == "demon"]
    if not demons:
        return
    options = _choices(ctx)
    if not options:
        ctx.note("The Boffin has no not-in-play good character to give.")
        return
    demon = demons[0]
    if len(demons) > 1:
        demon = yield from ctx.storyteller("Which alive Demon gets the Boffin's ability?", demons,
                                           step="boffin.demon")
    character = yield from ctx.storyteller(
        "Which not-in-play good character's ability does the Demon have?", options, step="boffin.ability",
        labels={c: ctx.character_name(c) for c in options})
    if holder is not None and ctx.alive(holder):
        ctx.revoke(holder)  # still alive but no longer a Demon
    ctx.grant(demon, character, needs_source=True)
    first = not ctx.memory.get("given")
    ctx.memory["given"] = True
    ctx.memory["demon"] = demon
    ctx.memory["character"] = character
    name = ctx.character_name(character)
    if ctx.granted_by() == "alchemist":
        # Jinx Alchemist-Boffin: an Alchemist-Boffin does not learn the Demon's ability.
        ctx.note(f"The Alchemist-Boffin is not told that the Demon has the {name} ability.")
    else:
        ctx.tell(ctx.seat, f"The Demon has the {name} ability.", kind="learned",
                 data={"what": "the Demon's good ability", "value": character})
    ctx.tell(demon, f"A Boffin gives you the {name} ability as well as your own.", kind="learned",
             data={"what": "your Boffin ability", "value": character})
    # The ability's standing setup choice is made now (the Puzzlemaster's drunk player); a
    # bracketed setup change (the Bounty Hunter's evil Townsfolk) only with the first Demon's,
    # as setup is long over when a new Demon gets an ability.
    if first or not ctx.character_facts(character).setup:
        yield from ctx.use_setup(demon, character)
