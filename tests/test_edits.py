"""The Storyteller's edits of the Grimoire (clocktower.edits) and undo: each edit changes the
state as asked, tells only whom it should, survives a rebuild and a record's replay, and a
bad edit changes nothing."""

from __future__ import annotations

import copy
import json

import pytest

from clocktower import rules
from clocktower.edits import EditError
from clocktower.record import dumps, replay
from clocktower.testing import seated, to_day, to_night

SEATING = ["imp", "washerwoman", "empath", "monk", "soldier", ("drunk", "chef"), "poisoner"]


def _game():  # type: ignore[no-untyped-def]
    return seated(SEATING)


def learned(game, seat):  # type: ignore[no-untyped-def]
    """Everything told to one seat alone (its private log)."""
    return [e for e in game.view(seat).events if not e.public]


def _replayed(game):  # type: ignore[no-untyped-def]
    return replay([json.loads(x) for x in dumps(game).splitlines()])


def test_character_change_tells_nobody_by_default() -> None:
    game = _game()
    before = len(learned(game, 2))
    game.edit("character", 2, "investigator")
    s = game.state.seats[2]
    assert (s.character, s.believed) == ("investigator", "empath")
    assert len(learned(game, 2)) == before
    assert game.view(2).character == "empath"


def test_character_change_with_tell_is_told_to_that_seat_only() -> None:
    game = _game()
    game.edit("character", 5, "investigator", tell=True)
    s = game.state.seats[5]
    assert (s.character, s.believed) == ("investigator", "investigator")
    texts = [e.text for e in learned(game, 5)]
    assert texts[-1] == "You are now the Investigator."
    assert not any("Drunk" in t for t in texts)  # the old, hidden character is not told
    assert not any("Investigator" in e.text for k in range(7) if k != 5 for e in learned(game, k))


def test_alignment_change() -> None:
    game = _game()
    game.edit("alignment", 1, "evil")
    assert game.state.seats[1].alignment == "evil" and game.view(1).alignment == "good"
    game.edit("alignment", 2, "evil", tell=True)
    assert game.view(2).alignment == "evil"


def test_life_and_ghost_votes_are_public() -> None:
    game = _game()
    game.edit("alive", 3, False)
    assert not game.state.seats[3].alive and not game.public_players()[3].alive
    assert any("marks Dave dead" in e.text for e in game.view(0).events)
    game.edit("ghost_vote", 3, False)
    assert not game.state.seats[3].ghost_vote
    game.edit("ghost_vote", 3, True)
    game.edit("alive", 3, True)
    assert game.state.seats[3].alive


def test_reminders_and_storyteller_poisoning() -> None:
    game = _game()
    game.edit("add_reminder", 2, ["poisoner", "poisoned"])
    assert any(r.target == 2 and r.token == "poisoned" for r in game.state.reminders)
    game.edit("remove_reminder", 2, ["poisoner", "poisoned"])
    assert not any(r.target == 2 for r in game.state.reminders)
    game.edit("poisoned", 1, True)
    game.edit("drunk", 2, True)
    assert rules.is_poisoned(game.state, 1) and rules.is_drunk(game.state, 2)
    assert not any("poisoned" in e.text or "drunk" in e.text for e in learned(game, 1) + learned(game, 2))
    game.edit("poisoned", 1, False)
    assert not rules.is_poisoned(game.state, 1)


@pytest.mark.parametrize(("kind", "seat", "value", "tell", "needle"), [
    ("colour", 0, "red", False, "unknown edit"),
    ("character", 9, "imp", False, "no seat 9"),
    ("character", -1, "imp", False, "no seat -1"),
    ("character", 1, "notacharacter", False, "unknown character"),
    ("alignment", 1, "purple", False, "'good' or 'evil'"),
    ("alive", 1, "no", False, "true or false"),
    ("alive", 1, True, False, "already alive"),
    ("ghost_vote", 1, False, False, "is alive"),
    ("remove_reminder", 1, ["monk", "safe"], False, "has no 'safe' reminder"),
    ("add_reminder", 1, "safe", False, "[character, token]"),
    ("poisoned", 1, False, False, "not poisoned by the Storyteller"),
    ("alive", 1, False, True, "tells nobody"),
])
def test_bad_edits_name_the_problem_and_change_nothing(kind: str, seat: int, value: object, tell: bool,
                                                      needle: str) -> None:
    game = _game()
    before = copy.deepcopy((game.state, game.edits, [e.text for e in game.events]))
    with pytest.raises(EditError, match=needle):
        game.edit(kind, seat, value, tell=tell)
    assert copy.deepcopy((game.state, game.edits, [e.text for e in game.events])) == before


def test_edits_replay_from_the_record_and_the_engine_derives_the_rest() -> None:
    game = _game()
    game.edit("poisoned", 2, True)  # the Empath is poisoned by the Storyteller on night 1
    game.edit("character", 3, "investigator", tell=True)
    to_day(game, 1)
    game.edit("alive", 4, False)
    to_night(game, 2)
    copy_ = _replayed(game)
    assert dumps(copy_) == dumps(game)
    assert [e.to_json() for e in copy_.edits] == [e.to_json() for e in game.edits]
    # A rebuild from the answers keeps the edits at their places.
    state = dumps(game)
    game._rebuild(list(game.answers))
    assert dumps(game) == state


def test_a_record_whose_edit_no_longer_fits_is_a_divergence() -> None:
    from clocktower.record import ReplayDivergence

    game = _game()
    game.edit("alive", 4, False)
    lines = [json.loads(x) for x in dumps(game).splitlines()]
    for line in lines:
        if line["type"] == "edit":
            line["seat"] = 99
    with pytest.raises(ReplayDivergence, match="no seat 99"):
        replay(lines)


def test_undo_takes_back_answers_and_later_edits() -> None:
    game = _game()
    to_day(game, 1)
    at_talk = dumps(game)
    n = len(game.answers)
    game.answer(("pass",))
    game.edit("alive", 4, False)
    game.answer(("pass",))
    game.undo(2)
    assert len(game.answers) == n and game.edits == [] and dumps(game) == at_talk
    with pytest.raises(ValueError, match="undo takes 1 to"):
        game.undo(0)
    with pytest.raises(ValueError, match="undo takes 1 to"):
        game.undo(n + 1)
    assert dumps(game) == at_talk
