"""Gossip: "Each day, you may make a public statement. Tonight, if it was true, a player dies."
(almanac, Darkest Before Dawn).

The engine offers the Gossip a public day choice of structured statements that are definitely true
or false ("X is the <character>", "X is good/evil", "X is a <type>"), or none. Truth is judged when
the statement is made, through registration. That night, if the Gossip's ability works (alive,
sober and healthy at night, whatever it was by day), the Storyteller picks an alive player who
dies. The Gossip does not wake.
"""

from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.state import DRUNK, POISONED, SAFE, Effect
from clocktower.testing import advance, is_alive, seated, to_day

# Seats: 0 Soldier, 1 Gossip, 2 Imp, 3 Drunk (believes the Ravenkeeper), 4 Assassin, 5 Chambermaid,
# 6 Exorcist.
SEATING = ["soldier", "gossip", "imp", ("drunk", "ravenkeeper"), "assassin", "chambermaid", "exorcist"]
GOSSIP = 1
NIGHT2 = [("imp", 0), ("exorcist", 5)]  # the Imp attacks the Soldier: nobody dies to the Demon


def gossip(game, statement, day=1, plan=()):
    to_day(game, day, plan)
    d = advance(game, until="gossip")
    assert d is not None and d.kind == DecisionKind.DAY_ABILITY and d.chooser == GOSSIP
    game.answer(statement)


def kill_decision(game):
    """Run night 2 up to the Gossip's kill (or to day 2 if there is none)."""
    return advance(game, NIGHT2, until=lambda d: d.step == "gossip.kill" or game.state.day == 2)


def test_statements_offered() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    d = advance(game, until="gossip")
    assert d.count is None and d.options[0] is None
    assert ("is", 2, "imp") in d.options and ("alignment", 4, "evil") in d.options
    assert ("type", 3, "outsider") in d.options and ("alignment", 0, "good") in d.options


def test_true_statement_kills_a_player_of_the_storytellers_choice() -> None:
    game = seated(SEATING)
    gossip(game, ("is", 2, "imp"))
    assert any(e.kind == "statement" and e.data.get("gossip") == ["is", 2, "imp"] for e in game.view(5).events)
    d = kill_decision(game)
    assert d.step == "gossip.kill" and d.chooser == STORYTELLER
    assert d.options == tuple(range(7))  # any alive player
    game.answer(5)
    assert not is_alive(game, 5)
    advance(game, until=lambda d: game.state.day == 2)
    dawn = [e for e in game.view(5).events if e.kind == "dawn"][-1]
    assert dawn.data["died"] == [5]
    assert GOSSIP not in game.state.woke_tonight  # the Gossip does not wake


def test_false_statement_kills_nobody() -> None:
    game = seated(SEATING)
    gossip(game, ("alignment", 2, "good"))
    d = kill_decision(game)
    assert d.step == "talk"
    assert all(s.alive for s in game.state.seats)


def test_no_statement_kills_nobody() -> None:
    game = seated(SEATING)
    gossip(game, None)
    assert kill_decision(game).step == "talk"


def test_truth_uses_the_true_character_of_the_drunk() -> None:
    game = seated(SEATING)
    gossip(game, ("is", 3, "ravenkeeper"))  # false: seat 3 is the Drunk
    assert kill_decision(game).step == "talk"
    game2 = seated(SEATING)
    gossip(game2, ("type", 3, "outsider"))  # true
    assert kill_decision(game2).step == "gossip.kill"


def test_the_only_kill_is_the_storytellers_pick_among_alive_players() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    votes = [(("vote", s), True) for s in (4, 5, 6, 0)]
    advance(game, [("gossip", ("is", 2, "imp")), (("nominate", 0), 3), *votes],
            until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 3)
    d = kill_decision(game)
    assert 3 not in d.options and d.options == (0, 1, 2, 4, 5, 6)


def test_not_a_demon_kill_so_the_soldier_dies() -> None:
    game = seated(SEATING)
    gossip(game, ("alignment", 4, "evil"))
    kill_decision(game)
    game.answer(0)
    assert not is_alive(game, 0)


def test_a_protected_choice_does_not_die() -> None:
    game = seated(SEATING)
    gossip(game, ("alignment", 4, "evil"))
    game.state.effects.append(Effect(SAFE, 5, None, None, None, needs_source=False))
    kill_decision(game)
    game.answer(5)
    assert is_alive(game, 5)


def test_each_day() -> None:
    game = seated(SEATING)
    gossip(game, ("alignment", 6, "evil"))  # false on day 1
    gossip(game, ("is", 4, "assassin"), day=2, plan=NIGHT2)
    d = advance(game, [("imp", 0), ("exorcist", 6)],
                until=lambda d: d.step == "gossip.kill" or game.state.day == 3)
    assert d.step == "gossip.kill" and game.state.night == 3


def test_drunk_believing_gossip_kills_nobody() -> None:
    seating = ["soldier", ("drunk", "gossip"), "imp", "ravenkeeper", "assassin", "chambermaid", "exorcist"]
    game = seated(seating)
    gossip(game, ("is", 2, "imp"))
    assert kill_decision(game).step == "talk"
    assert all(s.alive for s in game.state.seats)


def test_poisoned_at_night_kills_nobody() -> None:
    game = seated(SEATING)
    gossip(game, ("is", 2, "imp"))
    game.state.effects.append(Effect(POISONED, GOSSIP, None, None, None, needs_source=False))
    assert kill_decision(game).step == "talk"


def test_drunk_when_speaking_but_sober_at_night_still_kills() -> None:
    """Almanac: a true statement made while drunk or poisoned still kills if the Gossip is sober
    and healthy that night."""
    game = seated(SEATING)
    game.state.effects.append(Effect(DRUNK, GOSSIP, None, None, ("dusk", 1), needs_source=False))
    gossip(game, ("is", 2, "imp"))
    assert kill_decision(game).step == "gossip.kill"


def test_dead_gossip_kills_nobody_and_cannot_speak() -> None:
    game = seated(SEATING)
    to_day(game, 1)
    votes = [(("vote", s), True) for s in (2, 3, 4, 5)]
    advance(game, [("gossip", ("is", 2, "imp")), (("nominate", 0), GOSSIP), *votes],
            until=lambda d: game.state.phase == "night")
    assert not is_alive(game, GOSSIP)
    assert kill_decision(game).step == "talk"
    d = advance(game, until=lambda d: d.step in ("gossip", "nominate"))
    assert d.step == "nominate"  # no Gossip statement for a dead Gossip
