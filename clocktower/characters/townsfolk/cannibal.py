"""You have the ability of the recently killed executee. If they are evil, you are poisoned until a good player dies by execution.

Rulings (almanac, Cannibal; docs/rulings/carousel-townsfolk.md):
- The "recently killed executee" is the last player who died by execution (an executed
  player who survives changes nothing). The Cannibal must be alive for it; a drunk or
  poisoned Cannibal still takes the ability, which works only while the Cannibal is sober
  and healthy. The executee is marked LUNCH (the last one only).
- A good executee: the Cannibal loses the ability it had and gains theirs (their character
  when they died), without being told which (``UNNAMED_GRANTS``), and any poisoning by its
  own ability ends. It wakes at that character's place in the night order; an ability that
  acts on the first night only is used on the next night ("you start knowing": almanac
  example 2, the Clockmaker). Characters whose "ability" is only what their player
  believes (the Drunk, the Lunatic) give nothing.
- An evil executee: the Cannibal is poisoned (until a good player dies by execution) and
  has no real ability. The Storyteller chooses which ability it believes it has, if any
  (best the character that player claimed: almanac How to Run; the claimed ones are offered
  first): the Cannibal then wakes and acts as that character, and its information may be
  false (almanac example 3). A character that would not wake teaches nothing (example 4).
- Jinxes Cannibal-Butler and Cannibal-Zealot: gaining that ability, the Cannibal is told so.
- Jinx Cannibal-Juggler: a Juggler who guessed on their first day and dies by execution that
  day: that night the living Cannibal learns how many of those guesses were correct (the
  Juggler's guesses become the gained Juggler ability's own).
- Jinx Cannibal-Princess: if the Cannibal nominated the Princess today, and she was executed
  and died, while the Cannibal's ability works, no Demon kill succeeds tonight.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow, believes_another, draws_a_cover
from ...state import POISONED, Death, Harm

UNNAMED_GRANTS = True
"""The Cannibal is not told which ability it has."""

_LUNCH = "Lunch"
_POISONED = "Poisoned"
_TOLD = ("butler", "zealot")
"""Gained abilities the Cannibal is told of (jinxes)."""


def on_death(ctx: AbilityContext, death: Death) -> Flow | None:
    if not death.harm.execution or death.seat == ctx.seat or not ctx.alive():
        return None
    return _lunch(ctx, death)


def _lunch(ctx: AbilityContext, death: Death) -> Flow:
    seat, character = death.seat, death.character
    ctx.unremind(_LUNCH)
    ctx.remind(_LUNCH, seat)
    ctx.revoke(ctx.seat)
    memory = ctx.memory
    memory.pop("catch_up", None)
    memory["lunch"] = (seat, character)
    if ctx.alignment_of(seat) == "good":
        ctx.unremind(_POISONED)
        ctx.remove_effects(kind=POISONED, seat=ctx.seat)
        if believes_another(character) or draws_a_cover(character):
            ctx.note(f"Cannibal: the {ctx.character_name(character)}'s ability is only a belief: nothing gained.")
            return
        ctx.grant(ctx.seat, character, believed_only=ctx.acting)
        memory["ability"] = character
        ctx.note(f"Cannibal ({ctx.name(ctx.seat)}) now has the {ctx.character_name(character)} ability.")
        if character in _TOLD and not ctx.acting:
            ctx.tell(ctx.seat, f"You have the {ctx.character_name(character)} ability.", kind="learned",
                     data={"what": "your Cannibal ability", "value": character})
        if ctx.character_facts(character).other_night is None and ctx.character_facts(character).first_night:
            memory["catch_up"] = character  # a first-night ability: used tonight
        if character == "juggler":
            _juggler_jinx(ctx, seat)
        if character == "princess" and (ctx.seat, seat) in ctx.nominations() and ctx.functioning:
            memory["no_demon_kill"] = ctx.day + 1  # jinx Cannibal-Princess: tonight
        return
    if not ctx.acting:
        ctx.remind(_POISONED, ctx.seat)
        if not ctx.is_poisoned(ctx.seat):
            ctx.add_effect(POISONED, ctx.seat, until=None, needs_source=False, token="Poisoned")
    claimed = [st[1] for st in ctx.statements_of(seat) if len(st) > 1 and st[0] == "claim"]
    good = [c for c in ctx.script_characters() if ctx.team_of_character(c) in ("townsfolk", "outsider")
            and not believes_another(c) and not draws_a_cover(c) and c != "cannibal"]
    options: list[str | None] = [*dict.fromkeys(c for c in claimed if c in good), None]
    options += [c for c in [character, *good] if c not in options]
    labels = {c: ctx.character_name(c) if c else "no ability (it does not wake)" for c in options}
    pretend = yield from ctx.storyteller(
        f"Cannibal: {ctx.name(seat)} was evil. Which ability does the poisoned Cannibal believe it has?",
        options, step="cannibal.pretend", labels=labels)
    if pretend is not None:
        ctx.grant(ctx.seat, pretend, believed_only=True)
        memory["ability"] = pretend
        if ctx.character_facts(pretend).other_night is None and ctx.character_facts(pretend).first_night:
            memory["catch_up"] = pretend


def _juggler_jinx(ctx: AbilityContext, juggler: int) -> None:
    guesses = ctx.memory_of(juggler, "juggler").get("guesses")
    if guesses and guesses[0] == ctx.day:
        ctx.memory_of(ctx.seat, "juggler")["guesses"] = guesses


def night_start(ctx: AbilityContext) -> Flow | None:
    character = ctx.memory.pop("catch_up", None)
    if character is None or not ctx.alive():
        return None
    return ctx.use_first_night(ctx.seat, character)


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    return (effect is None and harm.by_demon and ctx.is_night
            and ctx.memory.get("no_demon_kill") == ctx.night)


def after_dawn(ctx: AbilityContext) -> None:
    ctx.memory.pop("no_demon_kill", None)
