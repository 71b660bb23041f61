"""Marionette: "You think you are a good character, but you are not. The Demon knows who you
are. [You neighbor the Demon]" (almanac, Darkest Before Dawn).

The Marionette's player draws a good token that is not in play and believes it; it sits next
to the Demon; it is left out of Minion info (it does not learn the evil team, the other
Minions do not learn it), but the Demon is told who it is on the first night. Its believed
ability never works (as if it were the Drunk). It is truly evil and a Minion.
"""


from clocktower.state import EVIL, GOOD
from clocktower.testing import advance, is_alive, learned, seated, set_up, to_day, to_night


def bag_game(players: int, picks: dict) -> tuple:
    """A Darkest Before Dawn game set up through the real bag (see clocktower.testing.set_up)."""
    return set_up("darkest-before-dawn", players, picks)


# ------------------------------------------------------------------ setup
def test_setup_marionette_neighbours_the_demon_and_believes_a_good_character() -> None:
    game, seen = bag_game(7, {"setup.demon": ["po"], "setup.minion": ["marionette"],
                              "setup.cover.marionette": ["soldier"], "setup.deal.po": [3],
                              "setup.deal.marionette": [4]})
    # Only the Demon's two neighbours may draw the Marionette's token.
    assert seen["setup.deal.marionette"].options == (2, 4)
    seat = game.state.seats[4]
    assert seat.character == "marionette" and seat.believed == "soldier"
    assert seat.alignment == EVIL and seat.believed_alignment == GOOD
    view = game.view(4)
    assert view.character == "soldier" and view.alignment == GOOD
    dealt = [e for e in view.events if e.kind == "dealt"]
    assert dealt[-1].data["character"] == "soldier"
    # The Marionette is a Minion, not a good character: the bag holds 5 Townsfolk + it.
    assert game.state.setup_counts == {"townsfolk": 5, "outsider": 0, "minion": 1, "demon": 1}


def test_setup_cover_is_a_good_character_not_in_play_and_never_the_drunk() -> None:
    game, seen = bag_game(8, {"setup.demon": ["imp"], "setup.minion": ["marionette"],
                              "setup.outsider": ["goon"],
                              "setup.townsfolk": ["grandmother", "chambermaid", "preacher", "courtier", "exorcist"]})
    cover = seen["setup.cover.marionette"].options
    assert set(cover) == {"gambler", "innkeeper", "professor", "ravenkeeper", "juggler", "gossip",
                          "minstrel", "soldier", "moonchild", "tinker"}
    assert "drunk" not in cover  # the Drunk's token is never in the bag, so nobody draws it
    believed = next(s.believed for s in game.state.seats if s.character == "marionette")
    assert believed == cover[0]


def test_setup_marionette_and_drunk_believe_different_characters() -> None:
    game, seen = bag_game(9, {"setup.demon": ["imp"], "setup.minion": ["marionette"],
                              "setup.outsider": ["drunk", "goon"],
                              "setup.townsfolk": ["grandmother", "chambermaid", "preacher", "courtier", "exorcist"],
                              "setup.cover.marionette": ["soldier"]})
    assert "soldier" in seen["setup.cover.marionette"].options
    assert "soldier" not in seen["setup.cover.drunk"].options


# ------------------------------------------------------------------ evil info
def test_minion_info_leaves_the_marionette_out_and_the_demon_learns_it() -> None:
    # Seats: 0 Imp, 1 Marionette (believes Soldier), 2 Assassin, 3..9 good
    game = seated(["imp", ("marionette", "soldier"), "assassin", "chambermaid", "exorcist", "gambler",
                   "innkeeper", "goon", "grandmother", "courtier"])
    to_day(game, 1)
    marionette = game.view(1).events
    assert not [e for e in marionette if e.kind in ("minion_info", "demon_info")]
    assert not [e for e in marionette if "Marionette" in e.text]  # nobody tells it what it is
    assassin_info = [e for e in game.view(2).events if e.kind == "minion_info"]
    assert assassin_info[0].data == {"demons": [0], "minions": []}
    demon_info = [e for e in game.view(0).events if e.kind == "demon_info"]
    assert demon_info[0].data["minions"] == [2]
    told = [e for e in learned(game, 0) if e.data.get("what") == "marionette"]
    assert [e.data["value"] for e in told] == [1]


def test_demon_learns_the_marionette_even_with_five_players() -> None:
    """No Minion or Demon info with 5 players, but the Marionette's ability still tells."""
    game = seated(["imp", ("marionette", "chambermaid"), "soldier", "exorcist", "gambler"])
    to_day(game, 1)
    assert not [e for e in game.view(0).events if e.kind == "demon_info"]
    told = [e for e in learned(game, 0) if e.data.get("what") == "marionette"]
    assert [e.data["value"] for e in told] == [1]
    assert not [e for e in game.view(1).events if "Marionette" in e.text]


# ------------------------------------------------------------------ as if drunk
def test_believed_ability_wakes_but_gets_any_information() -> None:
    """The Marionette wakes as its Chambermaid; the Storyteller may give any count."""
    game = seated(["imp", ("marionette", "chambermaid"), "soldier", "exorcist", "gambler", "innkeeper"])
    d = advance(game, until="chambermaid")
    assert d.chooser == 1  # it chooses as the Chambermaid does
    game.answer((2, 3))
    d = advance(game, until=("inform", "chambermaid"))
    assert d.subject == 1 and d.options == (0, 1, 2) and d.truth == (0,)
    assert "Marionette" in d.why
    game.answer(2)
    assert learned(game, 1)[-1].data["value"] == 2


def test_believed_soldier_is_not_safe_from_the_demon() -> None:
    game = seated(["imp", ("marionette", "soldier"), "soldier", "exorcist", "gambler", "innkeeper"])
    to_night(game, 2)
    advance(game, [("innkeeper", (3, 4)), ("exorcist", 5), ("gambler", 0), ("gambler", "imp"), ("imp", 2)],
            until="talk")
    assert is_alive(game, 2)  # the real Soldier is safe
    to_night(game, 3)
    advance(game, [("innkeeper", (3, 4)), ("exorcist", 4), ("gambler", 0), ("gambler", "imp"), ("imp", 1)],
            until="talk")
    assert not is_alive(game, 1)  # the Marionette "Soldier" dies


def test_believed_once_per_game_ability_has_no_effect() -> None:
    """A Marionette who believes the Courtier chooses a character, but nobody gets drunk."""
    game = seated(["imp", ("marionette", "courtier"), "chambermaid", "exorcist", "gambler", "innkeeper"])
    advance(game, [("courtier", "chambermaid"), ("chambermaid", (0, 1))], until=("inform", "chambermaid"))
    d = game.pending
    assert d.options == (1,)  # the true Chambermaid is sober: only the truth (the Courtier woke)


def test_dead_marionette_does_not_wake_as_its_believed_character() -> None:
    game = seated(["imp", ("marionette", "chambermaid"), "soldier", "exorcist", "gambler", "innkeeper"])
    to_night(game, 2)
    seen: list[str] = []
    advance(game, [("innkeeper", (3, 4)), ("exorcist", 5), ("gambler", 0), ("gambler", "imp"), ("imp", 1)],
            until=lambda d: seen.append(d.step) or d.step == "talk")
    assert not is_alive(game, 1)
    assert "chambermaid" not in seen


# ------------------------------------------------------------------ evil Minion
def test_marionette_is_an_alive_minion_for_the_imps_star_pass() -> None:
    game = seated(["imp", ("marionette", "soldier"), "chambermaid", "exorcist", "gambler", "innkeeper"])
    to_night(game, 2)
    d = advance(game, [("innkeeper", (3, 4)), ("exorcist", 5), ("gambler", 2), ("gambler", "chambermaid"),
                       ("imp", 0)], until="imp.starpass")
    assert d.options == (1,)
    game.answer(1)
    assert game.state.seats[1].character == "imp" and game.view(1).character == "imp"
    assert game.view(1).alignment == EVIL  # now it knows it is evil
    assert not game.over


def test_marionette_counts_as_evil_for_the_win() -> None:
    """Two players left alive, the Demon and the Marionette: evil wins, and the Marionette
    (who believes it is good) is on the winning team."""
    game = seated(["imp", ("marionette", "chambermaid"), "soldier", "exorcist", "gambler"])
    for seat in (3, 4):
        game.state.seats[seat].alive = False
    to_day(game, 1)
    advance(game, [(("nominate", 0), 2), (("vote", 0), True), (("vote", 1), True)], until=None)
    assert game.winner == EVIL and game.state.seats[1].alignment == EVIL
