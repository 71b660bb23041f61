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


# Sects & Violets: 0 Fang Gu, 1 Witch, 2 Flowergirl, 3 Clockmaker, 4 Sage, 5 Juggler,
# 6 Dreamer, 7 the Bone Collector.
SNV = ["fanggu", "witch", "flowergirl", "clockmaker", "sage", "juggler", "dreamer", "bonecollector"]


def _snv(*dead: int):  # type: ignore[no-untyped-def]
    from clocktower.testing import seated

    g = seated(SNV, script="sects-and-violets")
    advance(g, until="traveller.alignment")
    g.answer("good")
    for s in dead:
        g.state.seats[s].alive = g.state.seats[s].public_alive = False
    return g


def test_almanac_example_the_dead_flowergirl_learns_the_demon_voted_then_has_no_ability_again() -> None:
    g = _snv(2)
    to_day(g, 1)
    # The Demon votes today (the Clockmaker nominates the Sage).
    advance(g, [(("nominate", 3), 4)] + [(("vote", s), s in (0, 3)) for s in range(8) if s != 2],
            until=lambda d: d.step == "nominate" and bool(g.state.nominations))
    to_night(g, 2)
    d = advance(g, until="bonecollector")
    assert d is not None and set(d.options) == {2, None}
    g.answer(2)
    d = advance(g, until=("inform", "flowergirl"))
    assert d is not None and d.truth == (True,)
    g.answer(True)
    assert learned(g, 2)[-1].data.get("value") is True
    # The following night the Flowergirl has no ability again: she is not woken.
    to_day(g, 2)
    before = len(g.decisions)
    to_night(g, 3)
    advance(g, until=lambda d: g.state.day == 3 or d.step == "talk" and g.state.night == 3)
    assert "flowergirl" not in [x.step for x in g.decisions[before:]]


def test_almanac_example_the_dead_witch_curses_the_clockmaker_who_nominates_and_dies() -> None:
    g = _snv(1)
    to_night(g, 2)
    d = advance(g, until="bonecollector")
    assert d is not None and 1 in d.options
    g.answer(1)
    d = advance(g, until="witch")
    assert d is not None and d.chooser == 1 and 3 in d.options
    g.answer(3)
    advance(g, [("fanggu", 4)], until=lambda d: g.state.day == 2 and d.step == "nominate")
    assert g.state.seats[3].alive
    advance(g, [(("nominate", 3), 6)], until=lambda d: not g.state.seats[3].alive or d.step == "vote")
    assert not g.state.seats[3].alive
