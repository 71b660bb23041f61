"""Buddhist (Fabled): "For the first 2 minutes of each day, veteran players may not talk."
(almanac).

Our reading: every player is asked (the same private question) whether they would agree to
be a veteran kept silent; the Storyteller picks the veterans among those who agreed and
declares them. The engine's talk has no clock, so "the first two minutes" is the start of
the talk: in the plain talk the veterans speak after everyone else; in a talk of several
rounds they skip the first round. A Fabled: a drunk or poisoned veteran keeps silent too.
"""

from clocktower.script import parse_script
from clocktower.talk import TalkRules
from clocktower.testing import advance, seated, to_day

SCRIPT = parse_script([{"id": "_meta", "name": "buddhist test"}, "empath", "chef", "monk", "soldier", "saint",
                       "poisoner", "imp", "buddhist"], source="buddhist-test")
# Seats: 0 Imp, 1 Poisoner, 2 Empath, 3 Chef, 4 Monk, 5 Soldier, 6 Saint
SEATING = ["imp", "poisoner", "empath", "chef", "monk", "soldier", "saint"]


def _veterans(*seats, refuse=()):
    plan = [(("buddhist.consent", s), s not in refuse) for s in range(7)]
    return plan + [("buddhist.veteran", s) for s in seats] + [("buddhist.veteran", None)]


def _talk_order(game):
    """The seats asked for their talk on the current day, in order (answering pass)."""
    d = advance(game, until="talk")
    order = []
    while d is not None and d.step == "talk":
        order.append(d.chooser)
        game.answer(("pass",))
        d = game.pending
    return order


def test_almanac_consent_asked_first_and_the_veterans_declared() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, [(("buddhist.consent", s), s != 4) for s in range(7)], until="buddhist.veteran")
    assert d.options == (None, 0, 1, 2, 3, 5, 6)
    advance(game, [("buddhist.veteran", 3), ("buddhist.veteran", None)], until=lambda d: d.step != "buddhist.veteran")
    for seat in range(7):
        assert [e.text for e in game.view(seat).events if e.kind == "buddhist_veterans"] == [
            "The Buddhist: Dave may not talk at the start of each day."]


def test_veterans_speak_last_in_the_plain_talk() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, _veterans(1, 3))
    assert _talk_order(game) == [0, 2, 4, 5, 6, 1, 3]


def test_veterans_skip_the_first_round_of_a_longer_talk() -> None:
    game = seated(SEATING, SCRIPT, talk=TalkRules(rounds=2))
    to_day(game, 1, _veterans(3))
    order = _talk_order(game)
    assert order == [0, 1, 2, 4, 5, 6] + [0, 1, 2, 4, 5, 6, 3]


def test_without_veterans_the_order_is_seat_order() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, _veterans())
    assert _talk_order(game) == list(range(7))


def test_poisoned_veteran_still_keeps_silent() -> None:
    game = seated(SEATING, SCRIPT, poisoned=[3])
    to_day(game, 1, _veterans(3))
    assert _talk_order(game)[-1] == 3


def test_almanac_two_veterans_silent_at_the_start_of_each_day() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, _veterans(2, 4))  # Lachlan and Lewis
    assert _talk_order(game)[-2:] == [2, 4]
    advance(game, until=lambda d: game.state.day == 2 and d.step == "talk")
    assert _talk_order(game)[-2:] == [2, 4]  # every day, then free to talk


def test_almanac_a_minion_veteran_listens_first_then_bluffs() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, _veterans(1))  # Evin, the Poisoner
    d = advance(game, until="talk")
    order = []
    while d is not None and d.step == "talk":
        order.append(d.chooser)
        game.answer(("claim", "chef") if d.chooser == 2 else ("claim", "soldier") if d.chooser == 1 else ("pass",))
        d = game.pending
    assert order[-1] == 1
    claims = [e.text for e in game.view(1).events if "claims" in e.text]
    assert claims == ["Carol claims to be the Chef.", "Bob claims to be the Soldier."]
