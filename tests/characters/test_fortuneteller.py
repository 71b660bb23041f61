"""Fortune Teller: "Each night, choose 2 players: you learn if either is a Demon. There is a good player
that registers as a Demon to you." (almanac, Seed 002).

The red herring is a standing Storyteller choice, made once before the Fortune Teller first
acts: any good player, the Fortune Teller included; it never moves (ruling
fortune-teller-red-herring-fixed). Each night the Fortune Teller chooses any two players
(alive or dead, itself included): "yes" when either registers as a Demon (a dead Demon
counts, a Recluse may) or is the red herring. Drunk or poisoned: either answer.
"""

from clocktower.decisions import DecisionKind
from clocktower.testing import advance, is_alive, last_learned, learned, seated, to_day, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Fortune Teller, 3 Recluse, 4 Chef, 5 Oracle
SEATING = ["imp", "poisoner", "fortuneteller", "recluse", "chef", "oracle"]
FT = 2


def test_red_herring_is_any_good_player_even_the_fortune_teller() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, until="fortuneteller.redherring")  # before the first night (RULES.md, Setup)
    assert d.kind == DecisionKind.STORYTELLER and d.options == (2, 3, 4, 5) and game.state.phase == "setup"
    game.answer(FT)
    d = advance(game, [("poisoner", 5), ("fortuneteller", (FT, 4))], until=("inform", "fortuneteller"))
    assert d.options == (True,)
    game.answer(True)
    assert learned(game, FT)[-1].text == "Yes, one of them is a Demon."


def test_choices_are_any_two_players() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, [("poisoner", 5), ("fortuneteller.redherring", 4)], until="fortuneteller")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.options == (0, 1, 2, 3, 4, 5) and d.count == (2, 2)


def test_demon_gives_yes_and_others_no() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, [("poisoner", 5), ("fortuneteller.redherring", 4), ("fortuneteller", (1, 5))],
                until=("inform", "fortuneteller"))
    assert d.options == (False,)  # a Minion is not a Demon
    game.answer(False)
    assert learned(game, FT)[-1].text == "No, neither is a Demon."
    to_night(game, 2)
    d = advance(game, [("poisoner", 5), ("imp", 4), ("fortuneteller", (0, 5))], until=("inform", "fortuneteller"))
    assert d.options == (True,)


def test_fortune_teller_red_herring_fixed() -> None:
    seating = ["imp", "scarletwoman", "fortuneteller", "steward", "chef", "oracle", "knight", "general"]
    game = seated(seating, script="seed-002")
    advance(game, [("fortuneteller.redherring", 3), ("fortuneteller", (4, 5))], until=lambda d: game.state.day == 1)
    # Night 2: the red herring and another good player: "yes".
    to_night(game, 2)
    d = advance(game, [("imp", 7), ("fortuneteller", (3, 6))], until=("inform", "fortuneteller"))
    assert d.options == (True,)
    game.answer(True)
    # Day 2: the Imp is executed with 7 alive; the Scarlet Woman becomes the Imp.
    to_day(game, 2)
    votes = [(("vote", s), True) for s in (2, 3, 4, 6)]
    to_night(game, 3, [(("nominate", 1), 0), *votes])
    assert not is_alive(game, 0) and game.state.seats[1].character == "imp"
    # Night 3: the dead old Imp still counts.
    d = advance(game, [("imp", 5), ("fortuneteller", (0, 6))], until=("inform", "fortuneteller"))
    assert d.options == (True,)
    game.answer(True)
    # Night 4: the new Imp counts; the red herring never moved and was never asked again.
    to_night(game, 4)
    d = advance(game, [("imp", 4), ("fortuneteller", (1, 6))], until=("inform", "fortuneteller"))
    assert d.options == (True,)
    assert len([x for x in game.decisions if x.step == "fortuneteller.redherring"]) == 1
    assert [r.target for r in game.state.reminders if r.token == "Red Herring"] == [3]


def test_recluse_may_register_as_a_demon() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, [("poisoner", 5), ("fortuneteller.redherring", 4), ("fortuneteller", (3, 5))],
                until="register.recluse")
    assert d.options == ("outsider", "demon", "minion")
    game.answer("demon")
    d = advance(game, until=("inform", "fortuneteller"))
    assert d.options == (True,)


def test_poisoned_fortune_teller_may_learn_either() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, [("poisoner", FT), ("fortuneteller.redherring", 4), ("fortuneteller", (0, 5))],
                until=("inform", "fortuneteller"))
    assert d.options == (True, False) and d.truth == (True,) and "poisoned" in d.why
    game.answer(False)
    assert last_learned(game, FT) is False


def test_drunk_fortune_teller_has_no_red_herring_and_may_learn_either() -> None:
    game = seated(["imp", "poisoner", ("drunk", "fortuneteller"), "chef", "oracle"], script="seed-002")
    d = advance(game, [("poisoner", 4), ("fortuneteller", (3, 4))], until=("inform", "fortuneteller"))
    assert d.options == (True, False) and "Drunk" in d.why
    assert not [x for x in game.decisions if x.step == "fortuneteller.redherring"]


def test_dead_fortune_teller_does_not_wake() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 5), ("fortuneteller.redherring", 4)])
    mark = len(game.decisions)
    to_day(game, 2, [("poisoner", 5), ("imp", FT)])
    to_night(game, 3)
    advance(game, [("poisoner", 5), ("imp", 4)], until=lambda d: game.state.day == 3)
    assert not [d for d in game.decisions[mark:] if d.step == "fortuneteller"]


def test_vortox_turns_the_answer_around() -> None:
    game = seated(["vortox", "poisoner", "fortuneteller", "chef", "oracle"], script="seed-002")
    d = advance(game, [("poisoner", 4), ("fortuneteller.redherring", 3), ("fortuneteller", (1, 4))],
                until=("inform", "fortuneteller"))
    assert d.options == (True,) and "Vortox" in d.why


def test_legion_registers_demon_and_minion_fortune_teller_says_yes() -> None:
    game = seated(["legion", "legion", "knight", "legion", "fortuneteller", "legion", "slayer"], script="seed-002")
    to_night(game, 2, [("fortuneteller.redherring", 6)])
    d = advance(game, [("fortuneteller", (0, 3))], until=("inform", "fortuneteller"))
    assert d.options == (True,)
