"""Philosopher: "Once per game, at night, choose a good character: gain that ability. If this
character is in play, they are drunk." (almanac pages in seeds 003 and 004).

Seated on the final nail's pairing plus the Imp and a few Seed 004 Townsfolk (see
nail_helpers). Seats: 0 Philosopher, 1 Empath, 2 Imp, 3 Goblin, 4 Chef, 5 Sweetheart,
6 Fisherman. The Imp kills the Fisherman each night. The Empath's true count is 1 (the
Imp beside it), the Philosopher's is 0.
"""

from clocktower import rules
from clocktower.decisions import DecisionKind
from clocktower.testing import advance, to_day, to_night

from .nail_helpers import NAIL_PLUS_IMP, game_of, imp_kills, informed, make_drunk, poison

SEATING = ["philosopher", "empath", "imp", "goblin", "chef", "sweetheart", "fisherman"]
CALM = imp_kills(6)


def test_offers_the_scripts_good_characters_or_no_one() -> None:
    game = game_of(SEATING)
    d = advance(game, until="philosopher")
    assert d.kind == DecisionKind.CHOOSE_CHARACTER and d.chooser == 0
    good = [c for c in NAIL_PLUS_IMP.characters
            if rules.team_of(c) in ("townsfolk", "outsider") and c != "philosopher"]
    assert d.options == (*good, None)
    # Any Townsfolk or Outsider icon (almanac How to Run), the Lunatic included; not evil ones.
    assert "lunatic" in d.options and "imp" not in d.options and "goblin" not in d.options


def test_choosing_the_lunatic_makes_the_lunatic_drunk_and_gains_nothing() -> None:
    """The Lunatic's "ability" is only what its player is told: the Philosopher gains nothing to
    run, but the Lunatic in play is drunk (the almanac's "if this character is in play")."""
    game = game_of(["philosopher", "empath", "imp", "goblin", ("lunatic", "imp"), "sweetheart", "fisherman"])
    advance(game, [("philosopher", "lunatic")], until=lambda d: d.step == "talk", policy=CALM)
    assert rules.is_drunk(game.state, 4)
    assert rules.abilities(game.state, 0) == ["philosopher"] and not game.state.granted.get(0)
    assert not [d for d in game.decisions if d.chooser == 0 and d.step != "philosopher" and d.step != "talk"]


def test_choosing_an_in_play_character_gains_it_and_makes_its_player_drunk() -> None:
    game = game_of(SEATING)
    advance(game, [("philosopher", "empath")], until=informed(0, "empath"), policy=CALM)
    d = game.pending
    # The Philosopher wakes at the Empath's place the same night and gets true information.
    assert d.options == (0,) and d.truth == (0,)
    assert rules.is_drunk(game.state, 1)
    assert "empath" in rules.abilities(game.state, 0) and game.state.seats[0].character == "philosopher"
    game.answer(0)
    d = advance(game, until=informed(1, "empath"), policy=CALM)
    assert d.options == (0, 1, 2) and d.truth == (1,) and "drunk" in d.why


def test_keeps_waking_at_that_place_and_chooses_only_once() -> None:
    game = game_of(SEATING)
    advance(game, [("philosopher", "empath")], until=lambda d: game.state.day == 1, policy=CALM)
    start = len(game.decisions)
    d = advance(game, until=informed(0, "empath"), policy=CALM)
    assert game.state.night == 2 and d.options == (0,)
    assert "philosopher" not in [x.step for x in game.decisions[start:]]


def test_not_in_play_choice_makes_nobody_drunk() -> None:
    game = game_of(SEATING)
    advance(game, [("philosopher", "dreamer")], until="dreamer", policy=CALM)
    d = game.pending
    assert d.chooser == 0  # the Philosopher wakes at the Dreamer's place
    assert not any(rules.is_drunk(game.state, s) for s in range(7))
    assert (0, "Is the Philosopher") in [(r.target, r.token) for r in game.state.reminders]


def test_dead_philosopher_sobers_the_player_and_no_longer_wakes() -> None:
    game = game_of(SEATING)
    advance(game, [("philosopher", "empath")], until=lambda d: game.state.day == 1, policy=CALM)
    assert rules.is_drunk(game.state, 1)
    game.state.seats[0].alive = False
    assert not rules.is_drunk(game.state, 1)
    assert not rules.ability_functions(game.state, 0, "empath")
    start = len(game.decisions)
    advance(game, until=lambda d: game.state.day == 2, policy=CALM)
    assert [x.subject for x in game.decisions[start:] if x.step == "empath"] == [1]


def test_dead_philosopher_does_not_choose() -> None:
    game = game_of(SEATING)
    to_day(game, 1)
    game.state.seats[0].alive = False
    start = len(game.decisions)
    advance(game, until=lambda d: game.state.day == 2, policy=CALM)
    assert "philosopher" not in [x.step for x in game.decisions[start:]]


def test_poisoned_later_sobers_the_player_and_may_get_false_information() -> None:
    game = game_of(SEATING)
    advance(game, [("philosopher", "empath")], until=lambda d: game.state.day == 1, policy=CALM)
    poison(game, 0)
    assert not rules.is_drunk(game.state, 1)
    d = advance(game, until=informed(0, "empath"), policy=CALM)
    assert d.options == (0, 1, 2) and "poisoned" in d.why
    d = advance(game, [(informed(0, "empath"), 2)], until=informed(1, "empath"), policy=CALM)
    assert d.options == (d.truth[0],) == (1,)  # the Empath is sober again: only the truth


def test_drunk_when_choosing_gains_nothing_even_once_sober() -> None:
    game = game_of(SEATING)
    drunk = make_drunk(game, 0)
    advance(game, [("philosopher", "empath")], until=informed(0, "empath"), policy=CALM)
    d = game.pending
    assert d.options == (0, 1, 2)  # woken as if it had the ability, told anything
    assert not rules.is_drunk(game.state, 1)
    game.state.effects.remove(drunk)
    d = advance(game, until=informed(1, "empath"), policy=CALM)
    assert d.options == (1,)
    d = advance(game, until=informed(0, "empath"), policy=CALM)
    assert game.state.night == 2 and d.options == (0, 1, 2) and "only believes" in d.why
    assert "empath" not in rules.abilities(game.state, 0)
    assert [x.step for x in game.decisions].count("philosopher") == 1


def test_drunk_player_believing_philosopher_gains_nothing() -> None:
    seating = [("drunk", "philosopher"), "empath", "imp", "goblin", "chef", "sweetheart", "fisherman"]
    game = game_of(seating, NAIL_PLUS_IMP)
    d = advance(game, [("philosopher", "empath")], until=informed(0, "empath"), policy=CALM)
    assert d.options == (0, 1, 2)
    assert not rules.is_drunk(game.state, 1)


def test_first_night_only_ability_chosen_later_is_used_that_night() -> None:
    game = game_of(SEATING)
    to_night(game, 2)
    d = advance(game, [("philosopher", "chef")], until=informed(0, "chef"), policy=CALM)
    assert game.state.night == 2 and d.options == (1,)  # Imp and Goblin sit together
    assert rules.is_drunk(game.state, 4)


def test_day_ability_gained_is_offered_by_day() -> None:
    game = game_of(SEATING)
    d = advance(game, [("philosopher", "slayer")], until="slayer", policy=CALM)
    assert game.state.day == 1 and d.chooser == 0 and d.kind == DecisionKind.DAY_ABILITY
    game.answer(2)
    assert not game.state.seats[2].alive and game.winner == "good"


def test_outsider_choice_makes_the_outsider_drunk() -> None:
    game = game_of(SEATING)
    advance(game, [("philosopher", "sweetheart")], until=lambda d: game.state.day == 1, policy=CALM)
    assert rules.is_drunk(game.state, 5)


def test_a_player_who_stops_being_the_character_sobers_and_a_new_one_is_drunk() -> None:
    game = game_of(SEATING)
    advance(game, [("philosopher", "sweetheart")], until=lambda d: game.state.day == 1, policy=CALM)
    game.change_character(5, "dreamer", tell=False)
    assert not rules.is_drunk(game.state, 5)
    game.change_character(4, "sweetheart", tell=False)
    assert rules.is_drunk(game.state, 4)


def test_ruling_philosopher_not_in_play_choice_later_enters() -> None:
    """philosopher-not-in-play-choice-later-enters (wiki, Philosopher)."""
    seating = ["philosopher", "huntsman", "damsel", "imp", "goblin", "noble", "fisherman"]
    game = game_of(seating)
    policy = imp_kills(6)
    advance(game, until=lambda d: game.state.night == 3, policy=policy)  # nobody chooses on nights 1-2
    advance(game, [("philosopher", "savant")], until=lambda d: game.state.day == 3, policy=policy)
    assert game.state.seats[0].character == "philosopher" and "savant" in rules.abilities(game.state, 0)
    assert not any(rules.is_drunk(game.state, s) for s in range(7))
    d = advance(game, until="savant", policy=policy)
    assert d.chooser == 0  # the Philosopher may visit the Storyteller from day 3
    advance(game, [("huntsman", 2), ("huntsman.townsfolk", "savant")],
            until=lambda d: game.state.day == 4, policy=policy)
    assert game.state.seats[2].character == "savant"
    assert rules.is_drunk(game.state, 2)
    game.state.seats[0].alive = False
    assert not rules.is_drunk(game.state, 2)
    to_day(game, 4)


def test_jinx_philosopher_bountyhunter_a_townsfolk_might_turn_evil() -> None:
    """Jinx Bounty Hunter/Philosopher: "If the Philosopher gains the Bounty Hunter ability, a
    Townsfolk might turn evil" (official jinx list; the Bounty Hunter module runs it)."""
    from .nail_helpers import with_characters

    game = game_of(SEATING, with_characters("bountyhunter"))
    d = advance(game, [("philosopher", "bountyhunter")], until="bountyhunter.evil", policy=CALM)
    assert d.options == (None, 1, 4, 6)  # good Townsfolk other than the Philosopher, or nobody
    game.answer(4)
    assert game.state.seats[4].alignment == "evil" and game.state.seats[4].character == "chef"
    assert rules.is_drunk(game.state, 0) is False


def test_an_ability_that_works_while_dead_works_for_a_dead_philosopher() -> None:
    """Almanac: "If the Philosopher's ability works while dead, such as the Klutz's, it works if
    the Philosopher is dead" (here the Sweetheart's, which works at and after its death)."""
    game = game_of(SEATING)
    advance(game, [("philosopher", "sweetheart")], until=lambda d: game.state.night == 2, policy=CALM)
    d = advance(game, [("imp", 0)], until="sweetheart.drunk", policy=CALM)
    assert not game.state.seats[0].alive and d.chooser == -1
    game.answer(4)
    assert rules.is_drunk(game.state, 4)
    assert rules.ability_functions(game.state, 0, "sweetheart")
    assert not rules.is_drunk(game.state, 5)  # the dead Philosopher no longer makes the Sweetheart drunk
