"""Knaves (Loric): "There are 2 Storytellers: one lies & one tells the truth. Once per game,
at dusk, they might switch." (roles.json; no almanac entry; the official wiki's page).

The Storyteller secretly makes A or B the liar; every player picks a Storyteller for the
first night and again at each dusk; ability information from the liar is false, from the
other true; a drunk or poisoned player may be told anything; once per game at dusk the two
may switch. Rulings: docs/rulings/loric.md.
"""

from clocktower.decisions import STORYTELLER
from clocktower.engine import Game
from clocktower.script import parse_script
from clocktower.testing import advance, make_drunk, poison, to_night

SCRIPT = parse_script([{"id": "_meta", "name": "knaves test"}, "knaves", "empath", "chef", "soldier", "monk",
                       "sage", "recluse", "saint", "poisoner", "imp"], source="knaves-test")
# Seats: 0 Imp, 1 Empath (neighbours Imp and Chef), 2 Chef, 3 Poisoner, 4 Soldier
SEATING = ["imp", "empath", "chef", "poisoner", "soldier"]


def knaves_game(liar, picks, seating=SEATING, impair=()):
    """Past the Storyteller's liar choice and the players' first picks ({seat: "A"/"B"})."""
    game = Game(SCRIPT, seating=seating)
    for f, s in impair:
        f(game, s)
    while game.pending.step != "knaves.liar":
        d = game.pending
        game.answer(d.options[: d.count[0]] if d.count else d.options[0])
    game.answer(liar)
    for _ in range(len(seating)):
        d = advance(game, until="knaves.pick")
        game.answer(picks.get(d.chooser, "A"))
    return game


def test_two_storytellers_are_announced_and_every_player_picks_one() -> None:
    game = Game(SCRIPT, seating=SEATING)
    while game.pending.step != "knaves.liar":
        d = game.pending
        game.answer(d.options[: d.count[0]] if d.count else d.options[0])
    assert game.pending.chooser == STORYTELLER and game.pending.options == ("A", "B")
    game.answer("B")
    choosers = []
    for _ in range(5):
        d = advance(game, until="knaves.pick")
        choosers.append(d.chooser)
        assert d.options == ("A", "B")
        game.answer("A")
    assert choosers == [0, 1, 2, 3, 4]
    assert all(len([e for e in game.view(s).events if e.kind == "knaves"]) == 1 for s in range(5))


def test_healthy_truthful_storyteller_tells_the_truth() -> None:
    game = knaves_game("B", {1: "A", 2: "A"})
    d = advance(game, [("poisoner", 4)], until=("inform", "chef"))
    d = advance(game, until=("inform", "empath"))
    assert d.options == (1,) and d.truth == (1,)


def test_healthy_lying_storyteller_tells_only_false_information() -> None:
    game = knaves_game("B", {1: "B", 2: "A"})
    d = advance(game, [("poisoner", 4)], until=("inform", "empath"))
    assert d.truth == (1,) and 1 not in d.options and set(d.options) == {0, 2}
    assert "Knaves" in d.why


def test_drunk_or_poisoned_may_be_told_anything_by_either() -> None:
    game = knaves_game("B", {1: "A"}, impair=[(make_drunk, 1)])
    d = advance(game, [("poisoner", 4)], until=("inform", "empath"))
    assert set(d.options) == {0, 1, 2}
    game = knaves_game("B", {1: "B"}, impair=[(poison, 1)])
    d = advance(game, [("poisoner", 4)], until=("inform", "empath"))
    assert set(d.options) == {0, 1, 2}


def test_dead_players_pick_too_so_picking_tells_nothing() -> None:
    game = Game(SCRIPT, seating=SEATING)
    while game.pending.step != "knaves.liar":
        d = game.pending
        game.answer(d.options[: d.count[0]] if d.count else d.options[0])
    game.answer("A")
    to_night(game, 2, [("poisoner", 4)])
    game.state.seats[2].alive = False
    advance(game, until="knaves.switch")
    game.answer(False)
    choosers = []
    for _ in range(5):
        d = advance(game, until="knaves.pick")
        choosers.append(d.chooser)
        game.answer("A")
    assert choosers == [0, 1, 2, 3, 4]


def test_once_per_game_at_dusk_they_may_switch() -> None:
    game = knaves_game("B", {1: "A"})
    to_night(game, 2, [("poisoner", 4)])
    d = advance(game, until="knaves.switch")
    assert d.chooser == STORYTELLER and d.options == (False, True)
    game.answer(True)
    for _ in range(5):
        d = advance(game, until="knaves.pick")
        game.answer("A")
    d = advance(game, [("poisoner", 4), ("imp", 4)], until=("inform", "empath"))
    assert d.truth[0] not in d.options  # A lies now
    to_night(game, 3)
    steps = []
    advance(game, [("poisoner", 4)], until=lambda d: steps.append(d.step) or d.step == "knaves.pick")
    assert "knaves.switch" not in steps  # once per game


def test_registration_the_liar_lies_about_what_the_recluse_registers_as() -> None:
    game = knaves_game("A", {1: "A"}, seating=["imp", "empath", "recluse", "poisoner", "soldier"])
    d = advance(game, [("poisoner", 4), ("register.recluse", "evil")], until=("inform", "empath"))
    assert d.truth == (2,) and 2 not in d.options
