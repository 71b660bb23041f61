"""Bone Collector: "Once per game, at night*, choose a dead player: they regain their ability
until dusk." (almanac, Bone Collector; Traveller)."""

from clocktower.state import KEEPS_ABILITY
from clocktower.testing import advance, learned, make_drunk, poison, to_day, to_night

from .traveller_helpers import vote_plan, with_travellers

BONE = 7
CHAMBERMAID = 2


def _game(*travellers: str):  # type: ignore[no-untyped-def]
    g = with_travellers("bonecollector", *travellers)
    g.state.seats[CHAMBERMAID].alive = False
    g.state.seats[CHAMBERMAID].public_alive = False
    return g


def test_not_on_the_first_night_then_a_dead_chambermaid_wakes_at_once() -> None:
    g = _game()
    to_day(g, 1)
    assert "bonecollector" not in [x.step for x in g.decisions]
    d = advance(g, [], until="bonecollector")
    assert d is not None and d.chooser == BONE and set(d.options) == {CHAMBERMAID, None}
    g.answer(CHAMBERMAID)
    assert ("Has Ability", CHAMBERMAID) in [(r.token, r.target) for r in g.state.reminders]
    assert ("No Ability", BONE) in [(r.token, r.target) for r in g.state.reminders]
    d = g.pending
    assert d is not None and d.chooser == CHAMBERMAID and d.step == "chambermaid"
    g.answer((0, 1))
    advance(g, [], until="talk")
    assert learned(g, CHAMBERMAID)
    assert any(e.kind == KEEPS_ABILITY and e.target == CHAMBERMAID for e in g.state.effects)
    advance(g, [], until=lambda d: g.state.night == 3)
    assert not any(e.kind == KEEPS_ABILITY and e.target == CHAMBERMAID for e in g.state.effects)
    assert ("Has Ability", CHAMBERMAID) not in [(r.token, r.target) for r in g.state.reminders]


def test_once_per_game() -> None:
    g = _game()
    to_day(g, 1)
    advance(g, [("bonecollector", CHAMBERMAID)], until=lambda d: g.state.night == 3 and d.step == "talk"
            or g.state.day == 3)
    assert [x.step for x in g.decisions].count("bonecollector") == 1


def test_no_one_keeps_the_ability() -> None:
    g = _game()
    to_night(g, 2)
    advance(g, [("bonecollector", None)], until="talk")
    assert not any(e.kind == KEEPS_ABILITY for e in g.state.effects)
    d = advance(g, [], until="bonecollector")
    assert d is not None and g.state.night == 3


def test_almanac_example_the_dead_butcher_nominates_again() -> None:
    g = with_travellers("bonecollector", "butcher")
    g.state.seats[8].alive = False
    g.state.seats[8].public_alive = False
    to_night(g, 2)
    advance(g, [("bonecollector", 8)], until="talk")
    n = len(g.state.seats)
    d = advance(g, vote_plan(1, 2, set(range(8)), n), until="nominate.again")
    assert d is not None and d.chooser == 8


def test_drunk_or_poisoned_bone_collector_uses_it_and_nothing_happens() -> None:
    for impair in (make_drunk, poison):
        g = _game()
        impair(g, BONE)
        to_night(g, 2)
        before = len(g.decisions)
        advance(g, [("bonecollector", CHAMBERMAID)], until="talk")
        assert "chambermaid" not in [x.step for x in g.decisions[before:]]
        assert not any(e.kind == KEEPS_ABILITY for e in g.state.effects)
        assert ("No Ability", BONE) in [(r.token, r.target) for r in g.state.reminders]


def test_dead_bone_collector_is_not_woken() -> None:
    g = _game()
    g.state.seats[BONE].alive = False
    advance(g, [], until=lambda d: g.state.night == 3)
    assert "bonecollector" not in [x.step for x in g.decisions]
