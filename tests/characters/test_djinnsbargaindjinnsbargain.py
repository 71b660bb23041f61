"""The Djinn's Bargain (homebrew Fabled of the tournament script of that name): "Nominators may
choose to die after making a nomination. If they do, their nominee's ability works twice until
dusk tomorrow."

Run by ``clocktower/characters/homebrew/djinnsbargain.py`` (registry:
:mod:`clocktower.homebrew`). Seats: 0 Imp, 1 Witch, 2 Fortune Teller, 3 Chef,
4 Innkeeper, 5 Slayer, 6 Mayor.
"""

from pathlib import Path
from typing import Any

import pytest

from clocktower.characters import implemented_ids
from clocktower.decisions import DecisionKind
from clocktower.invariants import check_game, play_checked
from clocktower.script import Script, load_script, parse_script
from clocktower.testing import advance, is_alive, poison, seated, to_day

_CANDIDATES = [Path(__file__).resolve().parents[k] / "shared" for k in (2, 3)]
FILE = next((p / "reference/official-scripts/djinnsbargain.json" for p in _CANDIDATES
             if (p / "reference/official-scripts/djinnsbargain.json").is_file()), None)
HB = "djinnsbargaindjinnsbargain"
FABLED = {"id": "djinnsbargain-djinnsbargain", "name": "Djinn's Bargain", "team": "fabled",
          "ability": "Nominators may choose to die after making a nomination. If they do, their nominee's "
                     "ability works twice until dusk tomorrow."}
SEATING: list[Any] = ["imp", "witch", "fortuneteller", "chef", "innkeeper", "slayer", "mayor"]


def bargain() -> Script:
    if FILE is not None:
        return load_script(str(FILE))
    return parse_script([{"id": "_meta", "name": "The Djinn's Bargain"}, FABLED, "chef", "fortuneteller",
                         "innkeeper", "slayer", "mayor", "drunk", "plaguedoctor", "politician", "witch",
                         "baron", "imp"], source="djinnsbargain-like")


def offer(seat: int) -> Any:
    return lambda d: d.step == HB and d.chooser == seat


def _nominate(nominator: int, nominee: int) -> list[Any]:
    return [(("nominate", nominator), nominee)]


def test_it_is_a_registered_fabled() -> None:
    script = bargain()
    assert script.unimplemented(implemented_ids()) == []
    game = seated(SEATING, script)
    assert HB in game.state.storyteller_characters


def test_after_a_nomination_the_nominator_is_offered_the_bargain() -> None:
    game = seated(SEATING, bargain())
    to_day(game, 1)
    d = advance(game, _nominate(3, 0), until=offer(3))
    assert d is not None and d.options == (False, True) and d.kind == DecisionKind.DAY_ABILITY


def test_declining_changes_nothing() -> None:
    game = seated(SEATING, bargain())
    to_day(game, 1)
    advance(game, [*_nominate(3, 0), (offer(3), False)], until=lambda d: game.state.phase == "night")
    assert is_alive(game, 3)


def test_taking_it_kills_the_nominator_and_the_nominees_night_action_runs_twice() -> None:
    game = seated(SEATING, bargain())
    to_day(game, 1)
    advance(game, [*_nominate(3, 2), (offer(3), True)], until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 3)
    # Night 2: the Fortune Teller (the nominee) chooses twice.
    picks = []
    advance(game, until=lambda d: picks.append(d) or game.state.day == 2)  # type: ignore[func-returns-value]
    ft = [d for d in picks if d.step == "fortuneteller" and d.chooser == 2 and d.kind == DecisionKind.CHOOSE_PLAYERS]
    assert len(ft) == 2


def test_the_double_lasts_only_until_dusk_tomorrow() -> None:
    game = seated(SEATING, bargain())
    to_day(game, 1)
    advance(game, [*_nominate(3, 2), (offer(3), True)], until=lambda d: game.state.day == 2)
    picks = []
    advance(game, until=lambda d: picks.append(d) or game.state.day == 3)  # type: ignore[func-returns-value]
    ft = [d for d in picks if d.step == "fortuneteller" and d.chooser == 2 and d.kind == DecisionKind.CHOOSE_PLAYERS]
    assert len(ft) == 1 or not is_alive(game, 2)


def test_a_poisoned_nominee_acts_twice_to_no_effect() -> None:
    game = seated(SEATING, bargain())
    to_day(game, 1)
    advance(game, [*_nominate(3, 2), (offer(3), True)], until=lambda d: game.state.phase == "night")
    poison(game, 2)
    picks = []
    advance(game, until=lambda d: picks.append(d) or game.state.day == 2)  # type: ignore[func-returns-value]
    informs = [d for d in picks if d.step == "fortuneteller" and d.kind == DecisionKind.INFORM]
    assert len(informs) == 2 and all(set(d.options) == {True, False} for d in informs)


@pytest.mark.skipif(FILE is None, reason="the tournament scripts are not in the shared reference")
@pytest.mark.parametrize("n", [5, 9, 14])
def test_a_game_on_its_script_reaches_a_winner(n: int) -> None:
    game = play_checked(str(FILE), n, f"djinnsbargain:{n}")
    check_game(game)
    assert game.winner in ("good", "evil")


def test_jinx_plaguedoctor_baron_never_makes_a_player_the_drunk() -> None:
    # The Baron jinx's Outsider options leave out the Drunk, whose player would know what they are.
    game = seated(["imp", "witch", "plaguedoctor", "chef", "innkeeper", "slayer", "mayor"], bargain())
    to_day(game, 1)
    d = advance(game, [*_nominate(3, 2), *[(("vote", s), True) for s in range(7)]], until="plaguedoctor")
    assert d is not None
    game.answer("baron")
    advance(game, [("plaguedoctor.baron", (3,))], until="plaguedoctor.outsider")
    d = game.pending
    assert d is not None and "drunk" not in d.options and "politician" in d.options
