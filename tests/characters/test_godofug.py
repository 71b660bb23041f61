"""God of Ug (Loric): "One Ug hat. When wear Ug hat, must speak one sound at a time but vote
twice. If fail, pass Ug hat." (roles.json; no almanac entry).

The Storyteller gives the one Ug hat to a player at setup (announced); the wearer's vote
counts twice on every nomination; once a day before nominations the Storyteller judges
whether the wearer broke the one-sound rule, and if so the wearer passes the hat to another
player of their choice (announced). The hat is the Storyteller's: drunk, poisoned or dead
wearers still vote twice. Rulings: docs/rulings/loric.md.
"""

from clocktower.decisions import STORYTELLER
from clocktower.engine import Game
from clocktower.script import parse_script
from clocktower.testing import advance, poison, to_day

from .traveller_helpers import run_vote

SCRIPT = parse_script([{"id": "_meta", "name": "godofug test"}, "godofug", "empath", "chef", "soldier", "monk",
                       "sage", "recluse", "saint", "poisoner", "imp"], source="godofug-test")
SEATING = ["imp", "poisoner", "empath", "chef", "soldier", "monk", "sage"]


def test_storyteller_gives_the_hat_at_setup_announced_to_all() -> None:
    game = Game(SCRIPT, seating=SEATING)
    d = game.pending
    while d.step != "godofug.hat":
        game.answer(d.options[: d.count[0]] if d.count else d.options[0])
        d = game.pending
    assert d.chooser == STORYTELLER and d.options == tuple(range(7))
    game.answer(3)
    for seat in range(7):
        assert [e.data for e in game.view(seat).events if e.kind == "godofug"] == [{"wearer": 3}]
    assert [(r.token, r.target) for r in game.state.reminders if r.character == "godofug"] == [("Hat", 3)]


def wearing(seat, **kw):
    """A game where the Storyteller gave the hat to ``seat`` (the first option is seat 0)."""
    game = Game(SCRIPT, seating=SEATING)
    for s in kw.get("poisoned", ()):
        poison(game, s)
    while game.pending.step != "godofug.hat":
        d = game.pending
        game.answer(d.options[: d.count[0]] if d.count else d.options[0])
    game.answer(seat)
    return game


def test_healthy_the_wearers_vote_counts_twice() -> None:
    game = wearing(3)
    to_day(game, 1, [("poisoner", 4)])
    assert run_vote(game, 2, 0, {3, 4})["tally"] == 3
    assert run_vote(game, 4, 1, {2, 4})["tally"] == 2  # the wearer did not vote


def test_failing_the_rule_passes_the_hat_chosen_by_the_wearer() -> None:
    game = wearing(3)
    to_day(game, 1, [("poisoner", 4)])
    d = advance(game, until="godofug.failed")
    assert d.chooser == STORYTELLER and d.options == (False, True)
    game.answer(True)
    d = advance(game, until="godofug.pass")
    assert d.chooser == 3 and 3 not in d.options and set(d.options) == {0, 1, 2, 4, 5, 6}
    game.answer(5)
    assert [e.data["wearer"] for e in game.view(0).events if e.kind == "godofug"] == [3, 5]
    assert run_vote(game, 2, 0, {3, 5})["tally"] == 3


def test_the_judgement_is_made_once_each_day() -> None:
    game = wearing(3)
    to_day(game, 4, [("poisoner", 4)])
    assert sum(1 for d in game.decisions if d.step == "godofug.failed") == 3  # days 1 to 3


def test_drunk_or_poisoned_wearer_still_votes_twice() -> None:
    game = wearing(3, poisoned=[3])
    to_day(game, 1, [("poisoner", 4)])
    assert run_vote(game, 2, 0, {3})["tally"] == 2


def test_dead_wearer_ghost_vote_counts_twice() -> None:
    game = wearing(5)
    to_day(game, 1, [("poisoner", 4)])
    game.state.seats[5].alive = game.state.seats[5].public_alive = False
    assert run_vote(game, 2, 0, {5, 3})["tally"] == 3
    assert not game.state.seats[5].ghost_vote


def test_registration_plays_no_part() -> None:
    """The hat is on a player, not a character: a Recluse wearer votes twice like anyone."""
    game = Game(SCRIPT, seating=["imp", "poisoner", "recluse", "chef", "soldier", "monk", "sage"])
    while game.pending.step != "godofug.hat":
        d = game.pending
        game.answer(d.options[: d.count[0]] if d.count else d.options[0])
    game.answer(2)
    to_day(game, 1, [("poisoner", 4)])
    assert run_vote(game, 3, 0, {2})["tally"] == 2
