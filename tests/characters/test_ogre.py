"""Ogre: "On your 1st night, choose a player (not yourself): you become their alignment (you
don't know which) even if drunk or poisoned." (almanac, Ogre).

On its first night the Ogre picks another player and silently takes the alignment that player
registers as; the change works drunk or poisoned, but not for a player who only believes
they are the Ogre. The optional "friend" rule is not used. Jinxes: Spy (registers evil to
the Ogre), Recluse (registering evil tells the Ogre), Pit-Hag (an evil Ogre it made stays
evil), Boffin (the Demon never has the Ogre ability). Rulings:
docs/rulings/carousel-outsiders-minions.md.
"""

from typing import Any

from clocktower.testing import advance, learned, to_day

from .carousel_outsiders_helpers import execute, game_of, to_night

# Seats: 0 Imp, 1 Poisoner, 2 Ogre, 3 Chef, 4 Empath, 5 Soldier, 6 Monk.
SEATING: list[Any] = ["imp", "poisoner", "ogre", "chef", "empath", "soldier", "monk"]
OGRE = 2


def _alignment(game: Any, seat: int) -> tuple[str, str]:
    s = game.state.seats[seat]
    return s.alignment, s.believed_alignment


def test_healthy_choosing_an_evil_player_makes_the_ogre_evil_unknowingly() -> None:
    game = game_of(SEATING)
    d = advance(game, [("poisoner", 3)], until="ogre")
    assert d is not None and d.chooser == OGRE and OGRE not in d.options and set(d.options) == {0, 1, 3, 4, 5, 6}
    game.answer(1)
    to_day(game, 1)
    assert _alignment(game, OGRE) == ("evil", "good")
    assert (OGRE, "ogre") in [(r.source, r.character) for r in game.state.reminders if r.token == "Friend"]
    assert not any("evil" in e.text for e in learned(game, OGRE))  # not told


def test_healthy_choosing_a_good_player_keeps_the_ogre_good() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("poisoner", 3), ("ogre", 3)])
    assert _alignment(game, OGRE) == ("good", "good")


def test_drunk_ogre_still_becomes_their_alignment() -> None:
    game = game_of(SEATING, drunk=[OGRE])
    to_day(game, 1, plan=[("poisoner", 3), ("ogre", 0)])
    assert _alignment(game, OGRE) == ("evil", "good")


def test_poisoned_ogre_still_becomes_their_alignment() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("poisoner", OGRE), ("ogre", 0)])
    assert _alignment(game, OGRE) == ("evil", "good")


def test_dead_ogre_does_not_wake_later() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[("poisoner", 3), ("ogre", 3)])
    execute(game, 3, OGRE)
    to_night(game, 2)
    advance(game, [("poisoner", 3), ("imp", 4)], until="talk")
    assert sum(1 for d in game.decisions if d.step == "ogre") == 1  # night 1 only
    assert _alignment(game, OGRE) == ("good", "good")


def test_only_believed_ogre_changes_nothing() -> None:
    """A Drunk who thinks they are the Ogre wakes and chooses, but has no Ogre ability."""
    game = game_of(["imp", "poisoner", ("drunk", "ogre"), "chef", "empath", "soldier", "monk"])
    d = advance(game, [("poisoner", 3)], until="ogre")
    assert d is not None and d.chooser == OGRE
    game.answer(0)
    to_day(game, 1)
    assert _alignment(game, OGRE) == ("good", "good")


def test_registration_recluse_may_register_good_to_the_ogre() -> None:
    game = game_of(["imp", "poisoner", "ogre", "recluse", "soldier", "empath", "monk"])
    to_day(game, 1, plan=[("poisoner", 4), ("ogre", 3), ("register.recluse", "good")])
    assert _alignment(game, OGRE) == ("good", "good")


def test_jinx_recluse_ogre_registering_evil_tells_the_ogre() -> None:
    game = game_of(["imp", "poisoner", "ogre", "recluse", "soldier", "empath", "monk"])
    to_day(game, 1, plan=[("poisoner", 4), ("ogre", 3), ("register.recluse", "evil")])
    assert _alignment(game, OGRE) == ("evil", "evil")
    assert [e.data["value"] for e in learned(game, OGRE) if e.data.get("what") == "alignment"] == ["evil"]


def test_jinx_spy_ogre_the_spy_registers_as_evil_to_the_ogre() -> None:
    game = game_of(["imp", "spy", "ogre", "chef", "empath", "soldier", "monk"])
    to_day(game, 1, plan=[("ogre", 1)])
    assert _alignment(game, OGRE) == ("evil", "good")
    assert game.ctx(OGRE).registration_options(1, "alignment") == ("evil",)
    assert len(game.ctx(3).registration_options(1, "alignment")) == 2  # to others: either


def test_jinx_pithag_ogre_an_evil_ogre_made_by_the_pit_hag_stays_evil() -> None:
    game = game_of(["imp", "pithag", "chef", "empath", "soldier", "saint", "monk"])
    to_night(game, 2)
    d = advance(game, [("pithag", 1), ("pithag", "ogre")], until="ogre")
    assert d is not None and d.chooser == 1  # the new Ogre uses its first-night ability at once
    game.answer(3)
    advance(game, [("imp", 4)], until="talk")
    assert game.state.seats[1].character == "ogre" and game.state.seats[1].alignment == "evil"


def test_pithag_made_ogre_from_a_good_player_takes_the_alignment() -> None:
    game = game_of(["imp", "pithag", "chef", "empath", "soldier", "saint", "monk"])
    to_night(game, 2)
    advance(game, [("pithag", 3), ("pithag", "ogre"), ("ogre", 0), ("imp", 4)], until="talk")
    assert game.state.seats[3].character == "ogre" and _alignment(game, 3) == ("evil", "good")


def test_jinx_boffin_ogre_the_demon_cannot_have_the_ogre_ability() -> None:
    game = game_of(["imp", "boffin", "chef", "empath", "soldier", "saint", "monk"])
    d = advance(game, until="boffin.ability")
    assert d is not None and "ogre" not in d.options and "recluse" in d.options


def test_almanac_optional_friend_rule_is_not_used() -> None:
    """Almanac (optional rule, for 15+ players): the Ogre follows their friend's alignment.
    Not used: the friend changing alignment later leaves the Ogre as it was."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[("poisoner", 3), ("ogre", 4)])
    game.ctx(1).change_alignment(4, "evil")  # (as the Mezepheles would turn the friend evil)
    to_night(game, 2)
    to_day(game, 2, plan=[("poisoner", 3), ("imp", 5)])
    assert _alignment(game, OGRE) == ("good", "good")


def test_almanac_ogre_chooses_the_summoner_and_stays_evil() -> None:
    """Almanac: the Ogre chooses a Minion (there the Summoner; here the Poisoner): the Ogre is
    evil for the rest of the game."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[("poisoner", 3), ("ogre", 1)])
    execute(game, 3, 1)  # the Minion it chose dies: the Ogre stays evil
    to_night(game, 2)
    to_day(game, 2, plan=[("imp", 5)])
    assert _alignment(game, OGRE) == ("evil", "good")


def test_almanac_ogre_chooses_the_banshee_who_turns_evil_later_ogre_stays_good() -> None:
    """Almanac: the Ogre chooses a good player (the Banshee; here the Empath) and stays good;
    on the third night that player is turned evil; the Ogre remains good."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[("poisoner", 3), ("ogre", 4)])
    assert _alignment(game, OGRE) == ("good", "good")
    to_night(game, 3, plan=[("poisoner", 3), ("imp", 5)])
    game.ctx(1).change_alignment(4, "evil")
    to_day(game, 3, plan=[("poisoner", 3), ("imp", 6)])
    assert game.state.seats[4].alignment == "evil" and _alignment(game, OGRE) == ("good", "good")
