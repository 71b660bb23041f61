"""Doomsayer (Fabled): "If 4 or more players live, each living player may publicly choose
(once per game) that a player of their own alignment dies." (almanac).

Our reading: each day before nominations, while 4 or more players live, each living player
(Travellers too) who has not called yet says whether they call now; a call is public, and
the Storyteller picks a living player of the caller's alignment (as the caller registers:
a Spy may count as good), who dies at once. Once per player per game. A Fabled: a drunk or
poisoned caller calls all the same.
"""

from clocktower.decisions import DecisionKind
from clocktower.script import parse_script
from clocktower.state import EVIL
from clocktower.testing import advance, seated, to_day

SCRIPT = parse_script([{"id": "_meta", "name": "doomsayer test"}, "washerwoman", "monk", "empath", "chef",
                       "soldier", "saint", "poisoner", "baron", "spy", "scarletwoman", "imp", "thief",
                       "gunslinger", "doomsayer"], source="doomsayer-test")
# Seats: 0 Imp, 1 Poisoner, 2 Baron, 3 Monk, 4 Washerwoman, 5 Empath, 6 Chef, 7 Soldier
SEATING = ["imp", "poisoner", "baron", "monk", "washerwoman", "empath", "chef", "soldier"]
IMP, POISONER, BARON, MONK, WASHERWOMAN = range(5)


def _calls(game):
    return [e.data["seat"] for e in game.events if e.kind == "doomsayer_call"]


def test_every_living_player_is_asked_once_a_day() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    d = advance(game, until="doomsayer")
    asked = []
    while d is not None and d.step == "doomsayer":
        assert d.kind == DecisionKind.DAY_ABILITY and d.options == (False, True)
        asked.append(d.chooser)
        game.answer(False)
        d = game.pending
    assert asked == list(range(8))


def test_a_call_kills_a_player_of_the_callers_alignment() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    d = advance(game, [(("doomsayer", MONK), True)], until="doomsayer.dies")
    assert d.chooser == -1 and set(d.options) == {3, 4, 5, 6, 7}
    game.answer(WASHERWOMAN)
    assert not game.state.seats[WASHERWOMAN].alive
    assert _calls(game) == [MONK]
    for seat in range(8):  # public
        assert any(e.kind == "doomsayer_call" for e in game.view(seat).events)


def test_once_per_game_per_player() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    advance(game, [(("doomsayer", MONK), True), ("doomsayer.dies", 7)], until=lambda d: game.state.phase == "night")
    advance(game, until=lambda d: game.state.day == 2 and d.step == "doomsayer")
    asked = []
    while game.pending is not None and game.pending.step == "doomsayer":
        asked.append(game.pending.chooser)
        game.answer(False)
    assert MONK not in asked and asked


def test_needs_four_living_players() -> None:
    game = seated(SEATING, SCRIPT)
    for s in (4, 5, 6, 7, 3):
        game.state.seats[s].alive = False
    to_day(game, 1)
    steps = []
    advance(game, until=lambda d: steps.append(d.step) or d.step == "nominate")
    assert "doomsayer" not in steps  # three alive: nobody may call


def test_poisoned_caller_still_calls() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("poisoner", MONK)])
    assert game.ctx(MONK).is_poisoned(MONK)
    advance(game, [(("doomsayer", MONK), True), ("doomsayer.dies", 5)], until="nominate")
    assert not game.state.seats[5].alive


def test_almanac_the_demon_may_be_chosen_when_the_game_goes_on() -> None:
    seating = ["imp", "scarletwoman", "baron", "monk", "washerwoman", "empath", "chef", "soldier"]
    game = seated(seating, SCRIPT)
    to_day(game, 1)
    d = advance(game, [(("doomsayer", 2), True)], until="doomsayer.dies")
    assert set(d.options) == {0, 1, 2}  # the Demon is a legal choice
    game.answer(IMP)  # five or more alive: the Scarlet Woman becomes the Imp
    assert game.winner is None and game.state.seats[1].character == "imp"


def test_almanac_monk_kills_the_washerwoman_then_the_poisoner_kills_the_baron() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    advance(game, [(("doomsayer", POISONER), True), ("doomsayer.dies", BARON),
                   (("doomsayer", MONK), True), ("doomsayer.dies", WASHERWOMAN)], until="nominate")
    assert _calls(game) == [POISONER, MONK]
    assert not game.state.seats[WASHERWOMAN].alive and not game.state.seats[BARON].alive


def test_almanac_evil_thief_spy_registering_good_and_the_demon() -> None:
    seating = ["imp", "spy", "scarletwoman", "monk", "washerwoman", "empath", "chef", "thief", "gunslinger"]
    game = seated(seating, SCRIPT)
    to_day(game, 1)
    game.state.seats[7].alignment = EVIL  # the Thief is evil
    # The evil Thief calls: the Scarlet Woman dies. The Spy calls, registering as good: the
    # good Gunslinger dies. The Demon calls: the Spy dies. (Calls are asked in seat order,
    # so the Spy's comes first here.)
    d = advance(game, [(("doomsayer", 1), True), ("register.spy", "good")], until="doomsayer.dies")
    assert 8 in d.options and 1 not in d.options
    game.answer(8)
    d = advance(game, [(("doomsayer", 7), True)], until="doomsayer.dies")
    assert set(d.options) == {0, 1, 2, 7}
    game.answer(2)
    assert [s for s in range(9) if not game.state.seats[s].alive] == [2, 8]
    advance(game, until=lambda d: game.state.phase == "night")
    to_day(game, 2)
    d = advance(game, [(("doomsayer", 0), True)], until="doomsayer.dies")
    game.answer(1)
    assert not game.state.seats[1].alive
