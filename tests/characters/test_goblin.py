"""Goblin: "If you publicly claim to be the Goblin when nominated and are then executed that day,
evil wins." (Seed 004's page is Korean: seeds/README.md; the wiki's Goblin page,
https://wiki.bloodontheclocktower.com/Goblin, gives the examples used below.)

Every nominee is asked, before the vote, whether to claim to be the Goblin (any player may);
only the true Goblin's claim counts, and only if it is executed the same day with its ability
working.
"""

from typing import Any

from clocktower.decisions import DecisionKind
from clocktower.engine import Game
from clocktower.state import DRUNK, POISONED, Effect
from clocktower.testing import advance, is_alive, seated, to_day

# Seats: 0 Goblin, 1 Fang Gu, 2 Chef, 3 Empath, 4 Noble, 5 Undertaker, 6 Sweetheart.
SEATING = ["goblin", "fanggu", "chef", "empath", "noble", "undertaker", "sweetheart"]
GOBLIN = 0
CLAIM = ("claim", "goblin")
PASS = ("pass",)


def game(seating: Any = SEATING) -> Game:
    return seated(seating, script="seed-004")


def execute(g: Game, nominator: int, nominee: int, claim: Any, voters: Any = (1, 2, 3, 4)) -> None:
    """Run today's nominations: ``nominator`` nominates ``nominee``, who answers ``claim``;
    ``voters`` vote yes. Stops at the next night (or the end of the game)."""
    plan: list[Any] = [(("nominate", nominator), nominee), (("goblin", nominee), claim)]
    plan += [(("vote", v), True) for v in voters]
    advance(g, plan, until=lambda d: g.state.phase == "night")


def test_claim_then_execution_evil_wins() -> None:
    """Wiki example: Abdallah is the Goblin, claims when nominated, is executed: evil wins."""
    g = game()
    to_day(g, 1)
    d = advance(g, [(("nominate", 0), None), (("nominate", 2), GOBLIN)], until="goblin")
    assert d is not None and d.chooser == GOBLIN and d.kind == DecisionKind.STATEMENT
    assert d.options == (PASS, CLAIM)
    g.answer(CLAIM)
    advance(g, [(("vote", v), True) for v in (1, 2, 3, 4)], until=lambda d: g.state.phase == "night")
    assert g.over and g.winner == "evil" and g.state.win_condition == "goblin"
    claims = [e for e in g.events if e.kind == "statement" and e.data.get("statement") == list(CLAIM)]
    assert len(claims) == 1 and claims[0].public and "claims to be the Goblin" in claims[0].text
    assert (1, GOBLIN, CLAIM) in g.state.statements  # a public claim, like the talk's


def test_no_claim_the_goblin_just_dies() -> None:
    g = game()
    to_day(g, 1)
    execute(g, 2, GOBLIN, PASS)
    assert not g.over and not is_alive(g, GOBLIN)


def test_claim_on_an_earlier_day_does_not_count() -> None:
    """Wiki example: Doug claimed yesterday but not today; executed, the game goes on."""
    g = game()
    to_day(g, 1)
    execute(g, 2, GOBLIN, CLAIM, voters=())  # claimed on day 1, not executed
    assert not g.over and is_alive(g, GOBLIN)
    to_day(g, 2, [("fanggu", 6)])
    execute(g, 2, GOBLIN, PASS)
    assert not g.over and not is_alive(g, GOBLIN)


def test_non_goblin_claim_does_nothing() -> None:
    """Wiki example: Lewis the Artist claims Goblin when nominated and is executed; the game goes on.
    The question is put to every nominee alike."""
    g = game()
    to_day(g, 1)
    d = advance(g, [(("nominate", 0), 2)], until="goblin")
    assert d is not None and d.chooser == 2 and d.options == (PASS, CLAIM)
    g.answer(CLAIM)
    advance(g, [(("vote", v), True) for v in (1, 3, 4, 5)], until=lambda d: g.state.phase == "night")
    assert not g.over and not is_alive(g, 2)
    assert any(e.kind == "statement" and e.data.get("seat") == 2 for e in g.events)


def test_asked_even_when_no_goblin_is_in_play() -> None:
    g = seated(["nodashii", "widow", "chef", "empath", "noble", "undertaker", "sweetheart"], script="seed-004")
    to_day(g, 1)
    advance(g, [(("nominate", 0), 3)], until="goblin")
    assert g.pending is not None and g.pending.chooser == 3


def test_not_asked_on_a_script_without_the_goblin() -> None:
    g = seated(["imp", "poisoner", "chambermaid", "soldier", "professor"])
    to_day(g, 1)
    advance(g, [(("nominate", 0), 2)], until=lambda d: d.step == "vote")
    assert "goblin" not in [d.step for d in g.decisions]


def test_claimed_goblin_not_executed_game_goes_on() -> None:
    g = game()
    to_day(g, 1)
    plan: list[Any] = [(("nominate", 2), GOBLIN), (("goblin", GOBLIN), CLAIM), (("nominate", 3), 4)]
    plan += [(("vote", v), False) for v in (5, 6, 0, 1)]  # no votes for the Goblin
    plan += [(("vote", v), True) for v in (5, 6, 0, 1)]  # the Noble is executed instead
    advance(g, plan, until=lambda d: g.state.phase == "night")
    assert not g.over and not is_alive(g, 4) and is_alive(g, GOBLIN)


def test_drunk_goblin_executed_game_goes_on() -> None:
    g = game()
    to_day(g, 1)
    g.state.effects.append(Effect(DRUNK, GOBLIN, None, None, None, needs_source=False))
    execute(g, 2, GOBLIN, CLAIM)
    assert not g.over and not is_alive(g, GOBLIN)


def test_poisoned_goblin_executed_game_goes_on() -> None:
    g = game()
    to_day(g, 1)
    g.state.effects.append(Effect(POISONED, GOBLIN, None, None, None, needs_source=False))
    execute(g, 2, GOBLIN, CLAIM)
    assert not g.over and not is_alive(g, GOBLIN)


def test_poisoned_when_claiming_but_healthy_at_execution_wins() -> None:
    """The ability is checked at the execution: the claim is only a public act."""
    g = game()
    to_day(g, 1)
    poison = Effect(POISONED, GOBLIN, None, None, None, needs_source=False)
    g.state.effects.append(poison)
    advance(g, [(("nominate", 2), GOBLIN), (("goblin", GOBLIN), CLAIM)], until=lambda d: d.step == "vote")
    g.state.effects.remove(poison)
    advance(g, [(("vote", v), True) for v in (1, 2, 3, 4)], until=lambda d: g.state.phase == "night")
    assert g.over and g.winner == "evil"


def test_dead_goblin_executed_game_goes_on() -> None:
    g = game()
    to_day(g, 2, [("fanggu", GOBLIN)])
    assert not is_alive(g, GOBLIN)
    execute(g, 2, GOBLIN, CLAIM, voters=(2, 3, 4))
    assert g.state.executions[-1][1] == GOBLIN and not g.over


def test_claimed_reminder_is_cleared_at_dusk() -> None:
    g = game()
    to_day(g, 1)
    execute(g, 2, GOBLIN, CLAIM, voters=())
    assert not any(r.token == "Claimed" for r in g.state.reminders)
