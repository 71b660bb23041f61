"""Riot: "On day 3, Minions become Riot & nominees die but nominate an alive player
immediately. This must happen." (almanac, Seed 002; ruling riot-chain-all-riot-dead-good-wins,
https://wiki.bloodontheclocktower.com/Riot).

Riot has no night kill. At the end of night 3 every Minion becomes Riot (told so). On day 3
each nominee dies at once, with no vote, and must at once nominate an alive player (the
Storyteller nominates for them if they let the countdown run out, and makes the first
nomination if nobody nominates). The chain runs until the game ends: good wins when no
Riot is alive, evil when just two players are alive and a Riot lives.
"""

from typing import Any

from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.state import DRUNK, EVIL, GOOD, POISONED, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night

from .seed002_evil import nominate, steps_until

SCRIPT = "seed-002"
# Seats: 0 Chef, 1 Riot, 2 Poisoner, 3 Knight, 4 Steward, 5 Recluse, 6 General
SEATING: list[Any] = ["chef", "riot", "poisoner", "knight", "steward", "recluse", "general"]


def game(seating: list[Any] = SEATING) -> Any:
    return seated(seating, script=SCRIPT)


def to_day_3(g: Any, plan: list[Any] = ()) -> None:
    to_day(g, 3, plan)


def test_no_night_kill_and_normal_days_before_day_3() -> None:
    g = game()
    seen = steps_until(g, lambda d: d.step == "talk" and g.state.day == 2)
    assert not any(step == "riot" for step, _ in seen) and not g.state.deaths
    result = nominate(g, 2, 0, yes=(1, 2, 3, 4))
    assert result["tally"] == 4 and result["about_to_die"] == 0  # a vote, as usual
    advance(g, until=lambda d: g.state.phase == "night")
    assert not is_alive(g, 0) and g.state.executions == [(2, 0, "chef")]


def test_minions_become_riot_at_the_end_of_night_3() -> None:
    g = game()
    to_night(g, 3)
    assert g.state.seats[2].character == "poisoner"
    to_day_3(g)
    assert g.state.seats[2].character == "riot" and g.view(2).character == "riot"
    night3 = [e for e in g.events if e.time == ("night", 3)]
    kinds = [e.kind for e in night3]
    # After every other night action (the General's information is the last before Riot).
    assert kinds.index("character_changed") > max(i for i, e in enumerate(night3) if e.kind == "learned")
    told = [e for e in g.view(2).events if e.kind == "character_changed"]
    assert told and told[-1].data == {"seat": 2, "character": "riot"}
    assert [r.token for r in g.state.reminders if r.character == "riot"] == ["Day 3"]


def test_riot_chain_all_riot_dead_good_wins() -> None:
    """riot-chain-all-riot-dead-good-wins: day 3, 7 alive, R1 the Riot, R2 the ex-Poisoner.
    G1 nominates R2: R2 dies and must nominate, picks G3; G3 dies and picks R1; R1 dies:
    no Riot is left, good wins at once. No vote is held."""
    g = game()
    to_day_3(g)
    d = advance(g, until=("nominate", 3))
    g.answer(2)
    d = g.pending
    assert not is_alive(g, 2)
    assert d is not None and d.step == "riot.nominate" and d.chooser == 2 and d.kind == DecisionKind.NOMINATE
    assert d.options == (None, 0, 1, 3, 4, 5, 6)  # alive players, not the ones nominated today
    g.answer(4)
    d = g.pending
    assert not is_alive(g, 4) and d is not None and d.chooser == 4 and d.options == (None, 0, 1, 3, 5, 6)
    g.answer(1)
    assert not is_alive(g, 1)
    assert g.over and g.winner == GOOD and g.state.win_condition == "no-demon"
    day3_votes = [e for e in g.events if e.kind == "voted" and e.time == ("day", 3)]
    assert day3_votes == []


def test_nominee_who_does_not_nominate_the_storyteller_nominates_for_them() -> None:
    g = game()
    to_day_3(g)
    advance(g, until=("nominate", 3))
    g.answer(0)
    g.answer(None)  # the Chef lets the countdown run out
    d = g.pending
    assert d is not None and d.chooser == STORYTELLER and d.step == "riot.nominate"
    assert d.options == (1, 2, 3, 4, 5, 6)
    g.answer(5)
    assert not is_alive(g, 5)
    nominated = [e for e in g.events if e.kind == "nominated"]
    assert nominated[-1].data == {"nominator": 0, "nominee": 5, "by_storyteller": True}
    # The public log says who nominated: the Storyteller, for the Chef (review of issue 3).
    assert nominated[-1].public and nominated[-1].text == (
        "Alice did not nominate in time: the Storyteller nominates Frank for them.")
    assert nominated[-2].text == "Dave nominates Alice." and "by_storyteller" not in nominated[-2].data


def test_chain_down_to_two_alive_with_a_riot_evil_wins() -> None:
    g = game()
    to_day_3(g)
    advance(g, until=("nominate", 3))
    g.answer(0)
    for nominee in (3, 4, 5, 6):  # every good player in turn
        g.answer(nominee)
    assert g.over and g.winner == EVIL and g.state.win_condition == "two-alive"
    assert [s.index for s in g.state.seats if s.alive] == [1, 2]


def test_nobody_nominates_the_storyteller_starts_the_chain() -> None:
    g = game()
    to_day_3(g)
    d = advance(g, until="riot.first")
    assert d.chooser == STORYTELLER and d.options == tuple(range(7))
    g.answer(1)
    assert not is_alive(g, 1)
    d = g.pending
    assert d is not None and d.chooser == 1 and d.step == "riot.nominate"
    g.answer(2)
    assert g.over and g.winner == GOOD


def test_nobody_nominates_the_day_does_not_end_before_the_storytellers_nomination() -> None:
    """The Storyteller's first nomination comes as the nominations close, before the day's
    end is announced: the public log never says "Day 3 ends with no execution." before the
    riot (review of issue 3); here the chain ends the game, so it never says it at all."""
    g = game()
    to_day_3(g)
    advance(g, until="riot.first")
    assert not [e for e in g.events if e.kind == "no_execution" and e.time == ("day", 3)]
    g.answer(1)
    g.answer(2)
    assert g.over
    day3 = [e for e in g.events if e.public and e.time == ("day", 3)]
    kinds = [e.kind for e in day3]
    assert "no_execution" not in kinds and "dusk" not in kinds
    start = next(i for i, e in enumerate(day3) if e.data.get("nominee") == 1)
    assert day3[start].text == "Nobody nominated: the Storyteller nominates Bob."
    assert kinds[start + 1:] == ["died", "nominated", "died"] and g.winner == GOOD


def test_riot_poisoned_through_day_3_no_riot_and_minions_stay() -> None:
    """Ruling (riot.py): Riot's ability works on day 3 only, and a poisoned player has no
    ability (almanac, Poisoner), so a Riot poisoned through day 3 never riots."""
    g = game()
    to_night(g, 3)
    to_day_3(g, [("poisoner", 1)])
    assert g.state.seats[2].character == "poisoner"
    result = nominate(g, 3, 0, yes=(1, 2, 3, 4))
    assert is_alive(g, 0) and result["tally"] == 4  # an ordinary vote


def test_drunk_riot_does_nothing_on_day_3() -> None:
    g = game()
    to_night(g, 3)
    g.state.effects.append(Effect(DRUNK, 1, None, None, None, needs_source=False))
    to_day_3(g)
    assert g.state.seats[2].character == "poisoner"
    nominate(g, 3, 0, yes=())
    assert is_alive(g, 0)


def test_riot_sober_again_by_day_3_minions_change_as_nominations_begin() -> None:
    g = game()
    to_night(g, 3)
    g.state.effects.append(Effect(POISONED, 1, None, None, ("dawn", 3), needs_source=False))
    to_day_3(g)
    assert g.state.seats[2].character == "poisoner"  # not at night: Riot was poisoned
    advance(g, until=("nominate", 3))
    assert g.state.seats[2].character == "riot"


def test_marionette_becomes_riot_and_learns_it_is_evil() -> None:
    g = game(["chef", "riot", ("marionette", "knight"), "knight", "steward", "recluse", "general"])
    to_day_3(g)
    seat = g.state.seats[2]
    assert seat.character == "riot" and seat.believed_alignment == EVIL and g.view(2).alignment == EVIL


def test_scarlet_woman_becomes_riot_when_riot_is_executed_early() -> None:
    g = game(["chef", "riot", "scarletwoman", "knight", "steward", "recluse", "general"])
    to_day(g, 1)
    nominate(g, 0, 1, yes=range(7))
    to_night(g, 2)
    assert g.state.seats[2].character == "riot" and not g.over


def test_custom_riot_scripts_that_cannot_be_set_up_say_why(tmp_path: Any) -> None:
    """Bad input (issue 3): a custom script adding Riot to a bag that cannot be filled is a
    clear error naming the reason, never a crash: Riot makes Minions into Riot, so a script
    without Minions cannot be played at all; one with too few Townsfolk fails at the player
    counts it cannot fill, and plays at those it can."""
    import json

    import pytest
    from typer.testing import CliRunner

    from clocktower.cli import app
    from clocktower.engine import Game, SetupError, playability_problems
    from clocktower.script import parse_script
    from clocktower.testing import set_up

    no_minions = parse_script([{"id": "_meta", "name": "Riot alone"}, "riot", "chef", "knight", "steward",
                               "recluse", "klutz"])
    assert playability_problems(no_minions) == ["it has no Minions"]
    with pytest.raises(SetupError, match="'Riot alone' cannot be played alone: it has no Minions"):
        Game(no_minions, 7)
    path = tmp_path / "riot.json"
    path.write_text(json.dumps([{"id": "_meta", "name": "Riot alone"}, "riot", "chef", "knight", "steward",
                                "recluse", "klutz"]))
    result = CliRunner().invoke(app, ["play", "--script", str(path), "-p", "7", "--quiet"])
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert "it has no Minions" in " ".join(result.output.split())

    small = parse_script([{"id": "_meta", "name": "Riot small"}, "riot", "poisoner", "chef", "knight", "steward",
                          "recluse"])
    assert playability_problems(small) == []
    game, _ = set_up(small, 5)
    assert sorted(s.character for s in game.state.seats) == ["chef", "knight", "poisoner", "riot", "steward"]
    with pytest.raises(SetupError, match="too few townsfolk characters for 7 players"):
        set_up(small, 7)
