"""You think you are a Demon, but you are not. The Demon knows who you are & who you choose at night.

Rulings (almanac, Lunatic; ruling lunatic-setup-and-attacks):
- Setup: the Lunatic's token is in the bag, but its player is shown a Demon token and
  believes it is that Demon, and evil. Usually the Demon in play; the almanac lets the
  Storyteller pick another Demon of the script. Never Legion (our reading, no official
  ruling found): the Lunatic is woken "to attack as if they were the Demon that is in play"
  (https://wiki.bloodontheclocktower.com/Lunatic), and Legion neither wakes nor attacks;
  and Legion's Demon info is all Legion making eye contact (almanac, Legion, How to Run),
  which would show a false Legion the real ones and them it. So a script whose only Demon
  is Legion never puts the Lunatic in the bag (``bag_allowed``): no setup is offered that
  could not be completed.
- First night, at the Lunatic's place (after Minion info, before Demon info): with 7 or
  more players it is woken as if it were the Demon and shown, as Demon info, as many
  players as there are Minions in play (any players, the Storyteller's pick; in a Legion
  game, where none are, as many as the setup table gives a game of its size) and three
  good characters as bluffs (any Townsfolk or Outsiders of the script, even ones in play;
  never the Drunk or the Lunatic, which no real bluff shows). While the Poppy Grower
  blocks evil info it sees only bluffs, as the real Demon does; once the real Demon has
  learned its Minions (the Poppy Grower died), the Lunatic is shown false ones at its
  next wake.
- Every night, at its own place just before the Demons, it acts as the Demon it believes
  it is (the Imp's or Vortox's choice of a player; on the first night nothing, as those
  Demons do nothing then): the choice has no effect. CHOSEN reminders mark its picks.
- The real Demon (every alive one: all Legion, a Scarlet Woman who became the Demon) is
  told who the Lunatic is (from the first night, at any player count: the ability says
  the Demon knows) and, each night the Lunatic picks, whom it picked, before the Demon
  acts. This is information from the Lunatic's ability: while the Lunatic is drunk or
  poisoned the Storyteller may show other players.
- It is a good Outsider in every way (registration, Dreamer, win): only its player does
  not know.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ...context import AbilityContext, Flow
from ...setup_rules import SetupError
from ..hooks import SetupBag

COVER = "demon"


def bag_allowed(bag: SetupBag) -> bool:
    """The Lunatic may go in the bag only when the script has a Demon it could believe it is."""
    return any(c != "legion" for c in bag.script("demon"))


def cover_options(bag: SetupBag, pool: list[str]) -> list[str]:
    """The Demons the Lunatic may believe it is: any of the script's but Legion.

    Raises:
        SetupError: when Legion is the only Demon the Lunatic could believe it is.
    """
    options = [c for c in pool if c != "legion"]
    if not options and "legion" in pool:
        raise SetupError("the Lunatic cannot believe it is Legion (Legion players know each other), and the "
                         "script has no other Demon for it to believe")
    return options


def _believed_demon(ctx: AbilityContext) -> str | None:
    """The Demon this Lunatic believes it is (None for a Lunatic that knows it is one)."""
    believed = ctx.believed_character_of(ctx.seat)
    return believed if believed != ctx.character and ctx.team_of_character(believed) == "demon" else None


def _demons(ctx: AbilityContext) -> list[int]:
    return [s for s in ctx.seats() if ctx.alive(s) and ctx.team_of(s) == "demon"]


def _fake_bluff_pool(ctx: AbilityContext) -> list[str]:
    good = ctx.script_characters("townsfolk") + ctx.script_characters("outsider")
    return [c for c in good if not ctx.draws_a_cover(c)]


_BLUFF_CHOICES: dict[tuple[str, ...], tuple[tuple[tuple[str, ...], ...], dict[Any, str]]] = {}
"""By bluff pool (the script's): every three of it, and their labels (plain data, shared)."""


def _bluff_choices(ctx: AbilityContext, pool: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], ...], dict[Any, str]]:
    """The bluff triples the Lunatic may be shown from ``pool`` (fewer if the pool is
    smaller), and their labels."""
    found = _BLUFF_CHOICES.get(pool)
    if found is None:
        if len(_BLUFF_CHOICES) >= 64:
            _BLUFF_CHOICES.clear()
        combos = tuple(combinations(pool, min(3, len(pool))))
        found = _BLUFF_CHOICES[pool] = (combos, {b: ", ".join(ctx.character_name(c) for c in b) for b in combos})
    return found


def _minions_to_show(ctx: AbilityContext) -> int:
    """How many players the Lunatic is shown as its Minions: the Minions in play now (the
    Lord of Typhon has made its own by the time the Lunatic wakes). In a Legion game there
    are none, yet the Lunatic believes it is another Demon: it is shown as many as a game of
    its size usually has, as "none" would tell it something is wrong."""
    k = sum(1 for s in ctx.seats() if ctx.team_of(s) == "minion")
    if k == 0 and any(ctx.character_of(s) == "legion" for s in ctx.seats()):
        k = ctx.player_counts()["minion"]
    return k


def _fake_demon_info(ctx: AbilityContext, *, minions: bool, bluffs: bool) -> Flow:
    """Show the Lunatic what a real Demon's info would look like, chosen by the Storyteller."""
    parts: list[str] = []
    data: dict[str, Any] = {}
    if minions:
        k = _minions_to_show(ctx)
        others = [s for s in ctx.seats() if s != ctx.seat]
        k = min(k, len(others))
        picks = list(combinations(others, k))
        shown = yield from ctx.storyteller(
            f"Which {k} players does {ctx.name(ctx.seat)} (the Lunatic) see as its Minions?", picks,
            step="lunatic.minions", labels={p: ", ".join(ctx.name(s) for s in p) or "none" for p in picks})
        parts.append("Your Minions: " + (", ".join(ctx.name(m) for m in shown) or "none") + ".")
        data["minions"] = list(shown)
        ctx.memory["minions_shown"] = True
    if bluffs:
        combos, labels = _bluff_choices(ctx, tuple(_fake_bluff_pool(ctx)))
        shown_bluffs = yield from ctx.storyteller(
            f"Which three good characters does {ctx.name(ctx.seat)} (the Lunatic) see as bluffs?", combos,
            step="lunatic.bluffs", labels=labels)
        parts.append("Not in play (bluffs): " + ", ".join(ctx.character_name(b) for b in shown_bluffs) + ".")
        data["bluffs"] = list(shown_bluffs)
    ctx.tell(ctx.seat, " ".join(parts), kind="demon_info", data=data)


def first_night(ctx: AbilityContext) -> Flow:
    believed = _believed_demon(ctx)
    if believed is None:
        return
    if ctx.setup_players >= 7:  # (as the real Demon info: the setup table's count)
        ctx.wake()
        blocked = ctx.evil_info_blocked()
        yield from _fake_demon_info(ctx, minions=not blocked, bluffs=True)
    yield from _tell_demons(ctx, ())  # the Demon learns who the Lunatic is
    chosen = yield from ctx.act_as(believed, "first_night")
    if chosen:
        yield from _tell_demons(ctx, chosen)


def other_night(ctx: AbilityContext) -> Flow:
    believed = _believed_demon(ctx)
    if believed is None:
        return
    if not ctx.memory.get("minions_shown") and any(
            "minions" in data for d in _demons(ctx) for data in ctx.told(d, "demon_info")):
        # The real Demon has now learned its Minions (the Poppy Grower died): so does the
        # Lunatic, falsely.
        ctx.wake()
        yield from _fake_demon_info(ctx, minions=True, bluffs=False)
    ctx.unremind("Chosen")
    chosen = yield from ctx.act_as(believed, "other_night")
    for s in chosen:
        ctx.remind("Chosen", s)
    yield from _tell_demons(ctx, chosen)


def _tell_demons(ctx: AbilityContext, chosen: tuple[int, ...]) -> Flow:
    """Tell every alive Demon who the Lunatic is and whom it chose (Lunatic's ability)."""
    demons = [d for d in _demons(ctx) if d != ctx.seat]
    if not demons:
        return
    if not chosen and set(ctx.memory.get("demons_told", [])) >= set(demons):
        return  # nothing new: each Demon already knows the Lunatic and there is no choice
    # While the Lunatic's ability does not work, the Demon may be shown any non-Demon player
    # as the Lunatic and any picks of the same size.
    who = [s for s in ctx.seats() if s not in demons]
    picks = list(combinations(ctx.seats(), len(chosen))) if len(chosen) <= 1 else [tuple(chosen)]
    domain = [(w, p) for w in who for p in picks]

    def render(v: Any) -> str:
        who, picks = v
        text = f"{ctx.name(who)} is the Lunatic."
        if picks:
            text += " Tonight they chose " + ", ".join(ctx.name(p) for p in picks) + "."
        return text

    first, *rest = demons
    shown = yield from ctx.inform(truth=[(ctx.seat, tuple(chosen))], domain=domain,
                                  what="the Lunatic and its choices", render=render, learner=first)
    for d in rest:
        ctx.tell(d, render(shown), kind="learned", data={"what": "the Lunatic and its choices", "value": shown})
    told = ctx.memory.setdefault("demons_told", [])
    told.extend(d for d in demons if d not in told)
