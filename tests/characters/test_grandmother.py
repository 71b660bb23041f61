"""Grandmother: "You start knowing a good player & their character. If the Demon kills them, you
die too." (almanac, Darkest Before Dawn).

On the first night the Storyteller marks a good player (not the Grandmother) as the
grandchild and shows the Grandmother that player and their character. Only a kill by the
Demon's ability takes the Grandmother with it: an execution or any other night death does
not, and a drunk, poisoned or dead Grandmother never dies this way.
"""

from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.state import POISONED, Effect
from clocktower.testing import advance, is_alive, last_learned, learned, seated, to_day, to_night
from clocktower.testing import execution_plan as _execute

# Seats: 0 Imp, 1 Assassin, 2 Grandmother, 3 Soldier, 4 Ravenkeeper,
# 5 Drunk (believes Chambermaid), 6 Minstrel
SEATING = ["imp", "assassin", "grandmother", "soldier", "ravenkeeper", ("drunk", "chambermaid"), "minstrel"]


def _dawn(game, day: int):
    return next(e for e in game.view(0).events if e.kind == "dawn" and e.time == ("day", day))


def test_grandchild_is_a_good_player_other_than_herself() -> None:
    game = seated(SEATING)
    d = advance(game, until="grandmother.grandchild")
    assert d.chooser == STORYTELLER and d.kind == DecisionKind.STORYTELLER
    # Not the Imp or the Assassin (evil), not the Grandmother; the Drunk is a good player.
    assert d.options == (3, 4, 5, 6)


def test_healthy_learns_the_grandchild_and_their_character() -> None:
    game = seated(SEATING)
    d = advance(game, [("grandmother.grandchild", 4)], until=("inform", "grandmother"))
    assert d.options == ((4, "ravenkeeper"),) and d.truth == ((4, "ravenkeeper"),) and d.why == ""
    game.answer((4, "ravenkeeper"))
    assert last_learned(game, 2) == (4, "ravenkeeper")
    # The grandchild is not told anything.
    assert learned(game, 4) == []


def test_a_drunk_grandchild_is_shown_as_the_drunk() -> None:
    game = seated(SEATING)
    d = advance(game, [("grandmother.grandchild", 5)], until=("inform", "grandmother"))
    assert d.options == ((5, "drunk"),)


def test_demon_kill_of_the_grandchild_kills_the_grandmother() -> None:
    game = seated(SEATING)
    advance(game, [("grandmother.grandchild", 4), ("imp", 4)], until="talk")
    assert game.state.day == 2
    assert not is_alive(game, 4) and not is_alive(game, 2)
    assert _dawn(game, 2).data["died"] == [4, 2]


def test_demon_kill_of_another_player_does_not() -> None:
    game = seated(SEATING)
    advance(game, [("grandmother.grandchild", 4), ("imp", 6)], until="talk")
    assert game.state.day == 2
    assert not is_alive(game, 6) and is_alive(game, 2)


def test_execution_of_the_grandchild_does_not_kill_her() -> None:
    game = seated(SEATING)
    to_day(game, 1, [("grandmother.grandchild", 4)])
    advance(game, _execute(game, 0, 4), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 4) and is_alive(game, 2)


def test_assassin_kill_of_the_grandchild_does_not_kill_her() -> None:
    """The Assassin is a Minion: "another type of death at night" (almanac)."""
    game = seated(SEATING)
    advance(game, [("grandmother.grandchild", 4), ("imp", 6), ("assassin", 4)], until="talk")
    assert not is_alive(game, 4) and is_alive(game, 2)


def test_drunk_believing_grandmother_may_learn_anything_and_never_dies() -> None:
    seating = ["imp", "assassin", ("drunk", "grandmother"), "soldier", "ravenkeeper", "chambermaid", "minstrel"]
    game = seated(seating)
    d = advance(game, [("grandmother.grandchild", 4)], until=("inform", "grandmother"))
    assert d.truth == ((4, "ravenkeeper"),) and "Drunk" in d.why
    # Any other seat with any character of the script, even an evil one.
    assert (0, "grandmother") in d.options and (6, "imp") in d.options
    assert all(seat != 2 for seat, _ in d.options)
    game.answer((6, "imp"))
    assert last_learned(game, 2) == (6, "imp")
    advance(game, [("imp", 4)], until="talk")
    assert not is_alive(game, 4) and is_alive(game, 2)


def test_poisoned_grandmother_may_learn_a_false_grandchild() -> None:
    game = seated(SEATING)
    game.state.effects.append(Effect(POISONED, 2, None, None, ("dawn", 1), needs_source=False))
    d = advance(game, [("grandmother.grandchild", 4)], until=("inform", "grandmother"))
    assert "poisoned" in d.why and d.truth == ((4, "ravenkeeper"),)
    assert (3, "chambermaid") in d.options and len(d.options) > 1


def test_the_grandchild_is_the_storytellers_pick_not_what_was_shown() -> None:
    """How to Run: the GRANDCHILD reminder goes on the Storyteller's pick; a poisoned Grandmother
    may be shown another player, but the Demon killing that other player does not matter."""
    def game_with(victim: int):
        game = seated(SEATING)
        game.state.effects.append(Effect(POISONED, 2, None, None, ("dawn", 1), needs_source=False))
        advance(game, [("grandmother.grandchild", 4), (("inform", "grandmother"), (6, "minstrel")),
                       ("imp", victim)], until="talk")
        return game

    shown = game_with(6)
    assert not is_alive(shown, 6) and is_alive(shown, 2)
    marked = game_with(4)
    assert not is_alive(marked, 4) and not is_alive(marked, 2)


def test_poisoned_when_the_grandchild_dies_she_lives() -> None:
    game = seated(SEATING)
    to_night(game, 2, [("grandmother.grandchild", 4)])
    game.state.effects.append(Effect(POISONED, 2, None, None, ("dawn", 2), needs_source=False))
    advance(game, [("imp", 4)], until="talk")
    assert not is_alive(game, 4) and is_alive(game, 2)


def test_dead_grandmother_does_not_die_again() -> None:
    game = seated(SEATING)
    to_day(game, 1, [("grandmother.grandchild", 4)])
    advance(game, _execute(game, 0, 2), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 2)
    advance(game, [("imp", 4)], until="talk")
    assert not is_alive(game, 4)
    assert [d.seat for d in game.state.deaths] == [2, 4]
    assert _dawn(game, 2).data["died"] == [4]


def test_innkeeper_protection_saves_the_grandmother() -> None:
    """The Innkeeper's players "can't die tonight", whatever would kill them."""
    seating = ["imp", "assassin", "grandmother", "soldier", "ravenkeeper", "innkeeper", "minstrel"]
    game = seated(seating)
    advance(game, [("grandmother.grandchild", 4), ("innkeeper", (2, 3)), ("innkeeper.drunk", 3),
                   ("imp", 4)], until="talk")
    assert not is_alive(game, 4) and is_alive(game, 2)


# --------------------------------------------------------------------- ruling
# grandmother-demon-kill-vs-other-deaths: the grandchild is the Gambler.
# Seats: 0 Pukka, 1 Assassin, 2 Grandmother, 3 Gambler, 4 Courtier, 5 Soldier, 6 Minstrel
PUKKA_SEATING = ["pukka", "assassin", "grandmother", "gambler", "courtier", "soldier", "minstrel"]


def _pukka_game(night3_courtier: str | None):
    game = seated(PUKKA_SEATING)
    advance(game, [
        # Night 1: the Pukka picks the Soldier, who is safe from it: nobody is poisoned.
        ("grandmother.grandchild", 3), ("pukka", 5),
        # Night 2: the Gambler guesses right; the Pukka poisons the Gambler.
        ("gambler", 3), ("gambler", "gambler"), ("pukka", 3),
        # Night 3: the Courtier acts before the Demon; the poisoned Gambler guesses wrong
        # (no effect); the Pukka moves on to the Minstrel and the Gambler dies.
        ("courtier", None), ("courtier", None), ("courtier", night3_courtier),
        ("gambler", 0), ("gambler", "imp"), ("pukka", 6),
    ], until=lambda d: d.step == "talk" and game.state.day == 3)
    return game


def test_grandmother_demon_kill_vs_other_deaths_game_a() -> None:
    game = _pukka_game(night3_courtier="imp")
    assert is_alive(game, 6)
    assert not is_alive(game, 3) and not is_alive(game, 2)
    assert [(d.seat, d.harm.source_character) for d in game.state.deaths] == [(3, "pukka"), (2, "grandmother")]
    assert _dawn(game, 3).data["died"] == [3, 2]


def test_grandmother_demon_kill_vs_other_deaths_game_b() -> None:
    game = seated(PUKKA_SEATING)
    advance(game, [("grandmother.grandchild", 3), ("pukka", 5), ("courtier", None), ("courtier", None),
                   ("gambler", 0), ("gambler", "imp"), ("pukka", 6)], until="talk")
    assert game.state.day == 2
    assert [(d.seat, d.harm.source_character) for d in game.state.deaths] == [(3, "gambler")]
    assert is_alive(game, 2)


def test_grandmother_demon_kill_vs_other_deaths_game_c() -> None:
    game = _pukka_game(night3_courtier="grandmother")
    assert not is_alive(game, 3) and is_alive(game, 2)
    assert _dawn(game, 3).data["died"] == [3]
