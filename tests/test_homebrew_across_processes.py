"""A script's homebrew characters travel with it into another process.

The catalogue learns a script's registered homebrew characters (:mod:`clocktower.homebrew`)
when the script is parsed. The workers of ``clocktower simulate -j N`` never parse it: they
receive the parsed Script by pickle. An unpickled Script must therefore teach its own
process's catalogue its homebrew characters, or a Witch Hunt game in a fresh worker knows no
Minion and Lil' Monsta's setup ("[+1 Minion]") cannot be honoured.

And the setup search's memos, shared by the games of one script and player count, must be
keyed by the script's content (its homebrew objects included), not by its name and ids: the
Witch Hunt Witch's ``bag-duplicate`` decides whether Lil' Monsta's extra Minion can be found.
"""

from __future__ import annotations

import pickle
from pathlib import Path
from typing import Any

import pytest

from clocktower import catalogue, setup
from clocktower.engine import Game, SetupError
from clocktower.script import Script, parse_script
from clocktower.simulate import GameSpec, build_report, play_game, run_games

HB = "witchhuntwitch"


def _witch(duplicate: bool) -> dict[str, Any]:
    obj: dict[str, Any] = {"id": "witchhunt-witch", "name": "Witch", "team": "minion",
                           "ability": "Each night, choose a player: if they nominate tomorrow, they die. "
                                      "If just 3 players live, you lose this ability."}
    if duplicate:
        obj["special"] = [{"type": "selection", "name": "bag-duplicate"}]
    return obj


def hunt(duplicate: bool = True, name: str = "Hunt") -> Script:
    """A Witch Hunt-like script: one Minion on it (the homebrew Witch) and Lil' Monsta, who
    needs a second Minion token at 5 players: only the Witch's ``bag-duplicate`` gives it."""
    return parse_script([{"id": "_meta", "name": name}, "librarian", "fortuneteller", "towncrier", "noble",
                         "general", "seamstress", "drunk", "recluse", "damsel", _witch(duplicate), "lilmonsta"],
                        source="hunt")


def test_an_unpickled_script_registers_its_homebrew(monkeypatch: pytest.MonkeyPatch) -> None:
    data = pickle.dumps(hunt())
    # As in a fresh worker process: the catalogue knows no homebrew character yet.
    monkeypatch.setattr(catalogue, "_HOMEBREW", {})
    monkeypatch.setattr(setup, "_SETUP_SEARCHES", {})
    assert HB not in catalogue.load_catalogue()
    script = pickle.loads(data)
    assert HB in catalogue.load_catalogue()
    assert str(catalogue.load_catalogue().get(HB).team) == "minion"
    game = Game(script, 5)  # raised "Lil' Monsta needs one more Minion than the script can give"
    assert game.state.phase == "setup"


@pytest.mark.parametrize("first", [True, False])
def test_the_setup_search_memo_is_keyed_by_the_scripts_content(monkeypatch: pytest.MonkeyPatch,
                                                                first: bool) -> None:
    # Two scripts of one name and one character list, differing only in the Witch's object:
    # with bag-duplicate Lil' Monsta can have its second Minion at 5 players, without it not.
    monkeypatch.setattr(setup, "_SETUP_SEARCHES", {})
    for duplicate in (first, not first):
        script = hunt(duplicate)
        if duplicate:
            Game(script, 5)
        else:
            with pytest.raises(SetupError, match="Lil' Monsta needs one more Minion"):
                Game(script, 5)


def test_a_game_that_cannot_be_set_up_is_that_games_error() -> None:
    bad, good = hunt(duplicate=False, name="Hunt without duplicates"), hunt()
    specs = [GameSpec(0, "hunt", bad, 5, 0, "s:5:0", max_decisions=300),
             GameSpec(1, "hunt", good, 5, 1, "s:5:1", max_decisions=300)]
    summary, record = play_game(specs[0])
    assert summary.error == "SetupError: Lil' Monsta needs one more Minion than the script can give"
    assert (summary.winner, summary.decisions, summary.seats, record) == ("", 0, (), None)
    run = run_games(specs, jobs=1)
    assert [s.index for s in run.summaries] == [0, 1]
    assert run.summaries[0].error is not None and run.summaries[1].error is None
    report = build_report(run.summaries, scripts=[("hunt", good)])
    assert report["meta"]["failed"] == 1
    assert report["scripts"]["hunt"]["errors"][0]["error"].startswith("SetupError: Lil' Monsta")


def test_witch_hunt_games_play_in_pool_workers(tmp_path: Path) -> None:
    # Each of the two spawned workers plays one game: its first, with nothing parsed there.
    script = hunt()
    specs = [GameSpec(i, "hunt", script, 5, i, f"7:5:{i}", max_decisions=300) for i in range(2)]
    run = run_games(specs, jobs=2)
    assert [s.error for s in run.summaries] == [None, None]
