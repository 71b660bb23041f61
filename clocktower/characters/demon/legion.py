"""Each night*, a player might die. Executions fail if only evil voted. You register as a Minion too. [Most players are Legion]

Rulings (almanac, Legion; the page is in Korean, read with the official wiki's Legion page
and https://nerdguy.substack.com/p/its-a-horde-mentality):
- Setup: Legion replaces every Minion and Demon token; the Storyteller chooses how many
  players are Legion: more than half of them, and at least two players are not Legion.
  Source for "at least two": the almanac (Korean page) says that once a single good player
  is alive good can no longer win and the Storyteller may declare evil the winner, so a
  game set up with one good player would be over before it starts; the community's Legion
  write-up states the same limit ("at least 2 players aren't Legion",
  https://reddit.gpgaming.de/r/BloodOnTheClocktower, "Character Dissection: Legion"). The
  rest are any mix of Townsfolk and Outsiders (those that may go in the bag), also the
  Storyteller's choice. The engine's suggestion (what the automated Storytellers pick) is
  the reverse of the usual numbers: as many Legion as a table of that size usually has good
  players (7 of 10; the almanac: "roughly 7 Legion and 3 good players" at 10). There are no Minions, and a script whose only Demon is Legion
  needs none and no Outsiders (``SETUP_OPTIONAL_TYPES``).
- Every Legion player is a Demon (good wins only when no Legion is alive) and also
  registers as a Minion (``ALSO_REGISTERS_AS``): an ability asking "is this player a
  Demon?" gets yes, one asking "is this a Minion?" gets yes too (ruling
  legion-registers-demon-and-minion).
- At the Demon info step (7+ players) every Legion learns the others (the engine's Demon
  info shows fellow Demons) and the bluffs.
- Each night except the first the Storyteller decides whether a player dies, and who:
  Legion players do not wake or choose. One possible death a night, however many Legion;
  it is a Demon's kill. The decision is taken once, at the first working Legion's turn;
  when it kills a Legion (even that first one), no later Legion's turn decides again.
- The Storyteller may give Legion no bluffs (almanac, Korean page: the Storyteller may decide
  not to give the Legion players bluff characters): ``BLUFFS_OPTIONAL``, the setup decision
  ``setup.bluffs.give``.
- Once a single good player is alive (Travellers not counted), good can no longer win, and
  the Storyteller may declare evil the winner (almanac, Korean page). Asked after each death
  that leaves one good player alive while a Legion lives (decision ``legion.evil_wins``); a
  Storyteller who declines is asked again at the next such death.
- A nomination's votes count as zero when every voter is evil: the nominee is not about
  to die. A Recluse who voted may register as evil here (the Storyteller's choice), as
  the jinxes with the Zealot and Politician say for those characters.
"""

from __future__ import annotations

from ...context import AbilityContext, Ask, Flow, player_counts
from ...setup_rules import SetupError
from ...state import EVIL, GOOD, Death, Nomination
from ..fabled import toymaker as _toymaker
from ..hooks import SetupBag

ALSO_REGISTERS_AS = {"team": ("minion",)}
SETUP_OPTIONAL_TYPES = ("minion", "outsider")  # a Legion-only script needs neither
BLUFFS_OPTIONAL = True  # the Storyteller may give Legion no bluffs


def setup_bag(bag: SetupBag) -> Flow:
    n = bag.players
    townsfolk, outsiders = bag.candidates("townsfolk"), bag.candidates("outsider")
    good_available = len(townsfolk) + len(outsiders)
    counts = [k for k in range(n // 2 + 1, n - 1) if n - k <= good_available]
    if not counts:
        raise SetupError(
            f"Legion cannot be set up for {n} players: more than half must be Legion and at least 2 must be "
            f"good, but the script has only {good_available} Townsfolk and Outsider characters")
    # The suggestion: the reverse of the usual numbers, as many Legion as a table this size
    # usually has good players (almanac: some 7 Legion and 3 good at 10 players).
    usual = player_counts(n) if 5 <= n <= 15 else None
    target = usual["townsfolk"] + usual["outsider"] if usual else n // 2 + 1
    legion = yield from bag.choose("setup.legion", "How many players are Legion?", counts,
                                   labels={k: f"{k} Legion, {n - k} good" for k in counts},
                                   suggested=(min(counts, key=lambda k: (abs(k - target), k)),))
    good = n - legion
    outsider_counts = [o for o in range(0, min(good, len(outsiders)) + 1) if good - o <= len(townsfolk)]
    out = yield from bag.choose("setup.legion.outsiders", "How many of the good players are Outsiders?",
                                outsider_counts, labels={o: f"{o} Outsiders, {good - o} Townsfolk"
                                                         for o in outsider_counts})
    bag.counts.update({"demon": legion, "minion": 0, "outsider": out, "townsfolk": good - out})
    for _ in range(legion - bag.count("demon")):
        bag.add("legion")


def other_night(ctx: AbilityContext) -> Flow:
    if any(d.harm.source_character == "legion" for d in ctx.deaths_tonight()):
        return  # the night's one death is decided (it may have been the first Legion's own)
    if _first_working(ctx) != ctx.seat:
        return  # one possible death a night, decided by the first working Legion only
    good = sum(1 for s in ctx.alive_seats() if not ctx.is_traveller(s) and ctx.alignment_of(s) == GOOD)
    if _toymaker.attack_barred(ctx, ends=good <= 2):
        return  # (a kill leaving one good player alive may end the game: _declare)
    target = yield from ctx.storyteller("Legion: does a player die tonight? Who?", [None, *ctx.alive_seats()],
                                        step="legion")
    if target is not None:
        yield from ctx.kill(target)
    else:
        _toymaker.chose_not_to_attack(ctx, "Nobody dies to Legion tonight: Legion does not attack (Toymaker).")


def on_death(ctx: AbilityContext, death: Death) -> Flow | None:
    alive = [s for s in ctx.alive_seats() if not ctx.is_traveller(s)]
    legion = [s for s in alive if ctx.character_of(s) == "legion"]
    if not legion or legion[0] != ctx.seat:
        return None  # asked once, for the first alive Legion
    if sum(1 for s in alive if ctx.alignment_of(s) == GOOD) != 1:
        return None
    return _declare(ctx)


def _declare(ctx: AbilityContext) -> Flow:
    declare = yield from ctx.storyteller(
        "Only one good player is alive: declare that evil wins?", (True, False), step="legion.evil_wins",
        labels={True: "evil wins now", False: "play on"}, suggested=(True,))
    if declare:
        ctx.end_game(EVIL, "Only one good player is alive: good can no longer win against Legion. Evil wins.")


def adjust_tally(ctx: AbilityContext, nomination: Nomination) -> Ask[int | None] | None:
    if not nomination.voters or _first_working(ctx) != ctx.seat:
        return None  # the count is changed by the first working Legion only
    return _only_evil_voted(ctx, nomination)


def _first_working(ctx: AbilityContext) -> int | None:
    """The first Legion seat (in seat order) whose ability works, or None."""
    for s in ctx.seats_with("legion"):
        if ctx.functions(s):
            return s
    return None


def _only_evil_voted(ctx: AbilityContext, nomination: Nomination) -> Ask[int | None]:
    good = [v for v in nomination.voters if ctx.alignment_of(v) != EVIL]
    # Voters who can only register as good settle it without asking the Storyteller.
    if any(not ctx.registers_variably(ctx.character_of(v)) for v in good):
        return None
    for v in good:
        if (yield from ctx.registers_as_alignment(v)) != EVIL:
            return None
    ctx.note(f"Only evil players voted for {ctx.name(nomination.nominee)}: Legion makes the count zero.")
    return 0
