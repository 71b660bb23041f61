"""Huntsman: "Once per game, at night, choose a living player: the Damsel, if chosen, becomes a
not-in-play Townsfolk. [+the Damsel]" (almanac page in seed 003, identified by its ability
line; the seed 000 page is Korean, the rules are the same).

Seats: 0 Huntsman, 1 Damsel, 2 Imp, 3 Goblin, 4 Chef, 5 Empath, 6 Fisherman. The Imp kills
the Fisherman each night.
"""

from collections import Counter

from clocktower import rules
from clocktower.characters._pools import OFF_SCRIPT_TOWNSFOLK
from clocktower.decisions import DecisionKind
from clocktower.script import parse_script
from clocktower.testing import advance, learned, to_day

from .nail_helpers import NAIL_PLUS_IMP, game_of, imp_kills, informed, make_drunk, poison, set_up

SEATING = ["huntsman", "damsel", "imp", "goblin", "chef", "empath", "fisherman"]
CALM = imp_kills(6)
NOT_IN_PLAY = tuple(c for c in NAIL_PLUS_IMP.characters if rules.team_of(c) == "townsfolk"
                    and c not in ("huntsman", "chef", "empath", "fisherman"))


def test_offers_living_players_or_no_one() -> None:
    game = game_of(SEATING)
    d = advance(game, until="huntsman")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == 0 and d.options == (0, 1, 2, 3, 4, 5, 6, None)
    advance(game, [("huntsman", None)], until=lambda d: game.state.night == 2, policy=CALM)
    d = advance(game, until="huntsman", policy=CALM)
    # The Imp killed the Fisherman earlier tonight: not known before dawn, so still offered.
    assert d.options == (0, 1, 2, 3, 4, 5, 6, None)
    advance(game, [("huntsman", None)], until=lambda d: game.state.night == 3, policy=CALM)
    d = advance(game, until="huntsman", policy=CALM)
    assert d.options == (0, 1, 2, 3, 4, 5, None)  # the Fisherman's death was announced at dawn


def test_finding_the_damsel_turns_her_into_a_not_in_play_townsfolk() -> None:
    game = game_of(SEATING)
    d = advance(game, [("huntsman", 1)], until="huntsman.townsfolk")
    assert d.chooser == -1 and d.options == NOT_IN_PLAY
    game.answer("savant")
    seat = game.state.seats[1]
    assert (seat.character, seat.believed, seat.alignment) == ("savant", "savant", "good")
    told = [e for e in game.view(1).events if e.kind == "character_changed"]
    assert told and "Savant" in told[-1].text
    # She has the Savant ability from then on (day 1) and the Minions' guess can no longer win.
    d = advance(game, until="savant", policy=CALM)
    assert d.chooser == 1 and game.state.day == 1


def test_with_every_script_townsfolk_in_play_the_damsel_becomes_one_of_the_fixed_list() -> None:
    """docs/rulings/off-script-pools.md: never the whole catalogue, so that adding a character
    changes no game whose script lacks it."""
    script = parse_script([{"id": "_meta", "name": "One Townsfolk"}, "huntsman", "damsel", "sweetheart",
                           "imp", "goblin"], source="one-townsfolk")
    game = game_of(["huntsman", "damsel", "imp", "goblin", "sweetheart"], script)
    d = advance(game, [("huntsman", 1)], until="huntsman.townsfolk")
    assert d.chooser == -1 and d.options == tuple(sorted(OFF_SCRIPT_TOWNSFOLK))


def test_a_wrong_choice_uses_the_ability_up() -> None:
    game = game_of(SEATING)
    advance(game, [("huntsman", 4)], until=lambda d: game.state.day == 2, policy=CALM)
    assert game.state.seats[1].character == "damsel"
    assert [d.step for d in game.decisions].count("huntsman") == 1
    assert (0, "No Ability") in [(r.target, r.token) for r in game.state.reminders]


def test_no_one_keeps_the_ability_for_a_later_night() -> None:
    game = game_of(SEATING)
    advance(game, [("huntsman", None)], until=lambda d: game.state.night == 2, policy=CALM)
    advance(game, [("huntsman", 1)], until="huntsman.townsfolk", policy=CALM)
    assert game.state.night == 2


def test_drunk_or_poisoned_huntsman_changes_nobody_and_is_spent() -> None:
    for spoil in (make_drunk, poison):
        game = game_of(SEATING)
        spoil(game, 0)
        advance(game, [("huntsman", 1)], until=lambda d: game.state.day == 2, policy=CALM)
        assert game.state.seats[1].character == "damsel"
        assert "huntsman.townsfolk" not in [d.step for d in game.decisions]
        assert [d.step for d in game.decisions].count("huntsman") == 1


def test_drunk_believing_huntsman_changes_nobody() -> None:
    game = game_of([("drunk", "huntsman"), *SEATING[1:]])
    advance(game, [("huntsman", 1)], until=lambda d: game.state.day == 1, policy=CALM)
    assert game.state.seats[1].character == "damsel"


def test_a_poisoned_damsel_still_becomes_a_townsfolk() -> None:
    game = game_of(SEATING, poisoned=[1])
    advance(game, [("huntsman", 1), ("huntsman.townsfolk", "oracle")], until=lambda d: game.state.day == 1)
    assert game.state.seats[1].character == "oracle"


def test_dead_huntsman_does_not_wake() -> None:
    game = game_of(SEATING)
    advance(game, [("huntsman", None)], until=lambda d: game.state.day == 1, policy=CALM)
    game.state.seats[0].alive = False
    start = len(game.decisions)
    advance(game, until=lambda d: game.state.day == 2, policy=CALM)
    assert "huntsman" not in [d.step for d in game.decisions[start:]]


def test_a_first_night_townsfolk_made_on_a_later_night_learns_at_once() -> None:
    game = game_of(SEATING)
    advance(game, [("huntsman", None)], until=lambda d: game.state.night == 2, policy=CALM)
    d = advance(game, [("huntsman", 1), ("huntsman.townsfolk", "noble")], until=informed(1, "noble"), policy=CALM)
    assert game.state.night == 2 and d.chooser == -1
    assert all(sum(1 for s in t if s in (2, 3)) == 1 for t in d.options)  # one of the three is evil
    game.answer(d.options[0])
    assert learned(game, 1)[-1].time == ("night", 2)


def test_setup_adds_the_damsel_in_place_of_a_townsfolk_when_there_are_no_outsiders() -> None:
    seen: list = []
    game = set_up(NAIL_PLUS_IMP, 7, {"setup.demon": "imp", "setup.minion": "goblin", "setup.townsfolk": "huntsman"},
                  seen=seen)
    assert not any(d.step == "setup.modifier.huntsman" for d in seen)  # no Outsider place to take
    chars = Counter(s.character for s in game.state.seats)
    assert chars["damsel"] == 1 and chars["huntsman"] == 1
    counts = Counter(rules.team_of(s.character) for s in game.state.seats)
    assert (counts["townsfolk"], counts["outsider"]) == (4, 1)


def test_setup_damsel_may_take_an_outsider_place() -> None:
    for how, expected in ((0, (5, 1)), (1, (4, 2))):
        seen: list = []
        game = set_up(NAIL_PLUS_IMP, 8, {"setup.demon": "imp", "setup.minion": "goblin",
                                          "setup.outsider": "sweetheart", "setup.townsfolk": "huntsman",
                                          "setup.modifier.huntsman": how}, seen=seen)
        modifier = next(d for d in seen if d.step == "setup.modifier.huntsman")
        assert modifier.options == (1, 0)
        if how == 0:
            removal = next(d for d in seen if d.step == "setup.remove.outsider")
            assert removal.options == ("sweetheart",)  # the Damsel stays
        chars = {s.character for s in game.state.seats}
        counts = Counter(rules.team_of(s.character) for s in game.state.seats)
        assert "damsel" in chars and (counts["townsfolk"], counts["outsider"]) == expected


def test_setup_adds_no_second_damsel() -> None:
    seen: list = []
    game = set_up(NAIL_PLUS_IMP, 8, {"setup.demon": "imp", "setup.minion": "goblin",
                                      "setup.outsider": "damsel", "setup.townsfolk": "huntsman"}, seen=seen)
    assert not any(d.step == "setup.modifier.huntsman" for d in seen)
    assert Counter(s.character for s in game.state.seats)["damsel"] == 1


def test_jinx_marionette_huntsman_believed_huntsman_means_the_damsel_was_added() -> None:
    """Jinx Marionette/Huntsman: "If the Marionette thinks that they are the Huntsman, the
    Damsel was added during setup" (official jinx list)."""
    seen: list = []
    game = set_up(NAIL_PLUS_IMP, 7, {"setup.demon": "imp", "setup.minion": "marionette",
                                      "setup.marionette.jinx": "huntsman"}, seen=seen)
    assert all("huntsman" not in d.options for d in seen if d.step == "setup.townsfolk")
    assert next(d for d in seen if d.step == "setup.cover.marionette").options == ("huntsman",)
    marionette = next(s for s in game.state.seats if s.character == "marionette")
    assert marionette.believed == "huntsman"
    assert "damsel" in {s.character for s in game.state.seats}
    assert "huntsman" not in {s.character for s in game.state.seats}


def test_marionette_believing_huntsman_changes_nobody() -> None:
    game = game_of([("marionette", "huntsman"), "damsel", "imp", "goblin", "chef", "empath", "fisherman"])
    advance(game, [("huntsman", 1)], until=lambda d: game.state.day == 1, policy=CALM)
    assert game.state.seats[1].character == "damsel"
    to_day(game, 1)
