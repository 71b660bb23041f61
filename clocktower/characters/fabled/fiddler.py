"""Once per game, the Demon secretly chooses an opposing player: all players choose which of these 2 players win.

Rulings (almanac, Fiddler; a Fabled: the Storyteller's character, never a seat's):
- Once each day, before nominations, the Storyteller decides whether the Fiddler acts now
  (it ends the game: the Storyteller's way out of a game that must end or would never end).
  It acts at most once per game.
- The Demon (the first living Demon in seat order; a dead one if none lives) secretly
  chooses a player of the opposite alignment, alive or dead (a good Demon chooses an evil
  player). The Storyteller then declares publicly that the Demon's player and the chosen
  player are in a fiddle contest, without naming characters.
- Every player, dead ones too and without spending a vote token, votes publicly for one
  of the two or for neither. The one with more votes wins for their team (their true
  alignment); on a tie evil wins. This vote is not an execution vote.
- A Fabled ability: it cannot be drunk or poisoned; a drunk or poisoned Demon still chooses.
"""

from __future__ import annotations

from ...context import AbilityContext, Flow
from ...decisions import YES_NO_LABELS
from ...state import EVIL, GOOD


def during_day(ctx: AbilityContext) -> Flow:
    if ctx.memory.get("done"):
        return
    demons = [s for s in ctx.seats() if ctx.team_of(s) == "demon"]
    if not demons:
        return
    now = yield from ctx.storyteller("Fiddler: end the game with a fiddle contest now?", (False, True),
                                     step="fiddler.now", labels=YES_NO_LABELS)
    if not now:
        return
    ctx.memory["done"] = ctx.day
    demon = next((s for s in demons if ctx.alive(s)), demons[0])
    side = ctx.alignment_of(demon)
    pool = [s for s in ctx.seats() if s != demon and ctx.alignment_of(s) != side]
    if not pool:
        ctx.note("The Fiddler: the Demon has no opposing player to choose.")
        return
    ctx.announce("The Fiddler acts: everybody closes their eyes while the Demon chooses.", kind="fiddler",
                 data={"day": ctx.day})
    rival = yield from ctx.ask(demon, "Fiddler: choose a player of the opposite team for a fiddle contest",
                               pool, step="fiddler.choose")
    contest = (demon, rival)
    ctx.announce(f"{ctx.name(demon)} and {ctx.name(rival)} are in a fiddle contest. Everybody votes for who wins.",
                 kind="fiddle_contest", data={"players": list(contest)})
    votes = {demon: 0, rival: 0}
    labels = {None: "neither", demon: ctx.name(demon), rival: ctx.name(rival)}
    for s in ctx.seats():
        pick = yield from ctx.ask(s, "Fiddle contest: which of the two wins?", (None, demon, rival),
                                  labels=labels, step="fiddler.vote")
        if pick is None:
            continue
        votes[pick] += 1
        ctx.announce(f"{ctx.name(s)} votes for {ctx.name(pick)} in the fiddle contest.", kind="fiddle_vote",
                     data={"seat": s, "for": pick})
    if votes[demon] == votes[rival]:
        winner, why = EVIL, f"the fiddle contest is a tie ({votes[demon]} votes each): evil wins."
    else:
        best = demon if votes[demon] > votes[rival] else rival
        winner = EVIL if ctx.alignment_of(best) == EVIL else GOOD
        why = (f"{ctx.name(best)} wins the fiddle contest ({votes[best]} votes to "
               f"{votes[rival if best == demon else demon]}): their team wins.")
    ctx.end_game(winner, why)
