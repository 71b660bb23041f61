"""I See Dead People (homebrew Fabled of the tournament script "I see dead people"):
"Characters die as normal but the storyteller doesn't announce deaths. Dead players can
nominate. Poisoned players don't wake up."

Run by ``clocktower/characters/homebrew/iseedeadpeople.py`` (registry:
:mod:`clocktower.homebrew`). Seats: 0 Imp, 1 Poisoner, 2 Fortune Teller, 3 Empath,
4 Chambermaid, 5 Sage, 6 Courtier.
"""

from pathlib import Path
from typing import Any

import pytest

from clocktower.characters import implemented_ids
from clocktower.decisions import Decision, DecisionKind
from clocktower.invariants import InvariantError, check_game, check_unannounced_deaths, play_checked
from clocktower.script import Script, load_script, parse_script
from clocktower.testing import advance, execution_plan, is_alive, make_drunk, poison, seated, to_day

_CANDIDATES = [Path(__file__).resolve().parents[k] / "shared" for k in (2, 3)]
FILE = next((p / "reference/official-scripts/deadpeople.json" for p in _CANDIDATES
             if (p / "reference/official-scripts/deadpeople.json").is_file()), None)
HB = "deadpeopleiseedeadpeople"
FABLED = {"id": "deadpeople-iseedeadpeople", "name": "I See Dead People", "team": "fabled",
          "ability": "Characters die as normal but the storyteller doesn’t announce deaths. Dead players can "
                     "nominate. Poisoned players don’t wake up."}
SEATING: list[Any] = ["imp", "poisoner", "fortuneteller", "empath", "chambermaid", "sage", "courtier"]


def dead_people() -> Script:
    if FILE is not None:
        return load_script(str(FILE))
    return parse_script([{"id": "_meta", "name": "I see dead people"}, FABLED, "fortuneteller", "empath",
                         "chambermaid", "sage", "courtier", "soldier", "recluse", "poisoner", "baron", "imp"],
                        source="deadpeople-like")


def _night_steps(game: Any, seat: int, night: int) -> list[Any]:
    """Every decision asked of ``seat`` until the dawn after ``night``."""
    asked: list[Any] = []
    advance(game, until=lambda d: (asked.append(d) if d.chooser == seat else None)  # type: ignore[func-returns-value]
            or (game.state.phase == "day" and game.state.day == night))
    return [d for d in asked if game.state.night == night or d.step != "talk"]


def test_it_is_a_registered_fabled() -> None:
    script = dead_people()
    assert script.unimplemented(implemented_ids()) == []
    game = seated(SEATING, script)
    assert HB in game.state.storyteller_characters
    assert game.deaths_unannounced()


# ------------------------------------------------------------------ deaths are not announced

def test_a_night_death_is_not_announced_but_the_dead_player_is_told() -> None:
    game = seated(SEATING, dead_people())
    to_day(game, 2, [("poisoner", 5), ("poisoner", 5), ("imp", 3)])
    assert not is_alive(game, 3)
    assert game.state.seats[3].public_alive  # the table was not told
    dawn = [e for e in game.view(2).events if e.kind == "dawn"][-1]
    assert dawn.data["died"] == [] and game.state.seats[3].name not in dawn.text
    assert all(p.alive for p in game.view(2).players)
    # The Empath itself is told, and sees itself dead.
    assert any(e.kind == "told_dead" for e in game.view(3).events)
    assert not game.view(3).alive
    assert not any(e.kind == "told_dead" for e in game.view(2).events)


def test_a_dead_player_is_not_told_before_dawn() -> None:
    game = seated(SEATING, dead_people())
    d = advance(game, [("poisoner", 5), ("poisoner", 5), ("imp", 3)],
                until=lambda d: game.state.night == 2 and not game.state.seats[3].alive)
    assert d is not None and game.state.phase == "night"
    assert game.view(3).alive and not any(e.kind == "told_dead" for e in game.view(3).events)


def test_a_poisoned_demon_does_not_wake_to_kill() -> None:
    game = seated(SEATING, dead_people())
    to_day(game, 2, [("poisoner", 5), ("poisoner", 0)])
    assert not [d for d in game.decisions if d.step == "imp"]
    assert all(s.alive for s in game.state.seats)


def test_an_execution_death_is_not_announced() -> None:
    game = seated(SEATING, dead_people())
    to_day(game, 1)
    advance(game, execution_plan(game, 2, 5), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 5)
    assert game.state.seats[5].public_alive
    assert not any(e.kind == "died" for e in game.view(2).events)
    assert any(e.kind == "told_dead" for e in game.view(5).events) and not game.view(5).alive


def test_the_invariant_still_catches_a_choice_that_leaks_an_unannounced_death() -> None:
    game = seated(SEATING, dead_people())
    to_day(game, 2, [("poisoner", 5), ("poisoner", 5), ("imp", 3)])
    leaky = Decision(DecisionKind.CHOOSE_PLAYERS, 2, "test", "choose", tuple(s for s in range(7) if s != 3))
    with pytest.raises(InvariantError):
        check_unannounced_deaths(game, leaky)
    fair = Decision(DecisionKind.CHOOSE_PLAYERS, 2, "test", "choose", tuple(range(7)))
    check_unannounced_deaths(game, fair)


def test_the_invariant_lets_a_dead_player_leave_out_their_own_known_death() -> None:
    game = seated(SEATING, dead_people())
    to_day(game, 2, [("poisoner", 5), ("poisoner", 5), ("imp", 3)])
    assert game.knows_own_death(3)
    own = Decision(DecisionKind.CHOOSE_PLAYERS, 3, "test", "choose", tuple(s for s in range(7) if s != 3))
    check_unannounced_deaths(game, own)


# ------------------------------------------------------------------ the dead may nominate

def test_a_dead_player_may_nominate() -> None:
    game = seated(SEATING, dead_people())
    to_day(game, 2, [("poisoner", 5), ("poisoner", 5), ("imp", 3)])
    assert not is_alive(game, 3)
    assert game.may_nominate_now(3)
    d = advance(game, until=lambda d: d.step == "nominate" and d.chooser == 3)
    assert d is not None and game.state.day == 2 and d.options[0] is None and 0 in d.options


def test_a_dead_player_still_nominates_only_once_a_day() -> None:
    game = seated(SEATING, dead_people())
    to_day(game, 2, [("poisoner", 5), ("poisoner", 5), ("imp", 3)])
    advance(game, [(("nominate", 3), 0)], until=lambda d: bool(game.state.nominations))
    assert not game.may_nominate_now(3)


# ------------------------------------------------------------------ poisoned players sleep

def test_a_poisoned_player_does_not_wake() -> None:
    game = seated(SEATING, dead_people(), poisoned=(2,))
    asked = _night_steps(game, 2, 1)
    assert not [d for d in asked if d.step == "fortuneteller"]


def test_a_player_poisoned_tonight_does_not_wake() -> None:
    # The Poisoner acts before the Fortune Teller on the first night.
    game = seated(SEATING, dead_people())
    advance(game, [("poisoner", 2)], until=lambda d: game.state.phase == "day")
    fortune = [e for e in game.view(2).events if e.kind == "learned"]
    assert fortune == []
    assert not [d for d in game.decisions if d.step == "fortuneteller" and d.kind == DecisionKind.CHOOSE_PLAYERS]


def test_a_drunk_player_still_wakes() -> None:
    game = seated(SEATING, dead_people())
    make_drunk(game, 2)
    d = advance(game, until="fortuneteller")
    assert d is not None and d.chooser == 2 and game.state.night == 1


def test_a_healthy_player_wakes() -> None:
    game = seated(SEATING, dead_people())
    d = advance(game, [("poisoner", 3)], until="fortuneteller")
    assert d is not None and d.chooser == 2 and d.kind == DecisionKind.CHOOSE_PLAYERS


def test_poisoned_seat_helper_sleeps_through_other_nights() -> None:
    game = seated(SEATING, dead_people())
    to_day(game, 1, [("poisoner", 3)])
    poison(game, 2)  # (a lasting poisoning, as the Storyteller's)
    before = len(game.decisions)
    advance(game, until=lambda d: game.state.day == 2)
    assert not [d for d in game.decisions[before:] if d.step == "fortuneteller"]


# ------------------------------------------------------------------ a game on the script

@pytest.mark.skipif(FILE is None, reason="the tournament scripts are not in the shared reference")
@pytest.mark.parametrize("n", [5, 9, 14])
def test_a_game_on_its_script_reaches_a_winner(n: int) -> None:
    game = play_checked(str(FILE), n, f"deadpeople:{n}")
    check_game(game)
    assert game.winner in ("good", "evil")
