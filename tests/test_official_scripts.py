"""The 16 official scripts of the shared reference folder (a 2025 tournament's scripts).

For each script file, parametrised:

- while some of its characters are not implemented, ``clocktower check`` fails and names
  exactly those characters (computed here from the raw file, the catalogue and the homebrew
  registry: a homebrew character counts once :mod:`clocktower.homebrew` runs it);
- once every character is implemented (the tests switch over by themselves, there is no
  skip list), ``clocktower check --players N`` exits 0 at every count the script is for
  (:meth:`Script.supported_player_counts`: Teensyville scripts 5-6, others 5-15), the
  engine's night order follows the script's ``_meta`` order when it has one (else the
  official night sheet), and a seeded random game with the invariant checks reaches a
  winner at each of those counts.

The same helpers also run on a bundled script written to a file, so they are exercised
even while no official script is complete.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from clocktower.catalogue import load_catalogue, normalise_id
from clocktower.characters import implemented_ids
from clocktower.cli import app
from clocktower.engine import Game, playability_problems
from clocktower.homebrew import is_registered
from clocktower.invariants import check_game, play_checked
from clocktower.script import Script, load_script

TESTS = Path(__file__).resolve().parent
_CANDIDATES = [TESTS.parent.parent / "shared", TESTS.parent.parent.parent / "shared"]
OFFICIAL = next((p / "reference" / "official-scripts" for p in _CANDIDATES
                 if (p / "reference" / "official-scripts").is_dir()), _CANDIDATES[0] / "reference" / "official-scripts")
FILES = sorted(OFFICIAL.glob("*.json")) if OFFICIAL.is_dir() else []
MARKERS = {"dusk", "minioninfo", "demoninfo", "dawn"}

runner = CliRunner()


def _raw_ids(path: Path) -> list[str]:
    """The character ids of a script file, read straight from the JSON (no script parser)."""
    ids = []
    for entry in json.loads(path.read_text(encoding="utf-8")):
        raw = entry if isinstance(entry, str) else entry.get("id")
        if raw == "_meta":
            continue
        ids.append(normalise_id(str(raw)))
    return ids


def _homebrew_ids(path: Path) -> set[str]:
    """The ids the file defines as homebrew characters (objects with more than an id)."""
    return {normalise_id(str(e["id"])) for e in json.loads(path.read_text(encoding="utf-8"))
            if isinstance(e, dict) and e.get("id") != "_meta" and set(e) != {"id"}}


def _expected_unsupported(path: Path) -> list[str]:
    """Ids of the file that the engine cannot run: an official id not implemented (or not in
    the catalogue), or a homebrew character the homebrew registry does not know."""
    official = set(load_catalogue().ids)
    implemented = set(implemented_ids())
    homebrew = _homebrew_ids(path)
    return [cid for cid in _raw_ids(path)
            if not (cid in homebrew and is_registered(cid)) and not (cid in official and cid in implemented)]


def _not_supported(output: str) -> list[str]:
    """The ids of check's "Not supported:" line (which the console may wrap)."""
    lines = output.splitlines()
    start = next(i for i, x in enumerate(lines) if x.startswith("Not supported:"))
    text = lines[start].removeprefix("Not supported:")
    for more in lines[start + 1:]:
        if not more.strip() or ":" in more:
            break
        text += " " + more
    return [x.strip() for x in text.split(",")]


def _complete(script: Script) -> bool:
    return not script.unimplemented(implemented_ids()) and not playability_problems(script)


def _follows(order: list[str], wanted: list[str]) -> bool:
    """Whether the ids of ``wanted`` that appear in ``order`` appear in the same sequence."""
    position = {step: i for i, step in enumerate(order)}
    kept = [position[step] for step in wanted if step in position]
    return kept == sorted(kept)


def _assert_night_orders(script: Script) -> None:
    """The engine's nights follow the script's ``_meta`` orders, else the catalogue's places."""
    catalogue = load_catalogue()
    game = Game(script, max(script.supported_player_counts()))
    for first in (True, False):
        order = game.night_order(first)
        custom = script.first_night if first else script.other_night
        if custom:
            assert _follows(order, list(custom)), (first, order, custom)
        else:
            def place(cid: str, first: bool = first) -> float:
                c = catalogue.get(cid)
                spot = c.first_night if first else c.other_night
                return float("inf") if spot is None else float(spot)

            characters = [s for s in order if s not in MARKERS and s in catalogue]
            assert [place(c) for c in characters] == sorted(place(c) for c in characters), (first, order)
        # Every character of the script that wakes that night has its place in the order.
        wakes = {c for c in script.characters if c in catalogue
                 and (catalogue.get(c).first_night if first else catalogue.get(c).other_night) is not None
                 and str(catalogue.get(c).team) not in ("fabled", "loric", "traveller")}
        assert wakes <= set(order), sorted(wakes - set(order))


def _assert_plays(source: str, script: Script) -> None:
    """``check`` passes at each supported count and a checked random game has a winner there."""
    counts = script.supported_player_counts()
    result = runner.invoke(app, ["check", source, "--players", "supported"])
    assert result.exit_code == 0, result.output
    assert f"Set up at {counts[0]}-{counts[-1]} players." in result.output
    for n in counts:
        game = play_checked(source, n, f"official:{n}")
        check_game(game)
        assert game.winner in ("good", "evil"), (source, n, game.winner)


def test_there_are_16_official_scripts() -> None:
    if not FILES:
        pytest.skip(f"official scripts not found at {OFFICIAL}")
    assert len(FILES) == 16


def test_every_official_script_is_supported() -> None:
    """All 16 run, their homebrew characters included (Stowed Away's hidden Travellers were
    the last): each passes ``check`` and plays through the full tests below, none skipped."""
    if not FILES:
        pytest.skip(f"official scripts not found at {OFFICIAL}")
    for path in FILES:
        script = load_script(str(path))
        assert _expected_unsupported(path) == [], path.stem
        assert _complete(script), (path.stem, playability_problems(script))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_check_names_exactly_the_unsupported_characters(path: Path) -> None:
    expected = _expected_unsupported(path)
    result = runner.invoke(app, ["check", str(path)])
    script = load_script(str(path))
    assert script.unimplemented(implemented_ids()) == expected
    if expected:
        assert result.exit_code == 1, result.output
        named = _not_supported(result.output)
        assert named == expected
    elif not playability_problems(script):
        assert result.exit_code == 0, result.output
        assert "Not supported" not in result.output


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_check_lists_the_scripts_jinxes(path: Path) -> None:
    catalogue = load_catalogue()
    known = [cid for cid in _raw_ids(path) if cid in catalogue.ids]
    pairs = [(a, b) for i, a in enumerate(known) for b in known[i + 1:] if catalogue.jinxed(a, b)]
    output = runner.invoke(app, ["check", str(path)]).output
    for a, b in pairs:
        assert f"{catalogue.get(a).name} & {catalogue.get(b).name}:" in output


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_official_script_night_orders(path: Path) -> None:
    script = load_script(str(path))
    if not _complete(script):
        pytest.skip(f"not every character is implemented yet: {', '.join(script.unimplemented(implemented_ids()))}")
    _assert_night_orders(script)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_official_script_plays_at_every_supported_count(path: Path) -> None:
    script = load_script(str(path))
    if not _complete(script):
        pytest.skip(f"not every character is implemented yet: {', '.join(script.unimplemented(implemented_ids()))}")
    _assert_plays(str(path), script)


# The helpers above, on bundled scripts written out as files (always complete).

def _written(tmp_path: Path, name: str, meta: dict[str, Any] | None = None) -> tuple[str, Script]:
    data = load_script(name).to_json()
    if meta:
        data[0].update(meta)
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path), load_script(str(path))


def test_helpers_on_a_bundled_script_file(tmp_path: Path) -> None:
    source, script = _written(tmp_path, "trouble-brewing")
    assert _expected_unsupported(Path(source)) == []
    assert script.supported_player_counts() == tuple(range(5, 16))
    _assert_night_orders(script)
    _assert_plays(source, script)


def test_meta_night_order_is_followed(tmp_path: Path) -> None:
    # The official sheet puts the Poisoner before the Washerwoman; this script reverses that.
    meta = {"firstNight": ["washerwoman", "poisoner", "dawn"], "otherNight": ["monk", "poisoner", "dawn"]}
    _source, script = _written(tmp_path, "trouble-brewing", meta)
    order = Game(script, 10).night_order(True)
    assert order.index("washerwoman") < order.index("poisoner")
    assert Game(script, 10).night_order(False).index("monk") < Game(script, 10).night_order(False).index("poisoner")
    _assert_night_orders(script)


def test_check_lists_no_jinxes_for_a_script_without_a_jinxed_pair() -> None:
    assert load_script("trouble-brewing").jinxes() == []
    result = runner.invoke(app, ["check", "trouble-brewing"])
    assert "Jinxes on this script" not in result.output


def test_check_lists_a_jinxed_pair_with_its_reason(tmp_path: Path) -> None:
    catalogue = load_catalogue()
    data = load_script("trouble-brewing").to_json() + ["damsel"]
    path = tmp_path / "tb-damsel.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = runner.invoke(app, ["check", str(path)])
    jinx = catalogue.jinxed("spy", "damsel")
    assert jinx is not None
    assert "Jinxes on this script (1):" in result.output
    assert f"Spy & Damsel: {jinx.reason}" in " ".join(result.output.split())


def test_teensyville_scripts_are_for_five_or_six(tmp_path: Path) -> None:
    teensy = ["washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller",
              "drunk", "recluse", "poisoner", "spy", "imp", "vortox"]
    path = tmp_path / "teensy.json"
    path.write_text(json.dumps([{"id": "_meta", "name": "Teensy"}, *teensy]), encoding="utf-8")
    script = load_script(str(path))
    assert script.supported_player_counts() == (5, 6)
    result = runner.invoke(app, ["check", str(path), "--players", "supported"])
    assert result.exit_code == 0, result.output
    assert "Set up at 5-6 players." in result.output
    # Seven players need five Townsfolk and no Outsider: still fine; fifteen cannot be dealt.
    result = runner.invoke(app, ["check", str(path), "--players", "15"])
    assert result.exit_code == 1
    assert "Cannot be set up at 15 players" in result.output


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_official_script_without_its_unsupported_characters_plays(path: Path, tmp_path: Path) -> None:
    """What the engine already runs of each script: the file less its unsupported characters
    passes ``check`` and plays to a winner at a small and a large count where it can still
    be dealt (the full test above takes over once every character is implemented)."""
    unsupported = set(_expected_unsupported(path))
    if not unsupported:
        pytest.skip("every character is implemented: the full test covers this script")
    data = [e for e in json.loads(path.read_text(encoding="utf-8"))
            if (e if isinstance(e, str) else e.get("id")) == "_meta"
            or normalise_id(str(e if isinstance(e, str) else e.get("id"))) not in unsupported]
    trimmed = tmp_path / path.name
    trimmed.write_text(json.dumps(data), encoding="utf-8")
    script = load_script(str(trimmed))
    if playability_problems(script):
        pytest.skip(f"without its unsupported characters it cannot be played: {playability_problems(script)}")
    assert runner.invoke(app, ["check", str(trimmed)]).exit_code == 0
    counts = script.supported_player_counts()
    played = 0
    for n in (counts[0], counts[-1] - 3):
        result = runner.invoke(app, ["check", str(trimmed), "--players", str(n)])
        if result.exit_code != 0:
            # Fewer characters of a type than the count needs: the trimmed list is too small.
            assert "too few" in result.output, result.output
            continue
        game = play_checked(str(trimmed), n, f"official-trimmed:{n}")
        check_game(game)
        assert game.winner in ("good", "evil"), (path.stem, n, game.winner)
        played += 1
    assert played, "the trimmed script could be set up at no count"


def test_check_players_rejects_a_bad_count_and_leaves_the_script_alone() -> None:
    result = runner.invoke(app, ["check", "trouble-brewing", "--players", "4"])
    assert result.exit_code == 2
    result = runner.invoke(app, ["check", "trouble-brewing", "--players", "7,9-10"])
    assert result.exit_code == 0 and "Set up at 7, 9-10 players." in result.output
