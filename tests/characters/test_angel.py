"""Angel (Fabled): "Something bad might happen to whoever is most responsible for the death
of a new player." (almanac).

Our reading: every player is asked (the same private question) whether they want the Angel's
protection; the Storyteller picks the protected among those who said yes and declares them.
When a protected player dies, whoever is most responsible (the nominator of an execution,
the player whose ability killed) may suffer something bad of the Storyteller's choice:
nothing, no vote the next day, poisoned for a day, death, or (a Demon) no attack the next
night. On the final day the Angel leaves play. A Fabled: never drunk or poisoned, and it
punishes a drunk or poisoned culprit all the same.
"""

from clocktower.decisions import STORYTELLER
from clocktower.script import parse_script
from clocktower.testing import advance, seated, to_day, to_night

SCRIPT = parse_script([{"id": "_meta", "name": "angel test"}, "empath", "chef", "monk", "soldier", "saint",
                       "poisoner", "imp", "angel"], source="angel-test")
# Seats: 0 Imp, 1 Poisoner, 2 Empath, 3 Chef, 4 Monk, 5 Soldier, 6 Saint
SEATING = ["imp", "poisoner", "empath", "chef", "monk", "soldier", "saint"]
IMP, POISONER, EMPATH, CHEF, MONK, SOLDIER, SAINT = range(7)


def _protect(*seats, refuse=()):
    plan = [(("angel.consent", s), s not in refuse) for s in range(7)]
    plan += [("angel.protect", s) for s in seats] + [("angel.protect", None)]
    return plan


def _angel(game):
    return game.ctx(STORYTELLER, "angel")


def test_consent_then_the_storyteller_picks_and_declares() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, [(("angel.consent", s), s != CHEF) for s in range(7)], until="angel.protect")
    assert d.chooser == STORYTELLER and d.options == (None, 0, 1, 2, 4, 5, 6)
    advance(game, [("angel.protect", EMPATH), ("angel.protect", None)], until=lambda d: d.step != "angel.protect")
    assert _angel(game).reminded("Protected") == [EMPATH]
    for seat in range(7):
        assert [e.text for e in game.view(seat).events if e.kind == "angel_protects"] == ["The Angel protects Carol."]


def test_an_unprotected_death_brings_nothing() -> None:
    game = seated(SEATING, SCRIPT)
    to_night(game, 2, _protect(EMPATH))
    mark = len(game.decisions)
    advance(game, [("poisoner", CHEF), ("monk", SOLDIER), ("imp", CHEF)], until=lambda d: game.state.day == 2)
    assert "angel.penalty" not in [d.step for d in game.decisions[mark:]]


def test_the_nominator_of_an_executed_protected_player_is_responsible() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, _protect(SOLDIER))
    d = advance(game, [(("nominate", CHEF), SOLDIER)] + [(("vote", s), True) for s in range(7)],
                until="angel.penalty")
    assert d.prompt.startswith("Angel: Dave is most responsible for the death of Frank")  # Dave: the Chef
    assert d.options == (None, "no_vote", "poisoned", "dies")


def test_no_vote_the_next_day() -> None:
    game = seated(SEATING, SCRIPT)
    to_night(game, 2, _protect(EMPATH))
    advance(game, [("poisoner", CHEF), ("monk", SOLDIER), ("imp", EMPATH), ("angel.penalty", "no_vote")],
            until=lambda d: game.state.day == 2)
    assert any(e.kind == "something_bad" for e in game.view(IMP).events)
    d = advance(game, [(("nominate", CHEF), MONK)], until=("vote", IMP))
    assert d.options == (False,)


def test_poisoned_for_a_day() -> None:
    game = seated(SEATING, SCRIPT)
    to_night(game, 2, _protect(EMPATH))
    advance(game, [("poisoner", CHEF), ("monk", SOLDIER), ("imp", EMPATH), ("angel.penalty", "poisoned")],
            until=lambda d: game.state.day == 2)
    assert game.ctx(IMP).is_poisoned(IMP)
    to_night(game, 3)
    assert not game.ctx(IMP).is_poisoned(IMP)


def test_not_drunk_or_poisoned_a_poisoned_culprit_is_punished_too() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [*_protect(SOLDIER), ("poisoner", CHEF)])
    d = advance(game, [(("nominate", CHEF), SOLDIER)] + [(("vote", s), True) for s in range(7)],
                until="angel.penalty")
    assert _angel(game).functioning and d.options[-1] == "dies"
    game.answer("dies")
    assert not game.state.seats[CHEF].alive


def test_almanac_the_demon_kills_sarah_and_cannot_attack_the_next_night() -> None:
    game = seated(SEATING, SCRIPT)
    to_night(game, 2, _protect(EMPATH))
    d = advance(game, [("poisoner", CHEF), ("monk", SOLDIER), ("imp", EMPATH)], until="angel.penalty")
    assert "no_attack" in d.options
    game.answer("no_attack")
    to_night(game, 3)
    mark = len(game.decisions)
    advance(game, [("poisoner", CHEF), ("monk", SOLDIER)], until=lambda d: game.state.day == 3)
    assert "imp" not in [d.step for d in game.decisions[mark:]]
    assert sum(s.alive for s in game.state.seats) == 6


def test_almanac_the_protected_demon_is_executed_on_the_final_day_without_penalty() -> None:
    game = seated(SEATING, SCRIPT)
    to_night(game, 2, _protect(IMP))
    for s in (4, 5, 6, 3):
        game.state.seats[s].alive = False  # three players alive on day 2: the final day
    advance(game, [("poisoner", CHEF), ("imp", MONK)], until=lambda d: game.state.day == 2 and d.step == "nominate")
    assert [e.text for e in game.view(EMPATH).events if e.kind == "angel_removed"] == [
        "It is the final day: the Angel leaves play, and protects nobody any more."]
    plan = [(("nominate", EMPATH), IMP)] + [(("vote", s), True) for s in range(7)]
    mark = len(game.decisions)
    advance(game, plan)
    assert "angel.penalty" not in [d.step for d in game.decisions[mark:]]
    assert game.winner == "good"


def test_almanac_consent_a_player_who_says_no_is_never_protected() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, [(("angel.consent", s), s != EMPATH) for s in range(7)], until="angel.protect")
    assert EMPATH not in d.options
