"""The LLM player against a local stub endpoint (127.0.0.1, no network): legal replies,
illegal ones retried with the error, the heuristic fallback, configuration, and the record
(its prompts and replies kept, the game replayed exactly without any model)."""

from __future__ import annotations

import gzip
import json
import socket
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from clocktower.agents import llm, run_game
from clocktower.agents.llm import BadReply, LLMAgent, LLMConfig, LLMError, parse_answer, transcript_lines
from clocktower.agents.llm_stub import StubServer
from clocktower.agents.registry import PLAYER_KINDS, player_agents, storyteller_agent
from clocktower.arena import plan_arena, rating, run_arena
from clocktower.cli import app
from clocktower.decisions import Decision, DecisionKind
from clocktower.engine import Game
from clocktower.record import dumps, read_record, replay
from clocktower.script import load_script


@pytest.fixture(autouse=True)
def _no_overrides() -> Any:
    saved = dict(llm._OVERRIDES)
    yield
    llm._OVERRIDES.clear()
    llm._OVERRIDES.update(saved)


def _decision(count: tuple[int, int] | None = None, free_text: int = 0) -> Decision:
    return Decision(DecisionKind.CHOOSE_PLAYERS, 0, "test", "Choose", (1, 2, 3), count=count, free_text=free_text)


def test_parse_answer_takes_legal_json_and_names_what_is_wrong() -> None:
    assert parse_answer('{"choice": 2}', _decision()) == 3
    assert parse_answer('Sure!\n```json\n{"choice": 0, "reason": "x"}\n```', _decision()) == 1
    assert parse_answer('{"choices": [2, 0]}', _decision((2, 2))) == (3, 1)
    assert parse_answer('{"text": "a wish"}', _decision(free_text=40)) == "a wish"
    for reply, decision, message in [
        ("no json here", _decision(), "no JSON"),
        ('{"choice": 7}', _decision(), "no option 7"),
        ('{"choice": true}', _decision(), "integer"),
        ('{"choices": [0]}', _decision(), "choice"),
        ('{"choice": 1}', _decision((2, 2)), "choices"),
        ('{"choices": [1, 1]}', _decision((2, 2)), "twice"),
        ('{"choices": [0]}', _decision((2, 2)), "2 to 2"),
    ]:
        with pytest.raises(BadReply, match=message):
            parse_answer(reply, decision)


def _game_with_llm(url: str, seats: tuple[int, ...] = (1, 3), seed: int = 4, players: int = 6,
                   max_tries: int = 3) -> tuple[Game, dict[int, Any]]:
    config = LLMConfig(base_url=url, model="stub", max_tries=max_tries)
    game = Game("darkest-before-dawn", players)
    agents: dict[int, Any] = player_agents("heuristic", seed, players)
    for s in seats:
        agents[s] = LLMAgent(f"{seed}:seat{s}", s, config)
    run_game(game, agents, storyteller_agent("balanced", seed, game))
    return game, agents


def _replays_identically(text: str) -> None:
    lines = [json.loads(x) for x in text.splitlines()]
    again = replay(lines)  # no model is called: the answers are in the record
    plain = [x for x in lines if x["type"] != "llm"]
    assert [json.loads(x) for x in dumps(again, {k: v for k, v in lines[0].items()
                                                 if k not in again.header()}).splitlines()] == plain


def test_legal_replies_play_the_seats_and_go_into_the_record() -> None:
    with StubServer("legal") as url:
        game, agents = _game_with_llm(url)
    assert game.over
    notes = transcript_lines(game, agents.values())
    assert notes and all(n["outcome"] == "ok" and n["try"] == 0 for n in notes)
    for n in notes:
        d = game.decisions[n["i"]]
        assert d.chooser == n["seat"] and d.step == n["step"]
        assert n["usage"]["prompt_tokens"] > 0 and n["usage"]["completion_tokens"] > 0
        assert n["messages"][0]["role"] == "system" and "Options:" in n["messages"][1]["content"]
        assert json.loads(json.dumps(game.answers[n["i"]], default=list)) == n["answer"]
    text = dumps(game, {"seed": 4}, notes)
    kinds = [json.loads(x)["type"] for x in text.splitlines()]
    first = kinds.index("llm")
    assert kinds[first - 1] == "decision"  # after the decision it answered
    _replays_identically(text)


def test_the_prompt_holds_only_the_seats_view() -> None:
    with StubServer("legal") as url:
        game, agents = _game_with_llm(url, seats=(2,), seed=8)
    seat = 2
    for n in transcript_lines(game, agents.values()):
        user = n["messages"][1]["content"]
        told = {e.text for e in game.events if e.visible_to(seat)}
        for e in game.events:
            if not e.visible_to(seat) and e.text not in told:
                assert e.text not in user, f"the prompt of seat {seat} holds {e.text!r}"


def test_an_illegal_reply_is_asked_again_with_the_error() -> None:
    with StubServer("illegal_once") as url:
        game, agents = _game_with_llm(url, seats=(0,))
    notes = transcript_lines(game, agents.values())
    assert game.over and notes
    tries = [n for n in notes if n["call"] == 0]
    assert [n["try"] for n in tries] == [0, 1]
    assert tries[0]["outcome"].startswith("illegal: there is no option")
    assert "not legal" in tries[1]["retry"] and tries[1]["outcome"] == "ok"


def test_after_the_last_try_the_heuristic_bot_answers() -> None:
    with StubServer("illegal") as url:
        game, agents = _game_with_llm(url, seats=(0,), max_tries=2)
    notes = transcript_lines(game, agents.values())
    assert game.over
    calls = {n["call"] for n in notes}
    for c in calls:
        mine = [n for n in notes if n["call"] == c]
        assert [n["outcome"].split(":")[0] for n in mine] == ["illegal", "illegal", "fallback"]
    _replays_identically(dumps(game, None, notes))


def test_an_endpoint_that_is_down_counts_as_tries_then_falls_back() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again at once: nothing listens there
    config = LLMConfig(base_url=f"http://127.0.0.1:{port}/v1", model="stub", max_tries=1, timeout=5)
    game = Game("darkest-before-dawn", 5)
    agents: dict[int, Any] = player_agents("heuristic", 1, 5)
    agents[0] = LLMAgent("1:seat0", 0, config)
    run_game(game, agents, storyteller_agent("balanced", 1, game))
    entries = agents[0].transcript
    assert game.over and entries[0]["outcome"].startswith("error: ") and entries[1]["outcome"].startswith("fallback")
    trouble = llm.endpoint_trouble(transcript_lines(game, agents.values()))
    assert trouble is not None and trouble.startswith("the LLM endpoint failed ")
    assert "heuristic bot answered" in trouble


def test_an_unreachable_endpoint_is_said_by_play_and_fails_the_arena_game(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Found by review: the fallback kept the game going and nobody was told; an arena then
    ranked the 'llm' kind on games the heuristic bot had played."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.setenv(llm.ENV_BASE_URL, f"http://127.0.0.1:{port}/v1")
    monkeypatch.setenv(llm.ENV_MODEL, "stub")
    llm.configure(max_tries=1, timeout=2)
    result = CliRunner().invoke(app, ["play", "-p", "5", "--seat", "1=llm", "-q"])
    assert result.exit_code == 0
    assert "warning: the LLM endpoint failed" in result.output
    plan = plan_arena("darkest-before-dawn", load_script("darkest-before-dawn"), 5, 1, 3, "llm", "random",
                      keep_records=False)
    results = run_arena(plan)
    assert all(r.error and r.error.startswith("LLMEndpointError: the LLM endpoint failed") for r in results)


def test_endpoint_trouble_ignores_a_models_illegal_replies() -> None:
    lines = [{"outcome": "illegal: no option 9", "reply": "{}"}, {"outcome": "ok", "reply": "{}"}]
    assert llm.endpoint_trouble(lines) is None


def test_configuration_from_the_environment_and_overrides(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(llm.ENV_MODEL, raising=False)
    with pytest.raises(LLMError, match="needs a model"):
        LLMAgent(0, 0)
    monkeypatch.setenv(llm.ENV_BASE_URL, "http://127.0.0.1:9/v1")
    monkeypatch.setenv(llm.ENV_MODEL, "m1")
    monkeypatch.setenv(llm.ENV_API_KEY, "k1")
    assert LLMConfig.from_env() == LLMConfig("http://127.0.0.1:9/v1", "m1", "k1")
    llm.configure(model="m2", base_url=None)
    assert LLMConfig.from_env().model == "m2" and LLMConfig.from_env().base_url == "http://127.0.0.1:9/v1"
    with pytest.raises(TypeError, match="unknown setting"):
        llm.configure(modle="x")
    assert isinstance(PLAYER_KINDS["llm"]("s", 3), LLMAgent)


def test_play_with_llm_bots_records_the_transcript(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with StubServer("legal") as url:
        monkeypatch.setenv(llm.ENV_BASE_URL, url)
        monkeypatch.setenv(llm.ENV_MODEL, "stub")
        out = tmp_path / "game.jsonl"
        result = CliRunner().invoke(app, ["play", "-p", "5", "--bots", "llm", "-q", "--record", str(out)])
    assert result.exit_code == 0, result.output
    lines = read_record(out)
    assert any(x["type"] == "llm" for x in lines)
    assert CliRunner().invoke(app, ["replay", "-q", str(out)]).exit_code == 0


def test_rating_is_even_at_half_and_finite_at_the_ends() -> None:
    assert rating(5, 10)["diff"] == 0
    for wins in (0, 10):
        r = rating(wins, 10)
        assert r["low"] <= r["diff"] <= r["high"] and abs(r["diff"]) < 1000
    assert rating(0, 0)["diff"] is None


def test_mirrored_pairs_share_their_deal_and_swap_the_kinds(tmp_path: Path) -> None:
    [(key, script)] = [("darkest-before-dawn", load_script("darkest-before-dawn"))]
    plan = plan_arena(key, script, 6, 2, 7, "heuristic", "random")
    results = run_arena(plan, records_dir=tmp_path)
    assert [(r.good, r.evil) for r in results] == [("heuristic", "random"), ("random", "heuristic")] * 2
    for p in range(2):
        a, b = (read_record(tmp_path / f) for f in sorted(x.name for x in tmp_path.iterdir())[2 * p:2 * p + 2])
        setup = [[x["answer"] for x in rec if x["type"] == "decision" and x["step"].startswith("setup")]
                 for rec in (a, b)]
        assert setup[0] == setup[1] and a[0]["seed"] == b[0]["seed"]


def test_arena_of_the_stub_llm_against_the_heuristic_bots(tmp_path: Path) -> None:
    out = tmp_path / "arena"
    with StubServer("illegal_once") as url:
        result = CliRunner().invoke(app, ["arena", "--players", "5", "--games", "1", "--good", "llm", "--evil",
                                          "heuristic", "-j", "1", "-o", str(out), "--llm-base-url", url,
                                          "--llm-model", "stub"])
    assert result.exit_code == 0, result.output
    report = json.loads((out / "report.json").read_text())
    assert report["meta"]["games"] == 2 and report["meta"]["llm_calls"] > 0
    rows = {(r["kind"], r["team"]): r for r in report["win_rate"]}
    for kind in ("llm", "heuristic"):
        assert rows[(kind, "good")]["games"] + rows[(kind, "evil")]["games"] == rows[(kind, "all")]["games"]
    assert {r["kind"] for r in report["ratings"]} == {"llm", "heuristic"}
    for name in ("win_rate.csv", "ratings.csv", "games.csv"):
        assert (out / name).read_text().count("\n") >= 2
    records = sorted((out / "records").glob("*.jsonl.gz"))
    assert len(records) == 2
    for path in records:
        text = gzip.decompress(path.read_bytes()).decode()
        assert '"type": "llm"' in text
        _replays_identically(text)
        assert CliRunner().invoke(app, ["replay", "-q", str(path)]).exit_code == 0
