"""Poisoner: "Each night, choose a player: they are poisoned tonight and tomorrow day."
(almanac, Seed 002).

Every night, the first included, the Poisoner points at any player. That player is poisoned
at once, through the next day, and healthy again at dusk. A poisoned player has no ability
but is run as if they had it (information may be false). The poison needs the Poisoner's
ability: it ends when the Poisoner dies, is poisoned or drunk, or stops being the Poisoner
(ruling poisoner-starpass-ends-poison, https://wiki.bloodontheclocktower.com/Poisoner).
"""

from typing import Any

from clocktower import rules
from clocktower.decisions import JUDGED, DecisionKind
from clocktower.state import DRUNK, POISONED, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night

SCRIPT = "seed-002"
# Seats: 0 Imp, 1 Poisoner, 2 Chef, 3 Knight, 4 Steward, 5 Recluse, 6 General
SEATING = ["imp", "poisoner", "chef", "knight", "steward", "recluse", "general"]


def game() -> Any:
    return seated(SEATING, script=SCRIPT)


def test_first_night_any_player_and_the_target_is_poisoned_for_later_abilities() -> None:
    g = game()
    d = advance(g, until="poisoner")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 1
    assert d.options == tuple(range(7)) and d.count is None  # anyone, itself included; no "no one"
    g.answer(2)
    assert rules.is_poisoned(g.state, 2)
    d = advance(g, until=("inform", "chef"))
    # The poisoned Chef may be shown any number; the truth is still offered.
    assert d.truth == (1,) and set(d.options) == set(range(8)) and "poisoned" in d.why
    g.answer(5)
    assert [e.data["value"] for e in g.view(2).events if e.kind == "learned"] == [5]


def test_poison_lasts_through_the_day_and_ends_at_dusk() -> None:
    g = game()
    to_day(g, 1, [("poisoner", 3)])
    assert rules.is_poisoned(g.state, 3)
    to_night(g, 2)
    assert not rules.is_poisoned(g.state, 3)
    advance(g, until="poisoner")
    g.answer(4)
    assert rules.is_poisoned(g.state, 4) and not rules.is_poisoned(g.state, 3)


def test_poisoned_demon_kills_nobody() -> None:
    g = game()
    to_night(g, 2)
    to_day(g, 2, [("poisoner", 0), ("imp", 2)])
    assert is_alive(g, 2) and not g.state.deaths


def test_poisoner_may_poison_itself_and_a_dead_player() -> None:
    g = game()
    to_day(g, 1, [("poisoner", 4)])
    g.state.seats[6].alive = False
    to_night(g, 2)
    d = advance(g, until="poisoner")
    assert 1 in d.options and 6 in d.options
    g.answer(1)
    # Poisoned by its own ability: the poison does not undo itself (no ability left, but
    # the Poisoner is still the Poisoner and alive): it lasts until dusk.
    assert rules.is_poisoned(g.state, 1)
    to_day(g, 2, [("imp", 4)])
    assert rules.is_poisoned(g.state, 1)
    to_night(g, 3)
    assert not rules.is_poisoned(g.state, 1)


def test_drunk_poisoner_poisons_nobody() -> None:
    g = game()
    g.state.effects.append(Effect(DRUNK, 1, None, None, None, needs_source=False))
    d = advance(g, until="poisoner")
    assert d.options == tuple(range(7))  # still wakes and chooses
    g.answer(2)
    assert not rules.is_poisoned(g.state, 2)
    d = advance(g, until=("inform", "chef"))
    assert d.options == d.truth == (1,)


def test_poisoned_poisoner_poisons_nobody() -> None:
    g = game()
    g.state.effects.append(Effect(POISONED, 1, None, None, None, needs_source=False))
    advance(g, [("poisoner", 3)], until="talk")
    assert not rules.is_poisoned(g.state, 3)


def test_dead_poisoner_does_not_wake() -> None:
    g = game()
    to_day(g, 1)
    g.state.seats[1].alive = False
    seen: list[str] = []
    advance(g, until=lambda d: seen.append(d.step) or (d.step == "talk" and g.state.day == 2))
    assert "imp" in seen and "poisoner" not in seen


def test_poisoner_dying_by_day_ends_the_poison_at_once() -> None:
    g = game()
    to_day(g, 1, [("poisoner", 3)])
    assert rules.is_poisoned(g.state, 3)
    # The Poisoner is executed on day 1: the Knight is healthy again before dusk.
    advance(g, [(("nominate", 0), 1)] + [(("vote", v), True) for v in range(7)],
            until=lambda d: g.state.executed_today is not None)
    assert not is_alive(g, 1) and not rules.is_poisoned(g.state, 3)


def test_poisoner_starpass_ends_poison_general_is_healthy_again() -> None:
    """poisoner-starpass-ends-poison (General variant): the Poisoner poisons an information
    Townsfolk who acts after the Demon, the Imp kills itself and the Poisoner becomes the
    Imp: no Poisoner ability is left, so the Townsfolk is healthy before it wakes and must
    get the truth."""
    g = game()
    to_night(g, 2)
    d = advance(g, [("poisoner", 6), ("imp", 0)], until="imp.starpass")
    assert rules.is_poisoned(g.state, 6)
    assert d.options == (1,)
    g.answer(1)
    assert g.state.seats[1].character == "imp"
    assert not rules.is_poisoned(g.state, 6)
    d = advance(g, until=("inform", "general"))
    assert d.why == JUDGED  # healthy: the Storyteller's judgement, not false information


def test_poisoner_starpass_ends_poison_oracle() -> None:
    """poisoner-starpass-ends-poison: the Poisoner poisons the Oracle; the Imp chooses itself
    and the Storyteller makes the Poisoner the new Imp; the Oracle, acting after the Demon,
    is healthy again and must get the truth (the dead Imp: 1 dead evil player)."""
    g = seated(["imp", "poisoner", "oracle", "chef", "knight", "steward", "klutz"], script=SCRIPT)
    to_night(g, 2)
    d = advance(g, [("poisoner", 2), ("imp", 0)], until="imp.starpass")
    assert rules.is_poisoned(g.state, 2)
    g.answer(1)
    d = advance(g, until=("inform", "oracle"))
    assert not rules.is_poisoned(g.state, 2)
    assert d.options == d.truth == (1,) and not d.why
