"""Base rules for Travellers and the exile (RULES.md, "Travellers (in brief)";
clocktower/travellers.py)."""

from typing import Any

import pytest

from clocktower.agents import RandomAgent, RandomStoryteller, run_game
from clocktower.decisions import DecisionKind, IllegalAnswer
from clocktower.engine import Game, SetupError
from clocktower.invariants import check_game
from clocktower.state import SAFE, Effect
from clocktower.testing import advance, seated, to_day

SCRIPT = "darkest-before-dawn"
# Seats: 0 Imp, 1 Assassin, 2 Chambermaid, 3 Innkeeper, 4 Soldier, 5 Ravenkeeper, 6 Gossip, 7 Thief (Traveller)
SEATING = ["imp", "assassin", "chambermaid", "innkeeper", "soldier", "ravenkeeper", "gossip", "thief"]


def game(seating: list[Any] | None = None) -> Game:
    return seated(seating or SEATING, script=SCRIPT)


def test_a_game_seats_travellers_after_setup_with_storyteller_choices() -> None:
    g = Game(SCRIPT, 7, travellers=["Quinn", "Rita"])
    steps = []
    while g.pending is not None and g.pending.step != "talk" and g.state.phase == "setup":
        d = g.pending
        steps.append(d.step)
        g.answer(d.options[0] if d.count is None else d.options[: d.count[0]])
    assert steps.count("traveller.character") == 2 and steps.count("traveller.alignment") == 2
    seats = g.state.seats
    assert len(seats) == 9 and [s.traveller for s in seats] == [False] * 7 + [True, True]
    # Setup counts cover only the non-Travellers (7 players: 5 Townsfolk, 0 Outsiders, 1 Minion, 1 Demon).
    assert sum(g.state.setup_counts.values()) == 7
    # Their characters are public, and different.
    joined = [e for e in g.events if e.kind == "traveller_joined"]
    assert len(joined) == 2 and all(e.public for e in joined)
    assert seats[7].character != seats[8].character
    assert all(str(__import__("clocktower.catalogue").catalogue.load_catalogue().get(s.character).team)
               == "traveller" for s in seats[7:])


def test_traveller_character_options_are_the_scripts_or_every_traveller() -> None:
    g = Game(SCRIPT, 7, travellers=1)
    while g.pending is not None and g.pending.step != "traveller.character":
        d = g.pending
        g.answer(d.options[0] if d.count is None else d.options[: d.count[0]])
    d = g.pending
    assert d is not None
    # The script lists no Traveller: every implemented one is offered.
    from clocktower.catalogue import load_catalogue
    from clocktower.characters import implemented_ids
    every = {c.id for c in load_catalogue() if str(c.team) == "traveller" and c.id in implemented_ids()}
    assert {"beggar", "bureaucrat", "gunslinger", "scapegoat", "thief"} <= every
    assert set(d.options) == every


def test_alignment_is_a_storyteller_choice_told_only_to_the_traveller_and_evil_learns_the_demon() -> None:
    g = game()
    d = g.pending
    assert d is not None and d.step == "traveller.alignment" and d.options == ("good", "evil")
    g.answer("evil")
    s = g.state.seats[7]
    assert s.alignment == "evil" and s.believed_alignment == "evil"
    assert g.view(7).alignment == "evil"
    told = [e for e in g.view(7).events if e.kind == "traveller_info"]
    assert told and told[0].data["demons"] == [0]
    demon = [e for e in g.view(0).events if e.kind == "traveller_info"]
    assert demon and demon[0].data["evil_travellers"] == [7]
    # Nobody else learns the alignment; the public facts show the character only.
    for seat in range(1, 7):
        assert not [e for e in g.view(seat).events if e.kind in ("traveller_info", "dealt") and e.data.get("seat") == 7]
        info = g.view(seat).players[7]
        assert info.traveller == "thief" and not hasattr(info, "alignment")


def test_good_traveller_learns_nothing_of_the_demon() -> None:
    g = game()
    g.answer("good")
    assert not [e for e in g.events if e.kind == "traveller_info"]


def test_setup_counts_and_seat_limits() -> None:
    with pytest.raises(SetupError, match="at most 5 Travellers"):
        Game(SCRIPT, 10, travellers=6)
    with pytest.raises(SetupError, match="5 to 15 players besides Travellers"):
        Game(SCRIPT, 4, travellers=1)
    with pytest.raises(SetupError, match="different"):
        Game(SCRIPT, ["A", "B", "C", "D", "E"], travellers=["A"])
    g = Game(SCRIPT, 15, travellers=5)
    assert g.traveller_config["travellers"] == ["Pat", "Quinn", "Rita", "Sam", "Tess"]


def test_twenty_seats_play_to_a_winner_and_replay() -> None:
    g = Game(SCRIPT, 15, travellers=5)
    run_game(g, lambda i: RandomAgent(f"t:{i}"), RandomStoryteller("t:st"))
    assert len(g.state.seats) == 20 and g.winner in ("good", "evil")
    check_game(g, name="20 seats")


def test_minion_info_counts_only_non_travellers() -> None:
    # 6 players + 1 Traveller: fewer than 7 players, so no Minion or Demon info.
    g = seated(["imp", "assassin", "chambermaid", "innkeeper", "soldier", "ravenkeeper", "thief"], script=SCRIPT)
    advance(g, until="talk")
    assert not [e for e in g.events if e.kind in ("minion_info", "demon_info")]


def test_two_alive_win_leaves_travellers_out() -> None:
    g = game()
    g.answer("good")
    for seat in (1, 2, 3, 4, 5):
        g.state.seats[seat].alive = False
    # Alive: the Demon, the Slayer and the Thief; Travellers do not count: two alive, evil wins.
    advance(g, until=lambda d: False)
    assert g.winner == "evil" and g.state.win_condition == "two-alive"


def test_a_traveller_who_leaves_is_gone_not_dead() -> None:
    g = game()
    g.answer("good")
    d = advance(g, until="traveller.leave")
    assert d is not None and d.options == (None, 7)
    g.answer(7)
    s = g.state.seats[7]
    assert s.left and not s.alive and not s.ghost_vote and not g.state.deaths
    assert g.view(0).players[7].left
    # Neighbours close the gap; nominations, votes and ability candidates skip the seat.
    assert g.neighbours(0) == (6, 1) and g.neighbours(6) == (5, 0)
    assert 7 not in g.ctx(2).seats()
    d = advance(g, until="nominate")
    assert d is not None and 7 not in d.options
    assert not [x for x in g.decisions if x.chooser == 7 and g.state.day >= 1 and x.step in ("talk", "exile.call")
                and g.decisions.index(x) > len(g.decisions) - 10]


def test_joining_between_phases_is_a_decision() -> None:
    g = Game(SCRIPT, 7, joining=["Zed"])
    d = advance(g, until="traveller.join")
    assert d is not None and d.options == (None, "Zed") and g.state.phase == "day"
    g.answer("Zed")
    d = g.pending
    assert d is not None and d.step == "traveller.character"
    g.answer("gunslinger")
    g.answer("good")
    assert g.state.seats[7].name == "Zed" and g.state.seats[7].traveller
    assert g.view(7).character == "gunslinger"


def _exile_plan(caller: int, target: int, yes: set[int]) -> list[Any]:
    return [(("exile.call", caller), target)] + [(("exile.vote", s), s in yes) for s in range(8)]


def test_exile_threshold_counts_the_dead_and_travellers_and_uses_no_ghost_vote() -> None:
    g = game()
    g.answer("good")
    to_day(g, 1)
    for seat in (3, 4):
        g.state.seats[seat].alive = g.state.seats[seat].public_alive = False
    assert g.exile_threshold() == 4  # 8 players alive and dead, Travellers included
    advance(g, _exile_plan(0, 7, {3, 4, 5}), until="nominate")
    voted = [e for e in g.events if e.kind == "exile_voted"][-1]
    assert voted.data["threshold"] == 4 and not voted.data["exiled"] and g.state.seats[7].alive
    assert g.state.seats[3].ghost_vote and g.state.seats[4].ghost_vote  # no ghost vote spent
    g2 = game()
    g2.answer("good")
    to_day(g2, 1)
    advance(g2, _exile_plan(2, 7, {0, 1, 2, 3}), until="nominate")
    assert not g2.state.seats[7].alive and g2.state.deaths[-1].harm.exile
    assert [e for e in g2.events if e.kind == "exiled" and e.public]


def test_exile_is_not_a_nomination_nor_an_execution() -> None:
    g = game()
    g.answer("good")
    to_day(g, 1)
    d = advance(g, _exile_plan(2, 7, set(range(8))), until="nominate")
    assert d is not None and not g.state.nominations and g.state.executed_today is None
    assert not g.state.nominators_today and 7 not in g.state.executions
    # The caller may still nominate today.
    assert any(x.step == "nominate" and x.chooser == 2 for x in [d]) or 2 not in g.state.nominators_today


def test_exile_ignores_death_protection() -> None:
    g = game()
    g.answer("good")
    to_day(g, 1)
    g.state.effects.append(Effect(SAFE, 7, None, None, None, needs_source=False))
    advance(g, _exile_plan(2, 7, set(range(8))), until="nominate")
    assert not g.state.seats[7].alive


def test_only_alive_travellers_can_be_called_and_once_a_day() -> None:
    g = game()
    g.answer("good")
    d = advance(g, until="exile.call")
    assert d is not None and d.kind == DecisionKind.EXILE and d.options == (None, 7)
    g.answer(7)
    advance(g, [(("exile.vote", s), False) for s in range(8)],
            until=lambda x: x.step in ("exile.call", "nominate"))
    assert g.pending is not None and g.pending.step == "nominate"  # no second call for the Thief today
    with pytest.raises(IllegalAnswer):
        list(g.exile(0, 2))


def test_no_exile_offered_without_travellers() -> None:
    g = seated(["imp", "assassin", "chambermaid", "innkeeper", "soldier", "ravenkeeper", "gossip"], script=SCRIPT)
    advance(g, until="nominate")
    assert not [d for d in g.decisions if d.step.startswith(("exile", "traveller"))]


def test_vote_threshold_counts_alive_travellers() -> None:
    g = game()
    g.answer("good")
    to_day(g, 1)
    # 8 alive players, the Thief included: an execution needs 4 votes.
    plan = [(("nominate", 0), 2)] + [(("vote", s), s in (0, 1, 3, 4)) for s in range(8)]
    advance(g, plan, until=lambda d: d.step == "nominate" and g.state.nominations)
    voted = [e for e in g.events if e.kind == "voted"][-1]
    assert voted.data["threshold"] == 4


def test_more_travellers_than_the_script_offers_is_refused_at_once() -> None:
    """A script that lists its Travellers offers only those the engine runs: asking for more
    is a clear setup error when the game is created, not a failure later in the setup."""
    from clocktower.script import load_script, parse_script
    from clocktower.travellers import offered_travellers

    script = parse_script([{"id": "_meta", "name": "Two Travellers"}, *load_script("darkest-before-dawn").characters,
                           "thief", "bureaucrat"])
    assert offered_travellers(["thief", "bureaucrat"]) == ["thief", "bureaucrat"]
    Game(script, 7, travellers=2)  # enough
    with pytest.raises(SetupError, match="3 Travellers asked for, but this script offers 2"):
        Game(script, 7, travellers=3)
