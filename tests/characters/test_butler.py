"""Butler: "Each night, choose a player (not yourself): tomorrow, you may only vote if they are
voting too." (almanac, Butler; Trouble Brewing).

The Butler may have their hand raised only while the master's hand is raised, or once the
master's vote has been counted. The count goes clockwise from the nominee: when the master
comes after the Butler, the master's hand as the count reaches the Butler is asked first
(the engine's ``hand_needed``) and counted at the master's own place. The rule binds every
living seat that believes it is the Butler (it is a rule the player keeps); a dead Butler
votes freely with their ghost vote. See ``docs/rulings/butler.md``.
"""

from __future__ import annotations

from typing import Any

from clocktower.decisions import DecisionKind
from clocktower.script import parse_script
from clocktower.testing import advance, make_drunk, poison, quiet, seated, to_day, to_night

SCRIPT = parse_script([{"id": "_meta", "name": "Butler test"}, "imp", "butler", "empath", "undertaker", "soldier",
                       "recluse", "chef", "marionette", "drunk", "zealot"], source="butler-test")
# Seats: 0 Imp, 1 Butler, 2 Empath, 3 Undertaker, 4 Soldier, 5 Recluse, 6 Chef
SEATING: list[Any] = ["imp", "butler", "empath", "undertaker", "soldier", "recluse", "chef"]
BUTLER = 1
FREE, NO_VOTE = (True, False), (False,)


def game_with_master(master: int, seating: list[Any] = SEATING, butler: int = BUTLER, **kwargs: Any) -> Any:
    """A game at day 1's nominations, the Butler (seat ``butler``) having chosen ``master``."""
    game = seated(seating, SCRIPT, **kwargs)
    to_day(game, 1, [(("butler", butler), master)])
    advance(game, until="nominate")
    return game


def vote(game: Any, nominator: int, nominee: int, yes: set[int]) -> list[tuple[int, tuple[bool, ...]]]:
    """Nominate at ``nominator``'s turn and answer the vote: seats in ``yes`` raise their hand
    when allowed. Returns the voters asked, in order, with the options each was offered."""
    advance(game, [(("nominate", nominator), nominee)], until=lambda d: d.kind == DecisionKind.VOTE)
    asked = []
    while game.pending is not None and game.pending.kind == DecisionKind.VOTE:
        d = game.pending
        asked.append((d.chooser, d.options))
        game.answer(d.chooser in yes and True in d.options)
    return asked


def offered(asked: list[tuple[int, tuple[bool, ...]]], seat: int) -> tuple[bool, ...]:
    (options,) = [o for s, o in asked if s == seat]
    return options


def voted(game: Any) -> dict[str, Any]:
    return [e for e in game.events if e.kind == "voted"][-1].data


# ------------------------------------------------------------------ the night choice
def test_each_night_chooses_a_master_not_themselves() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, until=("butler", BUTLER))
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.options == (0, 2, 3, 4, 5, 6)
    game.answer(3)
    assert [(r.token, r.target) for r in game.state.reminders if r.character == "butler"] == [("Master", 3)]
    to_night(game, 2)
    d = advance(game, [("imp", 6)], until=("butler", BUTLER))
    assert d.options == (0, 2, 3, 4, 5, 6)
    game.answer(5)
    assert [(r.token, r.target) for r in game.state.reminders if r.character == "butler"] == [("Master", 5)]


def test_the_choice_is_private_to_the_butler() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [(("butler", BUTLER), 3)])
    assert any(e.kind == "chose" for e in game.view(BUTLER).events)
    assert not any(e.kind == "chose" for s in (0, 2, 3, 4, 5, 6) for e in game.view(s).events)


def test_a_dead_butler_does_not_wake() -> None:
    game = seated(SEATING, SCRIPT)
    to_night(game, 2, [(("butler", BUTLER), 3)])
    game.state.seats[BUTLER].alive = False
    seen = []

    def policy(d: Any) -> Any:
        seen.append(d.step)
        return quiet(d)

    advance(game, [("imp", 6)], until="talk", policy=policy)
    assert game.state.day == 2 and "butler" not in seen


# ------------------------------------------------------------------ master counted before the Butler
def test_example_master_votes_so_the_butler_may() -> None:
    """Almanac: "if Filip raises his hand to vote on an execution, then the Butler may too.
    If not, then the Butler may not raise their hand." Nominee 5: the count runs 6, 0, 1...,
    the master (0) before the Butler."""
    game = game_with_master(0)
    asked = vote(game, 2, 5, yes={0, BUTLER})
    assert offered(asked, BUTLER) == FREE
    assert BUTLER in voted(game)["voters"]


def test_master_did_not_vote_so_the_butler_may_not() -> None:
    game = game_with_master(0)
    asked = vote(game, 2, 5, yes={BUTLER})
    assert offered(asked, BUTLER) == NO_VOTE
    assert BUTLER not in voted(game)["voters"]


def test_master_voting_the_butler_may_still_vote_no() -> None:
    game = game_with_master(0)
    vote(game, 2, 5, yes={0})
    assert voted(game)["voters"] == [0]


# ------------------------------------------------------------------ master counted after the Butler
def test_master_after_the_butler_is_asked_first_and_counted_at_their_place() -> None:
    """Nominee 0: the count runs 1 (Butler), 2, 3 (master)... The master's hand is asked just
    before the Butler's, and not again at its own place."""
    game = game_with_master(3)
    asked = vote(game, 2, 0, yes={3, BUTLER, 5})
    assert [s for s, _ in asked] == [3, BUTLER, 2, 4, 5, 6, 0]
    assert offered(asked, BUTLER) == FREE
    assert voted(game)["voters"] == [BUTLER, 3, 5]  # counted in seat order round the circle
    assert voted(game)["tally"] == 3


def test_example_master_lowers_their_hand_so_the_butler_must() -> None:
    """Almanac: the master lowers their hand before it is counted; "The Butler must lower
    their hand immediately." The master's hand is down as the count reaches the Butler:
    the Butler may not vote."""
    game = game_with_master(3)
    asked = vote(game, 2, 0, yes={BUTLER})
    assert offered(asked, BUTLER) == NO_VOTE
    assert voted(game)["voters"] == []


def test_the_masters_early_question_is_an_ordinary_vote() -> None:
    """Asked ahead of its place, the master gets the very question it would get at its place,
    and nothing is shown to anyone in between (the master learns nothing)."""
    game = game_with_master(3)
    advance(game, [(("nominate", 2), 0)], until=lambda d: d.kind == DecisionKind.VOTE)
    early = game.pending
    assert early.chooser == 3 and early.step == "vote" and early.options == FREE
    assert early.prompt == f"Vote to execute {game.name(0)}?"
    before = len(game.view(3).events)
    game.answer(True)
    assert game.pending.chooser == BUTLER
    assert len(game.view(3).events) == before


def test_master_is_the_nominee() -> None:
    """The nominee is counted last: the master's (the nominee's) hand is asked first."""
    game = game_with_master(4)
    asked = vote(game, 2, 4, yes={4, BUTLER})
    assert [s for s, _ in asked][:4] == [5, 6, 0, 4]  # 4 asked just before the Butler (1)
    assert offered(asked, BUTLER) == FREE
    assert voted(game)["voters"] == [BUTLER, 4]


# ------------------------------------------------------------------ drunk, poisoned, believed
def test_drunk_or_poisoned_butler_keeps_the_rule() -> None:
    """The player thinks the ability works (almanac, Drunk), and keeps the rule; offering a
    free vote would tell it that it is drunk or poisoned."""
    for kwargs in ({"drunk": [BUTLER]}, {"poisoned": [BUTLER]}):
        game = game_with_master(0, **kwargs)
        assert offered(vote(game, 2, 5, yes={BUTLER}), BUTLER) == NO_VOTE
        game = game_with_master(0, **kwargs)
        assert offered(vote(game, 3, 6, yes={0, BUTLER}), BUTLER) == FREE


def test_poisoned_during_the_day_keeps_the_rule() -> None:
    game = game_with_master(0)
    poison(game, BUTLER)
    make_drunk(game, BUTLER)
    assert offered(vote(game, 2, 5, yes={BUTLER}), BUTLER) == NO_VOTE


def test_a_seat_that_believes_it_is_the_butler_keeps_the_rule() -> None:
    """The Marionette who believes it is the Butler (and a Drunk set by hand to believe it)
    wakes to choose a master and follows the rule like the Butler."""
    for believer in (("marionette", "butler"), ("drunk", "butler")):
        seating: list[Any] = ["imp", believer, "empath", "undertaker", "soldier", "recluse", "chef"]
        game = game_with_master(0, seating)
        assert offered(vote(game, 2, 5, yes={BUTLER}), BUTLER) == NO_VOTE
        game = game_with_master(3, seating)
        asked = vote(game, 2, 0, yes={3, BUTLER})
        assert [s for s, _ in asked][:2] == [3, BUTLER] and offered(asked, BUTLER) == FREE


# ------------------------------------------------------------------ dead Butler, dead master
def test_example_dead_butler_votes_with_the_ghost_vote_at_any_time() -> None:
    """Almanac: "The Butler is dead. Because dead players have no ability, the Butler may
    vote with their vote token at any time." """
    game = game_with_master(0)
    game.state.seats[BUTLER].alive = False
    game.state.seats[BUTLER].public_alive = False
    asked = vote(game, 2, 5, yes={BUTLER})
    assert offered(asked, BUTLER) == FREE
    assert BUTLER in voted(game)["voters"] and not game.state.seats[BUTLER].ghost_vote
    # No early question for the master of a dead Butler.
    game = game_with_master(3)
    game.state.seats[BUTLER].alive = False
    game.state.seats[BUTLER].public_alive = False
    assert [s for s, _ in vote(game, 2, 0, yes=set())][:2] == [BUTLER, 2]


def test_dead_master_without_a_ghost_vote_never_raises_a_hand() -> None:
    game = game_with_master(3)
    game.state.seats[3].alive = False
    game.state.seats[3].public_alive = False
    game.state.seats[3].ghost_vote = False
    asked = vote(game, 2, 0, yes={BUTLER})
    assert 3 not in [s for s, _ in asked]
    assert offered(asked, BUTLER) == NO_VOTE


def test_dead_master_spending_the_ghost_vote_lets_the_butler_vote() -> None:
    game = game_with_master(3)
    game.state.seats[3].alive = False
    game.state.seats[3].public_alive = False
    asked = vote(game, 2, 0, yes={3, BUTLER})
    assert asked[0] == (3, FREE) and offered(asked, BUTLER) == FREE
    assert voted(game)["voters"] == [BUTLER, 3] and not game.state.seats[3].ghost_vote


def test_the_master_is_for_tomorrow_only() -> None:
    """Night 1's choice rules day 1; a Butler who has not chosen for today votes freely (the
    Grimoire set so by hand: a master chosen on an earlier night)."""
    game = game_with_master(0)
    game.state.memory[BUTLER, "butler"]["master"] = (0, 0)  # chosen before night 1
    assert offered(vote(game, 2, 5, yes={BUTLER}), BUTLER) == FREE
