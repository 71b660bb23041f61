"""Witch of "Witch Hunt" (homebrew): "Each night, choose a player: if they nominate tomorrow,
they die. If just 3 players live, you lose this ability." Its script object has the special
``bag-duplicate``; the script's bootlegger rule: "All Minions are Witches. Nominated Demons
can not move tonight."

Run by ``clocktower/characters/homebrew/witchhuntwitch.py`` (the official Witch's hooks plus
a ``setup_bag`` that makes every Minion a Witch). Seats of the fixed games: 0 Imp, 1 Witch,
2 Witch, 3 Chef, 4 Empath, 5 Soldier, 6 Recluse, 7 Librarian.
"""

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from clocktower.catalogue import load_catalogue
from clocktower.characters import implemented_ids
from clocktower.invariants import check_game, play_checked
from clocktower.script import Script, load_script, parse_script
from clocktower.testing import advance, is_alive, make_drunk, poison, seated, to_day

from .nail_helpers import set_up

_CANDIDATES = [Path(__file__).resolve().parents[k] / "shared" for k in (2, 3)]
FILE = next((p / "reference/official-scripts/witchhunt.json" for p in _CANDIDATES
             if (p / "reference/official-scripts/witchhunt.json").is_file()), None)
HB = "witchhuntwitch"
WITCH_OBJECT = {"id": "witchhunt-witch", "name": "Witch", "team": "minion",
                "special": [{"type": "selection", "name": "bag-duplicate"}],
                "ability": "Each night, choose a player: if they nominate tomorrow, they die. "
                           "If just 3 players live, you lose this ability."}
PLAIN = parse_script([{"id": "_meta", "name": "Witches and an Imp"}, "chef", "empath", "soldier", "librarian",
                      "fortuneteller", "washerwoman", "investigator", "monk", "ravenkeeper", "virgin", "mayor",
                      "recluse", "drunk", "saint", WITCH_OBJECT, "imp"], source="witches+imp")
SEATING: list[Any] = ["imp", HB, HB, "chef", "empath", "soldier", "recluse", "librarian"]


def hunt() -> Script:
    if FILE is not None:
        return load_script(str(FILE))
    return parse_script([{"id": "_meta", "name": "Witch Hunt"}, "librarian", "fortuneteller", "towncrier",
                         "noble", "general", "seamstress", "drunk", "recluse", "damsel", WITCH_OBJECT,
                         "lilmonsta"], source="witchhunt-like")


def _nominate(nominator: int, nominee: int) -> list[Any]:
    return [(("nominate", nominator), nominee)]


def test_it_is_a_registered_minion_with_the_witchs_night_places() -> None:
    script = hunt()
    assert script.unimplemented(implemented_ids()) == []
    row = load_catalogue().get(HB)
    assert str(row.team) == "minion"
    assert (row.first_night, row.other_night) == (load_catalogue().get("witch").first_night,
                                                  load_catalogue().get("witch").other_night)


@pytest.mark.parametrize("n", [7, 10, 13])
def test_every_minion_in_the_bag_is_a_witch(n: int) -> None:
    game = set_up(PLAIN, n)
    dealt = Counter(s.character for s in game.state.seats)
    minions = sum(1 for s in game.state.seats if str(load_catalogue().get(s.character).team) == "minion")
    assert minions >= 1 and dealt[HB] == minions


def test_with_lil_monsta_the_extra_minion_is_a_witch_too() -> None:
    # Lil' Monsta [+1 Minion]: at 10 players 2 + 1 Minions, all Witches; no Demon is dealt.
    game = set_up(hunt(), 10)
    dealt = Counter(s.character for s in game.state.seats)
    assert dealt[HB] == 3 and "lilmonsta" not in dealt


def test_the_official_witch_is_dealt_once() -> None:
    # The same script with the official Witch: two Minions are needed at 10 players and the
    # bag holds an official character at most once.
    script = parse_script([{"id": "_meta", "name": "One Witch"},
                           *[c for c in PLAIN.characters if c != HB], "witch"])
    with pytest.raises(Exception, match="too few minion|cannot be filled"):
        set_up(script, 10)


def test_each_witch_curses_and_a_cursed_nominator_dies() -> None:
    game = seated(SEATING, PLAIN)
    d = advance(game, until=HB)
    assert d is not None and d.chooser == 1
    to_day(game, 1, plan=[(HB, 3), (HB, 4)])
    curses = sorted(r.target for r in game.state.reminders if r.character == HB and r.token == "Cursed")
    assert curses == [3, 4]
    advance(game, _nominate(4, 0), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 4)


def test_poisoned_witch_curse_does_nothing() -> None:
    game = seated(SEATING, PLAIN)
    poison(game, 1)
    to_day(game, 1, plan=[(HB, 3), (HB, 5)])
    advance(game, _nominate(3, 0), until=lambda d: game.state.phase == "night")
    assert is_alive(game, 3)


def test_drunk_witch_at_the_nomination_does_nothing() -> None:
    game = seated(SEATING, PLAIN)
    to_day(game, 1, plan=[(HB, 3), (HB, 5)])
    make_drunk(game, 1)
    advance(game, _nominate(3, 0), until=lambda d: game.state.phase == "night")
    assert is_alive(game, 3)


@pytest.mark.skipif(FILE is None, reason="the tournament scripts are not in the shared reference")
@pytest.mark.parametrize("n", [6, 11, 15])
def test_a_game_on_its_script_reaches_a_winner(n: int) -> None:
    game = play_checked(str(FILE), n, f"witchhunt:{n}")
    check_game(game)
    assert game.winner in ("good", "evil")



# "Nominated Demons can not move tonight" with Lil' Monsta: seats 0 and 1 Witches, 2 Librarian,
# 3 Fortune Teller, 4 Noble, 5 General, 6 Seamstress.
MONSTA = [HB, HB, "librarian", "fortuneteller", "noble", "general", "seamstress"]


def _babysitter(game: Any) -> int | None:
    sitters = [r.target for r in game.state.reminders if r.character == "lilmonsta" and r.token == "Is The Demon"]
    return sitters[0] if sitters else None


def _quiet_day_then_night(game: Any, plan: list[Any]) -> None:
    advance(game, plan, until=lambda d: game.state.phase == "night" and game.state.night == 2)


def test_nominated_babysitter_keeps_lil_monsta_tonight() -> None:
    game = seated(MONSTA, hunt())
    to_day(game, 1, plan=[("lilmonsta.babysit", 0), ("lilmonsta.babysit", 0)])
    assert _babysitter(game) == 0
    # Day 1: the babysitter is nominated (not executed: nobody votes).
    _quiet_day_then_night(game, _nominate(2, 0))
    asked: list[Any] = []
    advance(game, until=lambda d: asked.append(d.step) is not None or game.state.day == 2)  # type: ignore[func-returns-value]
    assert "lilmonsta.babysit" not in asked and _babysitter(game) == 0


def test_a_babysitter_not_nominated_may_move() -> None:
    game = seated(MONSTA, hunt())
    to_day(game, 1, plan=[("lilmonsta.babysit", 0), ("lilmonsta.babysit", 0)])
    _quiet_day_then_night(game, _nominate(2, 1))  # the other Witch is nominated, not the babysitter
    d = advance(game, until="lilmonsta.babysit")
    assert d is not None and game.state.night == 2
    advance(game, [("lilmonsta.babysit", 1), ("lilmonsta.babysit", 1)], until=lambda x: game.state.day == 2)
    assert _babysitter(game) == 1
