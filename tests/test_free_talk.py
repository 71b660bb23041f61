"""Free talk and whispers (clocktower.talk): what a seat says aloud is in every view's public
log; a structured statement attached to it is read like any other; a whisper's existence is
public and its words reach only the two seats; records replay exactly; illegal texts are
refused with a clear error and change nothing."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from clocktower.agents import RandomAgent, RandomStoryteller, llm, run_game
from clocktower.agents.heuristic import HeuristicAgent
from clocktower.agents.llm import BadReply, LLMAgent, LLMConfig, parse_reply, transcript_lines
from clocktower.agents.llm_stub import StubServer
from clocktower.agents.registry import player_agents, storyteller_agent
from clocktower.cli import app
from clocktower.decisions import DecisionKind, IllegalAnswer
from clocktower.engine import Game
from clocktower.invariants import check_game, play_checked, probe_illegal_answers
from clocktower.record import dumps, read_record, replay
from clocktower.session import TableConfig
from clocktower.talk import DEFAULT_TALK, TalkRules
from clocktower.testing import advance, seated, to_day

SEATING = ["imp", "chambermaid", "soldier", "ravenkeeper", "assassin", "gossip", "juggler"]
RULES = TalkRules(free_text=120, whispers=True)


def _day_one(rules: TalkRules = RULES) -> Game:
    game = seated(SEATING, talk=rules)
    to_day(game, 1)
    return game


def test_default_rules_keep_the_structured_talk() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    d = game.pending
    assert d is not None and d.step == "talk" and d.free_text == 0
    assert game.talk_rules is DEFAULT_TALK and "talk" not in game.header()
    with pytest.raises(IllegalAnswer):
        game.answer("hello")


def test_free_text_is_said_and_shown_in_every_view() -> None:
    game = _day_one()
    d = game.pending
    assert d is not None and d.step == "talk" and d.chooser == 0 and d.free_text == 120
    assert ("claim", "chambermaid") in d.options  # the structured statements stay on offer
    game.answer("Good morning, town. I slept well.")
    said = [e for e in game.events if e.kind == "said"]
    assert len(said) == 1 and said[0].public
    assert said[0].text == 'Alice says: "Good morning, town. I slept well."'
    assert said[0].data == {"seat": 0, "text": "Good morning, town. I slept well."}
    for seat in range(len(SEATING)):
        assert said[0] in list(game.view(seat).events)
    attach = game.pending
    assert attach is not None and attach.step == "talk.attach" and attach.chooser == 0
    assert attach.options == d.options


def test_an_attached_claim_is_a_statement_the_heuristic_bots_read() -> None:
    game = _day_one()
    game.answer("I am the Chambermaid, trust me.")
    game.answer(("claim", "chambermaid"))
    assert game.state.statements[-1] == (1, 0, ("claim", "chambermaid"))
    statement = [e for e in game.events if e.kind == "statement"][-1]
    assert statement.public and statement.data == {"seat": 0, "statement": ["claim", "chambermaid"]}
    bot = HeuristicAgent("t", 1)
    bot._observe(game.view(1))
    assert bot.claims.get(0) == "chambermaid"
    # Free text without an attached statement adds no statement.
    before = len(game.state.statements)
    game.answer(None)  # (Alice whispers to no one)
    d = game.pending
    assert d is not None and d.chooser == 1 and d.step == "talk"
    game.answer("Nothing to add.")
    game.answer(("pass",))
    assert len(game.state.statements) == before


def test_whispers_existence_is_public_its_words_reach_two_seats_only() -> None:
    game = _day_one()
    game.answer(("pass",))
    d = game.pending
    assert d is not None and d.kind == DecisionKind.WHISPER and d.step == "whisper" and d.chooser == 0
    assert d.options == (None, 1, 2, 3, 4, 5, 6)
    game.answer(4)
    t = game.pending
    assert t is not None and t.kind == DecisionKind.TEXT and t.step == "whisper.text" and t.free_text == 280
    game.answer("The Soldier is sitting at seat 3.")
    public = [e for e in game.events if e.kind == "whispered"]
    private = [e for e in game.events if e.kind == "whisper"]
    assert len(public) == 1 and public[0].public and public[0].text == "Alice whispers to Eve."
    assert "Soldier" not in json.dumps(public[0].to_json())
    assert len(private) == 1 and not private[0].public and private[0].seats == (0, 4)
    assert private[0].data["text"] == "The Soldier is sitting at seat 3."
    for seat in range(len(SEATING)):
        log = list(game.view(seat).events)
        assert public[0] in log
        holds_words = any("The Soldier is sitting" in json.dumps(e.to_json()) for e in log)
        assert holds_words == (seat in (0, 4)), seat


def test_a_third_seat_never_sees_whispered_words_in_whole_games() -> None:
    for seed in range(3):
        game = _random_talk_game(seed)
        check_game(game, name=f"free talk game {seed}")
        whispers = [e for e in game.events if e.kind == "whisper"]
        assert whispers, "no whisper in the game"
        for e in whispers:
            words = e.data["text"]
            for seat in range(len(game.state.seats)):
                if seat in e.seats:
                    continue
                log = list(game.view(seat).events)
                assert all(x is not e for x in log), (seed, seat)
                if words.startswith("secret"):  # (a text written once in the game)
                    assert not any(words in json.dumps(x.to_json()) for x in log), (seed, seat)


def _random_talk_game(seed: int) -> Game:
    """Random bots and Storyteller; the seats say and whisper things now and then."""
    game = Game("darkest-before-dawn", 7, talk=TalkRules(rounds=2, free_text=80, whispers=True))
    bots = {i: RandomAgent(f"{seed}:{i}") for i in range(7)}
    storyteller = RandomStoryteller(f"{seed}:st")
    rng = random.Random(seed)
    while (d := game.pending) is not None:
        if d.chooser < 0:
            answer = storyteller.decide(None, d)
        elif d.step == "talk" and rng.random() < 0.4:
            answer = f"Day {game.state.day}: seat {d.chooser + 1} has a feeling."
        elif d.step == "whisper" and rng.random() < 0.3:
            answer = rng.choice(d.options[1:])
        elif d.step == "whisper.text" and rng.random() < 0.5:
            answer = f"secret {rng.randrange(10**6)} from {d.chooser}"
        else:
            answer = bots[d.chooser].decide(game.view(d.chooser), d)
        game.answer(answer)
    return game


def test_records_with_free_talk_and_whispers_replay_exactly() -> None:
    game = _random_talk_game(7)
    text = dumps(game)
    lines = [json.loads(line) for line in text.splitlines()]
    assert lines[0]["talk"] == {"rounds": 2, "free_text": 80, "whispers": True, "whisper_text": 280}
    assert any(line.get("kind") == "said" for line in lines)
    again = replay(lines)
    assert dumps(again) == text and again.winner == game.winner


def test_rounds_give_each_seat_several_turns() -> None:
    game = _day_one(TalkRules(rounds=3))
    turns = []
    while (d := game.pending) is not None and d.step == "talk":
        turns.append(d.chooser)
        game.answer(("pass",))
    assert turns == list(range(7)) * 3


@pytest.mark.parametrize("bad, why", [
    ("", "1 to 120 characters"),
    ("   ", "1 to 120 characters"),
    ("x" * 121, "1 to 120 characters, got 121"),
    ("two\nlines", "on one line"),
])
def test_illegal_text_is_refused_and_changes_nothing(bad: str, why: str) -> None:
    game = _day_one()
    before = dumps(game)
    pending = game.pending
    with pytest.raises(IllegalAnswer, match=why):
        game.answer(bad)
    assert game.pending is pending and dumps(game) == before


def test_text_from_the_wrong_seat_is_refused_and_changes_nothing() -> None:
    game = _day_one()
    before = dumps(game)
    with pytest.raises(IllegalAnswer, match="not seat 3's turn: 'talk'.*Alice's to answer"):
        game.answer("Me first!", seat=3)
    assert dumps(game) == before
    game.answer("My turn.", seat=0)
    assert [e.text for e in game.events if e.kind == "said"] == ['Alice says: "My turn."']


def test_whisper_to_oneself_or_nobody_real_is_refused() -> None:
    game = _day_one()
    game.answer(("pass",))
    before = dumps(game)
    for bad in (0, 7, "Bob"):
        with pytest.raises(IllegalAnswer):
            game.answer(bad)
    assert dumps(game) == before


def test_illegal_answer_probes_and_invariants_pass_with_free_talk() -> None:
    game = _day_one()
    assert probe_illegal_answers(game, compare=True) > 0
    game.answer("hello")
    assert probe_illegal_answers(game, compare=True) > 0
    played = play_checked("darkest-before-dawn", 7, 3, talk=TalkRules(rounds=2, free_text=50, whispers=True))
    check_game(played)
    assert any(e.kind == "whispered" for e in played.events)


def test_talk_rules_are_checked() -> None:
    for bad in ({"rounds": 0}, {"free_text": -1}, {"free_text": 10**6}, {"whispers": True, "whisper_text": 0}):
        with pytest.raises(ValueError, match="talk"):
            TalkRules(**bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown talk rules: loud"):
        TalkRules.from_json({"loud": True})
    assert TalkRules.from_json(None) is DEFAULT_TALK
    assert TalkRules.from_json(RULES.to_json()) == RULES


def test_dead_seats_speak_and_whisper() -> None:
    game = _day_one()
    advance(game, until=lambda d: d.step == "talk" and game.state.day == 2)
    dead = [s.index for s in game.state.seats if not s.alive]
    assert dead, "someone died by day two"
    seen = []
    while (d := game.pending) is not None and d.step in ("talk", "talk.attach", "whisper", "whisper.text"):
        seen.append((d.step, d.chooser))
        game.answer(("pass",) if d.step == "talk" else None if d.step == "whisper" else d.options[0])
    assert ("talk", dead[0]) in seen and ("whisper", dead[0]) in seen


# ------------------------------------------------------------------ the LLM player

def test_parse_reply_reads_what_is_said_with_its_attached_statement_and_whisper_words() -> None:
    game = _day_one()
    talk = game.pending
    assert talk is not None
    k = talk.options.index(("claim", "chambermaid"))
    assert parse_reply(json.dumps({"text": "Hi all", "attach": k}), talk) == (
        "Hi all", ("talk.attach", ("claim", "chambermaid")))
    assert parse_reply('{"text": "Hi all"}', talk) == ("Hi all", ("talk.attach", ("pass",)))
    assert parse_reply(json.dumps({"choice": k}), talk) == (("claim", "chambermaid"), None)
    with pytest.raises(BadReply, match="no option 99999"):
        parse_reply('{"text": "Hi", "attach": 99999}', talk)
    with pytest.raises(BadReply, match="1 to 120 characters"):
        parse_reply(json.dumps({"text": "x" * 121}), talk)
    game.answer(("pass",))
    whisper = game.pending
    assert whisper is not None and whisper.step == "whisper"
    assert parse_reply('{"choice": 2, "text": "psst"}', whisper) == (2, ("whisper.text", "psst"))
    assert parse_reply('{"choice": 0, "text": "psst"}', whisper) == (None, None)


def test_the_stub_llm_says_something_attaches_a_statement_and_whispers() -> None:
    rules = TalkRules(free_text=120, whispers=True)
    with StubServer("legal") as url:
        config = LLMConfig(base_url=url, model="stub")
        game = Game("darkest-before-dawn", 6, talk=rules)
        agents: dict[int, Any] = player_agents("heuristic", 4, 6)
        for s in (1, 3):
            agents[s] = LLMAgent(f"4:seat{s}", s, config)
        run_game(game, agents, storyteller_agent("balanced", 4, game))
    assert game.over
    said = [e for e in game.events if e.kind == "said"]
    assert said and {e.data["seat"] for e in said} == {1, 3}
    assert all(e.data["text"].startswith("Stub player speaking") for e in said)
    whispers = [e for e in game.events if e.kind == "whisper"]
    assert whispers and {e.data["from"] for e in whispers} <= {1, 3}
    notes = transcript_lines(game, agents.values())
    followed = [n for n in notes if n["outcome"] == "from the previous reply"]
    assert {n["step"] for n in followed} == {"talk.attach", "whisper.text"}
    system = next(n for n in notes if "messages" in n)["messages"][0]["content"]
    assert "Whispers." in system and '"attach"' in system
    # The heuristic bots read the statements the LLM players attached.
    attached = [st for _day, who, st in game.state.statements if who in (1, 3)]
    assert attached
    text = dumps(game, {"seed": 4}, notes)
    lines = [json.loads(x) for x in text.splitlines()]
    again = replay(lines)  # no model is called: the answers are in the record
    assert dumps(again) == dumps(game)


# ------------------------------------------------------------------ the command line

def test_play_seats_an_llm_bot_per_seat_with_free_talk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with StubServer("legal") as url:
        monkeypatch.setenv(llm.ENV_BASE_URL, url)
        monkeypatch.setenv(llm.ENV_MODEL, "stub")
        out = tmp_path / "game.jsonl"
        result = CliRunner().invoke(app, ["play", "-p", "5", "--seat", "2=llm", "--free-talk", "100", "--whispers",
                                          "-q", "--record", str(out)])
    assert result.exit_code == 0, result.output
    lines = read_record(out)
    assert lines[0]["agents"]["seats"] == {"1": "llm"}
    assert lines[0]["talk"]["free_text"] == 100 and lines[0]["talk"]["whispers"] is True
    llm_lines = [x for x in lines if x["type"] == "llm"]
    assert llm_lines and {x["seat"] for x in llm_lines} == {1}
    assert any(x["type"] == "event" and x["kind"] == "said" and x["data"]["seat"] == 1 for x in lines)
    assert CliRunner().invoke(app, ["replay", "-q", str(out)]).exit_code == 0


def test_play_refuses_an_unknown_seat_kind_and_bad_talk_rules() -> None:
    result = CliRunner().invoke(app, ["play", "-p", "5", "--seat", "2=wizard", "-q"])
    assert result.exit_code == 2 and "SEAT=KIND (a bot: heuristic, llm, random)" in result.output
    result = CliRunner().invoke(app, ["play", "-p", "5", "--talk-rounds", "0", "-q"])
    assert result.exit_code == 2 and "talk rounds must be 1 to 10" in result.output


def test_a_table_with_seat_kinds_round_trips_through_the_header() -> None:
    table = TableConfig((0,), "heuristic", "balanced", 3, {2: "random"})
    again = TableConfig.from_header({"type": "header", **table.header()}, "x")
    assert again == table
    with pytest.raises(ValueError, match="seat 3: unknown bot kind 'nope'"):
        TableConfig((), "heuristic", "balanced", 1, {2: "nope"}).check(5)
    with pytest.raises(ValueError, match="given to a person and to the bot kind"):
        TableConfig((2,), "heuristic", "balanced", 1, {2: "random"}).check(5)
