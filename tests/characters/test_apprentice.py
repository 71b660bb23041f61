"""Apprentice: "On your 1st night, you gain a Townsfolk ability (if good) or a Minion ability
(if evil)." (almanac, Apprentice; Traveller)."""

from clocktower import rules
from clocktower.engine import Game
from clocktower.testing import advance, learned, make_drunk, poison, run_without_decisions, seated, to_day

from .traveller_helpers import BASE, SCRIPT, with_travellers

APP = 7


def test_almanac_example_a_good_apprentice_is_offered_townsfolk_not_in_play() -> None:
    # "You will almost certainly want to choose a not-in-play character ability."
    g = with_travellers("apprentice")
    d = advance(g, until="apprentice")
    assert d is not None and d.kind.value == "storyteller"
    townsfolk = set(g.script_characters("townsfolk"))
    assert set(d.options) == townsfolk - {"chambermaid", "innkeeper", "soldier", "ravenkeeper", "gossip"}


def test_almanac_example_the_good_apprentice_gains_the_chambermaid_and_registers_as_the_apprentice() -> None:
    g = with_travellers("apprentice", base=["imp", "assassin", "innkeeper", "soldier", "ravenkeeper", "gossip",
                                            "monk"])
    d = advance(g, until="apprentice")
    assert d is not None and "chambermaid" in d.options
    g.answer("chambermaid")
    assert learned(g, APP)[-1].data["value"] == "chambermaid"
    assert [g_.character for g_ in g.state.granted[APP]] == ["chambermaid"]
    assert g.state.seats[APP].character == "apprentice"
    # It acts as the Chambermaid tonight (its place comes later).
    d = advance(g, until="chambermaid")
    assert d is not None and d.chooser == APP
    # The Gambler would learn the Apprentice, not the Chambermaid (registration is the Apprentice's).
    assert run_without_decisions(g.ctx(0).registers_as_character(APP)) == "apprentice"


def test_almanac_example_the_evil_apprentice_gains_the_assassin_and_kills_that_night() -> None:
    g = with_travellers("apprentice", alignments=("evil",),
                        base=["imp", "poisoner", "chambermaid", "innkeeper", "soldier", "ravenkeeper", "gossip"])
    d = advance(g, until="apprentice")
    assert d is not None and set(d.options) == set(g.script_characters("minion")) - {"poisoner"}
    g.answer("assassin")
    d = advance(g, until="assassin")
    assert d is not None and d.chooser == APP


def test_acts_only_once() -> None:
    g = with_travellers("apprentice")
    to_day(g, 2)
    assert [d.step for d in g.decisions].count("apprentice") == 1


def test_joining_later_acts_at_the_start_of_its_first_night() -> None:
    g = Game(SCRIPT, seating=BASE, joining=["Ada"])
    advance(g, [("traveller.join", "Ada"), ("traveller.character", "apprentice"), ("traveller.alignment", "good")],
            until="apprentice")
    assert g.state.phase == "night" and g.state.night == 2


def test_drunk_or_poisoned_apprentice_believes_the_ability_but_it_never_works() -> None:
    for impair in (make_drunk, poison):
        g = with_travellers("apprentice")
        impair(g, APP)
        advance(g, [("apprentice", "courtier")], until="talk")
        assert learned(g, APP)[0].data["value"] == "courtier"
        grant = g.state.granted[APP][0]
        assert grant.character == "courtier" and grant.believed_only
        assert "courtier" not in rules.abilities(g.state, APP) or grant.believed_only


def test_dead_apprentice_does_not_wake() -> None:
    g = seated([*BASE, "apprentice"], script=SCRIPT)
    g.state.seats[APP].alive = False
    to_day(g, 1)
    assert "apprentice" not in [d.step for d in g.decisions]
