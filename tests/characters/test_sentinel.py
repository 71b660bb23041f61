"""Sentinel (Fabled): "There might be 1 extra or 1 fewer Outsider in play." (almanac).

Our reading: the Storyteller's character. Before any token goes in the bag the Storyteller
chooses -1, 0 or +1 Outsider (a place moved between Townsfolk and Outsiders), secretly;
only changes the script can still fill are offered, and other bracketed changes (the
Baron's) apply on top. A setup rule: nothing at night can drunk or poison it.
"""

from clocktower.decisions import DecisionKind
from clocktower.engine import Game
from clocktower.script import parse_script
from clocktower.setup_rules import SetupError
from clocktower.testing import advance, set_up

TB = ["washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller", "undertaker", "monk",
      "ravenkeeper", "virgin", "slayer", "soldier", "mayor", "butler", "drunk", "recluse", "saint",
      "poisoner", "spy", "scarletwoman", "baron", "imp"]
SCRIPT = parse_script([{"id": "_meta", "name": "sentinel test"}, *TB, "sentinel"], source="sentinel-test")
NO_BARON = parse_script([{"id": "_meta", "name": "sentinel test, no baron"}, *[c for c in TB if c != "baron"],
                         "sentinel"], source="sentinel-test-2")
STEP = "setup.modifier.sentinel"


def _outsiders(game: Game) -> int:
    return sum(1 for s in game.state.seats if game._team_cache[s.character] == "outsider")


def test_the_storyteller_chooses_minus_one_none_or_plus_one_before_the_bag() -> None:
    game = Game(SCRIPT, 9)
    d = game.pending
    assert d is not None and d.step == STEP and d.kind == DecisionKind.SETUP
    assert set(d.options) == {-1, 0, 1}
    assert game.state.storyteller_characters == ["sentinel"]


def test_plus_one_outsider() -> None:
    game, _ = set_up(NO_BARON, 9, {STEP: [1]})
    assert game.state.setup_counts == {"townsfolk": 4, "outsider": 3, "minion": 1, "demon": 1}
    assert _outsiders(game) == 3


def test_minus_one_outsider() -> None:
    game, _ = set_up(NO_BARON, 9, {STEP: [-1]})
    assert game.state.setup_counts["outsider"] == 1 and game.state.setup_counts["townsfolk"] == 6
    assert _outsiders(game) == 1


def test_no_change() -> None:
    game, _ = set_up(NO_BARON, 9, {STEP: [0]})
    assert game.state.setup_counts["outsider"] == 2


def test_only_fillable_changes_are_offered() -> None:
    # At 7 players there are no Outsiders to take away: -1 is not offered.
    _, seen = set_up(NO_BARON, 7)
    assert set(seen[STEP].options) == {0, 1}


def test_baron_adds_on_top_of_the_sentinel() -> None:
    game, _ = set_up(SCRIPT, 9, {STEP: [-1], "setup.minion": ["baron"]})
    assert game.state.setup_counts["outsider"] == 2 - 1 + 2


def test_a_change_the_bag_cannot_then_fill_is_not_a_trap() -> None:
    # +1 at 9 players leaves 3 Outsiders: the Baron's +2 would need 5 of the script's 4,
    # so after +1 the Baron is not offered (the setup search keeps every choice completable).
    _, seen = set_up(SCRIPT, 9, {STEP: [1]})
    assert "baron" not in seen["setup.minion"].options


def test_the_choice_is_secret() -> None:
    game, _ = set_up(NO_BARON, 9, {STEP: [1]})
    for seat in range(9):
        assert not any("Outsider" in e.text or "outsider" in e.text for e in game.view(seat).events), seat
    assert any("Sentinel changes the outsider count by +1" in e.text for e in game.events)


def test_added_by_the_storyteller_at_setup() -> None:
    game = Game("trouble-brewing", 8, fabled=["sentinel"])
    assert game.state.storyteller_characters == ["sentinel"]
    assert game.pending is not None and game.pending.step == STEP
    public = [e.text for e in game.view(0).events if e.kind == "storyteller_character"]
    assert public == ["The Sentinel (Fabled) is in play."]


def test_bad_fabled_lists_are_refused() -> None:
    for bad in (["imp"], ["sentinel", "sentinel"], ["nosuch"]):
        try:
            Game("trouble-brewing", 8, fabled=bad)
        except SetupError:
            continue
        raise AssertionError(bad)


def test_not_drunk_or_poisoned_the_poisoner_cannot_undo_it() -> None:
    # The change is made at setup, before any ability acts: a Poisoner in play changes nothing.
    game, _ = set_up(NO_BARON, 9, {STEP: [1], "setup.minion": ["poisoner"]})
    advance(game, until=lambda d: game.state.day == 1)
    assert game.state.setup_counts["outsider"] == 3 and _outsiders(game) == 3


def test_almanac_seven_players_the_demon_bluffs_as_the_saint() -> None:
    # Seven players, nothing on the list that adds Outsiders: normally no Outsider. With
    # the Sentinel the Storyteller may add one, so a Saint claim may be true or a bluff.
    _, seen = set_up(NO_BARON, 7)
    assert 1 in seen[STEP].options
    game, seen = set_up(NO_BARON, 7, {STEP: [0], "setup.bluffs": [("saint", "soldier", "mayor")]})
    assert _outsiders(game) == 0 and game.state.bluffs == ("saint", "soldier", "mayor")
    game, _ = set_up(NO_BARON, 7, {STEP: [1], "setup.outsider": ["saint"]})
    assert [s.character for s in game.state.seats].count("saint") == 1


def test_almanac_nine_players_one_less_outsider_and_the_witch_bluffs_butler() -> None:
    # Nine players, a Baron on the list but not in play: two Outsiders expected; the
    # Sentinel took one away, so only one is in play.
    game, _ = set_up(SCRIPT, 9, {STEP: [-1], "setup.minion": ["poisoner"]})
    assert "baron" not in [s.character for s in game.state.seats]
    assert _outsiders(game) == 1
