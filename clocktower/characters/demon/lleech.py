"""Each night*, choose a player: they die. You start by choosing a player: they are poisoned. You die if & only if they are dead.

Rulings (almanac, Lleech; wiki Lleech; ruling lleech-host-death-good-wins-even-at-two):
- On the first night (or the first night it is the Lleech, if made mid-game) the Lleech
  chooses an alive player, itself allowed (almanac How to Run: "They point at any
  player"): the host. The host is poisoned for the rest of
  the game while the Lleech's ability works (the poison lapses while the Lleech is drunk or
  poisoned, like every poisoner's).
- The host candidates are the players the table believes alive (briefing, "hidden
  information"): one killed earlier the same night is still offered. If the Lleech picks
  them, its host is dead, so it dies when its ability next looks (at dawn): "you die if &
  only if they are dead" (our reading of the ability line).
- From night 2 the Lleech chooses any player: they die (not poisoned).
- While the host is alive a working Lleech cannot die: an executed Lleech survives (the
  group hears only that the player lives).
- When the host is dead the Lleech dies, checked whenever its ability looks (after any
  death, at dawn, at the end of the day, each night): a drunk or poisoned Lleech survives
  its host's death until it is sober and healthy again (wiki). With the Demon dead, good
  wins even if only one or two players remain.
- Jinx with the Slayer (official): a Slayer who chooses the Lleech's host kills the host,
  as if it were the Demon, and so the Lleech.
- Jinx with the Mastermind (official): if the host dies by execution while a Mastermind is
  alive, the Lleech does not die but loses its ability for the rest of the game (a lasting
  NO ABILITY effect that needs no source). Our reading: "alive" as written, whether or not
  the Mastermind is drunk or poisoned; decided at the host's death, for a working Lleech.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import NO_ABILITY, POISONED, Death, Harm
from .._demon import kill_one


def _host(ctx: AbilityContext) -> int | None:
    """The Lleech's host, or None before it has chosen."""
    return ctx.memory.get("host")


def first_night(ctx: AbilityContext) -> Flow:
    yield from _choose_host(ctx)


def _choose_host(ctx: AbilityContext) -> Flow:
    ctx.wake()
    chosen = yield from ctx.choose_players(1, candidates=ctx.publicly_alive_seats(),
                                           prompt="Choose a host: they are poisoned, and you die only if they die")
    if ctx.acting or chosen is None:
        return
    ctx.memory["host"] = chosen
    ctx.remind("Host", chosen)
    ctx.add_effect(POISONED, chosen, until=None, token="Poisoned")


def other_night(ctx: AbilityContext) -> Flow:
    if not ctx.acting and _host(ctx) is None:
        yield from _choose_host(ctx)
    yield from _host_check(ctx)
    if ctx.alive():
        yield from kill_one(ctx)


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    """A working Lleech whose host lives cannot die."""
    if effect is not None or target != ctx.seat or ctx.acting:
        return False
    h = _host(ctx)
    return h is not None and ctx.alive(h) and ctx.functioning


def registration_rule(ctx: AbilityContext, asker: AbilityContext, seat: int, aspect: str) -> str | None:
    """Official Lleech-Slayer jinx: the host counts as the Demon to the Slayer's choice."""
    h = _host(ctx)
    if aspect == "team" and asker.character == "slayer" and not ctx.acting and h is not None and seat == h:
        return "demon"
    return None


def _host_check(ctx: AbilityContext) -> Flow:
    h = _host(ctx)
    if ctx.acting or h is None or not ctx.alive() or ctx.alive(h) or not ctx.functioning:
        return
    ctx.note(f"{ctx.name(h)}, the Lleech's host, is dead: the Lleech dies.")
    yield from ctx.kill(ctx.seat)


def on_death(ctx: AbilityContext, death: Death) -> Flow:
    if _spared_by_the_mastermind(ctx, death):
        return
    yield from _host_check(ctx)


def _spared_by_the_mastermind(ctx: AbilityContext, death: Death) -> bool:
    """The Lleech-Mastermind jinx (see the module docstring): True when it applied."""
    if ctx.acting or death.seat != _host(ctx) or not death.harm.execution or not ctx.functioning:
        return False
    if not any(ctx.alive(s) for s in ctx.seats_with("mastermind")):
        return False
    ctx.add_effect(NO_ABILITY, ctx.seat, until=None, needs_source=False, token="No ability")
    ctx.note(f"{ctx.name(death.seat)}, the Lleech's host, died by execution while the Mastermind lives: the "
             "Lleech lives but loses its ability (Lleech-Mastermind jinx).")
    return True


def after_dawn(ctx: AbilityContext) -> Flow:
    yield from _host_check(ctx)


def end_of_day(ctx: AbilityContext) -> Flow:
    yield from _host_check(ctx)
