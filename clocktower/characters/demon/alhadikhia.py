"""Each night*, you may choose 3 players (all players learn who): each silently chooses to live or die, but if all live, all die.

Rulings (almanac and wiki, Al-Hadikhia; docs/rulings/loric-demons.md):
- From night 2 the Al-Hadikhia may choose 3 players (a yes/no first, then the three, in
  order), marked 1, 2 and 3. An Exorcist stops it; a drunk or poisoned Al-Hadikhia chooses
  and nothing else happens.
- In order, each chosen player is named aloud to everyone ("The Al-Hadikhia has chosen
  ...") and then asked, alone, whether they choose to live. Choosing to live brings a dead
  player back (ability restored); choosing to die kills a living one (a Demon's kill: the
  Soldier, the Monk and the Princess's night stop it, and a protected player who chose to
  die counts as alive). Each answers before the next is named. Nobody learns the answers.
- Once all three have answered, if all three are alive, each dies in the chosen order
  (so a protection that ends with its holder's death may no longer hold).
- At dawn everyone is told which of the three are alive and which dead, even if nothing
  changed (almanac, How to Run).
- Jinx, Mastermind: if the Al-Hadikhia dies by execution while the Mastermind is alive,
  that night the dead Al-Hadikhia wakes and chooses 3 good players (fewer if fewer are
  good): if all choose to live evil wins, otherwise good wins.
- Jinx, Scarlet Woman: whenever two Al-Hadikhias are alive and one of them was the
  Scarlet Woman (her IS THE DEMON reminder), she becomes the Scarlet Woman again.
"""

from __future__ import annotations

from ...context import AbilityContext, Ask, Flow
from ...state import EVIL, GOOD, Death
from ..fabled import toymaker as _toymaker

WAKES_WHEN_DEAD = True  # (only on the night of the Mastermind jinx; see other_night)


def other_night(ctx: AbilityContext) -> Flow:
    if not ctx.alive(ctx.seat):
        if ctx.memory.get("mastermind_night") == ctx.night:
            yield from _mastermind_night(ctx)
        return
    if ctx.exorcised or _toymaker.attack_barred(ctx, 3):
        return
    ctx.wake()
    act = yield from ctx.ask(ctx.seat, "Al-Hadikhia: choose 3 players tonight?", [True, False],
                             step="alhadikhia.act")
    if not act:
        _toymaker.chose_not_to_attack(ctx, f"{ctx.name(ctx.seat)} (the Al-Hadikhia) chooses no one: it does not "
                                           "attack tonight (Toymaker).")
        return
    count = min(3, len(ctx.seats()))
    chosen = yield from ctx.choose_players((count, count), prompt="Choose 3 players, in order")
    if not ctx.functioning:
        if not ctx.acting:
            ctx.mark_abnormal(cause="the Al-Hadikhia was drunk or poisoned: its choice did nothing")
        return
    ctx.memory["chosen"] = (ctx.night, tuple(chosen))
    ctx.unremind()
    for k, s in enumerate(chosen):
        ctx.remind(str(k + 1), s)
    yield from _dilemma(ctx, chosen)
    if all(ctx.alive(s) for s in chosen):
        ctx.note("Every player the Al-Hadikhia chose is alive: all of them die.")
        for s in chosen:
            yield from ctx.kill(s)
    _scarlet_woman_again(ctx)


def _dilemma(ctx: AbilityContext, chosen: tuple[int, ...]) -> Ask[list[bool]]:
    """Name each chosen player aloud and ask them, in order, to live or die."""
    lives: list[bool] = []
    for s in chosen:
        ctx.announce(f"The Al-Hadikhia has chosen {ctx.name(s)}.", kind="alhadikhia",
                     data={"seat": s, "night": ctx.night})
        live = yield from ctx.ask(s, "The Al-Hadikhia has chosen you: do you choose to live?", [True, False],
                                  step="alhadikhia.live")
        lives.append(bool(live))
        if live and not ctx.alive(s):
            yield from ctx.resurrect(s)
        elif not live and ctx.alive(s):
            yield from ctx.kill(s)
    ctx.memory["lives"] = tuple(lives)
    ctx.announce("The Al-Hadikhia's time of silence has ended.", kind="alhadikhia_end")
    return lives


def after_dawn(ctx: AbilityContext) -> None:
    chosen = ctx.memory.get("chosen")
    if chosen is None or chosen[0] != ctx.night:
        return
    seats = chosen[1]
    alive = [s for s in seats if ctx.alive(s)]
    dead = [s for s in seats if not ctx.alive(s)]
    parts = []
    if alive:
        parts.append(", ".join(ctx.name(s) for s in alive) + (" is" if len(alive) == 1 else " are") + " alive")
    if dead:
        parts.append(", ".join(ctx.name(s) for s in dead) + (" is" if len(dead) == 1 else " are") + " dead")
    ctx.announce("Of the Al-Hadikhia's choices, " + " and ".join(parts) + ".", kind="alhadikhia_dawn",
                 data={"chosen": seats, "alive": tuple(alive), "dead": tuple(dead)})


def on_death(ctx: AbilityContext, death: Death) -> None:
    """Jinx, Mastermind: the executed Al-Hadikhia acts once more that night."""
    if death.seat != ctx.seat or not death.harm.execution:
        return
    if any(ctx.alive(s) for s in ctx.seats_with("mastermind")) and "mastermind" in ctx.script_characters():
        ctx.memory["mastermind_night"] = ctx.day + 1
        ctx.note("The Al-Hadikhia was executed with the Mastermind alive: tonight it chooses 3 good players.")


def _mastermind_night(ctx: AbilityContext) -> Flow:
    good = [s for s in ctx.seats() if ctx.alignment_of(s) == GOOD]
    if not good:
        ctx.end_game(EVIL, "the executed Al-Hadikhia found no good player to choose (Mastermind jinx).")
        return
    ctx.wake()
    count = min(3, len(good))
    chosen = yield from ctx.choose_players((count, count), candidates=good,
                                           prompt="Choose 3 good players: if all choose to live, evil wins")
    ctx.memory["chosen"] = (ctx.night, tuple(chosen))
    lives = yield from _dilemma(ctx, chosen)
    if all(lives):
        ctx.end_game(EVIL, "all 3 good players chose to live after the Al-Hadikhia's execution (Mastermind jinx).")
    else:
        ctx.end_game(GOOD, "a good player chose to die after the Al-Hadikhia's execution (Mastermind jinx).")


def _scarlet_woman_again(ctx: AbilityContext) -> None:
    """Jinx, Scarlet Woman: of two living Al-Hadikhias, the former Scarlet Woman reverts."""
    living = [s for s in ctx.seats_with("alhadikhia") if ctx.alive(s)]
    if len(living) < 2:
        return
    was_scarlet = set(ctx.grimoire_reminders("scarletwoman", "Is The Demon"))
    for s in living:
        if s in was_scarlet:
            ctx.note(f"Two Al-Hadikhias are alive: {ctx.name(s)} becomes the Scarlet Woman again.")
            ctx.change_character(s, "scarletwoman")
            return
