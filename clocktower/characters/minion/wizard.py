"""Once per game, choose to make a wish. If granted, it might have a price & leave a clue as to its nature.

Rulings (almanac, Wizard), and how the engine models a wish:
- The Wizard is woken at its place each night until it has wished, and may wish (or not).
  It picks one of the documented wishes of :data:`WISHES`, or writes its own (free text,
  recorded as written). Wishing by day, in private, is not modelled: the night is the
  Wizard's one moment.
- The Storyteller then grants the wish, declines it and lets the Wizard wish again (at most
  :data:`MAX_TRIES` wishes a night), or declines it for good. A granted or refused wish
  uses the ability up.
- A written wish can do only what the Storyteller makes of it: on granting, the Storyteller
  picks which documented effect carries it out (or none: the wish changes nothing the
  engine tracks) and chooses its targets, since the text named them.
- Among the wishes: becoming a Demon (the Storyteller picks which Demon of the script, and
  whether the old Demon dies), making another player a Demon, seeing the Grimoire (the
  almanac's examples), beside a death, a poisoning, a character learned, the Demon shielded
  for a day, a good player recruited.
- A granted wish may have a price, and the price is the Storyteller's: any of
  :data:`PRICES` for any wish (none, the Wizard dies, a good player learns the Wizard, a
  good player learns a Demon); the wish's documented prices are the engine's suggestion
  (``ctx.storyteller(suggested=...)``), which the automated Storytellers pick among. It may
  leave a public clue, also the Storyteller's: nothing; "the Wizard has made a wish"; the
  wish's documented clue; or a clue the Storyteller writes (decision ``wizard.clue.text``).
- A drunk or poisoned Wizard wishes as usual and the Storyteller answers as usual, but the
  wish does nothing and has no price; the ability is used up all the same (a once-per-game
  ability used while poisoned is gone). A dead Wizard cannot wish.
- Our rulings on duration: a wished poisoning needs the Wizard's ability (it ends when the
  Wizard dies or is drunk or poisoned); the Demon's wished protection lasts its whole day
  whatever happens to the Wizard. The almanac leaves this to the Storyteller ("When the
  Wizard dies, the wish may or may not still be in effect, depending on the nature of the
  wish and the nature of the price"); we fix one answer per wish so that games replay: a
  poisoning is an ongoing ability effect (rulebook: such effects end with the ability), a
  protection is a one-day gift already granted.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...context import AbilityContext, Ask, Flow
from ...decisions import STORYTELLER, DecisionKind
from ...state import EVIL, GOOD, POISONED, SAFE

__helpers__ = ("MAX_CLUE_LENGTH", "MAX_TRIES", "MAX_WISH_LENGTH", "PRICES", "WISHES")
"""Public names that are not hooks (imported by tests and tools)."""


@dataclass(frozen=True)
class Wish:
    """A documented wish: what the Wizard asks for, what it does, its prices and clue."""

    id: str
    asks: str
    effect: str
    prices: tuple[str, ...]
    clue: str


WISHES: dict[str, Wish] = {w.id: w for w in (
    Wish("death", "I wish a player I name would die tonight.",
         "The Wizard chooses a player: they die now (a Minion's kill: protections apply).",
         ("none", "wizard_dies", "wizard_known"),
         "The Wizard's wish has brought death tonight."),
    Wish("poison", "I wish a player I name were poisoned.",
         "The Wizard chooses a player: they are poisoned while the Wizard keeps its ability.",
         ("none", "wizard_known"),
         "The Wizard's wish has poisoned a player."),
    Wish("knowledge", "I wish to know a player's character.",
         "The Wizard chooses a player and learns their character.",
         ("none", "wizard_known"),
         "The Wizard's wish has revealed a secret to evil."),
    Wish("shield", "I wish the Demon could not die tomorrow.",
         "Every Demon can't die (even by execution) until the coming dusk.",
         ("none", "wizard_dies", "wizard_known"),
         "The Wizard's wish shields the Demon today."),
    Wish("recruit", "I wish a good player I name would join us.",
         "The Wizard chooses a good player: they turn evil and are told so.",
         ("wizard_dies", "wizard_known"),
         "The Wizard's wish has turned a good player evil."),
    Wish("become_demon", "I wish to become a Demon.",
         "The Wizard becomes a Demon of the Storyteller's choice (the Storyteller may also have "
         "the old Demon die).",
         ("demon_known", "wizard_known"),
         "The student has become the master."),
    Wish("make_demon", "I wish a player I name would become a Demon.",
         "The Wizard chooses a player: they become an evil Demon of the Storyteller's choice and "
         "are told so.",
         ("demon_known", "wizard_dies"),
         "The Wizard's wish has raised a new Demon."),
    Wish("grimoire", "I wish to see the Grimoire.",
         "The Wizard sees the whole Grimoire now.",
         ("none", "wizard_known"),
         "The Wizard's wish has shown evil every secret."),
)}
"""The wishes the automated Storyteller knows how to grant (the almanac's examples among them:
seeing the Grimoire, becoming a Demon). ``prices`` are the ones the engine suggests for the
wish; the Storyteller may pick any of :data:`PRICES`."""

PRICES = {
    "none": "no price",
    "wizard_dies": "the Wizard dies",
    "wizard_known": "a good player learns who the Wizard is",
    "demon_known": "a good player learns who a Demon is",
}
"""Every price a granted wish may carry, whatever the wish: the almanac leaves the price to the
Storyteller ("make whatever mechanical adjustments to the game you feel are necessary")."""


_WRITE = "write"
"""The Wizard's option to write a wish of its own."""

MAX_WISH_LENGTH = 300
"""The longest written wish, in characters."""

MAX_CLUE_LENGTH = 200
"""The longest clue the Storyteller may write, in characters."""

MAX_TRIES = 3
"""How many wishes the Wizard may make in one night when the Storyteller asks it to wish again."""

_EXAMPLES = (
    "I wish the Demon could not die tomorrow.",
    "I wish to know who the Bounty Hunter is.",
    "I wish for a second Demon.",
)
"""Sample written wishes offered as suggestions (any text is accepted)."""


def _night(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("used"):
        return
    ctx.wake()
    for attempt in range(MAX_TRIES):
        options = [None, *WISHES, _WRITE]
        labels: dict[Any, str] = {None: "no wish tonight", _WRITE: "write my own wish"}
        labels.update({w.id: w.asks for w in WISHES.values()})
        choice = yield from ctx.ask(ctx.seat, "Make your once-per-game wish?", options, labels=labels,
                                    kind=DecisionKind.CHOOSE_CHARACTER, step="wizard")
        if choice is None:
            return
        text = WISHES[choice].asks if choice != _WRITE else (yield from ctx.write(
            ctx.seat, "Write your wish", _EXAMPLES, max_length=MAX_WISH_LENGTH, step="wizard.text"))
        ctx.note(f"The Wizard wishes: {text}", kind="wish")
        last = attempt == MAX_TRIES - 1
        answers = ("grant", "refuse") if last else ("grant", "again", "refuse")
        verdict = yield from ctx.storyteller(
            f"The Wizard wishes: {text!r}. Grant it, let them wish again, or refuse it?", answers,
            step="wizard.grant",
            labels={"grant": "grant the wish", "again": "decline: wish again", "refuse": "decline: no more wishes"})
        if verdict == "again":
            ctx.tell(ctx.seat, "Your wish is declined: you may wish again.", kind="wish")
            continue
        ctx.memory["used"] = True
        if verdict == "refuse":
            ctx.tell(ctx.seat, "Your wish is declined: you have no more wishes.", kind="wish")
            return
        ctx.tell(ctx.seat, "Your wish is granted.", kind="wish")
        yield from _grant(ctx, choice, text)
        return


first_night = other_night = _night
"""The same action every night, the first included."""


def _grant(ctx: AbilityContext, choice: str, text: str) -> Flow:
    working = ctx.functioning
    if choice == _WRITE:
        effects = ["none", *WISHES]
        effect = yield from ctx.storyteller(
            f"Which effect carries out the wish {text!r}?", effects, step="wizard.effect",
            labels={"none": "none the engine tracks", **{w.id: w.effect for w in WISHES.values()}})
        wish = WISHES.get(effect)
        by_storyteller = True
    else:
        wish = WISHES[choice]
        by_storyteller = False
    if wish is not None:
        ctx.memory["wish"] = wish.id
        yield from _effect(ctx, wish, by_storyteller, working)
    if working:
        # Any price, for any wish (a written wish the engine tracks no effect for too): the
        # wish's documented prices are the suggestion.
        price = yield from ctx.storyteller(
            "The wish's price?", tuple(PRICES), step="wizard.price", labels=PRICES,
            suggested=wish.prices if wish is not None else ("none",))
        yield from _price(ctx, price)
    clues = ("none", "announce") + (("clue",) if wish is not None else ()) + ("write",)
    clue = yield from ctx.storyteller(
        "Tell the town about the wish?", clues, step="wizard.clue",
        labels={"none": "say nothing", "announce": "the Wizard has made a wish",
                "clue": wish.clue if wish is not None else "", "write": "write a clue of my own"})
    if clue == "announce":
        ctx.announce("The Wizard has made a wish.", kind="wish")
    elif clue == "clue" and wish is not None:
        ctx.announce(f"The Wizard has made a wish. {wish.clue}", kind="wish")
    elif clue == "write":
        text = yield from ctx.write(
            STORYTELLER, "Write the clue the town hears", (wish.clue if wish is not None else "Things are wrong.",),
            max_length=MAX_CLUE_LENGTH, step="wizard.clue.text")
        ctx.announce(f"The Wizard has made a wish. {text}", kind="wish")


def _target(ctx: AbilityContext, by_storyteller: bool, candidates: list[int], prompt: str) -> Ask[int]:
    if by_storyteller:
        return (yield from ctx.storyteller(prompt, candidates, step="wizard.target"))
    return (yield from ctx.choose_players(1, candidates=candidates, prompt=prompt))


def _effect(ctx: AbilityContext, wish: Wish, by_storyteller: bool, working: bool) -> Flow:
    if wish.id == "death":
        target = yield from _target(ctx, by_storyteller, ctx.seats(), "Who dies by the wish?")
        if working:
            yield from ctx.kill(target)
    elif wish.id == "poison":
        target = yield from _target(ctx, by_storyteller, ctx.seats(), "Who is poisoned by the wish?")
        if working:
            ctx.add_effect(POISONED, target, until=None, token="Poisoned (wish)")
    elif wish.id == "knowledge":
        target = yield from _target(ctx, by_storyteller, ctx.seats(), "Whose character does the Wizard learn?")
        truth = ctx.character_of(target)
        yield from ctx.inform(truth=[truth], domain=ctx.script_characters(), what="a character (wish)",
                              render=lambda c: f"{ctx.name(target)} is the {ctx.character_name(c)}.")
    elif wish.id == "shield":
        if working:
            for demon in (s for s in ctx.seats() if ctx.team_of(s) == "demon"):
                ctx.add_effect(SAFE, demon, until=("dusk", ctx.night if ctx.is_night else ctx.day),
                               needs_source=False, token="Safe (wish)")
    elif wish.id == "become_demon":
        new_demon = yield from _demon_choice(ctx, ctx.seat)
        if working and new_demon is not None:
            old = [s for s in ctx.seats() if ctx.team_of(s) == "demon" and ctx.alive(s)]
            ctx.change_character(ctx.seat, new_demon)
            yield from _old_demon_dies(ctx, old)
    elif wish.id == "make_demon":
        target = yield from _target(ctx, by_storyteller, [s for s in ctx.seats() if s != ctx.seat],
                                    "Who becomes a Demon by the wish?")
        made = yield from _demon_choice(ctx, target)
        if working and made is not None:
            ctx.change_character(target, made)
            if ctx.alignment_of(target) != EVIL:
                ctx.change_alignment(target, EVIL)
    elif wish.id == "grimoire":
        if working:
            ctx.show_grimoire(ctx.seat)
    elif wish.id == "recruit":
        good = [s for s in ctx.seats() if ctx.alignment_of(s) == GOOD] or ctx.seats()
        target = yield from _target(ctx, by_storyteller, good, "Which good player turns evil?")
        if working and ctx.alignment_of(target) == GOOD:
            ctx.change_alignment(target, EVIL)


def _demon_choice(ctx: AbilityContext, seat: int) -> Ask[str | None]:
    """The Storyteller picks which Demon of the script ``seat`` becomes (None: no Demon of the
    script can be made, and the wish does nothing)."""
    demons = [c for c in ctx.script_characters("demon") if ctx.is_implemented(c)]
    if not demons:
        return None
    return (yield from ctx.storyteller(
        f"Which Demon does {ctx.name(seat)} become by the wish?", demons, step="wizard.demon",
        labels={c: ctx.character_name(c) for c in demons}))


def _old_demon_dies(ctx: AbilityContext, old: list[int]) -> Flow:
    """The Storyteller may have the old Demon die as the Wizard becomes one (almanac: the
    Storyteller "kills the Lord of Typhon and turns the Wizard into the Ojo")."""
    others = [s for s in old if s != ctx.seat]
    if not others:
        return
    dies = yield from ctx.storyteller(
        "Does the old Demon die?", [None, *others], step="wizard.old_demon",
        labels={None: "no, both are Demons", **{s: f"{ctx.name(s)} dies" for s in others}})
    if dies is not None:
        yield from ctx.kill(dies, unstoppable=True)


def _price(ctx: AbilityContext, price: str) -> Flow:
    if price == "wizard_dies":
        yield from ctx.kill(ctx.seat, unstoppable=True)
    elif price == "wizard_known":
        good = [s for s in ctx.alive_seats() if ctx.alignment_of(s) == GOOD]
        if not good:
            return
        who = yield from ctx.storyteller("Which good player learns who the Wizard is?", good,
                                         step="wizard.known")
        ctx.tell(who, f"{ctx.name(ctx.seat)} is the Wizard.", kind="learned",
                 data={"what": "the Wizard", "value": ctx.seat})
    elif price == "demon_known":
        good = [s for s in ctx.alive_seats() if ctx.alignment_of(s) == GOOD]
        demons = [s for s in ctx.seats() if ctx.team_of(s) == "demon" and ctx.alive(s)]
        if not good or not demons:
            return
        who = yield from ctx.storyteller("Which good player learns who a Demon is?", good,
                                         step="wizard.known")
        demon = demons[0] if len(demons) == 1 else (yield from ctx.storyteller(
            "Which Demon do they learn?", demons, step="wizard.known_demon"))
        ctx.tell(who, f"{ctx.name(demon)} is a Demon.", kind="learned",
                 data={"what": "a Demon", "value": demon})
