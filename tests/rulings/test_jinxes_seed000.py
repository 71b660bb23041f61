"""The seven official jinxes among the Seed 000 characters (``reference/jinxes.json``, and the
"jinxes" of ``clocktower/data/characters.json``), each with its jinxed behaviour and the
behaviour without its partner.

Where each rule lives (one of the two characters' modules):

- Boffin-Drunk and Boffin-Village Idiot: the Boffin (here);
- Bounty Hunter-Kazali: the Bounty Hunter (here);
- Widow-Damsel: the Damsel (here);
- Leviathan-Exorcist: the Exorcist; Leviathan-Innkeeper: the Innkeeper (tests in
  ``tests/characters/test_leviathan.py``);
- Yaggababble-Exorcist: the Yaggababble (tests in ``tests/characters/test_yaggababble.py``).
"""

import json
from pathlib import Path

import pytest

from clocktower import rules
from clocktower.catalogue import load_catalogue
from clocktower.characters import behaviour
from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.script import load_script
from clocktower.testing import advance, learned, seated, to_day

from ..characters.seed000_setup import seat000

JINXES = {("boffin", "drunk"), ("boffin", "villageidiot"), ("bountyhunter", "kazali"),
          ("leviathan", "exorcist"), ("leviathan", "innkeeper"), ("widow", "damsel"),
          ("yaggababble", "exorcist")}
REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "reference" / "jinxes.json"


def test_the_seven_jinxes_are_those_of_the_reference_and_the_catalogue() -> None:
    if not REFERENCE.exists():
        pytest.skip(f"reference data not found at {REFERENCE} (../shared is absent)")
    on_script = set(load_script("seed-000").characters)
    reference = {(e["id"], j["id"]) for e in json.loads(REFERENCE.read_text()) for j in e["jinx"]}
    assert {p for p in reference if set(p) <= on_script} == JINXES
    cat = load_catalogue()
    catalogued = {(c, j.id if hasattr(j, "id") else j["id"]) for c in on_script
                  for j in (cat.get(c).jinxes or ())}
    assert {p for p in catalogued if set(p) <= on_script} == JINXES
    assert all(behaviour(a) is not None and behaviour(b) is not None for a, b in JINXES)


# ------------------------------------------------------------------ Boffin-Drunk
def boffin_options(seating: list) -> tuple:
    game = seated(seating, script="seed-000")
    d = advance(game, until="boffin.ability")
    assert d is not None
    return d.options


def test_jinx_boffin_drunk_never_gives_the_drunk_ability() -> None:
    options = boffin_options(["pukka", "boffin", "sailor", "preacher", "tealady", "exorcist", "acrobat"])
    assert "drunk" not in options
    # Without the jinx partner's ability at stake, other not-in-play Outsiders are offered.
    assert {"sweetheart", "damsel"} <= set(options)


def test_jinx_boffin_drunk_the_drunk_in_play_is_still_the_drunk() -> None:
    game = seated(["pukka", "boffin", ("drunk", "sailor"), "preacher", "tealady", "exorcist", "acrobat"],
                  script="seed-000")
    to_day(game, 1)
    assert rules.is_drunk(game.state, 2) and game.view(2).character == "sailor"


# ------------------------------------------------------------------ Boffin-Village Idiot
def test_jinx_boffin_villageidiot_offered_while_a_spare_token_exists() -> None:
    one = boffin_options(["pukka", "boffin", "villageidiot", "preacher", "tealady", "exorcist", "acrobat"])
    assert "villageidiot" in one  # in play, yet offered: 2 spare tokens
    none = boffin_options(["pukka", "boffin", "sailor", "preacher", "tealady", "exorcist", "acrobat"])
    assert "villageidiot" in none
    # Other good characters with a setup change are still not offered (no jinx for them).
    assert "bountyhunter" not in none and "huntsman" not in none


def test_jinx_boffin_villageidiot_not_offered_when_all_three_tokens_are_in_play() -> None:
    three = boffin_options(["pukka", "boffin", "villageidiot", "villageidiot", "villageidiot", "exorcist",
                            "acrobat"])
    assert "villageidiot" not in three


def test_jinx_boffin_villageidiot_demon_learns_alignments() -> None:
    game = seated(["pukka", "boffin", "villageidiot", "preacher", "tealady", "exorcist", "acrobat"],
                  script="seed-000")
    advance(game, [("boffin.ability", "villageidiot")], until=lambda d: d.step == "villageidiot" and d.chooser == 0)
    game.answer(1)
    d = game.pending
    assert d.step == "villageidiot" and d.options == ("evil",)  # the Demon's Village Idiot works
    game.answer("evil")
    assert learned(game, 0)[-1].text == "Bob is evil."


def test_jinx_boffin_villageidiot_in_play_beside_two_idiots_one_drunk() -> None:
    """Jinx Boffin-Village Idiot with two Village Idiots in play (one spare token): the Boffin
    may give the in-play Village Idiot, other in-play good characters are not offered (the
    Boffin's usual "not-in-play" rule, untouched by the jinx); the Boffin and the Demon learn
    which, nobody else; the Demon's Village Idiot ability is sober (the bracket's drunk one is
    a setup choice, made before the Boffin acts, among the players) and no Village Idiot is
    added."""
    seating = ["pukka", "boffin", "villageidiot", "villageidiot", "tealady", "exorcist", "acrobat"]
    game = seat000(seating, vi_drunk=3)
    assert rules.is_drunk(game.state, 3) and not rules.is_drunk(game.state, 2)
    d = advance(game, until="boffin.ability")
    assert d.chooser == STORYTELLER and "villageidiot" in d.options
    assert not {"tealady", "exorcist", "acrobat", "pukka", "boffin"} & set(d.options)
    game.answer("villageidiot")
    assert [e.data["value"] for e in learned(game, 1)] == ["villageidiot"]
    assert [e.data["value"] for e in learned(game, 0)] == ["villageidiot"]
    assert all(learned(game, s) == [] for s in (2, 3, 4, 5, 6))
    # Night 1: the Pukka poisons the Acrobat, then the Demon wakes with the Village Idiots.
    d = advance(game, [("pukka", 6)], until=lambda d: d.step == "villageidiot" and d.chooser == 0)
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.options == tuple(range(7))
    game.answer(4)
    d = game.pending
    assert d.kind == DecisionKind.INFORM and d.subject == 0 and d.options == d.truth == ("good",)
    game.answer("good")
    # The drunk Village Idiot of the bracket still may hear either alignment.
    d = advance(game, [(("villageidiot", 2), 1)], until=lambda d: d.step == "villageidiot" and d.chooser == 3)
    game.answer(0)
    d = game.pending
    assert d.subject == 3 and set(d.options) == {"good", "evil"}
    game.answer("good")
    to_day(game, 1)
    assert learned(game, 0)[-1].text == "Eve is good."  # seat 4
    assert learned(game, 2)[-1].data["value"] == "evil"  # the sober one saw the Boffin
    assert [s.character for s in game.state.seats].count("villageidiot") == 2
    assert [d.step for d in game.decisions].count("villageidiot.drunk") == 1  # only at setup
    assert not rules.is_drunk(game.state, 0)


def test_without_the_village_idiot_partner_in_play_townsfolk_are_never_given() -> None:
    """Without the jinx partner the Boffin's rule stands: no in-play good character is offered
    (here the Sailor, Preacher, Tea Lady, Exorcist and Acrobat), while the not-in-play Village
    Idiot, still on the script, is."""
    options = boffin_options(["pukka", "boffin", "sailor", "preacher", "tealady", "exorcist", "acrobat"])
    assert not {"sailor", "preacher", "tealady", "exorcist", "acrobat"} & set(options)
    assert {"villageidiot", "innkeeper", "courtier"} <= set(options)


# ------------------------------------------------------------------ Bounty Hunter-Kazali
BH = ["kazali", "bountyhunter", "sailor", "preacher", "tealady", "exorcist", "acrobat"]


def test_bounty_hunter_kazali_turned_into_a_minion_no_evil_townsfolk() -> None:
    game = seated(BH, script="seed-000")
    advance(game, [("kazali", 1), ("kazali", "poisoner")], until=lambda d: game.state.phase == "day")
    assert not any(d.step == "bountyhunter.evil" for d in game.decisions)
    assert [s.index for s in game.state.seats if s.alignment == "evil"] == [0, 1]


def test_bounty_hunter_kazali_still_in_play_evil_townsfolk_after_the_kazali() -> None:
    game = seated(BH, script="seed-000")
    advance(game, until="kazali")
    # Nobody was made evil at setup: the Kazali comes first.
    assert not any(x.step == "bountyhunter.evil" for x in game.decisions)
    assert all(s.alignment == "good" for s in game.state.seats[1:])
    d = advance(game, [("kazali", 2), ("kazali", "poisoner")], until="bountyhunter.evil")
    assert d.options == (3, 4, 5, 6)  # good Townsfolk but the Bounty Hunter; the new Poisoner is out
    game.answer(4)
    assert game.state.seats[4].alignment == "evil" and game.state.seats[4].character == "tealady"
    kazali_step = next(i for i, x in enumerate(game.decisions) if x.step == "kazali")
    evil_step = next(i for i, x in enumerate(game.decisions) if x.step == "bountyhunter.evil")
    assert kazali_step < evil_step


def test_bounty_hunter_without_the_kazali_evil_townsfolk_at_setup() -> None:
    game = seated(["pukka", "bountyhunter", "sailor", "preacher", "tealady", "exorcist", "acrobat"],
                  script="seed-000")
    d = advance(game, until="bountyhunter.evil")
    assert game.state.phase == "setup" and d.options == (2, 3, 4, 5, 6)


def test_bounty_hunter_kazali_what_each_seat_learned() -> None:
    """Jinxed: the Bounty Hunter made the Poisoner learns the Demon as a Minion and nothing as
    a Bounty Hunter; no Townsfolk is told it turned evil. Without the Kazali: the Tea Lady the
    Storyteller turns evil is told so (only she), and the Bounty Hunter learns an evil player,
    the Demon or her."""
    game = seated(BH, script="seed-000")
    advance(game, [("kazali", 1), ("kazali", "poisoner")], until=lambda d: game.state.phase == "day")
    assert [e.text for e in game.view(1).events if e.kind == "minion_info"] == \
        ["The Demon is Alice. You have no fellow Minions."]
    assert all(learned(game, s) == [] for s in range(1, 7))
    assert not any(e.kind == "alignment_changed" for s in range(2, 7) for e in game.view(s).events)

    game = seated(["pukka", "bountyhunter", "sailor", "preacher", "tealady", "exorcist", "acrobat"],
                  script="seed-000")
    advance(game, [("bountyhunter.evil", 4)], until=lambda d: game.state.phase == "night")
    told = {s: [e.text for e in game.view(s).events if e.kind == "alignment_changed"] for s in range(7)}
    assert told == {s: (["Eve is now evil."] if s == 4 else []) for s in range(7)}
    d = advance(game, until=("inform", "bountyhunter"))
    assert d.subject == 1 and d.options == d.truth == (0, 4)
    game.answer(4)
    assert [e.data["value"] for e in learned(game, 1)] == [4]


# ------------------------------------------------------------------ Widow-Damsel
def damsel_guess_game(minion: str) -> object:
    game = seated(["pukka", minion, "damsel", "sailor", "courtier", "exorcist", "tealady"], script="seed-000")
    plan = [("pukka", 0), ("widow", 3), ("sailor", 4), ("sailor.drunk", 4), ("poisoner", 3)]
    to_day(game, 1, [item for item in plan if item[0] != ("poisoner" if minion == "widow" else "widow")])
    return game


def test_widow_damsel_correct_guess_does_nothing() -> None:
    game = damsel_guess_game("widow")
    assert rules.is_poisoned(game.state, 2)
    advance(game, [(("damsel", 1), 2)], until=lambda d: game.state.phase == "night")
    assert not game.over
    assert any(e.kind == "statement" and e.data.get("damsel_guess") == 2 for e in game.events)


def test_widow_damsel_poison_outlives_the_widow() -> None:
    game = damsel_guess_game("widow")
    game.state.seats[1].alive = False  # the Widow has been in play: the Damsel stays poisoned
    assert rules.is_poisoned(game.state, 2)


def test_without_the_widow_a_correct_guess_wins() -> None:
    game = damsel_guess_game("poisoner")
    assert not rules.is_poisoned(game.state, 2)
    advance(game, [(("damsel", 1), 2)])
    assert game.winner == "evil"


# ------------------------------------------------------------------ Leviathan-Innkeeper / -Exorcist
def test_leviathan_jinxes_what_the_storyteller_was_offered_and_each_seat_learned() -> None:
    """The jinxed good wins (full behaviour, with and without the partner, in
    tests/characters/test_leviathan.py): the Innkeeper's drunk pick is offered among its two
    protected players; the protection and the Exorcist's choice are seen by their own seat
    only until the game ends; the ending is announced to every seat."""
    from ..characters.test_leviathan import INN, SEATING, execution, inn_night, quiet_night

    game = seated(INN, script="seed-000")
    to_day(game, 1, quiet_night(1))
    to_day(game, 2, inn_night((3, 6), 6))
    drunk = next(d for d in game.decisions if d.step == "innkeeper.drunk")
    assert drunk.chooser == STORYTELLER and drunk.options == (3, 6)
    seen = {s: [e.text for e in game.view(s).events if e.kind == "chose" and "Innkeeper" in e.text]
            for s in range(7)}
    assert seen == {s: (["Frank (Innkeeper) chooses Dave, Grace."] if s == 5 else []) for s in range(7)}
    advance(game, execution(game, 0, 3))
    ending = "Good wins: the Leviathan nominated and executed a player the Innkeeper protected."
    assert all([e.text for e in game.view(s).events if e.kind == "game_over"] == [ending] for s in range(7))

    game = seated(SEATING, script="seed-000")
    to_day(game, 1, quiet_night(1))
    to_day(game, 2, [("poisoner", 6), ("sailor", 4), ("sailor.drunk", 4), ("exorcist", 3), ("acrobat", 4)])
    seen = {s: [e.text for e in game.view(s).events if e.kind == "chose" and "Exorcist" in e.text]
            for s in range(7)}
    assert seen == {s: (["Frank (Exorcist) chooses Dave."] if s == 5 else []) for s in range(7)}
    advance(game, execution(game, 0, 3))
    ending = "Good wins: the Leviathan nominated and executed the player the Exorcist chose."
    assert all([e.text for e in game.view(s).events if e.kind == "game_over"] == [ending] for s in range(7))
