"""Puzzlemaster: "1 player is drunk, even if you die. If you guess (once) who it is, learn the
Demon player, but guess wrong & get false info." (almanac, Seed 000).

Our reading: before the first night the Storyteller makes one other player drunk for the
game (not told). It stays drunk after the Puzzlemaster dies, but not while the Puzzlemaster
is drunk or poisoned (the drunkenness is the Puzzlemaster's ability). Once per game an
alive Puzzlemaster may guess during the day; it is then told one player's name: the Demon
if it guessed its drunk player, a non-Demon player otherwise, never whether it was right.
A drunk or poisoned Puzzlemaster may be told anyone; the guess is used up either way.
"""

from clocktower import rules
from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.state import DRUNK, POISONED, Effect
from clocktower.testing import advance, last_learned, learned, seated

from .seed000_setup import day_talk, seat000

# Seats: 0 Pukka, 1 Puzzlemaster, 2 Preacher, 3 Courtier, 4 Mastermind (a Minion), 5 Mutant
SEATING = ["pukka", "puzzlemaster", "preacher", "courtier", "mastermind", "mutant"]


def sleepy(game):
    """The Pukka is drunk for the game (it poisons and kills nobody)."""
    game.state.effects.append(Effect(DRUNK, 0, None, None, None, needs_source=False))
    return game


def guess_offer(game):
    return advance(game, until=lambda d: d.step == "puzzlemaster" or (d.step == "nominate"))


def test_setup_makes_one_other_player_drunk_without_telling_them() -> None:
    game = seated(SEATING, script="seed-000")
    d = game.pending
    assert d.step == "puzzlemaster.drunk" and d.chooser == STORYTELLER
    # Any other player; Townsfolk offered first, then Outsiders, Minions and the Demon.
    assert d.options == (2, 3, 5, 4, 0)
    game.answer(3)
    assert rules.is_drunk(game.state, 3)
    assert not [e for e in game.view(3).events if "drunk" in e.text.lower()]


def test_drunk_stays_after_the_puzzlemaster_dies_but_not_while_it_is_poisoned() -> None:
    game = seat000(SEATING, pm_drunk=3)
    game.state.seats[1].alive = False
    assert rules.is_drunk(game.state, 3)
    game.state.seats[1].alive = True
    poison = Effect(POISONED, 1, None, None, None, needs_source=False)
    game.state.effects.append(poison)
    assert not rules.is_drunk(game.state, 3)
    game.state.effects.remove(poison)
    assert rules.is_drunk(game.state, 3)


def test_right_guess_learns_the_demon() -> None:
    game = sleepy(seat000(SEATING, pm_drunk=3))
    advance(game, until=day_talk(1, game))
    d = guess_offer(game)
    assert d.kind == DecisionKind.DAY_ABILITY and d.chooser == 1 and d.options == (None, 0, 2, 3, 4, 5)
    game.answer(3)
    d = game.pending
    assert d.kind == DecisionKind.INFORM and d.subject == 1 and d.options == (0,) and d.truth == (0,)
    game.answer(0)
    assert last_learned(game, 1) == 0
    assert "right" not in learned(game, 1)[-1].text and "wrong" not in learned(game, 1)[-1].text


def test_wrong_guess_learns_a_non_demon_player() -> None:
    game = sleepy(seat000(SEATING, pm_drunk=3))
    advance(game, until=day_talk(1, game))
    guess_offer(game)
    game.answer(2)
    d = game.pending
    assert d.kind == DecisionKind.INFORM and d.options == (1, 2, 3, 4, 5)
    game.answer(4)
    assert last_learned(game, 1) == 4


def test_a_player_drunk_for_another_reason_is_a_wrong_guess() -> None:
    game = sleepy(seat000(SEATING, pm_drunk=3))
    game.state.effects.append(Effect(DRUNK, 2, None, None, None, needs_source=False))
    advance(game, until=day_talk(1, game))
    guess_offer(game)
    game.answer(2)
    assert 0 not in game.pending.options


def test_one_guess_per_game_and_waiting_is_allowed() -> None:
    game = sleepy(seat000(SEATING, pm_drunk=3))
    advance(game, until=day_talk(1, game))
    guess_offer(game)
    game.answer(None)  # not yet
    d = advance(game, until=day_talk(2, game))
    d = guess_offer(game)
    assert d.step == "puzzlemaster"
    game.answer(5)
    advance(game, until=day_talk(3, game))
    assert guess_offer(game).step == "nominate"  # no second guess


def test_poisoned_puzzlemaster_may_be_told_anyone_and_loses_the_guess() -> None:
    game = sleepy(seat000(SEATING, pm_drunk=3))
    game.state.effects.append(Effect(POISONED, 1, None, None, ("dusk", 1), needs_source=False))
    advance(game, until=day_talk(1, game))
    guess_offer(game)
    game.answer(3)
    d = game.pending
    assert d.options == (0, 1, 2, 3, 4, 5) and d.truth == (0,) and "poisoned" in d.why
    game.answer(2)
    advance(game, until=day_talk(2, game))
    assert guess_offer(game).step == "nominate"


def test_dead_puzzlemaster_cannot_guess_but_its_player_stays_drunk() -> None:
    game = sleepy(seat000(SEATING, pm_drunk=3))
    advance(game, until=day_talk(1, game))
    game.state.seats[1].alive = False
    assert guess_offer(game).step == "nominate"
    assert rules.is_drunk(game.state, 3)


def test_a_recluse_may_register_as_the_demon() -> None:
    game = sleepy(seat000(["pukka", "puzzlemaster", "recluse", "courtier", "mastermind"], pm_drunk=3))
    advance(game, until=day_talk(1, game))
    guess_offer(game)
    game.answer(3)  # right
    d = game.pending
    assert d.step == "register.recluse" and set(d.options) == {"outsider", "minion", "demon"}
    game.answer("demon")
    d = game.pending
    assert d.kind == DecisionKind.INFORM and d.options == (0, 2)


def test_storyteller_log_shows_the_puzzlemasters_drunk_and_nobody_else_sees_it() -> None:
    """Reviewer's note: the Storyteller's view must show who is drunk. The Puzzlemaster's drunk
    player is written in the Storyteller-only log (a ``grimoire`` event with no audience)."""
    game = seat000(SEATING, pm_drunk=3)
    notes = [e for e in game.events if e.kind == "grimoire" and "Puzzlemaster" in e.text]
    assert len(notes) == 1 and f"{game.state.seats[3].name} is drunk" in notes[0].text
    assert not notes[0].public and notes[0].seats == ()
    for seat in range(len(game.state.seats)):
        assert notes[0] not in game.view(seat).events
