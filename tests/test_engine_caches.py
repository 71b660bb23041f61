"""What the engine keeps between answers for speed follows every change of the plain state.

The Grimoire is plain data that anyone may edit (the engine, a test, a Storyteller's tool):
the kept views, public players and ability-holder tables must never show a stale value, and
the talk's shared statement options must be the ones the script and table give.
"""

from __future__ import annotations

import dataclasses
import inspect
import pickle

import pytest

from clocktower.decisions import Decision, DecisionKind
from clocktower.engine import Game, PlayerInfo, SeatView
from clocktower.events import Event, make_event
from clocktower.state import SEAT_WRITES, Grant, Harm, Seat
from clocktower.testing import seated, to_day

SEATING = ["imp", "poisoner", ("drunk", "chef"), "soldier", "chambermaid", "ravenkeeper", "empath"]


def test_decision_init_takes_every_field_in_order() -> None:
    params = list(inspect.signature(Decision.__init__).parameters)[1:]
    assert params == [f.name for f in dataclasses.fields(Decision)]
    d = Decision(DecisionKind.VOTE, 1, "vote", "Vote?", (True, False))
    assert d.labels == {} and d.count is None and d.truth == () and d.free_text == 0
    assert d == dataclasses.replace(d)


@pytest.mark.parametrize("cls", [PlayerInfo, SeatView])
def test_view_classes_init_takes_every_field_in_order(cls: type) -> None:
    params = list(inspect.signature(cls.__init__).parameters)[1:]
    assert params == [f.name for f in dataclasses.fields(cls)]


def test_event_fields_are_its_constructor_parameters_in_order() -> None:
    params = list(inspect.signature(Event.__new__).parameters)[1:]
    assert params == list(Event._fields)
    e = Event("died", "Bob dies.")
    assert (e.kind, e.text, e.public, e.seats, e.data, e.time) == ("died", "Bob dies.", False, (), {}, ("setup", 0))
    assert Event("died", "Bob dies.").data is not e.data  # no shared default dict
    full = make_event("died", "Bob dies.", True, (1,), {"seat": 1}, ("night", 2))
    assert full == Event("died", "Bob dies.", public=True, seats=(1,), data={"seat": 1}, time=("night", 2))
    assert type(full) is Event and full.visible_to(3) and full.to_json()["time"] == ["night", 2]
    assert pickle.loads(pickle.dumps(full)) == full and type(pickle.loads(pickle.dumps(full))) is Event
    with pytest.raises(AttributeError):
        full.kind = "x"  # type: ignore[misc]


def test_seat_init_takes_every_field_in_order() -> None:
    params = list(inspect.signature(Seat.__init__).parameters)[1:]
    assert params == [f.name for f in dataclasses.fields(Seat)]
    seat = Seat(2, "Carol", "drunk", "chef", "good", "good", alive=False, ghost_vote=False)
    assert (seat.index, seat.name, seat.character, seat.believed, seat.alive, seat.ghost_vote,
            seat.traveller, seat.public_alive) == (2, "Carol", "drunk", "chef", False, False, False, True)


def test_seat_writes_are_counted() -> None:
    a = Seat(0, "Alice", "imp", "imp", "evil", "evil")
    before = list(SEAT_WRITES)
    a.alive = False
    assert SEAT_WRITES[0] == before[0] + 1 and SEAT_WRITES[1] == before[1]
    a.believed = "chef"
    assert SEAT_WRITES[0] == before[0] + 2 and SEAT_WRITES[1] == before[1] + 1
    b = Seat(0, "Alice", "imp", "imp", "evil", "evil")
    assert SEAT_WRITES[1] == before[1] + 2  # a new seat counts as a change
    b.alive = False
    b.believed = "chef"
    assert a == b and repr(a) == repr(b)


def test_view_follows_a_hand_edit_of_a_seat() -> None:
    game = seated(SEATING)
    before = game.view(3)
    assert game.view(3) is before  # nothing changed: the same snapshot
    game.state.seats[5].public_alive = False
    game.state.seats[3].believed = "ravenkeeper"
    after = game.view(3)
    assert after.players[5].alive is False and after.character == "ravenkeeper"
    assert before.players[5].alive is True and before.character == "soldier"  # snapshots stay
    game.state.seats[6].ghost_vote = False
    assert game.view(0).players[6].ghost_vote is False


def test_view_follows_the_clock() -> None:
    game = seated(SEATING)
    night = game.view(2)
    to_day(game, 1)
    day = game.view(2)
    assert (night.phase, day.phase, day.day) == ("night", "day", 1)


def test_ability_holders_follow_hand_edits() -> None:
    game = seated(SEATING)
    assert (4, "chambermaid") in game.ability_holders()
    game.state.seats[4].character = "sweetheart"
    assert (4, "chambermaid") not in game.ability_holders() and (4, "sweetheart") in game.ability_holders()
    game.state.granted[6] = [Grant("soldier", 6, "philosopher")]
    assert (6, "soldier") in game.ability_holders(true_only=True)
    game.state.granted[6][0] = Grant("soldier", 6, "philosopher", believed_only=True)
    assert (6, "soldier") not in game.ability_holders(true_only=True)
    assert (6, "soldier") in game.ability_holders()
    game.state.storyteller_characters.append("duchess")
    assert game.ability_holders()[-1] == (-1, "duchess")


def test_protection_follows_a_hand_made_soldier() -> None:
    """A hook list kept for the Grimoire as it was must not outlive a change of character."""
    game = seated(SEATING)
    to_day(game, 1)
    harm = Harm(0, "imp", by_demon=True)
    assert game.is_protected(3, harm)  # the Soldier
    game.state.seats[3].character = "empath"
    assert not game.is_protected(3, harm)


def test_statement_options_are_shared_by_script_and_size_only() -> None:
    a = Game("darkest-before-dawn", 7)
    b = Game("darkest-before-dawn", 7)
    c = Game("darkest-before-dawn", 8)
    assert a.statement_options(2) is b.statement_options(2)
    assert ("accuse", 7) in c.statement_options(2) and ("accuse", 7) not in a.statement_options(2)
    assert ("accuse", 2) not in a.statement_options(2) and ("vouch", 3) in a.statement_options(2)
