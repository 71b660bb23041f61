"""The engine plays the locked seeded games exactly as it did when the lock was written.

See :mod:`tests.behaviour_lock`: the hashes cover each game's whole record and every legal
set it offered, so an optimisation that changes any answer, event, text or option fails here.
"""

from __future__ import annotations

import json

import pytest

from tests.behaviour_lock import LOCK_FILE, key, play, specs

WANT = json.loads(LOCK_FILE.read_text(encoding="utf-8"))
SPECS = list(specs())


def test_the_lock_covers_every_locked_game() -> None:
    assert sorted(WANT) == sorted(key(*spec) for spec in SPECS)


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: key(*spec))
def test_locked_game_is_unchanged(spec: tuple[str, int, str, str | None]) -> None:
    assert play(*spec) == WANT[key(*spec)], f"{key(*spec)} no longer plays as locked"
