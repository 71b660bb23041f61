"""Something bad might happen to whoever is most responsible for the death of a new player.

Rulings (almanac, Angel; a Fabled: the Storyteller's character, never a seat's):
- Consent first: before the first night every player says privately whether they would
  like the Angel's protection (the same question for all). The Storyteller then picks the
  protected players among those who said yes, one at a time, until they pick nobody more,
  and declares them to everyone (each marked PROTECTED).
- When a protected player dies, the player most responsible is: for an execution, the
  player who nominated them; for a death by an ability, the player whose ability killed
  them; nobody for a death the game causes (the Storyteller's). The Storyteller picks the
  something bad (the almanac's recommended penalties): nothing; they may not vote on the
  next day; they lose their ability, poisoned until that day's dusk; they die; and, for a Demon, it may not attack on the next night (the almanac's
  example). They are marked SOMETHING BAD and told that something bad happened (and what,
  when it is about voting or attacking).
- On the final day (three or fewer players alive, Travellers aside, at the start of the
  day) the Storyteller removes the Angel, declaring it, so that protected players may be
  executed without penalty. It never comes back.
- A Fabled ability: it cannot be drunk or poisoned. A poisoned or drunk responsible player
  is punished all the same.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import STORYTELLER, YES_NO_LABELS
from ...state import POISONED, Death, Nomination

__helpers__ = ("attack_barred",)

_LABELS = {None: "nothing", "no_vote": "may not vote on the next day", "poisoned": "loses their ability (poisoned) for a day",
           "dies": "dies", "no_attack": "may not attack on the next night"}


def after_deal(ctx: AbilityContext) -> Flow:
    willing: list[int] = []
    for s in ctx.seats():
        yes = yield from ctx.ask(s, "Angel: would you like the Angel to protect you this game?", (True, False),
                                 labels=YES_NO_LABELS, step="angel.consent")
        if yes:
            willing.append(s)
    protected: list[int] = []
    while True:
        pool = [s for s in willing if s not in protected]
        if not pool:
            break
        labels: dict[object, str] = {None: "nobody more", **{s: ctx.name(s) for s in pool}}
        pick = yield from ctx.storyteller("Angel: protect which player (of those who agreed)?", [None, *pool],
                                          step="angel.protect", labels=labels)
        if pick is None:
            break
        protected.append(pick)
        ctx.remind("Protected", pick)
    ctx.memory["protected"] = tuple(protected)
    if protected:
        ctx.announce("The Angel protects " + ", ".join(ctx.name(s) for s in protected) + ".", kind="angel_protects",
                     data={"seats": protected})
    else:
        ctx.announce("The Angel protects nobody.", kind="angel_protects", data={"seats": []})


def _responsible(ctx: AbilityContext, death: Death) -> int | None:
    harm = death.harm
    if harm.execution:
        nominators = [a for a, b in ctx.nominations() if b == death.seat]
        return nominators[-1] if nominators else None
    if harm.source is None or harm.source == STORYTELLER or harm.source == death.seat and harm.source_character is None:
        return None
    return harm.source


def on_death(ctx: AbilityContext, death: Death) -> Flow:
    if ctx.memory.get("removed") or death.seat not in ctx.memory.get("protected", ()):
        return
    who = _responsible(ctx, death)
    if who is None:
        ctx.note(f"{ctx.name(death.seat)} (protected by the Angel) died, and nobody is responsible.")
        return
    options: list[str | None] = [None, "no_vote", "poisoned", "dies"]
    if ctx.team_of(who) == "demon":
        options.append("no_attack")
    penalty = yield from ctx.storyteller(
        f"Angel: {ctx.name(who)} is most responsible for the death of {ctx.name(death.seat)}: what bad thing happens?",
        options, step="angel.penalty", labels={o: _LABELS[o] for o in options})
    if penalty is None:
        return
    ctx.remind("Something Bad", who)
    day = ctx.night if ctx.is_night else ctx.day + 1  # (the day that comes next)
    if penalty == "no_vote":
        ctx.memory.setdefault("no_vote", {}).setdefault(day, []).append(who)
        ctx.tell(who, f"Something bad happens to you: you may not vote on day {day}.", kind="something_bad",
                 data={"penalty": penalty, "day": day})
    elif penalty == "poisoned":
        ctx.add_effect(POISONED, who, until=("dusk", day), needs_source=False, token="Something Bad")
        ctx.tell(who, "Something bad happens to you.", kind="something_bad", data={"penalty": "secret"})
    elif penalty == "no_attack":
        night = ctx.night + 1 if ctx.is_night else ctx.day + 1
        ctx.memory.setdefault("no_attack", {})[who] = night
        ctx.tell(who, f"Something bad happens to you: you may not attack on night {night}.", kind="something_bad",
                 data={"penalty": penalty, "night": night})
    else:
        ctx.tell(who, "Something bad happens to you.", kind="something_bad", data={"penalty": "secret"})
        yield from ctx.kill(who)


def during_day(ctx: AbilityContext) -> None:
    if not ctx.memory.get("removed") and ctx.alive_count() <= 3:
        ctx.memory["removed"] = ctx.day
        ctx.unremind("Protected")
        ctx.announce("It is the final day: the Angel leaves play, and protects nobody any more.",
                     kind="angel_removed", data={"day": ctx.day})
    return None


def vote_options(ctx: AbilityContext, voter: int, nomination: Nomination) -> tuple[bool, ...] | None:
    barred = ctx.memory.get("no_vote")
    if barred and voter in barred.get(ctx.day, ()):
        return (False,)
    return None


def attack_barred(demon: AbilityContext) -> bool:
    """For a Demon about to choose its night kill: True when an Angel's penalty bars it from
    attacking tonight (nothing is asked: it does not wake to attack)."""
    if "angel" not in demon.storyteller_characters():
        return False
    barred = demon.fabled_memory("angel").get("no_attack", {})
    if barred.get(demon.seat) == demon.night:
        demon.note(f"{demon.name(demon.seat)} may not attack tonight (the Angel's something bad).")
        return True
    return False
