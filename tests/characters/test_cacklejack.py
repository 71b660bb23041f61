"""Cacklejack: "Each day, choose a player: a different player changes character tonight."
(almanac, Cacklejack; Traveller)."""

from clocktower.testing import advance, make_drunk, poison, to_day

from .traveller_helpers import with_travellers

CACKLE = 7


def _choose_then_night(g, chosen):  # type: ignore[no-untyped-def]
    to_day(g, 1)
    return advance(g, [(("cacklejack", CACKLE), chosen)], until="cacklejack.player")


def test_choose_a_player_then_another_changes_character_and_is_shown_it() -> None:
    g = with_travellers("cacklejack")
    d = _choose_then_night(g, 3)
    assert d is not None
    asked = [x for x in g.decisions if x.step == "cacklejack"]
    assert len(asked) == 1 and set(asked[0].options) == set(range(8)) and asked[0].chooser == CACKLE
    assert 3 not in d.options and CACKLE not in d.options and set(d.options) <= set(range(7))
    assert ("Not Me", 3) in [(r.token, r.target) for r in g.state.reminders]
    g.answer(4)  # the Soldier
    d = g.pending
    assert d is not None and d.step == "cacklejack.character"
    in_play = {s.character for s in g.state.seats if s.index != 4}
    assert "soldier" not in d.options and not in_play & set(d.options) and "drunk" not in d.options
    new = d.options[0]
    g.answer(new)
    assert g.state.seats[4].character == new and g.state.seats[4].believed == new
    assert g.state.seats[4].alignment == "good"
    changed = [e for e in g.view(4).events if e.kind == "character_changed"]
    assert changed and changed[-1].data["character"] == new
    assert not [e for e in g.view(3).events if e.kind == "character_changed"]
    assert ("Not Me", 3) not in [(r.token, r.target) for r in g.state.reminders]


def test_almanac_example_a_drunk_changes_and_is_simply_told_the_new_character() -> None:
    g = with_travellers("cacklejack", base=["imp", "assassin", "chambermaid", ("drunk", "innkeeper"),
                                            "soldier", "ravenkeeper", "gossip"])
    _choose_then_night(g, 0)
    g.answer(3)
    d = g.pending
    assert d is not None and "innkeeper" in d.options  # in play as a belief only
    g.answer("innkeeper")
    assert g.state.seats[3].character == "innkeeper" and g.state.seats[3].believed == "innkeeper"


def test_almanac_example_a_demon_may_become_another_demon() -> None:
    g = with_travellers("cacklejack")
    _choose_then_night(g, 2)
    g.answer(0)
    d = g.pending
    assert d is not None
    demons = [c for c in d.options if c in ("pukka", "shabaloth", "po", "zombuul", "fanggu", "vigormortis",
                                            "nodashii", "vortox", "legion", "lilmonsta", "ojo", "alhadikhia")]
    assert demons
    g.answer(demons[0])
    assert g.state.seats[0].character == demons[0] and g.state.seats[0].alignment == "evil"


def test_drunk_or_poisoned_cacklejack_chooses_and_nothing_changes() -> None:
    for impair in (make_drunk, poison):
        g = with_travellers("cacklejack")
        impair(g, CACKLE)
        to_day(g, 1)
        before = [s.character for s in g.state.seats]
        advance(g, [(("cacklejack", CACKLE), 3)], until=lambda d: g.state.day == 2)
        assert "cacklejack" in [x.step for x in g.decisions]
        assert "cacklejack.player" not in [x.step for x in g.decisions]
        assert [s.character for s in g.state.seats] == before


def test_dead_cacklejack_is_not_asked() -> None:
    g = with_travellers("cacklejack")
    g.state.seats[CACKLE].alive = False
    to_day(g, 1)
    advance(g, [], until=lambda d: g.state.day == 2)
    assert "cacklejack" not in [x.step for x in g.decisions]
    assert "cacklejack.player" not in [x.step for x in g.decisions]


def test_almanac_example_the_acrobat_becomes_the_clockmaker_and_learns_a_2() -> None:
    from clocktower.testing import learned, seated

    # Sects & Violets: 0 Fang Gu, 1 Flowergirl, 2 Witch, 3 Acrobat (Amy), 4 Sage,
    # 5 Mathematician (Evin), 6 Dreamer, 7 the Cacklejack. The Demon's nearest Minion is
    # 2 steps away.
    g = seated(["fanggu", "flowergirl", "witch", "acrobat", "sage", "mathematician", "dreamer",
                "cacklejack"], script="sects-and-violets")
    advance(g, until="traveller.alignment")
    g.answer("good")
    to_day(g, 1)
    d = advance(g, [(("cacklejack", CACKLE), 5)], until="cacklejack.player")
    assert d is not None and 5 not in d.options and 3 in d.options
    g.answer(3)
    g.answer("clockmaker")
    d = advance(g, until=("inform", "clockmaker"))
    assert d is not None and d.chooser == -1 and d.truth == (2,)
    g.answer(2)
    assert g.state.seats[3].character == "clockmaker"
    assert [e.data.get("value") for e in learned(g, 3) if e.kind != "character_changed"][-1] == 2
