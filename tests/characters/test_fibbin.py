"""Fibbin (Fabled): "Once per game, 1 good player might get incorrect information." (almanac).

Our reading: until it is spent, the information any ability gives a good player may be
false: the false values join the legal set (the truth stays legal and is the default).
The first false value shown through it spends it (NO ABILITY); after that, information
follows the usual rules. It never makes an ability's effect fail, and never changes an
evil player's information. A Fabled: never drunk or poisoned.
"""

from clocktower.decisions import STORYTELLER
from clocktower.script import parse_script
from clocktower.state import EVIL
from clocktower.testing import advance, learned, seated, to_day, to_night

SCRIPT = parse_script([{"id": "_meta", "name": "fibbin test"}, "empath", "chef", "monk", "ravenkeeper", "virgin",
                       "soldier", "washerwoman", "saint", "poisoner", "imp", "fibbin"], source="fibbin-test")
# Seats: 0 Empath, 1 Chef, 2 Imp, 3 Monk, 4 Poisoner, 5 Ravenkeeper, 6 Virgin, 7 Soldier
SEATING = ["empath", "chef", "imp", "monk", "poisoner", "ravenkeeper", "virgin", "soldier"]
EMPATH, CHEF, IMP, MONK, POISONER, RAVENKEEPER, VIRGIN, SOLDIER = range(8)
WHY = "Fibbin: once per game a good player may get incorrect information"


def _fibbin(game):
    return game.ctx(STORYTELLER, "fibbin")


def test_a_good_players_information_may_be_false() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, [("poisoner", SOLDIER)], until=("inform", "empath"))
    assert d.subject == EMPATH and d.truth == (0,) and d.options == (0, 1, 2) and d.why == WHY
    game.answer(0)
    assert not _fibbin(game).memory.get("spent")  # the truth does not spend it


def test_showing_a_false_value_spends_it() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, [("poisoner", SOLDIER)], until=("inform", "chef"))
    assert d.options[:4] == (0, 1, 2, 3) and d.truth == (0,)
    game.answer(2)
    assert _fibbin(game).memory["spent"] == (1, CHEF)
    assert _fibbin(game).reminded("No Ability") == [None]
    d = advance(game, until=("inform", "empath"))
    assert d.options == (0,) and d.why == ""


def test_evil_players_information_is_untouched() -> None:
    game = seated(SEATING, SCRIPT)
    game.state.seats[EMPATH].alignment = EVIL  # an evil Empath (as if a Goon had turned them)
    d = advance(game, [("poisoner", SOLDIER)], until=("inform", "empath"))
    assert d.options == (0,) and d.why == ""


def test_poisoned_information_does_not_spend_it() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, [("poisoner", EMPATH)], until=("inform", "empath"))
    assert d.options == (0, 1, 2) and "poison" in d.why
    game.answer(2)
    assert not _fibbin(game).memory.get("spent")


def test_not_drunk_or_poisoned_the_fibbin_itself() -> None:
    game = seated(SEATING, SCRIPT, poisoned=[EMPATH])
    assert _fibbin(game).functioning
    d = advance(game, [("poisoner", SOLDIER)], until=("inform", "chef"))
    assert d.why == WHY


def test_almanac_empath_gets_false_information_on_night_two_only() -> None:
    game = seated(SEATING, SCRIPT)
    advance(game, [("poisoner", SOLDIER)], until=lambda d: game.state.day == 1)
    assert [e.text for e in learned(game, EMPATH)] == ["0 of your alive neighbours are evil."]
    to_night(game, 2)
    d = advance(game, [("poisoner", SOLDIER), ("monk", CHEF), ("imp", VIRGIN)], until=("inform", "empath"))
    assert d.truth == (0,) and 1 in d.options and d.why == WHY
    game.answer(1)
    assert learned(game, EMPATH)[-1].text == "1 of your alive neighbours is evil."
    to_night(game, 3)
    d = advance(game, [("poisoner", SOLDIER), ("monk", CHEF), ("imp", MONK)], until=("inform", "empath"))
    assert d.options == d.truth and d.why == ""


def test_almanac_virgin_monk_and_ravenkeeper() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("poisoner", SOLDIER)])
    # The Chef (a Townsfolk) nominates the Virgin: executed at once; the Fibbin cannot stop it.
    advance(game, [(("nominate", CHEF), VIRGIN)], until=lambda d: game.state.phase == "night")
    assert game.state.executions and game.state.executions[0][0] == CHEF
    # The Monk protects the Ravenkeeper: the Imp's attack fails, the Fibbin cannot change that.
    d = advance(game, [("poisoner", SOLDIER), ("monk", RAVENKEEPER), ("imp", RAVENKEEPER)],
                until=lambda d: game.state.day == 2)
    assert game.state.seats[RAVENKEEPER].alive
    # A later night the Ravenkeeper dies and gets false information through the Fibbin.
    to_night(game, 3)
    d = advance(game, [("poisoner", SOLDIER), ("monk", EMPATH), ("imp", RAVENKEEPER), ("ravenkeeper", IMP)],
                until=("inform", "ravenkeeper"))
    assert d.truth == ("imp",) and d.why == WHY and "soldier" in d.options
    game.answer("soldier")
    assert _fibbin(game).memory["spent"][1] == RAVENKEEPER
