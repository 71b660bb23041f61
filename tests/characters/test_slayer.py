"""Slayer: "Once per game, during the day, publicly choose a player: if they are the Demon, they die."
(almanac, Seed 002).

Once per game, by day, the Slayer may publicly choose any player. The ability is spent
whatever happens, even drunk or poisoned (ruling poisoner-starpass-ends-poison). If it
functions and the chosen player is alive and registers as a Demon (a Recluse may; every
Legion player is one, ruling legion-registers-demon-and-minion), they die; otherwise nothing
happens, and the table is not told why.
"""

from clocktower.decisions import DecisionKind
from clocktower.testing import advance, is_alive, seated, to_day, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Slayer, 3 Recluse, 4 Chef, 5 Steward
SEATING = ["imp", "poisoner", "slayer", "recluse", "chef", "steward"]
SLAYER = 2


def shoot(game, target, *, day=1, plan=()):
    to_day(game, day, list(plan))
    d = advance(game, until="slayer")
    assert d.kind == DecisionKind.DAY_ABILITY and d.chooser == SLAYER
    assert d.options == (None, *range(len(game.state.seats)))
    game.answer(target)
    return d


def public(game, key):
    return [e for e in game.view(4).events if key in e.data]


def test_shooting_the_demon_kills_it_and_good_wins() -> None:
    game = seated(SEATING, script="seed-002")
    shoot(game, 0, plan=[("poisoner", 5)])
    assert not is_alive(game, 0) and game.winner == "good"
    assert [e.text for e in public(game, "slayer")] == ["Carol (Slayer) chooses Alice."]


def test_missing_spends_the_ability() -> None:
    game = seated(SEATING, script="seed-002")
    shoot(game, 1, plan=[("poisoner", 5)])
    assert is_alive(game, 1) and game.winner is None
    assert [e.text for e in public(game, "slayer")] == ["Carol (Slayer) chooses Bob.", "Nothing happens."]
    assert SLAYER in [r.target for r in game.state.reminders if r.token == "No ability"]
    to_day(game, 2, [("poisoner", 5), ("imp", 5)])
    advance(game, until=lambda d: d.step == "nominate")
    assert len([d for d in game.decisions if d.step == "slayer"]) == 1  # not offered again


def test_not_using_it_keeps_it() -> None:
    game = seated(SEATING, script="seed-002")
    to_day(game, 1, [("poisoner", 5)])
    advance(game, [("slayer", None)], until=lambda d: d.step == "nominate")
    to_day(game, 2, [("poisoner", 5), ("imp", 5)])
    d = advance(game, until="slayer")
    assert d.chooser == SLAYER


def test_recluse_may_register_as_the_demon_and_die() -> None:
    game = seated(SEATING, script="seed-002")
    shoot(game, 3, plan=[("poisoner", 5)])
    d = advance(game, until="register.recluse")
    assert d.options == ("outsider", "demon", "minion") and "Slayer" in d.prompt
    game.answer("demon")
    advance(game, until=lambda d: d.step == "nominate")
    assert not is_alive(game, 3) and game.winner is None  # the Imp lives on
    assert [e.data["seat"] for e in game.view(4).events if e.kind == "died"] == [3]  # a public death
    assert "Nothing happens." not in [e.text for e in public(game, "slayer")]


def test_poisoner_starpass_ends_poison_poisoned_slayer_misses_for_good() -> None:
    game = seated(SEATING, script="seed-002")
    shoot(game, 0, plan=[("poisoner", SLAYER)])
    assert is_alive(game, 0) and game.winner is None
    to_day(game, 2, [("poisoner", 5), ("imp", 5)])
    advance(game, until=lambda d: d.step == "nominate")
    assert len([d for d in game.decisions if d.step == "slayer"]) == 1


def test_drunk_slayer_misses_and_spends_it() -> None:
    game = seated(["imp", "poisoner", ("drunk", "slayer"), "chef", "steward"], script="seed-002")
    shoot(game, 0, plan=[("poisoner", 4)])
    assert is_alive(game, 0) and game.winner is None
    assert SLAYER in [r.target for r in game.state.reminders if r.token == "No ability"]


def test_a_dead_demon_cannot_die_again() -> None:
    game = seated(["imp", "scarletwoman", "slayer", "chef", "steward", "knight"], script="seed-002")
    to_day(game, 1)
    votes = [(("vote", s), True) for s in (2, 3, 4)]
    to_day(game, 2, [("slayer", None), (("nominate", 0), 0), *votes, ("imp", 5)])
    assert not is_alive(game, 0) and game.state.seats[1].character == "imp"
    advance(game, until="slayer")
    game.answer(0)
    assert game.winner is None and is_alive(game, 1)


def test_dead_slayer_is_not_offered_the_ability() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 5), ("slayer", None)])
    mark = len(game.decisions)
    advance(game, [("poisoner", 5), ("imp", SLAYER)], until=lambda d: d.step == "nominate")
    assert not [d for d in game.decisions[mark:] if d.step == "slayer"]


def test_legion_registers_demon_and_minion_shot_legion_dies_but_others_remain() -> None:
    game = seated(["legion", "legion", "slayer", "legion", "fortuneteller", "legion", "knight"], script="seed-002")
    shoot(game, 3)
    assert not is_alive(game, 3) and game.winner is None
    assert not [d for d in game.decisions if d.step.startswith("register")]
