"""2 neighboring players are known to be the same alignment. Once per game, 1 of them registers falsely.

Rulings (almanac, Revolutionary; a Fabled: the Storyteller's character, never a seat's):
- Consent first: before the pair is named, every player says (privately, to the
  Storyteller) whether they would agree to be a Revolutionary. The question is the same
  for everyone and tells nobody anything.
- The pair is two neighbouring players who both agreed and were dealt the same true
  alignment (Travellers aside). The almanac has the Storyteller hand the second
  Revolutionary a token of the first one's alignment from the bag; the engine deals the
  bag first and lets the Storyteller pick among the neighbouring pairs that match, which
  leaves the same Grimoires possible. The Storyteller may also pick no pair. The pair is
  announced to everyone, with the fact that they are the same alignment.
- Once per game, while the REGISTER FALSELY? reminder stands, either Revolutionary may
  register, to any ability, as a character, character type or alignment of the opposite
  alignment (evil for good players, good for evil ones): the Storyteller chooses at each
  registration. The first false registration removes the reminder; after it both register
  truly (save what their own characters allow).
- A Fabled ability: it cannot be drunk or poisoned.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import YES_NO_LABELS
from ...state import EVIL, GOOD

_GOOD_TEAMS = ("townsfolk", "outsider")
_EVIL_TEAMS = ("minion", "demon")


def after_deal(ctx: AbilityContext) -> Flow:
    willing: list[int] = []
    for s in ctx.seats():
        if ctx.is_traveller(s):
            continue
        yes = yield from ctx.ask(s, "Revolutionary: would you agree to be paired with a neighbour as a "
                                 "Revolutionary this game?", (True, False), labels=YES_NO_LABELS,
                                 step="revolutionary.consent")
        if yes:
            willing.append(s)
    pairs: list[tuple[int, int] | None] = []
    for s in willing:
        right = ctx.neighbours(s)[1]
        if right in willing and right != s and ctx.alignment_of(s) == ctx.alignment_of(right):
            pair = (s, right) if s < right else (right, s)
            if pair not in pairs:
                pairs.append(pair)
    labels: dict[object, str] = {None: "no pair: the Revolutionary does not pair anybody"}
    for p in pairs:
        if p is not None:
            labels[p] = f"{ctx.name(p[0])} & {ctx.name(p[1])}"
    chosen = yield from ctx.storyteller("Revolutionary: which neighbouring pair of the same alignment?",
                                        [*pairs, None], step="revolutionary.pair", labels=labels)
    if chosen is None:
        ctx.announce("The Revolutionary pairs nobody this game.", kind="revolutionary", data={"pair": []})
        return
    a, b = chosen
    ctx.memory["pair"] = (a, b)
    ctx.remind("Aligned", a)
    ctx.remind("Aligned", b)
    ctx.remind("Register Falsely?", a)
    ctx.announce(f"{ctx.name(a)} and {ctx.name(b)} are the Revolutionaries: they are the same alignment.",
                 kind="revolutionary", data={"pair": [a, b]})


def _false_values(ctx: AbilityContext, seat: int, aspect: str) -> set[str]:
    pair = ctx.memory.get("pair")
    if not pair or seat not in pair or ctx.memory.get("spent"):
        return set()
    good = ctx.alignment_of(seat) == GOOD
    if aspect == "alignment":
        return {EVIL if good else GOOD}
    teams = _EVIL_TEAMS if good else _GOOD_TEAMS
    if aspect == "team":
        return set(teams)
    if aspect == "character":
        return {c for c in ctx.script_characters() if ctx.team_of_character(c) in teams}
    return set()


def registers_falsely(ctx: AbilityContext, asker: AbilityContext, seat: int, aspect: str) -> set[str]:
    return _false_values(ctx, seat, aspect)


def on_registered(ctx: AbilityContext, asker: AbilityContext, seat: int, aspect: str, value: str) -> None:
    if value in _false_values(ctx, seat, aspect):
        ctx.memory["spent"] = (seat, asker.character, aspect, value)
        ctx.unremind("Register Falsely?")
        ctx.note(f"{ctx.name(seat)} registers falsely ({aspect}: {value}) through the Revolutionary.")
