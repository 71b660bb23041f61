"""The final nail in the boffin as the user gave it (13 Townsfolk only) and its bundled pairing.

``clocktower check final-nail`` explains that it cannot be played alone and
``clocktower play --script final-nail`` refuses with that message (``Game`` raises
``SetupError``); ``final-nail-boffin`` pairs its Townsfolk with the Damsel and Seed 004's
Outsiders, Minions and Demons, and is listed by ``clocktower scripts``.
"""

from __future__ import annotations

import pytest
from rich.console import Console
from typer.testing import CliRunner

from clocktower import cli
from clocktower.cli import app
from clocktower.engine import Game, SetupError, playability_problems, unplayable_reason
from clocktower.script import load_script, parse_script

MESSAGE = "Minions or Demons; the Huntsman needs the Damsel"  # "no Outsiders, " too where the count needs them


def flat(text: str) -> str:
    return " ".join(text.split())


def test_final_nail_is_bundled_as_given() -> None:
    nail = load_script("final-nail")
    assert len(nail.characters) == 13 and nail.characters_of("townsfolk") == list(nail.characters)


def test_problems_of_the_final_nail() -> None:
    assert playability_problems(load_script("final-nail")) == [
        "it has no Minions or Demons", "the Huntsman needs the Damsel"]  # Outsiders: not every count


def test_game_refuses_it_and_names_the_pairing() -> None:
    for n in (5, 10, 15):
        with pytest.raises(SetupError) as err:
            Game("final-nail", n)
        text = str(err.value)
        assert "cannot be played alone" in text and MESSAGE in text and "final-nail-boffin" in text


def test_the_pairing_holds_the_townsfolk_the_damsel_and_seed_004s_evil() -> None:
    pairing = load_script("final-nail-boffin")
    nail, seed4 = load_script("final-nail"), load_script("seed-004")
    assert pairing.name == "The final nail in the boffin, with Seed 004's evil"
    assert pairing.characters_of("townsfolk") == nail.characters_of("townsfolk")
    assert pairing.characters_of("outsider") == ["damsel", *seed4.characters_of("outsider")]
    for team in ("minion", "demon"):
        assert pairing.characters_of(team) == seed4.characters_of(team)
    assert playability_problems(pairing) == [] and unplayable_reason(pairing) is None
    assert Game("final-nail-boffin", 7).pending is not None


def test_a_huntsman_without_the_damsel_is_named() -> None:
    script = parse_script([{"id": "_meta", "name": "No Damsel"}, *load_script("seed-004").characters, "huntsman"])
    assert playability_problems(script) == ["the Huntsman needs the Damsel"]


def test_cli_check_explains_and_fails() -> None:
    result = CliRunner().invoke(app, ["check", "final-nail"])
    assert result.exit_code == 1
    out = flat(result.output)
    assert "cannot be played alone" in out and MESSAGE in out and "final-nail-boffin" in out


def test_cli_check_passes_the_pairing() -> None:
    result = CliRunner().invoke(app, ["check", "final-nail-boffin"])
    assert result.exit_code == 0 and "Fully playable" in result.output


def test_cli_play_refuses_with_the_message() -> None:
    result = CliRunner().invoke(app, ["play", "--script", "final-nail", "--quiet"])
    assert result.exit_code == 2
    assert MESSAGE in flat(result.output) or MESSAGE in flat(getattr(result, "stderr", "") or "")


def test_cli_scripts_lists_both(monkeypatch: pytest.MonkeyPatch) -> None:
    # A wide console for this table, whatever the terminal: the CLI's console takes its width
    # when clocktower.cli is imported (rich reads COLUMNS then), so COLUMNS set for this
    # command alone would not reach it (the test failed under COLUMNS=60).
    monkeypatch.setattr(cli, "console", Console(highlight=False, width=200))
    result = CliRunner().invoke(app, ["scripts"])
    assert result.exit_code == 0
    lines = result.output.splitlines()
    nail = next(line for line in lines if "final-nail " in line or line.split("│")[1:2] == [" final-nail "])
    assert "no" in nail
    boffin = next(line for line in lines if "final-nail-boffin" in line)
    assert "yes" in boffin and "with Seed 004's evil" in flat(result.output)
