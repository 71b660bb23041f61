"""The Storyteller edits the Grimoire and undoes answers through the web server; a record
with edits and undos replays with ``clocktower replay``; players cannot do either."""

from __future__ import annotations

from pathlib import Path

from fastapi.testclient import TestClient
from typer.testing import CliRunner

from clocktower.cli import app as cli_app
from clocktower.web.store import Store

from .conftest import Table, create, make_app


def _to_night(t: Table) -> None:
    for _ in range(300):
        g = t.grimoire()
        if g["phase"] == "night" and g["pending"]["chooser"] >= 0:
            return
        t.answer_first()
    raise AssertionError("no night decision of a seat")


def test_edits_change_the_grimoire_and_tell_only_whom_they_should(table: Table) -> None:
    _to_night(table)
    g = table.grimoire()
    before = table.snap(table.tokens[1])
    evil = next(c["id"] for c in g["characters"] if c["team"] == "minion")
    for body in ({"kind": "character", "seat": 1, "value": evil},
                 {"kind": "alignment", "seat": 1, "value": "evil"},
                 {"kind": "add_reminder", "seat": 2, "value": [evil, "marked"]},
                 {"kind": "poisoned", "seat": 3, "value": True},
                 {"kind": "drunk", "seat": 4, "value": True}):
        r = table.post("edit", table.st, body)
        assert r.status_code == 200, (body, r.text)
    g = table.grimoire()
    s1 = g["seats"][1]
    assert s1["character"] == evil and s1["alignment"] == "evil" and s1["believed"] != evil
    assert any(r["token"] == "marked" for r in g["seats"][2]["reminders"])
    assert g["seats"][3]["poisoned"] and g["seats"][3]["st_poisoned"] and g["seats"][4]["drunk"]
    # Untold: seat 1's page is as it was (no new character, alignment or log line).
    after = table.snap(table.tokens[1])
    assert (after["character"], after["alignment"], after["log"]) == \
        (before["character"], before["alignment"], before["log"])
    # Told: the seat learns its new character, nobody else does.
    r = table.post("edit", table.st, {"kind": "character", "seat": 1, "value": evil, "tell": True})
    assert r.status_code == 200, r.text
    assert table.snap(table.tokens[1])["character"] == evil
    assert all(evil not in [e["text"] for e in table.snap(tok)["log"]] for tok in table.tokens[2:])
    # Dead is public.
    assert table.post("edit", table.st, {"kind": "alive", "seat": 2, "value": False}).status_code == 200
    assert not table.snap(table.tokens[0])["players"][2]["alive"]


def test_bad_edits_are_refused_and_change_nothing(table: Table) -> None:
    _to_night(table)
    before = table.fingerprint()
    for body, needle in [({"kind": "character", "seat": 1, "value": "zzz"}, "unknown character"),
                         ({"kind": "character", "seat": 40, "value": "imp"}, "no seat 40"),
                         ({"kind": "hat", "seat": 1, "value": 1}, "unknown edit"),
                         ({"kind": "alive", "seat": 1, "value": True}, "already alive")]:
        r = table.post("edit", table.st, body)
        assert r.status_code == 400 and needle in r.json()["error"], r.text
    assert table.fingerprint() == before


def test_players_can_neither_edit_nor_undo(table: Table) -> None:
    _to_night(table)
    before = table.fingerprint()
    n = table.grimoire()["decisions"]
    for tok in table.tokens:
        r = table.post("edit", tok, {"kind": "alive", "seat": 0, "value": False})
        assert r.status_code == 403 and "only the Storyteller" in r.json()["error"]
        r = table.post("undo", tok, {"n": 1, "i": n})
        assert r.status_code == 403 and "only the Storyteller" in r.json()["error"]
    with table.client.websocket_connect(f"/ws/{table.id}") as ws:
        ws.send_json({"type": "auth", "token": table.tokens[0]})
        ws.receive_json()
        for msg in ({"type": "edit", "kind": "alive", "seat": 1, "value": False}, {"type": "undo", "n": 1, "i": n}):
            ws.send_json(msg)
            assert "only the Storyteller" in ws.receive_json()["error"]
    assert table.fingerprint() == before


def test_undo_takes_back_answers_keeps_them_stored_and_refuses_a_stale_number(
        client: TestClient, db_url: str, tmp_path: Path) -> None:
    t = create(client, humans=7, mode="assisted", seed="undo")
    assert t.post("control", t.st, {"action": "auto_all"}).status_code == 200
    start = t.grimoire()
    for _ in range(4):
        t.answer_first()
    n = t.grimoire()["decisions"]
    assert t.post("edit", t.st, {"kind": "ghost_vote", "seat": 0, "value": False}).status_code == 400  # alive
    assert t.post("edit", t.st, {"kind": "poisoned", "seat": 0, "value": True}).status_code == 200
    r = t.post("undo", t.st, {"n": 4, "i": n - 1})
    assert r.status_code == 409 and "reload" in r.json()["error"]
    assert t.post("undo", t.st, {"n": 0, "i": n}).status_code == 400
    assert t.post("undo", t.st, {"n": n + 1, "i": n}).status_code == 400
    r = t.post("undo", t.st, {"n": 4, "i": n})
    assert r.status_code == 200, r.text
    g = t.grimoire()
    assert g["decisions"] == start["decisions"] and g["pending"] == start["pending"]
    assert not g["seats"][0]["poisoned"]
    # Every player's page follows (the first seat decision again).
    assert t.snap(t.tokens[g["pending"]["chooser"]])["pending"] is not None
    store = Store(db_url)
    taken = store.undone_lines(t.id)
    assert len(taken) == 5 and {k for k, _ in taken} == {1}
    assert [x["type"] for _, x in taken] == ["decision"] * 4 + ["edit"]
    store.dispose()
    # Play on with an edit kept, undo once more, and the record still replays.
    assert t.post("edit", t.st, {"kind": "drunk", "seat": 2, "value": True}).status_code == 200
    for _ in range(3):
        t.answer_first()
    m = t.grimoire()["decisions"]
    assert t.post("undo", t.st, {"n": 1, "i": m}).status_code == 200
    t.answer_first()
    record = t.client.get(f"/api/games/{t.id}/record", headers={"Authorization": f"Bearer {t.st}"}).text
    assert '"type": "edit"' in record
    path = tmp_path / "edited.jsonl"
    path.write_text(record)
    result = CliRunner().invoke(cli_app, ["replay", str(path), "--quiet"])
    # (A game under way: its record has no result line, which replay reports as incomplete,
    # exit 1, after replaying all it holds with the edits: issue 17, item 18.)
    assert result.exit_code == 1 and "incomplete" in result.output, result.output
    assert "18 decisions, 18 events replay as recorded" in result.output, result.output
    # And the game resumes after a restart with its edits.
    before = t.fingerprint()
    with TestClient(make_app(db_url)) as c2:
        t2 = Table(c2, {"id": t.id, "storyteller": f"/st/{t.id}#{t.st}",
                        "seats": [{"link": f"/seat/{t.id}#{tok}"} for tok in t.tokens]})
        assert t2.fingerprint() == before


def test_every_page_shows_the_final_grimoire_once_the_game_is_over(client: TestClient) -> None:
    playing = create(client, seed="fin0")
    assert playing.grimoire()["final"] is None
    assert all(playing.snap(tok)["final"] is None for tok in playing.tokens)
    t = create(client, humans=0, seed="fin1")  # bots and the automated Storyteller play it out
    g = t.grimoire()
    assert g["over"] and g["final"]["winner"] == g["winner"] and g["final"]["reason"] == g["win_reason"]
    final = g["final"]
    assert [x["character"] for x in final["seats"]] == [s["character"] for s in g["seats"]]
    assert [x["alignment"] for x in final["seats"]] == [s["alignment"] for s in g["seats"]]
    assert all({"believed", "believed_alignment", "drunk", "poisoned", "alive"} <= set(x) for x in final["seats"])
    for tok in t.tokens:
        snap = t.snap(tok)
        assert snap["final"] == final and snap["win_reason"] == g["win_reason"]
