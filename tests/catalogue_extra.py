"""Play locked games with extra characters in the catalogue: a new character changes no game
whose script lacks it.

A game must depend on its script (and on the fixed lists of
:mod:`clocktower.characters._pools`), never on the whole catalogue. This module adds fake
characters to the catalogue, one of each type, each a copy of a real character's row and
module under a new id (``extrachef``, ``extrazealot``, ``extragoblin``, ``extraimp``), placed
first in its type's block of the data file; then it plays locked games of
:mod:`tests.behaviour_lock` and compares their hashes with the lock. No bundled script holds
the fake characters, so every hash must match.

The fake rows live only in this process: the data file is read from a temporary copy and the
modules are found through a temporary folder added to the type packages' ``__path__``. Run it
in a process of its own (``tests/test_catalogue_independence.py`` does), since the engine's
caches then hold the fake characters::

    python -m tests.catalogue_extra          # a sample of the locked games (about 40)
    python -m tests.catalogue_extra --all    # every locked game
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

EXTRA = {"extrachef": "chef", "extrazealot": "zealot", "extragoblin": "goblin", "extraimp": "imp"}
"""Fake character id -> the real character whose row and module it copies."""


@contextmanager
def extra_characters(extra: dict[str, str] = EXTRA) -> Iterator[None]:
    """Within the block, the catalogue and the implemented characters hold ``extra`` too.

    Args:
        extra: fake id -> the id of the real character to copy (row and module).
    """
    from clocktower import catalogue, characters

    source = Path(catalogue.__file__).parent
    data = json.loads((source / "data" / "characters.json").read_text(encoding="utf-8"))
    rows: list[dict[str, Any]] = data["characters"]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "data").mkdir()
        packages = []
        for fake, real in extra.items():
            if any(r["id"] == fake for r in rows):
                raise ValueError(f"the catalogue already holds {fake!r}: choose another fake id")
            row = next(r for r in rows if r["id"] == real)
            copy = dict(row, id=fake, name=f"Test {row['name']}", jinxes=[])
            first = next(i for i, r in enumerate(rows) if r["team"] == row["team"])
            rows.insert(first, copy)
            folder = root / row["team"]
            folder.mkdir(exist_ok=True)
            module = source / "characters" / row["team"] / f"{real}.py"
            (folder / f"{fake}.py").write_text(module.read_text(encoding="utf-8"), encoding="utf-8")
            package = importlib.import_module(f"clocktower.characters.{row['team']}")
            if str(folder) not in package.__path__:
                package.__path__.append(str(folder))
                packages.append((package, str(folder)))
        (root / "data" / "characters.json").write_text(json.dumps(data), encoding="utf-8")
        real_files = catalogue.files
        catalogue.files = lambda _package: root  # type: ignore[assignment]
        for cached in (catalogue.load_catalogue, characters.behaviour, characters.implemented_ids):
            cached.cache_clear()
        try:
            assert set(extra) <= set(characters.implemented_ids()) and set(extra) <= set(catalogue.load_catalogue().ids)
            yield
        finally:
            catalogue.files = real_files
            for package, folder in packages:
                package.__path__.remove(folder)
            for cached in (catalogue.load_catalogue, characters.behaviour, characters.implemented_ids):
                cached.cache_clear()


def sample(all_games: bool = False) -> list[tuple[str, int, str, str | None]]:
    """The locked games to play: all of them, or for each script its games at 7 and 13
    players with the first two seeds, and its forced Demons at 8 players."""
    from tests.behaviour_lock import specs

    if all_games:
        return list(specs())
    return [s for s in specs() if (s[3] is None and s[1] in (7, 13) and s[2] in ("lock:0", "lock:1"))
            or (s[3] is not None and s[1] == 8)]


def main() -> int:
    parser = argparse.ArgumentParser(description="Play locked games with extra catalogue characters.")
    parser.add_argument("--all", action="store_true", help="every locked game, not a sample")
    args = parser.parse_args()
    from tests.behaviour_lock import LOCK_FILE, key, play

    want = json.loads(LOCK_FILE.read_text(encoding="utf-8"))
    games = sample(args.all)
    with extra_characters():
        bad = [key(*s) for s in games if play(*s) != want[key(*s)]]
    for k in bad:
        print(f"differs with {', '.join(EXTRA)} in the catalogue: {k}")
    print(f"{len(games) - len(bad)} of {len(games)} games match the lock with {len(EXTRA)} extra characters")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
