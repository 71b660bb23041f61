"""Tests for clocktower.script: parsing, validation, bundled scripts, round trips.

Checks against the official reference data read ``../shared/reference``
(relative to the repository root) and skip when that folder is absent.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from clocktower.catalogue import Team, load_catalogue
from clocktower.script import (
    Script,
    ScriptError,
    bundled_scripts,
    dump_script,
    load_script,
    parse_script,
)

REFERENCE = Path(__file__).parents[1] / ".." / "shared" / "reference"
OFFICIAL_SCRIPTS = REFERENCE / "official-scripts"

# Character counts per team, from the table in the seeds README.
EXPECTED_COUNTS: dict[str, dict[str, int]] = {
    "seed-000": {"townsfolk": 13, "outsider": 4, "minion": 5, "demon": 4, "fabled": 2, "loric": 1},
    "darkest-before-dawn": {"townsfolk": 13, "outsider": 4, "minion": 4, "demon": 4},
    "seed-002": {"townsfolk": 13, "outsider": 4, "minion": 4, "demon": 4},
    "final-nail": {"townsfolk": 13},
    "final-nail-boffin": {"townsfolk": 13, "outsider": 5, "minion": 4, "demon": 4},
    "seed-004": {"townsfolk": 13, "outsider": 4, "minion": 4, "demon": 4},
}
# The three base scripts (tests/test_base_scripts.py checks them against the reference data).
BASE_SCRIPTS = ("trouble-brewing", "bad-moon-rising", "sects-and-violets")
# Ids on the base scripts that other work adds to the catalogue: every Traveller, the Zombuul
# and the Mathematician. Until then a base script lists them as unknown ids.
PENDING = {"thief", "bureaucrat", "gunslinger", "beggar", "scapegoat", "matron", "judge", "apprentice", "bishop",
           "voudon", "barista", "harlot", "butcher", "bonecollector", "deviant", "zombuul", "mathematician"}

META = {"id": "_meta", "name": "Test", "author": "Tester"}
HOMEBREW = {
    "id": "custom-bard",
    "name": "Bard",
    "team": "townsfolk",
    "ability": "Each night, learn a number.",
    "firstNight": 12.5,
    "reminders": ["Sung"],
    "setup": False,
}


def _official_script_paths() -> list[Path]:
    if not OFFICIAL_SCRIPTS.is_dir():
        return []
    return sorted(OFFICIAL_SCRIPTS.glob("*.json"))


def _official_script_params() -> list[Any]:
    """One parameter per official script, or a single skipped placeholder."""
    paths = _official_script_paths()
    if not paths:
        reason = f"reference data not available: {OFFICIAL_SCRIPTS.resolve()} is missing"
        return [pytest.param(None, id="no-reference", marks=pytest.mark.skip(reason=reason))]
    return [pytest.param(p, id=p.stem) for p in paths]


# --- bundled scripts ------------------------------------------------------


def test_bundled_names() -> None:
    assert set(bundled_scripts()) == set(EXPECTED_COUNTS) | set(BASE_SCRIPTS)
    for path in bundled_scripts().values():
        assert path.is_file()


@pytest.mark.parametrize("name", sorted(EXPECTED_COUNTS))
def test_bundled_script_team_counts(name: str) -> None:
    script = load_script(name)
    assert script.unknown_characters() == []
    counts = {team.value: len(script.characters_of(team)) for team in Team}
    expected = {team.value: EXPECTED_COUNTS[name].get(team.value, 0) for team in Team}
    assert counts == expected
    assert len(script.characters) == sum(expected.values())
    assert script.homebrew == {}
    assert script.source.endswith(f"{name}.json")


def test_bundled_metadata() -> None:
    dbd = load_script("darkest-before-dawn")
    assert (dbd.name, dbd.author) == ("Darkest Before Dawn", "Luke C")
    assert dbd.characters[:3] == ("grandmother", "chambermaid", "preacher")
    nail = load_script("final-nail")
    assert nail.name == "The final nail in the boffin"
    assert nail.characters[0] == "noble" and nail.characters[-1] == "ravenkeeper"
    seed0 = load_script("seed-000")
    assert seed0.characters_of("fabled") == ["duchess", "hellslibrarian"]
    assert seed0.characters_of(Team.LORIC) == ["stormcatcher"]


def test_every_bundled_script_character_is_in_the_catalogue() -> None:
    # (A character may be added to the catalogue before any bundled script holds it.)
    on_scripts = {cid for name in bundled_scripts() for cid in load_script(name).characters}
    assert on_scripts - PENDING <= set(load_catalogue().ids)


@pytest.mark.parametrize("name", sorted(set(EXPECTED_COUNTS) | set(BASE_SCRIPTS)))
def test_bundled_scripts_match_schema(name: str) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema_path = REFERENCE / "script-schema.json"
    if not schema_path.is_file():
        pytest.skip(f"reference data not available: {schema_path.resolve()} is missing")
    schema = json.loads(schema_path.read_text(encoding="utf-8"))
    data = json.loads(bundled_scripts()[name].read_text(encoding="utf-8"))
    jsonschema.validate(data, schema)
    jsonschema.validate(load_script(name).to_json(), schema)


# --- official scripts from the reference folder ---------------------------


def test_official_scripts_present() -> None:
    if not OFFICIAL_SCRIPTS.is_dir():
        pytest.skip(f"reference data not available: {OFFICIAL_SCRIPTS.resolve()} is missing")
    assert len(_official_script_paths()) == 16


@pytest.mark.parametrize("path", _official_script_params())
def test_official_scripts_load(path: Path) -> None:
    script = load_script(path)
    raw = json.loads(path.read_text(encoding="utf-8"))
    meta = next(e for e in raw if isinstance(e, dict) and e.get("id") == "_meta")
    assert script.name == meta["name"]
    assert len(script.characters) == len(raw) - 1
    catalogue = load_catalogue()
    unknown = script.unknown_characters()
    assert unknown == [c for c in script.characters if c not in catalogue and c not in script.homebrew]
    assert script.unimplemented(catalogue.ids) == [c for c in script.characters if c not in catalogue]
    assert parse_script(script.to_json()) == script


def test_official_scripts_report_unknown() -> None:
    paths = _official_script_paths()
    if not paths:
        pytest.skip(f"reference data not available: {OFFICIAL_SCRIPTS.resolve()} is missing")
    # Every character of the tournament scripts is in the catalogue (the Summoner was the
    # last one missing).
    assert not any(load_script(p).unknown_characters() for p in paths)
    # Homebrew entries are recognised and never counted as unknown.
    with_homebrew = [load_script(p) for p in paths if load_script(p).homebrew]
    assert with_homebrew
    for script in with_homebrew:
        assert not set(script.homebrew) & set(script.unknown_characters())


# --- parsing ----------------------------------------------------------------


def test_parse_spellings_and_forms() -> None:
    script = parse_script([META, "fortune_teller", {"id": "Scarlet Woman"}, "IMP", HOMEBREW])
    assert script.characters == ("fortuneteller", "scarletwoman", "imp", "custombard")
    assert script.name == "Test" and script.author == "Tester"
    assert script.meta == META
    assert script.homebrew == {"custombard": HOMEBREW}
    assert script.characters_of("townsfolk") == ["fortuneteller", "custombard"]
    assert script.unknown_characters() == []
    assert script.first_night is None and script.other_night is None
    assert script.source == "<script>"


def test_parse_without_meta() -> None:
    script = parse_script(["imp", "chef"])
    assert (script.name, script.author, script.meta) == ("", "", {})
    assert script.to_json() == ["imp", "chef"]


def test_unknown_is_not_an_error() -> None:
    script = parse_script(["moonbard", "imp", "chef", "starseer"])
    assert script.unknown_characters() == ["moonbard", "starseer"]
    assert script.unimplemented(["imp", "Chef"]) == ["moonbard", "starseer"]
    assert script.unimplemented([]) == list(script.characters)


def test_custom_night_orders() -> None:
    meta = dict(META, firstNight=["dusk", "minioninfo", "Poisoner", "demoninfo", "chef", "dawn"],
                otherNight=["dusk", "poisoner", "imp", "dawn"])
    script = parse_script([meta, "poisoner", "imp", "chef"])
    assert script.first_night == ("dusk", "minioninfo", "poisoner", "demoninfo", "chef", "dawn")
    assert script.other_night == ("dusk", "poisoner", "imp", "dawn")


def test_round_trip_in_memory() -> None:
    meta = dict(META, bootlegger=["A house rule."], hideTitle=True, firstNight=["dusk", "chef", "dawn"])
    original = parse_script([meta, "chef", {"id": "imp"}, HOMEBREW, "Baron"])
    data = original.to_json()
    assert data[0] == meta
    assert data[1:] == ["chef", "imp", HOMEBREW, "baron"]
    again = parse_script(data)
    assert again == original
    assert parse_script(json.loads(json.dumps(data))) == original


def test_equality_ignores_source_and_script_is_hashable() -> None:
    a = parse_script(["imp", "chef"], source="a.json")
    b = parse_script(["imp", "chef"], source="b.json")
    assert a == b
    assert hash(a) == hash(b)
    assert isinstance(a, Script)


@pytest.mark.parametrize("name", sorted(set(EXPECTED_COUNTS) | set(BASE_SCRIPTS)))
def test_round_trip_through_file(name: str, tmp_path: Path) -> None:
    original = load_script(name)
    target = tmp_path / f"{name}.json"
    dump_script(original, target)
    again = load_script(target)
    assert again == original
    assert again.source == str(target)
    assert json.loads(target.read_text(encoding="utf-8")) == json.loads(
        bundled_scripts()[name].read_text(encoding="utf-8")
    )


# --- errors -----------------------------------------------------------------

BAD: list[tuple[str, Any, list[str]]] = [
    ("not a list", {"id": "_meta"}, ["<script>", "array", "object"]),
    ("number entry", [META, "imp", 7], ["entry 2", "number"]),
    ("null entry", [META, None], ["entry 1", "null"]),
    ("list entry", [META, ["imp"]], ["entry 1", "array"]),
    ("object without id", [META, {"name": "Imp"}], ["entry 1", "no 'id'"]),
    ("non-string id", [META, {"id": 3}], ["entry 1", "'id' must be a string"]),
    ("empty id", [META, "--"], ["entry 1", "'--'", "empty"]),
    ("duplicate id", [META, "imp", "chef", "IMP"], ["entry 3", "'IMP'", "duplicate", "entry 1"]),
    ("duplicate spelling", [META, "fortuneteller", "fortune_teller"], ["entry 2", "duplicate"]),
    ("duplicate meta", [META, "imp", META], ["entry 2", "_meta", "duplicate"]),
    ("bare meta string", ["_meta", "imp"], ["entry 0", "_meta", "object"]),
    ("homebrew unknown team", [META, dict(HOMEBREW, team="villain")],
     ["entry 1", "custom-bard", "unknown team", "villain"]),
    ("homebrew missing name", [META, {k: v for k, v in HOMEBREW.items() if k != "name"}],
     ["entry 1", "custom-bard", "missing", "'name'"]),
    ("homebrew missing ability", [META, {k: v for k, v in HOMEBREW.items() if k != "ability"}],
     ["entry 1", "custom-bard", "missing", "'ability'"]),
    ("homebrew missing team", [META, {"id": "x", "name": "X", "ability": "Y"}],
     ["entry 1", "'x'", "missing", "'team'"]),
    ("homebrew bad night", [META, dict(HOMEBREW, otherNight="late")], ["entry 1", "otherNight", "number"]),
    ("homebrew bad reminders", [META, dict(HOMEBREW, reminders="Sung")], ["entry 1", "reminders"]),
    ("meta name not string", [{"id": "_meta", "name": 5}, "imp"], ["entry 0", "_meta", "'name'", "string"]),
    ("meta author not string", [{"id": "_meta", "name": "n", "author": ["a"]}], ["entry 0", "'author'"]),
    ("meta hideTitle not bool", [dict(META, hideTitle="yes")], ["entry 0", "'hideTitle'"]),
    ("meta bootlegger not list", [dict(META, bootlegger="rule")], ["entry 0", "'bootlegger'", "array"]),
    ("first night not list", [dict(META, firstNight="imp"), "imp"], ["entry 0", "'firstNight'", "array"]),
    ("first night non-string", [dict(META, firstNight=["dusk", 3, "dawn"]), "imp"],
     ["entry 0", "'firstNight'[1]", "string"]),
    ("other night non-string", [dict(META, otherNight=["dusk", {"id": "imp"}]), "imp"],
     ["entry 0", "'otherNight'[1]"]),
]


@pytest.mark.parametrize(("case", "data", "fragments"), BAD, ids=[b[0] for b in BAD])
def test_malformed_scripts(case: str, data: Any, fragments: list[str]) -> None:
    with pytest.raises(ScriptError) as info:
        parse_script(data)
    message = str(info.value)
    assert message.startswith("<script>")
    for fragment in fragments:
        assert fragment in message, (case, message)
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize(("case", "data", "fragments"), BAD, ids=[b[0] for b in BAD])
def test_malformed_files_name_the_file(case: str, data: Any, fragments: list[str], tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ScriptError) as info:
        load_script(path)
    assert str(info.value).startswith(str(path))
    assert info.value.source == str(path)


def test_error_attributes() -> None:
    with pytest.raises(ScriptError) as info:
        parse_script([META, "imp", "imp"], source="my.json")
    err = info.value
    assert (err.source, err.index, err.entry_id) == ("my.json", 2, "imp")
    assert "duplicate" in err.problem


def test_invalid_json_reports_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('[\n  "imp",\n  "chef"\n  "baron"\n]\n', encoding="utf-8")
    with pytest.raises(ScriptError) as info:
        load_script(path)
    message = str(info.value)
    assert str(path) in message
    assert "line 4" in message and "column 3" in message


def test_unknown_name_lists_bundled() -> None:
    with pytest.raises(ScriptError) as info:
        load_script("no-such-script")
    message = str(info.value)
    assert "no-such-script" in message
    for name in EXPECTED_COUNTS:
        assert name in message


def test_missing_path(tmp_path: Path) -> None:
    with pytest.raises(ScriptError) as info:
        load_script(tmp_path / "absent.json")
    assert "absent.json" in str(info.value)
