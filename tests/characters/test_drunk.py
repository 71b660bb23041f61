"""Drunk: "You do not know you are the Drunk. You think you are a Townsfolk character, but you are
not." (almanac, Darkest Before Dawn).

The Drunk's token never goes in the bag: the Storyteller picks a Townsfolk that is not otherwise in
play, its player draws that token and believes it. The Drunk is an Outsider, good, always drunk; it
wakes and chooses as its Townsfolk would, may be told anything, and its "ability" never changes the
game. Every ability that looks at it sees the Drunk.
"""

from clocktower import rules
from clocktower.decisions import DecisionKind
from clocktower.state import GOOD, POISONED, Effect
from clocktower.testing import advance, is_alive, learned, seated, set_up, to_day, to_night


def bag_game(players: int, picks: dict) -> tuple:
    """A Darkest Before Dawn game set up through the real bag (see clocktower.testing.set_up)."""
    return set_up("darkest-before-dawn", players, picks)


def test_godfather_learns_drunk_as_outsider() -> None:
    """Ruling godfather-learns-drunk-as-outsider (the Drunk's part): 10 players (7/0/2/1), the
    Godfather adds one Outsider and the Storyteller picks the Drunk. The Drunk token is not dealt;
    the Drunk's player draws a Townsfolk token not otherwise in play (the Soldier); counts are
    6/1/2/1 with 7 Townsfolk tokens dealt; the Godfather is shown the Drunk, not the Soldier."""
    townsfolk = ["grandmother", "chambermaid", "preacher", "courtier", "exorcist", "gambler"]
    game, seen = bag_game(10, {"setup.demon": ["imp"], "setup.minion": ["godfather", "assassin"],
                               "setup.outsider": ["drunk"], "setup.townsfolk": list(townsfolk),
                               "setup.cover.drunk": ["soldier"]})
    assert game.state.setup_counts == {"townsfolk": 6, "outsider": 1, "minion": 2, "demon": 1}
    # The Drunk's cover can be any Townsfolk except those in the bag: no two players share one.
    cover = seen["setup.cover.drunk"]
    assert set(cover.options) == set(game.script_characters("townsfolk")) - set(townsfolk)
    # The deal hands out the Soldier token for the Drunk.
    assert "Soldier" in seen["setup.deal.drunk"].prompt
    seats = game.state.seats
    drunk = next(s.index for s in seats if s.character == "drunk")
    assert seats[drunk].believed == "soldier" and seats[drunk].alignment == GOOD
    assert sum(1 for s in seats if rules.team_of(s.believed) == "townsfolk") == 7
    assert sum(1 for s in seats if s.character == "soldier") == 0
    view = game.view(drunk)
    assert view.character == "soldier" and view.alignment == GOOD
    assert not any("Drunk" in e.text for e in view.events)
    # Night 1: the Godfather learns the Drunk as the one Outsider in play.
    d = advance(game, until=("inform", "godfather"))
    assert d.truth == (("drunk",),) and d.options == (("drunk",),)


def test_cover_excludes_townsfolk_in_the_bag() -> None:
    game, seen = bag_game(9, {"setup.demon": ["po"], "setup.minion": ["assassin"],
                              "setup.outsider": ["drunk", "tinker"],
                              "setup.townsfolk": ["soldier", "juggler", "gossip", "minstrel", "innkeeper"]})
    options = seen["setup.cover.drunk"].options
    assert not {"soldier", "juggler", "gossip", "minstrel", "innkeeper"} & set(options)
    drunk = next(s for s in game.state.seats if s.character == "drunk")
    assert drunk.believed == options[0]


def test_drunk_is_an_outsider_and_always_drunk() -> None:
    game = seated(["imp", ("drunk", "chambermaid"), "soldier", "assassin", "exorcist"])
    assert rules.team_of(game.state.seats[1].character) == "outsider"
    assert rules.is_drunk(game.state, 1)
    assert not rules.ability_functions(game.state, 1, "chambermaid")


def test_drunk_wakes_as_their_townsfolk_and_may_learn_anything() -> None:
    game = seated(["imp", ("drunk", "chambermaid"), "soldier", "assassin", "exorcist"])
    d = advance(game, until="chambermaid")
    assert d.chooser == 1 and d.options == (0, 2, 3, 4)
    game.answer((0, 3))
    d = game.pending
    assert d.kind == DecisionKind.INFORM and d.truth == (0,)
    assert set(d.options) == {0, 1, 2} and "Drunk" in d.why
    game.answer(2)
    assert learned(game, 1)[-1].data["value"] == 2
    assert 1 in game.state.woke_tonight


def test_drunk_innkeeper_protects_nobody() -> None:
    game = seated(["chambermaid", ("drunk", "innkeeper"), "imp", "assassin", "exorcist"])
    to_day(game, 2, [("innkeeper", (0, 4)), ("exorcist", 3), ("imp", 0)])
    assert not is_alive(game, 0)
    assert not rules.is_drunk(game.state, 4)  # nobody is made drunk either


def test_drunk_soldier_dies_to_the_demon() -> None:
    game = seated(["chambermaid", ("drunk", "soldier"), "imp", "assassin", "exorcist"])
    to_day(game, 2, [("exorcist", 3), ("imp", 1)])
    assert not is_alive(game, 1)


def test_registers_as_the_drunk() -> None:
    """The Grandmother sees the Drunk; the Professor's check sees an Outsider, not a Townsfolk."""
    game = seated(["imp", ("drunk", "soldier"), "grandmother", "assassin", "chambermaid"])
    d = advance(game, [("grandmother.grandchild", 1)], until=("inform", "grandmother"))
    assert d.truth == ((1, "drunk"),) and d.options == d.truth
    game = seated(["chambermaid", ("drunk", "soldier"), "imp", "assassin", "professor", "exorcist"])
    to_day(game, 1)
    votes = [(("vote", s), True) for s in (2, 3, 4)]
    advance(game, [(("nominate", 0), 1), *votes], until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 1)
    to_day(game, 2, [("exorcist", 3), ("imp", 0), ("professor", 1)])
    assert not is_alive(game, 1)  # an Outsider is not resurrected


def test_poisoned_drunk_is_still_the_drunk() -> None:
    game = seated(["imp", ("drunk", "chambermaid"), "soldier", "assassin", "exorcist"])
    game.state.effects.append(Effect(POISONED, 1, None, None, None, needs_source=False))
    d = advance(game, [("chambermaid", (0, 3))], until=("inform", "chambermaid"))
    assert "Drunk" in d.why and set(d.options) == {0, 1, 2}
    assert game.view(1).character == "chambermaid"


def test_dead_drunk_does_not_wake() -> None:
    game = seated(["soldier", ("drunk", "chambermaid"), "imp", "assassin", "exorcist"])
    to_night(game, 2)
    game.state.seats[1].alive = False
    advance(game, [("exorcist", 3), ("imp", 0)], until=lambda d: game.state.day == 2)
    assert 1 not in game.state.woke_tonight
    assert len(learned(game, 1)) == 1  # only night 1's information


def test_drunks_believed_townsfolk_may_be_a_demon_bluff() -> None:
    """Ruling (docs/rulings/drunk-bluffs.md): the Townsfolk the Drunk believes it is is not in
    play, so the Storyteller may give it to the Demon as a bluff; the Drunk itself never."""
    from clocktower.engine import Game

    game = Game("trouble-brewing", seating=["imp", ("drunk", "chef"), "poisoner", "empath", "monk",
                                            "soldier", "washerwoman"])
    d = game.pending
    assert d is not None and d.step == "setup.bluffs"
    assert "chef" in d.options and "drunk" not in d.options
    game.answer(("chef", "investigator", "librarian"))
    assert game.state.bluffs == ("chef", "investigator", "librarian")
