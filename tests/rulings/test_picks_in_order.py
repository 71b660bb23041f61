"""An ability that picks several players acts on them in the order picked (issue 17, rule 3).

A pick that changes the chooser part-way (the Goon makes the first player to choose it drunk
at once) changes only the later picks: the almanac's Goon example has the Shabaloth attack
"the Gambler then the Goon. The Gambler dies, then the Shabaloth becomes drunk again", and
attacking "the Goon, then the Gossip", neither dies. The Po's three kills work the same way.
Abilities that learn something once all picks are made (the Chambermaid's "chooses the Goon
and the Minstrel, and learns a 1 because the Chambermaid is drunk") are drunk for the whole
answer, whichever pick the Goon was.
"""

from typing import Any

from clocktower.state import EVIL
from clocktower.testing import advance, is_alive, last_learned, seated, to_night


def steps_until_day(game: Any, plan: list[Any] = ()) -> None:
    advance(game, plan, until=lambda d: d.step == "talk")


def night_deaths(game: Any, night: int) -> list[int]:
    return [d.seat for d in game.state.deaths_in("night", night)]


# Seats: 0 Po, 1 Assassin, 2 Goon, 3 Chambermaid, 4 Minstrel, 5 Professor, 6 Ravenkeeper
PO_SEATING = ["po", "assassin", "goon", "chambermaid", "minstrel", "professor", "ravenkeeper"]


def charged_po() -> Any:
    game = seated(PO_SEATING)
    to_night(game, 2)
    steps_until_day(game, [("po", None)])
    to_night(game, 3)
    advance(game, until="po")
    return game


def test_po_three_kills_with_the_goon_second_kill_the_first_pick_and_not_the_third() -> None:
    game = charged_po()
    game.answer((5, 2, 4))
    assert night_deaths(game, 3) == [5]
    assert is_alive(game, 2) and is_alive(game, 4)
    assert game.state.seats[2].alignment == EVIL  # the Goon took the Po's alignment


def test_po_three_kills_with_the_goon_last_kill_the_first_two() -> None:
    game = charged_po()
    game.answer((5, 4, 2))
    assert night_deaths(game, 3) == [5, 4]
    assert is_alive(game, 2)


def test_po_three_kills_with_the_goon_first_kill_nobody() -> None:
    game = charged_po()
    game.answer((2, 5, 4))
    assert night_deaths(game, 3) == []


# Seats: 0 Shabaloth, 1 Godfather, 2 Goon, 3 Ravenkeeper (in the Gambler's place: a Gambler
# would gamble and maybe die by itself), 4 Gossip, 5 Minstrel, 6 Professor, 7 Chambermaid
SHABALOTH_SEATING = ["shabaloth", "godfather", "goon", "ravenkeeper", "gossip", "minstrel", "professor",
                     "chambermaid"]


def test_goon_example_shabaloth_attacks_the_goon_then_the_gossip_neither_dies() -> None:
    game = seated(SHABALOTH_SEATING)
    to_night(game, 2)
    advance(game, until="shabaloth")
    game.answer((2, 4))
    assert night_deaths(game, 2) == []
    assert game.state.seats[2].alignment == EVIL


def test_goon_example_shabaloth_attacks_the_gambler_then_the_goon_the_gambler_dies() -> None:
    game = seated(SHABALOTH_SEATING)
    to_night(game, 2)
    advance(game, until="shabaloth")
    game.answer((3, 2))
    assert night_deaths(game, 2) == [3]
    assert is_alive(game, 2)


def test_goon_example_chambermaid_choosing_the_goon_second_is_drunk_for_the_answer() -> None:
    """Information given after all picks: drunk whichever pick the Goon is (the engine then
    offers the Storyteller any number)."""
    game = seated(SHABALOTH_SEATING)
    d = advance(game, until="chambermaid")
    game.answer((5, 2))
    d = advance(game, until=lambda d: d.step.startswith("chambermaid") and d.chooser < 0)
    assert d.why == "drunk" and len(d.options) > 1
    game.answer(1)
    assert last_learned(game, 7) is not None
