"""Al-Hadikhia: "Each night*, you may choose 3 players (all players learn who): each silently
chooses to live or die, but if all live, all die." (almanac, Carousel).

From night 2 the Al-Hadikhia may choose three players in order. Each is named aloud to the
whole table and then asked alone to live or die: a dead player choosing life comes back, a
living one choosing death dies. If all three are alive after the answers, all three die in
order. Dawn tells everyone who of the three is alive and dead. Jinxes: Mastermind, Princess,
Scarlet Woman. Rulings: docs/rulings/loric-demons.md.
"""

from clocktower.decisions import DecisionKind
from clocktower.script import parse_script
from clocktower.testing import advance, execution_plan, is_alive, make_drunk, seated, to_day, to_night

SCRIPT = parse_script([{"id": "_meta", "name": "alhadikhia test"}, "empath", "soldier", "monk", "sage", "princess",
                       "exorcist", "chef", "recluse", "saint", "poisoner", "mastermind", "scarletwoman",
                       "alhadikhia"], source="alhadikhia-test")
# Seats: 0 Al-Hadikhia, 1 Poisoner, 2 Empath, 3 Chef, 4 Soldier, 5 Sage, 6 Saint
SEATING = ["alhadikhia", "poisoner", "empath", "chef", "soldier", "sage", "saint"]
AL = 0


def night_deaths(game, night):
    return [d.seat for d in game.state.deaths_in("night", night)]


def to_choice(game, night, plan=()):
    to_night(game, night)
    return advance(game, [("poisoner", 1), *plan], until="alhadikhia.act")


def answer_all(game, chosen, lives):
    game.answer(True)
    d = advance(game, until="alhadikhia")
    game.answer(chosen)
    for s, live in zip(chosen, lives):
        d = advance(game, until="alhadikhia.live")
        assert d.chooser == s
        game.answer(live)


def test_does_not_act_on_the_first_night() -> None:
    game = seated(SEATING, SCRIPT)
    advance(game, [("poisoner", 1)], until=lambda d: d.step == "talk")
    assert all(not d.step.startswith("alhadikhia") for d in game.decisions)


def test_healthy_may_choose_no_one() -> None:
    game = seated(SEATING, SCRIPT)
    d = to_choice(game, 2)
    assert d.chooser == AL and d.options == (True, False)
    game.answer(False)
    advance(game, until=lambda d: d.step == "talk")
    assert night_deaths(game, 2) == []


def test_healthy_three_in_order_each_named_to_all_before_answering() -> None:
    game = seated(SEATING, SCRIPT)
    to_choice(game, 2)
    game.answer(True)
    d = advance(game, until="alhadikhia")
    assert d.kind == DecisionKind.CHOOSE_PLAYERS and d.count == (3, 3)
    game.answer((3, 5, 6))
    d = advance(game, until="alhadikhia.live")
    assert d.chooser == 3 and d.options == (True, False)
    named = [e.data["seat"] for e in game.view(2).events if e.kind == "alhadikhia"]
    assert named == [3]  # the second is not named yet
    game.answer(False)
    d = advance(game, until="alhadikhia.live")
    assert d.chooser == 5
    # Nobody else learns what the Chef chose.
    assert all("live" not in e.text for e in game.view(5).events if e.kind == "alhadikhia")
    game.answer(True)
    advance(game, [("alhadikhia.live", True)], until=lambda d: d.step == "talk")
    assert night_deaths(game, 2) == [3]
    dawn = [e for e in game.view(4).events if e.kind == "alhadikhia_dawn"][-1]
    assert dawn.data == {"chosen": (3, 5, 6), "alive": (5, 6), "dead": (3,)}


def test_if_all_live_all_die_in_order() -> None:
    game = seated(SEATING, SCRIPT)
    to_choice(game, 2)
    answer_all(game, (2, 3, 5), (True, True, True))
    advance(game, until=lambda d: d.step == "talk")
    assert night_deaths(game, 2) == [2, 3, 5]


def test_soldier_choosing_death_counts_as_alive_so_all_die_but_the_soldier() -> None:
    game = seated(SEATING, SCRIPT)
    to_choice(game, 2)
    answer_all(game, (4, 2, 3), (False, True, True))
    advance(game, until=lambda d: d.step == "talk")
    assert is_alive(game, 4) and night_deaths(game, 2) == [2, 3]


def test_drunk_nothing_happens() -> None:
    game = seated(SEATING, SCRIPT)
    make_drunk(game, AL)
    to_choice(game, 2)
    game.answer(True)
    advance(game, [("alhadikhia", (2, 3, 5))], until=lambda d: d.step in ("alhadikhia.live", "talk"))
    assert game.pending.step == "talk" and night_deaths(game, 2) == []


def test_poisoned_nothing_happens() -> None:
    game = seated(SEATING, SCRIPT, poisoned=[AL])
    to_choice(game, 2)
    game.answer(True)
    advance(game, [("alhadikhia", (2, 3, 5))], until=lambda d: d.step in ("alhadikhia.live", "talk"))
    assert game.pending.step == "talk" and night_deaths(game, 2) == []


def test_dead_al_hadikhia_does_not_wake() -> None:
    game = seated(SEATING + ["imp"], SCRIPT)
    to_night(game, 2)
    game.state.seats[AL].alive = False
    advance(game, [("poisoner", 1)], until=lambda d: d.step == "talk")
    assert not any(d.step.startswith("alhadikhia") for d in game.decisions)


def test_exorcist_stops_it() -> None:
    game = seated(["alhadikhia", "poisoner", "exorcist", "empath", "chef", "sage"], SCRIPT)
    to_night(game, 2)
    advance(game, [("poisoner", 1), ("exorcist", 0)], until=lambda d: d.step == "talk")
    assert not any(d.step.startswith("alhadikhia") for d in game.decisions)


def test_almanac_example_silence_each_chooses_unseen() -> None:
    """Example 1: the choices are silent: no seat's view shows another's answer."""
    game = seated(SEATING, SCRIPT)
    to_choice(game, 2)
    answer_all(game, (2, 3, 5), (False, True, False))
    advance(game, until=lambda d: d.step == "talk")
    for seat in range(7):
        # (The Djinn's public special rules quote the Al-Hadikhia's ability: not an answer.)
        texts = " ".join(e.text for e in game.view(seat).events if e.kind != "djinn_rule")
        assert "choose to live" not in texts and "chose to" not in texts
    assert any(e.kind == "alhadikhia_end" for e in game.view(6).events)


def test_almanac_example_two_choose_death_one_lives() -> None:
    """Example 2: Evin and Lachlan choose to die, Sarah to live: in the morning the first two
    are dead and Sarah alive."""
    game = seated(SEATING, SCRIPT)
    to_choice(game, 2)
    answer_all(game, (2, 3, 5), (False, False, True))
    advance(game, until=lambda d: d.step == "talk")
    assert night_deaths(game, 2) == [2, 3] and is_alive(game, 5)


def test_almanac_example_a_dead_player_chooses_life_then_all_die() -> None:
    """Example 3: Doug is dead; all three choose life, Doug comes back, so all three die."""
    game = seated(SEATING, SCRIPT)
    game.state.seats[6].alive = False
    to_choice(game, 2)
    game.answer(True)
    advance(game, [("alhadikhia", (2, 3, 6)), ("alhadikhia.live", True), ("alhadikhia.live", True)],
            until="alhadikhia.live")
    assert game.pending.chooser == 6 and not is_alive(game, 6)
    game.answer(True)
    advance(game, until=lambda d: d.step == "talk")
    assert night_deaths(game, 2) == [2, 3, 6] and not is_alive(game, 6)
    back = [e for e in game.events if e.kind == "resurrected"]
    deaths = [d.seat for d in game.state.deaths_in("night", 2)]
    assert [e.data["seat"] for e in back] == [6] and deaths.count(6) == 1  # back to life, then died


def test_jinx_alhadikhia_princess_no_one_dies_tonight() -> None:
    game = seated(["alhadikhia", "poisoner", "princess", "empath", "chef", "sage", "soldier"], SCRIPT)
    to_day(game, 1, [("poisoner", 3)])
    advance(game, execution_plan(game, 2, 6), until=lambda d: game.state.phase == "night")
    assert not is_alive(game, 6)
    advance(game, [("poisoner", 3)], until="alhadikhia.act")
    answer_all(game, (3, 4, 5), (False, True, True))
    advance(game, until=lambda d: d.step == "talk")
    assert night_deaths(game, 2) == [] and all(is_alive(game, s) for s in (3, 4, 5))


def test_jinx_alhadikhia_mastermind_executed_chooses_three_good_all_live_evil_wins() -> None:
    game = seated(["alhadikhia", "mastermind", "empath", "chef", "soldier", "sage", "saint"], SCRIPT)
    to_day(game, 1)
    advance(game, execution_plan(game, 2, 0), until="alhadikhia")
    d = game.pending
    assert set(d.options) == {2, 3, 4, 5, 6} and d.count == (3, 3)
    game.answer((2, 3, 4))
    advance(game, [("alhadikhia.live", True)] * 3)
    assert game.state.winner == "evil"


def test_jinx_alhadikhia_mastermind_one_chooses_death_good_wins() -> None:
    game = seated(["alhadikhia", "mastermind", "empath", "chef", "soldier", "sage", "saint"], SCRIPT)
    to_day(game, 1)
    advance(game, execution_plan(game, 2, 0), until="alhadikhia")
    game.answer((2, 3, 4))
    advance(game, [("alhadikhia.live", True), ("alhadikhia.live", False), ("alhadikhia.live", True)])
    assert game.state.winner == "good"


def test_jinx_alhadikhia_scarletwoman_two_living_demons_she_reverts() -> None:
    game = seated(["alhadikhia", "scarletwoman", "empath", "chef", "soldier", "sage", "saint"], SCRIPT)
    to_night(game, 2)
    advance(game, until="alhadikhia.act")
    # The Al-Hadikhia chooses itself and dies: the Scarlet Woman becomes the Al-Hadikhia.
    answer_all(game, (0, 2, 3), (False, True, True))
    advance(game, until=lambda d: d.step == "talk")
    assert not is_alive(game, 0) and game.state.seats[1].character == "alhadikhia"
    to_night(game, 3)
    advance(game, until="alhadikhia.act")
    # The new Al-Hadikhia brings the first back: two would be alive, so she is the Scarlet Woman again.
    answer_all(game, (0, 2, 3), (True, False, True))
    assert game.state.seats[1].character == "scarletwoman"
    assert is_alive(game, 0) and game.state.seats[0].character == "alhadikhia"
