"""The heuristic bot costs the same late in a long game as early (issue 17, item 8).

Its suspicion scores are kept as running counts of what was said and voted, and its shareable
facts as running buckets; these tests check that the scores and facts are those of the plain
whole-game reading the module docstring describes, and that a decision reads only the part of
the history that is new (counted in list elements read, not in time).
"""

from __future__ import annotations

import math
from typing import Any

from clocktower.agents.heuristic import EVIL_TEAMS, HeuristicAgent, team_of
from clocktower.events import Event
from tests.test_heuristic import learned, nominate, nominated, said, talk, view, vote

N = 7
CLAIMS = ["empath", "chef", "fortuneteller", "empath", "slayer", "knight", "oracle"]


class CountingList(list):  # type: ignore[type-arg]
    """A list that counts the elements read from it (forwards, backwards, by index or slice)."""

    reads = 0

    def __iter__(self) -> Any:
        for item in super().__iter__():
            CountingList.reads += 1
            yield item

    def __reversed__(self) -> Any:
        for item in super().__reversed__():
            CountingList.reads += 1
            yield item

    def __getitem__(self, index: Any) -> Any:
        got = super().__getitem__(index)
        CountingList.reads += len(got) if isinstance(index, slice) else 1
        return got


def count_reads(bot: HeuristicAgent) -> HeuristicAgent:
    """``bot`` with its statement, vote and own-information histories counting their reads."""
    bot.statements = CountingList()
    bot.votes = CountingList()
    bot.own_info = CountingList()
    return bot


def reference_suspicion(seat: int, v: Any) -> list[float]:
    """The suspicion scores read from the whole game in one pass, as the module docstring
    gives them: the base scores, then each statement weighted by trust in its speaker,
    framing and covering, and votes against what the bot is sure of."""
    bot = HeuristicAgent("reference", seat)
    base = bot.base_suspicion(v)
    alive = [p.alive for p in v.players]
    trust = [1.0 / (1.0 + math.exp(min(50.0, b))) for b in base]
    sus = list(base)
    for _day, speaker, st in bot.statements:
        if speaker == seat or len(st) < 2:
            continue
        w = trust[speaker]
        if st[0] == "accuse":
            sus[st[1]] += 1.5 * w
            if st[1] in bot.night_dead:
                sus[speaker] += 1.5
        elif st[0] == "vouch":
            sus[st[1]] -= 1.0 * w
            if base[st[1]] >= 3.0:
                sus[speaker] += 1.0
        elif st[0] == "learned":
            target, character = st[1], st[2]
            if team_of(character) in EVIL_TEAMS:
                sus[target] += 2.0 * w
            elif bot.claims.get(target) == character:
                sus[target] -= 0.8 * w
            elif target in bot.claims:
                sus[target] += 0.8 * w
        elif st[0] == "number" and bot.claims.get(speaker) == "empath":
            left = next(s for k in range(1, N) if alive[s := (speaker - k) % N])
            right = next(s for k in range(1, N) if alive[s := (speaker + k) % N])
            for s in {left, right} - {speaker}:
                sus[s] += {0: -2.0, 1: 0.8, 2: 4.0}.get(st[1], 0.0) * w
    for nominee, voters, eligible in bot.votes:
        if base[nominee] <= -2.5:
            for voter in voters:
                if voter != seat:
                    sus[voter] += 0.4
        elif base[nominee] >= 3.0:
            for voter in eligible:
                if voter not in voters and voter not in (seat, nominee):
                    sus[voter] += 0.4
    sus[seat] = -10.0
    return sus


def busy_day(day: int, events: list[Event]) -> None:
    """Append one day of a game nobody leaves after night 2 (seat 2 dies that night): claims
    on day one, then accusations, vouches, named characters and Empath numbers, and two
    nominations with votes."""
    if day > 1:
        died = [2] if day == 2 else []
        events.append(learned(0, "how many alive neighbours are evil", day % 3, night=day))
        events.append(Event("dawn", "...", public=True, data={"died": died}, time=("day", day)))
    for s in range(1, N):
        if day == 1:
            st: tuple[Any, ...] = ("claim", CLAIMS[s])
        elif s == 3:
            st = ("number", day % 3)
        elif s == 6:
            st = ("learned", (day % 6) + 1, ("imp", "chef", "slayer")[day % 3])
        else:
            st = ("accuse", (s + day) % N) if (s + day) % 3 else ("vouch", (s * day) % N)
        events.append(said(s, st, day))
    for nominator, nominee in ((1 + day % 6, (day * 5) % N), (3 + day % 4, (day * 3) % N)):
        events.append(nominated(nominator, nominee, day))
        voters = [x for x in range(N) if (x + day + nominee) % 2]
        events.append(Event("voted", "...", public=True, time=("day", day),
                            data={"nominee": nominee, "voters": voters, "tally": len(voters),
                                  "about_to_die": None}))
    events.append(Event("dusk", "...", public=True, data={}, time=("day", day)))


def test_running_scores_are_the_whole_game_reading() -> None:
    """At every decision of a 25-day game, the running scores equal (to rounding) the
    whole-game reading and those of a new bot shown the same view (so what the bot kept from
    earlier calls changes its scores by rounding at most)."""
    events: list[Event] = [learned(0, "an evil player", 5), learned(0, "Bob's alignment", "good")]
    bot = HeuristicAgent("g", 0)
    checked = 0
    for day in range(1, 26):
        busy_day(day, events)
        v = view(0, "empath", events, day=day, dead=(2,) if day >= 2 else ())
        for d in (talk(0), nominate(0), vote(0)):
            bot.decide(v, d)
        got = bot.suspicion(v)
        want = reference_suspicion(0, v)
        assert all(abs(a - b) < 1e-9 for a, b in zip(got, want)), (day, got, want)
        fresh = HeuristicAgent("fresh", 0).suspicion(v)
        assert all(abs(a - b) < 1e-9 for a, b in zip(got, fresh)), (day, got, fresh)
        checked += 1
    assert checked == 25
    # What the others said and how they voted moved every other seat's score.
    base = HeuristicAgent("base", 0).base_suspicion(v)
    assert all(abs(got[s] - base[s]) > 0.1 for s in range(1, N)), (got, base)


def test_a_decision_reads_only_the_new_history() -> None:
    """In a 60-day game with new information every night, the history a good and an evil
    bot read per day stays flat: days 51-60 read no more than days 11-20 (whole-game
    rereading grew from about 190 to about 1,400 elements a day here)."""
    per_day: dict[str, list[int]] = {"good": [], "evil": []}
    bots = {"good": count_reads(HeuristicAgent("g", 0)), "evil": count_reads(HeuristicAgent("e", 6))}
    events: list[Event] = []
    for day in range(1, 61):
        busy_day(day, events)
        for side, bot in bots.items():
            seat = 0 if side == "good" else 6
            character = "empath" if side == "good" else "imp"
            v = view(seat, character, events, alignment=side, day=day, dead=(2,) if day >= 2 else ())
            CountingList.reads = 0
            for d in (talk(seat), nominate(seat), vote(seat)):
                bot.decide(v, d)
            per_day[side].append(CountingList.reads)
    for side, reads in per_day.items():
        early, late = sum(reads[10:20]), sum(reads[50:60])
        assert late <= early * 1.1 + 10, (side, early, late, reads)
        assert early > 0, side


def test_fortune_teller_facts_are_the_whole_game_reading_and_read_only_new_information() -> None:
    """A Fortune Teller's "yes" facts read the current scores, so they are made again at each
    statement; they are still, in order, the stable sort by weight of all its facts (each
    once), and the information read per day stays flat as the nights add up."""
    events: list[Event] = []
    bot = count_reads(HeuristicAgent("ft", 0))
    reads: list[int] = []
    for day in range(1, 41):
        busy_day(day, events)
        pair = (day % 3 + 4, 5 if day % 2 else 1)  # a few pairs, asked again and again
        events.append(learned(0, "whether either is a Demon", day % 2 == 1, night=day + 1))
        events.append(learned(0, "how many alive neighbours are evil", day % 2, night=day + 1))
        bot.choices["fortuneteller"] = pair
        v = view(0, "fortuneteller", events, day=day, dead=(2,) if day >= 2 else ())
        CountingList.reads = 0
        bot.decide(v, talk(0))
        reads.append(CountingList.reads)
        sus = bot.suspicion(v)
        got = bot._read_facts(0, sus)
        facts = bot._info_facts(list.__iter__(bot.own_info), 0, sus)  # type: ignore[arg-type]
        facts.sort(key=lambda f: -f[0])
        assert got == list(dict.fromkeys(st for _w, st in facts)), day
    assert sum(reads[30:40]) <= sum(reads[5:15]) * 1.1 + 10, reads
    assert any(st[0] == "accuse" for st in got)
