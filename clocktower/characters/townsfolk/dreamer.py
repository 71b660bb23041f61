"""Each night, choose a player (not yourself or Travellers): you learn 1 good & 1 evil character, 1 of which is correct.

Rulings (almanac, Dreamer): the Dreamer is shown a pair of script characters, one Townsfolk
or Outsider and one Minion or Demon, exactly one of which is the chosen player's character.
The player's true character decides which half is correct, not the one they believe
(ruling dreamer-on-marionette-and-lunatic: the Marionette shows as the Marionette plus any
good character; the Lunatic, a good Outsider, as the Lunatic plus any evil one). The false
half may be any character of the other kind, even one in play. A Recluse may register as a
Minion or Demon character. A drunk or poisoned Dreamer may be shown any such pair.
"""

from __future__ import annotations

from itertools import product

from ...context import AbilityContext, Flow

_GOOD_TYPES = ("townsfolk", "outsider")
_EVIL_TYPES = ("minion", "demon")


_PAIRS: dict[tuple[tuple[str, ...], tuple[str, ...]], tuple[tuple[str, str], ...]] = {}
"""By (good characters, evil characters): every (good, evil) pair, in that order (the same
every night of a script's games: made once, shared)."""


def _pairs(good: tuple[str, ...], evil: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    found = _PAIRS.get((good, evil))
    if found is None:
        if len(_PAIRS) >= 64:
            _PAIRS.clear()
        found = _PAIRS[good, evil] = tuple(product(good, evil))
    return found


def _act(ctx: AbilityContext) -> Flow:
    candidates = [s for s in ctx.seats() if s != ctx.seat and not ctx.is_traveller(s)]
    if not candidates:
        return
    ctx.wake()
    target = yield from ctx.choose_players(1, candidates=candidates,
                                           prompt="Choose a player (not yourself or a Traveller)")
    good = [c for t in _GOOD_TYPES for c in ctx.script_characters(t)]
    evil = [c for t in _EVIL_TYPES for c in ctx.script_characters(t)]
    character = yield from ctx.registers_as_character(target)
    # A character off the script (a seated test game) still shows as itself.
    if ctx.team_of_character(character) in _GOOD_TYPES:
        good = list(dict.fromkeys([*good, character]))
        truth = [(character, e) for e in evil]
    else:
        evil = list(dict.fromkeys([*evil, character]))
        truth = [(g, character) for g in good]
    yield from ctx.inform(
        truth=truth, domain=_pairs(tuple(good), tuple(evil)), what="a good and an evil character, one correct",
        render=lambda v: (f"{ctx.name(target)} is the {ctx.character_name(v[0])} "
                          f"or the {ctx.character_name(v[1])}."))


first_night = other_night = _act
"""The same action every night, the first included."""
