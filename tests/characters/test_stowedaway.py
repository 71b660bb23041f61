"""Stowed Away's hidden Travellers (homebrew): the official Bone Collector, Apprentice, Deviant
and Scapegoat listed as Townsfolk with "[Reduce non-traveller player count]"; the script's
bootlegger rule: "Up to 2 recommended Travellers might be in the bag & the player count
lowers accordingly. Travellers are not announced, executions & exiles are equivalent."

Run by the official Traveller modules (``clocktower/homebrew.py``: ``hidden_traveller``);
rulings in docs/rulings/tournament-homebrew.md. Fixed games (:func:`_seated`): 0 Imp,
1 Poisoner, 2 Ravenkeeper, 3 Gossip, 4 Seamstress, 5 Fisherman, 6 Savant, then the hidden
Travellers (seat 7, 8).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from clocktower.catalogue import load_catalogue
from clocktower.characters import implemented_ids
from clocktower.cli import app
from clocktower.decisions import DecisionKind
from clocktower.engine import PLAYER_COUNTS, Game
from clocktower.homebrew import is_hidden_traveller
from clocktower.invariants import check_game, play_checked
from clocktower.script import Script, load_script, parse_script
from clocktower.testing import advance, is_alive, make_drunk, play_heuristic, poison, set_up, to_day, to_night
from clocktower.travellers import offered_travellers

_CANDIDATES = [Path(__file__).resolve().parents[k] / "shared" for k in (2, 3)]
FILE = next((p / "reference/official-scripts/stowedaway.json" for p in _CANDIDATES
             if (p / "reference/official-scripts/stowedaway.json").is_file()), None)

BONE, APP, DEV, GOAT = ("stowedawaybonecollector", "stowedawayapprentice", "stowedawaydeviant",
                        "stowedawayscapegoat")
HIDDEN = (BONE, APP, DEV, GOAT)
_OBJECTS = [
    {"id": "stowedaway-bonecollector", "name": "Bone Collector", "team": "townsfolk", "setup": True,
     "ability": "Once per game, at night*, choose a dead player: they regain their ability until dusk. "
                "[Reduce non-traveller player count]", "reminders": ["No Ability", "Has Ability"]},
    {"id": "stowedaway-apprentice", "name": "Apprentice", "team": "townsfolk", "setup": True,
     "ability": "On your 1st night, you gain a Townsfolk ability (if good), or a Minion ability (if evil). "
                "[Reduce non-traveller player count]", "reminders": ["Is The Apprentice"]},
    {"id": "stowedaway-deviant", "name": "Deviant", "team": "townsfolk", "setup": True,
     "ability": "If you were funny today, you cannot die by exile. [Reduce non-traveller player count]"},
    {"id": "stowedaway-scapegoat", "name": "Scapegoat", "team": "townsfolk", "setup": True,
     "ability": "If a player of your alignment is executed, you might be executed instead. "
                "[Reduce non-traveller player count]"},
]
_LISTED = ["grandmother", "pixie", "highpriestess", "snakecharmer", "innkeeper", "gambler", "gossip", "savant",
           "seamstress", "fisherman", "ravenkeeper", "tealady", "poppygrower", "lunatic", "tinker", "sweetheart",
           "mutant", "poisoner", "devilsadvocate", "cerenovus", "assassin", "summoner", "imp", "po", "vigormortis"]
BASE = ["imp", "poisoner", "ravenkeeper", "gossip", "seamstress", "fisherman", "savant"]
SCARLET = parse_script([{"id": "_meta", "name": "Stowed Away with a Scarlet Woman"},
                        "washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller", "monk",
                        "soldier", "mayor", "butler", "saint", "recluse", "scarletwoman", "poisoner", "baron",
                        "imp", *_OBJECTS], source="stowed+scarletwoman")

runner = CliRunner()


def stowed() -> Script:
    if FILE is not None:
        return load_script(str(FILE))
    return parse_script([{"id": "_meta", "name": "Stowed Away"}, *_LISTED, *_OBJECTS], source="stowedaway-like")


def _seated(*hidden: str, alignments: tuple[str, ...] = (), base: list[str] | None = None,
            script: Script | None = None) -> Game:
    """A fixed Grimoire: the base seats then the hidden Travellers, their alignments answered
    (default good), the first legal bluffs; waiting at night 1."""
    g = Game(script or stowed(), seating=[*(base or BASE), *hidden])
    for k, c in enumerate(hidden):
        d = g.pending
        assert d is not None and d.step == "traveller.alignment" and d.subject == len(base or BASE) + k
        assert d.options == ("good", "evil")
        g.answer(alignments[k] if k < len(alignments) else "good")
        assert c in g.state.seats[d.subject].character
    d = g.pending
    assert d is not None and d.step == "setup.bluffs"
    g.answer(d.options[: d.count[0]] if d.count else d.options[0])
    return g


def _execute(g: Game, nominator: int, nominee: int, until: Any) -> Any:
    n = len(g.state.seats)
    return advance(g, [(("nominate", nominator), nominee)] + [(("vote", s), True) for s in range(n)],
                   until=until)


def _names_it(text: str, data: dict[str, Any], character: str) -> bool:
    blob = text + json.dumps(data, default=str)
    return character in blob or load_catalogue().get(character).name in blob or "Traveller" in text


# ------------------------------------------------------------------ the characters

def test_they_are_registered_hidden_travellers_with_their_official_night_places() -> None:
    script = stowed()
    cat = load_catalogue()
    assert script.unimplemented(implemented_ids()) == []
    for c in HIDDEN:
        row, official = cat.get(c), cat.get(c.removeprefix("stowedaway"))
        assert is_hidden_traveller(c) and str(row.team) == "traveller"
        assert (row.first_night, row.other_night) == (official.first_night, official.other_night)
    assert not set(HIDDEN) & set(script.characters_of("townsfolk"))
    assert set(HIDDEN) <= set(script.characters_of("traveller"))


def test_check_exits_0_at_every_count_and_shows_them_as_unannounced_travellers() -> None:
    source = str(FILE) if FILE is not None else None
    if source is None:
        pytest.skip("the tournament scripts are not in the shared reference")
    result = runner.invoke(app, ["check", source, "--players", "supported"])
    assert result.exit_code == 0, result.output
    assert "Set up at 5-15 players." in result.output and "Not supported" not in result.output
    assert result.output.count("traveller (not announced)") == 4


# ------------------------------------------------------------------ setup: how many, which, the table

@pytest.mark.parametrize(("n", "legal"), [(5, (0,)), (6, (0, 1)), (7, (0, 1, 2)), (10, (0, 1, 2)),
                                          (15, (0, 1, 2))])
def test_the_storyteller_is_offered_every_count_whose_lowered_table_exists(n: int, legal: tuple[int, ...]) -> None:
    _game, seen = set_up(stowed(), n)
    d = seen["setup.hidden_travellers.count"]
    assert d.kind == DecisionKind.SETUP and d.options == legal


@pytest.mark.parametrize(("n", "k"), [(10, 2), (10, 1), (8, 2), (6, 1), (15, 2), (9, 0)])
def test_each_one_in_the_bag_lowers_the_table_by_one(n: int, k: int) -> None:
    picks: dict[str, list[Any]] = {"setup.hidden_travellers.count": [k], "setup.demon": ["imp"],
                                   "setup.minion": ["poisoner", "assassin"]}
    game, seen = set_up(stowed(), n, picks)
    if k:
        d = seen["setup.hidden_travellers"]
        assert d.options == HIDDEN and d.count == (k, k)
    else:
        assert "setup.hidden_travellers" not in seen
    state = game.state
    assert len(state.seats) == n and len(state.hidden_travellers) == k
    townsfolk, outsiders, minions, demons = PLAYER_COUNTS[n - k]
    assert state.setup_counts == {"townsfolk": townsfolk, "outsider": outsiders, "minion": minions,
                                  "demon": demons}
    teams = Counter(str(load_catalogue().get(s.character).team) for s in state.seats)
    assert teams["traveller"] == k
    assert teams["townsfolk"] + teams["outsider"] + teams["minion"] + teams["demon"] == n - k
    assert all(is_hidden_traveller(state.seats[s].character) for s in state.hidden_travellers)
    assert not any(s.traveller for s in state.seats)


def test_at_10_players_with_two_the_8_player_table_is_dealt() -> None:
    game, _ = set_up(stowed(), 10, {"setup.hidden_travellers.count": [2], "setup.hidden_travellers": [(APP, GOAT)],
                                    "setup.demon": ["imp"], "setup.minion": ["poisoner"]})
    assert game.state.setup_counts == {"townsfolk": 5, "outsider": 1, "minion": 1, "demon": 1}
    held = sorted(game.state.seats[s].character for s in game.state.hidden_travellers)
    assert held == sorted([APP, GOAT])


def test_they_are_never_dealt_in_a_townsfolk_place_or_given_as_bluffs() -> None:
    game, seen = set_up(stowed(), 12, {"setup.hidden_travellers.count": [0]})
    assert not set(HIDDEN) & set(seen["setup.townsfolk"].options)
    assert not set(HIDDEN) & set(seen["setup.bluffs"].options)
    assert not any(is_hidden_traveller(s.character) for s in game.state.seats)


def test_a_fixed_grimoire_counts_them_outside_the_table() -> None:
    g = _seated(BONE, DEV)
    assert g.state.hidden_travellers == [7, 8]
    assert g.ctx(0).setup_players == 7 and g.ctx(0).players == 9
    with pytest.raises(Exception, match="5 to 15 players besides Travellers"):
        Game(stowed(), seating=["imp", "poisoner", "ravenkeeper", "gossip", BONE])


# ------------------------------------------------------------------ hidden information, alignment

@pytest.mark.parametrize("alignment", ["good", "evil"])
def test_the_seat_knows_it_and_nobody_else_is_told(alignment: str) -> None:
    g = _seated(BONE, alignments=(alignment,))
    dealt = [e for e in g.view(7).events if e.kind == "dealt"]
    assert len(dealt) == 1 and dealt[0].data["character"] == BONE and dealt[0].data["alignment"] == alignment
    assert dealt[0].text == f"You are the Bone Collector (a Traveller, not announced), and you are {alignment}."
    assert g.state.seats[7].alignment == g.state.seats[7].believed_alignment == alignment
    to_day(g, 2)
    assert all(p.traveller == "" for p in g.public_players())
    assert not g.state.seats[7].traveller
    for seat in range(7):
        leaks = [e for e in g.view(seat).events if _names_it(e.text, e.data, BONE)
                 and not (e.kind == "traveller_info" and seat == 0)]
        assert leaks == [], (seat, leaks)
    demon_told = [e for e in g.view(0).events if e.kind == "traveller_info"]
    if alignment == "evil":
        assert [e.data for e in demon_told] == [{"evil_travellers": [7]}]
        assert "Bone Collector" not in demon_told[0].text  # (that they are a Traveller, not which)
        told = [e for e in g.view(7).events if e.kind == "traveller_info"]
        assert [e.data for e in told] == [{"demons": [0]}]
        assert not [e for e in g.view(1).events if e.kind == "traveller_info"]  # (the Minion: nothing)
    else:
        assert demon_told == []
    assert "exile.call" not in [d.step for d in g.decisions]


def test_minion_info_follows_the_lowered_table() -> None:
    # 8 seats, one hidden: the 7-player table, Minion info. 7 seats, one hidden: 6, none.
    g = _seated(BONE)
    to_day(g, 1)
    assert [e for e in g.view(1).events if e.kind == "minion_info"]
    g = _seated(BONE, base=BASE[:6])
    to_day(g, 1)
    assert not [e for e in g.events if e.kind in ("minion_info", "demon_info")]


def test_announced_travellers_are_official_and_not_a_hidden_ones_token() -> None:
    assert offered_travellers([BONE, APP, DEV, GOAT]) == offered_travellers([])
    assert BONE not in offered_travellers([]) and "bonecollector" in offered_travellers([])
    g = _seated(BONE, DEV)
    free = g.free_traveller_characters()
    assert "bonecollector" not in free and "deviant" not in free and "scapegoat" in free
    assert not set(HIDDEN) & set(free)


# ------------------------------------------------------------------ the four abilities

def test_bone_collector_gives_a_dead_player_their_ability_back() -> None:
    g = _seated(BONE)
    g.state.seats[5].alive = g.state.seats[5].public_alive = False  # the Fisherman
    to_night(g, 2)
    d = advance(g, until=BONE)
    assert d is not None and d.chooser == 7 and set(d.options) == {5, None}
    g.answer(5)
    assert ("Has Ability", 5) in [(r.token, r.target) for r in g.state.reminders]
    assert ("No Ability", 7) in [(r.token, r.target) for r in g.state.reminders]


def test_good_apprentice_gains_a_townsfolk_not_in_play_evil_one_a_minion() -> None:
    g = _seated(APP)
    d = advance(g, until=APP)
    assert d is not None
    assert set(d.options) == set(g.script_characters("townsfolk")) - {"ravenkeeper", "gossip", "seamstress",
                                                                      "fisherman", "savant"}
    g = _seated(APP, alignments=("evil",))
    d = advance(g, until=APP)
    assert d is not None and set(d.options) == set(g.script_characters("minion")) - {"poisoner"}
    g.answer("assassin")
    d = advance(g, until="assassin")
    assert d is not None and d.chooser == 7


def test_executed_funny_deviant_does_not_die_its_execution_is_its_exile() -> None:
    g = _seated(DEV, alignments=("evil",))
    to_day(g, 1)
    d = _execute(g, 1, 7, until=DEV)
    assert d is not None and d.options == (False, True)
    g.answer(True)
    assert is_alive(g, 7) and g.state.executed_today == 7
    assert [e for e in g.events if e.kind == "survived" and e.public]
    assert "exile.call" not in [x.step for x in g.decisions]


def test_executed_unfunny_deviant_dies() -> None:
    g = _seated(DEV)
    to_day(g, 1)
    d = _execute(g, 1, 7, until=DEV)
    assert d is not None
    g.answer(False)
    assert not is_alive(g, 7)


def test_drunk_or_poisoned_deviant_dies_at_its_execution_without_a_question() -> None:
    for impair in (make_drunk, poison):
        g = _seated(DEV)
        impair(g, 7)
        to_day(g, 1)
        _execute(g, 1, 7, until=lambda d: g.state.phase == "night")
        assert DEV not in [x.step for x in g.decisions] and not is_alive(g, 7)


def test_a_deviant_is_not_asked_about_another_players_execution() -> None:
    g = _seated(DEV)
    to_day(g, 1)
    _execute(g, 1, 2, until=lambda d: g.state.phase == "night")
    assert DEV not in [x.step for x in g.decisions] and not is_alive(g, 2)


def test_scapegoat_may_be_executed_instead_of_a_player_of_its_alignment() -> None:
    g = _seated(GOAT)
    to_day(g, 1)
    d = _execute(g, 1, 2, until=GOAT)
    assert d is not None and d.options == (2, 7)
    g.answer(7)
    assert g.state.executed_today == 7 and is_alive(g, 2) and not is_alive(g, 7)


def test_scapegoat_executed_instead_of_a_hidden_deviant_then_the_deviant_is_not_asked() -> None:
    g = _seated(DEV, GOAT)
    to_day(g, 1)
    d = _execute(g, 1, 7, until=GOAT)
    assert d is not None and d.options == (7, 8)
    g.answer(8)
    advance(g, until=lambda d: g.state.phase == "night")
    assert DEV not in [x.step for x in g.decisions] and is_alive(g, 7) and not is_alive(g, 8)


# ------------------------------------------------------------------ win conditions: they count

def _only_alive(g: Game, alive: set[int]) -> None:
    for s in g.state.seats:
        if s.index not in alive:
            s.alive = s.public_alive = False


def test_a_hidden_traveller_counts_for_the_two_alive_win() -> None:
    # Imp, Ravenkeeper, Gossip and the hidden Bone Collector alive; the Gossip is executed:
    # three players live (the Bone Collector counted), so the game goes on.
    g = _seated(BONE)
    to_day(g, 1)
    _only_alive(g, {0, 2, 3, 7})
    _execute(g, 2, 3, until=lambda d: g.state.phase == "night")
    assert g.state.winner is None and g.state.phase == "night"
    # That night the Imp kills the Ravenkeeper: the Imp and the Bone Collector are the two alive.
    advance(g, [("imp", 2)], until=lambda d: g.state.winner is not None)
    assert g.state.winner == "evil" and g.state.win_condition == "two-alive"


def test_a_hidden_traveller_counts_for_the_scarlet_womans_five() -> None:
    # 0 Imp, 1 Scarlet Woman, 2 Chef, 3 Empath, 4 Monk, 5 Soldier, 6 Saint, 7 hidden Deviant.
    base = ["imp", "scarletwoman", "chef", "empath", "monk", "soldier", "saint"]
    g = _seated(DEV, base=base, script=SCARLET)
    to_day(g, 1)
    _only_alive(g, {0, 1, 2, 3, 7})  # five alive, one of them the hidden Traveller
    _execute(g, 2, 0, until=lambda d: g.state.phase == "night" or g.state.winner is not None)
    assert g.state.winner is None
    assert g.state.seats[1].character == "imp"


# ------------------------------------------------------------------ games

@pytest.mark.skipif(FILE is None, reason="the tournament scripts are not in the shared reference")
@pytest.mark.parametrize("n", range(5, 16))
def test_a_checked_random_game_on_its_script_reaches_a_winner(n: int) -> None:
    game = play_checked(str(FILE), n, f"stowedaway:{n}")
    check_game(game)
    assert game.winner in ("good", "evil")


@pytest.mark.skipif(FILE is None, reason="the tournament scripts are not in the shared reference")
def test_random_games_deal_none_one_or_two() -> None:
    counts = Counter(len(play_checked(str(FILE), 10, f"stowedaway-bag:{k}").state.hidden_travellers)
                     for k in range(12))
    assert set(counts) == {0, 1, 2}, counts


@pytest.mark.skipif(FILE is None, reason="the tournament scripts are not in the shared reference")
@pytest.mark.parametrize("n", [6, 9, 14])
def test_heuristic_bots_play_it_to_a_winner(n: int) -> None:
    assert play_heuristic(str(FILE), n, f"stowedaway-heuristic:{n}").winner in ("good", "evil")
