"""Poppy Grower: "Minions & Demons do not know each other. If you die, they learn who each other are
that night." (almanac, Seed 002).

While the Poppy Grower's ability works on the first night there is no Minion info, and the
Demon learns only its three bluffs. If it dies sober and healthy, the Minions and Demons learn
each other that night: at its early place in the night after a death by day, at once after a
death at night. Drunk or poisoned at death, or drunk or poisoned later: evil learn nothing
(almanac notes). The ordinary Minion and Demon info needs 7 or more players.
"""

from clocktower.testing import advance, is_alive, seated, to_day, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Poppy Grower, 3 Scarlet Woman, 4 Chef, 5 Steward, 6 Knight
SEATING = ["imp", "poisoner", "poppygrower", "scarletwoman", "chef", "steward", "knight"]
POPPY = 2


def evil_info(game, seat, night=None):
    return [e for e in game.view(seat).events if e.kind in ("minion_info", "demon_info")
            and (night is None or e.time == ("night", night))]


def test_evil_do_not_learn_each_other_but_the_demon_gets_bluffs() -> None:
    game = seated(SEATING, script="seed-002", bluffs=("dreamer", "oracle", "savant"))
    to_day(game, 1, [("poisoner", 6)])
    assert not evil_info(game, 1) and not evil_info(game, 3)
    info = evil_info(game, 0)
    assert len(info) == 1 and "minions" not in info[0].data
    assert info[0].data["bluffs"] == ["dreamer", "oracle", "savant"]
    assert info[0].text == "Not in play (bluffs): Dreamer, Oracle, Savant."


def test_drunk_poppy_grower_blocks_nothing() -> None:
    seating = ["imp", "poisoner", ("drunk", "poppygrower"), "scarletwoman", "chef", "steward", "knight"]
    game = seated(seating, script="seed-002")
    to_day(game, 1, [("poisoner", 6)])
    assert evil_info(game, 1)[0].data == {"demons": [0], "minions": [3]}
    assert evil_info(game, 0)[0].data["minions"] == [1, 3]


def test_poisoner_acts_after_evil_info_so_the_block_holds_on_the_first_night() -> None:
    game = seated(SEATING, script="seed-002")
    to_day(game, 1, [("poisoner", POPPY)])
    assert not evil_info(game, 1) and not evil_info(game, 3)


def test_executed_poppy_grower_wakes_evil_that_night_before_anyone_acts() -> None:
    game = seated(SEATING, script="seed-002")
    to_day(game, 1, [("poisoner", 6)])
    votes = [(("vote", s), True) for s in (3, 4, 5, 6)]
    to_night(game, 2, [(("nominate", 0), POPPY), *votes])
    assert not is_alive(game, POPPY) and not evil_info(game, 1, 1)
    assert game.pending is not None and game.pending.step == "poisoner"  # already told
    assert evil_info(game, 1, 2)[0].data == {"demons": [0], "minions": [3]}
    assert evil_info(game, 3, 2)[0].data == {"demons": [0], "minions": [1]}
    assert evil_info(game, 0, 2)[0].data == {"minions": [1, 3]}  # no new bluffs
    assert evil_info(game, 0, 2)[0].text == "Your Minions: Bob, Dave."
    to_night(game, 3, [("poisoner", 6), ("imp", 6)])
    assert not evil_info(game, 1, 3)  # only once


def test_poppy_grower_killed_at_night_wakes_evil_that_night() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 6)])
    advance(game, [("poisoner", 6), ("imp", POPPY)], until=lambda d: game.state.day == 2)
    assert not is_alive(game, POPPY)
    assert evil_info(game, 1, 2)[0].data == {"demons": [0], "minions": [3]}
    assert evil_info(game, 0, 2)[0].data == {"minions": [1, 3]}


def test_poisoned_when_it_dies_evil_learn_nothing() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 6)])
    to_night(game, 3, [("poisoner", POPPY), ("imp", POPPY)])
    assert not is_alive(game, POPPY)
    advance(game, [("poisoner", 6), ("imp", 6)], until=lambda d: game.state.day == 3)
    assert not evil_info(game, 1) and not evil_info(game, 3)


def test_becoming_poisoned_later_teaches_evil_nothing() -> None:
    game = seated(SEATING, script="seed-002")
    to_night(game, 2, [("poisoner", 6)])
    to_night(game, 3, [("poisoner", POPPY), ("imp", 6)])
    assert is_alive(game, POPPY) and not evil_info(game, 1) and not evil_info(game, 3)


def test_small_game_info_follows_the_ability_text() -> None:
    """Ruling (poppygrower.py): with 5 players there is no Minion or Demon info at all; the
    Poppy Grower's death still teaches them each other, as its ability line says without
    condition, and RULES.md lets a character's text override the base rules."""
    game = seated(["imp", "poisoner", "poppygrower", "chef", "steward"], script="seed-002")
    to_night(game, 2, [("poisoner", 4)])
    assert not evil_info(game, 0)
    advance(game, [("poisoner", 4), ("imp", POPPY)], until=lambda d: game.state.day == 2)
    assert evil_info(game, 1, 2)[0].data == {"demons": [0], "minions": []}


# Seats: 0 Imp, 1 Marionette (believes the Chef), 2 Poppy Grower, 3 Poisoner, 4 Oracle,
# 5 Steward, 6 Knight. Ruling: docs/rulings/poppy-grower-marionette.md.
WITH_MARIONETTE = ["imp", ("marionette", "chef"), "poppygrower", "poisoner", "oracle", "steward", "knight"]


def _told_marionette(game, seat=0):
    return [e for e in game.view(seat).events if e.kind == "learned" and e.data.get("what") == "marionette"]


def test_demon_is_not_shown_its_marionette_while_the_poppy_grower_lives() -> None:
    game = seated(WITH_MARIONETTE, script="seed-002")
    to_day(game, 1, [("poisoner", 6)])
    assert not _told_marionette(game)
    assert "minions" not in evil_info(game, 0)[0].data


def test_poppy_grower_dies_the_demon_learns_its_minions_the_marionette_among_them() -> None:
    game = seated(WITH_MARIONETTE, script="seed-002")
    to_day(game, 1, [("poisoner", 6)])
    votes = [(("vote", s), True) for s in (3, 4, 5, 6)]
    to_night(game, 2, [(("nominate", 0), POPPY), *votes])
    assert evil_info(game, 0, 2)[0].data == {"minions": [1, 3]}
    # The Poisoner is not shown the Marionette, and the Marionette learns nothing.
    assert evil_info(game, 3, 2)[0].data == {"demons": [0], "minions": []}
    assert not evil_info(game, 1)


def test_drunk_poppy_grower_the_demon_is_shown_its_marionette() -> None:
    seating = list(WITH_MARIONETTE)
    seating[2] = ("drunk", "poppygrower")
    game = seated(seating, script="seed-002")
    to_day(game, 1, [("poisoner", 6)])
    assert [e.data["value"] for e in _told_marionette(game)] == [1]
