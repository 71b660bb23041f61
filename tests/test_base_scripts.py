"""The three bundled base scripts: Trouble Brewing, Bad Moon Rising, Sects & Violets.

Each lists its edition's characters, Travellers included (a real script sheet lists them).
Checks against the official reference data read ``../shared/reference/roles.json`` and skip
when that folder is absent. Travellers are seated only on request, so a base script can be
played as soon as every character setup can deal is implemented.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from clocktower import cli
from clocktower.agents import play_random_game
from clocktower.catalogue import load_catalogue
from clocktower.characters import implemented_ids
from clocktower.engine import Game
from clocktower.script import load_script

ROLES = Path(__file__).parents[1] / ".." / "shared" / "reference" / "roles.json"
EDITIONS = {"trouble-brewing": "tb", "bad-moon-rising": "bmr", "sects-and-violets": "snv"}
NAMES = {"trouble-brewing": "Trouble Brewing", "bad-moon-rising": "Bad Moon Rising",
         "sects-and-violets": "Sects & Violets"}
TRAVELLERS = {
    "trouble-brewing": {"thief", "bureaucrat", "gunslinger", "beggar", "scapegoat"},
    "bad-moon-rising": {"matron", "judge", "apprentice", "bishop", "voudon"},
    "sects-and-violets": {"barista", "harlot", "butcher", "bonecollector", "deviant"},
}
DEALT_TEAMS = ("townsfolk", "outsider", "minion", "demon")
def _roles() -> list[dict[str, Any]]:
    if not ROLES.is_file():
        pytest.skip(f"reference data not available: {ROLES.resolve()} is missing")
    data: list[dict[str, Any]] = json.loads(ROLES.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("name", sorted(EDITIONS))
def test_base_script_holds_exactly_its_edition(name: str) -> None:
    edition = [r for r in _roles() if r.get("edition") == EDITIONS[name]]
    script = load_script(name)
    assert sorted(script.characters) == sorted(r["id"] for r in edition)
    assert len(script.characters) == len(set(script.characters))
    # Every character the catalogue knows has the reference's team.
    cat = load_catalogue()
    for r in edition:
        if r["id"] in cat:
            assert str(cat.get(r["id"]).team) == r["team"], r["id"]
    assert {r["id"] for r in edition if r["team"] == "traveller"} == TRAVELLERS[name]


@pytest.mark.parametrize("name", sorted(EDITIONS))
def test_base_script_metadata_and_night_order(name: str) -> None:
    script = load_script(name)
    assert (script.name, script.author) == (NAMES[name], "The Pandemonium Institute")
    # Like the official app's base scripts, no custom night order: the catalogue's (the
    # official night sheet's) positions run the nights.
    assert script.first_night is None and script.other_night is None
    assert script.homebrew == {}


def _dealt_unimplemented(name: str) -> list[str]:
    script = load_script(name)
    return [c for c in script.characters if c not in implemented_ids() and c not in TRAVELLERS[name]]


@pytest.mark.parametrize("name", sorted(EDITIONS))
def test_base_scripts_deal_only_implemented_characters(name: str) -> None:
    assert _dealt_unimplemented(name) == []


def _check(name: str, monkeypatch: pytest.MonkeyPatch) -> tuple[int, list[str]]:
    """Run ``clocktower check NAME``: its exit code and the ids it names as not supported."""
    monkeypatch.setattr(cli, "console", Console(width=200, force_terminal=False))
    result = CliRunner().invoke(cli.app, ["check", name])
    found = re.search(r"Not supported: (.*)", result.output)
    return result.exit_code, (found.group(1).split(", ") if found else [])


@pytest.mark.parametrize("name", sorted(EDITIONS))
def test_check_names_only_the_missing_travellers_and_pending_characters(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    code, unsupported = _check(name, monkeypatch)
    assert (code, unsupported) == (0, [])


def test_check_trouble_brewing_exits_0(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _check("trouble-brewing", monkeypatch) == (0, [])


def test_check_sects_and_violets_exits_0(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _check("sects-and-violets", monkeypatch) == (0, [])


def test_check_bad_moon_rising_exits_0(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _check("bad-moon-rising", monkeypatch) == (0, [])


@pytest.mark.parametrize("players", range(5, 16))
def test_trouble_brewing_sets_up_without_travellers(players: int) -> None:
    game = Game("trouble-brewing", players)
    assert len(game.state.seats) == players


@pytest.mark.parametrize("players", (5, 8, 11, 15))
def test_trouble_brewing_plays_to_a_winner(players: int) -> None:
    game = play_random_game("trouble-brewing", players, 3)
    assert game.winner in ("good", "evil")
    dealt = {s.character for s in game.state.seats}
    assert dealt <= set(load_script("trouble-brewing").characters) - TRAVELLERS["trouble-brewing"]
