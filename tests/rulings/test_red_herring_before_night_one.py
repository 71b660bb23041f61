"""The Fortune Teller's red herring is chosen before the first night (review of issue 4).

RULES.md, Setup: "Before the first night the Storyteller also makes the standing choices: the
Fortune Teller's red herring, ...". So it is in the Grimoire the Widow sees on night 1.
"""

from __future__ import annotations

from clocktower.testing import advance, seated


def test_red_herring_is_chosen_during_setup() -> None:
    game = seated(["nodashii", "widow", "fortuneteller", "noble", "savant", "sweetheart", "oracle"],
                  script="final-nail-boffin")
    d = game.pending
    assert d is not None and d.step == "fortuneteller.redherring" and game.state.phase == "setup"
    assert set(d.options) == {2, 3, 4, 5, 6}
    game.answer(4)
    advance(game, [("widow", 3)], until=lambda d: d.step == "widow.know" or d.step == "talk")
    shown = [e for e in game.view(1).events if e.kind == "grimoire_shown"]
    assert shown and "Red Herring" in shown[0].text
    rows = {r["seat"]: r for r in shown[0].data["grimoire"]}
    assert any("Red Herring" in m for m in rows[4]["reminders"])
