"""Once per game, during the day, privately ask the Storyteller any yes/no question.

Rulings (almanac, Artist; docs/rulings/bmr-snv.md):
- Each day in the talk, an Artist who has not used the ability yet may choose, privately,
  to use it now. They then write their question: any text (a person types it), or one of
  the offered questions (a bot picks one from its view). Only the Storyteller sees the
  question; only the Artist learns the answer. The ability is then used up (_NO ABILITY).
- The Storyteller answers "yes", "no" or "I don't know". For an offered question ("Is
  Alice the Imp?", "Is Alice evil?", "Is Alice a Minion?"...) the answer is a fact of the
  Grimoire, read as registration (a Recluse may register as evil or as a Minion or Demon):
  a sober and healthy Artist is told that fact and nothing else. For a question of the
  Artist's own words the engine cannot judge, so every answer is legal and the Storyteller
  judges; they may also ask the Artist to ask again in another way (the ability is not
  used, at most twice a day).
- A drunk or poisoned Artist (or one who only believes it is the Artist) may be given any
  of the three answers. Under the Vortox the answer to an offered question is the false one.
- Pretending to be the Artist needs no ability: nothing is shown to the table either way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import per_table

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_NO_ABILITY = "No Ability"
_YES, _NO, _DONT_KNOW, _AGAIN = "yes", "no", "dont_know", "again"
_ANSWERS = (_YES, _NO, _DONT_KNOW)
_SAID = {_YES: "Yes", _NO: "No", _DONT_KNOW: "I don't know",
        _AGAIN: "Please ask another question: I cannot answer that with yes, no or I don't know"}
_TEAMS = ("townsfolk", "outsider", "minion", "demon")
_MAX_LENGTH = 200
_RETRIES = 2


def _question_text(ctx: AbilityContext, question: tuple[Any, ...]) -> str:
    """The words of one offered (structured) question."""
    kind, seat, value = question
    who = ctx.name(seat)
    if kind == "is":
        return f"Is {who} the {ctx.character_name(value)}?"
    if kind == "alignment":
        return f"Is {who} {value}?"
    article = "an" if value[0] in "aeiou" else "a"
    return f"Is {who} {article} {value.capitalize()}?"


def _build_questions(ctx: AbilityContext) -> dict[str, tuple[Any, ...]]:
    out: dict[str, tuple[Any, ...]] = {}
    for s in ctx.seats():
        for q in ([("is", s, c) for c in ctx.script_characters()]
                  + [("alignment", s, "evil"), ("alignment", s, "good")] + [("type", s, t) for t in _TEAMS]):
            out[_question_text(ctx, q)] = q
    return out


_QUESTIONS: dict[Any, dict[str, tuple[Any, ...]]] = {}
"""The offered questions by their words, per table and script (``per_table``)."""


def _offered_questions(ctx: AbilityContext) -> dict[str, tuple[Any, ...]]:
    """The offered questions: their words -> the structured question."""
    found: dict[str, tuple[Any, ...]] = per_table(_QUESTIONS, ctx, _build_questions)
    return found


def day_ability(ctx: AbilityContext) -> Flow | None:
    if ctx.memory.get("used"):
        return None
    return _ask(ctx)


def _ask(ctx: AbilityContext) -> Flow:
    use = yield from ctx.ask(ctx.seat, "Artist: privately ask the Storyteller a yes/no question now?",
                             [False, True], labels={False: "not today", True: "ask a question"})
    if not use:
        return
    questions = _offered_questions(ctx)
    for attempt in range(_RETRIES + 1):
        text = yield from ctx.write(ctx.seat, "Write your yes/no question for the Storyteller", list(questions),
                                    max_length=_MAX_LENGTH, step="artist.question")
        answer = yield from _answer(ctx, str(text), questions.get(str(text)), may_retry=attempt < _RETRIES)
        if answer != _AGAIN:
            break
    ctx.memory["used"] = True
    ctx.remind(_NO_ABILITY, ctx.seat)


def _answer(ctx: AbilityContext, text: str, question: tuple[Any, ...] | None, *, may_retry: bool) -> Any:
    """Ask the Storyteller the answer and tell the Artist. Returns the answer given."""
    if question is None:
        every = (*_ANSWERS, _AGAIN) if may_retry else _ANSWERS
        truth: list[str] = list(every)  # the Storyteller's judgement: every answer is legal
        false: list[str] | None = None
        domain = list(every)
    else:
        kind, seat, value = question
        if kind == "is":
            registered = yield from ctx.registers_as_character(seat)
        elif kind == "alignment":
            registered = yield from ctx.registers_as_alignment(seat)
        else:
            registered = yield from ctx.registers_as_team(seat)
        fact = _YES if registered == value else _NO
        truth, false, domain = [fact], [_NO if fact == _YES else _YES], list(_ANSWERS)
    return (yield from ctx.inform(
        truth=truth, domain=domain, false=false, what=f'the answer to "{text}"',
        render=lambda v: f'The Storyteller answers "{text}": {_SAID[v]}.'))
