"""There are 2 Storytellers: one lies & one tells the truth. Once per game, at dusk, they might switch.

Rulings (no almanac entry; the official wiki's Knaves page; a Loric: the Storyteller's
character; docs/rulings/loric.md):
- Two Storytellers, "A" and "B", are announced to everyone; the Storyteller decides, in
  secret, which of them lies.
- Players choose which Storyteller they deal with (wiki: each player chooses each time). In
  the engine each player chooses once for the first night and again at each dusk, and that
  choice holds for the night and the day after it (the engine has no moment of "going to"
  a Storyteller; our reading). Every player is asked, whatever their character, so being
  asked tells nothing.
- Information from a character's ability, given by the lying Storyteller, is false (any
  value but the truth, when one exists); by the truthful one it is the truth. Rules and
  everything that is not ability information (nominations, deaths, the Demon's bluffs,
  Minion info...) are always true. A drunk or poisoned player may be told anything by
  either (wiki).
- Once per game, at a dusk, the Storyteller may switch them: the liar tells the truth from
  then on, and the other lies. Nobody is told.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow
from ...decisions import DecisionKind

_TELLERS = ("A", "B")
_LABELS = {"A": "Storyteller A", "B": "Storyteller B"}


def after_deal(ctx: AbilityContext) -> Flow:
    liar = yield from ctx.storyteller("Knaves: which Storyteller lies?", _TELLERS, step="knaves.liar",
                                      labels=dict(_LABELS))
    ctx.memory["liar"] = liar
    ctx.announce("Knaves: there are two Storytellers, A and B. One of them lies about what your abilities tell "
                 "you; the other tells the truth.", kind="knaves", data={"storytellers": _TELLERS})
    yield from _choose(ctx)


def night_start(ctx: AbilityContext) -> Flow:
    if not ctx.memory.get("switched"):
        switch = yield from ctx.storyteller("Knaves: do the Storytellers switch now (once per game)?", (False, True),
                                            step="knaves.switch",
                                            labels={False: "no", True: "yes: the liar tells the truth, and the "
                                                                       "other lies"})
        if switch:
            ctx.memory["switched"] = ctx.night
            ctx.memory["liar"] = "B" if ctx.memory.get("liar") == "A" else "A"
            ctx.note(f"Knaves: the Storytellers switch; Storyteller {ctx.memory['liar']} lies from now on.")
    yield from _choose(ctx)


def _choose(ctx: AbilityContext) -> Flow:
    picks: dict[int, str] = {}
    for s in ctx.seats():
        picks[s] = yield from ctx.ask(s, "Knaves: which Storyteller do you go to tonight and tomorrow?", _TELLERS,
                                      labels=dict(_LABELS), kind=DecisionKind.CHOOSE_PLAYERS, step="knaves.pick")
    ctx.memory["picks"] = picks


def information_rule(ctx: AbilityContext, asker: AbilityContext, truth: tuple[Any, ...], domain: tuple[Any, ...],
                     options: tuple[Any, ...]) -> tuple[tuple[Any, ...], str] | None:
    if asker.is_storyteller or not asker.functioning:
        return None  # drunk or poisoned: either Storyteller may say anything (options stand)
    if ctx.memory.get("picks", {}).get(asker.seat) != ctx.memory.get("liar"):
        return None
    true = set(truth)
    false = tuple(v for v in dict.fromkeys(domain) if v not in true)
    if not false:
        return None  # nothing false exists: the truth stands
    return false, "Knaves: the lying Storyteller"
