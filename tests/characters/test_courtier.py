"""Courtier: "Once per game, at night, choose a character: they are drunk for 3 nights & 3 days."
(almanac, Darkest Before Dawn).

Each night until it is used (the first night too) the Courtier picks a character of the
script or no one. The player of a chosen character in play is drunk from that moment until
the dusk that closes the third day; a character not in play is simply wasted. After a pick
the Courtier is never woken again, even if the pick was made drunk or poisoned (and then
has no effect, even after the Courtier recovers). While the Courtier is drunk, poisoned or
dead, the chosen player is sober; if the Courtier recovers inside the window, they are drunk
again.
"""

from clocktower import rules
from clocktower.decisions import DecisionKind
from clocktower.state import POISONED, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night
from clocktower.testing import execution_plan as _execute
from clocktower.testing import steps_until as _steps_until_day

# Seats: 0 Imp, 1 Assassin, 2 Courtier, 3 Chambermaid, 4 Soldier, 5 Minstrel, 6 Ravenkeeper
SEATING = ["imp", "assassin", "courtier", "chambermaid", "soldier", "minstrel", "ravenkeeper"]


def _chambermaid_options(game, plan=()) -> tuple:
    """Run to tonight's Chambermaid information (the Imp attacks the Soldier) and return its legal
    values: the truth alone while the Chambermaid is sober, 0 to 2 while drunk."""
    imp = [("imp", 4)] if game.state.night >= 2 else []
    d = advance(game, [*plan, *imp, ("chambermaid", (0, 4))], until=("inform", "chambermaid"))
    return tuple(sorted(d.options))


def test_options_any_character_of_the_script_or_no_one() -> None:
    game = seated(SEATING)
    d = advance(game, until="courtier")
    assert d.kind == DecisionKind.CHOOSE_CHARACTER and d.chooser == 2 and game.state.night == 1
    assert d.options == (*game.script.characters, None)


def test_choosing_no_one_keeps_the_ability() -> None:
    game = seated(SEATING)
    advance(game, [("courtier", None)], until="talk")
    d = advance(game, until="courtier")
    assert game.state.night == 2 and d.chooser == 2


def test_drunk_for_three_nights_and_three_days() -> None:
    game = seated(SEATING)
    # Night 1: the Chambermaid is drunk at once (the Courtier acts before her).
    assert _chambermaid_options(game, [("courtier", "chambermaid")]) == (0, 1, 2)
    for day in (1, 2, 3):
        to_day(game, day)
        assert rules.is_drunk(game.state, 3), f"day {day}"
        if day < 3:
            to_night(game, day + 1)
            assert _chambermaid_options(game) == (0, 1, 2), f"night {day + 1}"
    to_night(game, 4)
    assert not rules.is_drunk(game.state, 3)
    assert _chambermaid_options(game) == (1,)  # only the Imp woke


def test_not_woken_after_choosing() -> None:
    game = seated(SEATING)
    advance(game, [("courtier", None), ("imp", 4), ("courtier", "po")], until="talk")
    assert game.state.day == 2
    for night in (3, 4):
        to_night(game, night)
        assert "courtier" not in _steps_until_day(game, [("imp", 4)])


def test_a_character_not_in_play_is_wasted() -> None:
    game = seated(SEATING)
    advance(game, [("courtier", "gambler")], until="talk")
    assert not any(rules.is_drunk(game.state, s) for s in range(7))
    to_night(game, 2)
    assert "courtier" not in _steps_until_day(game, [("imp", 4)])


def test_making_the_demon_drunk_stops_its_kills() -> None:
    game = seated(SEATING)
    to_night(game, 2)
    advance(game, [("courtier", "imp"), ("imp", 5)], until="talk")
    assert is_alive(game, 5)


def test_drunk_believing_courtier_has_no_effect_and_is_spent() -> None:
    seating = ["imp", "assassin", ("drunk", "courtier"), "chambermaid", "soldier", "minstrel", "ravenkeeper"]
    game = seated(seating)
    d = advance(game, until="courtier")
    assert d.chooser == 2
    assert _chambermaid_options(game, [("courtier", "chambermaid")]) == (0,)
    to_night(game, 2)
    assert "courtier" not in _steps_until_day(game, [("imp", 4)])


def test_poisoned_courtiers_choice_never_takes_effect() -> None:
    """Almanac: a pick made drunk or poisoned does nothing, even once the Courtier is healthy."""
    game = seated(SEATING)
    game.state.effects.append(Effect(POISONED, 2, None, None, ("dawn", 1), needs_source=False))
    assert _chambermaid_options(game, [("courtier", "chambermaid")]) == (0,)
    to_night(game, 2)
    assert not rules.is_poisoned(game.state, 2) and not rules.is_drunk(game.state, 3)
    assert _chambermaid_options(game) == (1,)


def test_courtier_poisoned_during_the_window_sobers_the_target_until_it_recovers() -> None:
    game = seated(SEATING)
    advance(game, [("courtier", "chambermaid")], until="talk")
    to_night(game, 2)
    poison = Effect(POISONED, 2, None, None, ("dawn", 2), needs_source=False)
    game.state.effects.append(poison)
    assert not rules.is_drunk(game.state, 3)
    assert _chambermaid_options(game) == (1,)
    to_day(game, 2)  # the poison ended at dawn: the Chambermaid is drunk again
    assert rules.is_drunk(game.state, 3)
    to_night(game, 3)
    assert _chambermaid_options(game) == (0, 1, 2)


def test_dead_courtier_no_longer_keeps_the_target_drunk() -> None:
    """Rulebook: a dead player has no ability, so the lasting effects of it end."""
    game = seated(SEATING)
    to_day(game, 1, [("courtier", "chambermaid")])
    assert rules.is_drunk(game.state, 3)
    advance(game, _execute(game, 0, 2), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 2) and not rules.is_drunk(game.state, 3)
    assert _chambermaid_options(game) == (1,)


# --------------------------------------------------------------------- ruling
# courtier-three-nights-and-mastermind.
# Seats: 0 Po, 1 Mastermind, 2 Courtier, 3 Soldier, 4 Chambermaid, 5 Minstrel, 6 Ravenkeeper
MASTERMIND_SEATING = ["po", "mastermind", "courtier", "soldier", "chambermaid", "minstrel", "ravenkeeper"]


def _mastermind_game_to_day_3():
    game = seated(MASTERMIND_SEATING)
    to_day(game, 3, [("courtier", None), ("courtier", "mastermind"), ("po", 3), ("po", 3)])
    assert [d.step for d in game.decisions].count("courtier") == 2  # never woken after choosing
    return game


def test_courtier_three_nights_and_mastermind() -> None:
    game = _mastermind_game_to_day_3()
    assert rules.is_drunk(game.state, 1)
    advance(game, _execute(game, 2, 0), until=None)
    assert game.over and game.winner == "good"
    assert game.state.executions == [(3, 0, "po")]


def test_courtier_three_nights_and_mastermind_courtier_poisoned() -> None:
    """The same, but the Courtier is poisoned on day 3: the Mastermind is sober and plays on."""
    game = _mastermind_game_to_day_3()
    game.state.effects.append(Effect(POISONED, 2, None, None, ("dusk", 3), needs_source=False))
    assert not rules.is_drunk(game.state, 1)
    advance(game, _execute(game, 2, 0), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 0) and not game.over


def test_the_drunk_is_not_the_character_it_believes() -> None:
    """The Drunk who believes they are the Chambermaid is not the Chambermaid: the pick is wasted."""
    seating = ["imp", "assassin", "courtier", ("drunk", "chambermaid"), "soldier", "minstrel", "ravenkeeper"]
    game = seated(seating)
    advance(game, [("courtier", "chambermaid")], until="talk")
    assert not any(e.kind == "drunk" for e in game.state.effects)


def test_almanac_several_copies_of_the_chosen_character_only_one_is_drunk() -> None:
    """Almanac, Courtier, Examples & Notes: with several copies of a character in play the
    Courtier makes only one of them drunk. Seed 000's Village Idiot may be in play three times:
    the Courtier names the Village Idiot, the Storyteller picks which of the three is drunk (any
    of them), and the others keep hearing the truth. Nobody is told."""
    from .seed000_setup import seat000

    # Seats: 0 Pukka, 1 Courtier, 2-4 Village Idiots (4 the bracket's drunk one), 5 Exorcist, 6 Acrobat.
    game = seat000(["pukka", "courtier", "villageidiot", "villageidiot", "villageidiot", "exorcist", "acrobat"],
                   vi_drunk=4)
    d = advance(game, [("pukka", 6)], until="courtier")
    assert "villageidiot" in d.options
    game.answer("villageidiot")
    d = game.pending
    assert d is not None and d.step == "courtier" and d.chooser == -1 and d.options == (2, 3, 4)
    game.answer(3)
    assert [rules.is_drunk(game.state, s) for s in range(7)] == [False, False, False, True, True, False, False]
    for seat, legal in ((2, {"evil"}), (3, {"good", "evil"}), (4, {"good", "evil"})):
        d = advance(game, [(("villageidiot", seat), 0)], until=("inform", "villageidiot"))
        assert d.subject == seat and set(d.options) == legal
        game.answer("evil")
    assert not any("drunk" in e.text.lower() for s in range(7) for e in game.view(s).events
                   if e.kind == "learned")
