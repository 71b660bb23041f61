"""Shared set-up for the jinxes of the Demons that kill by nominating (Leviathan, Riot)."""

from __future__ import annotations

from typing import Any

from clocktower.script import Script, parse_script
from clocktower.testing import seated

SCRIPT: Script = parse_script(
    [{"id": "_meta", "name": "Nominating Demons and their jinx partners"},
     "exorcist", "innkeeper", "soldier", "grandmother", "monk", "chef", "empath", "farmer", "ravenkeeper",
     "sage", "mayor", "king", "saint", "recluse", "baron", "scarletwoman", "leviathan", "riot", "imp"],
    source="nominating-demons-jinxes")

DEMON, MINION = 0, 1


def game_with(demon: str, *others: str, poisoned: tuple[int, ...] = ()) -> Any:
    """A seated game: seat 0 the Demon, seat 1 the Baron, then ``others`` and plain Townsfolk."""
    filler = [c for c in ("chef", "empath", "saint", "mayor") if c not in others]
    return seated([demon, "baron", *others, *filler][: max(7, 2 + len(others))], SCRIPT, poisoned=poisoned)
