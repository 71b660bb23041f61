"""If only 3 players live & no execution occurs, your team wins. If you die at night, another player might die instead.

Rulings (almanac, Mayor):
- At the end of a day (after the execution step, before dusk), if exactly three players are
  alive (Travellers count) and nobody was executed that day, the Mayor's team wins: good,
  or evil for an evil Mayor. An execution that does not kill (a protected or already dead
  player) still counts as an execution. The Mayor must be alive, sober and healthy.
- If the Mayor would die at night, the Storyteller chooses whether the Mayor dies or
  another player, any one, dies instead; a dead or protected replacement (the Soldier
  against the Demon) simply does not die. Nobody learns why. A drunk or poisoned Mayor
  cannot bounce, and a Mayor whom a protection already saves (the Monk's, the Innkeeper's)
  would not die, so nothing is bounced.
- Jinx with the Leviathan: if the Leviathan and the Mayor are alive at the end of day 5 and
  no execution occurred that day, good wins (before the Leviathan's own win at that
  moment). Kept here, as the Leviathan module expects of its jinxes with good characters.
- Jinx with Riot: the Mayor may choose to stop the riot. We offer the choice publicly in
  the talk of day 3 (the riot's day), to a player who believes it is the Mayor while Riot
  is on the script; if the Mayor's ability works and a Riot's ability is working, the game
  ends: good wins if exactly one Riot is alive, evil wins otherwise. Otherwise nothing
  happens. (Our reading: the choice is made once, before the day's nominations; the
  almanac gives no moment.)
- Ruling we decided: the bounce is the Mayor's way of not dying, so it does not apply to a
  kill that happens "even if for some reason they could not" (the Assassin's), whose
  ability line overrides it.
"""

from __future__ import annotations

from ...context import AbilityContext, Ask, Flow
from ...state import EVIL, GOOD, Harm


def end_of_day(ctx: AbilityContext) -> None:
    if not ctx.functioning or ctx.executed_today is not None:
        return None
    if len(ctx.alive_seats()) == 3:
        ctx.end_game(ctx.alignment_of(ctx.seat),
                     "only three players live and no execution occurred (Mayor).")
        # (Past here only when an ability refused that win: the game goes on.)
    if ctx.day == 5 and any(ctx.alive(s) for s in ctx.seats_with("leviathan")):
        ctx.end_game(GOOD, "the Mayor and the Leviathan are alive on day 5 and no execution occurred "
                     "(Mayor-Leviathan jinx).")
    return None


def day_ability(ctx: AbilityContext) -> Flow | None:
    if ctx.day != 3 or "riot" not in ctx.script_characters():
        return None
    return _stop_the_riot(ctx)


def _stop_the_riot(ctx: AbilityContext) -> Flow:
    stop = yield from ctx.public_choice("Stop the riot? (Mayor-Riot jinx: good wins if only 1 Riot is alive, "
                                        "otherwise evil wins)", [False, True],
                                        labels={False: "no", True: "stop the riot"})
    if not stop:
        return
    ctx.announce(f"{ctx.name(ctx.seat)} (Mayor) stops the riot.", kind="statement",
                 data={"seat": ctx.seat, "stop_riot": True})
    rioting = any(ctx.functions(s) for s in ctx.seats_with("riot"))
    if not ctx.functioning or not rioting:
        ctx.note("Nothing happens: the Mayor's ability or the riot is not working.")
        return
    alive_riot = [s for s in ctx.seats_with("riot") if ctx.alive(s)]
    if len(alive_riot) == 1:
        ctx.end_game(GOOD, "the Mayor stopped the riot with only one Riot alive (Mayor-Riot jinx).")
        return  # (reached only when an ability refused good's win: evil has not won either)
    ctx.end_game(EVIL, "the Mayor stopped the riot with more than one Riot alive (Mayor-Riot jinx).")


def redirect_death(ctx: AbilityContext, target: int, harm: Harm) -> Ask[int | None] | None:
    if target != ctx.seat or not ctx.is_night or harm.execution or harm.unstoppable:
        return None
    if not ctx.functioning or ctx.protected(ctx.seat, harm):
        return None  # a protected Mayor would not die, so there is nothing to bounce
    return _bounce(ctx)


def _bounce(ctx: AbilityContext) -> Ask[int]:
    others = [s for s in ctx.seats() if s != ctx.seat]
    labels = {s: ctx.name(s) for s in ctx.seats()}
    labels[ctx.seat] = f"{ctx.name(ctx.seat)} (the Mayor dies)"
    return (yield from ctx.storyteller(
        "The Mayor would die tonight: who dies instead (or the Mayor)?", [ctx.seat, *others],
        step="mayor.bounce", labels=labels))
