"""Hidden information and the attacker's cases: each refused clearly, nothing changed.

A seat's HTTP snapshot and WebSocket stream hold only that seat's view; the Grimoire goes
only to the Storyteller's token. Other seats' tokens, no token, guessed tokens, stale game
ids, forged answers, malformed messages and oversized payloads are refused.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from clocktower.web.app import MAX_BODY, MAX_MESSAGE

from .conftest import Table, create


def _private_texts(t: Table, seat: int) -> set[str]:
    """Texts of events told to some seat other than ``seat`` and not to ``seat``."""
    g = t.grimoire()
    me = g["seats"][seat]["name"]
    return {e["text"] for e in g["log"] if not e["public"] and me not in e.get("to", [])}


def test_a_seat_snapshot_is_that_seats_view_only(table: Table) -> None:
    for _ in range(40):
        if table.grimoire()["phase"] == "day":
            break
        table.answer_first()
    grim = table.grimoire()
    assert any(_private_texts(table, seat) for seat in range(5))  # there is something to hide
    for seat, token in enumerate(table.tokens):
        snap = table.snap(token)
        text = json.dumps(snap)
        assert snap["role"] == "seat" and snap["seat"] == seat
        assert "seats" not in snap and "night_order" not in snap and "bluffs" not in snap
        s = grim["seats"][seat]
        assert snap["character"] == s["believed"]
        assert snap["alignment"] == s["believed_alignment"]
        for other in _private_texts(table, seat):
            assert other not in text, f"seat {seat} sees {other!r}"
        for t in table.tokens + [table.st]:
            assert t not in text  # no token of anyone in a seat's snapshot


def test_grimoire_only_with_the_storyteller_token(table: Table) -> None:
    assert table.snap(table.st)["role"] == "storyteller"
    for token in table.tokens:
        assert table.snap(token)["role"] == "seat"
    r = table.get(None)
    assert r.status_code == 403 and "no token" in r.json()["error"]
    guessed = secrets.token_urlsafe(24)
    r = table.get(guessed)
    assert r.status_code == 403 and "does not belong" in r.json()["error"]
    r = table.client.get(f"/api/games/{table.id}/record", headers={"Authorization": f"Bearer {table.tokens[0]}"})
    assert r.status_code == 403 and "only the Storyteller" in r.json()["error"]


def test_a_token_of_another_game_or_a_stale_game_id_is_refused(client: TestClient) -> None:
    a = create(client, seed="x1")
    b = create(client, seed="x2")
    r = a.get(b.st)
    assert r.status_code == 403
    r = client.get(f"/api/games/{a.id}x", headers={"Authorization": f"Bearer {a.st}"})
    assert r.status_code == 404 and "no game" in r.json()["error"]
    r = client.post("/api/games/nope/answer", headers={"Authorization": f"Bearer {a.st}"}, json={"i": 0, "choice": 0})
    assert r.status_code == 404


def test_forged_and_malformed_answers_change_nothing(table: Table) -> None:
    p = table.to_seat_decision()
    chooser = p["chooser"]
    other = next(k for k in range(5) if k != chooser)
    before = table.fingerprint()
    ref = table.snap(table.tokens[chooser])["pending"]["i"]  # the chooser's opaque reference
    bad: list[tuple[str | None, Any, int, str]] = [
        (table.tokens[other], {"i": ref, "choice": 0}, 403, "not yours"),  # another seat forges
        (table.st, {"i": p["i"], "choice": 0}, 403, "not the Storyteller's"),  # the ST answers for a seat
        (None, {"i": ref, "choice": 0}, 403, "no token"),
        (secrets.token_urlsafe(24), {"i": ref, "choice": 0}, 403, "does not belong"),
        (table.tokens[chooser], {"i": p["i"], "choice": 0}, 400, "'i' must be the reference"),  # a number
        (table.tokens[chooser], {"i": p["i"] + 1, "choice": 0}, 400, "'i' must be the reference"),
        (table.tokens[chooser], {"i": "0", "choice": 0}, 409, "not the pending one"),  # a guessed reference
        (table.tokens[chooser], {"i": [ref], "choice": 0}, 400, "'i' must be"),
        (table.tokens[chooser], {"i": None, "choice": 0}, 400, "'i' must be"),
        (table.tokens[chooser], {"i": ref, "choice": len(p["options"])}, 400, "option number"),
        (table.tokens[chooser], {"i": ref, "choice": -1}, 400, "option number"),
        (table.tokens[chooser], {"i": ref, "choice": True}, 400, "option number"),
        (table.tokens[chooser], {"i": ref, "choice": "0"}, 400, "option number"),
        (table.tokens[chooser], {"i": ref, "choice": {"x": 1}}, 400, "option number"),
        (table.tokens[chooser], {"i": ref, "text": "I win"}, 400, "no free text"),
    ]
    if p["count"] is not None:
        bad.append((table.tokens[chooser], {"i": ref, "choice": [0, 0]}, 400, "same choice twice"))
    for token, body, status, needle in bad:
        r = table.post("answer", token, body)
        assert r.status_code == status, (body, r.text)
        assert needle in r.json()["error"], (needle, r.json())
    for raw in (b"{not json", b"[1, 2]", b"\xff\xfe"):
        r = table.client.post(f"/api/games/{table.id}/answer", content=raw,
                              headers={"Authorization": f"Bearer {table.tokens[chooser]}",
                                       "Content-Type": "application/json"})
        assert r.status_code == 400 and "JSON" in r.json()["error"], r.text
    assert table.fingerprint() == before


def test_bot_seats_cannot_be_driven_by_their_link(client: TestClient) -> None:
    t = create(client, humans=0, seed="bots", mode="assisted")
    g = t.grimoire()
    # Bots answer on the server: a bot seat's token never gets a decision to answer.
    assert t.snap(t.tokens[0])["pending"] is None
    r = t.post("answer", t.tokens[0], {"i": "0" * 20, "choice": 0})
    assert r.status_code == 409 and t.grimoire()["decisions"] == g["decisions"]


def test_oversized_payloads_are_refused(table: Table) -> None:
    before = table.fingerprint()
    big = {"i": 0, "choice": 0, "pad": "x" * (MAX_BODY + 10)}
    r = table.post("answer", table.st, big)
    assert r.status_code == 413 and "too large" in r.json()["error"]
    # Without a Content-Length header (chunked upload): still refused.
    def chunks() -> Any:
        for _ in range(MAX_BODY // 1024 + 2):
            yield b"x" * 1024
    r = table.client.post(f"/api/games/{table.id}/answer", content=chunks(),
                          headers={"Authorization": f"Bearer {table.st}"})
    assert r.status_code == 413
    r = table.client.post("/api/games", json={"script_json": ["imp"] * (MAX_BODY // 4), "players": []})
    assert r.status_code == 413
    assert table.fingerprint() == before


def _ws_state(ws: Any) -> dict[str, Any]:
    msg = ws.receive_json()
    assert msg["type"] == "state", msg
    return msg["state"]


def test_websocket_sends_each_seat_only_its_own_view(table: Table) -> None:
    p = table.to_seat_decision()
    chooser = p["chooser"]
    c = table.client
    conns = []
    for seat in range(5):
        ws = c.websocket_connect(f"/ws/{table.id}").__enter__()
        ws.send_json({"type": "auth", "token": table.tokens[seat]})
        conns.append(ws)
    st = c.websocket_connect(f"/ws/{table.id}").__enter__()
    st.send_json({"type": "auth", "token": table.st})
    try:
        first = [_ws_state(ws) for ws in conns]
        assert _ws_state(st)["role"] == "storyteller"
        for seat, snap in enumerate(first):
            assert snap["seat"] == seat and "seats" not in snap
            assert (snap["pending"] is not None) == (seat == chooser)
            assert snap == table.snap(table.tokens[seat])
        # The chooser answers over its socket; everyone gets a fresh snapshot of their own.
        ws = conns[chooser]
        choice: Any = 0 if p["count"] is None else list(range(p["count"][0]))
        ws.send_json({"type": "answer", "i": first[chooser]["pending"]["i"], "choice": choice})
        assert ws.receive_json()["type"] == "ok"
        for seat, conn in enumerate(conns):
            # Whatever was pushed (nothing when the seat's view did not change), then the
            # reply to a refresh: every snapshot is this seat's own and up to date.
            conn.send_json({"type": "refresh"})
            pushed = []
            while True:
                msg = conn.receive_json()
                assert msg["type"] == "state", msg
                pushed.append(msg["state"])
                if msg.get("reply") == "refresh":
                    break
            assert len(pushed) <= 2
            if seat == chooser:
                assert len(pushed) == 2 and pushed[0]["pending"] is None  # its prompt went away
            for snap in pushed:
                assert snap["seat"] == seat and "seats" not in snap
                for other in _private_texts(table, seat):
                    assert other not in json.dumps(snap)
            assert pushed[-1] == table.snap(table.tokens[seat])
        assert _ws_state(st)["decisions"] > p["i"]
    finally:
        for ws in [*conns, st]:
            ws.__exit__(None, None, None)


@pytest.mark.parametrize("first,needle", [
    (None, "no token"),
    ("guess", "does not belong"),
    ("notjson", "must be JSON"),
    ("wrongtype", "must be {"),
    ("huge", "too large"),
])
def test_websocket_refuses_bad_auth(table: Table, first: str | None, needle: str) -> None:
    with table.client.websocket_connect(f"/ws/{table.id}") as ws:
        if first == "notjson":
            ws.send_text("{auth")
        elif first == "wrongtype":
            ws.send_json({"type": "answer", "token": table.st})
        elif first == "huge":
            ws.send_text("x" * (MAX_MESSAGE + 1))
        else:
            ws.send_json({"type": "auth", "token": secrets.token_urlsafe(24) if first else None})
        msg = ws.receive_json()
        assert msg["type"] == "error" and needle in msg["error"], msg
        with pytest.raises(WebSocketDisconnect):
            ws.receive_json()


def test_websocket_stale_game_id(table: Table) -> None:
    with table.client.websocket_connect("/ws/stale-game") as ws:
        ws.send_json({"type": "auth", "token": table.st})
        msg = ws.receive_json()
        assert msg["type"] == "error" and "no game" in msg["error"]


def test_websocket_forged_and_malformed_messages_change_nothing(table: Table) -> None:
    p = table.to_seat_decision()
    other = next(k for k in range(5) if k != p["chooser"])
    ref = table.snap(table.tokens[p["chooser"]])["pending"]["i"]
    before = table.fingerprint()
    with table.client.websocket_connect(f"/ws/{table.id}") as ws:
        ws.send_json({"type": "auth", "token": table.tokens[other]})
        _ws_state(ws)
        for msg, needle in [
            ({"type": "answer", "i": ref, "choice": 0}, "not yours"),  # forged for the chooser
            ({"type": "answer", "i": p["i"], "choice": 0}, "'i' must be the reference"),  # a number
            ({"type": "control", "action": "end_day"}, "only the Storyteller"),
            ({"type": "answer"}, "'i' must be"),
            ({"type": "hack"}, "unknown message type"),
            ([1, 2, 3], "JSON object"),
            ("{bad json", "not JSON"),
        ]:
            ws.send_text(msg if isinstance(msg, str) else json.dumps(msg))
            reply = ws.receive_json()
            assert reply["type"] == "error" and needle in reply["error"], (msg, reply)
        # Still connected and still the same seat's view.
        ws.send_json({"type": "refresh"})
        assert _ws_state(ws)["seat"] == other
        ws.send_text("x" * (MAX_MESSAGE + 1))
        reply = ws.receive_json()
        assert reply["type"] == "error" and "too large" in reply["error"]
    assert table.fingerprint() == before


def test_a_seat_learns_nothing_from_counts_or_timing(client: TestClient) -> None:
    t = create(client, humans=7, mode="assisted", seed="quiet")
    with t.client.websocket_connect(f"/ws/{t.id}") as ws:
        ws.send_json({"type": "auth", "token": t.tokens[0]})
        first = _ws_state(ws)
        assert "decisions" not in first
        # The Storyteller's setup choices change nothing a seat sees: no push at all.
        for _ in range(3):
            assert t.post("control", t.st, {"action": "auto"}).status_code == 200
        ws.send_json({"type": "refresh"})
        reply = ws.receive_json()
        assert reply.get("reply") == "refresh", "a seat was sent a snapshot when nothing it sees changed"
        assert reply["state"] == first
    # A seat's pending decision carries an opaque reference, not the game's decision count;
    # a stale answer is refused without saying how many decisions there were.
    for _ in range(300):
        p = t.grimoire()["pending"]
        if p["chooser"] >= 0:
            break
        assert t.post("control", t.st, {"action": "auto"}).status_code == 200
    mine = t.snap(t.tokens[p["chooser"]])["pending"]
    assert isinstance(mine["i"], str) and len(mine["i"]) == 20 and mine["i"] != str(p["i"])
    r = t.post("answer", t.tokens[p["chooser"]], {"i": "0" * 20, "choice": 0})
    assert r.status_code == 409 and not any(ch.isdigit() for ch in r.json()["error"])
    r = t.post("answer", t.tokens[p["chooser"]], {"i": mine["i"], "choice": 0})
    assert r.status_code == 200, r.text


def test_a_seat_cannot_count_decisions_by_probing_numbers(table: Table) -> None:
    """A seat may not name a decision by the game's number: guessing numbers until the
    refusal changes would tell it how many decisions the table has answered."""
    p = table.to_seat_decision()
    before = table.fingerprint()
    for seat in range(5):
        replies = {(r.status_code, r.json()["error"]) for r in (
            table.post("answer", table.tokens[seat], {"i": i, "choice": len(p["options"])})
            for i in range(p["i"] + 3))}
        assert len(replies) == 1, f"seat {seat} tells the numbers apart: {replies}"
        ((status, error),) = replies
        assert status == 400 and "reference" in error and not any(ch.isdigit() for ch in error)
    assert table.fingerprint() == before


@pytest.mark.parametrize("raw", [
    b"[" * 50_000 + b"]" * 50_000,  # nested past Python's recursion limit
    b'{"i": ' + b"9" * 5000 + b', "choice": 0}',  # an integer longer than Python converts
], ids=["deep", "long-int"])
def test_pathological_json_bodies_are_refused_clearly(table: Table, raw: bytes) -> None:
    before = table.fingerprint()
    for path in (f"/api/games/{table.id}/answer", f"/api/games/{table.id}/control", "/api/games"):
        r = table.client.post(path, content=raw, headers={"Authorization": f"Bearer {table.st}",
                                                          "Content-Type": "application/json"})
        assert r.status_code == 400 and "not JSON" in r.json()["error"], (path, r.status_code, r.text)
    assert table.fingerprint() == before


def test_websocket_pathological_and_binary_messages_are_refused_clearly(table: Table) -> None:
    before = table.fingerprint()
    with table.client.websocket_connect(f"/ws/{table.id}") as ws:
        ws.send_json({"type": "auth", "token": table.tokens[0]})
        _ws_state(ws)
        for text in ("[" * 4000 + "]" * 4000, '{"type": "answer", "i": ' + "9" * 5000 + "}"):
            ws.send_text(text)
            reply = ws.receive_json()
            assert reply["type"] == "error" and "not JSON" in reply["error"], reply
        ws.send_bytes(b'{"type": "refresh"}')
        reply = ws.receive_json()
        assert reply["type"] == "error" and "text" in reply["error"], reply
        ws.send_json({"type": "refresh"})  # still connected, still this seat
        assert _ws_state(ws)["seat"] == 0
    with table.client.websocket_connect(f"/ws/{table.id}") as ws:
        ws.send_bytes(b'{"type": "auth"}')
        reply = ws.receive_json()
        assert reply["type"] == "error" and "text" in reply["error"], reply
    assert table.fingerprint() == before


def test_a_slow_connection_cannot_leave_another_with_an_older_snapshot() -> None:
    """Two pushes of one game overlap when a send is slow (a phone on a bad network): the
    second must not be overtaken by the first's older snapshot, or a page (a second tab of
    the same seat or of the Storyteller) is left showing a state that has gone."""
    import asyncio

    from clocktower.web.app import Fanout
    from clocktower.web.hub import Role

    class Live:
        id = "g"
        version = 1

        def snapshot(self, role: Role) -> dict[str, Any]:
            return {"version": self.version}

    async def scenario() -> tuple[list[int], list[int]]:
        gate = asyncio.Event()

        class Socket:
            def __init__(self, slow: bool) -> None:
                self.slow = slow
                self.got: list[int] = []

            async def send_text(self, text: str) -> None:
                self.got.append(json.loads(text)["state"]["version"])
                if self.slow and len(self.got) == 1:
                    await gate.wait()  # the first send stalls

        fanout = Fanout()
        live = Live()
        slow, other = Socket(slow=True), Socket(slow=False)
        for ws in (slow, other):
            fanout.add(live.id, ws, Role(None))  # type: ignore[arg-type]
        first = asyncio.create_task(fanout.push(live))  # type: ignore[arg-type]
        await asyncio.sleep(0.2)
        live.version = 2  # the game moves on while the first push is stuck
        second = asyncio.create_task(fanout.push(live))  # type: ignore[arg-type]
        await asyncio.sleep(0.2)
        gate.set()
        await asyncio.wait_for(asyncio.gather(first, second), 10)
        return slow.got, other.got

    slow_got, other_got = asyncio.run(scenario())
    assert slow_got[-1] == 2 and other_got[-1] == 2, (slow_got, other_got)
