"""Tests for clocktower.catalogue and the bundled characters.json.

The checks against the official reference data read ``../shared/reference``
(relative to the repository root) and skip when that folder is absent.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import pytest

from clocktower.catalogue import (
    Catalogue,
    Character,
    Jinx,
    Team,
    UnknownCharacterError,
    load_catalogue,
    normalise_id,
)

REFERENCE = Path(__file__).parents[1] / ".." / "shared" / "reference"

SEED_IDS = """
acrobat amnesiac balloonist bountyhunter chambermaid chef courtier cultleader dreamer empath
exorcist fisherman fortuneteller gambler general gossip grandmother huntsman innkeeper juggler
knight mayor minstrel nightwatchman noble oracle philosopher pixie poppygrower preacher professor
ravenkeeper sailor savant seamstress shugenja slayer snakecharmer soldier steward tealady
towncrier undertaker villageidiot damsel drunk goon klutz lunatic moonchild mutant puzzlemaster
recluse sweetheart tinker zealot assassin baron boffin goblin godfather marionette mastermind
poisoner scarletwoman widow wizard xaan fanggu imp kazali legion leviathan lleech lordoftyphon
nodashii po pukka riot shabaloth vortox yaggababble duchess hellslibrarian stormcatcher
""".split()

MARKERS = ("dusk", "minioninfo", "demoninfo", "dawn")


def _reference(name: str) -> Any:
    """Load one reference JSON file, skipping the test if it is not available."""
    path = REFERENCE / name
    if not path.is_file():
        pytest.skip(f"reference data not available: {path.resolve()} is missing")
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load_catalogue()


# --- the data file itself -------------------------------------------------


def _rows() -> list[dict[str, Any]]:
    """The rows of the bundled data file, read directly (the counts below come from them,
    so adding a character breaks no test)."""
    path = Path(__file__).parents[1] / "clocktower" / "data" / "characters.json"
    rows: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["characters"]
    return rows


def test_one_character_per_row_with_unique_ids(cat: Catalogue) -> None:
    ids = [row["id"] for row in _rows()]
    assert len(SEED_IDS) == len(set(SEED_IDS))
    assert len(cat) == len(ids) == len(set(ids)) == len(set(cat.ids))
    assert list(cat.ids) == ids  # data-file order


def test_every_seed_id_present(cat: Catalogue) -> None:
    assert set(SEED_IDS) <= set(cat.ids)
    for cid in SEED_IDS:
        assert cid in cat


def test_ids_are_lowercase_letters(cat: Catalogue) -> None:
    for character in cat:
        assert character.id.isalpha() and character.id.islower(), character.id


def test_team_counts(cat: Catalogue) -> None:
    counts = {team: len(cat.by_team(team)) for team in Team}
    assert counts == {team: sum(1 for row in _rows() if row["team"] == team) for team in Team}
    assert sum(counts.values()) == len(cat)
    seeds = {team: sum(1 for c in SEED_IDS if cat.get(c).team is team) for team in Team}
    assert all(counts[team] >= seeds[team] for team in Team) and seeds[Team.TRAVELLER] == 0


def test_rows_well_formed(cat: Catalogue) -> None:
    for c in cat:
        assert isinstance(c, Character)
        assert c.name and c.ability
        assert isinstance(c.reminders, tuple) and all(isinstance(r, str) for r in c.reminders)
        assert isinstance(c.global_reminders, tuple)
        assert c.first_night is None or isinstance(c.first_night, int)
        assert c.other_night is None or isinstance(c.other_night, int)
        for jinx in c.jinxes:
            assert isinstance(jinx, Jinx)
            assert jinx.id in cat and jinx.id != c.id
            assert jinx.reason.strip()


def test_setup_flag_matches_bracket(cat: Catalogue) -> None:
    for c in cat:
        if "[" in c.ability:
            assert c.setup, c.id
    # The Drunk changes setup (a Townsfolk token is handed out) without a bracket.
    assert cat.get("drunk").setup


def test_data_file_shape() -> None:
    path = Path(__file__).parents[1] / "clocktower" / "data" / "characters.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 1
    assert set(data["night_markers"]) == {"first", "other"}
    for night in ("first", "other"):
        assert set(data["night_markers"][night]) == set(MARKERS)
    keys = {"id", "name", "team", "ability", "first_night", "other_night",
            "reminders", "global_reminders", "setup", "jinxes"}
    for row in data["characters"]:
        assert set(row) == keys, row["id"]


# --- API ------------------------------------------------------------------


def test_get_and_spellings(cat: Catalogue) -> None:
    ft = cat.get("fortuneteller")
    assert ft.name == "Fortune Teller"
    assert cat.get("Fortune Teller") is ft
    assert cat.get("fortune_teller") is ft
    assert "Fortune-Teller" in cat
    assert normalise_id("Hell's Librarian") == "hellslibrarian"


def test_unknown_character_error(cat: Catalogue) -> None:
    with pytest.raises(UnknownCharacterError) as info:
        cat.get("moonbard")
    assert isinstance(info.value, KeyError)
    assert "moonbard" in str(info.value)
    assert info.value.character_id == "moonbard"
    assert "moonbard" not in cat
    assert 42 not in cat


def test_team_properties(cat: Catalogue) -> None:
    assert Team.TOWNSFOLK.is_good_by_default and Team.OUTSIDER.is_good_by_default
    for team in (Team.MINION, Team.DEMON, Team.TRAVELLER, Team.FABLED, Team.LORIC):
        assert not team.is_good_by_default
    assert Team("minion") is Team.MINION and str(Team.MINION) == "minion"

    imp, baron, chef, drunk = (cat.get(i) for i in ("imp", "baron", "chef", "drunk"))
    assert imp.is_demon and not imp.is_minion and imp.default_alignment == "evil"
    assert baron.is_minion and baron.default_alignment == "evil"
    assert chef.is_townsfolk and chef.default_alignment == "good"
    assert drunk.is_outsider and drunk.default_alignment == "good"
    assert cat.get("duchess").default_alignment == "neutral"


def test_character_is_frozen(cat: Catalogue) -> None:
    with pytest.raises(AttributeError):
        cat.get("imp").name = "Not the Imp"  # type: ignore[misc]


def test_by_team(cat: Catalogue) -> None:
    fabled = [c.id for c in cat.by_team("fabled")]
    assert fabled == [row["id"] for row in _rows() if row["team"] == "fabled"]
    assert [c for c in fabled if c in ("duchess", "hellslibrarian")] == ["duchess", "hellslibrarian"]
    assert [c.id for c in cat.by_team(Team.LORIC)] == [row["id"] for row in _rows() if row["team"] == "loric"]
    assert "stormcatcher" in [c.id for c in cat.by_team(Team.LORIC)]
    with pytest.raises(ValueError):
        cat.by_team("villain")


def test_jinxed_either_direction(cat: Catalogue) -> None:
    a = cat.jinxed("widow", "damsel")
    b = cat.jinxed("damsel", "widow")
    assert a is not None and a is b and a.id == "damsel"
    assert cat.jinxed("imp", "chef") is None
    assert cat.jinxed("imp", "nobody") is None


def test_night_order_facts(cat: Catalogue) -> None:
    # Spot checks of relative order.
    assert cat.get("poisoner").first_night < cat.get("chef").first_night  # type: ignore[operator]
    assert cat.get("imp").first_night is None
    assert cat.get("imp").other_night is not None
    assert cat.night_marker("first", "dusk") == 0
    assert cat.night_marker("first", "minioninfo") < cat.night_marker("first", "demoninfo")
    assert cat.night_marker("other", "dawn") > cat.get("riot").other_night  # type: ignore[operator]
    # The Leviathan acts after dawn.
    assert cat.get("leviathan").other_night > cat.night_marker("other", "dawn")  # type: ignore[operator]
    with pytest.raises(KeyError):
        cat.night_marker("other", "minioninfo")
    with pytest.raises(KeyError):
        cat.night_marker("first", "noon")
    with pytest.raises(ValueError):
        cat.night_marker("third", "dusk")  # type: ignore[arg-type]


def test_load_catalogue_is_cached() -> None:
    assert load_catalogue() is load_catalogue()


# --- comparison with the official reference data --------------------------


def test_matches_reference_roles(cat: Catalogue) -> None:
    roles = {r["id"]: r for r in _reference("roles.json")}
    for c in cat:
        assert c.id in roles, f"{c.id} is not an official id"
        ref = roles[c.id]
        assert c.team.value == ref["team"], c.id
        assert c.name == ref["name"], c.id
        assert list(c.reminders) == ref["reminders"], c.id
        assert c.setup == ref["setup"], c.id


def _positions(cat: Catalogue, night: str) -> dict[str, int]:
    attr = "first_night" if night == "first" else "other_night"
    out: dict[str, int] = {}
    for c in cat:
        value = getattr(c, attr)
        if value is not None:
            out[c.id] = value
    for marker in MARKERS:
        try:
            out[marker] = cat.night_marker(night, marker)  # type: ignore[arg-type]
        except KeyError:
            pass
    return out


@pytest.mark.parametrize(("night", "key"), [("first", "firstNight"), ("other", "otherNight")])
def test_matches_reference_nightsheet(cat: Catalogue, night: str, key: str) -> None:
    sheet: list[str] = _reference("nightsheet.json")[key]
    ours = _positions(cat, night)
    relevant = [x for x in sheet if x in cat or x in MARKERS]
    # Same membership: everything of ours on the sheet and vice versa.
    assert set(ours) == set(relevant)
    # Same relative order for every pair.
    for a, b in itertools.combinations(relevant, 2):
        assert (ours[a] < ours[b]) == (sheet.index(a) < sheet.index(b)), (a, b)


def test_matches_reference_jinxes(cat: Catalogue) -> None:
    reference = _reference("jinxes.json")
    ids = set(cat.ids)
    expected = {
        (entry["id"], j["id"])
        for entry in reference
        for j in entry["jinx"]
        if entry["id"] in ids and j["id"] in ids
    }
    ours = {(c.id, j.id) for c in cat for j in c.jinxes}
    assert ours == expected
    for a, b in expected:
        assert cat.jinxed(a, b) is not None and cat.jinxed(b, a) is not None


def test_every_released_character_has_a_row_and_a_behaviour_module(cat: Catalogue) -> None:
    """Issue 15: the catalogue holds every id of the makers' roles.json, each with its own
    behaviour module, and `clocktower scripts` says how many it runs."""
    from typer.testing import CliRunner

    from clocktower.characters import implemented_ids
    from clocktower.cli import app

    released = [r["id"] for r in _reference("roles.json")]
    missing_rows = sorted(set(released) - {c.id for c in cat})
    assert not missing_rows, f"no catalogue row: {missing_rows}"
    implemented = implemented_ids()
    without_module = sorted(c for c in released if c not in implemented)
    assert not without_module, f"no behaviour module: {without_module}"
    out = CliRunner().invoke(app, ["scripts"], terminal_width=200).output
    assert f"The catalogue holds {len(released)} released characters; the engine runs {len(released)} of them" in out
