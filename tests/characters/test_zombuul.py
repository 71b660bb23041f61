"""Zombuul: "Each night*, if no-one died today, choose a player: they die. The 1st time you
die, you live but register as dead." (almanac, Zombuul).

The first real death is one in name only: announced, shown dead to everyone, read as dead
by every other ability, but the win checks count the Zombuul alive. It attacks only after a
day on which nobody died (its own seeming death included).
"""

import pytest

from clocktower.decisions import DecisionKind, IllegalAnswer
from clocktower.state import REGISTERS_DEAD, Death, Harm
from clocktower.testing import advance, is_alive, last_learned, to_day, to_night

from .bmr_snv_helpers import public
from .zombuul_helpers import execute, game_of

# Seats: 0 Zombuul, 1 Empath, 2 Undertaker, 3 Chef, 4 Poisoner, 5 Soldier, 6 Fortune Teller.
SEATING = ["zombuul", "empath", "undertaker", "chef", "poisoner", "soldier", "fortuneteller"]
Z = 0


def _registers_dead(game) -> bool:
    return any(e.kind == REGISTERS_DEAD and e.target == Z for e in game.state.effects)


def _seemingly_executed(game):
    """Run to day 1 and execute the Zombuul (the Poisoner poisons the Chef)."""
    to_day(game, 1, plan=[("poisoner", 3)])
    execute(game, 1, Z)


def test_healthy_zombuul_kills_after_a_day_without_deaths() -> None:
    game = game_of(SEATING)
    to_night(game, 2, plan=[("poisoner", 3)])
    d = advance(game, [("poisoner", 3)], until="zombuul")
    assert d is not None and d.chooser == Z and d.kind == DecisionKind.CHOOSE_PLAYERS
    assert set(d.options) == set(range(7))  # any player, as for the Imp
    to_day(game, 2, plan=[("zombuul", 3)])
    assert not is_alive(game, 3)
    assert public(game, 1, "dawn")[-1].text.endswith("died in the night.")


def test_no_action_on_the_first_night() -> None:
    game = game_of(SEATING)
    advance(game, [("poisoner", 3)], until="talk")
    assert "zombuul" not in [d.step for d in game.decisions]


def test_example_does_not_wake_after_a_day_with_a_death() -> None:
    """Almanac: nobody died today, the Zombuul attacks; the next day the Tinker dies; that
    night the Zombuul does not wake."""
    # Seats: 0 Zombuul, 1 Tinker, 2 Empath, 3 Chef, 4 Poisoner.
    game = game_of(["zombuul", "tinker", "empath", "chef", "poisoner"])
    to_day(game, 2, plan=[("poisoner", 3), ("zombuul", 2), ("poisoner", 3)])
    assert not is_alive(game, 2)
    advance(game, [("tinker", True)], until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 1) and [d.seat for d in game.state.deaths_in("day", 2)] == [1]
    start = len(game.decisions)
    to_day(game, 3, plan=[("poisoner", 3)])
    assert "zombuul" not in [d.step for d in game.decisions[start:]]
    assert public(game, 0, "dawn")[-1].text == "Dawn. Nobody died in the night."


def test_first_death_by_execution_is_in_name_only() -> None:
    game = game_of(SEATING)
    _seemingly_executed(game)
    assert is_alive(game, Z) and _registers_dead(game)
    assert game.state.winner is None and game.state.phase == "night"  # the town has not won
    for seat in range(7):  # announced as a death to every seat
        assert [e.text for e in public(game, seat, "died")] == ["Alice dies."]
    assert not game.public_players()[Z].alive and not game.view(Z).alive  # the table sees it dead
    death = game.state.deaths[-1]
    assert death.seat == Z and death.in_name_only and death.announced


def test_after_its_seeming_death_it_does_not_attack_that_night() -> None:
    """Almanac: the executed Zombuul appears to die and cannot attack tonight."""
    game = game_of(SEATING)
    _seemingly_executed(game)
    start = len(game.decisions)
    to_day(game, 2, plan=[("poisoner", 3)])
    assert "zombuul" not in [d.step for d in game.decisions[start:]]
    # The next night, after a day without deaths, it wakes and kills as normal.
    to_night(game, 3)
    to_day(game, 3, plan=[("poisoner", 3), ("zombuul", 6)])
    assert not is_alive(game, 6)


def test_registers_dead_to_other_abilities() -> None:
    game = game_of(SEATING)
    _seemingly_executed(game)
    to_day(game, 2, plan=[("poisoner", 3)])
    # The Undertaker learns the Zombuul died by execution; the Empath's alive neighbours
    # skip the "dead" Zombuul (seat 6, the Fortune Teller, and seat 2): no evil neighbour.
    assert last_learned(game, 2) == "zombuul"
    assert last_learned(game, 1) == 0
    empath = game.ctx(1)
    assert not empath.alive(Z) and Z in empath.dead_seats() and Z not in empath.alive_seats()
    assert empath.alive_count() == 6 and empath.neighbours(1, alive_only=True) == (6, 2)
    own = game.ctx(Z)
    assert own.alive() and own.functioning  # alive to its own ability


def test_registers_dead_at_the_table_no_nomination_and_a_ghost_vote() -> None:
    game = game_of(SEATING)
    _seemingly_executed(game)
    to_day(game, 2, plan=[("poisoner", 3)])
    assert not game.public_players()[Z].alive  # still dead to the table after dawn
    with pytest.raises(IllegalAnswer):
        run = game.nominate(Z, 3)
        next(run)
    # Nominations go round without asking the Zombuul; its vote uses its ghost vote.
    asked = advance(game, [(("nominate", 1), 3)], until=lambda d: d.step == "vote" and d.chooser == Z)
    assert asked is not None and "ghost vote" in asked.prompt
    game.answer(True)
    assert not game.state.seats[Z].ghost_vote


def test_vote_threshold_counts_the_zombuul_as_dead() -> None:
    game = game_of(SEATING)
    _seemingly_executed(game)
    to_day(game, 2, plan=[("poisoner", 3)])
    advance(game, [(("nominate", 1), 3)], until=lambda d: game.state.nominations and d.step == "nominate")
    voted = public(game, 1, "voted")[-1]
    assert voted.data["threshold"] == 3  # six seem alive: three votes needed (not four)


def test_example_two_seemingly_alive_the_game_goes_on_until_one_more_dies() -> None:
    """Almanac: only two players appear alive, the good team suspects a dead player is the
    Zombuul, and the game continues until one more player dies."""
    # Seats: 0 Zombuul, 1 Empath, 2 Chef, 3 Poisoner, 4 Fortune Teller.
    game = game_of(["zombuul", "empath", "chef", "poisoner", "fortuneteller"])
    to_day(game, 1, plan=[("poisoner", 2)])
    execute(game, 1, Z)  # the Zombuul "dies"
    to_day(game, 2, plan=[("poisoner", 2)])
    execute(game, 1, 3)  # the Poisoner is executed
    to_day(game, 3)
    execute(game, 1, 2)  # the Chef is executed: two appear alive, three truly are
    assert game.state.winner is None and is_alive(game, Z)
    assert [p.index for p in game.public_players() if p.alive] == [1, 4]
    to_day(game, 4)
    advance(game, [("zombuul", 4)])  # no death on day 4; one more dies tonight
    assert game.state.winner == "evil" and game.state.win_condition == "two-alive"


def test_second_death_is_real_and_unannounced() -> None:
    """The "dead" Zombuul is executed again (a dead player may be nominated): it dies for
    real and the table is not told a death; good wins (no Demon alive)."""
    game = game_of(SEATING)
    _seemingly_executed(game)
    to_day(game, 2, plan=[("poisoner", 3)])
    advance(game, [(("nominate", 1), Z)] + [(("vote", s), True) for s in range(7)])
    assert not is_alive(game, Z) and not game.state.deaths[-1].announced
    assert [e.text for e in public(game, 1, "died")] == ["Alice dies."]  # only the first
    assert game.state.winner == "good" and game.state.win_condition == "no-demon"


def test_poisoned_zombuul_dies_for_real() -> None:
    game = game_of(SEATING, poisoned=[Z])
    to_day(game, 1, plan=[("poisoner", 3)])
    execute(game, 1, Z)
    assert not is_alive(game, Z) and not _registers_dead(game)
    assert game.state.winner == "good"


def test_drunk_zombuul_dies_for_real_and_kills_nobody() -> None:
    game = game_of(SEATING, drunk=[Z])
    to_day(game, 2, plan=[("poisoner", 4), ("zombuul", 3)])
    assert is_alive(game, 3)  # woke and chose, but the drunk Zombuul's choice does nothing
    execute(game, 1, Z)
    assert not is_alive(game, Z) and game.state.winner == "good"


def test_protected_zombuul_keeps_its_first_death() -> None:
    """A death that a protection stops is not a death: the ability is not used."""
    game = game_of(["zombuul", "monk", "chef", "empath", "poisoner"])
    to_night(game, 2, plan=[("poisoner", 2)])
    advance(game, [("poisoner", 2), ("monk", Z), ("zombuul", Z)], until="talk")
    assert is_alive(game, Z) and not _registers_dead(game) and game.state.deaths == []


def test_the_zombuul_can_seemingly_kill_itself_at_night() -> None:
    game = game_of(SEATING)
    to_day(game, 2, plan=[("poisoner", 3), ("poisoner", 3), ("zombuul", Z)])
    assert is_alive(game, Z) and _registers_dead(game)
    assert public(game, 1, "dawn")[-1].text == "Dawn. Alice died in the night."
    assert not game.public_players()[Z].alive


def test_a_player_who_died_before_has_had_its_first_death() -> None:
    """Ruling (Summoner-Zombuul jinx): a player already dead once dies for real."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[("poisoner", 3)])
    game.state.deaths.append(Death(Z, "chef", Harm(None, None), "night", 1))  # died as another character
    execute(game, 1, Z)
    assert not is_alive(game, Z) and game.state.winner == "good"


def test_scarlet_woman_does_not_catch_a_seeming_death() -> None:
    # Seats: 0 Zombuul, 1 Scarlet Woman, 2 Chef, 3 Empath, 4 Soldier, 5 Undertaker.
    game = game_of(["zombuul", "scarletwoman", "chef", "empath", "soldier", "undertaker"])
    to_day(game, 1)
    execute(game, 2, Z)
    assert game.state.seats[1].character == "scarletwoman" and game.state.seats[Z].character == "zombuul"


def test_ruling_assassin_kill_is_a_real_death() -> None:
    game = game_of(["zombuul", "assassin", "chef", "empath", "soldier"])
    to_night(game, 2)
    advance(game, [("assassin", Z), ("zombuul", 2)])
    assert not is_alive(game, Z) and game.state.winner == "good"
