"""Lleech: "Each night*, choose a player: they die. You start by choosing a player: they are
poisoned. You die if & only if they are dead." (almanac, Seed 004; wiki Lleech; official
Lleech-Slayer jinx: "If the Slayer slays the Lleech's host, the host dies.")
"""

from typing import Any

from clocktower import rules
from clocktower.decisions import DecisionKind
from clocktower.engine import Game
from clocktower.state import DRUNK, Effect
from clocktower.testing import advance, is_alive, seated, to_day, to_night

# Seats: 0 Lleech, 1 Widow, 2 Empath, 3 Chef, 4 Noble, 5 Slayer, 6 Sweetheart.
SEATING = ["lleech", "widow", "empath", "chef", "noble", "slayer", "sweetheart"]
LLEECH = 0
HOST = 2


def game(seating: Any = SEATING) -> Game:
    return seated(seating, script="seed-004")


def night_one(host: int = HOST, widow: int = 1) -> list[Any]:
    return [("lleech", host), ("widow", widow)]


def execute(g: Game, nominee: int, voters: Any) -> None:
    """Today's first alive nominator nominates ``nominee``; ``voters`` vote yes."""
    nominator = next(s for s in g.state.alive_seats() if s != nominee)
    plan: list[Any] = [(("nominate", nominator), nominee)] + [(("vote", v), True) for v in voters]
    advance(g, plan, until=lambda d: g.state.phase == "night")


def test_first_night_chooses_an_alive_host_who_is_poisoned() -> None:
    g = Game("seed-004", seating=SEATING)
    g.state.seats[4].alive = g.state.seats[4].public_alive = False  # known to be dead
    d = advance(g, until="lleech")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.chooser == LLEECH
    assert d.options == (0, 1, 2, 3, 5, 6)  # alive players, itself included; no "no one"
    g.answer(HOST)
    assert rules.is_poisoned(g.state, HOST)
    d = advance(g, [("widow", 1)], until=("inform", "empath"))
    assert set(d.options) == {0, 1, 2}  # the poisoned host may learn anything
    advance(g, until="talk")
    assert not g.state.deaths  # no kill on the first night


def test_kills_from_night_two_and_the_host_stays_poisoned() -> None:
    g = game()
    to_night(g, 2, night_one())
    d = advance(g, until="lleech")
    assert d.options == tuple(range(7))
    g.answer(4)
    to_day(g, 2)
    assert not is_alive(g, 4) and rules.is_poisoned(g.state, HOST) and not rules.is_poisoned(g.state, 4)


def test_executed_lleech_survives_while_the_host_lives() -> None:
    g = game()
    to_day(g, 1, night_one())
    execute(g, LLEECH, voters=(1, 2, 3, 4))
    assert is_alive(g, LLEECH) and g.state.executions[-1][1] == LLEECH and not g.over
    assert any(e.kind == "survived" and e.public for e in g.events)


def test_host_dies_lleech_dies_good_wins() -> None:
    g = game()
    to_day(g, 1, night_one())
    execute(g, HOST, voters=(3, 4, 5, 6))
    assert not is_alive(g, HOST) and not is_alive(g, LLEECH)
    assert g.over and g.winner == "good"


def test_ruling_lleech_host_death_good_wins_even_at_two() -> None:
    """Ruling lleech-host-death-good-wins-even-at-two: three alive (the Lleech, its host the
    Empath, one good player); the host is executed; one player is left, yet good wins."""
    g = game()
    to_day(g, 1, night_one())
    for s in (1, 3, 4, 5):
        g.state.seats[s].alive = False
    execute(g, HOST, voters=(3, 4))
    assert [s for s in range(7) if is_alive(g, s)] == [6]
    assert g.over and g.winner == "good" and g.state.win_condition == "no-demon"


def test_lleech_killing_its_host_dies_too() -> None:
    g = game()
    to_night(g, 2, night_one())
    advance(g, [("lleech", HOST)], until=lambda d: g.over)
    assert not is_alive(g, LLEECH) and g.winner == "good"


def test_drunk_lleech_outlives_its_host_until_sober() -> None:
    """Wiki: the Lleech dies when its ability checks on the host; a drunk Lleech does not die with
    its host, but dies once it is sober again."""
    g = game()
    to_day(g, 1, night_one())
    drunk = Effect(DRUNK, LLEECH, None, None, None, needs_source=False)
    g.state.effects.append(drunk)
    execute(g, HOST, voters=(3, 4, 5, 6))
    assert not is_alive(g, HOST) and is_alive(g, LLEECH) and not g.over
    g.state.effects.remove(drunk)
    advance(g, until=lambda d: g.over)
    assert not is_alive(g, LLEECH) and g.winner == "good"


def test_drunk_lleech_can_be_executed() -> None:
    g = game()
    to_day(g, 1, night_one())
    g.state.effects.append(Effect(DRUNK, LLEECH, None, None, None, needs_source=False))
    assert not rules.is_poisoned(g.state, HOST)  # the host's poison lapses meanwhile
    execute(g, LLEECH, voters=(1, 2, 3, 4))
    assert not is_alive(g, LLEECH) and g.winner == "good"


def test_widow_poisoning_the_lleech() -> None:
    """The Widow (33) acts after the Lleech (30): a Widow-poisoned Lleech does not protect itself,
    its host is healthy, and it kills nobody."""
    g = game()
    to_day(g, 1, night_one(widow=LLEECH))
    assert rules.is_poisoned(g.state, LLEECH) and not rules.is_poisoned(g.state, HOST)
    to_day(g, 2, [("lleech", 4)])
    assert is_alive(g, 4)
    execute(g, LLEECH, voters=(1, 2, 3, 4))
    assert not is_alive(g, LLEECH) and g.winner == "good"


def test_self_host_is_poisoned_for_good() -> None:
    g = game()
    to_day(g, 1, night_one(host=LLEECH))
    assert rules.is_poisoned(g.state, LLEECH)
    to_day(g, 2, [("lleech", 4)])
    assert is_alive(g, 4)
    execute(g, LLEECH, voters=(1, 2, 3, 4))
    assert g.winner == "good"


def test_jinx_lleech_slayer_slaying_the_host_kills_the_host_and_the_lleech() -> None:
    g = game()
    to_day(g, 1, night_one())
    advance(g, [(("slayer", 5), HOST)], until=lambda d: g.over)
    assert not is_alive(g, HOST) and not is_alive(g, LLEECH) and g.winner == "good"


def test_slayer_slaying_the_lleech_while_the_host_lives() -> None:
    g = game()
    to_day(g, 1, night_one())
    advance(g, [(("slayer", 5), LLEECH)], until="nominate")
    assert is_alive(g, LLEECH) and not g.over


def test_jinx_lleech_slayer_is_the_slayers_only() -> None:
    """The host registers as the Demon only to the Slayer: the Chef-style look sees the truth."""
    g = game()
    to_day(g, 1, night_one())
    from clocktower.context import AbilityContext

    def team(character: str, seat: int) -> Any:
        gen = AbilityContext(g, 3, character).registers_as_team(seat)
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value
        raise AssertionError("no Storyteller decision expected")

    assert team("slayer", HOST) == "demon" and team("chef", HOST) == "townsfolk"


def test_lunatic_believing_lleech_poisons_nobody() -> None:
    # Seats: 0 Lunatic (believes the Lleech), 1 Chef, 2 No Dashii, 3 Empath, 4 Noble, 5 Sweetheart.
    g = seated([("lunatic", "lleech"), "chef", "nodashii", "empath", "noble", "sweetheart"], script="seed-004")
    d = advance(g, until="lleech")
    assert d.chooser == 0
    g.answer(5)
    assert not rules.is_poisoned(g.state, 5)


def test_host_candidates_include_a_player_killed_earlier_tonight() -> None:
    """Briefing, hidden information: a death tonight is not known before dawn, so the host
    choice still offers that player; picking them ties the Lleech to a dead host, and it dies
    at dawn (our reading of "you die if & only if they are dead")."""
    g = seated(SEATING, script="seed-004")
    g.state.seats[4].alive = False  # died earlier tonight: the table still thinks them alive
    d = advance(g, until="lleech")
    assert d.options == tuple(range(7))
    g.answer(4)
    advance(g, [("widow", 1)], until="talk")
    assert not is_alive(g, LLEECH) and g.winner == "good"


def test_jinx_lleech_slayer_needs_a_working_slayer_poisoned_slayer_slaying_the_host_kills_nobody() -> None:
    """The jinx changes what a working Slayer's shot does; a Slayer poisoned by the Widow (night
    1) spends the shot on the host and nobody dies. The Slayer who is the host itself is
    poisoned by the Lleech and fails the same way."""
    g = game()
    to_day(g, 1, night_one(widow=5))
    assert rules.is_poisoned(g.state, 5)
    advance(g, [(("slayer", 5), HOST)], until="nominate")
    assert is_alive(g, HOST) and is_alive(g, LLEECH) and not g.over
    assert [e.text for e in g.view(3).events][-2:] == ["Frank (Slayer) chooses Carol.", "Nothing happens."]
    assert 5 in [r.target for r in g.state.reminders if r.token == "No ability"]  # the shot is spent
    g = game()
    to_day(g, 1, night_one(host=5, widow=1))
    advance(g, [(("slayer", 5), 5)], until="nominate")
    assert is_alive(g, 5) and is_alive(g, LLEECH) and not g.over
