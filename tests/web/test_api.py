"""The web Grimoire's server core: creating games, answering, durability, records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from clocktower.cli import app as cli_app
from clocktower.script import bundled_scripts
from clocktower.web.store import Store

from .conftest import NAMES, Table, create, make_app


def test_create_gives_distinct_unguessable_tokens(table: Table) -> None:
    tokens = [table.st, *table.tokens]
    assert len(set(tokens)) == len(tokens) == 8
    assert all(len(t) >= 32 for t in tokens)
    g = table.grimoire()
    assert [s["name"] for s in g["seats"]] == NAMES
    assert [s["bot"] for s in g["seats"]] == [False] * 5 + [True] * 2
    # The automated Storyteller has set up the game: every seat has a character.
    assert all(s["character"] for s in g["seats"])


def test_uploaded_script_is_checked_like_clocktower_check(client: TestClient) -> None:
    dbd = json.loads(Path(bundled_scripts()["darkest-before-dawn"]).read_text())
    players = [{"name": n, "bot": True} for n in NAMES]
    ok = client.post("/api/games", json={"script_json": dbd, "players": players})
    assert ok.status_code == 200, ok.text
    cases = [
        ({"script_json": {"not": "a list"}}, "a script must be a JSON array"),
        ({"script_json": ["imp", "notacharacterzz"]}, "not supported: notacharacterzz"),
        ({"script_json": ["imp", {"id": "homebrewed", "name": "Homebrewed", "team": "townsfolk",
                                  "ability": "Nothing."}]}, "homebrewed"),
        ({"script": "no-such-script"}, "unknown script 'no-such-script'"),
        ({"script": "final-nail"}, "cannot be played"),
        ({}, "give either 'script'"),
    ]
    for body, needle in cases:
        r = client.post("/api/games", json={"players": players, **body})
        assert r.status_code == 400, (body, r.text)
        assert needle in r.json()["error"], (needle, r.json())


def test_bad_seats_and_mode_are_refused(client: TestClient) -> None:
    base = {"script": "darkest-before-dawn"}
    for players, needle in [
        ([{"name": n} for n in NAMES[:4]], "5 to 15 seats"),
        ([{"name": "Ann"}] * 5, "is taken"),
        ([{"name": ""}] + [{"name": n} for n in NAMES[1:5]], "a name of 1 to"),
        ([{"name": n, "bot": "yes"} for n in NAMES[:5]], "'bot' must be"),
    ]:
        r = client.post("/api/games", json={**base, "players": players})
        assert r.status_code == 400 and needle in r.json()["error"], r.text
    r = client.post("/api/games", json={**base, "players": [{"name": n} for n in NAMES[:5]], "mode": "lazy"})
    assert r.status_code == 400 and "'mode'" in r.json()["error"]


def test_each_answer_is_committed_before_it_is_acknowledged(table: Table, db_url: str) -> None:
    store = Store(db_url)
    for _ in range(6):
        table.answer_first()
        decisions = table.grimoire()["decisions"]
        assert len(store.load(table.id).lines) == decisions  # type: ignore[union-attr]
    store.dispose()


def test_restart_resumes_every_unfinished_game(db_url: str) -> None:
    with TestClient(make_app(db_url)) as c1:
        a = create(c1, seed="a")
        b = create(c1, seed="b", mode="assisted")
        for _ in range(5):
            a.answer_first()
        b.answer_first()
        before = {t.id: (t.grimoire(), [t.snap(tok) for tok in t.tokens]) for t in (a, b)}
    app2 = make_app(db_url)
    with TestClient(app2) as c2:
        assert set(app2.state.hub.games) == {a.id, b.id}  # rebuilt at start, by replay
        for t in (a, b):
            t.client = c2
            grim, seats = before[t.id]
            assert t.grimoire() == grim
            assert [t.snap(tok) for tok in t.tokens] == seats
        a.answer_first()  # and play goes on


def test_finished_game_record_replays_with_clocktower_replay(client: TestClient, tmp_path: Path) -> None:
    t = create(client, humans=2, seats=5, seed="rec")
    for _ in range(400):
        if t.grimoire()["over"]:
            break
        t.answer_first()
    g = t.grimoire()
    assert g["over"] and g["winner"] in ("good", "evil")
    r = client.get(f"/api/games/{t.id}/record", headers={"Authorization": f"Bearer {t.st}"})
    assert r.status_code == 200
    assert "attachment" in r.headers["content-disposition"]
    path = tmp_path / "web-game.jsonl"
    path.write_text(r.text)
    result = CliRunner().invoke(cli_app, ["replay", str(path), "--quiet"])
    assert result.exit_code == 0, result.output
    assert f"Replay identical: {g['decisions']} decisions" in result.output
    # A finished game is served from the store after a restart too.
    assert client.post(f"/api/games/{t.id}/answer", headers={"Authorization": f"Bearer {t.tokens[0]}"},
                       json={"i": g["decisions"], "choice": 0}).status_code == 409


def test_assisted_storyteller_answers_with_truth_shown(client: TestClient) -> None:
    t = create(client, humans=0, mode="assisted", seed="as")
    g = t.grimoire()
    p = g["pending"]
    assert p["chooser"] == -1 and p["options"]
    # Storyteller decisions wait for a person; the automaton answers one on request.
    r = t.post("control", t.st, {"action": "auto"})
    assert r.status_code == 200, r.text
    assert t.grimoire()["decisions"] == g["decisions"] + 1
    # Run to the first information decision and check the truth is marked.
    for _ in range(200):
        p = t.grimoire()["pending"]
        if p["kind"] == "inform" and p["truth"]:
            break
        assert t.post("control", t.st, {"action": "auto"}).status_code == 200
    else:
        raise AssertionError("no information decision in 200 Storyteller decisions")
    marked = [o for o in p["options"] if o.get("truth")]
    assert marked and all(o["why"] == "the truth" for o in marked)
    assert all(o["why"] == (p["why"] or "legal") for o in p["options"] if not o.get("truth"))


def test_day_controls_close_talk_votes_and_the_day(client: TestClient) -> None:
    t = create(client, humans=7, seed="day")
    for _ in range(300):
        g = t.grimoire()
        if g["phase"] == "day" and g["pending"]["kind"] == "statement":
            break
        t.answer_first()
    else:
        raise AssertionError("no day talk reached")
    # Storyteller controls are not for seats.
    assert t.post("control", t.tokens[0], {"action": "open_nominations"}).status_code == 403
    assert t.post("control", t.st, {"action": "close_vote"}).status_code == 400
    assert t.post("control", t.st, {"action": "open_nominations"}).status_code == 200
    g = t.grimoire()
    assert g["day_stage"] == "nominations"
    # The first nominator nominates someone; one yes vote; then the Storyteller closes the vote.
    p = g["pending"]
    nominee = next(k for k, o in enumerate(p["options"]) if o["value"] is not None)
    ref = t.snap(t.tokens[p["chooser"]])["pending"]["i"]
    assert t.post("answer", t.tokens[p["chooser"]], {"i": ref, "choice": nominee}).status_code == 200
    p = t.grimoire()["pending"]
    assert p["kind"] == "vote"
    yes = next(k for k, o in enumerate(p["options"]) if o["value"] is True)
    ref = t.snap(t.tokens[p["chooser"]])["pending"]["i"]
    assert t.post("answer", t.tokens[p["chooser"]], {"i": ref, "choice": yes}).status_code == 200
    g = t.grimoire()
    assert g["vote"]["yes"] == [g["pending"]["chooser_name"]] or len(g["vote"]["yes"]) == 1
    assert t.post("control", t.st, {"action": "close_vote"}).status_code == 200
    g = t.grimoire()
    assert g["nominations"][0]["tally"] == 1
    assert t.post("control", t.st, {"action": "end_day"}).status_code == 200
    g = t.grimoire()
    assert g["phase"] != "day" or g["day_stage"] is None
    assert any(e["kind"] in ("dusk", "no_execution", "executed") for e in g["log"])


def test_serve_defaults_and_a_bad_database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from clocktower.web.serve import default_db_url

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    url = default_db_url()
    assert url.startswith("sqlite:///") and url.endswith("web-games.db") and str(tmp_path) in url
    result = CliRunner().invoke(cli_app, ["serve", "--db", "nosuchdriver://nowhere/db"])
    assert result.exit_code == 2 and "cannot open the database 'nosuchdriver://nowhere/db'" in result.output


def test_a_stored_game_that_no_longer_replays_gets_a_clear_error(db_url: str) -> None:
    with TestClient(make_app(db_url)) as c1:
        t = create(c1, seed="broken")
        t.answer_first()
    store = Store(db_url)
    stored = store.load(t.id)
    assert stored is not None
    # Tamper with the stored record as an engine change would: the first answer is now illegal.
    from sqlalchemy import update

    from clocktower.web.store import answers
    line = {**stored.lines[0], "answer": "no_such_character"}
    with store.engine.begin() as conn:
        conn.execute(update(answers).where(answers.c.game_id == t.id, answers.c.i == 0)
                     .values(line=json.dumps(line)))
    store.dispose()
    app2 = make_app(db_url)
    with TestClient(app2) as c2:
        assert t.id in app2.state.hub.failed  # the others still resume; this one is reported
        r = c2.get(f"/api/games/{t.id}", headers={"Authorization": f"Bearer {t.st}"})
        assert r.status_code == 500 and "does not replay" in r.json()["error"]


def test_a_corrupt_stored_game_does_not_stop_the_server_or_the_other_games(db_url: str) -> None:
    with TestClient(make_app(db_url)) as c1:
        good = create(c1, seed="good")
        torn = create(c1, seed="torn")  # a decision line missing a field
        garbled = create(c1, seed="garbled")  # a decision line that is not JSON at all
    from sqlalchemy import update

    from clocktower.web.store import answers
    store = Store(db_url)
    stored = store.load(torn.id)
    assert stored is not None
    line = {k: v for k, v in stored.lines[0].items() if k != "step"}
    with store.engine.begin() as conn:
        conn.execute(update(answers).where(answers.c.game_id == torn.id, answers.c.i == 0)
                     .values(line=json.dumps(line)))
        conn.execute(update(answers).where(answers.c.game_id == garbled.id, answers.c.i == 0)
                     .values(line="{truncated"))
    store.dispose()
    app2 = make_app(db_url)
    with TestClient(app2) as c2:
        assert set(app2.state.hub.failed) == {torn.id, garbled.id}
        assert good.id in app2.state.hub.games
        good.client = c2
        good.answer_first()
        for t in (torn, garbled):
            r = c2.get(f"/api/games/{t.id}", headers={"Authorization": f"Bearer {t.st}"})
            assert r.status_code == 500 and "cannot be resumed" in r.json()["error"], r.text


def test_night_order_marks_the_current_step(client: TestClient) -> None:
    t = create(client, humans=0, seats=8, mode="assisted", seed="order")
    seen_current = set()
    for _ in range(300):
        g = t.grimoire()
        if g["phase"] != "setup" and g["night"] > 1 or g["over"]:
            break
        if g["phase"] == "night":
            order = g["night_order"]
            assert order[-1]["step"] == "dawn"
            current = [k for k, step in enumerate(order) if step["current"]]
            assert len(current) <= 1
            if current:
                k = current[0]
                assert all(step["done"] for step in order[:k]) and not any(step["done"] for step in order[k:])
                assert g["pending"]["step"].split(".")[0] == order[k]["step"]
                seen_current.add(order[k]["step"])
        assert t.post("control", t.st, {"action": "auto"}).status_code == 200
    assert len(seen_current) >= 2, seen_current


def test_a_nominees_goblin_claim_is_not_the_days_talk(client: TestClient) -> None:
    """On a script with the Goblin every nominee is asked, as a statement, whether to claim
    it: that is part of the nominations, not the day's talk, so the Grimoire does not show
    the talk stage and "Open nominations" does not apply (it would answer for the nominee)."""
    body = {"script": "seed-004", "mode": "auto", "seed": "goblin",
            "players": [{"name": n, "bot": False} for n in NAMES]}
    r = client.post("/api/games", json=body)
    assert r.status_code == 200, r.text
    t = Table(client, r.json())
    for _ in range(300):
        g = t.grimoire()
        p = g["pending"]
        if g["phase"] == "day" and p["kind"] == "nominate":
            break
        t.answer_first()
    else:
        raise AssertionError("no nomination reached")
    nominee = next(k for k, o in enumerate(p["options"]) if o["value"] is not None)
    ref = t.snap(t.tokens[p["chooser"]])["pending"]["i"]
    assert t.post("answer", t.tokens[p["chooser"]], {"i": ref, "choice": nominee}).status_code == 200
    g = t.grimoire()
    assert g["pending"]["kind"] == "statement" and g["pending"]["step"] == "goblin", g["pending"]
    assert g["day_stage"] == "nominations"
    r = t.post("control", t.st, {"action": "open_nominations"})
    assert r.status_code == 400 and "does not apply" in r.json()["error"]
    assert t.grimoire()["decisions"] == g["decisions"]


def test_an_unnamed_uploaded_script_that_cannot_seat_the_table_is_named_in_the_error(client: TestClient) -> None:
    players = [{"name": n, "bot": True} for n in NAMES[:5]]
    r = client.post("/api/games", json={"players": players,
                                        "script_json": ["grandmother", "chambermaid", "drunk", "assassin", "imp"]})
    assert r.status_code == 400
    assert r.json()["error"] == "script 'uploaded script' has too few townsfolk characters for 5 players"
