"""Nightwatchman: "Once per game, at night, choose a player: they learn you are the Nightwatchman."
(almanac, Seed 002).

Each night until it acts, the Nightwatchman may choose a player or no one. Choosing spends the
ability (NO ABILITY), even drunk or poisoned. Sober and healthy: the chosen player is woken
and shown the Nightwatchman. Drunk or poisoned: the chosen player is not woken and learns
nothing (wiki, Nightwatchman, How to Run). Under the Vortox the chosen player is shown another
player as the Nightwatchman (same source).
"""

from clocktower.decisions import DecisionKind
from clocktower.testing import advance, last_learned, learned, seated, to_day, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Nightwatchman, 3 Chef, 4 Steward
SEATING = ["imp", "poisoner", "nightwatchman", "chef", "steward"]
NW = 2


def told_nightwatchman(game, seat):
    return [e for e in learned(game, seat) if e.data.get("what") == "who the Nightwatchman is"]


def nightwatch_decisions(game):
    return [d for d in game.decisions if d.step == "nightwatchman" and d.kind == DecisionKind.CHOOSE_PLAYERS]


def test_may_wait_and_choose_on_a_later_night() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, [("poisoner", 3)], until="nightwatchman")
    assert d.options == (0, 1, 2, 3, 4, None)
    game.answer(None)
    to_night(game, 2)
    d = advance(game, [("poisoner", 3), ("imp", 3), ("nightwatchman", 4)], until=("inform", "nightwatchman"))
    assert d.subject == 4 and d.options == (NW,) and d.truth == (NW,)
    game.answer(NW)
    assert last_learned(game, 4) == NW
    assert [e.text for e in told_nightwatchman(game, 4)] == ["Carol is the Nightwatchman."]
    assert not learned(game, NW)  # the Nightwatchman is told nothing
    assert NW in [r.target for r in game.state.reminders if r.token == "No ability"]
    to_night(game, 4)
    assert len(nightwatch_decisions(game)) == 2  # never woken again


def test_poisoned_nightwatchman_spends_the_ability_and_nobody_learns() -> None:
    game = seated(SEATING, script="seed-002")
    to_day(game, 1, [("poisoner", NW), ("nightwatchman", 4)])
    assert not told_nightwatchman(game, 4)
    assert not [d for d in game.decisions if d.kind == DecisionKind.INFORM and d.step == "nightwatchman"]
    to_night(game, 3)
    assert len(nightwatch_decisions(game)) == 1


def test_drunk_nightwatchman_spends_the_ability_and_nobody_learns() -> None:
    """Ruling: a drunk or poisoned Nightwatchman's chosen player is not woken (wiki How to
    Run, https://wiki.bloodontheclocktower.com/index.php?title=Nightwatchman&oldid=1496)."""
    game = seated(["imp", "poisoner", ("drunk", "nightwatchman"), "chef", "steward"], script="seed-002")
    to_day(game, 1, [("poisoner", 3), ("nightwatchman", 4)])
    assert not told_nightwatchman(game, 4)
    to_night(game, 3)
    assert len(nightwatch_decisions(game)) == 1


def test_dead_nightwatchman_does_not_wake() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 3)])
    mark = len(game.decisions)
    advance(game, [("poisoner", 3), ("imp", NW)], until=lambda d: game.state.day == 2)
    assert not [d for d in game.decisions[mark:] if d.step == "nightwatchman"]


def test_vortox_shows_someone_else() -> None:
    game = seated(["vortox", "poisoner", "nightwatchman", "chef", "steward"], script="seed-002")
    d = advance(game, [("poisoner", 3), ("nightwatchman", 4)], until=("inform", "nightwatchman"))
    assert d.options == (0, 1, 3, 4) and "Vortox" in d.why
