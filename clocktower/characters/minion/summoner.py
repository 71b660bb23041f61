"""You get 3 bluffs. On the 3rd night, choose a player: they become an evil Demon of your choice. [No Demon]

Rulings (almanac, Summoner; jinxes.json; docs/rulings/summoner.md):
- Setup: with the Summoner in the bag the Demon's place goes to one more Townsfolk (the
  Demon token already drawn is taken back out). A Demon whose own setup change is already
  applied to the bag (Kazali, Lord of Typhon, Legion, Fang Gu...) cannot be undone, so the
  Summoner is not offered for such a bag; the Summoner needs a Demon on the script to summon.
- First night: the Summoner is shown the three not-in-play good characters chosen at setup
  as its bluffs (they are the setup's, so a drunk or poisoned Summoner is shown them too).
  Minions are told that no Demon is in play.
- Each night the Summoner's NIGHT reminder shows which night it is (1 to 3).
- On the 3rd night the Summoner wakes and points at a Demon of the script and at a player
  (any player, dead or alive, the Summoner included). That player becomes that Demon, is told
  so, and turns evil (told with a thumbs-down, even if they were evil already). A drunk or
  poisoned Summoner still chooses; nothing happens.
- No Demon is alive before then, and the game goes on anyway while the Summoner lives and
  its 3rd night has not passed: the rulebook's win checks are held back (``check_win``
  returns SUPPRESS). If the Summoner dies first (almanac example: executed on day 1), or the
  3rd night ends with no living Demon (a drunk Summoner, a dead player summoned), good wins
  at the next check.
- Jinx Alchemist: an Alchemist with the Summoner ability (the bag then has no Demon) is
  shown no bluffs and picks the Demon; the Storyteller picks the player. If it dies before
  summoning, evil wins.
- Jinxes: Clockmaker (the Summoner registers as the Demon to it); Courtier and Preacher (a
  living Summoner with no ability on the night it summons: the Storyteller summons instead);
  Poppy Grower (alive on the 3rd night: the Storyteller picks the player, the Summoner the
  Demon); Pukka (the Summoner may summon a Pukka on the 2nd night instead); Pit-Hag, Kazali,
  Hatter (a Demon summoned while another Demon lives: the Storyteller picks any deaths now
  and may stop the Demons' kills tonight); Lord of Typhon (only a player next to a Minion;
  their other neighbour becomes an evil Minion the Storyteller picks); Legion (every evil
  player becomes Legion); Zombuul (a dead player summoned into the Zombuul lives on, as a
  Zombuul that has died once: it registers as dead); Marionette (no Marionette is dealt with
  no Demon; once the Demon is summoned, the Storyteller may make a good neighbour of it the
  Marionette).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...context import team_of_character
from ...decisions import STORYTELLER, DecisionKind
from ...state import EVIL, GOOD
from .. import SUPPRESS
from .._gained import catch_up

__helpers__ = ("storyteller_has_the_summoner",)
"""Used by the Engineer's module (jinx Summoner-Engineer)."""

if TYPE_CHECKING:
    from ...context import AbilityContext, Flow
    from ...state import Harm
    from ..hooks import SetupBag

_SUMMONING_NIGHT = 3
"""The night the Summoner makes its Demon (the ability line's "3rd night")."""

_SECOND_DEMON_JINXES = ("pithag", "kazali", "hatter")
"""Jinxed partners with which a second living Demon makes tonight's deaths arbitrary."""

_NO_ABILITY_JINXES = ("courtier", "preacher")
"""Jinxed partners with which the Storyteller summons for a living Summoner with no ability."""


# ------------------------------------------------------------------ setup
def bag_allowed(bag: SetupBag) -> bool:
    """The Summoner needs a Demon on the script to summon, and a bag whose Demons' own setup
    changes are not applied already (they cannot be taken back)."""
    if not bag.script("demon") or "marionette" in bag.chosen:
        return False  # (Marionette jinx: it enters play after the Demon, never with the Summoner)
    return not any(bag.is_fixed(c) and _is_demon_character(c) for c in bag.chosen if c in bag.script("demon"))


def _is_demon_character(character: str) -> bool:
    return team_of_character(character) == "demon"


def setup_bag(bag: SetupBag) -> None:
    """[No Demon]: each Demon place becomes a Townsfolk place."""
    counts = bag.counts
    counts["townsfolk"] += counts["demon"]
    counts["demon"] = 0


# ------------------------------------------------------------------ nights
def _mark_night(ctx: AbilityContext) -> None:
    for n in range(1, _SUMMONING_NIGHT + 1):
        ctx.unremind(f"Night {n}")
    if ctx.night <= _SUMMONING_NIGHT:
        ctx.remind(f"Night {ctx.night}", ctx.seat)


def _alchemist(ctx: AbilityContext) -> bool:
    """The Alchemist has this Summoner ability (Alchemist-Summoner jinx)."""
    return not ctx.is_storyteller and ctx.character_of(ctx.seat) == "alchemist"


def _mine(ctx: AbilityContext) -> bool:
    """The seat holds this ability as the Summoner or as the Alchemist."""
    return not ctx.is_storyteller and ctx.character_of(ctx.seat) in ("summoner", "alchemist")


def first_night(ctx: AbilityContext) -> Flow | None:
    if ctx.is_storyteller:
        return None
    _mark_night(ctx)
    if ctx.acting or _alchemist(ctx):
        return None  # (the Alchemist-Summoner gets no bluffs: jinx)  # (a player only believing they are the Summoner is shown nothing by it)
    ctx.wake()
    bluffs = ctx.bluffs()
    text = ("These characters are not in play: " + ", ".join(ctx.character_name(b) for b in bluffs) + "."
            if bluffs else "You have no bluffs.")
    ctx.tell(ctx.seat, text, kind="summoner_bluffs", data={"bluffs": list(bluffs)})
    return None


def _done(ctx: AbilityContext) -> bool:
    return bool(_memory(ctx).get("done"))


def _memory(ctx: AbilityContext) -> dict[str, Any]:
    """The Summoner seat's memory, also when the Storyteller acts for it (a jinx)."""
    return ctx.memory


def other_night(ctx: AbilityContext) -> Flow | None:
    if ctx.is_storyteller:
        # Engineer jinx: the Storyteller holds the ability and summons on the 3rd night (not
        # when a Demon lives already: the Summoner's Pukka was summoned on the 2nd night).
        if ctx.night != _SUMMONING_NIGHT or _done(ctx) or _demon_alive(ctx):
            return None
        return _summon(ctx, by_storyteller=True, only=None)
    _mark_night(ctx)
    if _done(ctx):
        return None
    pukka = ctx.night == _SUMMONING_NIGHT - 1 and "pukka" in ctx.script_characters("demon")
    if ctx.night != _SUMMONING_NIGHT and not pukka:
        return None
    if not ctx.functioning and _storyteller_summons(ctx):
        return None  # the Storyteller summons after this step (after_night_step)
    return _turn(ctx, pukka_night=pukka)


def _turn(ctx: AbilityContext, *, pukka_night: bool) -> Flow:
    ctx.wake()
    if pukka_night:
        now = yield from ctx.ask(ctx.seat, "Summon a Pukka tonight instead of on the 3rd night?", (False, True),
                                 labels={False: "wait for the 3rd night", True: "summon a Pukka now"},
                                 kind=DecisionKind.DAY_ABILITY, step="summoner.pukka")
        if not now:
            return
    yield from _summon(ctx, by_storyteller=False, only="pukka" if pukka_night else None)


def _storyteller_summons(ctx: AbilityContext) -> bool:
    """Courtier and Preacher jinxes: a living Summoner with no working ability, with one of
    them in play, has the Storyteller make its choices."""
    return ctx.alive() and any(ctx.seats_with(c) for c in _NO_ABILITY_JINXES)


def after_night_step(ctx: AbilityContext, step: str) -> Flow | None:
    if step != "summoner" or not _mine(ctx):
        return None
    if _done(ctx) or ctx.night != _SUMMONING_NIGHT or ctx.functioning or not _storyteller_summons(ctx):
        return None
    ctx.note("The Summoner has no ability tonight: the Storyteller has the Summoner ability (jinx).")
    return _summon(ctx, by_storyteller=True, only=None)


def _demon_options(ctx: AbilityContext) -> list[str]:
    out = []
    for demon in ctx.script_characters("demon"):
        if demon == "lordoftyphon" and not _next_to_a_minion(ctx):
            continue
        out.append(demon)
    return out


def _next_to_a_minion(ctx: AbilityContext) -> list[int]:
    """Players who neighbour a Minion (Lord of Typhon jinx)."""
    return [s for s in ctx.seats() if not ctx.is_traveller(s)
            and any(ctx.team_of(n) == "minion" for n in ctx.neighbours(s) if n != s)]


def _summon(ctx: AbilityContext, *, by_storyteller: bool, only: str | None) -> Flow:
    _memory(ctx)["done"] = ctx.night
    works = by_storyteller or ctx.functioning
    options = [only] if only else _demon_options(ctx)
    labels: dict[Any, str] = {c: ctx.character_name(c) for c in options}
    if by_storyteller:
        demon = yield from ctx.storyteller("Summoner jinx: which Demon does the Storyteller summon?", options,
                                           step="summoner.demon", labels=labels)
    else:
        demon = yield from ctx.choose_character(candidates=options, prompt="Choose the Demon to summon")
    candidates = _next_to_a_minion(ctx) if demon == "lordoftyphon" else \
        [s for s in ctx.seats() if not ctx.is_traveller(s)]
    poppy = any(ctx.alive(s) for s in ctx.seats_with("poppygrower"))
    if by_storyteller or poppy or _alchemist(ctx):
        why = ("Summoner jinx" if by_storyteller else "Alchemist-Summoner jinx" if _alchemist(ctx)
               else "Poppy Grower jinx")
        target = yield from ctx.storyteller(f"{why}: which player becomes the {ctx.character_name(demon)}?",
                                            candidates, step="summoner.player")
    else:
        target = yield from ctx.choose_players(1, candidates=candidates,
                                               prompt=f"Choose the player who becomes the {ctx.character_name(demon)}")
    if not works:
        ctx.note("The Summoner is drunk or poisoned: no Demon is made.")
        return
    others = [s for s in ctx.alive_seats() if s != target and ctx.team_of(s) == "demon"]
    yield from _make_demon(ctx, target, demon)
    if demon == "legion":
        _all_evil_become_legion(ctx)
    if demon == "lordoftyphon":
        yield from _typhon_neighbour(ctx, target)
    if "marionette" in ctx.script_characters("minion") and not ctx.seats_with("marionette") and ctx.alive(target):
        yield from _marionette(ctx, target)
    if others and ctx.alive(target) and any(ctx.seats_with(c) for c in _SECOND_DEMON_JINXES):
        yield from _arbitrary_deaths(ctx)


def _make_demon(ctx: AbilityContext, target: int, demon: str) -> Flow:
    """Make ``target`` the evil ``demon``: told their new character, then that they are evil
    (the thumbs-down, shown to an evil player too). A dead player made the Zombuul lives on
    as a Zombuul that has died once: they register as dead (Summoner-Zombuul jinx)."""
    old = ctx.character_of(target)
    ctx.note(f"Summoner: {ctx.name(target)} (the {ctx.character_name(old)}) becomes the evil "
             f"{ctx.character_name(demon)}.")
    ctx.change_character(target, demon)
    if ctx.alignment_of(target) != EVIL:
        ctx.change_alignment(target, EVIL)
    else:
        ctx.tell(target, "You are evil.", kind="alignment_changed", data={"seat": target, "alignment": EVIL})
    if demon == "zombuul" and not ctx.alive(target):
        ctx.revive_registering_dead(target)
    yield from catch_up(ctx, target, demon)


def _all_evil_become_legion(ctx: AbilityContext) -> None:
    """Legion jinx: every evil player becomes Legion."""
    for s in ctx.seats():
        if ctx.alignment_of(s) == EVIL and not ctx.is_traveller(s) and ctx.character_of(s) != "legion":
            ctx.change_character(s, "legion")


def _typhon_neighbour(ctx: AbilityContext, lord: int) -> Flow:
    """Lord of Typhon jinx: the Lord's neighbour that is not its Minion becomes an evil Minion."""
    left, right = ctx.neighbours(lord)
    sides = [(left, right), (right, left)]
    turned = [other for minion, other in sides if ctx.team_of(minion) == "minion"
              and ctx.team_of(other) not in ("minion", "demon") and not ctx.is_traveller(other)]
    if not turned:
        return  # (both neighbours are evil already)
    seat = turned[0]
    if len(turned) > 1:
        seat = yield from ctx.storyteller("Summoner-Lord of Typhon jinx: which neighbour becomes an evil Minion?",
                                          turned, step="summoner.typhon.player")
    held = {ctx.character_of(s) for s in ctx.seats()}
    # (Not a Minion whose player must believe another character, the Marionette: made in the
    # night, they would be told the very token that must stay hidden from them.)
    sheet = [c for c in ctx.script_characters("minion") if not ctx.believes_another(c)]
    minions = [c for c in sheet if c not in held] or [c for c in sheet if c != "summoner"]
    if not minions:
        return
    minion = yield from ctx.storyteller(
        f"Summoner-Lord of Typhon jinx: which Minion does {ctx.name(seat)} become?", minions,
        step="summoner.typhon.minion", labels={c: ctx.character_name(c) for c in minions})
    ctx.change_character(seat, minion)
    if ctx.alignment_of(seat) != EVIL:
        ctx.change_alignment(seat, EVIL)
    yield from catch_up(ctx, seat, minion)


def _marionette(ctx: AbilityContext, demon: int) -> Flow:
    """Marionette jinx: a Marionette enters play after the Demon, next to it."""
    good = [n for n in dict.fromkeys(ctx.neighbours(demon)) if n != demon and ctx.alignment_of(n) == GOOD
            and not ctx.is_traveller(n)]
    if not good:
        return
    pick = yield from ctx.storyteller(
        "Summoner-Marionette jinx: does a Marionette enter play next to the new Demon? If so, who?",
        [None, *good], step="summoner.marionette",
        labels={None: "no Marionette", **{s: ctx.name(s) for s in good}})
    if pick is None:
        return
    ctx.note(f"Summoner-Marionette jinx: {ctx.name(pick)} becomes the Marionette.")
    ctx.change_character(pick, "marionette", tell=False, keep_believed=True)
    ctx.change_alignment(pick, EVIL, tell=False)


def _arbitrary_deaths(ctx: AbilityContext) -> Flow:
    """Pit-Hag, Kazali and Hatter jinxes: a second living Demon makes tonight's deaths arbitrary."""
    alive = ctx.alive_seats()
    chosen = yield from ctx.ask(
        STORYTELLER, "The Summoner made a second living Demon: deaths tonight are arbitrary. Which players die now "
        "(any number)?", alive, count=(0, len(alive)), kind=DecisionKind.STORYTELLER, step="summoner.deaths")
    shield = yield from ctx.storyteller(
        "The Summoner made a second living Demon: stop the Demons' kills for the rest of tonight?", [False, True],
        step="summoner.protect", labels={False: "no", True: "yes, no Demon kill succeeds tonight"})
    if shield:
        _memory(ctx)["shield_night"] = ctx.night
    for seat in chosen:
        yield from ctx.kill(seat)


def protects(ctx: AbilityContext, target: int, harm: Harm, effect: str | None) -> bool:
    """Tonight's Demon kills fail when the Storyteller chose so after a second Demon was made."""
    return (effect is None and harm.by_demon and ctx.is_night
            and ctx.memory.get("shield_night") == ctx.night)


# ------------------------------------------------------------------ winning, registering
def check_win(ctx: AbilityContext) -> tuple[str, str, str] | str | None:
    """Hold back the rulebook's win checks while no Demon lives and the Summoner, alive, has
    yet to summon (before the end of its 3rd night); also while the Storyteller holds the
    Summoner ability (Engineer jinx)."""
    if _done(ctx) or _demon_alive(ctx):
        return None
    if ctx.night > _SUMMONING_NIGHT or (ctx.night == _SUMMONING_NIGHT and not ctx.is_night):
        return None
    if ctx.is_storyteller:
        return SUPPRESS
    if not _mine(ctx):
        return None
    if not ctx.alive():
        if _alchemist(ctx):  # Alchemist-Summoner jinx: dead before summoning, evil wins
            return (EVIL, "the Alchemist-Summoner died before a Demon was summoned.", "summoner")
        return None
    return SUPPRESS


def _demon_alive(ctx: AbilityContext) -> bool:
    return any(ctx.team_of(s) == "demon" for s in ctx.alive_seats())


def storyteller_has_the_summoner(ctx: AbilityContext) -> None:
    """Engineer jinx: a living Summoner was removed from play before its 3rd night was over:
    the Storyteller gains the Summoner ability (nothing when that night has passed)."""
    if ctx.night > _SUMMONING_NIGHT or (ctx.night == _SUMMONING_NIGHT and not ctx.is_night):
        return
    ctx.note("Summoner-Engineer jinx: the Summoner was removed from play; the Storyteller has the Summoner ability.")
    ctx.give_storyteller("summoner")


def registration_rule(ctx: AbilityContext, asker: AbilityContext, seat: int, aspect: str) -> str | None:
    """Clockmaker jinx: the Summoner registers as the Demon to the Clockmaker."""
    if seat == ctx.seat and aspect == "team" and asker.character == "clockmaker" and not ctx.is_storyteller \
            and ctx.character_of(ctx.seat) == "summoner":
        return "demon"
    return None
