"""You start knowing a secret word. The 1st good player to say this word becomes evil that night.

Rulings (almanac, Mezepheles; docs/rulings/carousel-outsiders-minions.md):
- On the first night the Storyteller writes the secret word (a free text of one word, or one
  of a few unusual suggestions), and the Mezepheles is woken and shown it. Nobody else is
  told. A drunk or poisoned Mezepheles is still shown the word.
- The word is heard in the talk: any free text said aloud or whispered (clocktower.talk; the
  ``on_said`` hook). It counts when it stands as a whole word, letter case and punctuation
  aside; when it only appears inside a longer word the Storyteller judges whether it was
  said (a yes-or-no decision).
- Only a good player saying it counts (their true alignment), and only while the
  Mezepheles's ability works: the first such player is marked TURNS EVIL, and no later
  speaker counts.
- That night, at the Mezepheles's place, if its ability works, the marked player turns
  evil and is told so (they keep their character); the Mezepheles then has no ability (NO
  ABILITY reminder). If the ability does not work that night (almanac example: the
  Courtier made the Mezepheles drunk), the player stays good, and the chance is spent: the
  first good player to say the word was that one.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ...decisions import STORYTELLER
from ...state import EVIL, GOOD

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow

_TURNS_EVIL = "Turns evil"
_NO_ABILITY = "No ability"

_SUGGESTIONS = ("Rumpelstiltskin", "Constantinople", "Quixotic", "Zeppelin", "Marmalade",
                "Hullabaloo", "Brouhaha", "Kerfuffle")
"""Unusual words offered to the Storyteller (any single word may be written instead)."""


def _single_word(text: str) -> str | None:
    """The secret word written, or None when the text is not exactly one word."""
    words = re.findall(r"[^\W_]+(?:['-][^\W_]+)*", text)
    return words[0] if len(words) == 1 else None


def first_night(ctx: AbilityContext) -> Flow:
    word: str | None = None
    while word is None:
        text = yield from ctx.write(STORYTELLER, "Mezepheles: write the secret word (a single word)",
                                    _SUGGESTIONS, max_length=40, step="mezepheles.word")
        word = _single_word(text)
    ctx.memory["word"] = word
    ctx.wake()
    ctx.tell(ctx.seat, f"Your secret word is \u201c{word}\u201d.", kind="learned",
             data={"what": "secret word", "value": word})


def on_said(ctx: AbilityContext, seat: int, text: str, to: int | None) -> Flow | None:
    word = ctx.memory.get("word")
    if (word is None or ctx.memory.get("heard") is not None or ctx.acting or not ctx.functioning
            or ctx.alignment_of(seat) != GOOD):
        return None
    lowered, target = text.casefold(), word.casefold()
    if re.search(rf"(?<![^\W_]){re.escape(target)}(?![^\W_])", lowered):
        _heard(ctx, seat)
        return None
    if target in lowered:
        return _judge(ctx, seat, text, word)
    return None


def _judge(ctx: AbilityContext, seat: int, text: str, word: str) -> Flow:
    said: Any = yield from ctx.storyteller(
        f"{ctx.name(seat)} said \u201c{text}\u201d: did they say the Mezepheles's secret word "
        f"\u201c{word}\u201d?", [False, True], step="mezepheles.heard",
        labels={False: "no", True: f"yes: {ctx.name(seat)} said it"})
    if said:
        _heard(ctx, seat)


def _heard(ctx: AbilityContext, seat: int) -> None:
    ctx.memory["heard"] = seat
    ctx.remind(_TURNS_EVIL, seat)
    ctx.note(f"Mezepheles: {ctx.name(seat)}, a good player, said the secret word first.")


def other_night(ctx: AbilityContext) -> None:
    if not ctx.reminded(_TURNS_EVIL):
        return
    seat = ctx.memory.get("heard")
    ctx.unremind(_TURNS_EVIL)
    if seat is None or not ctx.functioning:
        ctx.note("Mezepheles: its ability does not work tonight; the player who said the word stays good.")
        return
    ctx.change_alignment(seat, EVIL)
    ctx.tell(seat, "You are evil.", kind="learned", data={"what": "alignment", "value": EVIL})
    ctx.remind(_NO_ABILITY, ctx.seat)
