"""Jinxes Legion-Minstrel and Legion-Preacher: Legion keeps its ability, but the Minstrel
(after a Legion's execution) or the Preacher (choosing Legion) might learn they are Legion."""

from __future__ import annotations

from typing import Any

from clocktower import rules
from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.script import parse_script
from clocktower.state import NO_ABILITY
from clocktower.testing import advance, learned, seated, to_day

SCRIPT = parse_script([{"id": "_meta", "name": "Legion with the Minstrel and the Preacher"}, "minstrel", "preacher",
                       "chef", "empath", "soldier", "mayor", "saint", "legion"])
# Seats: 0, 1, 3 Legion; 2 Minstrel or Preacher; 4 Chef, 5 Empath, 6 Soldier.
LEGION, HELPER = 0, 2


def _game(helper: str) -> Any:
    return seated(["legion", "legion", helper, "legion", "chef", "empath", "soldier"], SCRIPT)


def _execute_legion(game: Any) -> Any:
    votes = [(("vote", s), True) for s in game.state.alive_seats()]
    return advance(game, [(("nominate", 4), LEGION), *votes], until="minstrel.legion")


def test_jinx_legion_minstrel_executed_legion_keeps_abilities_and_the_minstrel_may_learn() -> None:
    game = _game("minstrel")
    to_day(game, 1)
    d = _execute_legion(game)
    assert d is not None and d.kind == DecisionKind.STORYTELLER and d.chooser == STORYTELLER
    assert set(d.options) == {False, True}
    game.answer(True)
    assert learned(game, HELPER)[-1].text == "Alice was Legion."
    assert not any(rules.is_drunk(game.state, s) for s in range(7))  # nobody made drunk
    assert all(e.data.get("what") != "legion" for s in (1, 3, 4, 5, 6) for e in learned(game, s))


def test_jinx_legion_minstrel_storyteller_may_say_nothing() -> None:
    game = _game("minstrel")
    to_day(game, 1)
    _execute_legion(game)
    game.answer(False)
    assert all(e.data.get("what") != "legion" for e in learned(game, HELPER))
    assert not any(rules.is_drunk(game.state, s) for s in range(7))


def test_jinx_legion_minstrel_poisoned_minstrel_is_not_asked() -> None:
    game = seated(["legion", "legion", "minstrel", "legion", "chef", "empath", "soldier"], SCRIPT,
                  poisoned=[HELPER])
    to_day(game, 1)
    votes = [(("vote", s), True) for s in game.state.alive_seats()]
    advance(game, [(("nominate", 4), LEGION), *votes], until=lambda d: game.state.phase == "night")
    assert all(d.step != "minstrel.legion" for d in game.decisions)


def test_jinx_legion_preacher_chosen_legion_keeps_its_ability_and_the_preacher_may_learn() -> None:
    game = _game("preacher")
    d = advance(game, until="preacher")
    assert d is not None and d.chooser == HELPER
    game.answer(LEGION)
    d = game.pending
    assert d is not None and d.step == "preacher.legion" and set(d.options) == {False, True}
    game.answer(True)
    assert learned(game, HELPER)[-1].text == "Alice is Legion."
    assert all(e.data.get("what") != "preached" for e in learned(game, LEGION))  # Legion is not told
    assert rules.ability_functions(game.state, LEGION, "legion")
    assert not any(e.kind == NO_ABILITY for e in game.state.effects)


def test_jinx_legion_preacher_choosing_a_good_player_does_nothing() -> None:
    game = _game("preacher")
    advance(game, [("preacher", 4)], until=lambda d: game.state.day == 1)
    assert all(d.step != "preacher.legion" for d in game.decisions)
    assert all(e.data.get("what") != "legion" for e in learned(game, HELPER))
