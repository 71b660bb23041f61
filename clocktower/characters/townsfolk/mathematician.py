"""Each night, you learn how many players' abilities worked abnormally (since dawn) due to another character's ability.

Rulings (almanac, Mathematician; docs/rulings/zombuul-math.md):
- The engine records the ABNORMAL marks (``ctx.mark_abnormal``, read through
  ``ctx.abnormal_since_dawn``): every piece of false information an ability gave because
  its holder was drunk or poisoned or because of a rule such as the Vortox's (the value
  shown was not among the true ones: a poisoned Oracle told 2 for 3, a poisoned Savant given
  two true statements), and actions that did nothing that a working ability would have done
  (a drunk Witch's curse when the cursed player nominates, a drunk or poisoned Demon's kill
  of a player who would have died). A drunk or poisoned ability whose result was what a
  working one would give is not abnormal (a drunk Juggler's correct count, a poisoned Snake
  Charmer choosing a Townsfolk; almanac example).
- Marks on seats that only believe their ability (the Drunk, the Lunatic, the Marionette)
  are the Storyteller's to count or not (the Mathematician's jinxes with them).
- "Since dawn": the marks made since the last dawn, tonight's before the Mathematician
  wakes included; on the first night, those of the first night. Players are counted once
  each, however many of their results were abnormal.
- The number is information: a sober, healthy Mathematician learns the count of players
  with a sure mark, plus any number of those with a judged one; a drunk or poisoned one may
  learn any number from 0 to the player count; the Vortox makes the true count illegal
  (almanac example: six abnormal, the Mathematician learns 4).
- Jinx Mathematician-Lunatic: when, on a night, the Lunatic attacked other players than the
  real Demon chose that night, the Lunatic's ability counts as having worked abnormally, a
  mark the Storyteller judges ("might learn"), made as the Mathematician wakes (after every
  Demon has acted). Our reading of "attacks": the players the Lunatic chose as the Demon it
  believes it is, against every player any real Demon chose with its ability tonight.
- Jinxes Mathematician-Drunk and Mathematician-Marionette: their false information is a
  judged mark (see above); the Chambermaid's jinx is in the Chambermaid's module.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow


def _lunatic_attacks(ctx: AbilityContext) -> None:
    """The Mathematician-Lunatic jinx: a judged mark for a Lunatic whose attack tonight was
    not the real Demon's (see the module docstring)."""
    demons = [s for s in ctx.seats() if ctx.team_of(s) == "demon"]
    demon_picks = {p for d in demons for p in ctx.chosen_tonight(d)}
    for s in ctx.seats_with("lunatic"):
        attacked = set(ctx.chosen_tonight(s))
        if attacked and attacked != demon_picks:
            ctx.mark_abnormal(s, cause="the Lunatic attacked other players than the Demon", judged=True)


def _learn(ctx: AbilityContext) -> Flow:
    ctx.wake()
    _lunatic_attacks(ctx)
    sure, judged = ctx.abnormal_since_dawn()
    truth = list(range(len(sure), len(sure) + len(judged) + 1))
    yield from ctx.inform(
        truth=truth, domain=list(range(ctx.players + 1)),
        what="how many players' abilities worked abnormally since dawn",
        render=lambda n: f"{n} player{'' if n == 1 else 's'}' abilities worked abnormally since dawn.")


first_night = other_night = _learn
