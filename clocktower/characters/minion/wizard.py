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
- A granted wish may have a price (the Storyteller picks one of the wish's documented
  prices, or none) and may leave a public clue (nothing; "the Wizard has made a wish"; or
  the wish's documented clue).
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
from ...decisions import DecisionKind
from ...state import EVIL, GOOD, POISONED, SAFE

__helpers__ = ("MAX_TRIES", "MAX_WISH_LENGTH", "WISHES")
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
)}
"""The wishes the automated Storyteller knows how to grant."""

_PRICES = {
    "none": "no price",
    "wizard_dies": "the Wizard dies",
    "wizard_known": "a good player learns who the Wizard is",
}
"""The documented prices a granted wish may carry."""

_WRITE = "write"
"""The Wizard's option to write a wish of its own."""

MAX_WISH_LENGTH = 300
"""The longest written wish, in characters."""

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
            price = yield from ctx.storyteller(
                "The wish's price?", wish.prices, step="wizard.price", labels=_PRICES)
            yield from _price(ctx, price)
    clues = ("none", "announce") + (("clue",) if wish is not None else ())
    clue = yield from ctx.storyteller(
        "Tell the town about the wish?", clues, step="wizard.clue",
        labels={"none": "say nothing", "announce": "the Wizard has made a wish",
                "clue": wish.clue if wish is not None else ""})
    if clue == "announce":
        ctx.announce("The Wizard has made a wish.", kind="wish")
    elif clue == "clue" and wish is not None:
        ctx.announce(f"The Wizard has made a wish. {wish.clue}", kind="wish")


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
    elif wish.id == "recruit":
        good = [s for s in ctx.seats() if ctx.alignment_of(s) == GOOD] or ctx.seats()
        target = yield from _target(ctx, by_storyteller, good, "Which good player turns evil?")
        if working and ctx.alignment_of(target) == GOOD:
            ctx.change_alignment(target, EVIL)


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
