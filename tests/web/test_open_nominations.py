"""Open nominations at a web table (issue 16, item 3): any seat that may nominate does so
at any moment, in any order; the Storyteller enters one made out loud; the vote goes round
clockwise from the nominee with a clock hand every page sees; every page lists the day's
nominations; each player keeps private notes. And the attacks on each new path."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from typer.testing import CliRunner

from clocktower.cli import app as cli_app
from clocktower.decisions import STORYTELLER
from clocktower.engine import Game
from clocktower.record import dumps, replay

from .conftest import Table, create


def _to_open(t: Table, *, alive: bool = True) -> dict[str, Any]:
    """Play (first options, the talk passed) until nominations are open on a day where every
    seat is alive (when ``alive``)."""
    for _ in range(400):
        g = t.grimoire()
        p = g["pending"]
        if p is not None and p["step"] == "nominate.open" and (not alive or all(s["alive"] for s in g["seats"])):
            return g
        t.answer_first()
    raise AssertionError("nominations never opened")


def _nominate_as(t: Table, seat: int, nominee: int) -> Any:
    snap = t.snap(t.tokens[seat])
    p = snap["pending"]
    choice = next(k for k, o in enumerate(p["options"]) if o["label"] == t.grimoire()["seats"][nominee]["name"])
    return t.post("answer", t.tokens[seat], {"i": p["i"], "choice": choice})


def test_engine_open_nominations_take_any_eligible_seat_in_any_order_and_replay() -> None:
    game = Game("trouble-brewing", 7, open_nominations=True, seating=[
        "imp", "poisoner", "saint", "chef", "empath", "monk", "soldier"])
    while game.pending is not None and game.pending.step != "nominate.open":
        d = game.pending
        game.answer(d.options[0] if d.count is None else d.options[:d.count[0]])
    d = game.pending
    assert d is not None and d.chooser == STORYTELLER and d.options[0] is None
    assert game.state.phase == "day"
    # Seat 5 nominates first (not seat order), then seat 2.
    game.answer((5, 0))
    while game.pending is not None and game.pending.step == "vote":
        game.answer(False)
    assert [(n.nominator, n.nominee) for n in game.state.nominations] == [(5, 0)]
    options = game.pending.options
    assert (5, 1) not in options and all(o is None or o[1] != 0 for o in options)  # once each a day
    game.answer((2, 3))
    assert game.header()["open_nominations"] is True
    again = replay([json.loads(x) for x in dumps(game, {}).splitlines()], check_events=False)
    assert [(n.nominator, n.nominee) for n in again.state.nominations] == [(5, 0), (2, 3)]
    # Without the option the engine asks seat by seat, as before.
    plain = Game("trouble-brewing", 7)
    assert "open_nominations" not in plain.header()


def test_a_person_nominates_out_of_seat_order_and_every_page_sees_the_clock(client: TestClient) -> None:
    t = create(client, humans=7, seed="open1")
    assert t.grimoire()["pending"] is not None
    g = _to_open(t)
    # Every seat that may nominate has the nomination on its page; the last seat goes first.
    assert all(t.snap(tok)["pending"]["kind"] == "nominate" for tok in t.tokens)
    r = _nominate_as(t, 6, 2)
    assert r.status_code == 200, r.text
    g = t.grimoire()
    assert g["pending"]["kind"] == "vote" and g["pending"]["chooser"] == 3  # clockwise from the nominee
    for tok in t.tokens:
        s = t.snap(tok)
        assert s["vote"]["nominee_seat"] == 2 and s["vote"]["asked_seat"] == 3
        assert s["nominations"][0]["nominee"] == g["seats"][2]["name"] and s["nominations"][0]["open"]
    ref = t.snap(t.tokens[3])["pending"]["i"]
    yes = next(k for k, o in enumerate(t.snap(t.tokens[3])["pending"]["options"]) if o["label"] == "yes")
    assert t.post("answer", t.tokens[3], {"i": ref, "choice": yes}).status_code == 200
    s = t.snap(t.tokens[0])
    assert s["vote"]["yes_seats"] == [3] and s["vote"]["asked_seat"] == 4 and s["vote"]["counted_seats"] == [3]
    # The nominator may not nominate again today.
    while t.grimoire()["pending"]["kind"] == "vote":
        t.answer_first()
    assert t.snap(t.tokens[6])["pending"] is None
    r = t.post("answer", t.tokens[6], {"i": t.snap(t.tokens[0])["pending"]["i"], "choice": 1})
    assert r.status_code == 403 and "nominates once a day" in r.json()["error"]
    nom = t.snap(t.tokens[0])["nominations"][0]
    assert nom["tally"] == len(nom["yes"]) >= 1 and not nom["open"]


def test_the_storyteller_enters_a_nomination_said_out_loud_and_end_day_closes_them(client: TestClient) -> None:
    t = create(client, humans=7, seed="open2", mode="assisted")
    assert t.post("control", t.st, {"action": "auto_all"}).status_code == 200
    for _ in range(400):
        g = t.grimoire()
        if g["pending"]["step"] == "nominate.open":
            break
        if g["pending"]["chooser"] == -1:
            assert t.post("control", t.st, {"action": "auto_all"}).status_code == 200
        else:
            t.answer_first()
    p = g["pending"]
    assert p["step_label"] == "Nominations are open"
    r = t.post("control", t.st, {"action": "auto"})
    assert r.status_code == 400 and "nominations are open" in r.json()["error"]
    choice = next(k for k, o in enumerate(p["options"]) if o["value"] == [4, 1])
    assert t.post("answer", t.st, {"i": p["i"], "choice": choice}).status_code == 200
    g = t.grimoire()
    assert g["nominations"][0]["nominator"] == g["seats"][4]["name"]
    assert t.post("control", t.st, {"action": "end_day"}).status_code == 200
    g = t.grimoire()
    assert g["phase"] == "night" or g["day_stage"] is None
    day = [e for e in g["log"] if e["time"] == ["day", 1] and e["kind"] == "nominated"]
    assert len(day) == 1


def test_everyone_passing_closes_the_nominations_with_the_automated_storyteller(client: TestClient) -> None:
    t = create(client, humans=7, seed="open3")
    g = _to_open(t)
    n = g["decisions"]
    for k, tok in enumerate(t.tokens):
        p = t.snap(tok)["pending"]
        assert p is not None and not p["passed"]
        r = t.post("answer", tok, {"i": p["i"], "choice": 0})  # no one: a pass
        assert r.status_code == 200, r.text
        if k < 6:
            assert t.snap(tok)["pending"]["passed"] and t.grimoire()["decisions"] == n
    g = t.grimoire()
    assert g["decisions"] == n + 1 and not [e for e in g["log"] if e["kind"] == "nominated"]


def test_bots_nominate_when_nominations_open_and_a_mostly_bot_table_goes_on(client: TestClient) -> None:
    t = create(client, humans=1, seats=7, seed="open4")
    for _ in range(600):
        g = t.grimoire()
        if g["over"] or g["day"] >= 2:
            break
        p = g["pending"]
        if p["step"] == "nominate.open":
            assert t.snap(t.tokens[0])["pending"] is not None or not g["seats"][0]["alive"]
        t.answer_first()
    assert g["over"] or g["day"] >= 2
    assert t.grimoire()["decisions"] > 0


def test_open_nomination_attacks_change_nothing(client: TestClient) -> None:
    t = create(client, humans=5, seats=7, seed="open5")
    g = _to_open(t)
    before = t.fingerprint()
    ref = t.snap(t.tokens[0])["pending"]["i"]
    bot_tok = t.tokens[6]
    for tok, body, status in (
            (t.tokens[0], {"i": "stale-reference", "choice": 1}, 409),
            (t.tokens[0], {"i": g["decisions"], "choice": 1}, 400),  # a number, not the reference
            (t.tokens[0], {"i": ref, "choice": 99}, 400),
            (t.tokens[0], {"i": ref, "choice": [1]}, 400),
            (t.tokens[0], {"i": ref, "text": "Bob"}, 400),
            (bot_tok, {"i": t.snap(bot_tok)["pending"]["i"] if t.snap(bot_tok)["pending"] else ref, "choice": 1}, 403),
            (t.tokens[0], {"i": ref, "choice": 1, "for_seat": 2}, 403)):
        r = t.post("answer", tok, body)
        assert r.status_code == status, (body, r.text)
    # The Storyteller's stale number and a pair nobody may make are refused.
    assert t.post("answer", t.st, {"i": g["decisions"] - 1, "choice": 1}).status_code == 409
    assert t.post("answer", t.st, {"i": g["decisions"], "choice": 10_000}).status_code == 400
    assert t.fingerprint() == before


def test_notes_are_private_to_each_seat_and_kept_with_the_game(client: TestClient, db_url: str) -> None:
    t = create(client, humans=5, seats=7, seed="notes")
    url = f"/api/games/{t.id}/notes"
    put = lambda tok, body: client.put(url, json=body, headers={"Authorization": f"Bearer {tok}"})  # noqa: E731
    get = lambda tok: client.get(url, headers={"Authorization": f"Bearer {tok}"})  # noqa: E731
    assert put(t.tokens[1], {"text": "Cat claimed Chef: 2 pairs?"}).status_code == 200
    assert put(t.st, {"text": "storyteller's own"}).status_code == 200
    assert get(t.tokens[1]).json() == {"text": "Cat claimed Chef: 2 pairs?"}
    assert get(t.tokens[0]).json() == {"text": ""}  # another seat sees only its own (none)
    assert get(t.st).json() == {"text": "storyteller's own"}  # the Storyteller cannot read a seat's
    assert "Cat claimed" not in json.dumps(t.grimoire()) and "Cat claimed" not in json.dumps(t.snap(t.tokens[0]))
    assert client.get(url).status_code == 403  # no token
    assert client.get(url, headers={"Authorization": "Bearer forged"}).status_code == 403
    r = put(t.tokens[1], {"text": "x" * 10_001})
    assert r.status_code == 400 and "at most" in r.json()["error"]
    assert put(t.tokens[1], {"text": 5}).status_code == 400
    assert put(t.tokens[1], {}).status_code == 400
    assert get(t.tokens[1]).json() == {"text": "Cat claimed Chef: 2 pairs?"}
    other = create(client, humans=5, seats=7, seed="notes2")
    assert client.get(f"/api/games/{other.id}/notes", headers={"Authorization": f"Bearer {t.tokens[1]}"}
                      ).status_code == 403
    # Kept with the game: a new server on the same database reads them back.
    from clocktower.web.app import create_app
    with TestClient(create_app(db_url)) as again:
        r = again.get(url, headers={"Authorization": f"Bearer {t.tokens[1]}"})
        assert r.json() == {"text": "Cat claimed Chef: 2 pairs?"}


def test_an_edit_with_a_stale_decision_number_is_refused(table: Table) -> None:
    g = table.grimoire()
    before = table.fingerprint()
    r = table.post("edit", table.st, {"kind": "poisoned", "seat": 0, "value": True, "i": g["decisions"] - 1})
    assert r.status_code == 409 and "reload" in r.json()["error"]
    r = table.post("edit", table.st, {"kind": "poisoned", "seat": 0, "value": True, "i": "x"})
    assert r.status_code == 400
    assert table.fingerprint() == before
    r = table.post("edit", table.st, {"kind": "poisoned", "seat": 0, "value": True, "i": g["decisions"]})
    assert r.status_code == 200, r.text


def test_a_finished_web_game_with_an_edit_and_an_undo_replays_with_clocktower_replay(
        client: TestClient, tmp_path: Path) -> None:
    t = create(client, humans=1, seats=7, seed="rp1")
    edited = undone = False
    for _ in range(3000):
        g = t.grimoire()
        if g["over"]:
            break
        if g["phase"] == "day" and not edited:
            assert t.post("edit", t.st, {"kind": "add_reminder", "seat": 1, "value": [g["seats"][1]["character"],
                                                                                   "marked"]}).status_code == 200
            edited = True
        t.answer_first()
        if edited and not undone:
            assert t.post("undo", t.st, {"n": 1, "i": t.grimoire()["decisions"]}).status_code == 200
            undone = True
    assert g["over"] and edited and undone
    record = client.get(f"/api/games/{t.id}/record", headers={"Authorization": f"Bearer {t.st}"}).text
    assert '"type": "edit"' in record and '"open_nominations": true' in record
    path = tmp_path / "game.jsonl"
    path.write_text(record)
    result = CliRunner().invoke(cli_app, ["replay", str(path), "--quiet"])
    assert result.exit_code == 0, result.output



def test_the_vote_clock_of_a_nomination_of_the_storyteller_starts_from_the_first_seat() -> None:
    # (The Atheist lets players nominate the Storyteller: the nominee is no seat.)
    from clocktower.state import Nomination
    from clocktower.web.views import vote_clock

    game = Game("trouble-brewing", 7, open_nominations=True)
    clock = vote_clock(game, Nomination(3, STORYTELLER), 2, False)
    assert clock["counted_seats"] == [0, 1] and clock["asked_seat"] == 2 and clock["nominee_seat"] == STORYTELLER
