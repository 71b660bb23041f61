"""Ventriloquist (Loric): "If a player is mad as a fresh character during their nomination,
they might not die if executed today." (roles.json; no almanac entry).

Every nominee is asked, before the vote, whether to publicly claim a character. A claim of a
character they never claimed before ("fresh") marks them MAD; if they are executed that day
the Storyteller decides whether they die. The Storyteller's Loric: drunk, poisoned or dead
players and registration do not change it (tested below). Rulings: docs/rulings/loric.md.
"""

from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.script import parse_script
from clocktower.testing import advance, is_alive, poison, seated, to_day

SCRIPT = parse_script([{"id": "_meta", "name": "ventriloquist test"}, "ventriloquist", "empath", "chef", "soldier",
                       "monk", "sage", "recluse", "saint", "poisoner", "imp"], source="ventriloquist-test")
SEATING = ["imp", "poisoner", "empath", "chef", "soldier", "monk", "sage"]


def nominate(game, nominator, nominee, claim, voters=None):
    """Run one nomination: the nominee answers the claim question; ``voters`` vote yes."""
    voters = [s.index for s in game.state.seats if s.alive] if voters is None else voters
    plan = [(("nominate", nominator), nominee), ("ventriloquist.claim", claim)]
    plan += [(("vote", s), True) for s in voters]
    advance(game, plan, until=lambda d: d.step in ("ventriloquist", "dusk") or game.state.phase == "night")
    return game.pending


def test_every_nominee_is_asked_to_claim_fresh_ones_labelled() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("poisoner", 4)])
    advance(game, [(("nominate", 2), 3)], until="ventriloquist.claim")
    d = game.pending
    assert d.chooser == 3 and d.kind == DecisionKind.STATEMENT and d.options[0] == ("pass",)
    assert ("claim", "chef") in d.options and ("claim", "ventriloquist") not in d.options
    assert d.labels[("claim", "chef")].endswith("(fresh)")


def test_healthy_fresh_claim_the_storyteller_may_spare_the_execution() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("poisoner", 4)])
    d = nominate(game, 2, 3, ("claim", "chef"))
    assert d.step == "ventriloquist" and d.chooser == STORYTELLER and d.options == ("dies", "survives")
    game.answer("survives")
    advance(game, until=lambda d: game.state.phase == "night")
    assert is_alive(game, 3)
    statements = [e.data["statement"] for e in game.view(5).events if e.kind == "statement"]
    assert ["claim", "chef"] in statements


def test_the_storyteller_may_let_them_die() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("poisoner", 4)])
    nominate(game, 2, 3, ("claim", "chef"))
    game.answer("dies")
    advance(game, until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 3)


def test_no_claim_no_choice() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("poisoner", 4)])
    d = nominate(game, 2, 3, ("pass",))
    assert d.step != "ventriloquist"
    advance(game, until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 3)


def test_a_character_claimed_before_is_not_fresh() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("poisoner", 4)])
    advance(game, [(("talk", 3), ("claim", "chef"))], until=lambda d: d.step == "nominate")
    d = nominate(game, 2, 3, ("claim", "chef"))
    assert d.step != "ventriloquist"
    advance(game, until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 3)


def test_mad_yesterday_not_today_no_choice() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("poisoner", 4)])
    nominate(game, 2, 3, ("claim", "monk"), voters=[])  # fresh, but not executed
    to_day(game, 2, [("poisoner", 4)])
    d = nominate(game, 2, 3, ("pass",))
    assert d.step != "ventriloquist"


def test_drunk_or_poisoned_or_evil_nominee_still_may_survive() -> None:
    """Nothing of the nominee matters but the claim: a poisoned Imp claiming the Chef."""
    game = seated(SEATING, SCRIPT)
    poison(game, 0)
    to_day(game, 1, [("poisoner", 4)])
    d = nominate(game, 2, 0, ("claim", "chef"))
    assert d.step == "ventriloquist"


def test_dead_nominee_is_asked_too() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("poisoner", 4)])
    game.state.seats[6].alive = game.state.seats[6].public_alive = False
    d = nominate(game, 2, 6, ("claim", "monk"))
    # A dead player may be nominated and claim; executed, they cannot die again: nothing asked.
    assert any(x.step == "ventriloquist.claim" and x.chooser == 6 for x in game.decisions)
    assert d.step != "ventriloquist"


def test_registration_plays_no_part_a_recluse_claiming_fresh_is_offered() -> None:
    game = seated(["imp", "poisoner", "recluse", "chef", "soldier", "monk", "sage"], SCRIPT)
    to_day(game, 1, [("poisoner", 4)])
    d = nominate(game, 3, 2, ("claim", "empath"))
    assert d.step == "ventriloquist"
