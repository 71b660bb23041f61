"""You start knowing which Outsiders are in play. If 1 died today, choose a player tonight: they die. [-1 or +1 Outsider]

Rulings (almanac, Godfather): setup removes or adds one Outsider (the Storyteller's
choice); on the first night it learns the true Outsider characters in play (the Drunk shows
as the Drunk); only an Outsider dying by day (execution or otherwise) lets it kill that
night, and only one kill however many died.
"""

from __future__ import annotations

from itertools import combinations

from ...context import AbilityContext, Flow, team_of_character
from ...state import Death

SETUP_OUTSIDERS = (-1, 1)
START_KNOWING = True


def first_night(ctx: AbilityContext) -> Flow:
    ctx.wake()
    truth = tuple(sorted({ctx.character_of(s) for s in ctx.seats() if ctx.team_of(s) == "outsider"}))
    outsiders = sorted(ctx.script_characters("outsider"))
    domain = [tuple(c) for k in range(len(outsiders) + 1) for c in combinations(outsiders, k)]

    def render(v: tuple[str, ...]) -> str:
        if not v:
            return "No Outsiders are in play."
        return "Outsiders in play: " + ", ".join(ctx.character_name(c) for c in v) + "."

    yield from ctx.inform(truth=[truth], domain=domain, what="which Outsiders are in play", render=render)


def other_night(ctx: AbilityContext) -> Flow:
    if not any(ctx.team_of(d.seat) == "outsider" or _was_outsider(d) for d in ctx.deaths_on_day(ctx.night - 1)):
        return
    ctx.wake()
    target = yield from ctx.choose_players(1, prompt="An Outsider died today: choose a player to kill")
    if ctx.functioning:
        yield from ctx.kill(target)


def _was_outsider(death: Death) -> bool:
    return team_of_character(death.character) == "outsider"
