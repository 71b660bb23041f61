"""The edges of the API and the file readers (issue 17, items 14 to 19).

- an answer must have exactly an option's types (a NumPy integer is converted on purpose);
- ``Game.answer`` puts the game back as it was after any exception, not only a SetupError;
- an unhashable element of a multi-pick answer is an illegal answer;
- JSON nested too deep is a clear error from every reader;
- player names are texts, ``players`` a count or a list of names, ``script`` a script;
- a record without its result line does not replay as "identical";
- error messages show a cut copy of a long bad value.
"""

from __future__ import annotations

import json
import random
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy
import pytest
from typer.testing import CliRunner

from clocktower import cli
from clocktower.decisions import Decision, DecisionKind, IllegalAnswer, canonical, shown
from clocktower.engine import Game
from clocktower.record import RecordError, ReplayDivergence, dumps, read_record, replay
from clocktower.script import ScriptError, load_script


def _game_at_a_seat_pick(seed: int = 3) -> Game:
    """A trouble-brewing game played at random to its first seat's pick of one player."""
    game = Game("trouble-brewing", 7)
    rng = random.Random(seed)
    while game.pending is not None and not (game.pending.kind == DecisionKind.CHOOSE_PLAYERS
                                            and game.pending.count is None
                                            and any(type(o) is int for o in game.pending.options)):
        game.answer(game.pending.random_answer(rng))
    assert game.pending is not None
    return game


def _snapshot(game: Game) -> tuple[Any, ...]:
    return (len(game.answers), len(game.events), game.pending, dumps(game))


@pytest.mark.parametrize("other", [complex(1, 0), Fraction(1), Decimal(1), 1.0, True],
                         ids=["complex", "fraction", "decimal", "float", "bool"])
def test_an_answer_of_another_number_type_is_refused_and_changes_nothing(other: Any) -> None:
    game = _game_at_a_seat_pick()
    seat = next(o for o in game.pending.options if type(o) is int and o == 1) \
        if 1 in game.pending.options else None
    if seat is None:
        pytest.skip("seat 1 is not an option here")
    before = _snapshot(game)
    with pytest.raises(IllegalAnswer):
        game.answer(other)
    assert _snapshot(game) == before
    game.answer(1)  # the legal answer still plays on


def test_a_numpy_integer_is_taken_as_the_int_it_equals_and_the_record_is_written() -> None:
    game = _game_at_a_seat_pick()
    seat = next(o for o in game.pending.options if type(o) is int)
    game.answer(numpy.int64(seat))
    assert type(game.answers[-1]) is int and game.answers[-1] == seat
    lines = [json.loads(x) for x in dumps(game).splitlines()]
    assert replay(lines).answers == game.answers


def test_a_numpy_integer_is_no_bool_and_a_numpy_bool_no_seat() -> None:
    vote = Decision(DecisionKind.VOTE, 0, "vote", "Vote?", (True, False))
    with pytest.raises(IllegalAnswer):
        vote.validate(numpy.int64(1))
    assert vote.validate(numpy.bool_(True)) is True
    seat = Decision(DecisionKind.CHOOSE_PLAYERS, 0, "x", "Choose", (0, 1, 2))
    with pytest.raises(IllegalAnswer):
        seat.validate(numpy.bool_(True))
    assert canonical([numpy.int32(2), (numpy.int8(1),)]) == (2, (1,))


def test_a_tuple_option_answered_with_another_number_type_inside_is_refused() -> None:
    d = Decision(DecisionKind.STORYTELLER, -1, "x", "Pick", ((1, "imp"), (2, "imp")))
    with pytest.raises(IllegalAnswer):
        d.validate((Fraction(1), "imp"))
    assert d.validate([1, "imp"]) == (1, "imp")


def test_answer_rolls_back_on_any_exception(monkeypatch: pytest.MonkeyPatch) -> None:
    """An error raised while the game runs on from an answer (here a planted one) leaves the
    game as it was before the answer, and the next answers play as if it had not been given."""
    game = _game_at_a_seat_pick()
    before = _snapshot(game)
    answer = game.pending.options[0]

    def broken(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("planted")

    monkeypatch.setattr(game, "emit", broken)
    with pytest.raises(RuntimeError, match="planted"):
        game.answer(answer)
    monkeypatch.undo()
    game.__dict__.pop("emit", None)
    assert _snapshot(game) == before
    game.answer(answer)
    assert len(game.answers) == before[0] + 1


def test_a_multi_pick_answer_with_an_unhashable_element_is_illegal() -> None:
    d = Decision(DecisionKind.CHOOSE_PLAYERS, 0, "x", "Choose up to 5", (0, 1, 2, 3, 4, 5), count=(0, 5))
    for bad in ([{}], [1, {}], [[1, {}]], [set()]):
        with pytest.raises(IllegalAnswer):
            d.validate(bad)


def test_an_answer_nested_too_deep_is_illegal_not_a_recursion_error() -> None:
    deep: Any = 1
    for _ in range(600):
        deep = [deep]
    for d in (Decision(DecisionKind.CHOOSE_PLAYERS, 0, "x", "Choose", (0, 1)),
              Decision(DecisionKind.CHOOSE_PLAYERS, 0, "x", "Choose", (0, 1), count=(0, 2))):
        with pytest.raises(IllegalAnswer, match="nested"):
            d.validate(deep)


def _finished_record(tmp_path: Path) -> Path:
    game = Game("trouble-brewing", 7)
    rng = random.Random(5)
    while game.pending is not None:
        game.answer(game.pending.random_answer(rng))
    path = tmp_path / "g.jsonl"
    path.write_text(dumps(game), encoding="utf-8")
    return path


def test_deeply_nested_json_is_a_clear_error_from_every_reader(tmp_path: Path) -> None:
    deep = "[" * 100_000 + "]" * 100_000
    script = tmp_path / "deep.json"
    script.write_text(deep, encoding="utf-8")
    with pytest.raises(ScriptError, match="nested too deep"):
        load_script(str(script))
    header = _finished_record(tmp_path).read_text(encoding="utf-8").splitlines()[0]
    record = tmp_path / "deep.jsonl"
    record.write_text(header + "\n" + deep + "\n", encoding="utf-8")
    with pytest.raises(RecordError, match="nested too deep"):
        read_record(record)
    runner = CliRunner()
    for args in (["check", str(script)], ["play", "--script", str(script), "-q"],
                 ["replay", "-q", str(record)], ["resume", str(record)]):
        r = runner.invoke(cli.app, args)
        assert r.exit_code != 0 and "nested too deep" in r.output, args
        assert not isinstance(r.exception, RecursionError), args


def test_a_recorded_answer_nested_deep_is_a_divergence_not_a_recursion_error(tmp_path: Path) -> None:
    lines = read_record(_finished_record(tmp_path))
    first = next(line for line in lines if line["type"] == "decision")
    deep: Any = 1
    for _ in range(500):
        deep = [deep]
    first["answer"] = deep
    with pytest.raises(ReplayDivergence, match="nested"):
        replay(lines)


def test_a_record_header_with_player_names_that_are_not_texts_is_refused(tmp_path: Path) -> None:
    lines = read_record(_finished_record(tmp_path))
    lines[0]["players"] = list(range(len(lines[0]["players"])))
    with pytest.raises(RecordError, match="name must be a text"):
        replay(lines)


@pytest.mark.parametrize("players", ["10", b"1234567", 10.0, True, None, [1, 2, 3, 4, 5, 6, 7],
                                     ["A", "B", "C", "D", "E", 6, "G"]])
def test_players_must_be_a_count_or_a_list_of_names(players: Any) -> None:
    with pytest.raises(TypeError, match="players must be|name must be a text"):
        Game("trouble-brewing", players)


@pytest.mark.parametrize("kw", [{"travellers": [1]}, {"travellers": "Zed"}, {"joining": [None]}, {"joining": "Zed"}])
def test_traveller_and_joining_names_must_be_texts(kw: dict[str, Any]) -> None:
    with pytest.raises(TypeError, match="must be a list of names|name must be a text"):
        Game("trouble-brewing", 7, **kw)


@pytest.mark.parametrize("script", [None, 7, ["washerwoman"]])
def test_script_must_be_a_script_a_name_or_a_path(script: Any) -> None:
    with pytest.raises(TypeError, match="script must be"):
        Game(script, 7)


def test_a_record_without_its_result_line_does_not_replay_as_identical(tmp_path: Path) -> None:
    path = _finished_record(tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    runner = CliRunner()
    assert runner.invoke(cli.app, ["replay", "-q", str(path)]).exit_code == 0
    for name, kept in (("cut.jsonl", lines[:-3]), ("last.jsonl", lines[:-1]), ("header.jsonl", lines[:1])):
        part = tmp_path / name
        part.write_text("\n".join(kept) + "\n", encoding="utf-8")
        r = runner.invoke(cli.app, ["replay", "-q", str(part)])
        assert r.exit_code != 0, name
        assert ("incomplete" in r.output or "ends early" in r.output), name
        assert "Replay identical" not in r.output, name


def test_error_messages_cut_a_long_bad_value() -> None:
    d = Decision(DecisionKind.CHOOSE_CHARACTER, 0, "x", "Choose", ("imp", "spy"))
    with pytest.raises(IllegalAnswer) as caught:
        d.validate("z" * 1_000_000)
    assert len(str(caught.value)) < 400 and "..." in str(caught.value)
    multi = Decision(DecisionKind.CHOOSE_PLAYERS, 0, "x", "Choose", (0, 1), count=(1, 2))
    for bad in (["z" * 1_000_000], list(range(100_000)), "z" * 1_000_000):
        with pytest.raises(IllegalAnswer) as caught:
            multi.validate(bad)
        assert len(str(caught.value)) < 400
    with pytest.raises(TypeError) as refused:
        Game("trouble-brewing", "z" * 1_000_000)
    assert len(str(refused.value)) < 400
    assert len(shown("z" * 10_000)) < 120 and shown("short") == "'short'"


def test_script_and_record_errors_cut_a_long_bad_value(tmp_path: Path) -> None:
    from clocktower.script import parse_script

    big = "z" * 1_000_000
    for data in (["imp", {"id": "_meta", "author": [big]}], [{"id": big, "team": "nope"}], [[big]]):
        with pytest.raises(ScriptError) as caught:
            parse_script(data)
        assert len(str(caught.value)) < 400, data[:1]
    with pytest.raises(Exception) as refused:
        Game(parse_script([big]), 7)
    assert len(str(refused.value)) < 600
    path = _finished_record(tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header["format"] = big
    path.write_text(json.dumps(header) + "\n", encoding="utf-8")
    with pytest.raises(RecordError) as unread:
        read_record(path)
    assert len(str(unread.value)) < 400
    game = Game("trouble-brewing", 7)
    with pytest.raises(ValueError) as edit:
        game.edit("character", 0, big)
    assert len(str(edit.value)) < 400
