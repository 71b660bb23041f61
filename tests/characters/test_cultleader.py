"""Cult Leader: "Each night, you become the alignment of an alive neighbor. If all good players choose to
join your cult, your team wins." (almanac, Seed 002).

Each night, late (after the Demon), the Cult Leader takes the alignment of an alive neighbour
as they register: both alike, that one; different, the Storyteller picks. It is woken and told
only when it changes. Drunk, poisoned or dead: no change. By day it may publicly form a cult
once; every other player, alive or dead (no vote token needed), chooses publicly whether to
join; if every good player is in, the Cult Leader's team wins at once.
"""

from clocktower.decisions import DecisionKind
from clocktower.testing import advance, is_alive, seated, to_day, to_night

CULT = 2


def changes(game, seat):
    return [e for e in game.view(seat).events if e.kind == "alignment_changed"]


def test_two_good_neighbours_no_change_no_wake() -> None:
    game = seated(["imp", "poisoner", "steward", "cultleader", "chef"], script="seed-002")
    to_day(game, 1, [("poisoner", 4)])
    cult = 3
    assert game.state.seats[cult].alignment == "good" and not changes(game, cult)
    assert cult not in game.state.woke_tonight


def test_two_evil_neighbours_turn_the_cult_leader_evil_and_wake_it() -> None:
    game = seated(["imp", "cultleader", "poisoner", "steward", "chef"], script="seed-002")
    to_day(game, 1, [("poisoner", 4)])
    assert game.state.seats[1].alignment == "evil" and game.view(1).alignment == "evil"
    assert [e.text for e in changes(game, 1)] == ["Bob is now evil."]
    assert 1 in game.state.woke_tonight


def test_mixed_neighbours_are_the_storytellers_choice() -> None:
    game = seated(["imp", "poisoner", "cultleader", "steward", "chef"], script="seed-002")
    d = advance(game, [("poisoner", 4)], until="cultleader.alignment")
    assert d.kind == DecisionKind.STORYTELLER and d.options == ("good", "evil")
    game.answer("evil")
    assert game.state.seats[CULT].alignment == "evil"
    # Night 2: it may turn back (the neighbours still differ).
    d = advance(game, [("poisoner", 4), ("imp", 4)], until="cultleader.alignment")
    game.answer("good")
    assert game.state.seats[CULT].alignment == "good" and game.view(CULT).alignment == "good"


def test_only_alive_neighbours_count() -> None:
    game = seated(["imp", "cultleader", "steward", "poisoner", "chef", "oracle"], script="seed-002")
    to_night(game, 2, [("poisoner", 5), ("cultleader.alignment", "good")])
    mark = len(game.decisions)
    to_day(game, 2, [("poisoner", 5), ("imp", 2)])
    # The dead Steward is skipped: the next alive player clockwise is the Poisoner, so both
    # alive neighbours are evil and no Storyteller choice is needed.
    assert not is_alive(game, 2)
    assert not [d for d in game.decisions[mark:] if d.step == "cultleader.alignment"]
    assert game.state.seats[1].alignment == "evil"


def test_recluse_neighbour_may_register_as_evil() -> None:
    game = seated(["imp", "recluse", "cultleader", "poisoner", "chef"], script="seed-002")
    d = advance(game, [("poisoner", 4)], until=lambda d: d.step == "register.recluse" and "Cult" in d.prompt)
    assert d.options == ("good", "evil")
    game.answer("evil")
    to_day(game, 1)
    assert game.state.seats[CULT].alignment == "evil"


def test_poisoned_cult_leader_does_not_change() -> None:
    game = seated(["imp", "cultleader", "poisoner", "steward", "chef"], script="seed-002")
    to_day(game, 1, [("poisoner", 1)])
    assert game.state.seats[1].alignment == "good" and not changes(game, 1)


def test_drunk_cult_leader_does_not_change() -> None:
    game = seated(["imp", ("drunk", "cultleader"), "poisoner", "steward", "chef"], script="seed-002")
    to_day(game, 1, [("poisoner", 4)])
    assert game.state.seats[1].alignment == "good" and not changes(game, 1)


def cult(game, joins, *, day=1, plan=()):
    """Form a cult on ``day``; ``joins`` maps seats to their answer (others refuse)."""
    to_day(game, day, list(plan))
    d = advance(game, until="cultleader")
    assert d.kind == DecisionKind.DAY_ABILITY and d.options == (False, True)
    asked = []

    def join(d):
        asked.append(d.chooser)
        return joins.get(d.chooser, False)
    n = len(game.state.seats)
    advance(game, [("cultleader", True)] + [(("cultleader", s), join) for s in range(n) if s != d.chooser],
            until=lambda d: d.step != "cultleader")
    return asked


def test_all_good_players_join_and_good_wins() -> None:
    game = seated(["imp", "poisoner", "cultleader", "steward", "chef"], script="seed-002")
    asked = cult(game, {3: True, 4: True}, plan=[("poisoner", 4), ("cultleader.alignment", "good")])
    assert asked == [3, 4, 0, 1]  # every other player, clockwise from the Cult Leader
    assert game.winner == "good" and game.state.win_condition == "cultleader"
    assert any(e.data.get("cult_members") == [2, 3, 4] for e in game.view(0).events)  # public


def test_evil_cult_leader_wins_for_evil() -> None:
    game = seated(["imp", "poisoner", "cultleader", "steward", "chef"], script="seed-002")
    cult(game, {3: True, 4: True}, plan=[("poisoner", 4), ("cultleader.alignment", "evil")])
    assert game.winner == "evil"


def test_one_good_player_refusing_means_nothing_happens() -> None:
    game = seated(["imp", "poisoner", "cultleader", "steward", "chef"], script="seed-002")
    cult(game, {0: True, 1: True, 3: True}, plan=[("poisoner", 4), ("cultleader.alignment", "good")])
    assert game.winner is None and game.state.day == 1


def test_dead_good_players_must_join_too() -> None:
    game = seated(["imp", "poisoner", "cultleader", "steward", "chef", "oracle"], script="seed-002")
    to_night(game, 2, [("poisoner", 5), ("cultleader.alignment", "good")])
    plan = [("poisoner", 5), ("imp", 3), ("cultleader.alignment", "good")]
    asked = cult(game, {4: True, 5: True}, day=2, plan=plan)
    assert 3 in asked and not is_alive(game, 3) and game.winner is None
    game = seated(["imp", "poisoner", "cultleader", "steward", "chef", "oracle"], script="seed-002")
    to_night(game, 2, [("poisoner", 5), ("cultleader.alignment", "good")])
    cult(game, {3: True, 4: True, 5: True}, day=2, plan=plan)
    assert game.winner == "good"
    assert game.state.seats[3].ghost_vote  # joining is not a vote


def test_poisoned_cult_leader_forms_a_cult_but_nothing_happens() -> None:
    game = seated(["imp", "poisoner", "cultleader", "steward", "chef"], script="seed-002")
    cult(game, {3: True, 4: True}, plan=[("poisoner", CULT)])
    assert game.winner is None


def test_drunk_cult_leader_forms_a_cult_but_nothing_happens() -> None:
    game = seated(["imp", "poisoner", ("drunk", "cultleader"), "steward", "chef"], script="seed-002")
    cult(game, {3: True, 4: True}, plan=[("poisoner", 4)])
    assert game.winner is None


def test_dead_cult_leader_forms_no_cult() -> None:
    game = seated(["imp", "poisoner", "cultleader", "steward", "chef", "oracle"], script="seed-002")
    to_night(game, 2, [("poisoner", 5), ("cultleader.alignment", "good")])
    mark = len(game.decisions)
    to_day(game, 2, [("poisoner", 5), ("imp", CULT)])
    advance(game, until=lambda d: game.state.day == 3)
    assert not is_alive(game, CULT)
    assert not [d for d in game.decisions[mark:] if d.step == "cultleader"]
