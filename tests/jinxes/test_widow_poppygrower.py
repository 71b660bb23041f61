"""Jinx Widow-Poppy Grower: while the Poppy Grower has its ability, the Widow does not see
the Grimoire (she still poisons, and a good player still learns a Widow is in play)."""

from __future__ import annotations

from clocktower import rules
from clocktower.decisions import DecisionKind
from clocktower.script import parse_script
from clocktower.testing import advance, seated, to_day

SCRIPT = parse_script([{"id": "_meta", "name": "Widow and Poppy Grower"}, "poppygrower", "chef", "empath",
                       "monk", "mayor", "soldier", "saint", "recluse", "widow", "poisoner", "imp"])
SEATING = ["widow", "imp", "poppygrower", "chef", "empath", "monk", "saint"]
WIDOW, POPPY = 0, 2


def _shown(game: object) -> list:
    return [e for e in game.events if e.kind == "grimoire_shown"]  # type: ignore[attr-defined]


def test_jinx_widow_poppygrower_no_grimoire_but_the_poison_and_the_warning_stay() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, until="widow")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == WIDOW
    assert "Grimoire" not in d.prompt
    game.answer(4)
    d = advance(game, until="widow.know")
    assert d is not None and None not in d.options  # a working Widow: someone good learns
    game.answer(3)
    to_day(game, 1)
    assert _shown(game) == []
    assert rules.is_poisoned(game.state, 4)
    assert any("Widow" in e.text for e in game.view(3).events if e.kind != "grimoire_shown")
    assert all(e.kind != "grimoire_shown" for e in game.view(WIDOW).events)


def test_jinx_widow_poppygrower_poisoned_poppy_grower_lets_the_widow_look() -> None:
    game = seated(SEATING, SCRIPT, poisoned=[POPPY])
    advance(game, until="widow")
    [shown] = _shown(game)
    assert shown.seats == (WIDOW,)
