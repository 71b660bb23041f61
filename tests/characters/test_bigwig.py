"""Big Wig (Loric): "Each nominee chooses a player: until voting, only they may speak & they
are mad the nominee is good or they might die." (roles.json; no almanac entry).

Each nominee picks another player to speak for them (announced); that player alone makes a
statement before the vote: the nominee is good, evil, or nothing. Not saying "good" lets
the Storyteller kill the speaker (a Storyteller decision, dies or lives). Nothing of the
speaker's character, sobriety or alignment matters. Rulings: docs/rulings/loric.md.
"""

from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.script import parse_script
from clocktower.testing import advance, is_alive, poison, seated, to_day

SCRIPT = parse_script([{"id": "_meta", "name": "bigwig test"}, "bigwig", "empath", "chef", "soldier", "monk",
                       "sage", "recluse", "saint", "poisoner", "imp"], source="bigwig-test")
SEATING = ["imp", "poisoner", "empath", "chef", "soldier", "monk", "sage"]


def nominated(game, nominator, nominee):
    to_day(game, 1, [("poisoner", 1)])
    return advance(game, [(("nominate", nominator), nominee)], until="bigwig.speaker")


def test_nominee_chooses_a_speaker_announced_to_all() -> None:
    game = seated(SEATING, SCRIPT)
    d = nominated(game, 2, 3)
    assert d.chooser == 3 and d.kind == DecisionKind.CHOOSE_PLAYERS and 3 not in d.options
    assert set(d.options) == {0, 1, 2, 4, 5, 6}
    game.answer(5)
    d = advance(game, until="bigwig.speak")
    assert d.chooser == 5 and d.options == (("vouch", 3), ("accuse", 3), ("pass",))
    for seat in range(7):
        assert [e.data for e in game.view(seat).events if e.kind == "bigwig"] == [{"nominee": 3, "speaker": 5}]


def test_healthy_speaker_mad_the_nominee_is_good_is_safe() -> None:
    game = seated(SEATING, SCRIPT)
    nominated(game, 2, 3)
    game.answer(5)
    advance(game, [("bigwig.speak", ("vouch", 3))], until=lambda d: d.step == "vote" or d.step == "bigwig.dies")
    assert game.pending.step == "vote" and is_alive(game, 5)
    said = [e.data["statement"] for e in game.view(0).events if e.kind == "statement"]
    assert said == [["vouch", 3]]


def test_speaker_not_mad_the_storyteller_may_kill_them() -> None:
    game = seated(SEATING, SCRIPT)
    nominated(game, 2, 3)
    game.answer(5)
    d = advance(game, [("bigwig.speak", ("accuse", 3))], until="bigwig.dies")
    assert d.chooser == STORYTELLER and d.options == ("lives", "dies")
    game.answer("dies")
    assert not is_alive(game, 5)
    assert [x.seat for x in game.state.deaths_in("day", 1)] == [5]


def test_silence_counts_as_not_mad_the_storyteller_may_spare() -> None:
    game = seated(SEATING, SCRIPT)
    nominated(game, 2, 3)
    game.answer(6)
    advance(game, [("bigwig.speak", ("pass",)), ("bigwig.dies", "lives")], until="vote")
    assert is_alive(game, 6)


def test_the_soldier_speaker_is_not_safe_it_is_no_demon_kill() -> None:
    game = seated(SEATING, SCRIPT)
    nominated(game, 2, 3)
    game.answer(4)
    advance(game, [("bigwig.speak", ("pass",)), ("bigwig.dies", "dies")], until="vote")
    assert not is_alive(game, 4)


def test_drunk_or_poisoned_speaker_is_bound_alike() -> None:
    game = seated(SEATING, SCRIPT)
    poison(game, 5)
    nominated(game, 2, 3)
    game.answer(5)
    d = advance(game, [("bigwig.speak", ("accuse", 3))], until="bigwig.dies")
    assert d.options == ("lives", "dies")


def test_dead_speaker_may_speak_and_cannot_die_again() -> None:
    game = seated(SEATING, SCRIPT)
    game.state.seats[6].alive = False
    nominated(game, 2, 3)
    game.answer(6)
    advance(game, [("bigwig.speak", ("accuse", 3)), ("bigwig.dies", "dies")], until="vote")
    assert [x.seat for x in game.state.deaths_in("day", 1)] == []


def test_registration_plays_no_part_an_evil_nominee_vouched_for() -> None:
    game = seated(["imp", "poisoner", "recluse", "chef", "soldier", "monk", "sage"], SCRIPT)
    nominated(game, 3, 0)
    game.answer(1)
    advance(game, [("bigwig.speak", ("vouch", 0))], until="vote")
    assert all(d.step != "bigwig.dies" for d in game.decisions)
