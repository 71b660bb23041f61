"""Politician: "If you were the player most responsible for your team losing, you change
alignment & win, even if dead." (almanac, Politician).

As the game is won, when the Politician's team lost, the Storyteller is asked (yes or no)
whether the Politician was the player most responsible: yes turns the Politician to the
winning team, which then includes them. The judgement comes before the win is announced
(the engine's ``at_game_end`` hook). It works while dead, not while drunk or poisoned. Jinxes:
Pit-Hag (an evil Politician it made stays evil), Legion (may register as evil to it), Boffin
(the Demon never has this ability). Rulings: docs/rulings/carousel-outsiders-minions.md.
"""

from typing import Any

from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.testing import advance, to_day

from .carousel_outsiders_helpers import execute, game_of, public, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Politician, 3 Chef, 4 Saint, 5 Soldier, 6 Empath.
SEATING: list[Any] = ["imp", "poisoner", "politician", "chef", "saint", "soldier", "empath"]
POLITICIAN = 2


def _saint_executed(game: Any) -> Any:
    """Day 1: the Saint is executed (good loses); stops at the Politician's judgement."""
    to_day(game, 1)
    return advance(game, [(("nominate", 3), 4)] + [(("vote", s), True) for s in range(7)],
                   until="politician")


def test_healthy_judged_responsible_turns_evil_and_wins() -> None:
    game = game_of(SEATING)
    d = _saint_executed(game)
    assert d is not None and d.chooser == STORYTELLER and d.kind == DecisionKind.STORYTELLER
    assert d.options == (False, True) and d.subject == POLITICIAN
    assert game.winner is None  # the win waits for the judgement
    game.answer(True)
    assert game.winner == "evil" and game.pending is None
    assert game.state.seats[POLITICIAN].alignment == "evil"
    assert game.state.seats[POLITICIAN].believed_alignment == "evil"
    assert any("Politician" in e.text for e in public(game, 3, "announced"))
    assert len([e for e in game.events if e.kind == "game_over"]) == 1


def test_healthy_judged_not_responsible_loses_with_good() -> None:
    game = game_of(SEATING)
    _saint_executed(game)
    game.answer(False)
    assert game.winner == "evil" and game.state.seats[POLITICIAN].alignment == "good"


def test_no_judgement_when_the_politicians_team_wins() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    execute(game, 3, 0)  # the Imp, no Scarlet Woman: good wins
    assert game.winner == "good"
    assert not any(d.step == "politician" for d in game.decisions)


def test_evil_politician_turns_good_when_evil_loses() -> None:
    """Almanac How to Run: an evil Politician who lost the game for evil turns good and wins."""
    game = game_of(SEATING)
    game.state.seats[POLITICIAN].alignment = "evil"
    to_day(game, 1)
    d = advance(game, [(("nominate", 3), 0)] + [(("vote", s), True) for s in range(7)], until="politician")
    assert d is not None and "evil losing" in d.prompt
    game.answer(True)
    assert game.winner == "good" and game.state.seats[POLITICIAN].alignment == "good"


def test_drunk_politician_is_not_judged() -> None:
    game = game_of(SEATING, drunk=[POLITICIAN])
    _saint_executed(game)
    assert game.winner == "evil" and game.state.seats[POLITICIAN].alignment == "good"
    assert not any(d.step == "politician" for d in game.decisions)


def test_poisoned_politician_is_not_judged() -> None:
    game = game_of(SEATING, poisoned=[POLITICIAN])
    _saint_executed(game)
    assert game.winner == "evil" and game.state.seats[POLITICIAN].alignment == "good"


def test_dead_politician_is_still_judged() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    execute(game, 3, POLITICIAN)
    assert not game.state.seats[POLITICIAN].alive
    to_night(game, 2)
    to_day(game, 2, plan=[("imp", 5)])  # the Soldier survives
    d = advance(game, [(("nominate", 3), 4)] + [(("vote", s), True) for s in range(7) if s != POLITICIAN],
                until="politician")
    assert d is not None
    game.answer(True)
    assert game.winner == "evil" and game.state.seats[POLITICIAN].alignment == "evil"


def test_believed_politician_changes_nothing() -> None:
    game = game_of(["imp", "poisoner", ("drunk", "politician"), "chef", "saint", "soldier", "empath"])
    _saint_executed(game)
    assert game.winner == "evil" and game.state.seats[POLITICIAN].alignment == "good"


def test_almanac_no_execution_with_three_alive_evil_wins_and_the_politician_too() -> None:
    """Almanac: with three alive the Politician talks the town out of executing (a Minion
    bluffs the Mayor); there is no execution, evil wins (here: the Demon's next kill leaves
    two alive) and the Storyteller judges the Politician most responsible: they win too."""
    game = game_of(["imp", "poisoner", "politician", "chef", "empath"])
    to_day(game, 1, plan=[("poisoner", 3)])
    execute(game, 3, 3)  # the Chef
    to_night(game, 2)
    to_day(game, 2, plan=[("poisoner", 3), ("imp", 4)])  # the Empath dies: three alive
    assert len(game.state.alive_seats()) == 3
    to_night(game, 3)  # no one is nominated: no execution
    assert len(game.state.executions) == 1  # the Chef's only
    d = advance(game, [("poisoner", 3), ("imp", POLITICIAN)], until="politician")
    assert d is not None and d.options == (False, True)
    game.answer(True)
    assert game.winner == "evil" and game.state.seats[POLITICIAN].alignment == "evil"


def test_almanac_good_lost_through_the_group_politician_loses() -> None:
    """Almanac: the Politician misled about the Empath, but the Saint's execution was the
    group's doing: the Storyteller judges no; good loses and so does the Politician."""
    game = game_of(SEATING)
    d = _saint_executed(game)
    assert d is not None and False in d.options
    game.answer(False)
    assert game.winner == "evil" and game.state.seats[POLITICIAN].alignment == "good"


def test_almanac_politician_bluffs_atheist_evil_wins_and_the_politician_too() -> None:
    """Almanac: the Politician bluffs to lose the game for good; evil wins and the Politician
    wins too (judged most responsible)."""
    game = game_of(SEATING)
    _saint_executed(game)
    game.answer(True)
    assert game.winner == "evil" and game.state.seats[POLITICIAN].alignment == "evil"


def test_jinx_pithag_politician_an_evil_politician_made_by_the_pit_hag_stays_evil() -> None:
    game = game_of(["imp", "pithag", "chef", "empath", "soldier", "saint", "monk"])
    to_night(game, 2)
    to_day(game, 2, plan=[("pithag", 1), ("pithag", "politician"), ("imp", 4)])
    assert game.state.seats[1].character == "politician" and game.state.seats[1].alignment == "evil"
    execute(game, 2, 0)  # the Imp: good wins
    assert game.winner == "good" and game.state.seats[1].alignment == "evil"
    assert not any(d.step == "politician" for d in game.decisions)


def test_jinx_legion_politician_may_register_as_evil_to_legion() -> None:
    game = game_of(["legion", "legion", "politician", "chef", "legion", "empath", "soldier"])
    legion = game.ctx(0)
    assert legion.registration_options(POLITICIAN, "alignment") == ("good", "evil")
    assert game.ctx(3).registration_options(POLITICIAN, "alignment") == ("good",)  # the Chef


def test_jinx_boffin_politician_the_demon_cannot_have_the_politician_ability() -> None:
    game = game_of(["imp", "boffin", "chef", "empath", "soldier", "saint", "monk"])
    d = advance(game, until="boffin.ability")
    assert d is not None and "politician" not in d.options and "empath" not in d.options
    assert "fortuneteller" in d.options
