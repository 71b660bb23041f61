"""The web Storyteller states their own pair for the Savant (issue 17, item 9): the Savant's
information decision takes a text (the first statement), then the second statement and which
one is true; the Savant's page shows exactly the two sentences, never which is true."""

from __future__ import annotations

from fastapi.testclient import TestClient

from .conftest import create

FIRST, SECOND = "Two players are twins.", "The Storyteller is tired."


def test_web_storyteller_states_their_own_savant_pair(client: TestClient) -> None:
    t = create(client, humans=7, seats=7, mode="assisted", script="sects-and-violets", seed="own1")
    savant = None
    for _ in range(3000):
        g = t.grimoire()
        p = g["pending"]
        assert p is not None, "the game ended before the Savant's information"
        if p["chooser"] == -1 and p["step"] == "savant":
            break
        token = t.st if p["chooser"] == -1 else t.tokens[p["chooser"]]
        i = p["i"] if p["chooser"] == -1 else t.snap(token)["pending"]["i"]
        labels = [o["label"] for o in p["options"]]
        if p["chooser"] == -1 and p["step"].startswith("setup") and "Savant" in labels:
            choice = labels.index("Savant")
        elif p["step"] == "savant" and p["chooser"] >= 0:
            choice = labels.index("visit the Storyteller")
            savant = p["chooser"]
        else:
            truth = [k for k, o in enumerate(p["options"]) if o.get("truth")]
            choice = truth[0] if truth and p["count"] is None else 0
        if p["count"] is not None:
            choice = list(range(p["count"][0]))
        r = t.post("answer", token, {"i": i, "choice": choice})
        assert r.status_code == 200, r.text
    else:
        raise AssertionError("no Savant information reached")
    assert savant is not None and p["free_text"] > 0 and p["kind"] == "inform"
    r = t.post("answer", t.st, {"i": p["i"], "text": FIRST})
    assert r.status_code == 200, r.text
    p = t.grimoire()["pending"]
    assert p["step"] == "savant.own" and p["free_text"] > 0
    # The same text again is refused, naming why, and nothing changes.
    before = t.fingerprint()
    r = t.post("answer", t.st, {"i": p["i"], "text": FIRST.upper()})
    assert r.status_code == 400 and "same as the text written before" in r.json()["error"], r.text
    assert t.fingerprint() == before
    assert t.post("answer", t.st, {"i": p["i"], "text": SECOND}).status_code == 200
    p = t.grimoire()["pending"]
    assert p["step"] == "savant.own.true"
    labels = [o["label"] for o in p["options"]]
    pick = next(k for k, label in enumerate(labels) if label.startswith("the second is true"))
    assert t.post("answer", t.st, {"i": p["i"], "choice": pick}).status_code == 200
    grimoire = t.grimoire()
    assert any("own words" in e["text"] and e["text"].endswith("the second is true.") for e in grimoire["log"])
    for seat, token in enumerate(t.tokens):
        texts = [e["text"] for e in t.snap(token)["log"]]
        assert not any("is true" in x or "own words" in x for x in texts)
        assert (f"{FIRST} / {SECOND}" in texts) == (seat == savant)
