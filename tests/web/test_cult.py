"""A Cult Leader's cult on the pages (seed-002): each "Join X's cult?" is asked with the vote
machinery, but it is shown as a cult forming, never as an execution vote on the day's
last nomination; "Close the vote" does not apply to it."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from clocktower.state import Nomination
from clocktower.web.views import grimoire_snapshot, seat_snapshot

from .conftest import NAMES, Table


def _cult_formed(client: TestClient) -> tuple[Table, int]:
    """A seed-002 game of seven people in which the Cult Leader has just formed a cult.

    Returns:
        The table and the Cult Leader's seat.
    """
    for n in range(20):
        r = client.post("/api/games", json={"script": "seed-002", "mode": "auto", "seed": f"cult{n}",
                                            "players": [{"name": x, "bot": False} for x in NAMES]})
        assert r.status_code == 200, r.text
        t = Table(client, r.json())
        leaders = [s["index"] for s in t.grimoire()["seats"] if s["believed"] == "cultleader"]
        if not leaders:
            continue
        for _ in range(300):
            g = t.grimoire()
            p = g["pending"]
            if g["over"] or g["phase"] == "night" and g["night"] > 1:
                break
            if p["chooser"] in leaders and p["kind"] == "day_ability":
                form = next(k for k, o in enumerate(p["options"]) if o["value"] is True)
                ref = t.snap(t.tokens[p["chooser"]])["pending"]["i"]
                r = t.post("answer", t.tokens[p["chooser"]], {"i": ref, "choice": form})
                assert r.status_code == 200, r.text
                return t, p["chooser"]
            t.answer_first()
    raise AssertionError("no seed-002 game in 20 seeds let a Cult Leader form a cult on day 1")


def test_a_cult_forming_is_shown_as_a_cult_not_a_vote(client: TestClient) -> None:
    t, leader = _cult_formed(client)
    lname = NAMES[leader]
    g = t.grimoire()
    p = g["pending"]
    asked = (leader + 1) % len(NAMES)
    assert p["kind"] == "vote" and p["step"] == "cultleader" and p["chooser"] == asked
    assert g["vote"] is None and g["day_stage"] == "cult"
    assert g["cult"] == {"leader": lname, "prompt": f"Join {lname}'s cult?", "joined": [], "declined": [],
                         "asked": NAMES[asked]}
    for k, token in enumerate(t.tokens):
        snap = t.snap(token)
        assert snap["vote"] is None and snap["cult"] == g["cult"]
        if k == asked:
            assert snap["pending"]["prompt"] == f"Join {lname}'s cult?"
        else:
            assert snap["waiting"] == f"Waiting for {NAMES[asked]} to choose: Join {lname}'s cult?"
            assert "to vote" not in snap["waiting"]
    # "Close the vote" is for execution votes: it would silently answer "do not join" for all.
    r = t.post("control", t.st, {"action": "close_vote"})
    assert r.status_code == 400 and "does not apply" in r.json()["error"]
    assert t.grimoire()["decisions"] == g["decisions"]
    # The first asked joins (the Storyteller answering for them), the next declines: both
    # are public, as hands raised are.
    join = next(k for k, o in enumerate(p["options"]) if o["value"] is True)
    assert t.post("answer", t.st, {"i": p["i"], "for_seat": asked, "choice": join}).status_code == 200
    p2 = t.grimoire()["pending"]
    decline = next(k for k, o in enumerate(p2["options"]) if o["value"] is False)
    ref = t.snap(t.tokens[p2["chooser"]])["pending"]["i"]
    assert t.post("answer", t.tokens[p2["chooser"]], {"i": ref, "choice": decline}).status_code == 200
    g = t.grimoire()
    assert g["cult"]["joined"] == [NAMES[asked]] and g["cult"]["declined"] == [NAMES[p2["chooser"]]]
    assert g["cult"]["asked"] == NAMES[(asked + 2) % len(NAMES)]
    assert t.snap(t.tokens[leader])["cult"] == g["cult"]


def test_a_cult_after_a_nomination_does_not_show_that_nomination_as_the_vote(client: TestClient) -> None:
    """Were a cult formed after a nomination the same day (the engine runs day abilities
    before nominations today, so a nomination is planted here), the pages must still show
    the cult, not the nomination's vote."""
    t, leader = _cult_formed(client)
    live = client.app.state.hub.games[t.id]  # type: ignore[attr-defined]
    game = live.game
    game.state.nominations.append(Nomination(nominator=0, nominee=1, voters=[2]))
    g = grimoire_snapshot(game, game_id=t.id, bots=frozenset(), mode="auto", tokens=live.tokens)
    assert g["vote"] is None and g["day_stage"] == "cult" and g["cult"]["leader"] == NAMES[leader]
    for seat in range(len(NAMES)):
        snap: dict[str, Any] = seat_snapshot(game, seat, game_id=t.id, ref="r")
        assert snap["vote"] is None and snap["cult"]["leader"] == NAMES[leader]


def test_ending_the_day_during_a_cult_counts_the_rest_as_not_joining(client: TestClient) -> None:
    t, leader = _cult_formed(client)
    assert t.post("control", t.st, {"action": "end_day"}).status_code == 200
    g = t.grimoire()
    assert g["cult"] is None and g["day_stage"] is None
    cult = [e["text"] for e in g["log"] if e["text"].startswith("The cult: ")]
    assert cult == [f"The cult: {NAMES[leader]}."]
