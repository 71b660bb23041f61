"""Fiddler (Fabled): "Once per game, the Demon secretly chooses an opposing player: all
players choose which of these 2 players win." (almanac).

Our reading: each day before nominations the Storyteller decides whether the Fiddler acts
now (once per game). The Demon secretly picks a player of the other alignment (alive or
dead); both are named publicly; every player, dead ones too, votes publicly for one of them
or neither; the one with more votes wins for their team, a tie for evil. A Fabled: a drunk or
poisoned Demon still chooses.
"""

from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.script import parse_script
from clocktower.state import EVIL, GOOD
from clocktower.testing import advance, seated, to_day

SCRIPT = parse_script([{"id": "_meta", "name": "fiddler test"}, "empath", "chef", "monk", "soldier", "saint",
                       "poisoner", "imp"], source="fiddler-test")
# Seats: 0 Imp, 1 Poisoner, 2 Empath, 3 Chef, 4 Monk, 5 Soldier, 6 Saint
SEATING = ["imp", "poisoner", "empath", "chef", "monk", "soldier", "saint"]
IMP, POISONER, EMPATH = 0, 1, 2


def _game(**kw):
    return seated(SEATING, SCRIPT, fabled=["fiddler"], **kw)


def _votes(choices):
    return [(("fiddler.vote", s), v) for s, v in enumerate(choices)]


def test_the_storyteller_decides_each_day() -> None:
    game = _game()
    to_day(game, 1)
    d = advance(game, until="fiddler.now")
    assert d.chooser == STORYTELLER and d.options == (False, True)
    game.answer(False)
    d = advance(game, until=lambda d: d.step == "fiddler.now" or d.step == "nominate")
    assert d.step == "nominate"


def test_the_demon_chooses_an_opposing_player_secretly() -> None:
    game = _game()
    to_day(game, 1)
    game.state.seats[6].alive = False  # dead players may be chosen
    d = advance(game, [("fiddler.now", True)], until="fiddler.choose")
    assert d.chooser == IMP and d.options == (2, 3, 4, 5, 6)
    assert d.kind == DecisionKind.DAY_ABILITY
    game.answer(EMPATH)
    contest = [e for e in game.view(3).events if e.kind == "fiddle_contest"]
    assert contest and contest[0].data["players"] == [IMP, EMPATH]
    assert "Imp" not in contest[0].text and "Empath" not in contest[0].text  # no characters named


def test_more_votes_wins_for_that_team() -> None:
    game = _game()
    to_day(game, 1)
    advance(game, [("fiddler.now", True), ("fiddler.choose", EMPATH),
                   *_votes([IMP, IMP, EMPATH, EMPATH, EMPATH, None, None])])
    assert game.winner == GOOD and "fiddle contest" in game.state.win_reason


def test_a_tie_is_an_evil_win() -> None:
    game = _game()
    to_day(game, 1)
    advance(game, [("fiddler.now", True), ("fiddler.choose", EMPATH),
                   *_votes([IMP, IMP, EMPATH, EMPATH, None, None, None])])
    assert game.winner == EVIL and "tie" in game.state.win_reason


def test_the_dead_vote_too() -> None:
    game = _game()
    to_day(game, 1)
    for s in (3, 4, 5):
        game.state.seats[s].alive = False
    advance(game, [("fiddler.now", True), ("fiddler.choose", EMPATH)], until=("fiddler.vote", 3))
    assert game.pending.options == (None, IMP, EMPATH)


def test_a_good_demon_chooses_an_evil_player() -> None:
    game = _game()
    to_day(game, 1)
    game.state.seats[IMP].alignment = GOOD
    d = advance(game, [("fiddler.now", True)], until="fiddler.choose")
    assert d.options == (POISONER,)
    game.answer(POISONER)
    advance(game, _votes([IMP] * 7))
    assert game.winner == GOOD


def test_poisoned_demon_still_chooses() -> None:
    game = _game(poisoned=[IMP])
    to_day(game, 1)
    d = advance(game, [("fiddler.now", True)], until="fiddler.choose")
    assert d.chooser == IMP


def test_almanac_storm_coming_the_good_player_wins() -> None:
    game = _game()
    assert "fiddler" in game.state.storyteller_characters  # added by the Storyteller at setup
    to_day(game, 1)
    advance(game, [("fiddler.now", False)], until=lambda d: game.state.day == 2 and d.step == "fiddler.now")
    advance(game, [("fiddler.now", True), ("fiddler.choose", 5), *_votes([None, None, 5, 5, 5, 5, IMP])])
    assert game.winner == GOOD


def test_almanac_four_left_nobody_nominates_the_fiddler_ends_it() -> None:
    game = _game()
    for s in (4, 5, 6):
        game.state.seats[s].alive = False
    to_day(game, 1)
    advance(game, [("fiddler.now", True), ("fiddler.choose", 3), *_votes([IMP, IMP, 3, None, 3, IMP, IMP])])
    assert game.winner == EVIL and game.state.win_condition == "fiddler"
