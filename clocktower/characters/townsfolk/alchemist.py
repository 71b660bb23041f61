"""You have a Minion ability. When using this, the Storyteller may prompt you to choose differently.

Rulings (almanac, Alchemist; docs/rulings/carousel-townsfolk.md):
- The Storyteller picks the Minion whose ability the Alchemist has, from the Minions of the
  script that are not in play (the complete legal set is offered). When the Alchemist goes in
  the bag the choice is made then, so that a setup change of that Minion is made (almanac
  example 1: the Alchemist-Baron's two extra Outsiders) and the Minion stays out of the bag;
  in a Grimoire dealt by hand it is made once dealt, among the Minions with no setup change.
- On the first night, at the Alchemist's place, it is told which Minion ability it has (the
  YOU ARE token and a Minion token, How to Run). It acts as that Minion at the Minion's own
  places in the night order, alignment good; a drunk or poisoned Alchemist's Minion ability
  does nothing (it still wakes and chooses).
- Each time it chooses players with that ability, the Storyteller may prompt it to choose
  differently (``REPROMPTS_GRANTS``, the engine's decision ``<minion>.reprompt``): refused
  players are not offered again (almanac example 2).
- Jinx Alchemist-Boffin: an Alchemist-Boffin does not learn the Demon's good ability.
- Jinx Alchemist-Mastermind: an Alchemist-Mastermind has no Mastermind ability (only the
  belief of it), and the Mastermind stays out of play.
- Jinxes Alchemist-Marionette, -Spy, -Widow and -Wraith: the Alchemist has no such
  ability (only the belief), and that Minion is in play (added to the bag at setup, the
  Storyteller taking another Minion out; in a hand-dealt Grimoire offered only when in play).
  After each execution a living Alchemist-Spy, -Widow or -Wraith may publicly guess a living
  player as that Minion; if right, the Demon's night choice tonight must be that player
  (``must_choose``; :func:`guess_the_minion` and :func:`demon_choice`, which the Magician's
  Wraith jinx uses too).
- Jinx Alchemist-Summoner: the Alchemist may have the Summoner ability (chosen with the bag,
  whose [No Demon] is then applied); it gets no bluffs, picks the Demon but not the player,
  and evil wins if it dies first (played in the Summoner's module).
- Jinx Alchemist-Organ Grinder: the Alchemist has the Organ Grinder ability and the Organ
  Grinder is in play (added as for the Marionette above); while both are sober both are
  drunk (in the Organ Grinder's module).
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow, character_facts, is_implemented
from .._gained import catch_up
from ..hooks import SetupBag

__helpers__ = ("guess_the_minion", "demon_choice")
"""Shared with the Magician's Wraith jinx."""

REPROMPTS_GRANTS = True
"""The Storyteller may prompt the Alchemist to choose differently."""

_NO_ABILITY = ("mastermind", "marionette", "spy", "widow", "wraith")
"""Minions the Alchemist may be shown but whose ability it does not have (jinxes)."""
_IN_PLAY = ("marionette", "organgrinder", "spy", "widow", "wraith")
"""Jinxed Minions that are in play when the Alchemist is given their ability."""
_GUESSES = ("spy", "widow", "wraith")
"""Jinxed Minions the living Alchemist guesses after each execution."""
_NOT_OFFERED: tuple[str, ...] = ()
"""Minions whose jinx with the Alchemist is not played yet: never the Alchemist's ability."""


def setup_bag(bag: SetupBag) -> Flow:
    options = [m for m in bag.script("minion") if is_implemented(m) and m not in bag.reserved
               and m not in _NOT_OFFERED and (m not in bag.chosen or m in _IN_PLAY)]
    if not options:
        return
    labels: dict[Any, str] = {m: f"the {bag.game.char_name(m)}" for m in options}
    minion = yield from bag.choose("setup.alchemist", "Alchemist: which not-in-play Minion's ability does "
                                   "the Alchemist have?", options, labels=labels)
    bag.remember("alchemist", minion)
    if minion in _IN_PLAY:
        if minion not in bag.chosen:
            bag.add(minion)  # (jinx: it is in play; the setup takes another Minion out)
        return
    bag.reserved.add(minion)
    if character_facts(minion).setup:
        yield from bag.apply_modifiers(minion)


def after_deal(ctx: AbilityContext) -> Flow | None:
    if ctx.acting:
        return None
    return _give(ctx)


def _choices(ctx: AbilityContext) -> list[str]:
    in_play = {ctx.character_of(s) for s in ctx.seats()}
    return [m for m in ctx.script_characters("minion")
            if (m not in in_play and not ctx.character_facts(m).setup and m not in _IN_PLAY
                and m not in _NOT_OFFERED)
            or (m in _IN_PLAY and m in in_play)]


def _give(ctx: AbilityContext) -> Flow:
    minion = ctx.setup_choice("alchemist")
    if minion is None:
        options = _choices(ctx)
        if not options:
            ctx.note("The Alchemist has no Minion ability to have: none is left.")
            return
        minion = yield from ctx.storyteller("Alchemist: which not-in-play Minion's ability does the Alchemist have?",
                                            options, step="alchemist.ability",
                                            labels={m: ctx.character_name(m) for m in options})
    ctx.memory["ability"] = minion
    ctx.remind("Is The Alchemist", ctx.seat)
    ctx.grant(ctx.seat, minion, believed_only=minion in _NO_ABILITY)
    ctx.note(f"Alchemist ({ctx.name(ctx.seat)}): the {ctx.character_name(minion)} ability"
             + (" (jinx: only believed)" if minion in _NO_ABILITY else "") + ".")
    if minion not in _NO_ABILITY:
        yield from ctx.use_setup(ctx.seat, minion)


def first_night(ctx: AbilityContext) -> Flow:
    minion = ctx.memory.get("ability")
    if minion is None or ctx.acting:
        return
    ctx.wake()
    ctx.tell(ctx.seat, f"You are the Alchemist, with the {ctx.character_name(minion)} ability.", kind="learned",
             data={"what": "your Minion ability", "value": minion})
    yield from catch_up(ctx, ctx.seat, minion)


def end_of_day(ctx: AbilityContext) -> Flow | None:
    """Jinxes Alchemist-Spy and Alchemist-Widow: the public guess after an execution."""
    minion = ctx.memory.get("ability")
    if minion not in _GUESSES or ctx.executed_today is None or not ctx.alive() or ctx.acting:
        return None
    return _guess(ctx, minion)


def _guess(ctx: AbilityContext, minion: str) -> Flow:
    yield from guess_the_minion(ctx, minion)


def guess_the_minion(ctx: AbilityContext, minion: str) -> Flow:
    """After an execution, this living seat may publicly guess a living player as
    ``minion``; a right guess is kept in ``ctx.memory`` so that :func:`demon_choice` makes
    the Demon choose that player tonight (the Alchemist-Spy/Widow/Wraith and Magician-Wraith
    jinxes)."""
    name = ctx.character_name(minion)
    others = [s for s in ctx.alive_seats() if s != ctx.seat]
    guess = yield from ctx.public_choice(f"Publicly guess a living player as the {name}, or not", [None, *others])
    if guess is None:
        return
    ctx.announce(f"{ctx.name(ctx.seat)} guesses that {ctx.name(guess)} is the {name}.", kind="statement",
                 data={"seat": ctx.seat, "guess": guess, "character": minion})
    if ctx.character_of(guess) == minion:
        ctx.memory["demon_must_choose"] = (ctx.day + 1, guess)
        ctx.note(f"The guess is right: the Demon must choose {ctx.name(guess)} tonight.")


def demon_choice(ctx: AbilityContext, chooser: AbilityContext) -> tuple[int, ...] | None:
    """The player a Demon's own night choice must be tonight after a right guess (see
    :func:`guess_the_minion`), or None."""
    found = ctx.memory.get("demon_must_choose")
    if found is None or found[0] != ctx.night or chooser.team_of_character(chooser.character) != "demon":
        return None
    if chooser.character_of(chooser.seat) != chooser.character:
        return None  # (only a Demon's own ability)
    return (found[1],)


def must_choose(ctx: AbilityContext, chooser: AbilityContext) -> tuple[int, ...] | None:
    return demon_choice(ctx, chooser)
