"""A new character changes no game whose script lacks it (docs/rulings/off-script-pools.md).

Games depend on their script and on the fixed, versioned lists of
:mod:`clocktower.characters._pools`, never on the whole catalogue: the locked games still play
as locked with four fake characters added to the catalogue (:mod:`tests.catalogue_extra`,
run in a process of its own so that the fake rows reach no other test).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from clocktower.catalogue import load_catalogue
from clocktower.characters import behaviour, implemented_ids
from clocktower.characters._pools import OFF_SCRIPT_TOWNSFOLK

ROOT = Path(__file__).resolve().parent.parent


def test_locked_games_are_unchanged_with_extra_catalogue_characters() -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-m", "tests.catalogue_extra"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert " games match the lock with 4 extra characters" in done.stdout


def test_the_off_script_townsfolk_are_implemented_townsfolk_without_setup_change() -> None:
    cat = load_catalogue()
    for c in OFF_SCRIPT_TOWNSFOLK:
        assert c in implemented_ids() and str(cat.get(c).team) == "townsfolk", c
        assert not cat.get(c).setup and not getattr(behaviour(c), "THINKS_THEY_ARE", False), c
    assert list(OFF_SCRIPT_TOWNSFOLK) == sorted(set(OFF_SCRIPT_TOWNSFOLK))
