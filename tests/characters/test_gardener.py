"""Gardener (Loric): "The Storyteller assigns all players' characters." (roles.json; the
almanac has no how-to-run).

With the Gardener the Storyteller, not the bag, decides who gets each token: the engine's
deal questions are the Storyteller's, offering every seat a token may take, so answering
them is the assignment; everyone is told the characters were assigned. The Loric is the
Storyteller's: drunkenness, poisoning, death and registration play no part (tested as "the
announcement reaches every player alike"). Rulings: docs/rulings/loric.md.
"""

from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.engine import Game
from clocktower.script import parse_script
from clocktower.testing import seated

SCRIPT = parse_script([{"id": "_meta", "name": "gardener test"}, "gardener", "empath", "chef", "soldier", "monk",
                       "sage", "recluse", "saint", "poisoner", "imp"], source="gardener-test")


def test_the_storyteller_assigns_each_token_to_the_seat_they_choose() -> None:
    game = Game(SCRIPT, 5)
    wanted = {"imp": 4, "poisoner": 0}
    deals = []
    while game.pending is not None and game.pending.kind == DecisionKind.SETUP:
        d = game.pending
        if d.step.startswith("setup.deal."):
            c = d.step.removeprefix("setup.deal.")
            assert d.chooser == STORYTELLER
            deals.append((c, d.options))
            game.answer(wanted.get(c, d.options[-1]) if wanted.get(c, d.options[-1]) in d.options else d.options[0])
        else:
            game.answer(d.options[: d.count[0]] if d.count else d.options[0])
    assert game.state.seats[4].character == "imp" and game.state.seats[0].character == "poisoner"
    assert len(deals) == 5 and set(deals[0][1]) == set(range(5))  # every seat offered for the first token


def test_everyone_is_told_the_characters_were_assigned() -> None:
    game = seated(["imp", "poisoner", "empath", "chef", "soldier"], SCRIPT)
    for seat in range(5):
        assert [e.data for e in game.view(seat).events if e.kind == "gardener"] == [{"players": 5}]


def test_drunk_poisoned_dead_or_registering_players_are_told_alike() -> None:
    game = seated(["imp", "poisoner", "recluse", ("drunk", "chef"), "soldier"], SCRIPT, poisoned=[4])
    for seat in range(5):
        assert len([e for e in game.view(seat).events if e.kind == "gardener"]) == 1
    # (The Djinn joins too: the script holds a jinxed pair.)
    assert [c for c in game.state.storyteller_characters if c != "djinn"] == ["gardener"]


def test_without_the_gardener_nothing_is_said() -> None:
    plain = parse_script([{"id": "_meta", "name": "plain"}, "empath", "chef", "soldier", "monk", "sage",
                          "recluse", "saint", "poisoner", "imp"], source="plain")
    game = seated(["imp", "poisoner", "empath", "chef", "soldier"], plain)
    assert all(e.kind != "gardener" for e in game.view(2).events)
