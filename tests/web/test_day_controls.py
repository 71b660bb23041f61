"""The Storyteller's day controls silence every seat they should, bots included (nominations
in seat order: the table option open_nominations off; see test_open_nominations.py)."""

from __future__ import annotations

import json

from fastapi.testclient import TestClient

from .conftest import Table, create


def _to_day_talk(t: Table) -> dict:
    for _ in range(300):
        g = t.grimoire()
        if g["phase"] == "day" and g["pending"]["kind"] == "statement":
            return g
        t.answer_first()
    raise AssertionError("no day talk reached")


def _day_events(g: dict, kind: str) -> list[dict]:
    return [e for e in g["log"] if e["kind"] == kind and e["time"][0] == "day"]


def _nominate(t: Table, nominee: int) -> None:
    p = t.grimoire()["pending"]
    assert p["kind"] == "nominate", p
    choice = next(k for k, o in enumerate(p["options"]) if o["value"] == nominee)
    ref = t.snap(t.tokens[p["chooser"]])["pending"]["i"]
    assert t.post("answer", t.tokens[p["chooser"]], {"i": ref, "choice": choice}).status_code == 200


def test_open_nominations_makes_every_seat_yet_to_speak_pass(client: TestClient) -> None:
    # Seat 0 is a person, every other seat a bot: the talk waits on seat 0, the first to speak.
    t = create(client, humans=1, seats=7, seed="talk", open_nominations=False)
    g = _to_day_talk(t)
    assert g["pending"]["chooser"] == 0
    assert t.post("control", t.st, {"action": "open_nominations"}).status_code == 200
    g = t.grimoire()
    assert _day_events(g, "statement") == []
    # The record holds every seat's talk answer, each a pass.
    record = t.client.get(f"/api/games/{t.id}/record", headers={"Authorization": f"Bearer {t.st}"}).text
    lines = [json.loads(x) for x in record.splitlines()]
    talks = [x for x in lines if x.get("type") == "decision" and x["step"] == "talk"]
    assert len(talks) == 7 and all(x["answer"] == ["pass"] for x in talks)


def test_close_vote_counts_every_hand_not_yet_raised_as_no(client: TestClient) -> None:
    # Seat 0 is a person, seats 1 to 6 bots. Seat 0 nominates seat 6: the count starts at
    # seat 0, so every bot is still to vote when the Storyteller closes the vote.
    for seed in ("cv3", "cv2"):  # (bots raise hands for seat 6 here)
        t = create(client, humans=1, seats=7, seed=seed, open_nominations=False)
        g = _to_day_talk(t)
        if not all(s["alive"] for s in g["seats"]):
            continue
        assert t.post("control", t.st, {"action": "open_nominations"}).status_code == 200
        _nominate(t, 6)
        g = t.grimoire()
        assert g["pending"]["kind"] == "vote" and g["pending"]["chooser"] == 0
        assert t.post("control", t.st, {"action": "close_vote"}).status_code == 200
        g = t.grimoire()
        assert g["nominations"][0]["yes"] == [] and g["nominations"][0]["tally"] == 0, g["nominations"]
        return
    raise AssertionError("no seed with everyone alive on day 1")


def test_end_day_stops_every_nomination(client: TestClient) -> None:
    for seed in ("ed1", "ed2", "ed3", "ed4", "ed5"):
        t = create(client, humans=1, seats=7, seed=seed, open_nominations=False)
        g = _to_day_talk(t)
        if not g["seats"][0]["alive"]:
            continue
        assert t.post("control", t.st, {"action": "open_nominations"}).status_code == 200
        g = t.grimoire()
        if g["pending"]["kind"] != "nominate" or g["pending"]["chooser"] != 0:
            continue
        assert t.post("control", t.st, {"action": "end_day"}).status_code == 200
        g = t.grimoire()
        day = [e for e in g["log"] if e["time"] == ["day", 1]]
        assert not [e for e in day if e["kind"] in ("nominated", "executed")], day
        assert any(e["kind"] == "no_execution" for e in day)
        return
    raise AssertionError("no seed where seat 0 nominates first")
