"""Wraith: "You may choose to open your eyes at night. You wake when other evil players do."
(almanac, Wraith).

Each night the Wraith decides (a decision of its own, recorded by the Storyteller) whether to
keep its eyes open; with them open it learns who is woken and whom they point at for the
rest of the night. It is woken with every other evil player, and sees what they do. A Wraith
without its ability is told it may not open its eyes and is not woken. Rulings in
docs/rulings/carousel-minions.md (the Wraith never sees tokens shown to others; the
optional house rule is not played).
"""

from typing import Any

from clocktower.testing import advance, to_day

from .carousel_minions_helpers import game_of, seen, to_night

# Seats: 0 Imp, 1 Wraith, 2 Fortune Teller, 3 Empath, 4 Monk, 5 Chef, 6 Poisoner, 7 Soldier.
SEATING: list[Any] = ["imp", "wraith", "fortuneteller", "empath", "monk", "chef", "poisoner", "soldier"]
WRAITH = 1


def _sights(game: Any, night: int | None = None) -> list[dict[str, Any]]:
    return [s for e in seen(game, WRAITH, "wraith") if night is None or e.data.get("night") == night
            for s in e.data.get("seen", ())]


def _eyes(answer: bool) -> list[Any]:
    return [(("wraith.eyes", WRAITH), answer)]


def test_healthy_open_eyes_sees_every_wake_and_choice() -> None:
    game = game_of(SEATING)
    d = advance(game, until=("wraith.eyes", WRAITH))
    assert d is not None and d.options == (True, False)
    to_day(game, 1, plan=[*_eyes(True), ("poisoner", 7), ("fortuneteller", [3, 4])])
    sights = _sights(game, 1)
    assert {"seat": 2, "what": "pointed", "players": [3, 4]} in sights
    assert {"seat": 6, "what": "pointed", "players": [7]} in sights
    assert {"seat": 5, "what": "woke", "players": []} in sights or any(s["seat"] == 5 for s in sights)
    # Nothing the Storyteller showed: no number, no character name in what it saw.
    texts = [e.text for e in seen(game, WRAITH, "wraith")]
    assert not any("Fortune Teller" in t or "Chef" in t for t in texts)


def test_closed_eyes_sees_only_the_evil_players() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[*_eyes(False), ("poisoner", 7), ("fortuneteller", [3, 4])])
    sights = _sights(game, 1)
    assert {"seat": 6, "what": "pointed", "players": [7]} in sights
    assert all(s["seat"] in (0, 6) for s in sights)
    assert WRAITH in game.state.woke_tonight  # woken with the Poisoner


def test_almanac_peeking_seeing_a_pointer_and_waking_with_the_demon() -> None:
    """Almanac: on night 1 the Wraith peeks and sees which good players wake; on night 2 it
    sees Doug (here the Fortune Teller) woken and pointing at two players; on night 3 it wakes
    together with the Demon (and sees whom the Demon points at)."""
    game = game_of(SEATING)
    to_day(game, 1, plan=[*_eyes(True), ("poisoner", 7), ("fortuneteller", [3, 4])])
    woken_good = {s["seat"] for s in _sights(game, 1) if s["what"] == "woke"} - {0, 6}
    assert {2, 3, 5} <= woken_good
    to_night(game, 2)
    to_day(game, 2, plan=[*_eyes(True), ("poisoner", 7), ("fortuneteller", [5, 7]), ("imp", 4)])
    assert {"seat": 2, "what": "pointed", "players": [5, 7]} in _sights(game, 2)
    to_night(game, 3)
    to_day(game, 3, plan=[*_eyes(False), ("poisoner", 7), ("imp", 5)])
    night3 = _sights(game, 3)
    assert {"seat": 0, "what": "pointed", "players": [5]} in night3
    assert all(s["seat"] in (0, 6) for s in night3)
    assert WRAITH in game.state.woke_tonight


def test_almanac_optional_rule_a_mad_player_dying_is_not_played() -> None:
    """Almanac (optional rule): once per game a player mad at the Wraith dies. Not played:
    the Wraith's ability asks nothing but the eyes question and kills nobody."""
    game = game_of(SEATING)
    to_night(game, 2, plan=[*_eyes(True), ("poisoner", 7)])
    to_day(game, 2, plan=[*_eyes(True), ("poisoner", 7), ("imp", 4)])
    steps = {d.step for d in game.decisions if d.chooser == WRAITH or d.step.startswith("wraith")}
    assert steps <= {"wraith.eyes", "talk", "nominate", "vote"}
    assert all(d.harm.source_character in ("imp", None) for d in game.state.deaths)


def test_drunk_is_told_it_may_not_open_its_eyes() -> None:
    game = game_of(SEATING, drunk=[WRAITH])
    to_day(game, 1, plan=[("poisoner", 7), ("fortuneteller", [3, 4])])
    assert not any(d.step == "wraith.eyes" for d in game.decisions)
    events = seen(game, WRAITH, "wraith")
    assert [e.text for e in events] == ["You may not open your eyes tonight."]
    assert WRAITH not in game.state.woke_tonight


def test_poisoned_is_told_it_may_not_open_its_eyes() -> None:
    game = game_of(SEATING, poisoned=[WRAITH])
    to_day(game, 1, plan=[("poisoner", 7), ("fortuneteller", [3, 4])])
    assert not any(d.step == "wraith.eyes" for d in game.decisions)
    assert _sights(game) == [] and WRAITH not in game.state.woke_tonight


def test_dead_wraith_learns_nothing() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[*_eyes(True), ("poisoner", 7)])
    before = len(seen(game, WRAITH, "wraith"))
    game.state.seats[WRAITH].alive = False
    to_night(game, 2)
    to_day(game, 2, plan=[("poisoner", 7), ("imp", 4)])
    assert len(seen(game, WRAITH, "wraith")) == before
    assert sum(1 for d in game.decisions if d.step == "wraith.eyes") == 1  # night 1's only


def test_hidden_information_only_the_wraith_sees_its_sights() -> None:
    game = game_of(SEATING)
    to_day(game, 1, plan=[*_eyes(True), ("poisoner", 7), ("fortuneteller", [3, 4])])
    assert _sights(game)
    for seat in (0, 2, 3, 6):
        assert not seen(game, seat, "wraith")


# Seats: 0 Imp, 1 Wraith, 2 Harpy, 3 Empath, 4 Monk, 5 Chef, 6 Soldier, 7 Saint.
HARPY_SEATING: list[Any] = ["imp", "wraith", "harpy", "empath", "monk", "chef", "soldier", "saint"]


def test_open_eyes_see_a_player_woken_only_to_be_told_something() -> None:
    """The Harpy's 1st player is woken and shown the Harpy token (almanac, Harpy): a Soldier,
    who never wakes for an ability of their own, is seen woken by a Wraith with open eyes,
    after the Harpy points; never what they were told."""
    game = game_of(HARPY_SEATING)
    to_day(game, 1, plan=[*_eyes(True), ("harpy", 6), ("harpy", 3)])
    sights = _sights(game, 1)
    harpy_points = sights.index({"seat": 2, "what": "pointed", "players": [6]})
    assert {"seat": 6, "what": "woke", "players": []} in sights[harpy_points:]
    texts = [e.text for e in seen(game, WRAITH, "wraith")]
    assert not any("mad" in t for t in texts)


def test_closed_eyes_do_not_see_a_good_player_woken_to_be_told() -> None:
    game = game_of(HARPY_SEATING)
    to_day(game, 1, plan=[*_eyes(False), ("harpy", 6), ("harpy", 3)])
    assert all(s["seat"] != 6 for s in _sights(game, 1))
