"""The heuristic bot: its strategy from a view alone, its legality and determinism."""

from __future__ import annotations

from typing import Any

import pytest

from clocktower.agents.heuristic import HeuristicAgent, team_of
from clocktower.bot_table import SCRIPTS, play_game
from clocktower.decisions import Decision, DecisionKind
from clocktower.engine import EventLog, PlayerInfo, SeatView
from clocktower.events import Event

NAMES = ("Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace")
SCRIPT = ("chef", "empath", "fortuneteller", "steward", "slayer", "knight", "oracle",
          "drunk", "recluse", "poisoner", "baron", "imp")


def view(seat: int, character: str, events: list[Event], *, alignment: str = "good", day: int = 1,
         dead: tuple[int, ...] = (), script: tuple[str, ...] = SCRIPT) -> SeatView:
    """A hand-made view: no game exists behind it."""
    players = tuple(PlayerInfo(i, n, i not in dead, True) for i, n in enumerate(NAMES))
    return SeatView(seat=seat, name=NAMES[seat], character=character, ability="", alignment=alignment,
                    alive=seat not in dead, ghost_vote=True, phase="day", night=day, day=day,
                    players=players, events=EventLog(events), script=script)


def talk(seat: int) -> Decision:
    options: list[Any] = [("pass",)]
    options += [("claim", c) for c in SCRIPT]
    options += [("accuse", s) for s in range(7) if s != seat] + [("vouch", s) for s in range(7) if s != seat]
    options += [("learned", s, c) for s in range(7) for c in SCRIPT] + [("number", k) for k in range(6)]
    return Decision(DecisionKind.STATEMENT, seat, "talk", "Make a public statement", tuple(options), subject=seat)


def nominate(seat: int) -> Decision:
    return Decision(DecisionKind.NOMINATE, seat, "nominate", "Nominate", (None, *[s for s in range(7)]), subject=seat)


def vote(seat: int) -> Decision:
    return Decision(DecisionKind.VOTE, seat, "vote", "Vote?", (True, False), subject=seat)


def learned(seat: int, what: str, value: Any, night: int = 1) -> Event:
    return Event("learned", "...", seats=(seat,), data={"what": what, "value": value}, time=("night", night))


def said(seat: int, statement: tuple[Any, ...], day: int = 1) -> Event:
    return Event("statement", "...", public=True, data={"seat": seat, "statement": list(statement)},
                 time=("day", day))


def nominated(nominator: int, nominee: int, day: int = 1) -> Event:
    return Event("nominated", "...", public=True, data={"nominator": nominator, "nominee": nominee},
                 time=("day", day))


def test_a_good_bot_with_a_confirming_info_nominates_and_votes_for_that_seat() -> None:
    events = [learned(0, "an evil player", 4), said(1, ("claim", "chef")), said(4, ("claim", "empath"))]
    bot = HeuristicAgent("t", 0)
    assert bot.decide(view(0, "steward", events), nominate(0)) == 4
    events.append(nominated(2, 4))
    assert bot.decide(view(0, "steward", events), vote(0)) is True
    events.append(nominated(4, 2))
    assert bot.decide(view(0, "steward", events), vote(0)) is False


def test_a_good_bot_claims_on_day_one_then_shares_what_it_learned() -> None:
    events = [learned(2, "Dave's alignment", "evil")]
    bot = HeuristicAgent("t", 2)
    assert bot.decide(view(2, "chef", events), talk(2)) == ("claim", "chef")
    events.append(said(2, ("claim", "chef")))
    assert bot.decide(view(2, "chef", events, day=2), talk(2)) == ("accuse", 3)


def test_a_doubled_claim_of_the_bots_own_character_marks_the_other_as_evil() -> None:
    events = [said(0, ("claim", "empath")), said(5, ("claim", "empath")), said(3, ("claim", "chef"))]
    bot = HeuristicAgent("t", 0)
    sus = bot.suspicion(view(0, "empath", events))
    assert max(range(1, 7), key=lambda s: sus[s]) == 5
    assert bot.decide(view(0, "empath", events), nominate(0)) == 5


@pytest.mark.parametrize("seed", range(12))
def test_the_demon_bluffs_only_from_its_bluffs(seed: int) -> None:
    bluffs = ["chef", "oracle", "knight"]
    events = [Event("demon_info", "...", seats=(3,), data={"minions": [5], "bluffs": bluffs})]
    if seed % 2:
        events.append(said(0, ("claim", "chef")))  # the Demon avoids a bluff already claimed
    bot = HeuristicAgent(seed, 3)
    st = bot.decide(view(3, "imp", events, alignment="evil"), talk(3))
    assert st[0] == "claim" and st[1] in bluffs
    if seed % 2:
        assert st[1] != "chef"


@pytest.mark.parametrize("seed", range(12))
def test_a_minion_claims_a_townsfolk_nobody_claimed_and_not_itself(seed: int) -> None:
    events = [Event("minion_info", "...", seats=(5,), data={"demons": [3], "minions": []}),
              said(0, ("claim", "chef")), said(3, ("claim", "oracle"))]
    st = HeuristicAgent(seed, 5).decide(view(5, "poisoner", events, alignment="evil"), talk(5))
    assert st[0] == "claim" and team_of(st[1]) == "townsfolk" and st[1] not in ("chef", "oracle")


def test_evil_votes_to_save_its_demon_and_to_execute_a_good_player() -> None:
    events = [Event("minion_info", "...", seats=(5,), data={"demons": [3], "minions": []}), nominated(1, 3)]
    bot = HeuristicAgent("t", 5)
    assert bot.decide(view(5, "poisoner", events, alignment="evil"), vote(5)) is False
    events.append(nominated(3, 1))
    assert bot.decide(view(5, "poisoner", events, alignment="evil"), vote(5)) is True


def test_the_demon_kills_the_player_who_accused_its_team() -> None:
    events = [Event("demon_info", "...", seats=(3,), data={"minions": [5], "bluffs": ["chef"]}),
              said(0, ("claim", "chef")), said(1, ("claim", "empath")), said(2, ("accuse", 5))]
    d = Decision(DecisionKind.CHOOSE_PLAYERS, 3, "imp", "Choose a player to kill", tuple(range(7)), subject=3)
    assert HeuristicAgent("t", 3).decide(view(3, "imp", events, alignment="evil", day=2), d) == 2


def test_a_good_bot_never_votes_for_a_goblin_claimant() -> None:
    events = [learned(0, "an evil player", 4), nominated(2, 4), said(4, ("claim", "goblin"))]
    assert HeuristicAgent("t", 0).decide(view(0, "chef", events), vote(0)) is False


def test_the_bot_needs_a_view() -> None:
    with pytest.raises(ValueError, match="view"):
        HeuristicAgent("t", 0).decide(None, vote(0))


@pytest.mark.parametrize("script", SCRIPTS)
def test_heuristic_games_finish_and_are_reproducible(script: str) -> None:
    # Every answer is validated by the engine; the bots see only their views (the harness
    # hands them nothing else). The same seed gives the same game.
    a = play_game(script, 7, "det", "heuristic", "heuristic", "balanced", max_decisions=30_000)
    b = play_game(script, 7, "det", "heuristic", "heuristic", "balanced", max_decisions=30_000)
    assert a.winner in ("good", "evil")
    assert a.answers == b.answers


def test_an_evil_protector_protects_its_team() -> None:
    # An evil Innkeeper (a good character turned evil) shelters its Demon, not good players.
    events = [Event("minion_info", "...", seats=(5,), data={"demons": [3], "minions": []})]
    d = Decision(DecisionKind.CHOOSE_PLAYERS, 5, "innkeeper", "Choose 2 players to protect", tuple(range(7)),
                 count=(2, 2), subject=5)
    picked = HeuristicAgent("t", 5).decide(view(5, "innkeeper", events, alignment="evil"), d)
    assert set(picked) == {3, 5}


# ---------------------------------------------------------------- leaving stalemates
def executed(seat: int, day: int, died: bool) -> list[Event]:
    """A day's execution as every seat sees it: the execution, the death if any, dusk."""
    out = [Event("executed", "...", public=True, data={"seat": seat}, time=("day", day))]
    if died:
        out.append(Event("died", "...", public=True, data={"seat": seat}, time=("day", day)))
    return out + [Event("dusk", "...", public=True, time=("day", day))]


def test_a_good_bot_nominates_a_living_suspect_not_a_dead_one() -> None:
    # Dave (3) is dead and the most suspect; executing him would remove nobody.
    events = [learned(0, "an evil player", 3), said(1, ("accuse", 3)), said(2, ("accuse", 5)),
              said(4, ("accuse", 3)), *executed(3, 1, died=True), said(6, ("accuse", 5), day=2)]
    bot = HeuristicAgent("t", 0)
    assert bot.decide(view(0, "steward", events, day=2, dead=(3,)), nominate(0)) == 5
    # Nor does it vote to execute a dead player.
    events.append(nominated(2, 3, day=2))
    assert bot.decide(view(0, "steward", events, day=2, dead=(3,)), vote(0)) is False


def test_a_dead_good_bot_spends_its_ghost_vote_when_nobody_has_died_for_days() -> None:
    # Six alive besides this dead bot: it keeps its ghost vote at first, but once two days
    # pass without a death it spends it on its top suspect.
    events = [learned(0, "an evil player", 4), said(1, ("claim", "chef")), *executed(0, 1, died=True),
              nominated(2, 4, day=2)]
    bot = HeuristicAgent("t", 0)
    assert bot.decide(view(0, "chef", events, day=2, dead=(0,)), vote(0)) is False
    events += [Event("dusk", "...", public=True, time=("day", 2)), nominated(2, 4, day=4)]
    assert bot.decide(view(0, "chef", events, day=4, dead=(0,)), vote(0)) is True


def test_at_three_alive_the_demon_kills_its_own_minion_to_win() -> None:
    # Alice (0) is good and alive with the Demon (3) and its Minion (5): killing her may fail
    # (a Sailor, a Tea Lady's neighbour), killing the Minion leaves two alive and wins.
    events = [Event("demon_info", "...", seats=(3,), data={"minions": [5], "bluffs": ["chef"]}),
              said(0, ("accuse", 3))]
    dead = (1, 2, 4, 6)
    kill = Decision(DecisionKind.CHOOSE_PLAYERS, 3, "imp", "Choose a player to kill", tuple(range(7)), subject=3)
    assert HeuristicAgent("t", 3).decide(view(3, "imp", events, alignment="evil", day=5, dead=dead), kill) == 5
    # By day, the Minion nominates itself or lets the Demon do it, and votes for it.
    minion = [Event("minion_info", "...", seats=(5,), data={"demons": [3], "minions": []}), nominated(3, 5, day=5)]
    assert HeuristicAgent("t", 5).decide(view(5, "poisoner", minion, alignment="evil", day=5, dead=dead),
                                         vote(5)) is True
    assert HeuristicAgent("t", 3).decide(view(3, "imp", events, alignment="evil", day=5, dead=dead),
                                         nominate(3)) == 5


def test_evil_sacrifices_a_minion_when_the_good_player_left_survived_its_execution() -> None:
    # Four alive: the Demon (3), two Minions (5, 6) and Bob (1), who was executed twice and lived.
    events = [Event("demon_info", "...", seats=(3,), data={"minions": [5, 6], "bluffs": ["chef"]}),
              *executed(1, 3, died=False), *executed(1, 4, died=False)]
    dead = (0, 2, 4)
    bot = HeuristicAgent("t", 3)
    assert bot.decide(view(3, "imp", events, alignment="evil", day=5, dead=dead), nominate(3)) in (5, 6)
    events.append(nominated(5, 1, day=5))
    assert bot.decide(view(3, "imp", events, alignment="evil", day=5, dead=dead), vote(3)) is False


def test_a_good_bot_stops_trying_to_execute_a_player_who_survived_two_executions() -> None:
    # Three alive: this bot (1), Carol (2) and Frank (5), whom the town accuses and executed
    # twice without his dying (a sober Sailor). Carol is the one an execution can remove.
    events = [said(0, ("accuse", 5)), said(3, ("accuse", 5)), said(5, ("claim", "sailor")),
              said(2, ("claim", "chef")), *executed(5, 2, died=False), *executed(5, 3, died=False)]
    dead = (0, 3, 4, 6)
    bot = HeuristicAgent("t", 1)
    assert bot.decide(view(1, "empath", events, day=4, dead=dead), nominate(1)) == 2
    events.append(nominated(1, 2, day=4))
    assert bot.decide(view(1, "empath", events, day=4, dead=dead), vote(1)) is True
    events.append(nominated(2, 5, day=4))
    assert bot.decide(view(1, "empath", events, day=4, dead=dead), vote(1)) is False


def test_after_days_without_a_death_a_good_bot_nominates_its_top_suspect() -> None:
    # Nobody stands out, so on day 1 the bot does not nominate; once two days have begun
    # with nobody dying, it puts its top suspect up rather than let the town stall.
    events = [said(s, ("claim", c)) for s, c in enumerate(("oracle", "chef", "empath", "knight", "slayer",
                                                          "steward", "fortuneteller"))]
    bot = HeuristicAgent("t", 0)
    assert bot.decide(view(0, "oracle", events, day=1), nominate(0)) is None
    events += [Event("dusk", "...", public=True, time=("day", 1)), Event("dusk", "...", public=True, time=("day", 2))]
    assert bot.decide(view(0, "oracle", events, day=3), nominate(0)) in range(1, 7)


def test_a_stuck_good_bot_moves_on_from_a_goblin_claimant_to_its_next_suspect() -> None:
    # Eve (4) is the top suspect but claims the Goblin when nominated: the bot never votes
    # to execute her. The next day she may be tried again (a bluffer may not claim twice),
    # but once days pass without a death, nominating her wastes the nomination: Frank (5),
    # the next suspect, goes up.
    events = [learned(0, "an evil player", 4), said(1, ("accuse", 4)), said(3, ("accuse", 5)),
              nominated(2, 4), said(4, ("claim", "goblin")), Event("dusk", "...", public=True, time=("day", 1))]
    bot = HeuristicAgent("t", 0)
    assert bot.decide(view(0, "chef", events, day=2), nominate(0)) == 4
    events += [nominated(2, 4, day=2), said(4, ("claim", "goblin"), day=2),
               Event("dusk", "...", public=True, time=("day", 2)),
               Event("dusk", "...", public=True, time=("day", 3))]
    assert bot.decide(view(0, "chef", events, day=4), nominate(0)) == 5


# ---------------------------------------------------------------- the base scripts' characters
TB = ("washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller", "undertaker", "monk",
      "ravenkeeper", "virgin", "slayer", "soldier", "mayor", "butler", "drunk", "recluse", "saint",
      "poisoner", "spy", "scarletwoman", "baron", "imp")


def tb_view(seat: int, character: str, events: list[Event], **kw: Any) -> SeatView:
    return view(seat, character, events, script=TB, **kw)


def tb_talk(seat: int) -> Decision:
    options: list[Any] = [("pass",)] + [("claim", c) for c in TB]
    options += [("accuse", s) for s in range(7) if s != seat] + [("vouch", s) for s in range(7) if s != seat]
    options += [("learned", s, c) for s in range(7) for c in TB]
    return Decision(DecisionKind.STATEMENT, seat, "talk", "Make a public statement", tuple(options), subject=seat)


def test_a_townsfolk_bot_tests_a_virgin_claimant_by_nominating_them() -> None:
    events = [said(1, ("claim", "virgin")), said(2, ("claim", "chef")), said(3, ("claim", "monk"))]
    bot = HeuristicAgent(1, 0)
    assert bot.decide(view(0, "empath", events), nominate(0)) == 1
    # An Outsider cannot test (the Virgin executes only a Townsfolk nominator).
    assert HeuristicAgent(1, 0).decide(view(0, "recluse", events), nominate(0)) != 1


def test_the_virgin_test_s_outcome_proves_or_damns_the_claimant() -> None:
    claims = [said(1, ("claim", "virgin")), said(0, ("claim", "empath")), said(2, ("claim", "chef"))]
    proved = claims + [nominated(0, 1), Event("executed", "...", public=True, data={"seat": 0}, time=("day", 1))]
    bot = HeuristicAgent(1, 3)
    sus = bot.suspicion(view(3, "monk", proved))
    assert sus[1] < -3 and sus[0] < -1
    # Nominated first by this Townsfolk bot and nobody executed: the claim looks false.
    failed = claims + [nominated(0, 1), Event("voted", "...", public=True,
                                              data={"nominee": 1, "voters": [], "tally": 0}, time=("day", 1))]
    bot = HeuristicAgent(1, 0)
    assert bot.suspicion(view(0, "empath", failed))[1] > 2


def test_a_good_bot_does_not_vote_to_execute_a_claimed_saint_without_strong_evidence() -> None:
    events = [said(1, ("claim", "saint")), said(2, ("accuse", 1)), said(3, ("accuse", 1)), nominated(2, 1)]
    bot = HeuristicAgent(1, 0)
    assert bot.suspicion(view(0, "chef", events))[1] < 4
    assert bot.decide(view(0, "chef", events), vote(0)) is False
    # With its own evidence (the bot learned the claimant is evil) it votes.
    strong = [learned(0, "an evil player", 1)] + events
    assert HeuristicAgent(1, 0).decide(view(0, "chef", strong), vote(0)) is True


def test_a_butler_bot_takes_its_most_trusted_player_as_master_and_votes_when_bound() -> None:
    events = [learned(0, "a good player", 4), said(2, ("claim", "chef"))]
    master = Decision(DecisionKind.CHOOSE_PLAYERS, 0, "butler", "Choose your master", (1, 2, 3, 4, 5, 6),
                      subject=0)
    assert HeuristicAgent(1, 0).decide(view(0, "butler", events), master) == 4
    bound = Decision(DecisionKind.VOTE, 0, "vote", "Vote?", (False,), subject=0)
    assert HeuristicAgent(1, 0).decide(view(0, "butler", events + [nominated(2, 3)]), bound) is False


def _grimoire(rows: list[tuple[str, str]], bluffs: list[str]) -> Event:
    data = {"grimoire": [{"seat": i, "name": NAMES[i], "character": c, "believed": c, "alignment": a,
                          "alive": True, "reminders": []} for i, (c, a) in enumerate(rows)], "bluffs": bluffs}
    return Event("grimoire_shown", "...", seats=(1,), data=data, time=("night", 1))


SPY_GRIMOIRE = [("imp", "evil"), ("spy", "evil"), ("chef", "good"), ("empath", "good"), ("monk", "good"),
                ("saint", "good"), ("soldier", "good")]


def test_the_spy_claims_a_townsfolk_not_in_play_and_not_a_demon_bluff() -> None:
    bluffs = ["washerwoman", "librarian", "investigator"]
    events = [Event("minion_info", "...", seats=(1,), data={"demons": [0], "minions": [1]}, time=("night", 1)),
              _grimoire(SPY_GRIMOIRE, bluffs)]
    claim = HeuristicAgent(1, 1).decide(tb_view(1, "spy", events, alignment="evil"), tb_talk(1))
    in_play = {c for c, _a in SPY_GRIMOIRE}
    assert claim[0] == "claim" and team_of(claim[1]) == "townsfolk"
    assert claim[1] not in in_play and claim[1] not in bluffs


def test_the_spy_fakes_information_that_checks_out() -> None:
    events = [Event("minion_info", "...", seats=(1,), data={"demons": [0], "minions": [1]}, time=("night", 1)),
              _grimoire(SPY_GRIMOIRE, []), said(1, ("claim", "undertaker")), said(3, ("claim", "empath")),
              said(2, ("claim", "chef"))]
    st = HeuristicAgent(1, 1).decide(tb_view(1, "spy", events, alignment="evil", day=2), tb_talk(1))
    assert st[0] == "learned" and SPY_GRIMOIRE[st[1]] == (st[2], "good")
    assert st[2] == "empath" or st[2] == "chef"  # a claim it confirms, with the truth


def test_the_evil_twin_pair_each_accuse_the_other() -> None:
    good = [learned(3, "the character of Bob, their twin", "eviltwin"), said(3, ("claim", "chef"))]
    bot = HeuristicAgent(1, 3)
    assert bot.decide(view(3, "chef", good, day=2), talk(3)) == ("accuse", 1)
    assert bot.suspicion(view(3, "chef", good, day=2))[1] > 5
    evil = [Event("minion_info", "...", seats=(1,), data={"demons": [0], "minions": [1]}, time=("night", 1)),
            learned(1, "Dave is your twin: their character", "chef"), said(1, ("claim", "empath"))]
    assert HeuristicAgent(1, 1).decide(view(1, "eviltwin", evil, alignment="evil", day=2), talk(1)) == \
        ("accuse", 3)


def test_a_washerwoman_bot_confirms_the_claimant_it_saw() -> None:
    events = [learned(0, "two players, one of them a particular Townsfolk", (2, 5, "chef")),
              said(0, ("claim", "washerwoman")), said(2, ("claim", "chef")), said(5, ("claim", "empath"))]
    bot = HeuristicAgent(1, 0)
    assert bot.suspicion(view(0, "washerwoman", events, day=2))[2] < -2
    assert bot.decide(tb_view(0, "washerwoman", events, day=2), tb_talk(0)) == ("learned", 2, "chef")
