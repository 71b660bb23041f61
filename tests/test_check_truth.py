"""``clocktower check`` says what is true (issue 17, item 11): a Demon the engine does not
know is not reported as absent, and a script with no Outsiders is playable at the counts
whose setup needs none (5, 7, 10 and 13 players) and refused only at the others."""

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from clocktower.cli import app
from clocktower.engine import Game, SetupError, playability_problems, unplayable_reason
from clocktower.script import parse_script
from clocktower.setup import outsider_free_counts

WITCH_HUNT = Path(__file__).parents[1] / ".." / "shared" / "reference" / "official-scripts" / "witchhunt.json"
NO_OUTSIDERS = ["washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller", "undertaker",
                "monk", "ravenkeeper", "virgin", "slayer", "soldier", "mayor", "poisoner", "spy",
                "scarletwoman", "imp"]

runner = CliRunner()


def no_outsider_script(tmp_path: Path) -> Path:
    path = tmp_path / "no-outsiders.json"
    path.write_text(json.dumps([{"id": "_meta", "name": "No Outsiders"}, *NO_OUTSIDERS]))
    return path


@pytest.mark.skipif(not WITCH_HUNT.exists(), reason="the shared official scripts are not here")
def test_witch_hunt_is_not_said_to_have_no_demons() -> None:
    # Witch Hunt's Demons are all known to the engine now; whatever else the check says
    # (its own homebrew Witch), it never claims the script has no Demons.
    result = runner.invoke(app, ["check", str(WITCH_HUNT)])
    text = " ".join(result.output.split())
    assert "no Demons" not in text


def test_an_unknown_id_qualifies_the_lacking_type() -> None:
    script = parse_script([{"id": "_meta", "name": "X"}, "chef", "recluse", "poisoner", "notademon"], source="x")
    assert playability_problems(script) == ["it has no Demons this engine knows (it does not know notademon)"]
    plain = parse_script([{"id": "_meta", "name": "Y"}, "chef", "recluse", "poisoner"], source="y")
    assert playability_problems(plain) == ["it has no Demons"]


def test_a_script_without_outsiders_is_playable_where_none_are_needed(tmp_path: Path) -> None:
    script = parse_script([{"id": "_meta", "name": "No Outsiders"}, *NO_OUTSIDERS], source="no-outsiders")
    assert playability_problems(script) == [] and unplayable_reason(script) is None
    assert outsider_free_counts(script) == (5, 7, 10, 13)
    for n in (5, 7, 10, 13):
        assert playability_problems(script, n) == []
        Game(script, n)
    for n in (6, 8, 9, 11, 12, 14, 15):
        assert playability_problems(script, n) == [f"it has no Outsiders (needed at {n} players)"]
        with pytest.raises(SetupError, match=f"needed at {n} players"):
            Game(script, n)


def test_check_of_a_script_without_outsiders(tmp_path: Path) -> None:
    path = no_outsider_script(tmp_path)
    result = runner.invoke(app, ["check", str(path)])
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "it can be set up only at 5, 7, 10, 13 players" in text and "Playable at 5, 7, 10, 13 players." in text
    assert "Fully playable" not in text
    assert runner.invoke(app, ["check", str(path), "-p", "7,10,13"]).exit_code == 0
    result = runner.invoke(app, ["check", str(path), "-p", "6,7"])
    assert result.exit_code == 1 and "Cannot be set up at 6 players" in result.output
