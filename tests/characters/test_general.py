"""General: "Each night, you learn which alignment the Storyteller believes is winning: good, evil, or
neither." (almanac, Seed 002).

Who is winning is the Storyteller's judgement ("The Storyteller decides who is winning at the
point that the General wakes"): a sober General may be told any of the three. The engine's
suggestion, which the automated Storytellers give, is the documented measure
:func:`clocktower.characters.townsfolk.general.winning_alignment`: evil's share of the alive
players now against its share at setup (larger: evil; smaller: good; equal: neither), taken
when the General wakes, so deaths earlier that night count (the almanac: "Previous events in
the night may affect their decision"). Drunk or poisoned: any of the three answers.
"""

from clocktower.agents import RandomStoryteller
from clocktower.agents.balanced import BalancedStoryteller
from clocktower.characters.townsfolk.general import winning_alignment
from clocktower.decisions import JUDGED
from clocktower.testing import advance, is_alive, last_learned, learned, seated, to_day, to_night

# Seats: 0 Imp, 1 Poisoner, 2 General, 3 Chef, 4 Oracle, 5 Steward, 6 Knight
SEATING = ["imp", "poisoner", "general", "chef", "oracle", "steward", "knight"]
GENERAL = 2


def test_measure_compares_evil_share_with_setup() -> None:
    assert winning_alignment(alive_good=5, alive_evil=2, start_good=5, start_evil=2, demon_alive=True) == "neither"
    assert winning_alignment(alive_good=4, alive_evil=2, start_good=5, start_evil=2, demon_alive=True) == "evil"
    assert winning_alignment(alive_good=5, alive_evil=1, start_good=5, start_evil=2, demon_alive=True) == "good"
    # A good and an evil player dead: 1/4 now against 2/7 at setup is a smaller evil share.
    assert winning_alignment(alive_good=3, alive_evil=1, start_good=5, start_evil=2, demon_alive=True) == "good"
    assert winning_alignment(alive_good=3, alive_evil=2, start_good=5, start_evil=2, demon_alive=False) == "good"


def test_first_night_neither_team_is_winning() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, [("poisoner", 6)], until=("inform", "general"))
    assert set(d.options) == {"good", "evil", "neither"} and d.truth == ("neither",) and d.why == JUDGED
    game.answer("neither")
    assert last_learned(game, GENERAL) == "neither"
    assert learned(game, GENERAL)[-1].text == "Neither team is winning (thumb to the side)."


def test_tonights_kill_counts_when_the_general_wakes() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 6)])
    d = advance(game, [("poisoner", 6), ("imp", 5)], until=("inform", "general"))
    assert not is_alive(game, 5)
    assert d.truth == ("evil",)  # 2 of 6 alive are evil, against 2 of 7 at setup


def test_executing_a_minion_puts_good_ahead() -> None:
    game = seated(SEATING, script="seed-002")
    to_day(game, 1, [("poisoner", 6)])
    votes = [(("vote", s), True) for s in (2, 3, 4, 5)]
    d = advance(game, [(("nominate", 0), 1), *votes, ("imp", 6)], until=("inform", "general"))
    assert not is_alive(game, 1) and not is_alive(game, 6)
    assert d.truth == ("good",)  # 1 of 5 alive is evil


def test_poisoned_general_may_learn_anything() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, [("poisoner", GENERAL)], until=("inform", "general"))
    assert d.options == ("good", "evil", "neither") and d.truth == ("neither",) and "poisoned" in d.why
    game.answer("evil")
    assert last_learned(game, GENERAL) == "evil"


def test_drunk_general_may_learn_anything() -> None:
    game = seated(["imp", "poisoner", ("drunk", "general"), "chef", "oracle"], script="seed-002")
    d = advance(game, [("poisoner", 4)], until=("inform", "general"))
    assert d.subject == 2 and set(d.options) == {"good", "evil", "neither"} and "Drunk" in d.why


def test_dead_general_does_not_wake() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 6)])
    game.state.seats[GENERAL].alive = False
    to_day(game, 2, [("poisoner", 6), ("imp", 6)])
    assert len([d for d in game.decisions if d.step == "general"]) == 1  # night 1 only


def test_vortox_general_learns_one_of_the_other_answers() -> None:
    game = seated(["vortox", "poisoner", "general", "chef", "oracle"], script="seed-002")
    d = advance(game, [("poisoner", 4)], until=("inform", "general"))
    assert set(d.options) == {"good", "evil"} and "Vortox" in d.why


def test_sober_general_storyteller_judges_who_is_winning() -> None:
    # The almanac makes the Storyteller the judge: on the first night, with nobody dead, the
    # measure says "neither", but the Storyteller may believe evil is ahead and say so.
    game = seated(SEATING, script="seed-002")
    d = advance(game, [("poisoner", 6)], until=("inform", "general"))
    assert d.why == JUDGED and d.truth == ("neither",)
    game.answer("evil")
    assert last_learned(game, GENERAL) == "evil"
    assert learned(game, GENERAL)[-1].text == "Evil is winning (thumbs down)."
    # A judgement is not false information: the ability did not work abnormally.
    assert not [a for a in game.state.abnormal if a[0] == GENERAL]


def test_automated_storytellers_give_the_suggestion() -> None:
    game = seated(SEATING, script="seed-002")
    d = advance(game, [("poisoner", 6)], until=("inform", "general"))
    for seed in range(20):
        assert RandomStoryteller(seed).decide(None, d) == "neither"
        assert BalancedStoryteller(seed, game).decide(None, d) == "neither"
