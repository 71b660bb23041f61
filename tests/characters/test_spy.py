"""Spy: "Each night, you see the Grimoire. You might register as good & as a Townsfolk or
Outsider, even if dead." (almanac).

Each night the living Spy is shown the whole Grimoire (a private event of its own seat
only). Every ability that asks its alignment, character type or character gets a
Storyteller decision (good or evil; Minion, Townsfolk or Outsider; the Spy or a Townsfolk
or Outsider of the script), also while it is dead; not while it is drunk or poisoned.
Jinxes: with a Poppy Grower that has its ability the Spy sees no Grimoire; a Spy in play
(now or before) poisons the Damsel.
"""

from clocktower import rules
from clocktower.testing import advance, learned, to_day, to_night

from .tb_helpers import TB_JINX, TB_TEST, game_of, told

SPY = 0
# Seats: 0 Spy, 1 Imp, 2 Chef, 3 Drunk (believes the Empath), 4 Monk, 5 Saint, 6 Poisoner.
SEATING = ["spy", "imp", "chef", ("drunk", "empath"), "monk", "saint", "poisoner"]
BLUFFS = ("washerwoman", "librarian", "mayor")


def test_sees_the_grimoire_each_night_privately() -> None:
    game = game_of(SEATING, bluffs=BLUFFS)
    advance(game, [("poisoner", 4)], until=lambda d: game.state.day == 1)
    [shown] = told(game, SPY, "grimoire_shown")
    rows = shown.data["grimoire"]
    assert [r["character"] for r in rows] == ["spy", "imp", "chef", "drunk", "monk", "saint", "poisoner"]
    assert rows[3]["believed"] == "empath" and rows[1]["alignment"] == "evil" and rows[2]["alignment"] == "good"
    assert all(r["alive"] for r in rows)
    assert any("Poisoned" in m for m in rows[4]["reminders"])  # tonight's poisoning, earlier in the night
    assert shown.data["bluffs"] == list(BLUFFS)
    assert "Dave: Drunk (believes Empath), good" in shown.text and "Demon bluffs: Washerwoman" in shown.text
    for seat in range(1, 7):
        assert told(game, seat, "grimoire_shown") == []
    to_night(game, 2)
    to_day(game, 2, [("imp", 2)])  # the Imp kills the Chef before the Spy wakes
    assert len(told(game, SPY, "grimoire_shown")) == 2
    assert told(game, SPY, "grimoire_shown")[-1].data["grimoire"][2]["alive"] is False


def test_dead_spy_does_not_wake() -> None:
    game = game_of(SEATING)
    game.state.seats[SPY].alive = False
    to_day(game, 2)
    assert told(game, SPY, "grimoire_shown") == []


def test_drunk_or_poisoned_spy_sees_the_grimoire_but_registers_truly() -> None:
    for game in (game_of(SEATING, drunk=[SPY]), game_of(SEATING, poisoned=[SPY])):
        d = advance(game, until=("inform", "chef"))
        assert not [x for x in game.decisions if x.step == "register.spy"]
        assert d.options == (2,)  # the Poisoner, the Spy and the Imp sit in a row
        to_day(game, 1)
        assert len(told(game, SPY, "grimoire_shown")) == 1


def test_registration_options_for_each_aspect() -> None:
    game = game_of(SEATING)
    d = advance(game, [("poisoner", 4)], until="register.spy")
    assert d.prompt == "What does Alice register as (alignment) to the Chef?"
    assert d.options == ("evil", "good") and d.truth == ("evil",) and d.why == "registration"
    game = game_of(["virgin", "spy", "imp", "chef", "undertaker"])
    to_day(game, 1)
    d = advance(game, [(("nominate", 1), 0)], until="register.spy")
    assert d.options == ("minion", "outsider", "townsfolk")
    game = game_of(["washerwoman", "spy", "imp", "chef", "undertaker"])
    d = advance(game, until="register.spy")
    expected = {"spy", *TB_TEST.characters_of("townsfolk"), *TB_TEST.characters_of("outsider")}
    assert set(d.options) == expected and d.options[0] == "spy"


def test_almanac_washerwoman_sees_the_spy_as_the_ravenkeeper() -> None:
    """Almanac: the Washerwoman learns that Abdallah or Douglas is the Ravenkeeper; Abdallah is
    the Monk and Douglas the Spy registering as the Ravenkeeper."""
    game = game_of(["washerwoman", "monk", "spy", "imp", "chef"])
    d = advance(game, [("register.spy", "ravenkeeper")], until=("inform", "washerwoman"))
    assert (1, 2, "ravenkeeper") in d.options
    game.answer((1, 2, "ravenkeeper"))
    assert learned(game, 0)[-1].text == "One of Bob and Carol is the Ravenkeeper."


def test_almanac_evil_to_the_chef_and_good_to_the_empath() -> None:
    """Almanac: the Spy neighbours the Imp and the Empath; the Chef learns 1 (the Spy
    registers as evil), the Empath later that night 0 (the Spy registers as good)."""
    game = game_of(["chef", "imp", "spy", "empath", "monk"])
    d = advance(game, [("register.spy", "evil")], until=("inform", "chef"))
    assert d.options == (1,)
    game.answer(1)
    d = advance(game, [("register.spy", "good")], until=("inform", "empath"))
    assert d.options == (0,)
    game.answer(0)
    assert learned(game, 0)[-1].data["value"] == 1 and learned(game, 3)[-1].data["value"] == 0


def test_almanac_virgin_executes_the_spy_and_the_undertaker_sees_the_drunk() -> None:
    """Almanac: the Spy nominates the Virgin and is executed (registering as a Townsfolk);
    that night the Undertaker learns the Drunk died (the dead Spy registers as the Drunk)."""
    game = game_of(["virgin", "spy", "imp", "undertaker", "chef", "empath", "monk"])
    to_day(game, 1)
    advance(game, [(("nominate", 1), 0), ("register.spy", "townsfolk")],
            until=lambda d: game.state.phase == "night")
    assert game.state.executions == [(1, 1, "spy")] and not game.state.seats[1].alive
    d = advance(game, until="register.spy")
    assert d.prompt == "What does Bob register as (character) to the Undertaker?" and d.truth == ("spy",)
    game.answer("drunk")
    d = advance(game, until=("inform", "undertaker"))
    assert d.options == ("drunk",)
    game.answer("drunk")
    assert learned(game, 3)[-1].text == "The Drunk died by execution today."


# ---------------------------------------------------------------------------- jinxes
def test_jinx_spy_poppygrower_no_grimoire_while_the_poppy_grower_has_its_ability() -> None:
    seating = ["spy", "imp", "poppygrower", "chef", "empath", "monk", "saint"]
    game = game_of(seating, TB_JINX)
    to_day(game, 1)
    assert told(game, SPY, "grimoire_shown") == []
    game = game_of(seating, TB_JINX, poisoned=[2])
    to_day(game, 1)
    assert len(told(game, SPY, "grimoire_shown")) == 1


def test_jinx_spy_damsel_the_damsel_is_poisoned_for_good() -> None:
    seating = ["spy", "imp", "damsel", "chef", "empath", "monk", "saint"]
    game = game_of(seating, TB_JINX)
    assert rules.is_poisoned(game.state, 2)
    to_day(game, 1)
    game.state.seats[SPY].alive = False  # a Spy that has been in play is enough
    to_day(game, 2)
    assert rules.is_poisoned(game.state, 2) and not rules.ability_functions(game.state, 2, "damsel")
    game = game_of(["baron", "imp", "damsel", "chef", "empath", "monk", "saint"], TB_JINX)
    assert not rules.is_poisoned(game.state, 2)
