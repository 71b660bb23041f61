"""A player bot with a strategy: it claims, shares, suspects, bluffs, nominates and votes.

:class:`HeuristicAgent` plays one seat from that seat's :class:`~clocktower.engine.SeatView`
and the pending :class:`~clocktower.decisions.Decision` only; it never sees the Grimoire.
It plays the character and alignment it *believes* it has, so a Drunk, a Lunatic or a
Marionette plays as what its view says. Every random pick comes from the bot's own
``random.Random`` seeded at construction, so a game of these bots is reproducible.

The strategy
============

**What the bot reads from its view.** Each time it is asked something it reads the events
it has not yet read: its own information (``learned`` events), the evil team's first-night
information (``minion_info``, ``demon_info``: the Demon, the Minions, the bluffs), every
public statement (claims, accusations, vouches, stated information), the deaths at dawn,
nominations, vote tallies and executions.

**Belief (good players).** A good bot keeps a suspicion score per seat (a log-odds-like
number: above 0 leans evil, below 0 leans good), brought up to date whenever its view grows.
It reads each event once (its own information again when a claim or a death changes how it
reads): what others said and how they voted is kept as running counts
(per speaker or voter and seat), weighed afresh at each update by the bot's current trust
and certainties, so a decision costs the same on day 700 as on day 2. The parts:

* its own information, trusted fully (it cannot know it is drunk): "an evil player" or an
  evil character seen on a seat (+4), "a good player", a grandchild, the Nightwatchman
  (-3 to -4), "one of these three is evil" (+1 each, more when the others are cleared),
  "not the Demon" (-2), a Fortune Teller's yes (+2 each) or no (-2 each), an Empath's
  number on its alive neighbours, a Dreamer's pair against the seat's claim;
* claims: two seats claiming the same character are both suspect (+1.2), and the other
  one is surely lying when the bot itself holds that character (+4); a claim of a Minion
  or a Demon is damning (+4); no claim by day two is mildly suspect (+0.5);
* deaths: a player killed at night was most likely killed by the Demon, so is good (-3);
  their past statements are then trusted more;
* statements of others, weighted by how much the bot trusts the speaker
  (``1 / (1 + e^score)``): an accusation adds up to +1.5, a vouch up to -1, "I learned X is
  an evil character" up to +2, an Empath claimant's number is read like the bot's own;
* votes: a seat that voted for a nominee the bot is sure is good, or against one it is
  sure is evil, gains a little suspicion (+0.4);
* framing: a seat that accused a player later killed at night gains +1.5, one that
  vouched for a seat the bot is sure is evil +1.

**Talking (one statement a day).** Day one: a good bot claims its character honestly.
Later days: it shares its strongest information (an evil seat as "I learned X is the Y" or
an accusation, a good seat as a vouch, a number it learned), else accuses its top suspect
when the suspicion is clear, else passes.

**Nominating and voting (good).** A good bot nominates its top suspect among the alive
seats not yet nominated today when nobody is about to die (and the suspect stands out, or
:data:`STUCK_DAYS` days have begun without a death: then the town must try someone), or
when its suspect is clearly more suspect than whoever is about to die. It nominates a dead
player only when no living one may be nominated (executing the dead removes nobody and
spends the day's execution), and leaves alone a player executed twice who did not die (a
sober Sailor, a Tea Lady's neighbour, a Demon holding the Tea Lady's ability: executing
them again removes nobody) or, once the game is stuck, a player who claimed the Goblin
when nominated (it will not vote for them), while it may nominate another. It votes yes when the nominee is alive, not
such a player, among its ``evil alive`` top suspects (or well above the mean) of the
players an execution can remove, and more suspect than whoever is about to die; never for
itself. A ghost vote is spent only on its top suspect, and only late in the game (five or
fewer others alive) or once :data:`STUCK_DAYS` days have begun without any death (the
living votes tie or fall short day after day; ghost votes are what the rules give to break
that). It never votes to execute a nominee who claimed the Goblin when nominated.

**The Mutant** claims a Townsfolk nobody has claimed, never the Mutant or another Outsider
(that madness might get it executed).

**Evil.** An evil bot knows its team from its first-night information (a Demon also counts
the Marionette it is shown as a teammate: it never kills or nominates it). The Demon claims
one of its three bluffs (a Townsfolk not yet claimed when it can); a Minion claims a
Townsfolk nobody has claimed yet and that is not its own character (so the team's bluffs
do not clash with each other or with the Demon's). Later it accuses the good player who
threatens the team most or vouches for a teammate under suspicion. It nominates the
most threatening good player, votes to execute good nominees when no good player is
already about to die, and never votes for a teammate. Threat of a good seat: a claimed
Townsfolk (+1.5), each accusation it made against the team (+2), its stated information
(+1), each vouch it received (+0.5). The Demon kills the most threatening good player; a
Minion poisons or otherwise targets it; abilities that protect pick the team. The Lleech
takes a Minion as its host when it has one (the team votes to keep it alive), never kills
its host, and votes against its execution; a target that survived an attempt is tried
less. The team kills or executes one of its Minions to reach the last two (the rulebook:
evil wins when just two players are alive and one is the Demon) when no good player is
left that it knows of, when every good player left survived two executions (a sober
Sailor, a Tea Lady's neighbour: they cannot be removed), or when three are alive and
two of them are its Demon and a Minion (the Minion's death wins at once, whatever
protects the third player).

**Character choices.** A sensible general rule plus specific rules for the common ones:
good abilities that protect (Innkeeper, Monk-like, Nightwatchman, Acrobat, Professor,
Klutz) pick the most trusted seats; every other good choice of players picks the top
suspects it has not checked yet (Fortune Teller, Dreamer, Village Idiot, Snake Charmer,
Exorcist, Sailor, Preacher...); a Slayer shoots a clear top suspect; a Juggler guesses the
claims of the players it trusts; a Courtier picks a Demon. Yes/no day abilities that only
give information (Savant; Fisherman and Artist from day two) are used; the Artist asks whether
its top suspect is a Demon. Anything else is a legal
random choice from the bot's own generator.
"""

from __future__ import annotations

import functools
import math
import random
import re
from typing import Any

from ..catalogue import load_catalogue
from ..decisions import STORYTELLER, Decision, DecisionKind
from ..engine import SeatView

EVIL_TEAMS = ("minion", "demon")

PROTECTIVE = frozenset({"innkeeper", "monk", "nightwatchman", "acrobat", "professor", "klutz",
                        "tealady", "grandmother", "butler", "lilmonsta.babysit", "bigwig.speaker"})
"""Steps whose player choice should fall on a trusted seat."""

NO_SELF = frozenset({"fortuneteller", "dreamer", "villageidiot", "snakecharmer", "exorcist",
                     "preacher", "sailor", "chambermaid", "ravenkeeper", "gambler", "huntsman",
                     "seamstress", "slayer", "moonchild"})
"""Good steps that should not pick the bot itself (nothing to learn or gain)."""


STRONG_EVIDENCE = 4.0
"""Suspicion from which a good bot will execute a claimed Saint (its own evil information
on that seat, or as much from the table): below it, executing a Saint is not worth the risk."""

_TWIN_OF_ME = re.compile(r"^the character of (.+), their twin$")
_MY_TWIN = re.compile(r"^(.+) is your twin: their character$")

STUCK_DAYS = 2
"""Days begun without any death after which the game counts as stuck for a good bot: it
then nominates its top suspect even when that one does not stand out, and, dead, spends its
ghost vote on its top suspect even with more than five alive (the living votes tie or fall
short every day, and ghost votes are what can break that)."""


@functools.cache
def team_of(character: str) -> str:
    """The character type of ``character`` ("townsfolk", "outsider", "minion", "demon",
    ...), or "" for an unknown id."""
    try:
        return str(load_catalogue().get(character).team)
    except (KeyError, ValueError):
        return ""


_COUNTS = ("accuse", "vouch", "learned", "number", "voted for", "held back")
"""The bot's running counts of what others said and how they voted: accusations, vouches,
"I learned X is the Y", numbers stated, votes for a nominee, votes held back from one."""


class HeuristicAgent:
    """A bot that plays one seat with the strategy in the module docstring.

    Args:
        seed: any seed for the bot's own random generator (ints and strings give the same
            stream on every run).
        seat: the seat it plays (its views must be of that seat).
    """

    def __init__(self, seed: int | str = 0, seat: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.seat = seat
        self._read = 0
        self.n = 0
        self.names: dict[str, int] = {}
        # What the bot has read.
        self.own_info: list[tuple[str, Any, tuple[Any, ...], int]] = []  # (what, value, my choice, night)
        self.claims: dict[int, str] = {}
        self.statements: list[tuple[int, int, tuple[Any, ...]]] = []  # (day, speaker, statement)
        self.night_dead: set[int] = set()
        self.votes: list[tuple[int, tuple[int, ...], list[int]]] = []  # (nominee, voters, eligible)
        self.demons: set[int] = set()
        self.minions: set[int] = set()
        self.bluffs: list[str] = []
        self.today: int = -1
        self.about_to_die: int | None = None
        self.highest = 0
        self.nominated_today: list[tuple[int, int]] = []
        self.goblin_today: set[int] = set()
        self.goblin_claimed: set[int] = set()  # claimed the Goblin when nominated, any day
        self.shared: set[tuple[Any, ...]] = set()
        # What the bot chose itself (for information that depends on its choice).
        self.choices: dict[str, tuple[Any, ...]] = {}
        self.chosen_count: dict[int, int] = {}
        self.host: int | None = None  # the Lleech's host, once chosen
        # The Virgin test: first nominations of each seat, and Virgin claimants proved by an
        # immediate execution of their first nominator.
        self.first_nominator: dict[int, int] = {}
        self.virgin_proved: set[int] = set()
        self._voted_since_nomination = False
        # What a Spy saw in the Grimoire (the rows of its last look) and the Demon's bluffs.
        self.grimoire: list[dict[str, Any]] = []
        self.grimoire_bluffs: list[str] = []
        # Who has died as far as the public record goes, executions seen, and when the
        # number of living players last changed (to tell a stuck game).
        self.dead_seen: set[int] = set()
        self._executing: int | None = None
        self.survived_executions: dict[int, int] = {}
        self.alive_count = -1
        self.last_change_day = 0
        self._sus: list[float] | None = None
        self._sus_at = -1
        # The running fold of the bot's own information behind base_suspicion() (with the
        # inputs it was made from, so that a call only reads what is new since the last one).
        self._info_key: tuple[Any, ...] | None = None
        self._info_done = 0
        self._info_sus: list[float] = []
        # Running counts of what others said and how they voted (see _count_statements_and_votes),
        # and the last tally made from them with its inputs.
        self._counted_seats = -1
        self._counted_statements = 0
        self._counted_votes = 0
        # Count name (see _COUNTS) -> {key: how many times}: (speaker, target) for accusations
        # and vouches, (speaker, seat, character) for "I learned", (speaker, number) for
        # numbers, (voter, nominee) for votes and for votes held back.
        self._counts: dict[str, dict[tuple[Any, ...], int]] = {name: {} for name in _COUNTS}
        self._tally_key: tuple[Any, ...] | None = None
        self._tally_trust: list[float] = []
        self._tally_out: list[float] = []
        # The running threat sums of statements (exact: halves), for one evil team.
        self._threat_key: tuple[Any, ...] | None = None
        self._threat_done = 0
        self._threat_sum: list[float] = []
        # Accusations of each teammate (for one team and seat), and the twins' names learned.
        self._accused_key: tuple[Any, ...] | None = None
        self._accused_done = 0
        self._accused: dict[int, int] = {}
        self._twins_done = 0
        self._twin_names: list[str] = []
        # The facts a good bot could share from its own information (see _good_statement):
        # those that read nothing but the information, by weight, each statement with the
        # place it first came from; and the entries whose facts read the scores, once each.
        self._facts_key: tuple[int, int] | None = None
        self._facts_done = 0
        self._fact_buckets: dict[float, dict[tuple[Any, ...], tuple[int, int]]] = {}
        self._dynamic_entries: dict[int, tuple[str, Any, tuple[Any, ...], int]] = {}
        self._dynamic_seen: set[tuple[str, Any, tuple[Any, ...]]] = set()
        self._static_ranked: list[tuple[float, int, int, tuple[Any, ...]]] | None = None
        # The last secret phrase learned (the Yaggababble), read from new information only.
        self._phrases_done = 0
        self._phrase: str | None = None

    # ------------------------------------------------------------------ reading the view
    def _observe(self, view: SeatView) -> None:
        if self.n == 0:
            self.n = len(view.players)
            self.names = {p.name: p.index for p in view.players}
            self.seat = view.seat
        elif len(view.players) > self.n:  # a Traveller joined: a new seat at the end of the circle
            self.n = len(view.players)
            self.names = {p.name: p.index for p in view.players}
            self._sus = None
        events = view.events
        # (The events since the last look, in one slice; an event is a tuple of its fields.)
        for kind, _text, _public, _seats, data, time in events[self._read:]:
            if kind == "statement":
                st = tuple(data.get("statement", ()))
                speaker = int(data["seat"])
                self.statements.append((view.day, speaker, st))
                if time[0] == "day":
                    self._new_day(time[1])
                if st and st[0] == "claim":
                    if self.nominated_today and self.nominated_today[-1][1] == speaker and st[1] == "goblin":
                        # A nominee's claim to be the Goblin: executing them would lose.
                        self.goblin_today.add(speaker)
                        self.goblin_claimed.add(speaker)
                    else:
                        self.claims.setdefault(speaker, st[1])
            elif kind == "learned":
                if data.get("what") == "marionette" and isinstance(data.get("value"), int):
                    self.minions.add(data["value"])  # the Demon learns its Marionette: a teammate
                night = time[1] if time[0] == "night" else -1
                self.own_info.append((str(data.get("what", "")), data.get("value"),
                                      self.choices.get(view.character, ()), night))
            elif kind == "minion_info":
                self.demons.update(data.get("demons", ()))
                self.minions.update(data.get("minions", ()))
            elif kind == "demon_info":
                self.minions.update(data.get("minions", ()))
                self.demons.update(data.get("demons", ()))
                if data.get("bluffs"):
                    self.bluffs = list(data["bluffs"])
            elif kind == "traveller_info":
                # An evil Traveller learns the Demon; the Demon learns the evil Traveller.
                self.demons.update(data.get("demons", ()))
                self.minions.update(data.get("evil_travellers", ()))
            elif kind == "dawn":
                self.night_dead.update(data.get("died", ()))
                self.dead_seen.update(data.get("died", ()))
                self.dead_seen.difference_update(data.get("alive_again", ()))
            elif kind == "grimoire_shown":
                self.grimoire = list(data.get("grimoire", ()))
                self.grimoire_bluffs = list(data.get("bluffs", ()))
            elif kind == "executed":
                seat = data.get("seat")
                if self.nominated_today and not self._voted_since_nomination and isinstance(seat, int):
                    nominator, nominee = self.nominated_today[-1]
                    if seat == nominator and self.first_nominator.get(nominee) == nominator:
                        self.virgin_proved.add(nominee)  # executed at once on nominating them
                # Executing a living player who then does not die shows that player cannot
                # be removed by execution (a sober Sailor, the Tea Lady's neighbour...).
                self._executing = seat if isinstance(seat, int) and seat not in self.dead_seen else None
            elif kind == "died":
                seat = data.get("seat")
                if isinstance(seat, int):
                    self.dead_seen.add(seat)
                    if seat == self._executing:
                        self._executing = None
            elif kind == "nominated":
                self._new_day(time[1])
                self.nominated_today.append((int(data["nominator"]), int(data["nominee"])))
                self.first_nominator.setdefault(int(data["nominee"]), int(data["nominator"]))
                self._voted_since_nomination = False
            elif kind == "voted":
                self._new_day(time[1])
                self._voted_since_nomination = True
                voters = tuple(data.get("voters", ()))
                self.about_to_die = data.get("about_to_die")
                self.highest = max(self.highest, int(data.get("tally", 0)))
                eligible = [p.index for p in view.players if p.alive or p.ghost_vote]
                self.votes.append((int(data["nominee"]), voters, eligible))
            elif kind == "dusk":
                if self._executing is not None:
                    seat = self._executing
                    self.survived_executions[seat] = self.survived_executions.get(seat, 0) + 1
                    self._executing = None
                self._new_day(time[1] + 1)
        self._read = len(events)
        alive = sum(1 for p in view.players if p.alive)
        if alive != self.alive_count:
            self.alive_count = alive
            self.last_change_day = view.day

    def _new_day(self, day: int) -> None:
        if day != self.today:
            self.today = day
            self.about_to_die = None
            self.highest = 0
            self.nominated_today = []
            self.goblin_today = set()

    # ------------------------------------------------------------------ belief
    def _evil_view(self, view: SeatView) -> bool:
        return view.alignment == "evil"

    def team(self) -> set[int]:
        """Seats the bot knows are on the evil team (itself included when evil)."""
        return self.demons | self.minions | ({self.seat} if self.seat is not None else set())

    def suspicion(self, view: SeatView) -> list[float]:
        """The bot's suspicion score per seat (above 0 leans evil), from its view.

        The score is :meth:`base_suspicion` plus what the others' statements and votes add
        (see the module docstring): each statement weighted by the bot's trust in its
        speaker, framing and covering, and votes against what the bot is sure of. Those are
        kept as running counts per speaker (or voter) and seat, so a call costs the same
        late in a long game as early (it reads only the events new since the last call).

        Args:
            view: the bot's current view.

        Returns:
            A list of floats, one per seat (the bot's own seat gets -10).
        """
        self._observe(view)
        if self._sus is not None and self._sus_at == len(view.events):
            return self._sus
        base = self._base_suspicion(view)
        new = self._count_statements_and_votes()
        out = list(self._tally(base, [p.alive for p in view.players], view, new))
        out[view.seat] = -10.0
        self._sus, self._sus_at = out, len(view.events)
        return out

    def base_suspicion(self, view: SeatView) -> list[float]:
        """The part of the suspicion scores that does not weigh what others said or how
        they voted: the bot's own information, the claims (clashes, evil claims, no claim by
        day two), the night deaths and the Virgin test (see the module docstring).

        This is also what the bot is "sure of": a seat at 3 or more is surely evil to it, one
        at -2.5 or less surely good (the votes and the covering in :meth:`suspicion` read it).

        Args:
            view: the bot's current view.

        Returns:
            A new list of floats, one per seat.
        """
        self._observe(view)
        return self._base_suspicion(view)

    def _base_suspicion(self, view: SeatView) -> list[float]:
        """:meth:`base_suspicion` of a view already observed."""
        n = self.n
        me = view.seat
        alive = [p.alive for p in view.players]
        claims_key = tuple(self.claims.items())
        # Own information, folded in order; the fold goes on from where the last call left it
        # while nothing it reads has changed (each step may read the running scores).
        info_key = (n, me, view.alignment, tuple(alive), claims_key)
        if self._info_key != info_key:
            self._info_key, self._info_done, self._info_sus = info_key, 0, [0.0] * n
        sus = self._info_sus
        for what, value, chosen, _night in self.own_info[self._info_done:]:
            self._apply_info(sus, what, value, chosen, alive, trust=1.0, view=view)
        self._info_done = len(self.own_info)
        sus = list(sus)
        # Claims.
        by_char: dict[str, list[int]] = {}
        for s, c in self.claims.items():
            by_char.setdefault(c, []).append(s)
            if team_of(c) in EVIL_TEAMS:
                sus[s] += 4.0
        for c, seats in by_char.items():
            if len(seats) > 1:
                if me in seats and view.character == c:
                    for s in seats:
                        if s != me:
                            sus[s] += 4.0
                else:
                    for s in seats:
                        sus[s] += 1.2
        if view.day >= 2:
            for s in range(n):
                if s not in self.claims and s != me:
                    sus[s] += 0.5
        for s in self.night_dead:
            sus[s] -= 3.0
        # The Virgin test: a Virgin claimant whose first nominator was executed at once is a
        # real, sober Virgin (and that nominator a Townsfolk); one this bot nominated first,
        # believing itself a Townsfolk, without that execution lied (or is drunk or poisoned).
        for v, nominator in self.first_nominator.items():
            if self.claims.get(v) != "virgin":
                continue
            if v in self.virgin_proved:
                sus[v] -= 4.0
                sus[nominator] -= 2.0
            elif nominator == me and team_of(view.character) == "townsfolk":
                sus[v] += 2.5
        return sus

    def _count_statements_and_votes(self) -> list[tuple[str, tuple[Any, ...]]]:
        """Add the statements and votes new since the last call to the running counts.

        Every statement and vote adds the same amount to a score each time it is repeated,
        given the speaker's trust and what the bot is sure of, so the counts are all that
        :meth:`_tally` needs: how often each speaker accused or vouched for each seat, named
        a seat's character, stated a number; how often each voter voted for each nominee, and
        how often a player who could vote did not. (All are counted again from the start when
        a Traveller adds a seat.)

        Returns:
            What was just counted, in order: (count name, key) pairs, the count names being
            those of :data:`_COUNTS`.
        """
        n = self.n
        if self._counted_seats != n:
            self._counted_seats, self._counted_statements, self._counted_votes = n, 0, 0
            self._counts = {name: {} for name in _COUNTS}
            self._tally_key = None
        me = self.seat
        new: list[tuple[str, tuple[Any, ...]]] = []
        for _day, speaker, st in self.statements[self._counted_statements:]:
            if speaker == me or len(st) < 2:
                continue
            kind = st[0]
            if kind in ("accuse", "vouch", "number"):
                new.append((kind, (speaker, st[1])))
            elif kind == "learned" and len(st) >= 3:
                new.append((kind, (speaker, st[1], st[2])))
        self._counted_statements = len(self.statements)
        for nominee, voters, eligible in self.votes[self._counted_votes:]:
            new.extend(("voted for", (v, nominee)) for v in voters if v != me)
            new.extend(("held back", (v, nominee)) for v in eligible
                       if v not in voters and v != me and v != nominee)
        self._counted_votes = len(self.votes)
        counts = self._counts
        for name, key in new:
            count = counts[name]
            count[key] = count.get(key, 0) + 1
        return new

    def _tally(self, base: list[float], alive: list[bool], view: SeatView,
               new: list[tuple[str, tuple[Any, ...]]]) -> list[float]:
        """The scores: ``base`` plus what the counted statements and votes add.

        While the base, who is alive, the claims and the night deaths are as at the last
        call, only ``new`` (what was counted since) is added to the last result; otherwise
        every count is weighed again (a cost bounded by the number of seats, not by the
        length of the game).

        Args:
            base: :meth:`base_suspicion` of the current view.
            alive: whether each seat is alive (an Empath claimant's number reads its living
                neighbours).
            view: the current view.
            new: what :meth:`_count_statements_and_votes` just counted.

        Returns:
            One float per seat (kept: the caller must not change it).
        """
        key = (tuple(base), tuple(alive), tuple(self.claims.items()), frozenset(self.night_dead))
        if key == self._tally_key:
            if not new:
                return self._tally_out
            out = list(self._tally_out)
            trust = self._tally_trust
            for name, counted in new:
                self._weigh(out, base, trust, alive, view, name, counted, 1)
        else:
            out = list(base)
            trust = [1.0 / (1.0 + math.exp(min(50.0, b))) for b in base]
            for name, count in self._counts.items():
                for counted, k in count.items():
                    self._weigh(out, base, trust, alive, view, name, counted, k)
        self._tally_key, self._tally_trust, self._tally_out = key, trust, out
        return out

    def _weigh(self, out: list[float], base: list[float], trust: list[float], alive: list[bool],
               view: SeatView, name: str, counted: tuple[Any, ...], k: int) -> None:
        """Add to ``out`` what ``k`` of the statements or votes ``counted`` in the count
        ``name`` add to the scores (see the module docstring for the weights)."""
        if name == "accuse":
            speaker, target = counted
            out[target] += 1.5 * trust[speaker] * k
            if target in self.night_dead:
                out[speaker] += 1.5 * k  # framing a player the Demon then killed
        elif name == "vouch":
            speaker, target = counted
            out[target] -= 1.0 * trust[speaker] * k
            if base[target] >= 3.0:
                out[speaker] += 1.0 * k  # covering for a player the bot is sure is evil
        elif name == "learned":
            # "I learned X is the Y", read against X's claim.
            speaker, target, character = counted
            w = trust[speaker] * k
            if team_of(character) in EVIL_TEAMS:
                out[target] += 2.0 * w
            elif self.claims.get(target) == character:
                out[target] -= 0.8 * w
            elif target in self.claims:
                out[target] += 0.8 * w
        elif name == "number":
            # An Empath claimant's number, read like the bot's own.
            speaker, number = counted
            if self.claims.get(speaker) == "empath":
                self._apply_info(out, "how many alive neighbours are evil", number, (), alive,
                                 trust=trust[speaker] * k, view=view, subject=speaker)
        elif name == "voted for":
            voter, nominee = counted
            if base[nominee] <= -2.5:
                out[voter] += 0.4 * k  # voted to execute a player the bot is sure is good
        elif name == "held back":
            voter, nominee = counted
            if base[nominee] >= 3.0:
                out[voter] += 0.4 * k  # did not vote for a player the bot is sure is evil

    def _apply_info(self, sus: list[float], what: str, value: Any, chosen: tuple[Any, ...],
                    alive: list[bool], *, trust: float, view: SeatView, subject: int | None = None) -> None:
        n = self.n
        seat = view.seat if subject is None else subject
        try:
            if what == "an evil player" and isinstance(value, int):
                sus[value] += 4.0 * trust
            elif what in ("a good player", "who the Nightwatchman is") and isinstance(value, int):
                sus[value] -= 3.5 * trust
            elif what.endswith("'s alignment") and value in ("good", "evil"):
                s = self.names.get(what[: -len("'s alignment")])
                if s is not None:
                    sus[s] += (4.0 if value == "evil" else -3.5) * trust
            elif what.endswith("'s character") and isinstance(value, str):
                s = self.names.get(what[: -len("'s character")])
                if s is not None:
                    if team_of(value) in EVIL_TEAMS:
                        sus[s] += 5.0 * trust
                    else:
                        sus[s] += (-2.0 if self.claims.get(s, value) == value else 3.0) * trust
            elif what.startswith("two players, one of them a particular") and isinstance(value, tuple) \
                    and len(value) == 3:
                a, b, c = value
                if team_of(c) in EVIL_TEAMS:
                    # One of the two is that Minion: both suspect, the other more when one is trusted.
                    for x, y in ((a, b), (b, a)):
                        sus[x] += (2.0 + (1.5 if sus[y] <= -2.0 else 0.0)) * trust
                else:
                    for x in (a, b):
                        if self.claims.get(x) == c:
                            sus[x] -= 2.5 * trust
            elif (m := _TWIN_OF_ME.match(what) or _MY_TWIN.match(what)) is not None:
                # The Evil Twin's pair are of opposite alignments: a good bot knows its twin is evil.
                twin = self.names.get(m.group(1))
                if twin is not None and view.alignment == "good":
                    sus[twin] += 6.0 * trust
            elif what == "three players, exactly one of them evil" and isinstance(value, tuple):
                for s in value:
                    sus[s] += 1.0 * trust
            elif what == "two players that are not the Demon" and isinstance(value, tuple):
                for s in value:
                    sus[s] -= 2.0 * trust
            elif what.startswith("a player who is not the Demon") and isinstance(value, int):
                sus[value] -= 2.0 * trust
            elif what == "your grandchild" and isinstance(value, tuple):
                sus[value[0]] -= 4.0 * trust
            elif what == "whether either is a Demon" and len(chosen) == 2:
                others = [s for s in chosen if s != seat]
                for s in others:
                    sus[s] += (2.0 if value else -2.0) * trust * (2 if len(others) == 1 else 1)
            elif what == "how many alive neighbours are evil" and isinstance(value, int):
                left = right = None
                for k in range(1, n):
                    if left is None and alive[(seat - k) % n]:
                        left = (seat - k) % n
                    if right is None and alive[(seat + k) % n]:
                        right = (seat + k) % n
                pair = [x for x in dict.fromkeys([left, right]) if x is not None and x != seat]
                delta = {0: -2.0, 1: 0.8, 2: 4.0}.get(value, 0.0)
                for s in pair:
                    sus[s] += delta * trust
            elif what == "a good and an evil character, one correct" and isinstance(value, tuple) and chosen:
                s = chosen[0]
                if isinstance(s, int):
                    claim = self.claims.get(s)
                    if claim == value[0]:
                        sus[s] -= 1.0 * trust
                    elif claim is not None:
                        sus[s] += 2.0 * trust
            elif what == "whether they are the same alignment" and len(chosen) == 2:
                a, b = chosen
                if isinstance(a, int) and isinstance(b, int):
                    for x, y in ((a, b), (b, a)):
                        if x == seat:
                            sus[y] += (-3.0 if value else 4.0) * trust
        except (IndexError, TypeError):
            return

    # ------------------------------------------------------------------ evil's view
    def threat(self, view: SeatView) -> list[float]:
        """For an evil bot: how much each good-looking seat threatens the evil team.

        Returns:
            A list of floats, one per seat (teammates and dead seats get -100).
        """
        self._observe(view)
        team = self.team()
        # (Every addition is a small multiple of one half, so these sums are exact and the
        # statements' part can be kept running across calls in any order.)
        key = (self.n, frozenset(team))
        if self._threat_key != key:
            self._threat_key, self._threat_done, self._threat_sum = key, 0, [0.0] * self.n
        add_to = self._threat_sum
        for _day, speaker, st in self.statements[self._threat_done:]:
            if not st:
                continue
            if st[0] == "accuse" and st[1] in team:
                add_to[speaker] += 2.0
            elif st[0] == "learned" and (st[1] in team or team_of(st[2]) in EVIL_TEAMS):
                add_to[speaker] += 1.5
            elif st[0] in ("learned", "number"):
                add_to[speaker] += 1.0
            elif st[0] == "vouch" and st[1] not in team:
                add_to[st[1]] += 0.5
        self._threat_done = len(self.statements)
        t = [1.0] * self.n
        for s, c in self.claims.items():
            if team_of(c) == "townsfolk":
                t[s] += 1.5
        t = [x + y for x, y in zip(t, add_to)]
        for p in view.players:
            if p.index in team or not p.alive:
                t[p.index] = -100.0
        return t

    # ------------------------------------------------------------------ deciding
    def decide(self, view: SeatView | None, decision: Decision) -> Any:
        """Answer ``decision`` from ``view`` (see the module docstring for the strategy).

        Args:
            view: the bot's seat view (required: a player bot has one).
            decision: the pending decision for this seat.

        Returns:
            A legal answer (an element of ``decision.options`` or a legal tuple of them).

        Raises:
            ValueError: when called without a view.
        """
        if view is None:
            raise ValueError("HeuristicAgent plays a seat: it needs that seat's view")
        self._observe(view)
        answer = self._decide(view, decision)
        if decision.step == "lleech" and self.host is None and isinstance(answer, int):
            self.host = answer
        if decision.kind in (DecisionKind.CHOOSE_PLAYERS, DecisionKind.CHOOSE_CHARACTER):
            picked = answer if isinstance(answer, tuple) else (answer,)
            self.choices[decision.step] = picked
            for s in picked:
                if isinstance(s, int) and not isinstance(s, bool):
                    self.chosen_count[s] = self.chosen_count.get(s, 0) + 1
        return answer

    def _decide(self, view: SeatView, d: Decision) -> Any:
        evil = self._evil_view(view)
        kind = d.kind
        if kind == DecisionKind.STATEMENT:
            return self._statement(view, d, evil)
        if kind == DecisionKind.NOMINATE:
            return self._nominate(view, d, evil)
        if kind == DecisionKind.VOTE and d.step == "vote":
            return self._vote(view, d, evil)
        if kind == DecisionKind.EXILE:
            return self._call_exile(view, d, evil)
        if kind == DecisionKind.VOTE and d.step == "exile.vote":
            return self._exile_vote(view, d, evil)
        if kind == DecisionKind.CHOOSE_PLAYERS:
            return self._choose_players(view, d, evil)
        if kind == DecisionKind.CHOOSE_CHARACTER:
            return self._choose_character(view, d, evil)
        if kind == DecisionKind.DAY_ABILITY:
            return self._day_ability(view, d, evil)
        if kind == DecisionKind.WHISPER:
            return None if None in d.options else d.random_answer(self.rng)  # (it talks in public only)
        if kind == DecisionKind.TEXT and d.step == "artist.question":
            return self._artist_question(view, d)
        return d.random_answer(self.rng)

    def _artist_question(self, view: SeatView, d: Decision) -> Any:
        """The Artist's question: is my top suspect the Demon? (Any offered question if none.)"""
        top = self._top(view, self.suspicion(view), exclude={view.seat})
        if top is not None:
            question = f"Is {view.players[top].name} a Demon?"
            if question in d.options:
                return question
        return d.random_answer(self.rng)

    # talk
    def _statement(self, view: SeatView, d: Decision, evil: bool) -> Any:
        options = set(d.options)
        if d.step != "talk":
            # Asked when nominated (the Goblin's claim) or under the Hell's Librarian's silence.
            if ("claim", view.character) in options and view.character == "goblin":
                return ("claim", "goblin")
            return ("pass",) if ("pass",) in options else d.random_answer(self.rng)
        wanted = self._evil_statement(view) if evil else self._good_statement(view)
        for st in wanted:
            if st in options:
                self.shared.add(st)
                return st
        return ("pass",) if ("pass",) in options else d.random_answer(self.rng)

    def _good_statement(self, view: SeatView) -> list[tuple[Any, ...]]:
        me = view.seat
        out: list[tuple[Any, ...]] = []
        if me not in self.claims:
            if view.character == "mutant":
                # The Mutant must not be "mad" about being an Outsider (it might be executed):
                # it claims a Townsfolk nobody has claimed instead.
                claimed = set(self.claims.values())
                cover = [c for c in view.script if team_of(c) == "townsfolk" and c not in claimed]
                self.rng.shuffle(cover)
                out.extend(("claim", c) for c in cover)
            else:
                out.append(("claim", view.character))
        sus = self.suspicion(view)
        out.extend(st for st in self._read_facts(me, sus) if st not in self.shared)
        top = self._top(view, sus, exclude={me})
        if top is not None and sus[top] >= 1.5:
            out.append(("accuse", top))
        return out

    def _read_facts(self, me: int, sus: list[float]) -> list[tuple[Any, ...]]:
        """The statements a good bot could share from its own information, best first.

        They are the facts of :meth:`_info_facts` over all its information, sorted by
        decreasing weight (in the order the information came, within a weight), each
        statement once (where it first comes). Only the information new since the last call
        is read: a fact that depends on nothing but its information is kept, by weight, with
        the place it first came from; an entry whose facts read the current scores or claims
        (one of two players is a particular character; whether either is a Demon) is kept
        once and its facts made again at each call.

        Args:
            me: the bot's seat.
            sus: the current suspicion scores.

        Returns:
            The statements, best first, without repeats.
        """
        if self._facts_key != (self.n, me):
            self._facts_key, self._facts_done = (self.n, me), 0
            self._fact_buckets, self._dynamic_entries, self._dynamic_seen = {}, {}, set()
            self._static_ranked = None
        for pos in range(self._facts_done, len(self.own_info)):
            entry = self.own_info[pos]
            what, value, chosen, _night = entry
            if what.startswith("two players, one of them a particular") or what == "whether either is a Demon":
                seen = (what, value, chosen)
                if seen not in self._dynamic_seen:
                    self._dynamic_seen.add(seen)
                    self._dynamic_entries[pos] = entry
                continue
            for sub, (w, st) in enumerate(self._info_facts([entry], me, sus)):
                self._fact_buckets.setdefault(w, {}).setdefault(st, (pos, sub))
        if self._facts_done != len(self.own_info) or self._static_ranked is None:
            self._static_ranked = sorted((-w, pos, sub, st) for w, bucket in self._fact_buckets.items()
                                         for st, (pos, sub) in bucket.items())
        self._facts_done = len(self.own_info)
        ranked = self._static_ranked
        if self._dynamic_entries:
            ranked = ranked + [(-w, pos, sub, st) for pos, entry in self._dynamic_entries.items()
                               for sub, (w, st) in enumerate(self._info_facts([entry], me, sus))]
            ranked.sort(key=lambda r: r[:3])
        return list(dict.fromkeys(st for _w, _pos, _sub, st in ranked))

    def _info_facts(self, entries: list[tuple[str, Any, tuple[Any, ...], int]], me: int,
                    sus: list[float]) -> list[tuple[float, tuple[Any, ...]]]:
        """The (weight, statement) facts a good bot could share from ``entries`` of its own
        information, in their order (see _good_statement)."""
        facts: list[tuple[float, tuple[Any, ...]]] = []
        for what, value, chosen, _night in entries:
            if what == "an evil player" and isinstance(value, int):
                facts.append((5, ("accuse", value)))
            elif what.endswith("'s alignment") and value in ("good", "evil"):
                s = self.names.get(what[: -len("'s alignment")])
                if s is not None and s != me:
                    facts.append((5, ("accuse", s)) if value == "evil" else (3, ("vouch", s)))
            elif what.endswith("'s character") and isinstance(value, str):
                s = self.names.get(what[: -len("'s character")])
                if s is not None:
                    facts.append((5 if team_of(value) in EVIL_TEAMS else 3, ("learned", s, value)))
            elif what in ("a good player", "who the Nightwatchman is") and isinstance(value, int) and value != me:
                facts.append((3, ("vouch", value)))
            elif what == "your grandchild" and isinstance(value, tuple):
                facts.append((3, ("learned", value[0], value[1])))
            elif what.startswith("two players, one of them a particular") and isinstance(value, tuple) \
                    and len(value) == 3:
                a, b, c = value
                if team_of(c) in EVIL_TEAMS:
                    # Name the likelier of the two as that Minion.
                    x = max((a, b), key=lambda s: (sus[s], -s))
                    facts.append((4, ("learned", x, c)))
                else:
                    # Confirm the one who claims that character (if either does).
                    for x in (a, b):
                        if self.claims.get(x) == c and x != me:
                            facts.append((3, ("learned", x, c)))
            elif (m := _TWIN_OF_ME.match(what) or _MY_TWIN.match(what)) is not None:
                twin = self.names.get(m.group(1))
                if twin is not None:
                    facts.append((6, ("accuse", twin)))
            elif what == "how many alive neighbours are evil" and isinstance(value, int):
                facts.append((2.5 + value, ("number", value)))
            elif what == "whether either is a Demon" and len(chosen) == 2 and value:
                others = sorted((s for s in chosen if s != me), key=lambda s: -sus[s])
                if others:
                    facts.append((4, ("accuse", others[0])))
            elif isinstance(value, int) and not isinstance(value, bool) and "how many" in what:
                facts.append((1, ("number", value)))
        return facts

    def _evil_statement(self, view: SeatView) -> list[tuple[Any, ...]]:
        me = view.seat
        out: list[tuple[Any, ...]] = []
        if me not in self.claims:
            out.extend(("claim", c) for c in self._bluff_choices(view))
        for what, value, _chosen, _night in self.own_info[self._phrases_done:]:
            if what == "secret phrase" and isinstance(value, str):
                self._phrase = value
        self._phrases_done = len(self.own_info)
        if self._phrase is not None and team_of(view.character) == "demon":
            # The Yaggababble kills by saying its phrase (after its claim on day one).
            out.insert(1 if me not in self.claims else 0, ("say", self._phrase, 2 if view.day >= 2 else 1))
        threat = self.threat(view)
        team = self.team()
        twin = self._twin()
        if twin is not None and view.alive:
            # The Evil Twin argues with its good twin: each says the other is evil.
            out.append(("accuse", twin))
        if self.grimoire and view.day >= 2:
            # A Spy fakes its claimed information from the truth it saw (so that what it says
            # checks out): a good player's real character.
            out.extend(self._spy_facts(view))
        # A teammate under fire gets a vouch; otherwise frame the biggest threat.
        # (Counted over the statements new since the last call, for the same team and seat.)
        if self._accused_key != (frozenset(team), me):
            self._accused_key, self._accused_done, self._accused = (frozenset(team), me), 0, {}
        accused = self._accused
        for _day, _speaker, st in self.statements[self._accused_done:]:
            if st and st[0] == "accuse" and st[1] in team and st[1] != me:
                accused[st[1]] = accused.get(st[1], 0) + 1
        self._accused_done = len(self.statements)
        alive = {p.index for p in view.players if p.alive}
        targets = [s for s in range(self.n) if threat[s] > -50 and s != me]
        targets.sort(key=lambda s: (-threat[s], self.rng.random()))
        if accused and self.rng.random() < 0.4:
            mate = max(accused, key=lambda s: accused[s])
            if mate in alive:
                out.append(("vouch", mate))
        if targets and self.rng.random() < 0.8:
            out.append(("accuse", targets[0]))
        return out

    def _twin(self) -> int | None:
        """The seat of this bot's twin (the Evil Twin's pair), if it learned one."""
        # (The twins' names learned so far, in order, read from the new information only.)
        for what, _value, _chosen, _night in self.own_info[self._twins_done:]:
            m = _TWIN_OF_ME.match(what) or _MY_TWIN.match(what)
            if m is not None:
                self._twin_names.append(m.group(1))
        self._twins_done = len(self.own_info)
        for name in self._twin_names:
            if name in self.names:
                return self.names[name]
        return None

    def _spy_facts(self, view: SeatView) -> list[tuple[Any, ...]]:
        """A Spy's "I learned X is the Y" statements, true to the Grimoire it saw: good
        players whose claim matches their real character first (it confirms them, and so
        looks like real information), then other good players' real characters."""
        team = self.team()
        rows = [r for r in self.grimoire if isinstance(r.get("seat"), int) and r["seat"] not in team
                and r.get("alignment") == "good" and team_of(str(r.get("character", ""))) == "townsfolk"]
        matching = [r for r in rows if self.claims.get(r["seat"]) == r["character"]]
        others = [r for r in rows if r not in matching]
        self.rng.shuffle(matching)
        self.rng.shuffle(others)
        return [("learned", r["seat"], r["character"]) for r in matching + others
                if ("learned", r["seat"], r["character"]) not in self.shared][:2]

    def _bluff_choices(self, view: SeatView) -> list[str]:
        """Characters this evil bot may claim, best first (none already claimed)."""
        claimed = set(self.claims.values())
        if self.grimoire and team_of(view.character) != "demon":
            # A Spy knows what is in play: it claims a Townsfolk that is not (nobody can hold
            # it), and not one of the Demon's bluffs (the Demon claims one of those).
            in_play = {str(r.get("character", "")) for r in self.grimoire} | \
                {str(r.get("believed", "")) for r in self.grimoire}
            safe = [c for c in view.script if team_of(c) == "townsfolk" and c not in in_play
                    and c not in claimed and c not in self.grimoire_bluffs]
            if safe:
                self.rng.shuffle(safe)
                return safe
        script = [c for c in view.script if team_of(c) == "townsfolk"]
        me = view.seat
        if me in self.demons or team_of(view.character) == "demon":
            pool = [b for b in self.bluffs if b not in claimed and team_of(b) in ("townsfolk", "outsider")]
            if not pool:
                pool = [c for c in script if c not in claimed]
        else:
            pool = [c for c in script if c not in claimed and c not in self.bluffs]
        self.rng.shuffle(pool)
        # Prefer Townsfolk (a claimed Outsider is fine, but a Townsfolk is more believable).
        pool.sort(key=lambda c: 0 if team_of(c) == "townsfolk" else 1)
        return pool

    # nominations and votes
    def _top(self, view: SeatView, score: list[float], exclude: set[int], alive_only: bool = True,
             among: list[int] | None = None) -> int | None:
        seats = among if among is not None else [p.index for p in view.players if p.alive or not alive_only]
        seats = [s for s in seats if s not in exclude]
        if not seats:
            return None
        return max(seats, key=lambda s: (score[s], self.rng.random()))

    def _alive_others(self, view: SeatView) -> list[int]:
        return [p.index for p in view.players if p.alive and p.index != view.seat]

    def _nominate(self, view: SeatView, d: Decision, evil: bool) -> Any:
        # (Never the Storyteller, nominable on an Atheist's script: this bot does not judge
        # whether the rules were broken.)
        options = [o for o in d.options if o is not None and o != STORYTELLER]
        if not options:
            return None
        if evil:
            threat = self.threat(view)
            team = self.team()
            if self._only_team_alive(view):
                # No good player the team can remove is left (that this bot knows of), or a
                # Minion's death leaves two alive: execute a Minion to reach the last two.
                mates = self._sacrifices(view, options)
                return mates[0] if mates else (None if None in d.options else options[0])
            twin = self._twin()
            if twin is not None and twin in options and view.players[twin].alive:
                # Executing the good twin wins for evil while both twins live.
                threat = list(threat)
                threat[twin] += 3.0
            target = self._top(view, threat, exclude=team, among=options)
            if target is None:
                return None if None in d.options else d.random_answer(self.rng)
            atd = self.about_to_die
            if atd is None or atd in team:
                return target
            return None if None in d.options else target
        sus = self.suspicion(view)
        atd = self.about_to_die
        test = self._virgin_test(view, options, sus)
        if test is not None and atd is None:
            return test
        # Executing a dead player removes nobody: a living suspect first.
        living = [s for s in options if view.players[s].alive and s != view.seat]
        # Nor a player the town will not or cannot execute: the others first (nor, without
        # strong evidence, a claimed Saint: executing the Saint loses the game).
        living = [s for s in self._removable(view, living) if not self._spared_saint(s, sus)]
        target = self._top(view, sus, exclude={view.seat}, among=living or options)
        if target is None:
            return None if None in d.options else d.random_answer(self.rng)
        alive = self._alive_others(view)
        pool = self._removable(view, alive)
        mean = sum(sus[s] for s in pool) / max(1, len(pool))
        if atd is None:
            # After days without a death the town must try someone: the top suspect goes up
            # even when it does not stand out.
            if sus[target] > mean + 0.3 or len(alive) <= 4 or self.stuck_days(view) >= STUCK_DAYS:
                return target
        elif sus[target] > sus[atd] + 1.0:
            return target
        return None if None in d.options else target

    def _vote(self, view: SeatView, d: Decision, evil: bool) -> Any:
        options = d.options
        if len(options) == 1:
            return options[0]
        nominee = self.nominated_today[-1][1] if self.nominated_today else None
        if nominee is None:
            return d.random_answer(self.rng)
        me = view.seat
        atd = self.about_to_die
        if evil:
            team = self.team()
            if self._only_team_alive(view):
                yes = atd is None and nominee not in self._my_demons(view) and nominee != self.host \
                    and not self.cannot_be_executed(nominee)
            elif nominee == self.host:
                yes = False  # the Lleech's host: the Lleech dies with them
            elif nominee in team:
                yes = False
            else:
                yes = atd is None or atd in team
                if not view.alive:
                    yes = yes and self.rng.random() < 0.5
        else:
            if nominee == me or nominee in self.goblin_today:
                yes = False
            else:
                sus = self.suspicion(view)
                alive = self._alive_others(view)
                # The suspects are weighed among those an execution can remove.
                pool = self._removable(view, alive)
                ranked = sorted(pool, key=lambda s: -sus[s])
                k = max(1, self._evil_alive_estimate(view))
                mean = sum(sus[s] for s in pool) / max(1, len(pool))
                suspect = nominee in ranked[:k] or sus[nominee] > mean + 2.0
                better = atd is None or sus[nominee] > sus[atd] + 0.5
                yes = suspect and better and (sus[nominee] > mean or pool == [nominee]) \
                    and view.players[nominee].alive and not self.cannot_be_executed(nominee) \
                    and not self._spared_saint(nominee, sus)
                if not view.alive:
                    yes = yes and bool(ranked) and nominee == ranked[0] and (
                        len(alive) <= 5 or self.stuck_days(view) >= STUCK_DAYS)
        if yes in options:
            return yes
        return options[0]

    def _spared_saint(self, seat: int, sus: list[float]) -> bool:
        """Whether ``seat`` claimed the Saint and the bot lacks strong evidence
        (:data:`STRONG_EVIDENCE`) that it is evil: a good bot does not execute it."""
        return self.claims.get(seat) == "saint" and sus[seat] < STRONG_EVIDENCE

    def _virgin_test(self, view: SeatView, options: list[int], sus: list[float]) -> int | None:
        """A Virgin claimant this good bot may nominate to test the claim, or None.

        Only a bot that believes it is a Townsfolk tests (the Virgin executes a Townsfolk
        nominator at once, which proves both), only a living claimant nobody has nominated
        yet, and only one it does not already trust (its suspicion at least the table's mean).
        """
        if team_of(view.character) != "townsfolk":
            return None
        if any(n == view.seat and self.claims.get(v) == "virgin" for v, n in self.first_nominator.items()):
            return None  # it tested one already
        alive = self._alive_others(view)
        mean = sum(sus[s] for s in alive) / max(1, len(alive))
        for v, claim in self.claims.items():
            if claim == "virgin" and v in options and v != view.seat and view.players[v].alive \
                    and v not in self.first_nominator and sus[v] >= mean:
                return v
        return None

    # exiles (clocktower.travellers)
    def _call_exile(self, view: SeatView, d: Decision, evil: bool) -> Any:
        """Good: call for the exile of a Traveller it suspects well above the table's mean,
        or of any Traveller once few players live (a Traveller's vote and ability can swing
        the end). Evil: of a Traveller outside its team, now and then."""
        targets = [o for o in d.options if o is not None and o != view.seat]
        if not targets:
            return None
        if evil:
            outside = [t for t in targets if t not in self.team()]
            if outside and self.rng.random() < 0.25:
                return outside[self.rng.randrange(len(outside))]
            return None
        sus = self.suspicion(view)
        alive = self._alive_others(view)
        mean = sum(sus[s] for s in alive) / max(1, len(alive))
        best = max(targets, key=lambda s: (sus[s], self.rng.random()))
        if sus[best] > mean + 1.0 or (len(alive) <= 4 and sus[best] >= mean):
            return best
        return None

    def _exile_vote(self, view: SeatView, d: Decision, evil: bool) -> Any:
        """Vote on the exile just called (the last ``exile_called`` event in the view)."""
        target = next((e.data.get("traveller") for e in reversed(view.events) if e.kind == "exile_called"), None)
        if not isinstance(target, int) or target == view.seat:
            return False
        if evil:
            return target not in self.team()
        sus = self.suspicion(view)
        alive = self._alive_others(view)
        mean = sum(sus[s] for s in alive) / max(1, len(alive))
        return sus[target] > mean

    def _my_demons(self, view: SeatView) -> set[int]:
        """The Demons of the bot's team (itself too when it believes it is a Demon)."""
        return self.demons | ({view.seat} if team_of(view.character) == "demon" else set())

    def cannot_be_executed(self, seat: int) -> bool:
        """Whether ``seat`` was executed alive and did not die, twice (a sober Sailor, the
        Tea Lady's good neighbour, a Demon holding the Tea Lady's ability): executing it
        again most likely removes nobody. Twice, because one survival can be a protection
        that lapses (the Fool's first death, the Devil's Advocate's choice of the night)."""
        return self.survived_executions.get(seat, 0) >= 2

    def _removable(self, view: SeatView, seats: list[int]) -> list[int]:
        """The seats among ``seats`` a good bot would try to execute: not a player executed
        twice without dying (:meth:`cannot_be_executed`), nor, once the game is stuck
        (:data:`STUCK_DAYS` days without a death), one who claimed the Goblin when nominated
        (the bot never votes for a Goblin claimant, so trying them again changes nothing;
        before that, a claimant may be tried again, as an evil player may bluff the Goblin
        once and not the next time). All of ``seats`` when that leaves none."""
        stuck = self.stuck_days(view) >= STUCK_DAYS
        return [s for s in seats if not self.cannot_be_executed(s)
                and not (stuck and s in self.goblin_claimed)] or seats

    def stuck_days(self, view: SeatView) -> int:
        """How many days have begun since the number of living players last changed."""
        self._observe(view)
        return view.day - self.last_change_day

    def _only_team_alive(self, view: SeatView) -> bool:
        """Whether the evil team should now remove one of its own to reach the last two.

        True when every living player the team could remove is its own: the others are the
        Lleech's host (removing it loses the Lleech) or players who survived two executions
        (:meth:`cannot_be_executed`: a sober Sailor, a Tea Lady's good neighbour).
        Also true when three are alive, a Demon of the team and a Minion of the team among
        them: removing the Minion leaves two players and a Demon, and evil wins at once (the
        rulebook's "just two players are alive"), whatever protects the third player.
        """
        team = self.team()
        alive = [p.index for p in view.players if p.alive]
        if all(s in team or s == self.host or self.cannot_be_executed(s) for s in alive):
            return True
        if len(alive) == 3:
            demons = self._my_demons(view)
            return any(s in demons for s in alive) and any(
                s in team and s not in demons and s != self.host for s in alive)
        return False

    def _sacrifices(self, view: SeatView, among: list[int]) -> list[int]:
        """Living teammates among ``among`` that the team may remove to reach the last two
        (never a Demon of the team, nor the Lleech's host)."""
        team = self.team()
        demons = self._my_demons(view)
        return [s for s in among if s in team and s not in demons and s != self.host and view.players[s].alive]

    def _evil_alive_estimate(self, view: SeatView) -> int:
        n = self.n
        evil = {7: 2, 8: 2, 9: 2, 10: 3, 11: 3, 12: 3, 13: 4, 14: 4, 15: 4}.get(n, 2)
        dead = sum(1 for p in view.players if not p.alive)
        return max(1, min(evil, len(self._alive_others(view)) - 1, evil - dead // 4))

    # abilities
    def _choose_players(self, view: SeatView, d: Decision, evil: bool) -> Any:
        seats = [o for o in d.options if isinstance(o, int) and not isinstance(o, bool)]
        if not seats:
            if set(d.options) <= {True, False}:
                # "Use your ability tonight?" (Seamstress): from the second night on.
                return (view.night >= 2) if (view.night >= 2) in d.options else d.options[0]
            return d.random_answer(self.rng)
        k = 1 if d.count is None else max(d.count[0], min(d.count[1], 1))
        if d.count is not None and d.count[1] < 1:
            return ()
        me = view.seat
        if evil:
            team = self.team()
            threat = self.threat(view)
            step = d.step
            if self._only_team_alive(view) and step not in PROTECTIVE:
                # Nobody good is left that the team can remove, or a Minion's death leaves
                # two alive: kill a Minion to reach the last two.
                sacrifice = set(self._sacrifices(view, seats))
                demons = self._my_demons(view)
                score = [3.0 if s in sacrifice else -100.0 if s in demons else 0.0 for s in range(self.n)]
                return max(seats, key=lambda s: (score[s], self.rng.random())) if d.count is None else \
                    d.random_answer(self.rng)
            if step == "lleech" and self.host is None:
                # The Lleech's host: a Minion if it has one (the whole team then votes to keep
                # the host alive), else the least threatening good player.
                mates = [s for s in seats if s in self.minions]
                if mates:
                    return self.rng.choice(mates)
                score = [-t if t > -50 else -100.0 for t in threat]
            elif step in PROTECTIVE:
                score = [5.0 if s in team else 0.0 for s in range(self.n)]
            else:
                # A target that survived an earlier attempt is likely protected: try another.
                score = [t - 1.5 * self.chosen_count.get(s, 0) for s, t in enumerate(threat)]
                if self.host is not None:
                    score[self.host] = -200.0
            if step in PROTECTIVE:
                ranked = sorted(seats, key=lambda s: (-score[s], self.rng.random()))
            else:
                ranked = sorted(seats, key=lambda s: (-score[s] if s not in team else 1000.0, self.rng.random()))
        else:
            sus = self.suspicion(view)
            protective = d.step in PROTECTIVE
            if protective:
                def key(s: int) -> float:
                    claimed_info = 1.0 if team_of(self.claims.get(s, "")) == "townsfolk" else 0.0
                    return sus[s] - claimed_info + (50.0 if s == me and len(seats) > k else 0.0)
            else:
                def key(s: int) -> float:
                    repeatable = d.step in ("slayer", "exorcist", "sailor")
                    penalty = 0.0 if repeatable else 0.7 * self.chosen_count.get(s, 0)
                    avoid = 100.0 if (s == me and d.step in NO_SELF and len(seats) > k) else 0.0
                    return -(sus[s] - penalty) + avoid + (5.0 if s in self.night_dead else 0.0)
            ranked = sorted(seats, key=lambda s: (key(s), self.rng.random()))
        if d.count is None:
            return ranked[0]
        lo, hi = d.count
        take = max(lo, min(hi, k if lo <= k else lo))
        picked = tuple(ranked[:take])
        if len(picked) < lo:
            return d.random_answer(self.rng)
        return picked

    def _choose_character(self, view: SeatView, d: Decision, evil: bool) -> Any:
        options = [o for o in d.options if o is not None]
        if not options:
            return None
        if not evil and d.step == "courtier":
            demons = [c for c in options if team_of(c) == "demon"]
            if demons:
                return self.rng.choice(demons)
        if not evil and d.step == "gambler":
            chosen = self.choices.get("gambler", ())
            if chosen and chosen[0] in self.claims and self.claims[chosen[0]] in options:
                return self.claims[chosen[0]]
        if not evil and d.step == "philosopher":
            good = [c for c in options if team_of(c) == "townsfolk" and c not in self.claims.values()]
            if good:
                return self.rng.choice(good)
        return self.rng.choice(options)

    def _fabled_answer(self, view: SeatView, d: Decision, evil: bool) -> Any:
        """Answers to the questions the Storyteller's Fabled ask the players, or None.

        Consent (Angel, Buddhist, Revolutionary): mostly yes. The Doomsayer: rarely called
        (it kills one's own side). The Toymaker: the Demon attacks most nights. The Fiddler:
        the Demon picks the opposing player the table trusts least; each bot votes for the
        contestant it thinks is on its side (evil bots for the Demon's player)."""
        step = d.step
        options = d.options
        if step in ("angel.consent", "buddhist.consent", "revolutionary.consent"):
            want = self.rng.random() < 0.7
            return want if want in options else options[0]
        if step == "doomsayer":
            want = self.rng.random() < 0.02
            return want if want in options else options[0]
        if step == "toymaker":
            want = self.rng.random() < 0.85
            return want if want in options else options[0]
        if step in ("fiddler.choose", "fiddler.vote"):
            seats = [o for o in options if isinstance(o, int) and not isinstance(o, bool)]
            if not seats:
                return d.random_answer(self.rng)
            sus = self.suspicion(view)
            if step == "fiddler.choose":
                return max(seats, key=lambda s: (sus[s], -s))
            if evil:
                demon = seats[0]  # (the Demon's player is named first in the contest)
                return demon
            return min(seats, key=lambda s: (sus[s], s))
        return None

    def _several_players(self, view: SeatView, d: Decision, evil: bool, seats: list[int]) -> Any:
        """A day ability's pick of several players (a tuple of options).

        The Alsaahir's public guess: a good bot guesses now and then from day 2, its most
        suspected player as the Demon, then as many of the next as a table of this size has
        Minions; an evil bot makes no guess. Any other pick of several: none when that is
        allowed, else a legal pick at random."""
        lo, _hi = d.count or (0, 0)
        if d.step == "alsaahir" and not evil and view.day >= 2 and seats:
            sus = self.suspicion(view)
            ranked = sorted((s for s in seats if s != view.seat), key=lambda s: (-sus[s], self.rng.random()))
            if "minion" in d.prompt.lower():
                minions = max(1, min(3, (len(view.players) - 4) // 3))
                return tuple(ranked[:minions])
            if ranked and self.rng.random() < 0.25:
                return (ranked[0],)
        return () if lo == 0 else d.random_answer(self.rng)

    def _day_ability(self, view: SeatView, d: Decision, evil: bool) -> Any:
        options = d.options
        step = d.step
        fabled = self._fabled_answer(view, d, evil)
        if fabled is not None:
            return fabled
        if set(options) <= {True, False}:
            if step in ("savant",):
                return True if True in options else options[0]
            if step in ("fisherman", "artist"):
                return (view.day >= 2) if (view.day >= 2) in options else options[0]
            if step == "cultleader":
                return evil if evil in options else options[0]
            if step == "duchess":
                want = self.rng.random() < 0.3
                return want if want in options else options[0]
            return d.random_answer(self.rng)
        seats = [o for o in options if isinstance(o, int) and not isinstance(o, bool)]
        if step == "juggler" and d.count is not None:
            if evil:
                return ()
            sus = self.suspicion(view)
            guesses = [(s, c) for s, c in self.claims.items() if s != view.seat and sus[s] < -0.5]
            guesses.sort(key=lambda g: sus[g[0]])
            legal = set(options)
            picked = tuple(g for g in guesses if g in legal)[: d.count[1]]
            return picked if len(picked) >= d.count[0] else d.random_answer(self.rng)
        if d.count is not None:
            return self._several_players(view, d, evil, seats)
        if seats and None in options:
            if step == "psychopath" and evil:
                # The Psychopath's public kill: from day 2, now and then, a living player
                # outside the evil team (the heuristic knows no more than its team).
                team = self.team()
                targets = [s for s in self._alive_others(view) if s in seats and s not in team]
                if targets and view.day >= 2 and self.rng.random() < 0.5:
                    return self.rng.choice(targets)
                return None
            if evil:
                return None
            sus = self.suspicion(view)
            if step in ("slayer", "puzzlemaster", "damsel", "moonchild"):
                top = self._top(view, sus, exclude={view.seat}, among=seats)
                alive = self._alive_others(view)
                mean = sum(sus[s] for s in alive) / max(1, len(alive))
                if top is not None and sus[top] > mean + 2.0 and view.day >= 2:
                    return top
            return None
        if seats and None not in options:
            # Publicly choosing a player when one dies (Klutz: choose a good one; Moonchild:
            # an evil one).
            if evil:
                team = self.team()
                mates = [s for s in seats if s in team]
                others = [s for s in seats if s not in team]
                if step == "klutz":
                    return self.rng.choice(others or seats)
                return self.rng.choice(mates or seats) if step != "moonchild" else self.rng.choice(others or seats)
            sus = self.suspicion(view)
            if step == "klutz":
                return min(seats, key=lambda s: (sus[s], self.rng.random()))
            return max(seats, key=lambda s: (sus[s], self.rng.random()))
        if None in options:
            return None
        return d.random_answer(self.rng)
