"""The Storyteller's log says why a Demon's kill did nothing (issue 17, item 7): a drunk or
poisoned Demon's choice (naming what made it so), or a protected target (naming the
protection)."""

from typing import Any

from clocktower.testing import advance, is_alive, seated, to_day, to_night

SCRIPT = "trouble-brewing"


def _log(game: Any, kind: str) -> list[str]:
    return [e.text for e in game.events if e.kind == kind and not e.public and not e.seats]


def test_poisoned_imp_kill_says_the_poisoner_stopped_it() -> None:
    # Seats: 0 Imp, 1 Poisoner, 2 Chef, 3 Empath, 4 Monk, 5 Soldier, 6 Washerwoman
    game = seated(["imp", "poisoner", "chef", "empath", "monk", "soldier", "washerwoman"], script=SCRIPT)
    to_night(game, 2)
    to_day(game, 2, [("poisoner", 0), ("monk", 5), ("imp", 2)])
    assert is_alive(game, 2)
    names = [s.name for s in game.state.seats]
    assert (f"The Imp's kill of {names[2]} does nothing: the Imp is poisoned "
            f"(poisoned by the Poisoner ({names[1]})).") in _log(game, "no_effect")


def test_drunk_demon_kill_says_it_was_drunk() -> None:
    game = seated(["imp", "poisoner", "chef", "empath", "monk", "soldier", "washerwoman"], script=SCRIPT,
                  drunk=[0])
    to_night(game, 2)
    to_day(game, 2, [("poisoner", 3), ("monk", 5), ("imp", 2)])
    assert is_alive(game, 2)
    assert any("does nothing: the Imp is drunk" in t for t in _log(game, "no_effect"))


def test_monk_protection_is_named() -> None:
    game = seated(["imp", "poisoner", "chef", "empath", "monk", "soldier", "washerwoman"], script=SCRIPT)
    to_night(game, 2)
    to_day(game, 2, [("poisoner", 3), ("monk", 2), ("imp", 2)])
    names = [s.name for s in game.state.seats]
    assert is_alive(game, 2)
    assert f"{names[2]} does not die (Imp): protected by the Monk ({names[4]})." in _log(game, "protected")


def test_soldier_protection_is_named() -> None:
    game = seated(["imp", "poisoner", "chef", "empath", "monk", "soldier", "washerwoman"], script=SCRIPT)
    to_night(game, 2)
    to_day(game, 2, [("poisoner", 3), ("monk", 2), ("imp", 5)])
    names = [s.name for s in game.state.seats]
    assert is_alive(game, 5)
    assert f"{names[5]} does not die (Imp): protected by the Soldier ({names[5]})." in _log(game, "protected")


def test_a_working_kill_writes_no_excuse() -> None:
    game = seated(["imp", "poisoner", "chef", "empath", "monk", "soldier", "washerwoman"], script=SCRIPT)
    to_night(game, 2)
    advance(game, [("poisoner", 3), ("monk", 5), ("imp", 2)], until="talk")
    assert not is_alive(game, 2)
    assert not _log(game, "no_effect") and not _log(game, "protected")


# The Shabaloth and the charged Po kill several players in one turn: only the picks whose
# kill did not happen are excused, and a kill that worked writes nothing.
DBD = ["shabaloth", "godfather", "chambermaid", "courtier", "minstrel", "professor", "tinker"]


def test_a_working_shabaloth_kill_writes_no_excuse() -> None:
    game = seated(DBD)
    to_night(game, 2)
    advance(game, [("shabaloth", (5, 3))], until="talk")
    assert not is_alive(game, 5) and not is_alive(game, 3)
    assert not _log(game, "no_effect")


def test_a_working_charged_po_kill_writes_no_excuse() -> None:
    game = seated(["po", "godfather", "chambermaid", "courtier", "minstrel", "professor", "tinker"])
    to_night(game, 2)
    advance(game, [("po", None)], until="talk")
    to_night(game, 3)
    advance(game, [("po", (5, 3, 4))], until="talk")
    assert not any(is_alive(game, s) for s in (5, 3, 4))
    assert not _log(game, "no_effect")


def test_shabaloth_made_drunk_by_its_second_pick_excuses_only_that_pick() -> None:
    # Seats: 0 Soldier, 1 Moonchild, 2 Shabaloth, 3 Chambermaid, 4 Assassin, 5 Exorcist, 6 Goon
    game = seated(["soldier", "moonchild", "shabaloth", "chambermaid", "assassin", "exorcist", "goon"])
    to_night(game, 2)
    advance(game, [("exorcist", 0), ("shabaloth", (3, 6))], until="talk")
    names = [s.name for s in game.state.seats]
    assert not is_alive(game, 3) and is_alive(game, 6)
    excuses = _log(game, "no_effect")
    assert len(excuses) == 1 and excuses[0].startswith(f"The Shabaloth's kill of {names[6]} does nothing: "
                                                       "the Shabaloth is drunk")
