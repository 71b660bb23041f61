"""Snitch: "Each Minion gets 3 bluffs." (almanac, Snitch)."""

from typing import Any

from clocktower.testing import advance, learned, to_day

from .carousel_b_helpers import game_of, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Snitch, 3 Chef, 4 Empath, 5 Soldier, 6 Baron.
SEATING: list[Any] = ["imp", "poisoner", "snitch", "chef", "empath", "soldier", "baron"]
NOT_IN_PLAY = ("fortuneteller", "investigator", "monk", "mayor", "slayer", "ravenkeeper", "sage",
               "innkeeper", "poppygrower", "virgin", "undertaker", "recluse", "saint", "butler", "klutz",
               "golem", "heretic")


def _bluffs(game: Any, seat: int) -> list[Any]:
    return [e.data["value"] for e in learned(game, seat) if e.data.get("what") == "bluffs"]


def test_healthy_each_minion_learns_three_not_in_play_characters() -> None:
    game = game_of(SEATING)
    d = advance(game, until="snitch")
    assert d.chooser < 0 and d.count == (3, 3) and d.options == NOT_IN_PLAY
    assert "Bob" in d.prompt
    to_day(game, 1, plan=[("snitch", ("sage", "monk", "saint")), ("snitch", ("mayor", "virgin", "klutz"))])
    assert _bluffs(game, 1) == [("sage", "monk", "saint")]
    assert _bluffs(game, 6) == [("mayor", "virgin", "klutz")]
    assert _bluffs(game, 0) == [] and _bluffs(game, 2) == [] and _bluffs(game, 3) == []


def test_minion_bluffs_come_after_the_minion_info() -> None:
    game = game_of(SEATING)
    advance(game, until="snitch")
    kinds = [e.kind for e in game.view(1).events]
    assert "minion_info" in kinds


def test_drunk_snitch_minions_may_be_shown_characters_in_play() -> None:
    game = game_of(SEATING, drunk=[2])
    d = advance(game, until="snitch")
    assert {"chef", "empath", "soldier", "snitch"} <= set(d.options)
    assert "drunk" not in d.options


def test_poisoned_snitch_minions_may_be_shown_characters_in_play() -> None:
    game = game_of(SEATING, poisoned=[2])
    d = advance(game, until="snitch")
    assert {"chef", "empath", "soldier", "snitch"} <= set(d.options)


def test_a_player_who_believes_they_are_the_snitch_gives_no_true_bluffs() -> None:
    game = game_of(["imp", "poisoner", ("drunk", "snitch"), "chef", "empath", "soldier", "baron"])
    d = advance(game, until="snitch")
    assert "chef" in d.options  # any good character: the ability does not work


def test_dead_snitch_gives_nothing_later() -> None:
    """The bluffs are given once, on the first night; a dead Snitch does nothing more."""
    game = game_of(SEATING)
    to_day(game, 1)
    game.state.seats[2].alive = False
    to_night(game, 2)
    steps = []
    advance(game, until="talk", policy=lambda d: steps.append(d.step) or _quiet(d))
    assert "snitch" not in steps


def _quiet(d: Any) -> Any:
    from clocktower.testing import quiet
    return quiet(d)


def test_example_every_minion_and_the_demon_may_learn_the_same_three() -> None:
    """Almanac: the Demon and both Minions all learn that the Sage, Innkeeper and Golem are
    not in play (no Golem here: the Sage, Innkeeper and Saint)."""
    three = ("sage", "innkeeper", "saint")
    game = game_of(SEATING, bluffs=three)
    to_day(game, 1, plan=[("snitch", three), ("snitch", three)])
    demon = [e.data["bluffs"] for e in game.view(0).events if e.kind == "demon_info"]
    assert [tuple(b) for b in demon] == [three]
    assert _bluffs(game, 1) == [three] and _bluffs(game, 6) == [three]


def test_example_minions_may_learn_different_sets() -> None:
    """Almanac: the Demon and a Minion share three; another Minion learns an overlapping set."""
    game = game_of(SEATING, bluffs=("mayor", "monk", "saint"))
    to_day(game, 1, plan=[("snitch", ("mayor", "monk", "saint")), ("snitch", ("mayor", "butler", "klutz"))])
    assert _bluffs(game, 1) == [("mayor", "monk", "saint")]
    assert _bluffs(game, 6) == [("mayor", "butler", "klutz")]


def test_example_a_snitch_made_by_the_pit_hag_gives_bluffs_that_night() -> None:
    """Almanac: the Pit-Hag creates a Snitch on a later night: all Minions learn three."""
    game = game_of(["imp", "pithag", "chef", "empath", "soldier", "baron", "sage"])
    to_night(game, 2)
    d = advance(game, [("pithag", 4), ("pithag", "snitch")], until="snitch")
    assert game.state.seats[4].character == "snitch"
    assert "soldier" in d.options and "snitch" not in d.options  # not in play now: the Soldier
    advance(game, [("snitch", ("mayor", "monk", "klutz")), ("snitch", ("mayor", "monk", "butler"))],
            until="talk")
    assert _bluffs(game, 1) == [("mayor", "monk", "klutz")] and _bluffs(game, 5) == [("mayor", "monk", "butler")]


def test_registration_only_true_minions_get_bluffs_the_recluse_none() -> None:
    """A seat is shown bluffs for truly being a Minion, not for registering as one: the Spy,
    whatever it registers as, gets them; the Recluse, who may register as a Minion, does not."""
    game = game_of(["imp", "spy", "snitch", "chef", "empath", "soldier", "recluse"])
    d = advance(game, until="snitch")
    assert "Bob" in d.prompt  # the Spy is a Minion
    to_day(game, 1)
    assert _bluffs(game, 6) == []  # the Recluse, who may register as a Minion, is not one
