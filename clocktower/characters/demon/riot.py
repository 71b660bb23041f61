"""On day 3, Minions become Riot & nominees die but nominate an alive player immediately. This must happen.

Rulings (almanac and official wiki, Riot; ruling riot-chain-all-riot-dead-good-wins):
- Riot has no night kill. At the very end of night 3 (its place in the night order) every
  Minion, alive or dead, becomes Riot and is told so (a Marionette learns it is evil).
  If Riot's ability does not work then, the Minions change as day 3's nominations begin
  instead (the almanac allows either moment), if it works by then.
- On day 3, while a Riot's ability works, every nominee dies at once, with no vote, and
  must at once nominate an alive player who has not been nominated today (dead, and even
  if they already nominated today). If they let the countdown run out ("no one"), the
  Storyteller nominates for them. The chain goes on until the game ends: good wins the
  moment no Riot is alive; evil wins when just two players are alive and a Riot lives.
- If nobody nominates on day 3, the Storyteller makes the first nomination as the
  nominations close (before the day's end is announced), and the chain starts from that
  nominee. A nomination the Storyteller makes for a nominee whose countdown ran out is
  announced as the Storyteller's.
- A Riot poisoned or drunk through day 3 (the Poisoner's choice on night 3) never riots:
  its ability works only on day 3, and a poisoned player has no ability (almanac,
  Poisoner: "A poisoned player has no ability"; RULES.md, "Drunkenness, poisoning"). The
  Minions stay Minions and day 3 is an ordinary day.
- Other days are normal days.
- Jinx Riot-Atheist: on a script with the Atheist, the Storyteller may be nominated during
  the riot (a forced nomination included); that nomination is voted on as usual. If the
  Storyteller is then about to die, it is executed at once and the game ends (the Atheist's
  rules say who wins); if not, the nominator nominates again.
"""

from __future__ import annotations

from typing import Any

from ...context import AbilityContext, Flow
from ...decisions import STORYTELLER, DecisionKind
from ...state import EVIL, Nomination


def other_night(ctx: AbilityContext) -> Flow:
    if ctx.acting:
        return  # a Lunatic who believes it is Riot: nothing to simulate
    ctx.unremind()
    if ctx.night <= 3:
        ctx.remind(f"Day {ctx.night}", None)  # the coming day's number
    if ctx.night == 3 and ctx.functioning:
        _minions_become_riot(ctx)
    yield from ()


def during_day(ctx: AbilityContext) -> None:
    if ctx.day == 3 and ctx.functioning:
        _minions_become_riot(ctx)
    return None


def _minions_become_riot(ctx: AbilityContext) -> None:
    for s in ctx.seats():
        if ctx.team_of(s) == "minion":
            thought_good = ctx.believed_character_of(s) != ctx.character_of(s)
            ctx.change_character(s, "riot")
            if thought_good:
                ctx.change_alignment(s, EVIL)  # the Marionette learns it is evil


def _riot_on(ctx: AbilityContext) -> bool:
    return ctx.day == 3 and not ctx.is_night and ctx.functioning


def on_nomination(ctx: AbilityContext, nomination: Nomination) -> Flow | None:
    if nomination.resolved or not _riot_on(ctx):
        return None
    nomination.resolved = True
    return _nominee_dies_and_nominates(ctx, nomination.nominee)


def after_nominations(ctx: AbilityContext) -> Flow | None:
    if not _riot_on(ctx) or ctx.nominations():
        return None
    acting = [s for s in ctx.seats_with("riot") if ctx.functions(s)]
    if acting[:1] != [ctx.seat]:
        return None
    return _storyteller_starts(ctx)


def _storyteller_starts(ctx: AbilityContext) -> Flow:
    candidates = ctx.alive_seats()
    nominee = yield from ctx.storyteller("Nobody nominated on the riot's day: whom does the Storyteller nominate?",
                                         candidates, step="riot.first")
    ctx.announce(f"Nobody nominated: the Storyteller nominates {ctx.name(nominee)}.",
                 data={"nominee": nominee})
    yield from _nominee_dies_and_nominates(ctx, nominee)


def _nominee_dies_and_nominates(ctx: AbilityContext, nominee: int) -> Flow:
    if ctx.alive(nominee):
        yield from ctx.kill(nominee)
    ctx.check_win()
    yield from _next_nomination(ctx, nominee)


def _next_nomination(ctx: AbilityContext, nominee: int) -> Flow:
    """``nominee`` must nominate an alive player at once (or the Storyteller for them)."""
    nominated = {n for _, n in ctx.nominations()} | {nominee}
    candidates = [s for s in ctx.alive_seats() if s not in nominated]
    # Jinx Riot-Atheist: on an Atheist's script the Storyteller may be nominated too.
    storyteller = [STORYTELLER] if "atheist" in ctx.script_characters() and STORYTELLER not in nominated else []
    if not candidates and not storyteller:
        return
    labels: dict[Any, str] | None = None
    if storyteller:
        labels = {s: ctx.name(s) for s in candidates}
        labels.update({None: "no one", STORYTELLER: "the Storyteller"})
    choice = yield from ctx.ask(nominee, "The riot: nominate an alive player now (3... 2... 1...)",
                                [None, *candidates, *storyteller], kind=DecisionKind.NOMINATE, step="riot.nominate",
                                labels=labels)
    if choice is None and not candidates:
        return
    if choice is None:
        choice = yield from ctx.storyteller(f"{ctx.name(nominee)} did not nominate in time: whom does the "
                                            "Storyteller nominate for them?", candidates, step="riot.nominate")
        yield from ctx.nominate(nominee, choice, forced=True, by_storyteller=True)
        return
    yield from ctx.nominate(nominee, choice, forced=True)


def after_vote(ctx: AbilityContext, nomination: Nomination) -> Flow | None:
    """Jinx Riot-Atheist: during the riot a nomination of the Storyteller is voted on; the
    Storyteller about to die ends the game (it is executed at once), else the nominator
    nominates again."""
    if nomination.nominee != STORYTELLER or not _riot_on(ctx):
        return None
    acting = [s for s in ctx.seats_with("riot") if ctx.functions(s)]
    if acting[:1] != [ctx.seat]:
        return None
    return _storyteller_voted(ctx, nomination)


def _storyteller_voted(ctx: AbilityContext, nomination: Nomination) -> Flow:
    if ctx.about_to_die == STORYTELLER:
        yield from ctx.execute(STORYTELLER)
        return
    yield from _next_nomination(ctx, nomination.nominator)


def night_start(ctx: AbilityContext) -> Flow | None:
    """Jinx Riot-Sage: Riot's nightly pick (rules in the Sage's module)."""
    from ..townsfolk.sage import demon_picks
    return demon_picks(ctx)
