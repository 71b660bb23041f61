"""Banshee: "If the Demon kills you, all players learn this. From now on, you may nominate
twice per day and vote twice per nomination." (almanac, Banshee).

Only a Demon's kill of a Banshee that has its ability wakes it: the table is told (at dawn
for a night death), and from then on the dead Banshee may nominate twice a day and each of
its raised hands counts two votes, without spending its ghost vote. An execution, a
Minion's or a Townsfolk's kill, a drunk, poisoned or only-believing Banshee: nothing is said
and it is an ordinary dead player. The Kazali and Ojo of the almanac's examples are played
with the Imp (the engine has the Kazali, but its first-night Minion making is beside the
point); the Fearmonger and Shugenja nominees with other players. Jinxes with the Vortox, the
Leviathan and Riot. Rulings: docs/rulings/carousel-townsfolk.md.
"""

from typing import Any

from clocktower.testing import advance, is_alive, to_day, to_night

from .carousel_townsfolk_helpers import game_of, public

# Seats: 0 Imp, 1 Banshee, 2 Chef, 3 Empath, 4 Baron, 5 Soldier, 6 Monk.
SEATING: list[Any] = ["imp", "banshee", "chef", "empath", "baron", "soldier", "monk"]
BANSHEE = 1


def _killed_night2(game: Any, killer: str = "imp", plan: list[Any] | None = None) -> int:
    """The Demon kills the Banshee on night 2; returns the decision count at day 2's talk."""
    to_night(game, 2)
    to_day(game, 2, plan=[(killer, BANSHEE), *(plan or [])])
    return len(game.decisions)


def _nominators(game: Any, mark: int) -> list[int]:
    """Who was asked to nominate since decision number ``mark``."""
    return [d.chooser for d in game.decisions[mark:] if d.step == "nominate"]


def _votes(game: Any) -> list[Any]:
    return [e for e in game.view(0).events if e.kind == "voted"]


def test_healthy_killed_by_the_demon_is_announced_at_dawn() -> None:
    game = game_of(SEATING)
    _killed_night2(game)
    assert not is_alive(game, BANSHEE)
    for seat in range(7):
        told = public(game, seat, "banshee")
        assert [e.text for e in told] == ["The Banshee has awoken: Bob was killed by the Demon."]
    dawn = next(e for e in game.view(2).events if e.kind == "dawn" and game.state.day == 2)
    assert game.view(2).events.index(dawn) < game.view(2).events.index(public(game, 2, "banshee")[0])
    assert BANSHEE in [r.target for r in game.state.reminders if r.token == "Has Ability"]


def test_almanac_the_kazali_kills_the_banshee_two_nominations_and_double_votes() -> None:
    """Almanac: killed by the Demon, the Banshee nominates twice and votes twice on each, then
    votes twice on a third nomination; the next day it does not nominate but votes twice."""
    game = game_of(SEATING)
    _killed_night2(game)
    d = advance(game, until=("nominate", BANSHEE))
    assert d is not None and d.chooser == BANSHEE
    mark = len(game.decisions)
    game.answer(2)  # the Village Idiot of the example: the Chef
    plan = [(("vote", BANSHEE), True), (("nominate", BANSHEE), 3), (("vote", BANSHEE), True),
            (("nominate", 2), 5), (("vote", BANSHEE), True)]  # then the Soldier (the Shugenja)
    advance(game, plan, until=lambda d: game.state.phase == "night")
    # The Banshee used both its nominations: it was asked no third time today.
    assert _nominators(game, mark).count(BANSHEE) == 2
    votes = _votes(game)[-3:]
    assert [v.data["tally"] for v in votes] == [2, 2, 2]
    assert all(v.data["voters"] == [BANSHEE] for v in votes)
    assert game.state.seats[BANSHEE].ghost_vote  # voting as the Banshee spends no ghost vote
    assert [x.nominator for x in game.state.nominations].count(BANSHEE) == 2
    # The next day: no nomination, two votes on the Imp (the example's Kazali).
    to_day(game, 3, plan=[("imp", 3)])
    plan = [(("nominate", BANSHEE), None), (("nominate", 2), 0), (("vote", BANSHEE), True)]
    advance(game, plan, until=lambda d: game.state.phase == "night" or game.pending is None)
    assert _votes(game)[-1].data["tally"] == 2 and _votes(game)[-1].data["nominee"] == 0


def test_nominates_twice_and_a_third_nomination_is_refused() -> None:
    from clocktower.decisions import IllegalAnswer
    game = game_of(SEATING)
    _killed_night2(game)
    advance(game, [(("nominate", BANSHEE), 2), (("nominate", BANSHEE), 3)],
            until=lambda d: len(game.state.nominations) == 2 and d.step == "nominate")
    try:
        next(game.nominate(BANSHEE, 5))
    except IllegalAnswer as e:
        assert "may not nominate again" in str(e)
    else:
        raise AssertionError("a third nomination was accepted")
    assert len(game.state.nominations) == 2


def test_almanac_poisoned_banshee_killed_by_the_demon_is_an_ordinary_dead_player() -> None:
    """Almanac: poisoned and killed by the Demon (the Ojo's, played with the Imp): nobody
    learns it, and it may not nominate and has one ghost vote for the rest of the game."""
    game = game_of(SEATING, poisoned=[BANSHEE])
    mark = _killed_night2(game)
    assert not is_alive(game, BANSHEE) and public(game, 2, "banshee") == []
    advance(game, [(("nominate", 2), 3), (("vote", BANSHEE), True)],
            until=lambda d: game.state.phase == "night")
    assert BANSHEE not in _nominators(game, mark)
    assert _votes(game)[-1].data["tally"] == 1 and not game.state.seats[BANSHEE].ghost_vote
    # Cured later, it still has nothing: the ability was not there when it died.
    game.state.effects.clear()
    to_day(game, 3, plan=[("imp", 3)])
    mark = len(game.decisions)
    advance(game, until=lambda d: game.state.phase == "night")
    assert BANSHEE not in _nominators(game, mark)


def test_drunk_banshee_killed_by_the_demon_is_not_announced() -> None:
    game = game_of(SEATING, drunk=[BANSHEE])
    _killed_night2(game)
    assert public(game, 2, "banshee") == [] and not game.state.reminders


def test_drunk_believing_banshee_gains_nothing() -> None:
    game = game_of(["imp", ("drunk", "banshee"), "chef", "empath", "baron", "soldier", "monk"])
    mark = _killed_night2(game)
    assert public(game, 2, "banshee") == []
    advance(game, until=lambda d: game.state.phase == "night")
    assert BANSHEE not in _nominators(game, mark)


def test_dead_banshee_executed_is_not_announced() -> None:
    from .carousel_townsfolk_helpers import execute
    game = game_of(SEATING)
    to_day(game, 1)
    execute(game, 2, BANSHEE)
    assert not is_alive(game, BANSHEE)
    to_day(game, 2, plan=[("imp", 3)])
    assert public(game, 2, "banshee") == []


def test_killed_by_a_minion_is_not_announced() -> None:
    game = game_of(["imp", "banshee", "chef", "empath", "assassin", "soldier", "monk"])
    to_night(game, 2)
    to_day(game, 2, plan=[("assassin", BANSHEE), ("imp", 3)])
    assert not is_alive(game, BANSHEE) and public(game, 2, "banshee") == []


def test_poisoned_after_awakening_loses_the_extra_votes_while_poisoned() -> None:
    from clocktower.testing import poison
    game = game_of(SEATING)
    _killed_night2(game)
    mark = len(game.decisions)
    poison(game, BANSHEE)
    advance(game, [(("nominate", 2), 3), (("vote", BANSHEE), True)],
            until=lambda d: game.state.phase == "night")
    assert BANSHEE not in _nominators(game, mark)
    assert _votes(game)[-1].data["tally"] == 1 and not game.state.seats[BANSHEE].ghost_vote


def test_almanac_all_good_players_dead_the_game_goes_on() -> None:
    """Almanac: with every good player dead, the game continues and the Banshee nominates."""
    game = game_of(["imp", "banshee", "chef", "empath", "baron", "soldier", "poisoner"])
    to_night(game, 2)
    to_day(game, 2, plan=[("poisoner", 2), ("imp", BANSHEE)])
    for s in (2, 3, 5):
        game.state.seats[s].alive = False
    game._check_win()
    assert game.state.phase == "day"
    d = advance(game, until=("nominate", BANSHEE))
    assert d is not None and 0 in d.options
    game.answer(0)
    advance(game, [(("vote", BANSHEE), True), (("vote", 4), False), (("vote", 6), False), (("vote", 0), False)],
            until=lambda d: game.pending is None or game.state.phase == "night")
    # 2 votes of 3 alive: the Imp is executed and good wins.
    assert game.state.phase == "over" and game.state.winner == "good"


def test_jinx_vortox_banshee_the_announcement_is_true() -> None:
    from .carousel_townsfolk_helpers import execute
    game = game_of(["vortox", "banshee", "chef", "empath", "baron", "soldier", "monk"])
    to_day(game, 1)
    execute(game, 2, 6)  # (the Vortox: a day without an execution is evil's win)
    _killed_night2(game, killer="vortox")
    assert [e.text for e in public(game, 3, "banshee")] == ["The Banshee has awoken: Bob was killed by the Demon."]


def test_jinx_leviathan_banshee_a_chosen_banshee_dies_and_gains_its_ability() -> None:
    game = game_of(["leviathan", "banshee", "chef", "empath", "baron", "soldier", "monk"])
    to_night(game, 2)
    d = advance(game, until="leviathan")
    assert d is not None and BANSHEE in d.options and 0 not in d.options
    game.answer(BANSHEE)
    to_day(game, 2)
    assert not is_alive(game, BANSHEE) and public(game, 2, "banshee")
    d = advance(game, until=("nominate", BANSHEE))
    assert d is not None


def test_jinx_leviathan_banshee_another_pick_dies_not() -> None:
    game = game_of(["leviathan", "banshee", "chef", "empath", "baron", "soldier", "monk"])
    to_night(game, 2)
    to_day(game, 2, plan=[("leviathan", 2)])
    assert is_alive(game, 2) and is_alive(game, BANSHEE)
    to_night(game, 3)
    d = advance(game, until="leviathan")
    assert d is not None and 2 not in d.options  # a different player each night


def test_jinx_riot_banshee_a_chosen_banshee_dies_and_gains_its_ability() -> None:
    game = game_of(["riot", "banshee", "chef", "empath", "baron", "soldier", "monk"])
    to_night(game, 2)
    to_day(game, 2, plan=[("riot", BANSHEE)])
    assert not is_alive(game, BANSHEE) and public(game, 2, "banshee")


def test_the_awoken_banshees_vote_prompt_says_the_ghost_vote_is_kept() -> None:
    # (Found in review: the prompt said "uses your ghost vote" though none is spent.)
    game = game_of(SEATING)
    _killed_night2(game)
    d = advance(game, [(("nominate", 2), 3)], until=("vote", BANSHEE))
    assert d is not None and "keep your ghost vote" in d.prompt and "uses your ghost vote" not in d.prompt
    poisoned = game_of(SEATING, poisoned=[BANSHEE])
    _killed_night2(poisoned)
    d = advance(poisoned, [(("nominate", 2), 3)], until=("vote", BANSHEE))
    assert d is not None and "uses your ghost vote" in d.prompt
