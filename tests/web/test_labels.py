"""What people read: human step names and prompts, no alignment before the deal, and
"About to die" only during the day it applies."""

from __future__ import annotations

from fastapi.testclient import TestClient

from clocktower.testing import advance, execution_plan, seated, to_day, to_night
from clocktower.web.views import grimoire_snapshot, human_text, step_label

from .conftest import create


def test_every_setup_step_has_a_human_label() -> None:
    assert step_label("setup.modifier.godfather") == "Godfather: add or remove an Outsider"
    assert step_label("setup.modifier.baron") == "Baron: add or remove an Outsider"
    assert step_label("setup.outsider") == "Setup: choose an Outsider for the bag"
    assert step_label("setup.remove.townsfolk") == "Setup: take a Townsfolk out of the bag"
    assert step_label("setup.deal.imp") == "Setup: the seat that draws the Imp"
    assert step_label("setup.cover.drunk") == "Setup: the character the Drunk believes they are"
    assert step_label("setup.bluffs") == "Setup: the Demon's three bluffs"
    assert step_label("setup.legion.outsiders") == "Setup: Legion: Outsiders"
    assert step_label("empath") == "Empath"
    assert "." not in step_label("grandmother.grandchild")


def test_prompts_take_the_right_article_and_team_names() -> None:
    assert human_text("Choose a outsider character for the bag (1 of 2)") == \
        "Choose an Outsider character for the bag (1 of 2)"
    assert human_text("Choose a townsfolk character") == "Choose a Townsfolk character"
    assert human_text("Too many minion characters") == "Too many Minion characters"


def test_the_storyteller_page_never_shows_an_engine_step_id(client: TestClient) -> None:
    t = create(client, humans=7, mode="assisted", seed="lab")
    for _ in range(40):
        g = t.grimoire()
        p = g["pending"]
        if p is None or g["phase"] != "setup":
            break
        assert "." not in p["step_label"] and " a outsider" not in p["prompt"].lower(), p
        assert t.post("control", t.st, {"action": "auto"}).status_code == 200


def test_the_storyteller_log_names_steps_as_people_read_them() -> None:
    game = seated(["imp", "washerwoman", "empath", "monk", "soldier", "butler", "poisoner"])
    game.emit("storyteller", "Storyteller (setup.modifier.godfather): Choose a outsider +1",
              data={"step": "setup.modifier.godfather"})
    log = grimoire_snapshot(game, game_id="g", bots=frozenset(), mode="assisted", tokens=("t",) * 7)["log"]
    assert log[-1]["text"] == "Storyteller (Godfather: add or remove an Outsider): Choose an Outsider +1"


def test_no_alignment_before_the_deal(client: TestClient) -> None:
    t = create(client, humans=7, mode="assisted", seed="deal")
    snap = t.snap(t.tokens[0])
    assert snap["character"] == "" and snap["alignment"] == ""
    assert t.post("control", t.st, {"action": "auto_all"}).status_code == 200
    snap = t.snap(t.tokens[0])
    assert snap["character"] and snap["alignment"] in ("good", "evil")


def test_about_to_die_only_during_its_day() -> None:
    game = seated(["imp", "washerwoman", "empath", "monk", "soldier", "butler", "poisoner"])
    to_day(game, 1)
    snap = lambda: grimoire_snapshot(game, game_id="g", bots=frozenset(), mode="assisted",  # noqa: E731
                                     tokens=("t",) * 7)
    # Everyone votes for seat 5: they are about to die once the vote is counted.
    plan = execution_plan(game, 1, 5)
    advance(game, plan, until=lambda d: d.step == "nominate" and game.state.about_to_die is not None)
    assert snap()["about_to_die"] == game.name(5)
    to_night(game, 2)
    assert snap()["about_to_die"] is None
