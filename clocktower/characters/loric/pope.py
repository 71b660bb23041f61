"""There are duplicate good characters in play. They might also be bluffs.

Rulings (no almanac entry; roles.json `special` "good-duplicate" and "evil-duplicate"
selections, read with botcscriptorium.com's Pope page; a Loric: the Storyteller's
character; docs/rulings/loric.md):
- Setup: before the bag is filled the Storyteller picks a good character of the script (a
  Townsfolk, or an Outsider when the bag holds two or more Outsiders) and puts two of its
  tokens in the bag, so at least one good character is in play twice; then, one decision at
  a time, a second duplicated character or none. The rest of the bag fills as usual (no
  third copy of a character is ever added).
- "They might also be bluffs": once the Grimoire is set, the Storyteller may swap one of the
  Demon's bluffs for a good character in play (so that an evil player may claim it too), or
  keep the bluffs; the Demon learns the bluffs as usual.
- Duplicated characters each have the full ability; nothing links the copies (each acts at
  its own place in seat order). A fixed Grimoire (``seating=``) may deal any duplicates.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow
from ..hooks import SetupBag

_MAX_PAIRS = 2


def setup_bag(bag: SetupBag) -> Flow:
    for k in range(_MAX_PAIRS):
        options: list[Any] = [c for team in ("townsfolk", "outsider") if bag.counts[team] - bag.count(team) >= 2
                              for c in bag.candidates(team) if c not in bag.chosen]
        if k:
            options = [None, *options]
        if not options or options == [None]:
            return
        labels: dict[Any, str] = {c: f"two {bag.game.char_name(c)} tokens" for c in options if c is not None}
        labels[None] = "no more duplicates"
        pick = yield from bag.choose("setup.pope", "Pope: which good character is in play twice?", options,
                                     labels=labels)
        if pick is None:
            return
        bag.add(pick)
        bag.add(pick)


def after_deal(ctx: AbilityContext) -> Flow:
    bluffs = ctx.bluffs()
    in_play = sorted({ctx.character_of(s) for s in ctx.seats()
                      if ctx.team_of_character(ctx.character_of(s)) in ("townsfolk", "outsider")}
                     - set(bluffs))
    if not bluffs or not in_play:
        return
    options: list[Any] = [None, *[(old, new) for old in bluffs for new in in_play]]
    labels: dict[Any, str] = {None: "keep the bluffs"}
    labels.update({(o, n): f"bluff the {ctx.character_name(n)} instead of the {ctx.character_name(o)}"
                   for o, n in options[1:]})
    swap = yield from ctx.storyteller("Pope: make one of the Demon's bluffs an in-play good character?", options,
                                      step="pope.bluff", labels=labels)
    if swap is not None:
        ctx.replace_bluff(*swap)
        ctx.note(f"Pope: the Demon bluffs the {ctx.character_name(swap[1])}, which is in play.")
