"""Each night*, choose a living player: if they agree, you learn their character, but you both might die.

Rulings (almanac, Harlot): on every night but the first the Harlot wakes and points at an
alive player (engine ruling: not themselves, which would ask them to agree with
themselves). That player is woken and asked whether they agree (``harlot.agree``); no
means nothing happens. Yes: the Harlot learns the player's character, as it registers
(the truth when the Harlot is sober and healthy; a drunk or poisoned Harlot may be shown
any character), then the Storyteller decides whether both die (``harlot``: almanac, "you
may decide that both players die"; the almanac example with the Mutant). Only both or
neither die. A drunk or poisoned Harlot kills nobody, so no death is asked. A dead Harlot
does not wake. The chosen player's answer is theirs even if they are evil (almanac
example: the evil Harlot later lies about what the Sage showed).
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import DecisionKind


def other_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    target = yield from ctx.choose_players(
        1, candidates=[s for s in ctx.alive_seats() if s != ctx.seat],
        prompt="Choose a living player: if they agree, you learn their character")
    ctx.tell(target, f"The Harlot ({ctx.name(ctx.seat)}) chose you.")
    agree = yield from ctx.ask(target, f"The Harlot ({ctx.name(ctx.seat)}) chose you: reveal your character "
                               "to them (you both might die)?", [False, True],
                               labels={False: "no", True: "yes, reveal"}, kind=DecisionKind.CHOOSE_PLAYERS,
                               step="harlot.agree")
    if not agree:
        ctx.note(f"{ctx.name(target)} declines the Harlot.")
        return
    truth = yield from ctx.registers_as_character(target)
    domain = list(dict.fromkeys([*ctx.script_characters(), truth]))
    name = ctx.name(target)
    yield from ctx.inform(truth=[truth], domain=domain, what=f"{name}'s character",
                          render=lambda v: f"{name} is the {ctx.character_name(v)}.")
    if not ctx.functioning:
        return
    both: bool = yield from ctx.storyteller(
        f"{name} revealed to the Harlot: do the Harlot ({ctx.name(ctx.seat)}) and {name} both die?",
        (False, True), labels={False: "nobody dies", True: "both die"})
    if both:
        ctx.remind("Dead", ctx.seat)
        ctx.remind("Dead", target)
        yield from ctx.kill(target)
        yield from ctx.kill(ctx.seat)
