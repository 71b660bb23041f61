"""Getting people in (room codes, QR codes, re-issued links, the Storyteller's games),
uploaded scripts with unsupported characters, the script sheet, and WebSocket patches."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from clocktower.script import bundled_scripts
from clocktower.web.app import patch
from clocktower.web.rooms import ROOM_ALPHABET, ROOM_LENGTH, normalise_room_code, qr_svg

from .conftest import NAMES, Table, create

KEY = "storyteller-key-0123456789abcdef"


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_a_game_gets_a_short_room_code(client: TestClient) -> None:
    r = client.post("/api/games", json={"script": "darkest-before-dawn", "seed": "rc",
                                        "players": [{"name": n, "bot": k >= 2} for k, n in enumerate(NAMES)]})
    code = r.json()["room"]
    assert len(code) == ROOM_LENGTH and set(code) <= set(ROOM_ALPHABET)
    assert normalise_room_code(f" {code[:3].lower()}-{code[3:]} ") == code
    assert normalise_room_code("O0I1XX") is None and normalise_room_code(7) is None
    info = client.get(f"/api/rooms/{code.lower()}").json()
    assert info["game"] == r.json()["id"]
    assert [s["name"] for s in info["seats"]] == ["Ann", "Bob"]  # people's seats only, names only
    assert "link" not in json.dumps(info) and r.json()["seats"][0]["link"].split("#")[1] not in json.dumps(info)
    assert client.get("/api/rooms/ZZZZZZ").status_code == 404
    assert client.get("/api/rooms/not-a-code-at-all").status_code == 404


def test_a_seat_is_taken_with_the_room_code_only_once(client: TestClient) -> None:
    t = create(client, humans=3, seed="claim")
    code = client.get(f"/api/games/{t.id}/links", headers=_auth(t.st)).json()["room"]
    r = client.post(f"/api/rooms/{code}/claim", json={"seat": 1})
    assert r.status_code == 200, r.text
    token = r.json()["link"].split("#", 1)[1]
    assert token == t.tokens[1] and t.snap(token)["seat"] == 1
    again = client.post(f"/api/rooms/{code}/claim", json={"seat": 1})
    assert again.status_code == 409 and "taken already" in again.json()["error"]
    assert t.tokens[1] not in again.text
    assert [s["seat"] for s in client.get(f"/api/rooms/{code}").json()["seats"]] == [0, 2]
    for bad in (5, -1, "1", True, None):  # a bot's seat, no seat, not a number
        assert client.post(f"/api/rooms/{code}/claim", json={"seat": bad}).status_code == 400, bad
    links = client.get(f"/api/games/{t.id}/links", headers=_auth(t.st)).json()
    assert [s.get("claimed") for s in links["seats"][:3]] == [False, True, False]


def test_the_storyteller_gets_each_seats_link_and_qr_code(client: TestClient) -> None:
    t = create(client, humans=2, seed="qr")
    out = client.get(f"/api/games/{t.id}/links", headers=_auth(t.st)).json()
    first = out["seats"][0]
    assert first["link"].endswith(f"/seat/{t.id}#{t.tokens[0]}") and first["link"].startswith("http")
    assert first["qr"].startswith("<svg") and "path" in first["qr"]
    assert "link" not in out["seats"][3] and out["seats"][3]["bot"]
    assert qr_svg("x") != qr_svg("y")


def test_a_player_cannot_see_links_reissue_them_or_list_the_storytellers_games(client: TestClient) -> None:
    t = create(client, humans=3, seed="atk", owner=KEY)
    before = t.fingerprint()
    for token in (t.tokens[0], t.tokens[1], "forged", ""):
        r = client.get(f"/api/games/{t.id}/links", headers=_auth(token))
        assert r.status_code == 403 and t.tokens[1] not in r.text
        r = t.post("reissue", token, {"seat": 1})
        assert r.status_code == 403
        listed = client.get("/api/storyteller/games", headers=_auth(token))
        assert listed.status_code == 403 or t.id not in listed.text
    assert client.get("/api/storyteller/games").status_code == 403
    assert t.snap(t.tokens[1])["seat"] == 1  # the link still works
    assert t.fingerprint() == before


def test_the_storyteller_lists_their_games_with_their_key(client: TestClient) -> None:
    a = create(client, humans=2, seed="own-a", owner=KEY)
    b = create(client, humans=2, seed="own-b", owner=KEY)
    other = create(client, humans=2, seed="own-c", owner="someone-elses-key-0123456789")
    create(client, humans=2, seed="own-d")  # no key
    games = client.get("/api/storyteller/games", headers=_auth(KEY)).json()
    assert {g["id"] for g in games} == {a.id, b.id}
    assert all(g["script"] == "Darkest Before Dawn" for g in games)
    assert {g["storyteller"] for g in games} == {f"/st/{a.id}#{a.st}", f"/st/{b.id}#{b.st}"}
    assert other.id not in json.dumps(games)
    assert client.get("/api/storyteller/games", headers=_auth("unused-key-0123456789abcdef")).json() == []
    r = client.post("/api/games", json={"script": "darkest-before-dawn", "owner": "short",
                                        "players": [{"name": n, "bot": True} for n in NAMES]})
    assert r.status_code == 400 and "Storyteller key" in r.json()["error"]


def test_a_reissued_link_replaces_the_old_one(client: TestClient) -> None:
    t = create(client, humans=3, seed="re")
    old = t.tokens[2]
    with client.websocket_connect(f"/ws/{t.id}") as ws:
        ws.send_json({"type": "auth", "token": old})
        assert ws.receive_json()["type"] == "state"
        r = t.post("reissue", t.st, {"seat": 2})
        assert r.status_code == 200, r.text
        msg = ws.receive_json()
        assert msg["type"] == "error" and "replaced" in msg["error"]
        with pytest.raises(WebSocketDisconnect):
            ws.receive_json()
    new = r.json()["link"].split("#", 1)[1]
    assert new != old
    assert t.get(old).status_code == 403
    assert t.snap(new)["seat"] == 2
    assert t.grimoire()["seats"][2]["link"] == f"/seat/{t.id}#{new}"
    for bad in (4, 9, "2", None):  # a bot's seat, no such seat, not a number
        assert t.post("reissue", t.st, {"seat": bad}).status_code == 400
    t.tokens[2] = new
    # The new token survives a restart (it is stored).
    stored = client.app.state.store.load(t.id)  # type: ignore[attr-defined]
    assert stored.seat_tokens[2] == new


def _with_homebrew() -> list[Any]:
    dbd = json.loads(Path(bundled_scripts()["darkest-before-dawn"]).read_text())
    return [*dbd, {"id": "homebrewed", "name": "Homebrewed", "team": "townsfolk", "ability": "Nothing."},
            "notacharacterzz"]


def test_an_upload_names_its_unsupported_characters_and_offers_the_rest(client: TestClient) -> None:
    report = client.post("/api/scripts/check", json={"script_json": _with_homebrew()}).json()
    assert [c["name"] for c in report["unsupported"]] == ["Homebrewed", "notacharacterzz"]
    assert not report["playable"] and report["rest_playable"]
    players = [{"name": n, "bot": k >= 2} for k, n in enumerate(NAMES)]
    r = client.post("/api/games", json={"script_json": _with_homebrew(), "players": players})
    assert r.status_code == 400 and "It can be played without them" in r.json()["error"]
    r = client.post("/api/games", json={"script_json": _with_homebrew(), "players": players, "seed": "rest",
                                        "without_unsupported": True})
    assert r.status_code == 200, r.text
    assert "without Homebrewed, notacharacterzz" in r.json()["script"]
    t = Table(client, r.json())
    chars = {c["id"] for c in t.grimoire()["characters"]}
    assert "homebrewed" not in chars and "notacharacterzz" not in chars and chars
    assert client.post("/api/games", json={"script_json": _with_homebrew(), "players": players,
                                           "without_unsupported": "yes"}).status_code == 400


def test_an_upload_whose_rest_cannot_be_set_up_is_refused(client: TestClient) -> None:
    script = ["imp", "washerwoman", {"id": "homebrewed", "name": "Homebrewed", "team": "minion", "ability": "No."}]
    report = client.post("/api/scripts/check", json={"script_json": script}).json()
    assert report["unsupported"] == [{"id": "homebrewed", "name": "Homebrewed"}] and not report["rest_playable"]
    assert report["rest_problems"]
    r = client.post("/api/games", json={"script_json": script, "without_unsupported": True,
                                        "players": [{"name": n, "bot": True} for n in NAMES]})
    assert r.status_code == 400 and "cannot be played either" in r.json()["error"]
    assert client.post("/api/scripts/check", json={"script_json": {"no": 1}}).status_code == 400


def test_every_seat_gets_the_script_sheet_with_ability_lines_and_night_orders(table: Table) -> None:
    r = table.client.get(f"/api/games/{table.id}/script", headers=_auth(table.tokens[0]))
    sheet = r.json()
    assert sheet["name"] == "Darkest Before Dawn"
    teams = [t["team"] for t in sheet["teams"]]
    assert teams[:4] == ["townsfolk", "outsider", "minion", "demon"]
    abilities = {c["id"]: c["ability"] for t in sheet["teams"] for c in t["characters"]}
    from clocktower.catalogue import load_catalogue
    assert all(load_catalogue().get(c).ability == a for c, a in abilities.items())
    first = [s["step"] for s in sheet["first_night"]]
    assert first[0] == "dusk" and first[-1] == "dawn" and "minioninfo" in first
    assert all(s["what"] for s in sheet["first_night"] + sheet["other_night"])
    # A seat's sheet is the script's alone: the same for every seat whatever is in play.
    for token in table.tokens[1:]:
        assert table.client.get(f"/api/games/{table.id}/script", headers=_auth(token)).json() == sheet
    st = table.client.get(f"/api/games/{table.id}/script", headers=_auth(table.st)).json()
    assert st["teams"] == sheet["teams"]
    assert table.client.get(f"/api/games/{table.id}/script", headers=_auth("forged")).status_code == 403


def test_patches_rebuild_exactly_the_snapshots(client: TestClient) -> None:
    t = create(client, humans=2, seed="patch")
    with client.websocket_connect(f"/ws/{t.id}") as ws:
        ws.send_json({"type": "auth", "token": t.tokens[0], "patches": True})
        first = ws.receive_json()
        assert first["type"] == "state"
        state = first["state"]
        patches = 0
        for _ in range(60):
            if t.grimoire()["pending"] is None:
                break
            t.answer_first()  # (its push is sent before the answer's reply)
            ws.send_json({"type": "no-such-type"})  # a marker: its refusal comes after the push
            while True:
                msg = ws.receive_json()
                if msg["type"] == "error":
                    break
                assert msg["type"] == "patch", msg
                patches += 1
                state = _apply(state, msg)
            assert state == t.snap(t.tokens[0])
    assert patches > 5


def _apply(state: dict[str, Any], msg: dict[str, Any]) -> dict[str, Any]:
    out = {**state, **msg["set"]}
    for k in msg.get("unset", ()):
        out.pop(k)
    if "log_from" in msg:
        out["log"] = out["log"][:msg["log_from"]] + msg["log_add"]
    return out


def test_patch_sends_only_what_changed() -> None:
    log = [{"text": "a"}]
    before = {"a": 1, "b": [1], "log": log, "gone": 0}
    assert patch(before, dict(before)) is None
    after = {"a": 1, "b": [2], "log": [*log, {"text": "b"}]}
    assert patch(before, after) == {"type": "patch", "set": {"b": [2]}, "unset": ["gone"],
                                    "log_from": 1, "log_add": [{"text": "b"}]}
    shrunk = {"a": 1, "b": [1], "log": [], "gone": 0}  # an undo: the log goes whole
    assert patch(before, shrunk) == {"type": "patch", "set": {"log": []}}


def test_room_codes_claims_and_reissued_links_survive_a_restart(db_url: str) -> None:
    from clocktower.web.app import create_app
    with TestClient(create_app(db_url)) as c1:
        t = create(c1, humans=3, seed="restart", owner=KEY)
        room = c1.get(f"/api/games/{t.id}/links", headers=_auth(t.st)).json()["room"]
        assert c1.post(f"/api/rooms/{room}/claim", json={"seat": 0}).status_code == 200
        new = t.post("reissue", t.st, {"seat": 2}).json()["link"].split("#", 1)[1]
    with TestClient(create_app(db_url)) as c2:
        t.client = c2
        info = c2.get(f"/api/rooms/{room}").json()
        assert info["game"] == t.id and [s["seat"] for s in info["seats"]] == [1]
        assert t.snap(new)["seat"] == 2 and t.get(t.tokens[2]).status_code == 403
        assert c2.get(f"/api/games/{t.id}/links", headers=_auth(t.st)).json()["room"] == room
        assert [g["id"] for g in c2.get("/api/storyteller/games", headers=_auth(KEY)).json()] == [t.id]
