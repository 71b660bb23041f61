"""The Storyteller answers an absent person's pending decision in their place ("for_seat"):
recorded as that seat's ordinary answer, committed before it is acknowledged, pushed to
the seat's page; refused (and nothing changed) for anyone but the Storyteller, for a
stale decision number and for the wrong seat."""

from __future__ import annotations

import json
import secrets
from typing import Any

from fastapi.testclient import TestClient

from clocktower.record import replay
from clocktower.web.store import Store

from .conftest import Table, create


def test_the_storyteller_answers_for_an_absent_seat(table: Table, db_url: str) -> None:
    p = table.to_seat_decision()
    seat = p["chooser"]
    assert table.snap(table.tokens[seat])["pending"] is not None
    choice: Any = 0 if p["count"] is None else list(range(p["count"][0]))
    r = table.post("answer", table.st, {"i": p["i"], "for_seat": seat, "choice": choice})
    assert r.status_code == 200, r.text
    # Stored before the acknowledgement, as the seat's own answer (its seat is the chooser).
    store = Store(db_url)
    stored = store.load(table.id)
    store.dispose()
    assert stored is not None
    line = stored.lines[p["i"]]
    expected = p["options"][0]["value"] if p["count"] is None else [o["value"] for o in p["options"][:p["count"][0]]]
    assert line["chooser"] == seat and line["step"] == p["step"] and line["answer"] == expected
    assert len(stored.lines) == table.grimoire()["decisions"]
    # The next decision (answered by a bot on the seat's behalf) is recorded the same way.
    p2 = table.to_seat_decision()
    r = table.post("answer", table.st, {"i": p2["i"], "for_seat": p2["chooser"], "auto": True})
    assert r.status_code == 200, r.text
    g = table.grimoire()
    assert g["decisions"] > p2["i"]
    # The record downloads and replays as any other game's.
    rec = table.client.get(f"/api/games/{table.id}/record", headers={"Authorization": f"Bearer {table.st}"})
    game = replay([json.loads(x) for x in rec.text.splitlines() if x.strip()])
    assert game.decisions[p["i"]].chooser == seat and game.decisions[p2["i"]].chooser == p2["chooser"]
    assert len(game.answers) == g["decisions"]


def test_the_seats_page_updates_when_the_storyteller_answers_for_it(table: Table) -> None:
    p = table.to_seat_decision()
    seat = p["chooser"]
    with table.client.websocket_connect(f"/ws/{table.id}") as ws_seat, \
            table.client.websocket_connect(f"/ws/{table.id}") as ws_st:
        ws_seat.send_json({"type": "auth", "token": table.tokens[seat]})
        ws_st.send_json({"type": "auth", "token": table.st})
        ref = ws_seat.receive_json()["state"]["pending"]["i"]
        assert ws_st.receive_json()["state"]["pending"]["chooser"] == seat
        choice: Any = 0 if p["count"] is None else list(range(p["count"][0]))
        ws_st.send_json({"type": "answer", "i": p["i"], "for_seat": seat, "choice": choice})
        assert ws_st.receive_json()["type"] == "ok"
        pushed = ws_seat.receive_json()
        assert pushed["type"] == "state"
        # The prompt the person left is gone from their page, which is now up to date.
        assert pushed["state"]["pending"] is None or pushed["state"]["pending"]["i"] != ref
        assert pushed["state"] == table.snap(table.tokens[seat])


def test_only_the_storyteller_may_answer_for_a_seat_and_refusals_change_nothing(table: Table) -> None:
    p = table.to_seat_decision()
    seat = p["chooser"]
    other = next(k for k in range(5) if k != seat)
    ref = table.snap(table.tokens[seat])["pending"]["i"]
    before = table.fingerprint()
    n = len(table.tokens)
    bad: list[tuple[str | None, dict[str, Any], int, str]] = [
        (table.tokens[other], {"i": p["i"], "for_seat": seat, "choice": 0}, 403, "only the Storyteller"),
        (table.tokens[other], {"i": ref, "for_seat": seat, "choice": 0}, 403, "only the Storyteller"),
        (table.tokens[seat], {"i": ref, "for_seat": seat, "choice": 0}, 403, "only the Storyteller"),
        (table.tokens[seat], {"i": ref, "for_seat": seat, "auto": True}, 403, "only the Storyteller"),
        (None, {"i": p["i"], "for_seat": seat, "choice": 0}, 403, "no token"),
        (secrets.token_urlsafe(24), {"i": p["i"], "for_seat": seat, "choice": 0}, 403, "does not belong"),
        (table.st, {"i": p["i"] + 1, "for_seat": seat, "choice": 0}, 409, "not the pending one"),
        (table.st, {"i": p["i"] - 1, "for_seat": seat, "choice": 0}, 409, "not the pending one"),
        (table.st, {"i": ref, "for_seat": seat, "choice": 0}, 400, "'i' must be the number"),
        (table.st, {"i": True, "for_seat": seat, "choice": 0}, 400, "'i' must be the number"),
        (table.st, {"for_seat": seat, "choice": 0}, 400, "'i' must be the number"),
        (table.st, {"i": p["i"], "for_seat": other, "choice": 0}, 409,
         "not " + table.grimoire()["seats"][other]["name"]),
        (table.st, {"i": p["i"], "for_seat": n, "choice": 0}, 400, "'for_seat' must be"),
        (table.st, {"i": p["i"], "for_seat": -1, "choice": 0}, 400, "'for_seat' must be"),
        (table.st, {"i": p["i"], "for_seat": str(seat), "choice": 0}, 400, "'for_seat' must be"),
        (table.st, {"i": p["i"], "for_seat": None, "choice": 0}, 400, "'for_seat' must be"),
        (table.st, {"i": p["i"], "for_seat": seat, "choice": len(p["options"])}, 400, "option number"),
        (table.st, {"i": p["i"], "for_seat": seat, "choice": "0"}, 400, "option number"),
        (table.st, {"i": p["i"], "for_seat": seat}, 400, "option number"),
        (table.st, {"i": p["i"], "for_seat": seat, "auto": "yes"}, 400, "'auto' must be"),
        (table.st, {"i": p["i"], "for_seat": seat, "auto": True, "choice": 0}, 400, "not both"),
        (table.st, {"i": p["i"], "for_seat": seat, "text": "I am the Imp"}, 400, "no free text"),
    ]
    if p["count"] is not None:
        bad.append((table.st, {"i": p["i"], "for_seat": seat, "choice": [0, 0]}, 400, "same choice twice"))
    for token, body, status, needle in bad:
        r = table.post("answer", token, body)
        assert r.status_code == status, (body, r.text)
        assert needle in r.json()["error"], (needle, r.json())
    # Over the WebSocket too: a seat's forged stand-in answer is refused.
    with table.client.websocket_connect(f"/ws/{table.id}") as ws:
        ws.send_json({"type": "auth", "token": table.tokens[other]})
        ws.receive_json()
        ws.send_json({"type": "answer", "i": p["i"], "for_seat": seat, "auto": True})
        msg = ws.receive_json()
        assert msg["type"] == "error" and "only the Storyteller" in msg["error"]
    assert table.fingerprint() == before


def test_no_stand_in_answer_for_a_storyteller_decision(client: TestClient) -> None:
    t = create(client, humans=0, mode="assisted", seed="st-own")
    g = t.grimoire()
    p = g["pending"]
    assert p["chooser"] == -1
    before = t.fingerprint()
    for seat in (0, 3):
        r = t.post("answer", t.st, {"i": p["i"], "for_seat": seat, "choice": 0})
        assert r.status_code == 409 and "the Storyteller's own" in r.json()["error"], r.text
    assert t.fingerprint() == before
