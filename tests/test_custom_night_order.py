"""A script's custom night order reorders wakes but never switches a step off."""

import json
from pathlib import Path

from typer.testing import CliRunner

from clocktower.cli import app
from clocktower.engine import Game
from clocktower.script import load_script, parse_script


def _custom(first: list[str], other: list[str]) -> list:
    data = load_script("darkest-before-dawn").to_json()
    data[0]["firstNight"] = first
    data[0]["otherNight"] = other
    return data


def test_left_out_steps_are_slotted_in_after_their_official_predecessor() -> None:
    game = Game(parse_script(_custom(["chambermaid", "grandmother", "dawn"], ["chambermaid", "dawn"])), 8)
    first = game.night_order(True)
    # The script's own order is kept (Chambermaid before Grandmother) ...
    assert first.index("chambermaid") < first.index("grandmother")
    # ... and Minion info, Demon info and every waking character still happen.
    for step in ("minioninfo", "demoninfo", "marionette", "preacher", "courtier", "godfather", "pukka"):
        assert step in first
    assert first.index("minioninfo") < first.index("demoninfo") < first.index("preacher")
    other = game.night_order(False)
    for step in ("imp", "po", "shabaloth", "pukka", "exorcist", "ravenkeeper", "dawn"):
        assert step in other
    assert other[-1] == "dawn"


def test_check_reports_an_unknown_id_in_a_custom_night_order(tmp_path: Path) -> None:
    path = tmp_path / "custom.json"
    path.write_text(json.dumps(_custom(["chambermaid", "nosuchid", "dawn"], ["dawn"])))
    result = CliRunner().invoke(app, ["check", str(path)])
    assert result.exit_code == 1
    assert "nosuchid" in result.output and "firstNight" in result.output
