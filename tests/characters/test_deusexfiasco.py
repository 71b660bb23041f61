"""Deus ex Fiasco (Fabled): "At least once per game, the Storyteller will make a mistake,
correct it, and publicly admit to it." (almanac).

Our reading: each day before nominations the Storyteller may declare that a mistake was made
and corrected (public, naming nobody; the WHOOPSIE reminder). The correction is the
Storyteller's: a Grimoire edit, or information given again. At least once per game: on the
final day (three or fewer alive), while nothing has been declared, declaring is the only
option. A Fabled: never drunk or poisoned.
"""

from clocktower.decisions import STORYTELLER
from clocktower.script import parse_script
from clocktower.testing import advance, seated, to_day

SCRIPT = parse_script([{"id": "_meta", "name": "fiasco test"}, "empath", "chef", "monk", "ravenkeeper", "mayor",
                       "undertaker", "chambermaid", "recluse", "drunk", "poisoner", "scarletwoman", "imp",
                       "deusexfiasco"], source="fiasco-test")
# Seats: 0 Imp, 1 Poisoner, 2 Empath, 3 Monk, 4 Recluse, 5 Drunk (thinks Chef), 6 Ravenkeeper,
# 7 Scarlet Woman
SEATING = ["imp", "poisoner", "empath", "monk", "recluse", ("drunk", "chef"), "ravenkeeper", "scarletwoman"]
STEP = "deusexfiasco.declare"


def _whoopsies(game, seat=2):
    return [e for e in game.view(seat).events if e.kind == "whoopsie"]


def _declare_on(game, day, plan=()):
    advance(game, plan, until=lambda d: game.state.day == day and d.step == STEP)
    game.answer(True)


def test_offered_each_day_and_declared_publicly() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    d = advance(game, until=STEP)
    assert d.chooser == STORYTELLER and d.options == (False, True)
    game.answer(True)
    for seat in range(8):
        texts = [e.text for e in _whoopsies(game, seat)]
        assert texts == ["The Storyteller made a mistake, corrected it, and admits it. (Deus ex Fiasco)"]
    assert game.ctx(STORYTELLER, "deusexfiasco").reminded("Whoopsie") == [None]


def test_forced_on_the_final_day_if_never_declared() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    for s in (3, 4, 5, 6, 7):
        game.state.seats[s].alive = False
    d = advance(game, until=STEP)
    assert d.options == (True,)


def test_not_drunk_or_poisoned() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("poisoner", 2)])
    assert game.ctx(STORYTELLER, "deusexfiasco").functioning
    assert advance(game, until=STEP).options == (False, True)


def test_almanac_fabled_help_the_storyteller_run_the_game() -> None:
    # Nothing is forced before the final day: the Storyteller declares when it helps.
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    advance(game, [(STEP, False)], until=lambda d: game.state.day == 2 and d.step == STEP)
    assert game.pending.options == (False, True) and not _whoopsies(game)


def test_almanac_doug_drew_the_drunk_token() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    # Doug (seat 5) saw the Drunk token: the Storyteller makes him the Mayor and the
    # Ravenkeeper the Drunk (still believing the Ravenkeeper), then admits the mistake.
    game.edit("character", 5, "mayor", tell=True)
    game.edit("character", 6, "drunk")
    _declare_on(game, 1)
    assert game.state.seats[5].character == "mayor" and game.state.seats[6].character == "drunk"
    assert game.state.seats[6].believed == "ravenkeeper"
    assert len(_whoopsies(game, 5)) == 1


def test_almanac_empath_number_corrected_admitted_the_next_day() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    advance(game, [(STEP, False)], until=lambda d: game.state.day == 2 and d.step == STEP)
    game.answer(True)  # a day later, so as not to reveal too much
    assert [e.data["day"] for e in _whoopsies(game)] == [2]


def test_almanac_undertaker_shown_the_wrong_token_then_the_right_one() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    _declare_on(game, 1)
    w = _whoopsies(game)[0]
    assert "Undertaker" not in w.text and "Imp" not in w.text  # the admission names nothing


def test_almanac_game_over_declared_by_mistake_the_game_goes_on() -> None:
    # The Yaggababble is executed and dies, but the Scarlet Woman lives: the game goes on;
    # the Storyteller's admission of the mistaken "good has won" changes nothing.
    script = parse_script([{"id": "_meta", "name": "fiasco yaggababble"}, "empath", "chef", "monk", "soldier",
                           "mayor", "saint", "scarletwoman", "yaggababble", "deusexfiasco"], source="fiasco-yagga")
    game = seated(["yaggababble", "scarletwoman", "empath", "chef", "monk", "soldier"], script)
    to_day(game, 1)
    advance(game, [(("nominate", 2), 0)] + [(("vote", s), True) for s in range(6)],
            until=lambda d: game.state.phase == "night" or (game.state.day == 2 and d.step == STEP))
    assert not game.state.seats[0].alive and game.state.seats[1].character == "yaggababble"
    assert game.winner is None
    _declare_on(game, 2)
    assert game.winner is None and game.pending is not None and len(_whoopsies(game)) == 1


def test_almanac_wrong_deaths_announced_then_corrected() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    game.edit("alive", 3, False)  # the wrong player announced dead...
    game.edit("alive", 3, True)  # ...and put right
    _declare_on(game, 1)
    assert game.state.seats[3].alive and len(_whoopsies(game)) == 1


def test_almanac_forgot_to_wake_the_poisoner() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    game.edit("poisoned", 2, True)  # the Storyteller's correction: a poisoning chosen now
    _declare_on(game, 1)
    assert game.ctx(2).is_poisoned(2) and _whoopsies(game)


def test_almanac_chambermaid_chose_a_dead_player() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    advance(game, [(STEP, False)], until=lambda d: game.state.day == 2 and d.step == STEP)
    game.answer(True)
    assert game.ctx(STORYTELLER, "deusexfiasco").memory["declared"] == (2,)
