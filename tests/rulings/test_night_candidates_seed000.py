"""Night choices of "an alive player" leak no unannounced death (briefing, "hidden
information": night deaths are not public until dawn).

The Sailor ("choose an alive player"), the Snake Charmer ("choose an alive player") and the
Huntsman ("choose a living player") are offered every player the table believes alive,
including one killed earlier tonight; the ability then resolves on the truth:

- the Sailor's choice stands and the Storyteller picks which of the two is drunk as usual;
- a Snake Charmer choosing a dead player swaps nothing (they are not alive);
- a Huntsman choosing a Damsel who died tonight uses its ability and changes nobody (a dead
  Damsel is not a living player, and has lost her ability: almanac, Damsel).

Here a death earlier tonight is made by setting the seat dead in the Grimoire during the night
(its public status changes only at dawn, as after any night kill).
"""

from typing import Any

from clocktower.testing import advance, to_night

from ..characters.seed000_setup import seat000

# Seats: 0 Pukka, 1 Huntsman, 2 Damsel, 3 Sailor, 4 Snake Charmer, 5 Minstrel, 6 Tea Lady.
SEATING = ["pukka", "huntsman", "damsel", "sailor", "snakecharmer", "minstrel", "tealady"]
DAMSEL = 2


def night_two_with_the_damsel_dead_unannounced() -> Any:
    game = seat000(SEATING)
    to_night(game, 2, [("sailor", 5), ("sailor.drunk", 5), ("snakecharmer", 5), ("pukka", 6), ("huntsman", None)])
    game.state.seats[DAMSEL].alive = False  # killed earlier tonight: not public until dawn
    assert game.state.seats[DAMSEL].public_alive
    return game


def test_sailor_is_offered_a_player_killed_earlier_tonight() -> None:
    game = night_two_with_the_damsel_dead_unannounced()
    d = advance(game, until="sailor")
    assert d.options == (0, 1, 2, 3, 4, 5, 6)
    game.answer(DAMSEL)
    d = advance(game, until="sailor.drunk")
    assert d.options == (DAMSEL, 3)


def test_snake_charmer_is_offered_a_player_killed_earlier_tonight() -> None:
    game = night_two_with_the_damsel_dead_unannounced()
    d = advance(game, [("sailor", 5), ("sailor.drunk", 5)], until="snakecharmer")
    assert d.options == (0, 1, 2, 3, 4, 5, 6)
    game.answer(DAMSEL)
    assert game.state.seats[4].character == "snakecharmer" and game.state.seats[DAMSEL].character == "damsel"


def test_huntsman_is_offered_a_damsel_killed_earlier_tonight_and_changes_nobody() -> None:
    game = night_two_with_the_damsel_dead_unannounced()
    d = advance(game, [("sailor", 5), ("sailor.drunk", 5), ("snakecharmer", 5), ("pukka", 6)], until="huntsman")
    assert d.options == (0, 1, 2, 3, 4, 5, 6, None)
    game.answer(DAMSEL)
    assert game.state.seats[DAMSEL].character == "damsel"
    # The ability is spent: no Huntsman choice on night 3.
    seen: list[str] = []
    advance(game, until=lambda d: seen.append(d.step) or (game.state.night == 3 and d.step == "talk"))
    assert "huntsman" not in seen


def test_invariant_flags_options_that_leave_out_exactly_the_unannounced_dead() -> None:
    """``check_unannounced_deaths`` (run at every decision of the seeded random games): options
    built from the Grimoire's alive seats are caught; the publicly alive ones pass."""
    import pytest

    from clocktower.decisions import Decision, DecisionKind
    from clocktower.invariants import InvariantError, check_unannounced_deaths

    game = night_two_with_the_damsel_dead_unannounced()
    d = advance(game, until="sailor")
    check_unannounced_deaths(game, d)  # the real Sailor decision passes
    alive = tuple(s.index for s in game.state.seats if s.alive)
    for options in (alive, tuple(s for s in alive if s != 3), alive + (None,)):
        leaky = Decision(DecisionKind.CHOOSE_PLAYERS, 3, "sailor", "Choose", options, subject=3)
        with pytest.raises(InvariantError, match="died tonight"):
            check_unannounced_deaths(game, leaky)


# Seats: 0 Pukka, 1 Exorcist, 2 Sailor, 3 Minstrel, 4 Tea Lady, 5 Damsel, 6 Courtier.
EXORCIST_SEATING = ["pukka", "exorcist", "sailor", "minstrel", "tealady", "damsel", "courtier"]
EXORCIST_DAMSEL = 5


def test_invariant_knows_the_exorcists_last_pick_is_left_out_by_the_rule() -> None:
    """Issue 17, item 21 (seed-000, 15 players, seed 100266): the Exorcist's options leave out
    last night's pick ("different to last night"); when that player died earlier tonight the
    options equal the publicly alive minus the unannounced dead, and that is the rule, not a
    leak. The same options for another step, or after another pick, are still a leak."""
    import pytest

    from clocktower.decisions import Decision, DecisionKind
    from clocktower.invariants import InvariantError, check_unannounced_deaths

    game = seat000(EXORCIST_SEATING)
    to_night(game, 2, [("exorcist", EXORCIST_DAMSEL)])
    advance(game, until=lambda d: game.state.night == 3)
    assert all(s.alive for s in game.state.seats)
    game.state.seats[EXORCIST_DAMSEL].alive = False  # killed earlier tonight: not public until dawn
    d = advance(game, until="exorcist")
    assert d.options == (0, 1, 2, 3, 4, 6)
    check_unannounced_deaths(game, d)  # last night's pick, left out by the rule: no alarm
    leaky = Decision(DecisionKind.CHOOSE_PLAYERS, 2, "sailor", "Choose", d.options, subject=2)
    with pytest.raises(InvariantError, match="died tonight"):
        check_unannounced_deaths(game, leaky)
