"""Each night, you become the alignment of an alive neighbor. If all good players choose to join your cult, your team wins.

Rulings (almanac, Cult Leader):
- At its place each night (late, after tonight's deaths) the Cult Leader takes the alignment
  of an alive neighbour: the nearest alive player on each side, as each registers (a Recluse
  may register as evil). If both register alike it takes that alignment; if they differ the
  Storyteller chooses. It is woken and told only when its alignment changes. A drunk,
  poisoned or dead Cult Leader does not change.
- Once per day, the Cult Leader may publicly form a cult. Then every other player, alive or
  dead (joining needs no vote token), publicly chooses whether to join; the Cult Leader
  itself is in the cult it formed. If every good player is in the cult, the game ends at once
  and the Cult Leader's team (its alignment at that moment) wins. Otherwise nothing happens.
  A drunk or poisoned Cult Leader's cult wins nothing.
- Jinx (Boffin): a Demon holding the Cult Leader's ability through the Boffin never turns
  good because of it.
- Jinx Pit-Hag: an evil player the Pit-Hag made this character (STAYS EVIL reminder) never
  turns good through this ability.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import DecisionKind
from ...state import EVIL, GOOD


def _turn(ctx: AbilityContext) -> Flow:
    if not ctx.functioning:
        return
    left, right = ctx.neighbours(ctx.seat, alive_only=True)
    if left == ctx.seat:
        return  # nobody else is alive
    found = []
    for s in dict.fromkeys((left, right)):
        found.append((yield from ctx.registers_as_alignment(s)))
    options = sorted(set(found), key=(GOOD, EVIL).index)
    if len(options) == 1:
        alignment = options[0]
    else:
        alignment = yield from ctx.storyteller(
            "The Cult Leader's alive neighbours differ: which alignment does it become?", options,
            step="cultleader.alignment", labels={GOOD: "good", EVIL: "evil"})
    if alignment == GOOD and ctx.granted_by() == "boffin":
        return  # Boffin jinx: a Demon with the Cult Leader's ability never turns good through it
    if alignment == GOOD and ctx.alignment_of(ctx.seat) == EVIL and ctx.seat in ctx.grimoire_reminders("pithag", "Stays evil"):
        return  # Pit-Hag jinx: an evil player the Pit-Hag made this character never turns good through it
    if alignment != ctx.alignment_of(ctx.seat):
        ctx.wake()
        ctx.change_alignment(ctx.seat, alignment)


first_night = other_night = _turn
"""The same action every night, the first included."""


def day_ability(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("cult_day") == ctx.day:
        return
    form = yield from ctx.public_choice("Form a cult? (every good player must join for your team to win)",
                                       (False, True), labels={False: "no cult", True: "form a cult"})
    if not form:
        return
    ctx.memory["cult_day"] = ctx.day
    ctx.announce(f"{ctx.name(ctx.seat)} (Cult Leader) forms a cult: who joins?", kind="statement",
                 data={"seat": ctx.seat, "cult": True})
    members = [ctx.seat]
    for offset in range(1, ctx.players):
        s = (ctx.seat + offset) % ctx.players
        join = yield from ctx.ask(s, f"Join {ctx.name(ctx.seat)}'s cult?", (False, True),
                                  labels={False: "do not join", True: "join the cult"}, kind=DecisionKind.VOTE)
        if join:
            members.append(s)
    ctx.announce(f"The cult: {', '.join(ctx.name(s) for s in members)}.", kind="statement",
                 data={"seat": ctx.seat, "cult_members": members})
    if not ctx.functioning:
        return
    good = [s for s in ctx.seats() if ctx.alignment_of(s) == GOOD]
    if all(s in members for s in good):
        team = ctx.alignment_of(ctx.seat)
        ctx.end_game(team, f"every good player joined {ctx.name(ctx.seat)}'s cult.")
