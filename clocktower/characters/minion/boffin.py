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
- Not offered: the Drunk (official jinx), characters whose "ability" is only what their
  player believes (Lunatic, Drunk, Marionette), and good characters with a bracketed setup
  change (Balloonist, Huntsman): the engine picks the ability on the first night, after the
  bag is dealt, so their setup part could not happen as the almanac says it must.
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
- Jinxes Boffin-Cult Leader and Boffin-Goon: a Demon holding either ability through the
  Boffin never turns good because of it (kept in those two modules).
"""

from __future__ import annotations

from typing import Any

from ...catalogue import load_catalogue
from ...characters import behaviour

VILLAGE_IDIOT_TOKENS = 3
"""Village Idiot tokens in the box: the one on the script and its 2 possible extras."""


def first_night(ctx: Any) -> Any:
    if ctx.acting:
        return
    ctx.wake()
    yield from _give(ctx)


def on_death(ctx: Any, death: Any) -> Any:
    """A new Demon (the old one died and another holds the role) gets an ability."""
    yield from _renew(ctx)


def after_night_step(ctx: Any, step: str) -> Any:
    """A Demon made during the night (the Fang Gu's jump) gets an ability."""
    yield from _renew(ctx)


def _renew(ctx: Any) -> Any:
    if ctx.acting or not ctx.memory.get("given") or not ctx.alive():
        return
    yield from _give(ctx)


def _choices(ctx: Any) -> list[str]:
    cat = load_catalogue()
    in_play = {ctx.character_of(s) for s in ctx.seats()}
    out = []
    for c in ctx.script_characters():
        if c == "villageidiot":
            # Jinx Boffin-Village Idiot: allowed, in play or not, while a spare Village Idiot
            # token is left (at most 3 exist: the one and its 2 extras); its bracket is setup only.
            if sum(1 for s in ctx.seats() if ctx.character_of(s) == c) < VILLAGE_IDIOT_TOKENS:
                out.append(c)
            continue
        if cat.get(c).team not in ("townsfolk", "outsider") or c in in_play or c == "drunk":
            continue
        module = behaviour(c)
        if getattr(module, "THINKS_THEY_ARE", False) or getattr(module, "COVER", None) is not None:
            continue
        if cat.get(c).setup:
            continue
        out.append(c)
    return out


def _give(ctx: Any) -> Any:
    demons = [s for s in ctx.alive_seats() if ctx.team_of(s) == "demon"]
    holder = ctx.memory.get("demon")
    if holder in demons and ctx.memory.get("character") in ctx.abilities_of(holder):
        return  # the alive Demon we gave an ability to still holds it
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
    ctx.memory["given"] = True
    ctx.memory["demon"] = demon
    ctx.memory["character"] = character
    name = ctx.character_name(character)
    ctx.tell(ctx.seat, f"The Demon has the {name} ability.", kind="learned",
             data={"what": "the Demon's good ability", "value": character})
    ctx.tell(demon, f"A Boffin gives you the {name} ability as well as your own.", kind="learned",
             data={"what": "your Boffin ability", "value": character})
    # The ability's standing setup choice is made now (the Puzzlemaster's drunk player).
    yield from ctx.use_setup(demon, character)
