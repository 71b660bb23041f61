"""Each night, choose an alive player: a chosen Demon swaps characters & alignments with you & is then poisoned.

Rulings (almanac, Snake Charmer):
- Each night (the first too) the Snake Charmer chooses an alive player. If it is not the
  Demon (a Minion, a good player, or themself), nothing happens.
- If it is the Demon and the Snake Charmer's ability works: the Snake Charmer becomes that
  Demon and takes the Demon's alignment; the old Demon becomes the Snake Charmer and takes
  the Snake Charmer's alignment (normally evil and good; an evil Snake Charmer or a good
  Demon swap as they are). Both are told their new character and alignment. The new Snake
  Charmer is poisoned for the rest of the game (a lasting poison: it does not depend on
  anybody's ability, so it never ends).
- The new Demon acts as the Demon from then on, at the Demon's place in the night order,
  this night included.
- The swap moves character tokens (How to Run: "swap the Snake Charmer token and the Demon's
  token"); the reminders the Demon's ability put in the Grimoire stay by its token, so they
  are the new Demon's (our reading of How to Run; engine: ``ctx.hand_over``). The Pukka's
  POISONED victim stays poisoned and dies when the new Pukka next acts ("the other player
  marked POISONED dies": Pukka, How to Run), this night if the swap happens before the
  Pukka's turn. The Yaggababble's DEAD reminders earned by the phrase said today may still
  be used by the Storyteller tonight (Yaggababble, How to Run: a DEAD reminder is placed
  each time the phrase is said, "to place it tonight"), and the new Yaggababble is shown the
  phrase at once (see the Yaggababble module).
- A Philosopher with the Snake Charmer ability swaps its own character: the Demon becomes a
  poisoned Philosopher, and the gained Snake Charmer ability goes with the Philosopher.
- A drunk or poisoned Snake Charmer (or the Drunk who believes it is one) changes nothing.
- The candidates are the players the table believes alive (a player killed earlier tonight
  is still offered: refusing them would reveal the death before dawn, briefing "hidden
  information"); such a player is not alive, so choosing them does nothing.
- "A chosen Demon" is the player's true character type: the swap is not information, so
  no registration is asked (no seed-000 character registers falsely).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import POISONED


def _act(ctx: AbilityContext) -> Flow:
    ctx.wake()
    target = yield from ctx.choose_players(1, candidates=ctx.publicly_alive_seats(), prompt="Choose an alive player")
    if not ctx.functioning or target == ctx.seat or ctx.team_of(target) != "demon" or not ctx.alive(target):
        return
    me = ctx.seat
    demon, own = ctx.character_of(target), ctx.character_of(me)
    mine, theirs = ctx.alignment_of(me), ctx.alignment_of(target)
    ctx.note(f"The Snake Charmer ({ctx.name(me)}) chose the {ctx.character_name(demon)} ({ctx.name(target)}): "
             "they swap.")
    ctx.change_character(me, demon)
    ctx.change_alignment(me, theirs)
    ctx.change_character(target, own)
    ctx.change_alignment(target, mine)
    if own != ctx.character:
        ctx.move_grants(me, target)  # a Philosopher's gained Snake Charmer ability goes with it
    ctx.add_effect(POISONED, target, until=None, needs_source=False, token="Poisoned")
    # The Demon's reminders stay by its token, which the new Demon now has.
    yield from ctx.hand_over(target, me, demon)


first_night = other_night = _act
"""The same action every night, the first included."""
