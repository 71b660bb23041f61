"""Barista: "Each night, until dusk, 1) a player becomes sober, healthy & gets true info, or 2)
their ability works twice. They learn which." (almanac, Barista; Traveller)."""

from clocktower import rules
from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.testing import advance, learned, make_drunk, poison, seated, to_day, to_night

from .traveller_helpers import with_travellers

BARISTA = 7
CHAMBERMAID = 2


def _serve(g, seat, mode):  # type: ignore[no-untyped-def]
    advance(g, [("barista", seat), ("barista.mode", mode)], until=lambda d: True)


def _inform(g, step):  # type: ignore[no-untyped-def]
    return advance(g, until=lambda d: d.kind == DecisionKind.INFORM and d.step == step)


def _traveller(seating, script, alignment="good"):  # type: ignore[no-untyped-def]
    g = seated(seating, script=script)
    d = g.pending
    assert d is not None and d.step == "traveller.alignment"
    g.answer(alignment)
    return g


def test_the_storyteller_chooses_any_player_and_the_mode_and_the_player_learns_which() -> None:
    g = with_travellers("barista")
    d = advance(g, until="barista")
    assert d is not None and d.chooser == STORYTELLER and d.options == tuple(range(8))
    g.answer(CHAMBERMAID)
    d = g.pending
    assert d is not None and d.step == "barista.mode" and d.options == (1, 2)
    g.answer(1)
    assert [e.data["value"] for e in learned(g, CHAMBERMAID)] == [1]
    for other in (0, 3, BARISTA):
        assert [e for e in learned(g, other) if e.data.get("what") == "what the Barista did"] == []
    assert ("Sober & Healthy", CHAMBERMAID) in [(r.token, r.target) for r in g.state.reminders]


def test_sober_and_healthy_beats_poison_and_drunkenness_until_dusk() -> None:
    for impair in (poison, make_drunk):
        g = with_travellers("barista")
        impair(g, CHAMBERMAID)
        _serve(g, CHAMBERMAID, 1)
        assert rules.ability_functions(g.state, CHAMBERMAID, "chambermaid")
        assert not rules.is_poisoned(g.state, CHAMBERMAID) and not rules.is_drunk(g.state, CHAMBERMAID)
        d = _inform(g, "chambermaid")
        assert d is not None and d.options == d.truth
        to_day(g, 1)
        assert rules.ability_functions(g.state, CHAMBERMAID, "chambermaid")
        # Night 2: the Barista serves someone else; the Chambermaid's impairment is back.
        to_night(g, 2)
        _serve(g, 4, 1)
        assert not rules.ability_functions(g.state, CHAMBERMAID, "chambermaid")
        assert ("Sober & Healthy", CHAMBERMAID) not in [(r.token, r.target) for r in g.state.reminders]
        d = _inform(g, "chambermaid")
        assert d is not None and set(d.options) > set(d.truth)


def test_acts_twice_runs_the_night_action_a_second_time() -> None:
    g = with_travellers("barista")
    _serve(g, CHAMBERMAID, 2)
    to_day(g, 1)
    chooses = [d for d in g.decisions if d.step == "chambermaid" and d.chooser == CHAMBERMAID]
    assert len(chooses) == 2
    assert len(learned(g, CHAMBERMAID)) == 3  # the Barista's message and two answers
    # Only tonight: night 2 the Barista serves another, and the Chambermaid acts once.
    to_night(g, 2)
    _serve(g, 4, 1)
    to_day(g, 2)
    assert len([d for d in g.decisions if d.step == "chambermaid" and d.chooser == CHAMBERMAID]) == 3


def test_drunk_or_poisoned_barista_is_asked_and_tells_but_nothing_happens() -> None:
    for impair in (poison, make_drunk):
        g = with_travellers("barista")
        impair(g, BARISTA)
        poison(g, CHAMBERMAID)
        _serve(g, CHAMBERMAID, 1)
        assert [e.data["value"] for e in learned(g, CHAMBERMAID)] == [1]
        assert not rules.ability_functions(g.state, CHAMBERMAID, "chambermaid")
        d = _inform(g, "chambermaid")
        assert d is not None and set(d.options) > set(d.truth)
    g = with_travellers("barista")
    make_drunk(g, BARISTA)
    _serve(g, CHAMBERMAID, 2)
    to_day(g, 1)
    assert len([d for d in g.decisions if d.step == "chambermaid" and d.chooser == CHAMBERMAID]) == 1


def test_dead_barista_does_not_act() -> None:
    g = with_travellers("barista")
    to_day(g, 1)
    g.state.seats[BARISTA].alive = False
    before = len(g.decisions)
    to_day(g, 2)
    assert "barista" not in [d.step for d in g.decisions[before:]]


def test_almanac_example_true_information_beats_the_recluse_registration() -> None:
    # Seats: 0 Imp, 1 Empath (neighbours: the Imp and the Recluse), 2 Recluse.
    seating = ["imp", "empath", "recluse", "poisoner", "soldier", "mayor", "monk", "barista"]
    g = _traveller(seating, "trouble-brewing")
    _serve(g, 1, 1)
    d = advance(g, until=lambda x: x.step == "register.recluse" or
                (x.kind == DecisionKind.INFORM and x.step == "empath"))
    assert d is not None and d.step == "empath" and d.options == d.truth == (1,)
    # Without the Barista's mark the Recluse may register as evil to the Empath.
    g = _traveller(seating, "trouble-brewing")
    _serve(g, 5, 1)
    d = advance(g, until=lambda x: x.step == "register.recluse" or
                (x.kind == DecisionKind.INFORM and x.step == "empath"))
    assert d is not None and d.step == "register.recluse"


def test_almanac_example_true_information_beats_the_vortox() -> None:
    seating = ["vortox", "clockmaker", "witch", "dreamer", "mathematician", "seamstress", "oracle", "barista"]
    g = _traveller(seating, "sects-and-violets")
    _serve(g, 1, 1)
    d = _inform(g, "clockmaker")
    assert d is not None and d.options == d.truth
    g = _traveller(seating, "sects-and-violets")
    _serve(g, 3, 1)
    d = _inform(g, "clockmaker")
    assert d is not None and not set(d.options) & set(d.truth)


def test_almanac_example_the_barista_makes_the_sage_sober_and_healthy() -> None:
    seating = ["vigormortis", "witch", "sage", "clockmaker", "dreamer", "mathematician", "seamstress", "barista"]
    g = _traveller(seating, "sects-and-violets")
    poison(g, 2)
    to_night(g, 2)
    _serve(g, 2, 1)
    d = advance(g, [("vigormortis", 2)], until=lambda x: x.kind == DecisionKind.INFORM and x.step == "sage")
    assert d is not None and set(d.options) == set(d.truth) and all(0 in pair for pair in d.options)


def test_almanac_example_the_witch_acts_twice() -> None:
    # The Witch wakes twice (engine limit: only her second curse is kept; see the module).
    seating = ["vigormortis", "witch", "sage", "clockmaker", "dreamer", "mathematician", "seamstress", "barista"]
    g = _traveller(seating, "sects-and-violets")
    to_night(g, 2)
    _serve(g, 1, 2)
    to_day(g, 2)
    assert len([d for d in g.decisions if d.step == "witch" and d.chooser == 1]) == 3  # nights 1, 2, 2
