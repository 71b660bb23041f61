"""Setup of Seed 000 bags where the Outsider count moves a lot (Kazali, Xaan) and the
Huntsman then adds the Damsel: the Storyteller is offered only ways that fill the bag
(found by seeded random games: 5 players, Kazali +3 Outsiders, then the Huntsman; 14 players
with the Drunk in the only Outsider place, then the Huntsman).
"""

from clocktower import rules
from clocktower.engine import Game
from clocktower.testing import advance


def teams(game: Game) -> list[str]:
    return sorted(rules.team_of(s.character) for s in game.state.seats)


def test_kazali_many_outsiders_then_huntsman_takes_an_outsider_place() -> None:
    game = Game("seed-000", 5)
    plan = [("setup.demon", "kazali"), ("setup.modifier.kazali", 3), ("setup.outsider", "sweetheart"),
            ("setup.outsider", "drunk"), ("setup.outsider", "puzzlemaster"), ("setup.townsfolk", "huntsman")]
    # The one Townsfolk place is the Huntsman's own: the Damsel must take an Outsider place,
    # so the Storyteller is not asked.
    advance(game, plan, until=lambda d: game.state.phase == "night")
    assert not any(d.step == "setup.modifier.huntsman" for d in game.decisions)
    chars = {s.character for s in game.state.seats}
    assert {"huntsman", "damsel", "drunk", "kazali"} <= chars
    assert teams(game) == ["demon", "outsider", "outsider", "outsider", "townsfolk"]


def test_drunk_in_the_only_outsider_place_then_huntsman_replaces_a_townsfolk() -> None:
    game = Game("seed-000", 14)
    plan = [("setup.demon", "yaggababble"), ("setup.minion", "poisoner"), ("setup.minion", "widow"),
            ("setup.minion", "wizard"), ("setup.outsider", "drunk"), ("setup.townsfolk", "huntsman")]
    # The Drunk's place is fixed: the Damsel replaces a Townsfolk (+1 Outsider), unasked.
    advance(game, plan, until=lambda d: game.state.phase == "night")
    assert not any(d.step == "setup.modifier.huntsman" for d in game.decisions)
    assert teams(game).count("outsider") == 2 and teams(game).count("townsfolk") == 8
