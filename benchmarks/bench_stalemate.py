"""Benchmark: what a heuristic bot's decision costs early and late in a long stalemate.

Usage::

    python benchmarks/bench_stalemate.py [DAYS]      # 1000 days (60,000 answers) by default

A hand-made 7-player game in which nobody ever dies: each night the Empath (seat 0) learns a
number, each day six players speak (claims on day one, then accusations and vouches), and two
nominations end in tied votes. A good Empath bot and an evil Imp bot (seat 6) each answer a
statement, a nomination and a vote decision at every public event, from their growing view
(the view is not filtered per seat: the Imp also reads the Empath's numbers). Prints the mean
CPU time of a decision over the first and over the last 2,000 answers, and a digest of all the
answers (two versions of the bot that decide alike print the same digest).
"""

from __future__ import annotations

import hashlib
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from clocktower.agents.heuristic import HeuristicAgent
from clocktower.events import Event
from tests.test_heuristic import learned, nominate, nominated, said, talk, view, vote

CLAIMS = ["empath", "chef", "fortuneteller", "steward", "slayer", "knight", "oracle"]


def main(days: int) -> None:
    """Play ``days`` days of the stalemate and print the figures."""
    bots = ((HeuristicAgent("g", 0), 0, "empath", "good"), (HeuristicAgent("e", 6), 6, "imp", "evil"))
    events: list[Event] = []
    times: list[float] = []
    answers: list[Any] = []

    def ask(day: int) -> None:
        for bot, seat, character, alignment in bots:
            v = view(seat, character, events, alignment=alignment, day=day)
            for d in (talk(seat), nominate(seat), vote(seat)):
                start = time.process_time()
                answers.append(bot.decide(v, d))
                times.append(time.process_time() - start)

    for day in range(1, days + 1):
        if day > 1:
            events.append(learned(0, "how many alive neighbours are evil", day % 2, night=day))
            events.append(Event("dawn", "...", public=True, data={"died": []}, time=("day", day)))
        for s in range(1, 7):
            if day == 1:
                st: tuple[Any, ...] = ("claim", CLAIMS[s])
            else:
                st = ("accuse", (s + day) % 7) if (s + day) % 3 else ("vouch", (s * day) % 7)
            events.append(said(s, st, day))
            ask(day)
        for nominator, nominee in ((1 + day % 6, (day * 5) % 7), (2 + day % 5, (day * 3) % 7)):
            events.append(nominated(nominator, nominee, day))
            ask(day)
            voters = [x for x in range(7) if (x + day) % 2]
            events.append(Event("voted", "...", public=True, time=("day", day),
                                data={"nominee": nominee, "voters": voters, "tally": 3, "about_to_die": None}))
            ask(day)
        events.append(Event("dusk", "...", public=True, data={}, time=("day", day)))
    k = 2000
    print(f"{len(times)} answers over {days} days ({len(events)} events)")
    print(f"first {k}: {sum(times[:k]) / k * 1e6:.0f} us/decision; "
          f"last {k}: {sum(times[-k:]) / k * 1e6:.0f} us/decision")
    print("answers digest", hashlib.sha256(repr(answers).encode()).hexdigest()[:16])


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
