"""Every official jinx between two implemented characters has a test, and its catalogue row
carries the official reason.

The official list is ``reference/jinxes.json`` in the shared folder (131 pairs). A pair
counts as *implemented* once both of its ids have a row in the catalogue
(``clocktower/data/characters.json``). For each such pair some test function anywhere under
``tests/`` must be named ``test_jinx_<a>_<b>`` followed by ``_<what it shows>`` (or nothing),
with ``<a>`` and ``<b>`` the two ids exactly as in ``roles.json``, in either order. The
failure message names every pair that lacks one, so the test says what is left to do.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from clocktower.catalogue import load_catalogue

TESTS = Path(__file__).resolve().parent
SHARED = TESTS.parent.parent / "shared" / "reference"
if not SHARED.is_dir():  # the main checkout and CI keep shared/ one level up
    SHARED = TESTS.parent.parent.parent / "shared" / "reference"


def _reference_pairs() -> list[tuple[str, str, str]]:
    """Return every official jinx as (holder id, partner id, reason), in the file's order."""
    path = SHARED / "jinxes.json"
    if not path.is_file():
        pytest.skip(f"reference jinx list not found at {path}")
    data = json.loads(path.read_text(encoding="utf-8"))
    return [(entry["id"], jinx["id"], jinx["reason"]) for entry in data for jinx in entry["jinx"]]


def _test_function_names() -> set[str]:
    """Return the name of every function defined in any Python file under ``tests/``."""
    names: set[str] = set()
    for path in sorted(TESTS.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                names.add(node.name)
    return names


def _has_test(names: set[str], a: str, b: str) -> bool:
    """Whether some name is ``test_jinx_<a>_<b>`` or ``test_jinx_<b>_<a>``, alone or + ``_...``."""
    for first, second in ((a, b), (b, a)):
        stem = f"test_jinx_{first}_{second}"
        if any(name == stem or name.startswith(stem + "_") for name in names):
            return True
    return False


def test_reference_has_131_jinxes() -> None:
    pairs = _reference_pairs()
    assert len(pairs) == 131
    assert len({frozenset((a, b)) for a, b, _ in pairs}) == 131


def test_every_implemented_jinx_has_a_test() -> None:
    implemented = set(load_catalogue().ids)
    names = _test_function_names()
    pairs = [(a, b) for a, b, _ in _reference_pairs() if a in implemented and b in implemented]
    assert pairs, "no jinxed pair is implemented"
    missing = [f"test_jinx_{a}_{b}_..." for a, b in pairs if not _has_test(names, a, b)]
    assert not missing, (
        f"{len(missing)} of {len(pairs)} implemented jinxes have no test named after the pair:\n  "
        + "\n  ".join(missing)
    )


# Outcomes and states that a reason may name; a row in our words must name the same ones.
_KEY_PHRASES = ("good wins", "evil wins", "poisoned", "day 5")


def _named(text: str, names: set[str]) -> set[str]:
    """Return the character names (capitalised, as whole words) that ``text`` mentions."""
    return {name for name in names if re.search(rf"(?<![\w']){re.escape(name)}(?![\w'])", text)
            or re.search(rf"(?<![\w']){re.escape(name)}'s", text)}


def test_catalogue_jinx_rows_carry_the_official_reason() -> None:
    """Each implemented pair has a catalogue row whose reason states the official rule.

    The catalogue writes reasons in its own words (the reference folder's rules forbid
    copying its text), so "matches" is checked on what a reason must keep: the characters
    it names and the outcomes and states it names (good or evil winning, poisoning, day 5).
    """
    catalogue = load_catalogue()
    implemented = set(catalogue.ids)
    names = {catalogue.get(cid).name for cid in implemented}
    wrong: list[str] = []
    for a, b, reason in _reference_pairs():
        if a not in implemented or b not in implemented:
            continue
        jinx = catalogue.jinxed(a, b)
        if jinx is None:
            wrong.append(f"{a}/{b}: no catalogue row")
            continue
        ours = jinx.reason
        lost = sorted(_named(reason, names) - _named(ours, names))
        lost += [p for p in _KEY_PHRASES if p in reason.lower() and p not in ours.lower()]
        if lost:
            wrong.append(f"{a}/{b}: catalogue reason {ours!r} does not say {lost} (reference: {reason!r})")
    assert not wrong, "\n".join(wrong)


def test_has_test_accepts_either_order_and_needs_a_word_boundary() -> None:
    names = {"test_jinx_spy_damsel_poisoned", "test_jinx_riot_monkey_business"}
    assert _has_test(names, "spy", "damsel")
    assert _has_test(names, "damsel", "spy")
    assert not _has_test(names, "riot", "monk")
