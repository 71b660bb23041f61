"""Wizard: "Once per game, choose to make a wish. If granted, it might have a price & leave a
clue as to its nature." (almanac, Seed 000).

The engine models wishes as a documented catalogue (``WISHES``: effect, prices, clue) the
automated Storyteller can grant, plus a wish the Wizard writes in free text, which the
Storyteller grants or declines and carries out with one of the documented effects.
"""

import json
from typing import Any

import pytest

from clocktower import rules
from clocktower.characters.minion.wizard import MAX_CLUE_LENGTH, MAX_TRIES, MAX_WISH_LENGTH, PRICES, WISHES
from clocktower.context import team_of_character
from clocktower.decisions import JUDGED, STORYTELLER, DecisionKind, IllegalAnswer
from clocktower.record import dumps, replay
from clocktower.state import POISONED, Effect
from clocktower.testing import advance, is_alive, learned, seated, to_day, to_night

# Seats: 0 Pukka, 1 Wizard, 2 Sailor, 3 Tea Lady, 4 Courtier, 5 Exorcist, 6 Acrobat
SEATING = ["pukka", "wizard", "sailor", "tealady", "courtier", "exorcist", "acrobat"]
FIRST = [("sailor", 4), ("sailor.drunk", 4)]
"""Night 1: the Sailor's drinking partner is drunk. (Unscripted, the Pukka poisons itself, the
first option, so it kills nobody.)"""


def wish_options() -> tuple[Any, ...]:
    return (None, *WISHES, "write")


def test_wakes_each_night_until_it_wishes() -> None:
    game = seated(SEATING, script="seed-000")
    d = advance(game, FIRST, until="wizard")
    assert d.chooser == 1 and d.options == wish_options() and d.kind == DecisionKind.CHOOSE_CHARACTER
    game.answer(None)
    assert 1 in game.state.woke_tonight
    to_night(game, 2)
    d = advance(game, [("sailor", 4), ("sailor.drunk", 4)], until="wizard")
    assert d.options == wish_options()


def test_granted_death_wish_with_price_and_clue() -> None:
    game = seated(SEATING, script="seed-000")
    d = advance(game, FIRST + [("wizard", "death")], until="wizard.grant")
    assert d.chooser == STORYTELLER and d.options == ("grant", "again", "refuse")
    game.answer("grant")
    assert learned(game, 1) == [] and [e.text for e in game.view(1).events if e.kind == "wish"] == \
        ["Your wish is granted."]
    d = game.pending
    assert d.step == "wizard" and d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 1
    game.answer(5)
    assert not is_alive(game, 5)
    d = game.pending
    assert d.step == "wizard.price" and d.options == tuple(PRICES)  # any price: the Storyteller's call
    assert d.truth == WISHES["death"].prices and d.why == JUDGED  # the engine's suggestion
    game.answer("none")
    d = game.pending
    assert d.step == "wizard.clue" and d.options == ("none", "announce", "clue", "write")
    game.answer("clue")
    clue = [e for e in game.events if e.kind == "wish" and e.public]
    assert [e.text for e in clue] == ["The Wizard has made a wish. " + WISHES["death"].clue]
    # Once per game: never asked again.
    to_night(game, 2)
    advance(game, [("sailor", 4), ("sailor.drunk", 4)], until=lambda d: game.state.phase == "day")
    assert [d.step for d in game.decisions].count("wizard.grant") == 1


def test_declined_wish_again_then_refused() -> None:
    game = seated(SEATING, script="seed-000")
    advance(game, FIRST + [("wizard", "shield"), ("wizard.grant", "again")], until="wizard")
    d = game.pending
    assert d.options == wish_options()  # the Wizard wishes again at once
    texts = [e.text for e in game.view(1).events if e.kind == "wish"]
    assert texts == ["Your wish is declined: you may wish again."]
    for _ in range(MAX_TRIES - 2):
        advance(game, [("wizard", "shield"), ("wizard.grant", "again")], until="wizard")
    d = advance(game, [("wizard", "recruit")], until="wizard.grant")
    assert d.options == ("grant", "refuse")  # the last try of the night
    game.answer("refuse")
    assert [e.text for e in game.view(1).events if e.kind == "wish"][-1] == \
        "Your wish is declined: you have no more wishes."
    to_night(game, 2)
    mark = len(game.decisions)
    advance(game, [("sailor", 4), ("sailor.drunk", 4)], until=lambda d: game.state.phase == "day")
    assert not any(d.step.startswith("wizard") for d in game.decisions[mark:])
    assert [d.step for d in game.decisions].count("wizard.grant") == MAX_TRIES


def test_written_wish_is_recorded_and_carried_out_by_the_storyteller() -> None:
    game = seated(SEATING, script="seed-000")
    d = advance(game, FIRST + [("wizard", "write")], until="wizard.text")
    assert d.kind == DecisionKind.TEXT and d.chooser == 1 and d.free_text == MAX_WISH_LENGTH
    for bad in ("", "   ", "x" * (MAX_WISH_LENGTH + 1), 3, None):
        with pytest.raises(IllegalAnswer):
            game.answer(bad)
    wish = "I wish the Exorcist would lose their voice."
    game.answer(wish)
    assert any(e.kind == "wish" and wish in e.text and not e.seats and not e.public for e in game.events)
    d = game.pending
    assert d.step == "wizard.grant" and wish in d.prompt
    game.answer("grant")
    d = game.pending
    assert d.step == "wizard.effect" and d.options == ("none", *WISHES)
    game.answer("poison")
    d = game.pending
    assert d.step == "wizard.target" and d.chooser == STORYTELLER  # the text named the target
    game.answer(5)
    assert rules.is_poisoned(game.state, 5)
    advance(game, [("wizard.price", "none"), ("wizard.clue", "announce")], until=lambda d: game.state.phase == "day")
    assert [e.text for e in game.events if e.kind == "wish" and e.public] == ["The Wizard has made a wish."]
    # The record holds the text and replays.
    record = dumps(game)
    assert wish in record
    again = replay([json.loads(line) for line in record.splitlines()])
    assert again.answers == game.answers


def test_written_wish_with_no_tracked_effect() -> None:
    game = seated(SEATING, script="seed-000")
    advance(game, FIRST + [("wizard", "write"), ("wizard.text", "I wish for a pony."), ("wizard.grant", "grant"),
                           ("wizard.effect", "none"), ("wizard.price", "wizard_known"), ("wizard.known", 3)],
            until="wizard.clue")
    assert game.pending.options == ("none", "announce", "write")  # no documented clue for it
    assert learned(game, 3)[-1].text == "Bob is the Wizard."  # a price even for a wish the engine cannot track


def test_wizard_poison_wish_ends_when_the_wizard_dies() -> None:
    game = seated(SEATING, script="seed-000")
    advance(game, FIRST + [("wizard", "poison"), ("wizard.grant", "grant"), ("wizard", 5),
                           ("wizard.price", "none")], until=lambda d: game.state.phase == "day")
    assert rules.is_poisoned(game.state, 5)
    game.state.seats[1].alive = False
    assert not rules.is_poisoned(game.state, 5)


def test_knowledge_wish_shows_the_true_character() -> None:
    game = seated(SEATING, script="seed-000")
    d = advance(game, FIRST + [("wizard", "knowledge"), ("wizard.grant", "grant"), ("wizard", 6)],
                until=("inform", "wizard"))
    assert d.options == ("acrobat",)
    game.answer("acrobat")
    assert learned(game, 1)[-1].text == "Grace is the Acrobat."


def test_shield_wish_the_demon_cannot_die_today() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, FIRST + [("wizard", "shield"), ("wizard.grant", "grant"), ("wizard.price", "none")])
    voters = list(range(7))
    advance(game, [(("nominate", 2), 0)] + [(("vote", v), True) for v in voters],
            until=lambda d: game.state.phase == "night")
    assert is_alive(game, 0) and game.state.executions[-1][1] == 0 and not game.over


def test_recruit_wish_turns_a_good_player_evil() -> None:
    game = seated(SEATING, script="seed-000")
    d = advance(game, FIRST + [("wizard", "recruit"), ("wizard.grant", "grant")], until="wizard")
    assert d.options == (2, 3, 4, 5, 6)  # good players only
    game.answer(6)
    assert game.state.seats[6].alignment == "evil"
    assert [e.text for e in game.view(6).events if e.kind == "alignment_changed"] == ["Grace is now evil."]
    assert game.pending.options == tuple(PRICES) and game.pending.truth == WISHES["recruit"].prices


def test_prices_wizard_dies_or_is_revealed() -> None:
    game = seated(SEATING, script="seed-000")
    advance(game, FIRST + [("wizard", "shield"), ("wizard.grant", "grant"), ("wizard.price", "wizard_dies")],
            until="wizard.clue")
    assert not is_alive(game, 1)
    game = seated(SEATING, script="seed-000")
    d = advance(game, FIRST + [("wizard", "shield"), ("wizard.grant", "grant"), ("wizard.price", "wizard_known")],
                until="wizard.known")
    assert d.options == (2, 3, 4, 5, 6)
    game.answer(3)
    assert learned(game, 3)[-1].text == "Bob is the Wizard."


def test_poisoned_wizard_wish_does_nothing_and_is_used_up() -> None:
    game = seated(SEATING, script="seed-000")
    game.state.effects.append(Effect(POISONED, 1, None, None, None, needs_source=False))
    d = advance(game, FIRST + [("wizard", "death"), ("wizard.grant", "grant"), ("wizard", 5)], until="wizard.clue")
    assert is_alive(game, 5)
    assert not any(x.step == "wizard.price" for x in game.decisions)
    assert d.options == ("none", "announce", "clue", "write")
    game.answer("none")
    to_night(game, 2)
    advance(game, [("sailor", 4), ("sailor.drunk", 4)], until=lambda d: game.state.phase == "day")
    assert [x.step for x in game.decisions].count("wizard.grant") == 1


def test_drunk_wizard_learns_anything() -> None:
    game = seated(SEATING, script="seed-000")
    game.state.effects.append(Effect("drunk", 1, None, None, None, needs_source=False))
    d = advance(game, FIRST + [("wizard", "knowledge"), ("wizard.grant", "grant"), ("wizard", 6)],
                until=("inform", "wizard"))
    assert "acrobat" in d.options and len(d.options) > 1 and "drunk" in d.why


def test_dead_wizard_is_not_woken() -> None:
    game = seated(SEATING, script="seed-000")
    to_night(game, 2, FIRST)
    game.state.seats[1].alive = False
    mark = len(game.decisions)
    advance(game, [("sailor", 4), ("sailor.drunk", 4)], until=lambda d: game.state.phase == "day")
    assert not any(d.step == "wizard" for d in game.decisions[mark:])


def test_almanac_wizard_wishes_to_become_a_demon() -> None:
    """Almanac: "The Wizard wishes that they become a Demon. The Storyteller grants the wish.
    Later, they declare that the Wizard has made a wish, and that 'The student has become the
    master.' The Storyteller kills the Lord of Typhon and turns the Wizard into the Ojo." (Here
    the Pukka is the old Demon, and the Wizard becomes a Demon of the script.)"""
    game = seated(SEATING, script="seed-000")
    d = advance(game, FIRST + [("wizard", "become_demon"), ("wizard.grant", "grant")], until="wizard.demon")
    assert d.chooser == STORYTELLER and "pukka" in d.options
    assert all(team_of_character(c) == "demon" for c in d.options) and len(d.options) > 1
    demon = next(c for c in d.options if c != "pukka")
    game.answer(demon)
    assert game.state.seats[1].character == demon and game.state.seats[1].alignment == "evil"
    d = game.pending
    assert d.step == "wizard.old_demon" and d.options == (None, 0)
    game.answer(0)
    assert not is_alive(game, 0)
    advance(game, [("wizard.price", "none"), ("wizard.clue", "clue")], until=lambda d: game.state.phase == "day")
    assert [e.text for e in game.events if e.kind == "wish" and e.public] == \
        ["The Wizard has made a wish. The student has become the master."]
    assert not game.over  # a Demon lives: the Wizard


def test_wish_makes_another_player_a_demon() -> None:
    game = seated(SEATING, script="seed-000")
    d = advance(game, FIRST + [("wizard", "make_demon"), ("wizard.grant", "grant")], until="wizard")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and 1 not in d.options
    game.answer(6)
    d = game.pending
    assert d.step == "wizard.demon"
    demon = next(c for c in d.options if c != "pukka")
    game.answer(demon)
    assert game.state.seats[6].character == demon and game.state.seats[6].alignment == "evil"
    assert [e.text for e in game.view(6).events if e.kind == "alignment_changed"] == ["Grace is now evil."]


def test_almanac_wizard_wishes_to_see_the_grimoire_no_price_no_clue() -> None:
    """Almanac: "The Wizard wishes to see the Grimoire. The Storyteller grants this wish, and
    there is no price and no clue."
    """
    game = seated(SEATING, script="seed-000")
    advance(game, FIRST + [("wizard", "grimoire"), ("wizard.grant", "grant"), ("wizard.price", "none"),
                           ("wizard.clue", "none")], until=lambda d: game.state.phase == "day")
    shown = [e for e in game.view(1).events if e.kind == "grimoire_shown"]
    assert len(shown) == 1 and [r["character"] for r in shown[0].data["grimoire"]] == SEATING
    assert not [e for e in game.events if e.kind == "wish" and e.public]


def test_almanac_storyteller_writes_the_clue() -> None:
    """Almanac: the Wizard wishes all good players drunk; the Storyteller "declare[s] that the
    Wizard has made a wish and that 'Things are wrong'": a clue of the Storyteller's own."""
    game = seated(SEATING, script="seed-000")
    d = advance(game, FIRST + [("wizard", "write"), ("wizard.text", "I wish all good players were drunk."),
                               ("wizard.grant", "grant"), ("wizard.effect", "none"), ("wizard.price", "none"),
                               ("wizard.clue", "write")], until="wizard.clue.text")
    assert d.chooser == STORYTELLER and d.kind == DecisionKind.TEXT and d.free_text == MAX_CLUE_LENGTH
    game.answer("Things are wrong.")
    assert [e.text for e in game.events if e.kind == "wish" and e.public] == \
        ["The Wizard has made a wish. Things are wrong."]


def test_price_a_good_player_learns_a_demon() -> None:
    game = seated(SEATING, script="seed-000")
    advance(game, FIRST + [("wizard", "shield"), ("wizard.grant", "grant"), ("wizard.price", "demon_known")],
            until="wizard.known")
    game.answer(4)
    assert learned(game, 4)[-1].text == f"{game.state.seats[0].name} is a Demon."
