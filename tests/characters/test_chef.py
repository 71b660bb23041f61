"""Chef: "You start knowing how many pairs of evil players there are." (almanac, Seed 002).

On the first night the Chef learns how many pairs of neighbouring players both register as
evil, around the whole circle: two evil neighbours make one pair, three in a row two pairs.
The Marionette registers as evil; a Recluse may. Drunk or poisoned: any number from 0 to
the number of players. Nothing on later nights.
"""

from clocktower.state import POISONED, Effect
from clocktower.testing import advance, last_learned, learned, seated, to_night

CHEF = 3


def chef_decision(seating, plan=()):
    game = seated(seating, script="seed-002")
    return game, advance(game, plan, until=("inform", "chef"))


def test_two_evil_neighbours_are_one_pair() -> None:
    game, d = chef_decision(["imp", "poisoner", "steward", "chef", "oracle"])
    assert d.options == (1,) and d.truth == (1,)
    game.answer(1)
    assert last_learned(game, CHEF) == 1
    assert learned(game, CHEF)[-1].text == "There is 1 pair of evil players."


def test_evil_apart_make_no_pair_and_the_circle_wraps_around() -> None:
    _, d = chef_decision(["imp", "steward", "poisoner", "chef", "oracle"])
    assert d.truth == (0,)
    _, d = chef_decision(["imp", "steward", "knight", "chef", "poisoner"])  # seats 4 and 0 sit together
    assert d.truth == (1,)


def test_three_in_a_row_make_two_pairs() -> None:
    # 10 players: 2 Minions; the Marionette sits by the Demon and registers as evil.
    seating = ["poisoner", "imp", ("marionette", "knight"), "chef", "oracle", "steward", "general",
               "dreamer", "scarletwoman", "savant"]
    _, d = chef_decision(seating)
    assert d.truth == (2,)


def test_recluse_may_register_as_evil() -> None:
    seating = ["imp", "recluse", "steward", "chef", "oracle"]
    _, d = chef_decision(seating, [("register.recluse", "evil")])
    assert d.truth == (1,)
    game, d = chef_decision(seating, [("register.recluse", "good")])
    assert d.truth == (0,)
    assert [x.options for x in game.decisions if x.step == "register.recluse"] == [("good", "evil")]


def test_poisoned_chef_may_learn_any_number() -> None:
    game = seated(["imp", "poisoner", "steward", "chef", "oracle"], script="seed-002")
    d = advance(game, [("poisoner", CHEF)], until=("inform", "chef"))
    assert d.options == (0, 1, 2, 3, 4, 5) and d.truth == (1,) and "poisoned" in d.why
    game.answer(4)
    assert last_learned(game, CHEF) == 4


def test_drunk_chef_may_learn_any_number() -> None:
    game = seated(["imp", "poisoner", "steward", ("drunk", "chef"), "oracle"], script="seed-002")
    game.state.effects.append(Effect(POISONED, 0, None, None, None, needs_source=False))
    d = advance(game, until=("inform", "chef"))
    assert d.subject == CHEF and d.options == (0, 1, 2, 3, 4, 5) and "Drunk" in d.why


def test_dead_chef_learns_nothing_and_nothing_on_later_nights() -> None:
    game = seated(["imp", "poisoner", "steward", "chef", "oracle"], script="seed-002")
    game.state.seats[CHEF].alive = False
    to_night(game, 2)
    assert not [d for d in game.decisions if d.step == "chef"]
    game = seated(["imp", "poisoner", "steward", "chef", "oracle"], script="seed-002")
    advance(game, until=lambda d: game.state.night == 3)
    assert len([d for d in game.decisions if d.step == "chef"]) == 1


def test_vortox_chef_learns_a_false_number() -> None:
    game = seated(["vortox", "poisoner", "steward", "chef", "oracle"], script="seed-002")
    d = advance(game, [("poisoner", 4)], until=("inform", "chef"))
    assert d.options == (0, 2, 3, 4, 5) and "Vortox" in d.why


def test_recluse_between_the_imp_and_the_poisoner_counts_for_one_pair_and_not_the_other() -> None:
    """Almanac example: "The Recluse is sitting between the Imp and the Poisoner. The Chef
    learns a '1'. Here, the Recluse is registering as evil for the Imp-Recluse pair, but as
    good for the Poisoner-Recluse pair." Registration is asked once per pair."""
    seating = ["imp", "recluse", "poisoner", "chef", "oracle"]
    game, d = chef_decision(seating, [("poisoner", 4), ("register.recluse", "evil"), ("register.recluse", "good")])
    asked = [x for x in game.decisions if x.step == "register.recluse"]
    assert len(asked) == 2  # one question for each pair the Recluse sits in
    assert d.truth == (1,)
    for first, second, pairs in (("evil", "evil", 2), ("good", "good", 0), ("good", "evil", 1)):
        _, d = chef_decision(seating, [("poisoner", 4), ("register.recluse", first), ("register.recluse", second)])
        assert d.truth == (pairs,)


def test_a_recluse_next_to_good_players_only_is_not_asked() -> None:
    game, d = chef_decision(["imp", "oracle", "recluse", "chef", "poisoner"], [("poisoner", 1)])
    assert d.truth == (1,)  # the Poisoner (seat 4) and the Imp (seat 0) sit together
    assert not [x for x in game.decisions if x.step == "register.recluse"]
