"""Damsel: "All Minions know a Damsel is in play. If a Minion publicly guesses you (once), your
team loses." (almanac page in seed 000; the designers' notes on running it: Minions may guess
alive or dead, the guess names a living player, a drunk or poisoned Damsel's correct guess
does nothing but uses the guess up).

Seats: 0 Damsel, 1 Empath, 2 Imp, 3 Goblin, 4 Chef, 5 Sweetheart, 6 Fisherman. The Imp kills
the Fisherman each night.
"""

from typing import Any

from clocktower import rules
from clocktower.decisions import Decision, DecisionKind
from clocktower.testing import advance, learned, quiet, to_day

from .nail_helpers import game_of, imp_kills, make_drunk, poison, with_characters

SEATING = ["damsel", "empath", "imp", "goblin", "chef", "sweetheart", "fisherman"]
CALM = imp_kills(6)


def guess_of(seat: int) -> Any:
    """A plan key: the Damsel guess offered to ``seat``."""
    return lambda d: d.step == "damsel" and d.chooser == seat


def test_minions_learn_a_damsel_is_in_play_but_not_who() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    told = [e for e in learned(game, 3) if e.data.get("what") == "a Damsel is in play"]
    assert len(told) == 1 and "Damsel" in told[0].text and told[0].time == ("night", 1)
    for seat in (0, 1, 2, 4, 5, 6):
        assert not [e for e in learned(game, seat) if e.data.get("what") == "a Damsel is in play"]


def test_minions_learn_it_even_with_five_players_and_a_drunk_damsel() -> None:
    game = game_of(["damsel", "empath", "imp", "goblin", "chef"], drunk=[0])
    to_day(game, 1)
    assert [e for e in learned(game, 3) if e.data.get("what") == "a Damsel is in play"]


def test_the_marionette_is_not_told() -> None:
    game = game_of(["damsel", "empath", "imp", ("marionette", "chef"), "goblin", "sweetheart", "fisherman"])
    to_day(game, 1)
    assert not [e for e in learned(game, 3) if e.data.get("what") == "a Damsel is in play"]
    assert [e for e in learned(game, 4) if e.data.get("what") == "a Damsel is in play"]
    d = advance(game, until=lambda d: d.step == "damsel")
    assert d.chooser == 4  # only the Minion who knows it is one is asked


def test_each_day_a_minion_may_publicly_guess_a_living_player() -> None:
    game = game_of(SEATING)
    d = advance(game, until=guess_of(3), policy=CALM)
    assert game.state.day == 1 and d.kind == DecisionKind.DAY_ABILITY
    assert d.options == (None, 0, 1, 2, 4, 5, 6)
    game.answer(None)
    d = advance(game, until=guess_of(3), policy=CALM)
    assert game.state.day == 2 and d.options == (None, 0, 1, 2, 4, 5)  # the Fisherman died


def test_a_right_guess_wins_for_evil() -> None:
    game = game_of(SEATING)
    advance(game, [(guess_of(3), 0)], policy=CALM)
    assert game.winner == "evil" and game.state.win_condition == "damsel"
    public = [e for e in game.view(1).events if e.kind == "statement"]
    assert public and "guesses that Alice is the Damsel" in public[-1].text


def test_a_wrong_guess_uses_the_one_guess_for_every_minion() -> None:
    game = game_of(["damsel", "empath", "imp", "goblin", "baron", "sweetheart", "fisherman"],
                   with_characters("baron"))
    advance(game, [(guess_of(3), None)], until=guess_of(4), policy=CALM)
    game.answer(5)
    assert game.winner is None
    advance(game, until=lambda d: game.state.day == 3, policy=CALM)
    assert [d.step for d in game.decisions].count("damsel") == 2  # nobody is asked again
    assert (0, "Guess Used") in [(r.target, r.token) for r in game.state.reminders]


def test_a_dead_minion_may_still_guess() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    game.state.seats[3].alive = False
    advance(game, [(guess_of(3), 0)], policy=CALM)
    assert game.winner == "evil"


def test_drunk_poisoned_or_dead_damsel_right_guess_only_uses_it_up() -> None:
    for spoil in ("drunk", "poisoned", "dead"):
        game = game_of(SEATING)
        to_day(game, 1)
        if spoil == "drunk":
            make_drunk(game, 0)
        elif spoil == "poisoned":
            poison(game, 0)
        else:
            game.state.seats[0].alive = False
        options = advance(game, until=guess_of(3), policy=CALM).options
        game.answer(0 if 0 in options else 1)
        assert game.winner is None
        advance(game, until=lambda d: game.state.day == 2, policy=CALM)
        assert [d.step for d in game.decisions].count("damsel") == 1


def test_the_demon_is_never_asked() -> None:
    game = game_of(SEATING)
    advance(game, until=lambda d: game.state.day == 3, policy=CALM)
    assert {d.chooser for d in game.decisions if d.step == "damsel"} == {3}


def ruling_policy(d: Decision) -> Any:
    if d.kind == DecisionKind.CHOOSE_PLAYERS and d.step in ("imp", "poisoner"):
        return 6
    return quiet(d)


def test_jinx_widow_damsel_ruling_and_sailor_damsel_part() -> None:
    """widow-damsel-jinx-and-sailor (jinx Widow/Damsel: "If the Widow is (or has been) in play,
    the Damsel is poisoned"): the Poisoner's correct public guess does nothing, and it was the
    Minions' one guess."""
    script = with_characters("poisoner")
    game = game_of(["damsel", "huntsman", "imp", "widow", "poisoner", "chef", "fisherman"], script)
    advance(game, [("widow", 5), ("huntsman", None)], until=lambda d: game.state.day == 2, policy=ruling_policy)
    assert rules.is_poisoned(game.state, 0)
    assert [d.step for d in game.decisions].count("damsel") >= 2  # both Minions passed on day 1
    advance(game, [(guess_of(3), None), (guess_of(4), 0)], until=lambda d: game.state.night == 3,
            policy=ruling_policy)
    assert game.winner is None
    assert (0, "Guess Used") in [(r.target, r.token) for r in game.state.reminders]


def test_jinx_widow_damsel_poison_ends_when_she_is_no_longer_the_damsel() -> None:
    game = game_of(["damsel", "huntsman", "imp", "widow", "goblin", "chef", "fisherman"])
    advance(game, [("widow", 5), ("huntsman", None)], until=lambda d: game.state.night == 2, policy=CALM)
    assert rules.is_poisoned(game.state, 0)
    advance(game, [("huntsman", 0), ("huntsman.townsfolk", "oracle")], until=lambda d: game.state.day == 2,
            policy=CALM)
    assert game.state.seats[0].character == "oracle" and not rules.is_poisoned(game.state, 0)


def boffin_damsel_game() -> Any:
    """The reviewer's seating: the Boffin gives the No Dashii the Damsel's ability."""
    from clocktower.testing import seated
    game = seated(["nodashii", "boffin", "widow", "noble", "fortuneteller", "savant", "mutant", "sweetheart"],
                  script="final-nail-boffin")
    advance(game, [("boffin.ability", "damsel")], until=lambda d: d.step == "talk")
    assert "damsel" in rules.abilities(game.state, 0)
    return game


def test_boffin_damsel_found_means_the_holders_team_loses() -> None:
    """"Your team loses" is the holder's team: a Minion finding the evil Demon's Boffin-given
    Damsel ability makes evil lose (good wins)."""
    game = boffin_damsel_game()
    advance(game, [(guess_of(1), 0)], policy=lambda d: quiet(d) if d.step != "nodashii" else 3)
    assert game.winner == "good" and game.state.win_condition == "damsel"


def test_two_damsel_abilities_share_one_guess() -> None:
    """A Damsel and the Demon's Boffin-given Damsel: still one Minion guess in all, asked once a
    day, and it may find either of them (the Demon's: evil loses)."""
    from clocktower.testing import seated
    game = seated(["nodashii", "boffin", "widow", "noble", "damsel", "savant", "mutant", "sweetheart"],
                  script="final-nail-boffin")
    # The Damsel is in play: the Boffin gives another not-in-play good ability; put the Damsel's
    # on the Demon by hand, as a second Boffin grant would.
    from clocktower.state import Grant
    advance(game, until=lambda d: d.step == "talk")
    game.state.granted[0] = [Grant("damsel", 1, "boffin", needs_source=True)]
    d = advance(game, until=guess_of(1))
    assert d is not None
    game.answer(None)
    d = advance(game, until=lambda d: d.step == "damsel" or d.step == "nominate")
    assert d is not None and d.chooser == 2  # the Widow, not the Boffin again
    game.answer(0)
    assert game.winner == "good"


def test_two_damsel_abilities_a_wrong_guess_uses_up_both() -> None:
    from clocktower.state import Grant
    from clocktower.testing import seated
    game = seated(["nodashii", "boffin", "widow", "noble", "damsel", "savant", "mutant", "sweetheart"],
                  script="final-nail-boffin")
    advance(game, until=lambda d: d.step == "talk")
    game.state.granted[0] = [Grant("damsel", 1, "boffin", needs_source=True)]
    advance(game, [(guess_of(1), 3)], until=lambda d: game.state.day == 3,
            policy=lambda d: quiet(d) if d.step != "nodashii" else 6)
    assert [d.step for d in game.decisions].count("damsel") == 1
