"""Leviathan: "If more than 1 good player is executed, evil wins. All players know you are in
play. After day 5, evil wins." (almanac, Seed 000).

Also the jinxes Leviathan-Exorcist and Leviathan-Innkeeper (jinx list: if the Leviathan
nominates and executes the Exorcist-chosen / an Innkeeper-protected player, good wins), the
ruling ``leviathan-executions-count-even-if-survive`` and the Leviathan's part of
``night-order-first-night-seed000`` (announced only after dawn).

Our ruling (the almanac is silent): the evil wins need the Leviathan's ability to work at
the moment the condition is met (a good execution, the end of day 5 or a later day).
"""

from typing import Any

from clocktower.engine import Game
from clocktower.state import DRUNK, POISONED, Effect
from clocktower.testing import advance, is_alive, seated, to_day

# Seats: 0 Leviathan, 1 Poisoner, 2 Sailor, 3 Tea Lady, 4 Courtier, 5 Exorcist, 6 Acrobat
SEATING = ["leviathan", "poisoner", "sailor", "tealady", "courtier", "exorcist", "acrobat"]


def quiet_night(night: int = 2, dead: tuple[int, ...] = ()) -> list[tuple[Any, Any]]:
    """The Poisoner poisons the Acrobat, the Sailor makes the Courtier drunk (so the Sailor
    stays sober), the Acrobat picks the Courtier and the Exorcist the Sailor or Acrobat (never
    the Leviathan). ``dead``: seats that no longer wake."""
    plan: list[tuple[Any, Any]] = [("poisoner", 6), ("sailor", 4), ("sailor.drunk", 4)]
    if night > 1:
        plan += [("exorcist", 6 if night % 2 else 2), ("acrobat", 4)]
    seats = {"poisoner": 1, "sailor": 2, "sailor.drunk": 2, "exorcist": 5, "acrobat": 6}
    return [item for item in plan if seats[item[0]] not in dead]


def execution(game: Game, nominator: int, nominee: int) -> list[tuple[Any, Any]]:
    """Plan items: ``nominator`` nominates ``nominee`` and every possible voter votes yes."""
    voters = [s.index for s in game.state.seats if s.alive or s.ghost_vote]
    return [(("nominate", nominator), nominee)] + [(("vote", v), True) for v in voters]


def day_with(game: Game, day: int, plan: list[tuple[Any, Any]]) -> None:
    """Run the talk of ``day`` (already reached) with ``plan``, through the next night, to the
    next day's talk."""
    advance(game, plan, until=lambda d: game.state.phase == "night")
    dead = tuple(s.index for s in game.state.seats if not s.alive)
    to_day(game, day + 1, quiet_night(day + 1, dead))


def test_everyone_learns_it_is_in_play_after_dawn() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, quiet_night(1))
    kinds = [e.kind for e in game.view(4).events if e.time == ("day", 1)]
    assert kinds[:2] == ["dawn", "leviathan"]  # first-night place is after dawn
    for seat in range(7):
        texts = [e.text for e in game.view(seat).events if e.kind == "leviathan"]
        assert texts == ["The Leviathan is in play. It is day 1."]
    assert 0 not in game.state.woke_tonight  # it never wakes
    day_with(game, 1, [])
    assert [e.text for e in game.view(2).events if e.kind == "leviathan"][-1] == \
        "The Leviathan is in play. It is day 2."


def test_one_good_execution_is_not_enough() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, quiet_night(1))
    day_with(game, 1, execution(game, 2, 6))
    assert not is_alive(game, 6) and not game.over


def test_second_good_execution_is_an_evil_win() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, quiet_night(1))
    day_with(game, 1, execution(game, 2, 6))
    advance(game, execution(game, 3, 5))
    assert game.winner == "evil" and game.state.win_condition == "leviathan"
    assert game.state.day == 2


def test_ruling_leviathan_executions_count_even_if_survive() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, quiet_night(1))
    # Day 1: the sober Sailor is executed and lives: the first good execution.
    day_with(game, 1, execution(game, 3, 2))
    assert is_alive(game, 2) and not game.over
    # Day 2: the Poisoner (evil) is executed: it does not count.
    day_with(game, 2, execution(game, 2, 1))
    assert not is_alive(game, 1) and not game.over
    # Day 3: the Courtier, protected by the Tea Lady (both her alive neighbours are good), is
    # executed and lives: the second good execution, so evil wins at once.
    advance(game, execution(game, 3, 4))
    assert is_alive(game, 4)
    assert game.winner == "evil" and game.state.win_condition == "leviathan" and game.state.day == 3


def test_evil_wins_when_day_5_ends() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 5, quiet_night(1) + [item for n in range(2, 6) for item in quiet_night(n)])
    assert not game.over
    advance(game)
    assert game.winner == "evil" and game.state.day == 5
    assert "day 5 has ended" in game.state.win_reason


def test_executing_the_leviathan_wins_for_good() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, quiet_night(1))
    advance(game, execution(game, 2, 0))
    assert game.winner == "good" and game.state.win_condition == "no-demon"


def test_poisoned_leviathan_does_not_win_by_the_second_execution() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, quiet_night(1))
    day_with(game, 1, execution(game, 2, 6))
    game.state.effects.append(Effect(POISONED, 0, None, None, ("dusk", 2), needs_source=False))
    day_with(game, 2, execution(game, 3, 5))
    assert not game.over and not is_alive(game, 5)
    # A third good execution while healthy wins (two were already executed).
    advance(game, execution(game, 3, 4))
    assert game.winner == "evil" and game.state.day == 3


def test_drunk_leviathan_at_the_end_of_day_5_wins_a_day_later() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 5, quiet_night(1) + [item for n in range(2, 6) for item in quiet_night(n)])
    game.state.effects.append(Effect(DRUNK, 0, None, None, ("dusk", 5), needs_source=False))
    to_day(game, 6, quiet_night(6))
    assert not game.over
    advance(game)
    assert game.winner == "evil" and game.state.day == 6


def test_jinx_leviathan_exorcist_chosen_player_executed_by_the_leviathan() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, quiet_night(1))
    # Night 2 the Exorcist chooses the Tea Lady; day 2 the Leviathan nominates her.
    plan = [("poisoner", 6), ("sailor", 4), ("sailor.drunk", 4), ("exorcist", 3), ("acrobat", 4)]
    to_day(game, 2, plan)
    advance(game, execution(game, 0, 3))
    assert game.winner == "good" and game.state.win_condition == "exorcist"


def test_jinx_leviathan_exorcist_other_nominator_counts_as_usual() -> None:
    # Another player nominates the Exorcist's choice: an ordinary good execution.
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, quiet_night(1))
    advance(game, execution(game, 2, 6), until=lambda d: game.state.phase == "night")
    to_day(game, 2, [("poisoner", 1), ("sailor", 4), ("sailor.drunk", 4), ("exorcist", 3)])
    advance(game, execution(game, 2, 3))
    assert game.winner == "evil" and game.state.win_condition == "leviathan"


def test_jinx_leviathan_exorcist_poisoned_exorcist_chooses_nobody() -> None:
    game = seated(SEATING, script="seed-000")
    to_day(game, 1, quiet_night(1))
    advance(game, execution(game, 2, 6), until=lambda d: game.state.phase == "night")
    # Night 2 the Poisoner poisons the Exorcist, who chooses the Tea Lady.
    to_day(game, 2, [("poisoner", 5), ("sailor", 4), ("sailor.drunk", 4), ("exorcist", 3)])
    advance(game, execution(game, 0, 3))
    assert game.winner == "evil" and game.state.win_condition == "leviathan"


def test_without_the_leviathan_an_exorcist_choice_changes_no_execution() -> None:
    game = seated(["pukka", "poisoner", "sailor", "tealady", "courtier", "exorcist", "acrobat"],
                  script="seed-000")
    to_day(game, 1, [("pukka", 0), ("poisoner", 6), ("sailor", 4), ("sailor.drunk", 4)])
    to_day(game, 2, [("pukka", 0), ("poisoner", 6), ("sailor", 4), ("sailor.drunk", 4), ("exorcist", 3),
                     ("acrobat", 4)])
    advance(game, execution(game, 0, 3), until=lambda d: game.state.phase == "night")
    assert not game.over and game.state.executions[-1][1] == 3


INN = ["leviathan", "poisoner", "sailor", "tealady", "courtier", "innkeeper", "acrobat"]


def inn_night(protect: tuple[int, int], drunk: int, poison: int = 6) -> list[tuple[Any, Any]]:
    return [("poisoner", poison), ("sailor", 4), ("sailor.drunk", 4), ("innkeeper", protect),
            ("innkeeper.drunk", drunk), ("acrobat", 4)]


def test_jinx_leviathan_innkeeper_protected_player_executed_by_the_leviathan() -> None:
    game = seated(INN, script="seed-000")
    to_day(game, 1, quiet_night(1))
    to_day(game, 2, inn_night((3, 6), 6))
    advance(game, execution(game, 0, 3))
    assert game.winner == "good" and game.state.win_condition == "innkeeper"


def test_jinx_leviathan_innkeeper_protection_of_an_earlier_night_does_not_count() -> None:
    game = seated(INN, script="seed-000")
    to_day(game, 1, quiet_night(1))
    to_day(game, 2, inn_night((3, 6), 6))
    to_day(game, 3, inn_night((4, 6), 6))
    advance(game, execution(game, 0, 3), until=lambda d: game.state.phase == "night")
    assert not game.over and game.state.executions[-1][1] == 3


def test_jinx_leviathan_innkeeper_drunk_innkeeper_protects_nobody() -> None:
    game = seated(INN, script="seed-000")
    to_day(game, 1, quiet_night(1))
    advance(game, execution(game, 2, 6), until=lambda d: game.state.phase == "night")
    # Night 2 the Poisoner poisons the Innkeeper, who picks the Tea Lady.
    to_day(game, 2, inn_night((3, 4), 4, poison=5)[:3] + [("innkeeper", (3, 4))])
    advance(game, execution(game, 0, 3))
    assert game.winner == "evil" and game.state.win_condition == "leviathan"


def test_jinx_leviathan_innkeeper_who_made_itself_the_drunk_one_protected_nobody() -> None:
    """Almanac (Innkeeper): an Innkeeper that chooses themself and is made the drunk one has no
    ability, "and the other player they chose to protect isn't safe either". So the Tea Lady,
    chosen with the Innkeeper, was not protected: executing her (after a good execution on day
    1) is the Leviathan's second good execution, an evil win, not the jinx's good win."""
    game = seated(INN, script="seed-000")
    to_day(game, 1, quiet_night(1))
    advance(game, execution(game, 2, 6), until=lambda d: game.state.phase == "night")
    to_day(game, 2, inn_night((3, 5), 5)[:5])  # the executed Acrobat does not wake
    advance(game, execution(game, 0, 3))
    assert game.winner == "evil" and game.state.win_condition == "leviathan"


def test_new_leviathan_keeps_the_count_of_good_executions() -> None:
    # The Snake Charmer takes the Leviathan's place on night 2: the good execution of day 1
    # still counts, the new Leviathan is declared the next day, and a second good execution wins.
    game = seated(["leviathan", "poisoner", "sailor", "tealady", "snakecharmer", "exorcist", "acrobat"],
                  script="seed-000")
    to_day(game, 1, [("poisoner", 6), ("sailor", 3), ("sailor.drunk", 3), ("snakecharmer", 1)])
    advance(game, execution(game, 2, 6), until=lambda d: game.state.phase == "night")
    to_day(game, 2, [("poisoner", 1), ("sailor", 3), ("sailor.drunk", 3), ("snakecharmer", 0), ("exorcist", 2)])
    assert game.state.seats[4].character == "leviathan" and game.state.seats[0].character == "snakecharmer"
    assert [e.text for e in game.view(3).events if e.kind == "leviathan"][-1] == \
        "The Leviathan is in play. It is day 2."
    advance(game, execution(game, 2, 5))
    assert game.winner == "evil" and game.state.win_condition == "leviathan"
