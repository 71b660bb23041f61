"""Vizier: "All players know you are the Vizier. You cannot die during the day. If good
voted, you may choose to execute immediately." (almanac, Vizier).

At the first dawn everyone is told who the Vizier is (not with an Alsaahir or Investigator
in play: jinxes). By day the Vizier does not die while its ability works (or was lost to
the Courtier or the Preacher: jinxes, and it is told). After any vote with at least one hand
registering as good, the Vizier may execute the nominee at once, whatever the count: the
day's execution. With the Fearmonger it wakes with them, learns their choice and may not
execute that player; the Zealot may register as evil to it. Rulings:
docs/rulings/carousel-minions.md.
"""

from typing import Any

from clocktower.script import parse_script
from clocktower.testing import advance, to_day

from .carousel_minions_helpers import execute, game_of, seen, to_night

# Seats: 0 Chef, 1 Imp, 2 Empath, 3 Soldier, 4 Monk, 5 Ravenkeeper, 6 Fortune Teller, 7 Vizier.
SEATING: list[Any] = ["chef", "imp", "empath", "soldier", "monk", "ravenkeeper", "fortuneteller", "vizier"]
VIZIER = 7


def _offers(game: Any) -> list[Any]:
    return [d for d in game.decisions if d.step == "vizier.execute"]


def _votes(yes: set[int], n: int = 8) -> list[Any]:
    return [(("vote", s), s in yes) for s in range(n)]


def _nominate(nominator: int, nominee: int) -> list[Any]:
    return [(("nominate", nominator), nominee)]


def _declared(game: Any, seat: int) -> list[Any]:
    return [e for e in seen(game, seat, "vizier") if e.data.get("character") == "vizier"]


def test_healthy_everyone_learns_the_vizier_at_the_first_dawn_once() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    for seat in range(8):
        assert [e.data["seat"] for e in _declared(game, seat)] == [VIZIER]
        assert _declared(game, seat)[0].text == f"{game.state.seats[VIZIER].name} is the Vizier."
    to_night(game, 2)
    to_day(game, 2, plan=[("imp", 2)])
    assert len(_declared(game, 0)) == 1


def test_almanac_declines_after_five_votes_then_executes_after_eight() -> None:
    """Almanac: the King is nominated, five vote, the Vizier does nothing; the Boomdandy is
    nominated, eight vote, the Vizier executes them at once. (Here the Empath, then the
    Soldier.)"""
    game = game_of(SEATING)
    to_day(game, 1)
    plan = [*_nominate(0, 2), *_votes({0, 3, 4, 5, 6}), (("vizier.execute", VIZIER), False),
            *_nominate(1, 3), *_votes(set(range(8))), (("vizier.execute", VIZIER), True)]
    advance(game, plan, until=lambda d: game.state.phase == "night")
    assert game.state.executions == [(1, 3, "soldier")] and not game.state.seats[3].alive
    assert len(_offers(game)) == 2
    # Nobody nominated after the immediate execution.
    assert [d.chooser for d in game.decisions if d.step == "nominate" and game.state.day == 1][-1] == 1
    assert any("(Vizier) chooses to execute" in e.text for e in seen(game, 0, "statement"))


def test_almanac_three_votes_execute_while_the_demon_was_about_to_die() -> None:
    """Almanac: the Demon has seven votes and is about to die; the Vizier nominates Bill (the
    Empath); two evil players and one good one vote; the Vizier executes Bill; the Demon
    survives the day."""
    game = game_of(SEATING)
    to_day(game, 1)
    plan = [*_nominate(0, 1), *_votes({0, 2, 3, 4, 5, 6, 7}), (("vizier.execute", VIZIER), False),
            *_nominate(VIZIER, 2), *_votes({1, 7, 3}), (("vizier.execute", VIZIER), True)]
    advance(game, plan, until=lambda d: game.state.phase == "night")
    assert game.state.executions == [(1, 2, "empath")]
    assert game.state.seats[1].alive and not game.state.seats[2].alive


def test_almanac_executed_vizier_does_not_die_then_the_demon_kills_it() -> None:
    """Almanac: the town executes the Vizier, who does not die; that night the Demon kills it."""
    game = game_of(SEATING)
    to_day(game, 1)
    execute(game, 0, VIZIER, plan=[(("vizier.execute", VIZIER), False)])
    assert game.state.executions[-1][1] == VIZIER and game.state.seats[VIZIER].alive
    to_day(game, 2, plan=[("imp", VIZIER)])
    assert not game.state.seats[VIZIER].alive


def test_no_offer_when_only_evil_voted() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    advance(game, [*_nominate(0, 2), *_votes({1, 7})], until=lambda d: game.state.phase == "night")
    assert _offers(game) == []


def test_drunk_vizier_can_die_by_day_and_is_offered_nothing_but_is_declared() -> None:
    game = game_of(SEATING, drunk=[VIZIER])
    to_day(game, 1)
    assert len(_declared(game, 3)) == 1
    execute(game, 0, VIZIER)
    assert _offers(game) == [] and not game.state.seats[VIZIER].alive


def test_poisoned_vizier_can_die_by_day() -> None:
    game = game_of(SEATING, poisoned=[VIZIER])
    to_day(game, 1)
    execute(game, 0, VIZIER)
    assert _offers(game) == [] and not game.state.seats[VIZIER].alive


def test_dead_vizier_is_offered_nothing() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    game.state.seats[VIZIER].alive = False
    execute(game, 0, 2)
    assert _offers(game) == []


def test_registration_a_recluse_voting_alone_may_register_evil() -> None:
    seating = ["recluse", "imp", "empath", "soldier", "monk", "ravenkeeper", "fortuneteller", "vizier"]
    game = game_of(seating)
    to_day(game, 1)
    advance(game, [*_nominate(0, 2), *_votes({0, 1}), ("register.recluse", "evil")],
            until=lambda d: d.step == "nominate" and d.chooser == 1)
    assert _offers(game) == []
    game = game_of(seating)
    to_day(game, 1)
    d = advance(game, [*_nominate(0, 2), *_votes({0, 1}), ("register.recluse", "good")],
                until=("vizier.execute", VIZIER))
    assert d is not None and d.options == (False, True)


def test_jinx_vizier_alsaahir_not_declared() -> None:
    game = game_of(["alsaahir", "imp", "empath", "soldier", "monk", "ravenkeeper", "fortuneteller", "vizier"])
    to_day(game, 1)
    assert all(_declared(game, s) == [] for s in range(8))


def test_jinx_vizier_investigator_not_declared() -> None:
    game = game_of(["investigator", "imp", "empath", "soldier", "monk", "ravenkeeper", "fortuneteller", "vizier"])
    to_day(game, 1)
    assert all(_declared(game, s) == [] for s in range(8))


def test_jinx_vizier_courtier_told_and_still_cannot_die_by_day() -> None:
    game = game_of(["courtier", "imp", "empath", "soldier", "monk", "ravenkeeper", "fortuneteller", "vizier"])
    to_day(game, 1, plan=[("courtier", "vizier")])
    assert any(e.data.get("lost") for e in seen(game, VIZIER, "vizier"))
    assert not any(e.data.get("lost") for e in seen(game, 1, "vizier"))
    execute(game, 0, VIZIER)
    assert _offers(game) == [] and game.state.seats[VIZIER].alive


def test_jinx_vizier_preacher_told_and_still_cannot_die_by_day() -> None:
    game = game_of(["preacher", "imp", "empath", "soldier", "monk", "ravenkeeper", "fortuneteller", "vizier"])
    to_day(game, 1, plan=[("preacher", VIZIER)])
    assert any("no ability" in e.text for e in seen(game, VIZIER, "learned"))
    execute(game, 0, VIZIER)
    assert _offers(game) == [] and game.state.seats[VIZIER].alive


def test_jinx_vizier_fearmonger_learns_the_choice_and_may_not_execute_them() -> None:
    seating = ["fearmonger", "imp", "empath", "soldier", "monk", "ravenkeeper", "fortuneteller", "vizier"]
    game = game_of(seating)
    to_day(game, 1, plan=[("fearmonger", 2)])
    told = [e for e in seen(game, VIZIER, "vizier") if "chosen" in e.data]
    assert [e.data["chosen"] for e in told] == [[2]] and told[0].data["fearmonger"] == [0]
    assert not any("chosen" in e.data for e in seen(game, 3, "vizier"))
    d = advance(game, [*_nominate(0, 3), *_votes({3, 4}), (("vizier.execute", VIZIER), False), *_nominate(1, 2),
                       *_votes({3, 4, 5})], until=lambda d: d.step == "nominate" and d.chooser == 2)
    assert d is not None and len(_offers(game)) == 1  # offered for the Soldier, not for the feared Empath


def test_jinx_vizier_zealot_may_register_evil() -> None:
    seating = ["zealot", "imp", "empath", "soldier", "monk", "ravenkeeper", "fortuneteller", "vizier"]
    game = game_of(seating)
    to_day(game, 1)
    # The Zealot must vote; the Imp and the Vizier vote too: the Zealot is the only good hand.
    advance(game, [*_nominate(0, 2), *_votes({0, 1, 7}), ("register.zealot", "evil")],
            until=lambda d: d.step == "nominate" and d.chooser == 1)
    assert _offers(game) == []
    game = game_of(seating)
    to_day(game, 1)
    d = advance(game, [*_nominate(0, 2), *_votes({0, 1, 7}), ("register.zealot", "good")],
                until=("vizier.execute", VIZIER))
    assert d is not None


def test_a_vizier_made_later_is_declared_at_the_next_dawn() -> None:
    game = game_of(["chef", "imp", "empath", "soldier", "monk", "ravenkeeper", "fortuneteller", "poisoner"])
    to_day(game, 1)
    assert _declared(game, 0) == []
    to_night(game, 2)
    game.change_character(7, "vizier")
    to_day(game, 2, plan=[("imp", 2)])
    assert [e.data["seat"] for e in _declared(game, 0)] == [7]


def test_with_the_organ_grinder_asked_after_every_secret_vote() -> None:
    seating = ["chef", "imp", "empath", "soldier", "monk", "ravenkeeper", "organgrinder", "vizier"]
    game = game_of(seating)
    to_day(game, 1, plan=[(("organgrinder", 6), False)])
    # Only evil hands: still asked (it cannot see them); choosing to execute does nothing.
    advance(game, [*_nominate(0, 2), *_votes({1, 6, 7}), (("vizier.execute", VIZIER), True)],
            until=lambda d: d.step == "nominate" and d.chooser == 1)
    assert game.state.executed_today is None and game.state.seats[2].alive
    assert any("no good player voted" in e.text for e in seen(game, 3, "announced"))
    # A good hand: the execution happens.
    advance(game, [*_nominate(1, 3), *_votes({0, 7}), (("vizier.execute", VIZIER), True)],
            until=lambda d: game.state.phase == "night")
    assert game.state.executions == [(1, 3, "soldier")]


# --- Jinx Magician-Vizier -------------------------------------------------------------------

_MV_SCRIPT = parse_script([{"id": "_meta", "name": "magician vizier"}, "chef", "empath", "soldier", "monk",
                           "magician", "ravenkeeper", "fortuneteller", "recluse", "saint", "poisoner", "vizier",
                           "spy", "imp"], source="magician-vizier-test")
# Seats: 0 Chef, 1 Imp, 2 Empath, 3 Soldier, 4 Magician, 5 Ravenkeeper, 6 Fortune Teller, 7 Vizier.
_MV_SEATING: list[Any] = ["chef", "imp", "empath", "soldier", "magician", "ravenkeeper", "fortuneteller", "vizier"]
MAGICIAN = 4


def test_jinx_magician_vizier_the_magician_has_no_ability_evil_info_is_true() -> None:
    game = game_of(_MV_SEATING, script=_MV_SCRIPT)
    to_day(game, 1)
    assert [e.data["demons"] for e in seen(game, VIZIER, "minion_info")] == [[1]]
    assert [e.data["minions"] for e in seen(game, 1, "demon_info")] == [[VIZIER]]
    # Without a Vizier (a Poisoner in its place) the Magician's ability works.
    game = game_of([*_MV_SEATING[:7], "poisoner"], script=_MV_SCRIPT)
    to_day(game, 1)
    assert [e.data["demons"] for e in seen(game, 7, "minion_info")] == [[1, MAGICIAN]]


def test_jinx_magician_vizier_the_magician_is_immune_to_the_immediate_execution() -> None:
    game = game_of(_MV_SEATING, script=_MV_SCRIPT)
    to_day(game, 1)
    advance(game, [*_nominate(0, MAGICIAN), *_votes({0, 2, 3}), (("vizier.execute", VIZIER), True)],
            until=lambda d: d.step == "nominate" and d.chooser == 1)
    assert game.state.executions == [] and game.state.seats[MAGICIAN].alive
    texts = [e.text for e in seen(game, 2)]
    assert "Nothing happens." in texts and not any("Magician" in t for t in texts if "Djinn" not in t)
    # Anyone else is executed at once as usual.
    advance(game, [*_nominate(1, 2), *_votes({0, 3}), (("vizier.execute", VIZIER), True)],
            until=lambda d: game.state.phase == "night")
    assert game.state.executions == [(1, 2, "empath")]
