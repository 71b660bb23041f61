"""Widow: "On your 1st night, look at the Grimoire & choose a player: they are poisoned. 1 good
player knows a Widow is in play." (almanac, Seed 004).

On her first night the Widow is shown the whole Grimoire (only she sees it), then poisons any
player until she dies; one good player, picked by the Storyteller, is shown the Widow token.
"""

from typing import Any

from clocktower import rules
from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.engine import Game
from clocktower.script import load_script, parse_script
from clocktower.state import DRUNK, Effect
from clocktower.testing import advance, is_alive, learned, seated, to_day, to_night

# Seats: 0 Widow, 1 Fang Gu, 2 Chef, 3 Empath, 4 Noble, 5 Mayor, 6 Sweetheart.
SEATING = ["widow", "fanggu", "chef", "empath", "noble", "mayor", "sweetheart"]
WIDOW = 0


def game(seating: Any = SEATING) -> Any:
    return seated(seating, script="seed-004")


def poisoned(g: Any, seat: int) -> bool:
    return rules.is_poisoned(g.state, seat)


def test_sees_the_whole_grimoire_only_herself() -> None:
    g = game()
    d = advance(g, until="widow")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == WIDOW
    shown = [e for e in g.events if e.kind == "grimoire_shown"]
    assert len(shown) == 1 and shown[0].seats == (WIDOW,) and not shown[0].public
    rows = shown[0].data["grimoire"]
    assert [r["character"] for r in rows] == SEATING
    assert "Fang Gu" in shown[0].text and shown[0].data["bluffs"] == list(g.state.bluffs)
    assert shown[0] in g.view(WIDOW).events
    for seat in range(1, 7):
        assert shown[0] not in g.view(seat).events


def test_grimoire_shows_believed_characters_and_reminders() -> None:
    # Seats: 0 Widow, 1 Lleech, 2 Marionette (believes the Chef), 3 Empath, 4 Noble.
    g = seated(["widow", "lleech", ("marionette", "chef"), "empath", "noble"], script="seed-004")
    advance(g, [("lleech", 4)], until="widow")
    rows = [e for e in g.events if e.kind == "grimoire_shown"][0].data["grimoire"]
    assert rows[2]["character"] == "marionette" and rows[2]["believed"] == "chef"
    assert any("Poisoned" in m for m in rows[4]["reminders"])


def test_poisons_any_player_and_a_good_player_learns() -> None:
    g = game()
    d = advance(g, until="widow")
    assert d.options == tuple(range(7)) and None not in d.options  # herself included, no "no one"
    g.answer(3)
    assert poisoned(g, 3)
    d = advance(g, until="widow.know")
    assert d.chooser == STORYTELLER and d.options == (2, 3, 4, 5, 6)  # good players only; someone must learn
    g.answer(5)
    d = advance(g, until=("inform", "widow"))
    assert d.subject == 5 and d.options == ("widow",) and d.truth == ("widow",)
    g.answer("widow")
    assert [e.text for e in learned(g, 5)] == ["A Widow is in play."]
    # Nobody else learns it; the Widow is not told who knows.
    assert all(not any("Widow" in e.text for e in learned(g, s)) for s in (0, 1, 2, 3, 4, 6))


def test_poisoned_player_gets_false_information() -> None:
    """The Widow poisons the Empath: the Empath's number may be anything."""
    g = game()
    advance(g, [("widow", 3)], until=("inform", "empath"))
    d = g.pending
    assert d is not None and d.truth == (0,) and set(d.options) == {0, 1, 2}


def test_poison_lasts_until_the_widow_dies() -> None:
    g = game()
    to_day(g, 2, [("widow", 3), ("fanggu", 4)])
    assert poisoned(g, 3)  # still poisoned on later days
    g.state.seats[WIDOW].alive = False
    assert not poisoned(g, 3)


def test_acts_only_on_her_first_night() -> None:
    g = game()
    to_night(g, 2, [("widow", 3)])
    advance(g, [("fanggu", 4)], until="talk")
    assert [(d.step, d.kind) for d in g.decisions].count(("widow", DecisionKind.CHOOSE_PLAYERS)) == 1
    assert sum(1 for e in g.events if e.kind == "grimoire_shown") == 1


def test_drunk_widow_poisons_nobody_and_may_tell_nobody() -> None:
    g = game()
    g.state.effects.append(Effect(DRUNK, WIDOW, None, None, None, needs_source=False))
    advance(g, [("widow", 3)], until="widow.know")
    assert not poisoned(g, 3)
    d = g.pending
    assert d is not None and d.options == (2, 3, 4, 5, 6, None)
    g.answer(2)
    d = advance(g, until=("inform", "widow"))
    assert set(d.options) == set(load_script("seed-004").characters) & {"widow", "marionette", "goblin", "boffin"}
    g.answer("goblin")
    assert learned(g, 2)[-1].text == "A Goblin is in play."


def test_lleech_host_widow_is_poisoned_before_she_acts() -> None:
    """The Lleech (night order 30) picks the Widow (33) as its host: her poison does nothing."""
    g = seated(["widow", "lleech", "chef", "empath", "noble", "mayor", "sweetheart"], script="seed-004")
    advance(g, [("lleech", WIDOW), ("widow", 3)], until="widow.know")
    assert poisoned(g, WIDOW) and not poisoned(g, 3)
    d = g.pending
    assert d is not None and None in d.options
    g.answer(None)
    assert not any("Widow" in e.text for s in range(7) for e in learned(g, s))


def test_may_poison_herself() -> None:
    g = game()
    advance(g, [("widow", WIDOW)], until="widow.know")
    assert poisoned(g, WIDOW)


def test_dead_widow_does_not_wake() -> None:
    g = Game("seed-004", seating=SEATING)
    g.state.seats[WIDOW].alive = False
    advance(g, until="talk")
    assert "widow" not in [d.step for d in g.decisions] and "widow.know" not in [d.step for d in g.decisions]
    assert not any(e.kind == "grimoire_shown" for e in g.events)


def test_the_know_player_may_be_the_drunk_like_marionette_excluded() -> None:
    """"1 good player": the Marionette (evil, believes a good character) is never the one told."""
    g = seated(["widow", "nodashii", ("marionette", "chef"), "empath", "noble", "mayor", "lunatic"],
               script="seed-004")
    d = advance(g, [("widow", 6)], until="widow.know")
    assert 2 not in d.options and 6 in d.options  # the Lunatic is good


JINX_SCRIPT = parse_script(
    [{"id": "_meta", "name": "Widow, Damsel and Sailor"}, "widow", "poisoner", "fanggu", "sailor", "damsel",
     "huntsman", "chef", "empath", "noble"], source="widow-damsel")


def test_jinx_widow_damsel_ruling_and_sailor() -> None:
    """Ruling widow-damsel-jinx-and-sailor (jinx: the Damsel is poisoned if a Widow is or has been
    in play). Night 1 the Widow poisons the Sailor; a good player learns a Widow is in play. Day 2
    the Poisoner correctly guesses the Damsel: nothing happens, and the Minions' one guess is gone.
    Day 3 the poisoned Sailor is executed and dies."""
    # Seats: 0 Widow, 1 Poisoner, 2 Fang Gu, 3 Sailor, 4 Damsel, 5 Huntsman, 6 Chef.
    g = seated(["widow", "poisoner", "fanggu", "sailor", "damsel", "huntsman", "chef"], script=JINX_SCRIPT)
    plan: list[Any] = [("poisoner", 6), ("sailor", 6), ("sailor.drunk", 6), ("widow", 3), ("widow.know", 5)]
    to_day(g, 1, plan)
    assert poisoned(g, 3) and poisoned(g, 4)  # the Sailor (Widow) and the Damsel (jinx)
    assert learned(g, 5)[-1].text == "A Widow is in play."
    to_day(g, 2, [("poisoner", 6), ("fanggu", 6)])
    advance(g, [(("damsel", 1), 4)], until="nominate")
    assert not g.over and any(e.data.get("damsel_guess") == 4 for e in g.events)
    to_day(g, 3, [("poisoner", 5), ("fanggu", 5)])
    assert poisoned(g, 4) and is_alive(g, 3) and poisoned(g, 3)
    voters = [s for s in g.state.alive_seats()][:3]
    advance(g, [(("nominate", g.state.alive_seats()[0]), 3)] + [(("vote", v), True) for v in voters],
            until=lambda d: g.state.phase == "night")
    assert not is_alive(g, 3) and g.state.executions[-1][1] == 3
    assert not g.over
    # The guess is spent: on day 3 no Minion is asked again (days 1 and 2: the Widow, the Poisoner).
    assert [d.step for d in g.decisions].count("damsel") == 4
