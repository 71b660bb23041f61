"""Off to see the Wizard (homebrew Fabled of the tournament script of that name): "If a Wizard
is in play 1 good player knows & each day, while alive, may privately guess the wizard wish &
learn how accurate they are if a wish has been made."

Run by ``clocktower/characters/homebrew/offwizard.py`` (registry:
:mod:`clocktower.homebrew`). Seats: 0 Wizard, 1 Chef, 2 Imp, 3 Noble, 4 Savant,
5 Farmer, 6 Sweetheart.
"""

from pathlib import Path

import pytest

from clocktower.catalogue import load_catalogue
from clocktower.characters import implemented_ids
from clocktower.characters.townsfolk.amnesiac import FEEDBACK
from clocktower.decisions import JUDGED, Decision, DecisionKind
from clocktower.engine import Game
from clocktower.invariants import check_game, play_checked
from clocktower.script import Script, load_script, parse_script
from clocktower.testing import advance, poison, quiet, seated

_CANDIDATES = [Path(__file__).resolve().parents[k] / "shared" for k in (2, 3)]
FILE = next((p / "reference/official-scripts/offwizard.json" for p in _CANDIDATES
             if (p / "reference/official-scripts/offwizard.json").is_file()), None)
HB = "offwizardoffwizard"
SEATING = ["wizard", "chef", "imp", "noble", "savant", "farmer", "sweetheart"]
FABLED = {"id": "offwizard-offwizard", "name": "Off to see the Wizard", "team": "fabled",
          "ability": "If a Wizard is in play 1 good player knows & each day, while alive, may privately guess "
                     "the wizard wish & learn how accurate they are if a wish has been made."}


def wizard_script() -> Script:
    if FILE is not None:
        return load_script(str(FILE))
    return parse_script([{"id": "_meta", "name": "Off to see the Wizard"}, FABLED, "chef", "noble", "savant",
                         "farmer", "clockmaker", "librarian", "sweetheart", "wizard", "imp"], source="offwizard-like")


def knower(seat: int) -> tuple[str, int]:
    return (f"{HB}.knower", seat)


def guess_of(seat: int) -> object:
    return lambda d: d.step == HB and d.chooser == seat and d.kind == DecisionKind.DAY_ABILITY


def wish_death(d: Decision) -> object:
    """A policy: the Wizard wishes for a death on the first night (of the Sweetheart), granted."""
    if d.step == "wizard" and d.kind == DecisionKind.CHOOSE_CHARACTER:
        return "death"
    if d.step == "wizard" and d.kind == DecisionKind.CHOOSE_PLAYERS:
        return 6
    if d.step == "wizard.grant":
        return "grant"
    return quiet(d)


def no_wish(d: Decision) -> object:
    if d.step == "wizard" and d.kind == DecisionKind.CHOOSE_CHARACTER:
        return None
    return quiet(d)


def test_it_is_a_registered_fabled_that_joins_the_game() -> None:
    script = wizard_script()
    assert script.unimplemented(implemented_ids()) == []
    assert str(load_catalogue().get(HB).team) == "fabled"
    game = seated(SEATING, script)
    assert HB in game.state.storyteller_characters


def test_a_good_player_is_told_a_wizard_is_in_play() -> None:
    game = seated(SEATING, wizard_script())
    d = advance(game, until=f"{HB}.knower")
    assert d is not None and d.chooser == -1 and d.options == (1, 3, 4, 5, 6)  # good players only
    game.answer(1)
    told = [e.text for e in game.view(1).events if e.kind == "offwizard"]
    assert told and "A Wizard is in play" in told[0] and "Alice" not in told[0]
    assert not [e for e in game.view(3).events if e.kind == "offwizard"]  # the others are not told


def test_no_wizard_no_knower() -> None:
    game = seated(["chef", "noble", "imp", "savant", "farmer", "sweetheart", "clockmaker"], wizard_script())
    advance(game, until=lambda d: game.state.day == 2)
    assert not [e for s in range(7) for e in game.view(s).events if e.kind == "offwizard"]


def test_guess_after_a_wish_hears_how_accurate_it_is() -> None:
    game = seated(SEATING, wizard_script())
    d = advance(game, [knower(1)], until=guess_of(1), policy=wish_death)
    assert d is not None and game.state.day == 1 and None in d.options and "death" in d.options
    d = advance(game, [(guess_of(1), "death")], until=("inform", HB), policy=wish_death)
    assert d is not None and d.truth == ("bingo",) and set(d.options) == set(FEEDBACK) and d.why == JUDGED
    game.answer("bingo")
    assert [e.text for e in game.view(1).events if e.kind == "learned"][-1] == "Your guess at the wish: bingo."


def test_a_wrong_guess_is_suggested_cold_but_the_storyteller_judges() -> None:
    game = seated(SEATING, wizard_script())
    d = advance(game, [knower(1), (guess_of(1), "poison")], until=("inform", HB), policy=wish_death)
    assert d is not None and d.truth == ("cold",) and "warm" in d.options


def test_before_a_wish_is_made_the_guess_learns_nothing() -> None:
    game = seated(SEATING, wizard_script())
    advance(game, [knower(1), (guess_of(1), "death")], until=lambda d: game.state.phase == "day"
            and d.kind == DecisionKind.NOMINATE, policy=no_wish)
    learned = [e.text for e in game.view(1).events if e.kind == "learned"]
    assert "No wish has been made yet." in learned


def test_one_guess_a_day_and_only_while_alive() -> None:
    game = seated(SEATING, wizard_script())
    asked: list[int] = []

    def policy(d: Decision) -> object:
        if guess_of(1)(d):  # type: ignore[operator]
            asked.append(game.state.day)
            return "death"
        return wish_death(d)

    advance(game, [knower(1)], until=lambda d: game.state.day == 2 and d.kind == DecisionKind.NOMINATE, policy=policy)
    assert asked == [1, 2]  # once on each day
    game.state.seats[1].alive = False
    advance(game, until=lambda d: game.state.day == 3 and d.kind == DecisionKind.NOMINATE, policy=policy)
    assert asked == [1, 2]  # dead: no more guesses


def test_a_poisoned_knower_still_hears_the_storytellers_answer() -> None:
    # The Fabled's information is not the knower's ability: poison changes nothing.
    game = seated(SEATING, wizard_script())
    poison(game, 1)
    d = advance(game, [knower(1), (guess_of(1), "death")], until=("inform", HB), policy=wish_death)
    assert d is not None and d.truth == ("bingo",)


@pytest.mark.skipif(FILE is None, reason="the tournament scripts are not in the shared reference")
@pytest.mark.parametrize("n", [7, 13])
def test_a_game_on_its_script_reaches_a_winner(n: int) -> None:
    game = play_checked(str(FILE), n, f"offwizard:{n}")
    check_game(game)
    assert game.winner in ("good", "evil")


def test_setup_asks_only_when_a_wizard_is_dealt() -> None:
    game = Game(wizard_script(), 7)
    steps = []
    while game.pending is not None and game.pending.kind in (DecisionKind.SETUP, DecisionKind.STORYTELLER) \
            and game.state.phase == "setup":
        steps.append(game.pending.step)
        game.answer(quiet(game.pending))
    wizard_dealt = any(s.character == "wizard" for s in game.state.seats)
    assert (f"{HB}.knower" in steps) == wizard_dealt
