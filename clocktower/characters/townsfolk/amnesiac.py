"""You do not know what your ability is. Each day, privately guess what it is: you learn how accurate you are.

Rulings (almanac, Amnesiac):
- Before the first night the Storyteller gives the Amnesiac an ability (at its first-night
  place if the game was seated without a bag). Either the ability of a Townsfolk of the
  script or of the fixed list ``_pools.OFF_SCRIPT_TOWNSFOLK`` (the Trouble Brewing Townsfolk:
  abilities the player can guess), or one of the VARIANTS below (the almanac allows
  abilities "similar, or original"). Never the rest of the catalogue, so adding a character
  changes no game whose script lacks it (docs/rulings/off-script-pools.md). Not offered:
  the Amnesiac's own, characters with a bracketed setup change (setup is over by then) and
  the Drunk-style false beliefs.
- The daily guess may name the ability of any character of the script, of that fixed list,
  or a variant.
- A catalogue ability is run as that character's: the Amnesiac wakes at that character's
  place in the night order and is prompted as that character would be; it works while the
  Amnesiac is alive, sober and healthy. A variant acts at the Amnesiac's own place.
- The Amnesiac's player is never told the ability's name; they only see what it asks and
  the information it gives. Its decisions are named after the Amnesiac (step
  "amnesiac"), their prompts only say what to answer ("Your ability: choose 2 players"),
  and texts drop the name; a public act reads "Alice chooses Carol." (naming the Amnesiac
  would tell the table her character). Engine: ``UNNAMED_GRANTS``,
  ``AbilityContext.unnamed_by``.
- Each day, an alive Amnesiac may make one private guess (a character's ability, or a
  variant) and hears "cold", "warm", "hot" or "bingo". How close a guess is, and whether a
  guess in other words is correct, is the Storyteller's judgement (almanac: "The Storyteller
  decides what the Amnesiac's ability is" and answers each guess), so all four answers are
  legal (``ctx.inform(judged=True)``); :func:`similarity` is the engine's suggestion, the
  answer the automated Storytellers give. A drunk or poisoned Amnesiac may hear any of the
  four as false information.
- The Drunk or the Marionette who believes it is the Amnesiac is given an ability the same
  way but only believes it has it: it wakes and is prompted, with no effect.
- The given ability is the Amnesiac's own ability, so it lasts only while the player is the
  Amnesiac: made a Minion (Kazali, Lord of Typhon) they lose it; made the Marionette (still
  believing they are the Amnesiac) they keep waking and guessing as before, with no effect
  (our reading of RULES.md: a player whose character changes has the new character's
  ability, not the old one's; the Marionette's believed ability never works).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...context import AbilityContext, Ask, Flow, believes_another, character_facts, is_character, is_implemented
from ...state import GOOD, Harm
from .._gained import catch_up
from .._pools import OFF_SCRIPT_TOWNSFOLK

__helpers__ = ("FEEDBACK", "VARIANTS", "similarity", "traits")
"""Public names that are not hooks (imported by tests and tools)."""

VARIANTS: dict[str, tuple[str, str, str]] = {
    "amnesiac:goodplayer": ("Each night, you learn a good player.", "each night", "information"),
    "amnesiac:charactertype": ("Each night, choose a player: you learn their character type.",
                               "each night", "information"),
    "amnesiac:demonproof": ("The Demon can't kill you.", "passive", "protection"),
}
"""Original abilities the Storyteller may give: id -> (ability, timing, kind)."""

UNNAMED_GRANTS = True
"""The engine never names the given ability in what the Amnesiac's player sees."""

FEEDBACK = ("cold", "warm", "hot", "bingo")
_TYPES = ("townsfolk", "outsider", "minion", "demon")


def _ability_text(ability: str) -> str:
    """The ability line of a catalogue character or a variant."""
    if ability in VARIANTS:
        return VARIANTS[ability][0]
    return character_facts(ability).ability


def traits(ability: str) -> tuple[str, str]:
    """(timing, kind) of an ability, for :func:`similarity`.

    Timing: ``"day"`` when the ability line acts by day ("during the day", "each day",
    "1st day"); otherwise from the catalogue's night places: ``"first night"`` (first night
    only), ``"each night"`` (first and other nights), ``"each night*"`` (other nights only),
    ``"passive"`` (never wakes). Kind, from the ability line: ``"information"`` (learn,
    know), ``"protection"`` (can't die, safe, protect), ``"killing"`` (die, kill),
    ``"other"``.
    """
    if ability in VARIANTS:
        return VARIANTS[ability][1], VARIANTS[ability][2]
    c = character_facts(ability)
    text = c.ability.lower()
    if "during the day" in text or "each day" in text or "1st day" in text:
        timing = "day"
    elif c.first_night is not None and c.other_night is not None:
        timing = "each night"
    elif c.first_night is not None:
        timing = "first night"
    elif c.other_night is not None:
        timing = "each night*"
    else:
        timing = "passive"
    if "learn" in text or "know" in text:
        kind = "information"
    elif "can't die" in text or "safe" in text or "protect" in text:
        kind = "protection"
    elif "die" in text or "kill" in text:
        kind = "killing"
    else:
        kind = "other"
    return timing, kind


def similarity(guess: str, ability: str) -> str:
    """How close a guess is: ``"bingo"`` the same ability; ``"hot"`` the same timing and the
    same kind; ``"warm"`` the same timing or the same kind; ``"cold"`` neither."""
    if guess == ability:
        return "bingo"
    shared = sum(a == b for a, b in zip(traits(guess), traits(ability)))
    return ("cold", "warm", "hot")[shared]


def _ability_options(script: Sequence[str]) -> list[str]:
    """What the Storyteller may give on a script (its character ids): implemented Townsfolk
    of the script or of ``OFF_SCRIPT_TOWNSFOLK`` (no setup change, not the Amnesiac, no
    false-belief characters), sorted, then the variants."""
    return list(_ability_question(tuple(script))[0])


_ABILITIES: dict[tuple[str, ...], tuple[tuple[str, ...], dict[Any, str]]] = {}
""":func:`ability_options` and their labels by script (plain data the decisions share)."""


def _ability_question(script: tuple[str, ...]) -> tuple[tuple[str, ...], dict[Any, str]]:
    """:func:`ability_options` and their labels (plain data the decisions share)."""
    found = _ABILITIES.get(script)
    if found is None:
        if len(_ABILITIES) >= 64:
            _ABILITIES.clear()
        options = tuple(_find_ability_options(script))
        found = _ABILITIES[script] = (options, {a: _ability_text(a) for a in options})
    return found


def _find_ability_options(script: tuple[str, ...]) -> list[str]:
    out = []
    for c in {*script, *OFF_SCRIPT_TOWNSFOLK}:
        if not is_implemented(c) or character_facts(c).team != "townsfolk":
            continue
        if c == "amnesiac" or character_facts(c).setup or believes_another(c):
            continue
        out.append(c)
    return sorted(out) + list(VARIANTS)


def _guess_options(script: Sequence[str]) -> list[str]:
    """What the Amnesiac may guess on a script: the ability of any character of the script
    (Townsfolk, Outsider, Minion or Demon) or of ``OFF_SCRIPT_TOWNSFOLK``, or a variant."""
    return list(_guess_question(tuple(script))[0][1:])


_GUESSES: dict[tuple[str, ...], tuple[tuple[Any, ...], dict[Any, str]]] = {}
"""The day question's options (no guess, then the guesses) and their labels, by script
(plain data the decisions share)."""


def _guess_question(script: tuple[str, ...]) -> tuple[tuple[Any, ...], dict[Any, str]]:
    """The options of the daily guess (no guess, then :func:`guess_options`) and their labels."""
    found = _GUESSES.get(script)
    if found is None:
        if len(_GUESSES) >= 64:
            _GUESSES.clear()
        guesses = sorted(c for c in {*script, *OFF_SCRIPT_TOWNSFOLK}
                         if is_character(c) and character_facts(c).team in _TYPES)
        guesses += list(VARIANTS)
        labels: dict[Any, str] = {g: _ability_text(g) for g in guesses}
        labels[None] = "no guess"
        found = _GUESSES[script] = ((None, *guesses), labels)
    return found


def after_deal(ctx: AbilityContext) -> Flow:
    yield from _give(ctx)


def _give(ctx: AbilityContext) -> Ask[bool]:
    if "ability" in ctx.memory:
        return False
    options, labels = _ability_question(tuple(ctx.script_characters()))
    ability = yield from ctx.storyteller(
        f"Which ability does {ctx.name(ctx.seat)} (the Amnesiac) have?", options, step="amnesiac.ability",
        labels=labels)
    ctx.memory["ability"] = ability
    ctx.remind("?", ctx.seat)
    ctx.note(f"The Amnesiac's ability: {_ability_text(ability)}")
    if ability not in VARIANTS:
        # The ability is the Amnesiac's: it ends when the seat stops being what it was given to
        # (a Kazali or Lord of Typhon Minion), and is only believed once made the Marionette.
        ctx.grant(ctx.seat, ability, believed_only=ctx.acting, while_character=ctx.character_of(ctx.seat))
    return True


def first_night(ctx: AbilityContext) -> Flow:
    if (yield from _give(ctx)) and ctx.memory["ability"] not in VARIANTS:
        yield from catch_up(ctx, ctx.seat, ctx.memory["ability"])
    yield from _variant(ctx)


def other_night(ctx: AbilityContext) -> Flow:
    if (yield from _give(ctx)) and ctx.memory["ability"] not in VARIANTS:
        yield from catch_up(ctx, ctx.seat, ctx.memory["ability"])
    yield from _variant(ctx)


def _variant(ctx: AbilityContext) -> Flow:
    ability = ctx.memory.get("ability")
    if ability == "amnesiac:goodplayer":
        ctx.wake()
        others = [s for s in ctx.seats() if s != ctx.seat]
        truth = []
        for s in others:
            if (yield from ctx.registers_as_alignment(s)) == GOOD:
                truth.append(s)
        yield from ctx.inform(truth=truth or others, domain=others, what="a good player",
                              render=lambda s: f"{ctx.name(s)} is good.")
    elif ability == "amnesiac:charactertype":
        ctx.wake()
        target = yield from ctx.choose_players(1, prompt="Choose a player")
        team = yield from ctx.registers_as_team(target)
        yield from ctx.inform(truth=[team], domain=list(_TYPES), what="their character type",
                              render=lambda t: f"{ctx.name(target)} is a {t.capitalize()}.")


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    return (effect is None and target == ctx.seat and harm.by_demon and ctx.functioning
            and ctx.memory.get("ability") == "amnesiac:demonproof")


def day_ability(ctx: AbilityContext) -> Flow:
    ability = ctx.memory.get("ability")
    if ability is None:
        return
    options, labels = _guess_question(tuple(ctx.script_characters()))
    guess = yield from ctx.public_choice("Privately guess your ability, or don't", options, labels=labels)
    if guess is None:
        return
    # The Storyteller judges the guess against the ability: their log names both, as
    # ability lines (never the engine's ids), just before the question (issue 17, item 9).
    ctx.note(f"{ctx.name(ctx.seat)} (the Amnesiac) guesses the ability \"{_ability_text(guess)}\"; "
             f"their ability is \"{_ability_text(ability)}\".")
    yield from ctx.inform(
        truth=[similarity(guess, ability)], domain=list(FEEDBACK), what="how accurate your guess is",
        render=lambda v: f"Your guess is {v}." if v != "bingo" else "Bingo: that is your ability.",
        judged=True)
