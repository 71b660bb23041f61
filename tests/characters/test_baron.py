"""Baron: "There are extra Outsiders in play. [+2 Outsiders]" (almanac, Seed 002).

A setup modifier only: with the Baron in the bag, two Townsfolk tokens are replaced by two
Outsider tokens (never tokens of another type). The change is made at setup and stays
whatever happens to the Baron later (death, poison): the Baron has no ability in play.
"""

import pytest

from clocktower.engine import SetupError
from clocktower.state import POISONED, Effect
from clocktower.testing import advance, seated, to_day, to_night

from .seed002_evil import bag_game, script_of, steps_until

# Built from committed characters; Seed 002 itself is used once all its characters exist.
SCRIPT = script_of(["chef", "knight", "steward", "chambermaid", "exorcist", "soldier", "drunk", "lunatic",
                    "goon", "tinker", "baron", "poisoner", "imp"], name="Baron test")


def test_baron_adds_two_outsiders_at_seven_players() -> None:
    game, seen = bag_game(SCRIPT, 7, {"setup.demon": ["imp"], "setup.minion": ["baron"],
                                      "setup.outsider": ["goon", "tinker"]})
    assert game.state.setup_counts == {"townsfolk": 3, "outsider": 2, "minion": 1, "demon": 1}
    # No choice to make: +2 is the Baron's only change (the setup event records it).
    assert "setup.modifier.baron" not in seen
    assert [e.text for e in game.events if e.kind == "setup" and e.text.startswith("Baron")] == [
        "Baron changes the outsider count by +2."]
    teams = sorted(game.team(s.index) for s in game.state.seats)
    assert teams == ["demon", "minion", "outsider", "outsider", "townsfolk", "townsfolk", "townsfolk"]
    assert {s.character for s in game.state.seats if game.team(s.index) == "outsider"} == {"goon", "tinker"}


def test_baron_at_five_players_leaves_one_townsfolk() -> None:
    game, _ = bag_game(SCRIPT, 5, {"setup.demon": ["imp"], "setup.minion": ["baron"]})
    assert game.state.setup_counts == {"townsfolk": 1, "outsider": 2, "minion": 1, "demon": 1}
    teams = sorted(game.team(s.index) for s in game.state.seats)
    assert teams == ["demon", "minion", "outsider", "outsider", "townsfolk"]


def test_baron_with_the_drunk_the_drunk_believes_a_townsfolk_not_in_the_bag() -> None:
    game, seen = bag_game(SCRIPT, 8, {"setup.demon": ["imp"], "setup.minion": ["baron"],
                                      "setup.outsider": ["drunk", "goon", "tinker"],
                                      "setup.townsfolk": ["chef", "knight", "steward"]})
    assert game.state.setup_counts == {"townsfolk": 3, "outsider": 3, "minion": 1, "demon": 1}
    assert set(seen["setup.cover.drunk"].options) == {"chambermaid", "exorcist", "soldier"}


def test_script_without_enough_outsiders_is_a_clear_setup_error() -> None:
    script = script_of(["chef", "knight", "steward", "chambermaid", "exorcist", "goon", "baron", "imp"],
                       name="One Outsider")
    with pytest.raises(SetupError, match="too few outsider"):
        bag_game(script, 7, {"setup.demon": ["imp"], "setup.minion": ["baron"]})


def test_baron_has_no_ability_in_play_healthy_poisoned_or_dead() -> None:
    game = seated(["imp", "baron", "chef", "knight", "goon", "tinker", "steward"], script=SCRIPT)
    counts = dict(game.state.setup_counts)
    seen = steps_until(game, lambda d: d.step == "talk")
    assert all(step != "baron" for step, _ in seen)
    # Minion info at 7 players includes the Baron, like any Minion.
    info = [e for e in game.view(1).events if e.kind == "minion_info"]
    assert info and info[0].data["demons"] == [0]
    game.state.effects.append(Effect(POISONED, 1, None, None, None, needs_source=False))
    game.state.seats[1].alive = False
    to_night(game, 2)
    to_day(game, 2, [("imp", 2)])
    assert game.state.setup_counts == counts
    assert [s.character for s in game.state.seats].count("goon") == 1
    assert advance(game, until="talk") is not None
