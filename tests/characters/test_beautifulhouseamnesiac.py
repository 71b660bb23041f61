"""Amnesiac of "This Is Not My Beautiful House" (homebrew): "You do not know what your ability
is. Each day, privately guess what it is: you learn how accurate you are." The script's
bootlegger rule: "The Amnesiac is considered an Outsider character type."

The homebrew id ``beautifulhouse-amnesiac`` is run by the official Amnesiac's module
(registry: :mod:`clocktower.homebrew`); the script's object makes it an Outsider.
Seats: 0 Amnesiac, 1 Empath, 2 Imp, 3 Poisoner, 4 Monk, 5 Gossip, 6 Recluse.
"""

from pathlib import Path

import pytest

from clocktower import rules
from clocktower.catalogue import load_catalogue
from clocktower.characters import behaviour, implemented_ids
from clocktower.characters.townsfolk import amnesiac
from clocktower.decisions import DecisionKind
from clocktower.homebrew import REGISTRY, is_registered
from clocktower.invariants import check_game, play_checked
from clocktower.script import Script, load_script, parse_script
from clocktower.testing import advance, make_drunk, poison, quiet, seated

from .nail_helpers import imp_kills, set_up

_CANDIDATES = [Path(__file__).resolve().parents[k] / "shared" for k in (2, 3)]
FILE = next((p / "reference/official-scripts/beautifulhouse.json" for p in _CANDIDATES
             if (p / "reference/official-scripts/beautifulhouse.json").is_file()), None)
HB = "beautifulhouseamnesiac"
SEATING = [HB, "empath", "imp", "poisoner", "monk", "gossip", "recluse"]
CALM = imp_kills(4)
AMNESIAC_OBJECT = {"id": "beautifulhouse-amnesiac", "name": "Amnesiac", "team": "outsider",
                   "ability": "You do not know what your ability is. Each day, privately guess what it is: "
                              "you learn how accurate you are."}


def house() -> Script:
    """The tournament script when the shared reference is present; else the same characters."""
    if FILE is not None:
        return load_script(str(FILE))
    return parse_script([{"id": "_meta", "name": "This Is Not My Beautiful House"},
                         "empath", "monk", "gossip", "chef", AMNESIAC_OBJECT, "recluse", "tinker",
                         "poisoner", "godfather", "imp"], source="beautifulhouse-like")


def test_the_script_object_makes_it_an_outsider_run_by_the_amnesiac_module() -> None:
    script = house()
    assert is_registered("beautifulhouse-amnesiac") and REGISTRY[HB].base == "amnesiac"
    row = load_catalogue().get(HB)
    assert (row.name, str(row.team)) == ("Amnesiac", "outsider")
    assert row.first_night == load_catalogue().get("amnesiac").first_night
    assert behaviour(HB) is amnesiac
    assert HB in script.characters_of("outsider") and HB not in script.characters_of("townsfolk")
    assert script.unimplemented(implemented_ids()) == []
    # The official list is unchanged: the homebrew row is only reachable by its id.
    assert HB not in load_catalogue().ids and HB not in [c.id for c in load_catalogue()]
    assert len(load_catalogue()) == len(load_catalogue().ids)


def test_an_unregistered_homebrew_character_stays_unsupported() -> None:
    script = parse_script([{"id": "_meta"}, "imp", {"id": "made-up", "name": "Made Up", "team": "outsider",
                                                   "ability": "Nothing."}])
    assert script.unimplemented(implemented_ids()) == ["madeup"]
    assert "madeup" not in load_catalogue()


def test_a_registered_id_with_a_bad_team_is_refused() -> None:
    from clocktower.script import ScriptError

    with pytest.raises(ScriptError, match="unknown team"):
        parse_script([{**AMNESIAC_OBJECT, "team": "wizard"}])
    assert str(load_catalogue().get(HB).team) == "outsider"


def test_the_bag_deals_it_as_the_outsider() -> None:
    # 8 players: 5 Townsfolk, 1 Outsider, 1 Minion, 1 Demon; the Amnesiac fills the Outsider slot.
    seen: list = []  # type: ignore[type-arg]
    game = set_up(house(), 8, {"setup.demon": "imp", "setup.minion": "poisoner", "setup.outsider": HB}, seen=seen)
    outsider = next(d for d in seen if d.step == "setup.outsider")
    assert HB in outsider.options
    townsfolk = [d for d in seen if d.step == "setup.townsfolk"]
    assert all(HB not in d.options for d in townsfolk)
    assert HB in [s.character for s in game.state.seats]


def test_it_is_good_and_registers_as_an_outsider() -> None:
    game = seated(SEATING, house())
    seat = game.state.seats[0]
    assert seat.alignment == "good"
    assert rules.team_of(HB) == "outsider"
    assert rules.registration_truth(game.state, 0, "team") == "outsider"


def test_storyteller_gives_it_an_ability_it_runs_unnamed() -> None:
    game = seated(SEATING, house())
    d = advance(game, until="amnesiac.ability")
    assert d.chooser == -1 and d.kind == DecisionKind.STORYTELLER
    assert "empath" in d.options and HB not in d.options
    d = advance(game, [("amnesiac.ability", "empath")],
                until=lambda x: x.kind == DecisionKind.INFORM and x.step == "empath" and x.subject == 0, policy=CALM)
    assert d is not None and d.truth == (0,)  # Empath (1) and Recluse (6) beside it are good
    assert "empath" in rules.abilities(game.state, 0)


def test_daily_guess_hears_how_close_it_is() -> None:
    game = seated(SEATING, house())
    # The day guess and its answer are named after the homebrew id (the seat's character).
    d = advance(game, [("amnesiac.ability", "empath")], until=HB, policy=CALM)
    assert d is not None and d.chooser == 0 and d.kind == DecisionKind.DAY_ABILITY and game.state.day == 1
    d = advance(game, [(HB, "empath")], until=("inform", HB), policy=CALM)
    assert d is not None and d.truth == ("bingo",)


def test_drunk_or_poisoned_hears_anything_and_has_no_ability() -> None:
    for spoil in (make_drunk, poison):
        game = seated(SEATING, house())
        spoil(game, 0)
        d = advance(game, [("amnesiac.ability", "empath")],
                    until=lambda x: x.kind == DecisionKind.INFORM and x.step == "empath" and x.subject == 0,
                    policy=CALM)
        assert d is not None and d.options == (0, 1, 2)  # no ability: any number is the Storyteller's
        d = advance(game, [(HB, "empath")], until=("inform", HB), policy=CALM)
        assert d is not None and set(d.options) == set(amnesiac.FEEDBACK) and d.truth == ("bingo",)


@pytest.mark.skipif(FILE is None, reason="the tournament scripts are not in the shared reference")
@pytest.mark.parametrize("n", [8, 12])
def test_a_game_on_its_script_reaches_a_winner(n: int) -> None:
    game = play_checked(str(FILE), n, f"beautifulhouse:{n}")
    check_game(game)
    assert game.winner in ("good", "evil")


def test_quiet_policy_sanity() -> None:
    # The quiet policy answers the Storyteller's ability choice with a legal option.
    game = seated(SEATING, house())
    d = advance(game, until="amnesiac.ability")
    assert d is not None and quiet(d) in d.options
