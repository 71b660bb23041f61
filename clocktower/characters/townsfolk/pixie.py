"""You start knowing 1 in-play Townsfolk. If you were mad that you were this character, you gain their ability when they die.

Rulings (almanac, Pixie):
- First night: the Storyteller shows the Pixie one Townsfolk character that a player truly
  is (never the Pixie itself; the Drunk's believed Townsfolk is not in play). A drunk or
  poisoned Pixie may be shown any Townsfolk of the script. The Pixie does not learn who.
- Madness is judged from the day's structured public talk: on a day the Pixie publicly
  claimed to be that character, or said that a player who has publicly claimed to be that
  character is evil (the almanac: "accused the Townsfolk of being a liar"), the Storyteller
  may judge the Pixie mad (or not convincing); on a day with neither there is nothing to
  judge. Once judged mad, the Pixie "was mad".
- When a player who was that character when the Pixie learnt it dies (even if they have
  changed character since), a Pixie that was mad by then and whose ability works gains the
  ability of the character it learnt (not of the player's new character). It is not told.
  It wakes at that character's place from then on; an ability that acts on the first night
  only is used at once if gained at night, else on the next night.
- The gained ability then works while the Pixie is alive, sober and healthy.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...state import Death
from .._gained import catch_up

START_KNOWING = True


def first_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    domain = [c for c in ctx.script_characters("townsfolk") if c != "pixie"]
    truth = sorted({ctx.character_of(s) for s in ctx.seats()
                    if s != ctx.seat and ctx.team_of(s) == "townsfolk" and ctx.character_of(s) != "pixie"})
    if not truth:
        ctx.note("No other Townsfolk is in play: the Pixie is shown any Townsfolk.")
    shown = yield from ctx.inform(
        truth=truth or domain, domain=domain or truth, what="an in-play Townsfolk",
        render=lambda c: f"The {ctx.character_name(c)} is in play.")
    ctx.memory["character"] = shown
    ctx.memory["players"] = [s for s in ctx.seats() if ctx.character_of(s) == shown]


def during_day(ctx: AbilityContext) -> Flow:
    """The Storyteller judges the day's madness, given what the Pixie publicly claimed."""
    character = ctx.memory.get("character")
    if ctx.acting or character is None or not ctx.alive() or ctx.memory.get("mad"):
        return
    today = ctx.statements_today()
    claimed = ("claim", character) in today
    # "Accused the Townsfolk of being a liar": called evil a player who claims that character.
    accused = [st[1] for st in today if st[0] == "accuse" and ("claim", character) in ctx.statements_of(st[1])]
    if not claimed and not accused:
        return
    what = (f"claimed to be the {ctx.character_name(character)}" if claimed else
            f"called {', '.join(ctx.name(s) for s in accused)} (who claims the {ctx.character_name(character)}) evil")
    mad = yield from ctx.storyteller(
        f"{ctx.name(ctx.seat)} {what} today: was the Pixie mad about being the {ctx.character_name(character)}?",
        (True, False), step="pixie.mad", labels={True: "mad", False: "not convincing"})
    if mad and not ctx.memory.get("mad"):
        ctx.memory["mad"] = True
        ctx.remind("Mad", ctx.seat)


def on_death(ctx: AbilityContext, death: Death) -> Flow:
    character = ctx.memory.get("character")
    if (ctx.acting or character is None or ctx.memory.get("gained") or not ctx.memory.get("mad")
            or death.seat not in ctx.memory.get("players", ()) or not ctx.functioning):
        return
    ctx.memory["gained"] = True
    ctx.grant(ctx.seat, character)
    ctx.remind("Has Ability", ctx.seat)
    ctx.note(f"The Pixie gains the {ctx.character_name(character)} ability.")
    if ctx.is_night:
        yield from catch_up(ctx, ctx.seat, character)
    else:
        ctx.memory["catch_up"] = True


def night_start(ctx: AbilityContext) -> Flow:
    """An ability gained by day that acts on the first night only is used that night."""
    if not ctx.memory.pop("catch_up", False):
        return
    yield from catch_up(ctx, ctx.seat, ctx.memory["character"])
