"""Zenomancer (Loric): "One or more players each have a goal. When achieved, that player
learns a piece of true info." (roles.json; no almanac entry; the official wiki's page).

At setup the Storyteller gives one to three players a goal from the goals the engine can
judge, told privately; at the end of a day on which a goal is achieved the Storyteller picks
a true statement, which that player learns, even if drunk or poisoned. Rulings:
docs/rulings/loric.md.
"""

from clocktower.decisions import STORYTELLER
from clocktower.engine import Game
from clocktower.script import parse_script
from clocktower.testing import advance, execution_plan, make_drunk, poison, to_day

SCRIPT = parse_script([{"id": "_meta", "name": "zenomancer test"}, "zenomancer", "empath", "chef", "soldier",
                       "monk", "sage", "recluse", "saint", "poisoner", "imp"], source="zenomancer-test")
SEATING = ["imp", "poisoner", "empath", "chef", "soldier", "monk", "sage"]


def with_goals(goals, seating=SEATING, impair=None):
    """A game whose Storyteller gives ``goals`` ({seat: goal}) at setup."""
    game = Game(SCRIPT, seating=seating)
    if impair:
        for f, s in impair:
            f(game, s)
    todo = list(goals.items())
    while game.pending.step not in ("zenomancer.player",):
        d = game.pending
        game.answer(d.options[: d.count[0]] if d.count else d.options[0])
    first = game.pending
    for seat, goal in todo:
        game.answer(seat)
        game.answer(goal)
    if len(todo) < 3 and game.pending.step == "zenomancer.player":
        game.answer(None)
    return game, first


def goal_events(game, seat):
    return [e.data for e in game.view(seat).events if e.kind == "zenomancer_goal"]


def info_events(game, seat):
    return [e.data["fact"] for e in game.view(seat).events if e.kind == "zenomancer_info"]


def test_goals_are_given_privately_at_setup_one_at_least() -> None:
    game, first = with_goals({2: "nominate", 3: "nominated"})
    assert first.chooser == STORYTELLER and None not in first.options and set(first.options) == set(range(7))
    assert goal_events(game, 2) == [{"goal": "nominate"}] and goal_events(game, 3) == [{"goal": "nominated"}]
    for seat in (0, 1, 4, 5, 6):
        assert goal_events(game, seat) == []
    assert sorted(r.target for r in game.state.reminders if r.character == "zenomancer") == [2, 3]


def test_at_most_three_goals() -> None:
    game, _ = with_goals({2: "nominate", 3: "nominated", 4: "claim"})
    assert sum(1 for d in game.decisions if d.step == "zenomancer.player") == 3


def test_healthy_goal_achieved_the_storyteller_picks_a_true_fact() -> None:
    game, _ = with_goals({2: "nominate"})
    to_day(game, 1, [("poisoner", 4)])
    d = advance(game, [(("nominate", 2), 5)], until="zenomancer.info")
    assert d.chooser == STORYTELLER
    assert ("alignment", 0, "evil") in d.options and ("character", 0, "imp") in d.options
    assert ("alignment", 0, "good") not in d.options and ("not_in_play", "recluse") in d.options
    assert all(f[1] != 2 for f in d.options if f[0] != "not_in_play")  # nothing about themselves
    game.answer(("character", 0, "imp"))
    assert info_events(game, 2) == [("character", 0, "imp")]
    assert all(info_events(game, s) == [] for s in (0, 1, 3, 4, 5, 6))


def test_not_achieved_nothing_learned() -> None:
    game, _ = with_goals({3: "nominated"})
    advance(game, [("poisoner", 4)], until=lambda d: game.state.day == 2 and d.step == "talk")
    assert all(d.step != "zenomancer.info" for d in game.decisions) and info_events(game, 3) == []


def test_achieved_once_only() -> None:
    game, _ = with_goals({2: "nominate"})
    to_day(game, 1, [("poisoner", 4)])
    advance(game, [(("nominate", 2), 5), ("zenomancer.info", ("alignment", 0, "evil"))],
            until=lambda d: game.state.phase == "night")
    to_day(game, 2)
    advance(game, [(("nominate", 2), 6)], until=lambda d: game.state.phase == "night")
    assert sum(1 for d in game.decisions if d.step == "zenomancer.info") == 1


def test_vote_for_the_executed_player() -> None:
    game, _ = with_goals({4: "vote_executed"})
    to_day(game, 1, [("poisoner", 1)])
    d = advance(game, execution_plan(game, 2, 6), until="zenomancer.info")
    assert d is not None


def test_drunk_or_poisoned_player_still_learns_a_true_fact() -> None:
    game, _ = with_goals({2: "nominate"}, impair=[(make_drunk, 2)])
    to_day(game, 1, [("poisoner", 4)])
    d = advance(game, [(("nominate", 2), 5)], until="zenomancer.info")
    assert ("alignment", 1, "good") not in d.options and ("alignment", 1, "evil") in d.options
    game, _ = with_goals({2: "nominate"}, impair=[(poison, 2)])
    to_day(game, 1, [("poisoner", 4)])
    assert advance(game, [(("nominate", 2), 5)], until="zenomancer.info") is not None


def test_dead_player_may_have_a_goal_and_claim() -> None:
    game, _ = with_goals({6: "claim"})
    game.state.seats[6].alive = game.state.seats[6].public_alive = False
    to_day(game, 1, [("poisoner", 4)])
    d = advance(game, [(("talk", 6), ("claim", "sage"))], until="zenomancer.info")
    assert d is not None


def test_registration_plays_no_part_the_facts_are_the_truth() -> None:
    game, _ = with_goals({2: "nominate"}, seating=["imp", "poisoner", "empath", "recluse", "soldier", "monk", "sage"])
    to_day(game, 1, [("poisoner", 4)])
    d = advance(game, [(("nominate", 2), 5)], until="zenomancer.info")
    assert ("alignment", 3, "good") in d.options and ("alignment", 3, "evil") not in d.options
