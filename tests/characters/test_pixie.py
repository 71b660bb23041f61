"""Pixie: "You start knowing 1 in-play Townsfolk. If you were mad that you were this character,
you gain their ability when they die." (almanac page in seed 003, identified by its ability line).

Seats: 0 Pixie, 1 Empath, 2 Imp, 3 Goblin, 4 Chef, 5 Sweetheart, 6 Fisherman. Unless a test
says otherwise the Imp kills the Sweetheart's neighbour, the Fisherman (seat 6).
"""

from clocktower import rules
from clocktower.decisions import DecisionKind
from clocktower.testing import advance, last_learned, learned, to_day

from .nail_helpers import NAIL_PLUS_IMP, game_of, imp_kills, informed, make_drunk, poison

SEATING = ["pixie", "empath", "imp", "goblin", "chef", "sweetheart", "fisherman"]
CALM = imp_kills(6)
TOWNSFOLK = tuple(c for c in NAIL_PLUS_IMP.characters if rules.team_of(c) == "townsfolk" and c != "pixie")
CLAIM_EMPATH = [(("talk", 0), ("claim", "empath"))]


def test_learns_one_in_play_townsfolk_only() -> None:
    game = game_of(SEATING)
    d = advance(game, until=("inform", "pixie"))
    assert d.subject == 0
    assert d.options == d.truth == ("chef", "empath", "fisherman")  # never the Pixie itself
    game.answer("empath")
    assert last_learned(game, 0) == "empath"


def test_drunk_or_poisoned_may_learn_any_townsfolk() -> None:
    for game in (game_of(SEATING, drunk=[0]), game_of(SEATING, poisoned=[0])):
        d = advance(game, until=("inform", "pixie"))
        assert set(d.options) == set(TOWNSFOLK) and d.truth == ("chef", "empath", "fisherman")


def test_drunk_believing_pixie_may_be_shown_anything() -> None:
    game = game_of([("drunk", "pixie"), *SEATING[1:]])
    d = advance(game, until=("inform", "pixie"))
    assert set(d.options) == set(TOWNSFOLK) and "is really the Drunk" in d.why


def test_madness_is_judged_only_on_a_day_it_claimed_the_character() -> None:
    game = game_of(SEATING)
    to_day(game, 1, [(("inform", "pixie"), "empath")])
    d = advance(game, CLAIM_EMPATH, until="pixie.mad", policy=CALM)
    assert d.chooser == -1 and d.options == (True, False)
    game.answer(False)
    # Day 2: a claim of another character gives the Storyteller nothing to judge.
    advance(game, until=lambda d: game.state.day == 2, policy=CALM)
    advance(game, [(("talk", 0), ("claim", "chef"))], until=lambda d: game.state.night == 3, policy=CALM)
    assert [x.step for x in game.decisions].count("pixie.mad") == 1


def test_mad_pixie_gains_the_ability_when_that_player_dies() -> None:
    game = game_of(SEATING)
    to_day(game, 1, [(("inform", "pixie"), "empath")])
    advance(game, [*CLAIM_EMPATH, ("pixie.mad", True)], until=lambda d: game.state.night == 2, policy=CALM)
    told = len(game.view(0).events)
    # Night 2: the Imp kills the Empath; the Pixie wakes at the Empath's place as the Empath.
    d = advance(game, [("imp", 1)], until=informed(0, "empath"), policy=CALM)
    assert not game.state.seats[1].alive
    assert "empath" in rules.abilities(game.state, 0) and game.state.seats[0].character == "pixie"
    assert d.options == d.truth == (1,)  # alive neighbours: the Fisherman and, past the dead Empath, the Imp
    assert not [e for e in game.view(0).events[told:] if "gain" in e.text.lower()]  # not told


def test_not_mad_gains_nothing() -> None:
    game = game_of(SEATING)
    to_day(game, 1, [(("inform", "pixie"), "empath")])
    advance(game, [*CLAIM_EMPATH, ("pixie.mad", False)], until=lambda d: game.state.night == 2, policy=CALM)
    advance(game, [("imp", 1)], until=lambda d: game.state.day == 2, policy=CALM)
    assert "empath" not in rules.abilities(game.state, 0)


def test_poisoned_or_dead_pixie_gains_nothing() -> None:
    for kill in (False, True):
        game = game_of(SEATING)
        to_day(game, 1, [(("inform", "pixie"), "empath")])
        advance(game, [*CLAIM_EMPATH, ("pixie.mad", True)], until=lambda d: game.state.night == 2, policy=CALM)
        if kill:
            game.state.seats[0].alive = False
        else:
            poison(game, 0)
        advance(game, [("imp", 1)], until=lambda d: game.state.day == 2, policy=CALM)
        assert "empath" not in rules.abilities(game.state, 0)


def test_player_who_changed_character_dying_still_gives_the_learnt_ability() -> None:
    game = game_of(SEATING)
    to_day(game, 1, [(("inform", "pixie"), "empath")])
    advance(game, [*CLAIM_EMPATH, ("pixie.mad", True)], until=lambda d: game.state.night == 2, policy=CALM)
    game.change_character(1, "dreamer", tell=False)
    advance(game, [("imp", 1)], until=lambda d: game.state.day == 2, policy=CALM)
    assert "empath" in rules.abilities(game.state, 0) and "dreamer" not in rules.abilities(game.state, 0)


def test_first_night_ability_gained_by_day_is_used_that_night() -> None:
    game = game_of(SEATING)
    to_day(game, 1, [(("inform", "pixie"), "chef")])
    votes = [(("vote", s), True) for s in (5, 6, 0, 1)]
    advance(game, [(("talk", 0), ("claim", "chef")), ("pixie.mad", True), (("nominate", 0), 4), *votes],
            until=lambda d: game.state.night == 2, policy=CALM)
    assert not game.state.seats[4].alive and "chef" in rules.abilities(game.state, 0)
    d = game.pending
    assert d.kind == DecisionKind.INFORM and d.step == "chef" and d.subject == 0 and d.options == (1,)
    game.answer(1)
    assert learned(game, 0)[-1].time == ("night", 2)


def test_gained_ability_stops_while_poisoned() -> None:
    game = game_of(SEATING)
    to_day(game, 1, [(("inform", "pixie"), "empath")])
    advance(game, [*CLAIM_EMPATH, ("pixie.mad", True)], until=lambda d: game.state.night == 2, policy=CALM)
    advance(game, [("imp", 1)], until=lambda d: game.state.day == 2, policy=CALM)
    make_drunk(game, 0)
    assert not rules.ability_functions(game.state, 0, "empath")
    d = advance(game, until=informed(0, "empath"), policy=CALM)
    assert d.options == (0, 1, 2)


def test_madness_may_come_from_calling_the_townsfolk_a_liar() -> None:
    """Almanac, Pixie: madness may be "accused the Townsfolk of being a liar": the Pixie says a
    player who claims that character is evil; the Storyteller may then judge it mad. Calling
    evil a player who claims something else gives nothing to judge."""
    game = game_of(SEATING)
    to_day(game, 1, [(("inform", "pixie"), "empath")])
    # Day 1: the Empath claims to be the Empath; the Pixie calls the Chef (no claim) evil.
    advance(game, [(("talk", 1), ("claim", "empath")), (("talk", 0), ("accuse", 4))],
            until=lambda d: game.state.day == 2, policy=CALM)
    assert "pixie.mad" not in [x.step for x in game.decisions]  # the Chef claimed nothing
    d = advance(game, [(("talk", 0), ("accuse", 1))], until="pixie.mad", policy=CALM)
    assert d.options == (True, False) and "called Bob" in d.prompt
    game.answer(True)
    assert (0, "Mad") in [(r.target, r.token) for r in game.state.reminders]
