"""Reading the public statements costs the same late in a long game as early (issue 17, item 8).

The balanced Storyteller's heat and each seat's last claim, and an ability's "statements
today", read only the end of the statement list (statements are kept in the order they were
made) or what was added since the last call; these tests count the list elements read.
"""

from __future__ import annotations

from typing import Any

from clocktower.agents.balanced import BalancedStoryteller, heat
from clocktower.testing import seated
from tests.test_heuristic_linear import CountingList


def long_game(days: int) -> Any:
    """A Trouble Brewing game with ``days`` days of talk behind it (two accusations of the Imp
    and a claim a day), now on the last of them."""
    game = seated(["imp", "poisoner", "chambermaid", "soldier", "gossip", "juggler", "exorcist"])
    statements = CountingList()
    for day in range(1, days + 1):
        statements.append((day, 2, ("accuse", 0)))
        statements.append((day, 3, ("accuse", 4)))
        statements.append((day, 4, ("claim", "gossip" if day < days else "juggler")))
    game.state.statements = statements
    game.state.day = days
    return game


def test_heat_reads_the_last_two_days_only() -> None:
    short, long = long_game(3), long_game(3000)
    CountingList.reads = 0
    assert heat(short) == heat(long)
    CountingList.reads = 0
    value = heat(long)
    assert CountingList.reads <= 8  # two days of three statements, and the one before them
    # Half the accusations fall on the Imp, against one in seven by chance.
    assert value == (1 / 2 - 1 / 7) / (1 - 1 / 7)


def test_the_last_claim_of_a_seat_reads_only_new_statements() -> None:
    game = long_game(3000)
    st = BalancedStoryteller(1, game)
    assert st._claim_of(4) == "juggler" and st._claim_of(2) is None
    CountingList.reads = 0
    game.state.statements.append((3000, 4, ("claim", "exorcist")))
    assert st._claim_of(4) == "exorcist"
    assert CountingList.reads <= 2


def test_statements_today_reads_today_only() -> None:
    game = long_game(3000)
    ctx = game.ctx(4)
    CountingList.reads = 0
    assert ctx.statements_today() == [("claim", "juggler")]
    assert ctx.statements_today(2) == [("accuse", 0)]
    assert CountingList.reads <= 8
