"""You start knowing 2 players that are not the Demon.

Rulings (almanac, Knight): on the first night the Knight is shown two other players, neither
of whom registers as a Demon; Minions are fine (ruling knight-normal-can-include-minion), and
the Knight does not learn their character types. A Recluse may register as a Demon and then
is left out. A drunk or poisoned Knight may be shown any two players. Nothing more on later
nights; a Knight who comes into play later learns that night (START_KNOWING).

Ruling, the Knight shown itself (our reading; no official ruling found): the ability line
("2 players that are not the Demon") does not exclude the Knight, which is not the Demon;
we show two other players whenever they can truly be shown, and the Knight itself as one
of the two only when fewer than two others can (a Legion game with two good players),
rather than leaving the Storyteller no true answer.
"""

from __future__ import annotations

from itertools import combinations

from ...context import AbilityContext, Flow

START_KNOWING = True


def first_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    others = [s for s in ctx.seats() if s != ctx.seat]
    not_demon = []
    for s in others:
        if (yield from ctx.registers_as_team(s)) != "demon":
            not_demon.append(s)
    if len(not_demon) < 2:
        # Too few other players can be shown (a Legion game with two good players): the
        # Knight, who is not the Demon, may be one of the two (our ruling).
        not_demon = sorted([*not_demon, ctx.seat])
        others = sorted([*others, ctx.seat])
    domain = list(combinations(others, 2))
    truth = list(combinations(not_demon, 2))
    if not truth:
        return  # nobody else can truly be shown (the Recluse registered as the Demon)
    shown = yield from ctx.inform(
        truth=truth, domain=domain, what="two players that are not the Demon",
        render=lambda v: f"{ctx.name(v[0])} and {ctx.name(v[1])} are not the Demon.")
    ctx.unremind("Know")
    for s in shown:
        ctx.remind("Know", s)
