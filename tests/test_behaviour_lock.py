"""The engine plays the locked seeded games exactly as it did when the lock was written.

See :mod:`tests.behaviour_lock`: the hashes cover each game's whole record and every legal
set it offered, so an optimisation that changes any answer, event, text or option fails here,
with the first differing line of the game's stored playthrough (old and new) in the message.
"""

from __future__ import annotations

import json

import pytest

from tests.behaviour_lock import (
    LOCK_FILE,
    PLAYTHROUGHS,
    digest,
    first_difference,
    key,
    playthrough,
    playthrough_file,
    read_playthrough,
    run,
    specs,
)

WANT = json.loads(LOCK_FILE.read_text(encoding="utf-8"))
SPECS = list(specs())


def test_the_lock_covers_every_locked_game() -> None:
    assert sorted(WANT) == sorted(key(*spec) for spec in SPECS)
    stored = sorted(PLAYTHROUGHS.glob("*.txt.gz"))
    assert stored == sorted(playthrough_file(key(*spec)) for spec in SPECS), \
        "the playthroughs do not match the locked games: run python -m tests.behaviour_lock --write"


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: key(*spec))
def test_locked_game_is_unchanged(spec: tuple[str, int, str, str | None]) -> None:
    game = run(*spec)
    if digest(game) != WANT[key(*spec)]:
        diff = first_difference(read_playthrough(key(*spec)), playthrough(game))
        pytest.fail(f"{key(*spec)} no longer plays as locked (python -m tests.behaviour_lock shows every "
                    f"game that differs):\n{diff}", pytrace=False)


def test_first_difference_shows_the_first_differing_line_with_context() -> None:
    old = [f"line {i}" for i in range(10)]
    new = [*old[:6], "line 6 changed", *old[7:]]
    diff = first_difference(old, new, context=2, after=1)
    assert diff.splitlines() == ["  first difference at line 7:", "    line 4", "    line 5",
                                 "  - line 6", "  + line 6 changed"]
    assert "end of the new playthrough" in first_difference(old, old[:8])
    assert "run --write" in first_difference(None, new)


def test_a_stored_playthrough_is_the_games_playthrough() -> None:
    spec = SPECS[0]
    lines = playthrough(run(*spec))
    assert read_playthrough(key(*spec)) == lines
    assert lines[0].startswith("players at the end: ") and lines[-1].startswith("result: ")
    decisions = [line for line in lines if line.startswith("D")]
    assert decisions[0].startswith("D0 Storyteller ") and " options(" in decisions[0] and " -> " in decisions[0]
    assert any(line.startswith("E ") and "[all]" in line for line in lines)
