"""Travellers and Fabled at a web table (issue 16, item 5): Fabled added at creation are in
play and shown on every page; a Traveller from the start and one who joins later each have
a link; the Storyteller seats and removes Travellers; players call for and vote on an exile
from their own pages; a player cannot seat a Traveller."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from .conftest import NAMES, Table


def _create(client: TestClient, **extra: Any) -> Table:
    body = {"script": "trouble-brewing", "mode": "assisted", "seed": "trav1",
            "players": [{"name": NAMES[k], "bot": k >= 5} for k in range(7)], **extra}
    r = client.post("/api/games", json=body)
    assert r.status_code == 200, r.text
    return Table(client, r.json())


def _until(t: Table, step: str) -> dict[str, Any]:
    for _ in range(600):
        g = t.grimoire()
        p = g["pending"]
        if p is not None and p["step"] == step:
            return g
        if p["chooser"] == -1 and p["step"] != "nominate.open":
            r = t.post("control", t.st, {"action": "auto"})
            assert r.status_code == 200, r.text
        else:
            t.answer_first()
    raise AssertionError(f"no {step} decision")


def test_fabled_added_at_creation_are_in_play_and_on_every_page(client: TestClient) -> None:
    t = _create(client, fabled=["duchess"])
    for _ in range(60):
        g = t.grimoire()
        if g["fabled"]:
            break
        assert t.post("control", t.st, {"action": "auto"}).status_code == 200
    assert [f["id"] for f in g["fabled"]] == ["duchess"]
    assert [f["name"] for f in t.snap(t.tokens[0])["fabled"]] == ["Duchess"]
    for bad in (["imp"], ["nonesuch"], "duchess", ["duchess", "duchess"]):
        r = client.post("/api/games", json={"script": "trouble-brewing", "fabled": bad,
                                            "players": [{"name": NAMES[k]} for k in range(7)]})
        error = r.json()["error"]
        assert r.status_code == 400 and ("fabled" in error.lower() or "twice" in error), (bad, r.text)


def test_travellers_join_leave_and_face_an_exile_from_their_phones(client: TestClient) -> None:
    t = _create(client, travellers=["Sam"], joining=["Tia"])
    assert len(t.tokens) == 9  # 7 players, Sam, Tia
    sam, tia = t.tokens[7], t.tokens[8]
    r = t.get(tia)
    assert r.status_code == 403 and "not joined yet" in r.json()["error"]
    g = _until(t, "traveller.join")
    p = g["pending"]
    # A player cannot seat a Traveller (nor answer any Storyteller decision).
    before = t.grimoire()
    for tok in (t.tokens[0], sam):
        assert t.snap(tok)["pending"] is None
        assert t.post("answer", tok, {"i": p["i"], "choice": 1}).status_code == 400  # a number is no reference
        r = t.post("answer", tok, {"i": "forged", "choice": 1})
        assert r.status_code == 409
        r = t.post("answer", tok, {"i": p["i"], "choice": 1, "for_seat": 8})
        assert r.status_code == 403 and "only the Storyteller" in r.json()["error"]
    assert t.grimoire() == before
    choice = next(k for k, o in enumerate(p["options"]) if o["value"] == "Tia")
    assert t.post("answer", t.st, {"i": p["i"], "choice": choice}).status_code == 200
    for _ in range(20):
        g = t.grimoire()
        if any(x["name"] == "Tia" and x["character_name"] for x in g["travellers"]["seated"]):
            break
        assert t.post("control", t.st, {"action": "auto"}).status_code == 200
    seated = {x["name"]: x for x in g["travellers"]["seated"]}
    assert set(seated) == {"Sam", "Tia"} and g["travellers"]["waiting"] == []
    snap = t.snap(tia)
    assert snap["name"] == "Tia" and snap["seat"] == seated["Tia"]["seat"] and snap["character_name"]
    assert t.snap(sam)["name"] == "Sam"
    # The links the Storyteller sees follow the seats.
    assert [s["link"].split("#")[1] for s in g["seats"]][seated["Tia"]["seat"]] == tia
    # An exile is called from a player's page, and voted on from the phones.
    g = _until(t, "exile.call")
    p = g["pending"]
    caller = t.tokens[p["chooser"]] if p["chooser"] < 7 else {7: sam}.get(p["chooser"], tia)
    mine = t.snap(caller)["pending"]
    target = next(k for k, o in enumerate(mine["options"]) if o["label"] != "no one")
    assert t.post("answer", caller, {"i": mine["i"], "choice": target}).status_code == 200
    g = t.grimoire()
    assert g["pending"]["step"] == "exile.vote"
    voter = g["pending"]["chooser"]
    if voter < 5 or voter >= 7:  # a person votes from their own page
        tok = t.tokens[voter]
        assert t.snap(tok)["pending"]["kind"] == "vote"
    # The Storyteller removes a Traveller between phases.
    g = _until(t, "traveller.leave")
    p = g["pending"]
    leave = next(k for k, o in enumerate(p["options"]) if o["value"] is not None)
    assert t.post("answer", t.st, {"i": p["i"], "choice": leave}).status_code == 200
    assert any(x["left"] for x in t.grimoire()["travellers"]["seated"])


def test_traveller_names_are_checked(client: TestClient) -> None:
    for extra in ({"travellers": ["Ann"]}, {"joining": [""]}, {"joining": "Tia"}, {"travellers": ["a"] * 6},
                  {"travellers": ["Sam"], "joining": ["sam"]}):
        r = client.post("/api/games", json={"script": "trouble-brewing",
                                            "players": [{"name": NAMES[k]} for k in range(7)], **extra})
        assert r.status_code == 400, (extra, r.text)


def test_traveller_links_are_on_the_join_sheet_and_in_the_room_and_can_be_reissued(client: TestClient) -> None:
    t = _create(client, travellers=["Sam"], joining=["Tia"])
    auth = {"Authorization": f"Bearer {t.st}"}
    out = client.get(f"/api/games/{t.id}/links", headers=auth).json()
    assert [s["name"] for s in out["seats"]] == NAMES + ["Sam", "Tia"]
    assert out["seats"][8]["link"].endswith(f"#{t.tokens[8]}") and not out["seats"][8]["bot"]
    room = client.get(f"/api/rooms/{out['room']}").json()
    assert {"seat": 8, "name": "Tia"} in room["seats"] and {"seat": 7, "name": "Sam"} in room["seats"]
    # Tia has not joined yet: her link is re-issued all the same, and the old one stops working.
    r = t.post("reissue", t.st, {"seat": 8})
    assert r.status_code == 200, r.text
    new = r.json()["link"].split("#", 1)[1]
    assert new != t.tokens[8]
    assert client.get(f"/api/games/{t.id}", headers={"Authorization": f"Bearer {t.tokens[8]}"}).status_code == 403
    r = client.get(f"/api/games/{t.id}", headers={"Authorization": f"Bearer {new}"})
    assert r.status_code == 403 and "not joined yet" in r.json()["error"]
    # Sam (seated from the start) claims his slot with the room code.
    r = client.post(f"/api/rooms/{out['room']}/claim", json={"seat": 7})
    assert r.status_code == 200 and r.json()["link"].endswith(f"#{t.tokens[7]}")
    assert client.post(f"/api/rooms/{out['room']}/claim", json={"seat": 7}).status_code == 409
