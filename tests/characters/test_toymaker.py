"""Toymaker (Fabled): "The Demon may choose not to attack & must do this at least once per
game. Evil players get normal starting info." (almanac).

Our reading: the Demon is marked FINAL NIGHT: NO ATTACK at setup. Each night it wakes to
attack it may choose not to, which removes the mark; on a night whose attack could end the
game (three or fewer alive) a Demon still marked does not wake. The first night's Minion and
Demon info happen at any player count. A Fabled: a drunk or poisoned Demon still chooses.
"""

import pytest

from clocktower.decisions import STORYTELLER
from clocktower.script import parse_script
from clocktower.testing import advance, execution_plan, seated, to_day, to_night

SCRIPT = parse_script([{"id": "_meta", "name": "toymaker test"}, "empath", "chef", "monk", "soldier", "saint",
                       "poisoner", "imp", "toymaker"], source="toymaker-test")
# Seats: 0 Imp, 1 Poisoner, 2 Empath, 3 Chef, 4 Soldier
SEATING = ["imp", "poisoner", "empath", "chef", "soldier"]
IMP, POISONER, EMPATH, CHEF, SOLDIER = range(5)
MARK = "Final Night: No Attack"


def _marks(game):
    return [r.target for r in game.state.reminders if r.character == "toymaker" and r.token == MARK]


def _night(game, n, plan=()):
    """Run night ``n`` (from its start) to the next day, answering ``plan``; returns the steps."""
    to_night(game, n)
    mark = len(game.decisions)
    advance(game, plan, until=lambda d: game.state.day == n)
    return [d.step for d in game.decisions[mark:]]


def test_the_demon_is_marked_at_setup() -> None:
    game = seated(SEATING, SCRIPT)
    assert _marks(game) == [IMP]


def test_evil_info_in_a_five_player_game() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1)
    assert [e.seats for e in game.events if e.kind == "minion_info"] == [(POISONER,)]
    assert any(e.kind == "demon_info" and e.seats == (IMP,) for e in game.events)


def test_without_the_toymaker_no_evil_info_at_five() -> None:
    game = seated(SEATING, parse_script([{"id": "_meta", "name": "plain"}, "empath", "chef", "soldier", "saint",
                                         "poisoner", "imp"], source="plain"))
    to_day(game, 1)
    assert not any(e.kind == "minion_info" for e in game.events)


def test_the_demon_may_choose_not_to_attack() -> None:
    game = seated(SEATING, SCRIPT)
    to_night(game, 2)
    d = advance(game, [("poisoner", CHEF)], until="toymaker")
    assert d.chooser == IMP and d.options == (True, False)
    game.answer(False)
    advance(game, until=lambda d: game.state.day == 2)
    assert all(s.alive for s in game.state.seats) and _marks(game) == []


def test_attacking_keeps_the_mark() -> None:
    game = seated(SEATING, SCRIPT)
    _night(game, 2, [("poisoner", CHEF), ("toymaker", True), ("imp", EMPATH)])
    assert not game.state.seats[EMPATH].alive and _marks(game) == [IMP]


def test_poisoned_demon_still_chooses() -> None:
    game = seated(SEATING, SCRIPT, poisoned=[IMP])
    to_night(game, 2)
    d = advance(game, [("poisoner", CHEF)], until="toymaker")
    assert d.chooser == IMP
    game.answer(False)
    assert _marks(game) == [] and game.ctx(STORYTELLER, "toymaker").functioning


def test_almanac_imp_skips_night_two_and_kills_on_night_three() -> None:
    game = seated(["imp", "poisoner", "empath", "chef", "soldier", "monk", "saint"], SCRIPT)
    game.state.seats[5].alive = False
    game.state.seats[6].alive = False  # five players alive
    _night(game, 2, [("poisoner", CHEF), ("toymaker", False)])
    assert sum(s.alive for s in game.state.seats) == 5
    game.state.seats[SOLDIER].alive = False  # four alive on night 3
    steps = _night(game, 3, [("poisoner", CHEF), ("toymaker", True), ("imp", EMPATH)])
    assert "imp" in steps and not game.state.seats[EMPATH].alive


def test_almanac_imp_kills_on_night_two_and_cannot_attack_on_the_final_night() -> None:
    game = seated(SEATING, SCRIPT)
    _night(game, 2, [("poisoner", CHEF), ("toymaker", True), ("imp", EMPATH)])
    assert sum(s.alive for s in game.state.seats) == 4
    game.state.seats[SOLDIER].alive = False  # three alive: the final night
    steps = _night(game, 3, [("poisoner", CHEF)])
    assert "toymaker" not in steps and "imp" not in steps
    assert sum(s.alive for s in game.state.seats) == 3 and game.winner is None


def test_a_lunatic_declining_leaves_the_demons_mark() -> None:
    script = parse_script([{"id": "_meta", "name": "toymaker lunatic"}, "empath", "chef", "soldier", "lunatic",
                           "poisoner", "imp", "toymaker"], source="toymaker-lunatic")
    game = seated(["imp", "poisoner", ("lunatic", "imp"), "chef", "soldier", "empath"], script)
    to_night(game, 2)
    advance(game, [("poisoner", CHEF)], until=lambda d: d.step == "toymaker" and d.chooser == 2)
    game.answer(False)
    assert _marks(game) == [IMP]


# ---------------------------------------------------------------------------------------------
# Every Demon under the Toymaker (rulings: docs/rulings/fabled.md, Toymaker).
# Seats: 0 the Demon, 1 Baron, 2 Chef, 3 Empath, 4 Undertaker, 5 Saint (nobody here protects).
BASE = ["chef", "empath", "undertaker", "saint", "librarian", "baron", "scarletwoman"]
DEMON_SEATING = ["baron", "chef", "empath", "undertaker", "saint"]

WAKING = ("imp", "vortox", "kazali", "nodashii", "lordoftyphon", "lleech", "fanggu", "vigormortis", "zombuul",
          "shabaloth", "ojo", "po", "alhadikhia")
"""The Demons that wake on night 2 to attack, and are offered the choice there."""

DECLINE = {"po": ("po", None), "alhadikhia": ("alhadikhia.act", False)}
"""How a Demon chooses not to attack: its own "no one" where it has one, else the Toymaker's question."""

KILLS = {"shabaloth": 2, "alhadikhia": 3}
"""How many deaths the Demon's attack can cause (the final night: that many leave two alive)."""

FIRST_NIGHT = {"lleech": [("lleech", 2)]}
"""Night-1 answers that keep the games plain (the Lleech's host is the Chef, not itself)."""


def _demon_script(*demons):
    return parse_script([{"id": "_meta", "name": "toymaker demons"}, *BASE, *demons, "toymaker"],
                        source="toymaker-demons-" + "-".join(demons))


def _demon_game(demon, *, extra=(), alive=None, **kw):
    """The Demon's game at its first decision of night 2; ``alive``: players left alive
    (the others made dead during day 1, with no death recorded: the Zombuul still wakes)."""
    vortox = demon == "vortox"
    # (a day without an execution is a Vortox win: a seventh seat, the Librarian, is executed on day 1)
    game = seated([demon, *DEMON_SEATING, *(["librarian"] if vortox else [])], _demon_script(demon, *extra), **kw)
    to_day(game, 1, FIRST_NIGHT.get(demon, []))
    if alive is not None:
        _leave_alive(game, alive + vortox, keep=(6,))
    to_night(game, 2, execution_plan(game, 1, 6) if vortox else [])
    return game


def _final_night(demon, alive, extra=()):
    """Play the Demon's game from day 1 (``alive`` players left alive then) to day 2's talk;
    returns the game, the steps asked and the events emitted on the way."""
    vortox = demon == "vortox"
    game = seated([demon, *DEMON_SEATING, *(["librarian"] if vortox else [])], _demon_script(demon, *extra))
    to_day(game, 1, FIRST_NIGHT.get(demon, []))
    _leave_alive(game, alive + vortox, keep=(6,))
    return (game, *_to_next_day(game, execution_plan(game, 1, 6) if vortox else []))


def _to_next_day(game, plan=()):
    """Answer ``plan`` (and quietly the rest) until the next day's talk; the steps asked and
    the events emitted on the way."""
    day, events, mark = game.state.day, len(game.events), len(game.decisions)
    advance(game, plan, until=lambda d: d.step == "talk" and game.state.day == day + 1)
    return [d.step for d in game.decisions[mark:]], game.events[events:]


def _decline(demon):
    return DECLINE.get(demon, ("toymaker", False))


def _rest_of_night(game, plan=()):
    """Answer ``plan`` (and quietly the rest) until the next day; the steps asked and the
    events emitted on the way."""
    events, mark = len(game.events), len(game.decisions)
    advance(game, plan, until=lambda d: game.state.phase == "day")
    return [d.step for d in game.decisions[mark:]], game.events[events:]


def _woke(events, seat):
    return [e for e in events if e.kind == "woke" and e.data.get("seat") == seat]


def _night_deaths(game, n):
    return [d.seat for d in game.state.deaths_in("night", n)]


def _kill_off(game, seats):
    for s in seats:
        game.state.seats[s].alive = False


def _leave_alive(game, n, keep=()):
    """Make seats dead, the last seats first (never the Demon, the Baron, the Chef or
    ``keep``), until ``n`` players are alive."""
    for s in sorted(range(3, len(game.state.seats)), reverse=True):
        if game.state.alive_count() > n and game.state.seats[s].alive and s not in keep:
            game.state.seats[s].alive = False
    assert game.state.alive_count() == n


@pytest.mark.parametrize("demon", WAKING)
def test_every_waking_demon_is_marked_and_offered_the_choice(demon) -> None:
    game = _demon_game(demon)
    assert _marks(game) == [0]
    step, answer = _decline(demon)
    d = advance(game, until=step)
    assert d.chooser == 0 and answer in d.options and len(d.options) > 1


@pytest.mark.parametrize("demon", WAKING)
def test_choosing_not_to_attack_removes_the_mark_and_nobody_dies(demon) -> None:
    game = _demon_game(demon)
    steps, _ = _rest_of_night(game, [_decline(demon)])
    assert _marks(game) == [] and _night_deaths(game, 2) == []
    if demon not in DECLINE:
        assert demon not in steps  # (declined before its choice: nobody is chosen)


@pytest.mark.parametrize("demon", [d for d in WAKING if d not in DECLINE])
def test_attacking_keeps_the_mark_and_kills(demon) -> None:
    game = _demon_game(demon)
    answer = (2, 3) if demon == "shabaloth" else "chef" if demon == "ojo" else 2
    _rest_of_night(game, [("toymaker", True), (demon, answer)])
    assert _marks(game) == [0] and 2 in _night_deaths(game, 2)


@pytest.mark.parametrize("demon", WAKING)
def test_final_night_while_marked_the_demon_does_not_wake_or_kill(demon) -> None:
    game, steps, events = _final_night(demon, 2 + KILLS.get(demon, 1))  # the attack could end the game
    assert "toymaker" not in steps and demon not in steps and DECLINE.get(demon, ("-",))[0] not in steps
    assert _woke(events, 0) == [] and _night_deaths(game, 2) == [] and _marks(game) == [0]
    assert any("could end the game" in e.text for e in events if e.kind == "grimoire")


@pytest.mark.parametrize("demon", [d for d in WAKING if KILLS.get(d, 1) > 1])
def test_one_more_alive_than_a_final_night_the_many_killer_is_offered(demon) -> None:
    game = _demon_game(demon, alive=3 + KILLS[demon])
    step, _ = _decline(demon)
    assert advance(game, until=step).chooser == 0


@pytest.mark.parametrize("demon", WAKING)
def test_a_poisoned_demon_still_chooses_not_to_attack(demon) -> None:
    game = _demon_game(demon, poisoned=[0])
    _rest_of_night(game, [_decline(demon)])
    assert _marks(game) == [] and _night_deaths(game, 2) == []


def test_zombuul_does_not_wake_after_a_death_today_and_is_not_asked() -> None:
    game = _demon_game("zombuul")
    _rest_of_night(game, [("toymaker", True), ("zombuul", 2)])
    advance(game, execution_plan(game, 3, 4), until=lambda d: game.state.phase == "night")
    assert not game.state.seats[4].alive
    steps, events = _rest_of_night(game)
    assert "toymaker" not in steps and "zombuul" not in steps and _marks(game) == [0]


def test_po_no_one_is_the_toymakers_no_attack_and_charges() -> None:
    game = _demon_game("po")
    steps, _ = _rest_of_night(game, [("po", None)])
    assert "toymaker" not in steps  # (one head shake: no separate question)
    assert _marks(game) == [] and any(r.character == "po" and r.token == "3 attacks" for r in game.state.reminders)


def test_charged_po_may_decline_again_and_stays_charged() -> None:
    game = _demon_game("po")
    _rest_of_night(game, [("po", None)])
    to_night(game, 3)
    d = advance(game, until="toymaker")
    assert d.chooser == 0 and d.options == (True, False)
    steps, _ = _rest_of_night(game, [("toymaker", False)])
    assert "po" not in steps and _night_deaths(game, 3) == []
    to_night(game, 4)
    _rest_of_night(game, [("toymaker", True), ("po", (2, 3, 4))])
    assert _night_deaths(game, 4) == [2, 3, 4]


def test_shabaloth_regurgitates_before_the_final_night_test() -> None:
    # Night 2 it kills the Chef and the Empath (4 alive); night 3, with the Undertaker gone too
    # (3 alive, a final night for two kills), the Storyteller brings the Chef back: 4 alive,
    # still final for a Demon killing two: it does not wake.
    game = _demon_game("shabaloth")
    _rest_of_night(game, [("toymaker", True), ("shabaloth", (2, 3))])
    _kill_off(game, [4])
    to_night(game, 3)
    steps, events = _rest_of_night(game, [("shabaloth.regurgitate", 2)])
    assert game.state.seats[2].alive and "toymaker" not in steps and "shabaloth" not in steps
    assert _woke(events, 0) == [] and _marks(game) == [0]


def test_pukka_is_offered_on_the_first_night() -> None:
    game = seated(["pukka", *DEMON_SEATING], _demon_script("pukka"))
    d = advance(game, until="toymaker")
    assert d.chooser == 0 and d.options == (True, False)
    game.answer(False)
    advance(game, until=lambda d: game.state.phase == "day")
    assert _marks(game) == [] and not any(r.character == "pukka" for r in game.state.reminders)


def test_pukka_declining_poisons_nobody_but_its_earlier_victim_dies() -> None:
    game = seated(["pukka", *DEMON_SEATING], _demon_script("pukka"))
    _rest_of_night(game, [("toymaker", True), ("pukka", 2)])
    to_night(game, 2)
    steps, _ = _rest_of_night(game, [("toymaker", False)])
    assert "pukka" not in steps and _night_deaths(game, 2) == [2] and _marks(game) == []
    to_night(game, 3)
    _rest_of_night(game, [("toymaker", True), ("pukka", 3)])
    assert _night_deaths(game, 3) == []  # (nobody was poisoned on night 2)


def test_pukka_final_night_while_marked_no_poison_and_its_victim_does_not_die() -> None:
    game = seated(["pukka", *DEMON_SEATING], _demon_script("pukka"))
    _rest_of_night(game, [("toymaker", True), ("pukka", 2)])
    _kill_off(game, [5, 4, 3])  # 3 alive
    steps, events = _to_next_day(game)
    assert "toymaker" not in steps and "pukka" not in steps and _woke(events, 0) == []
    assert game.state.seats[2].alive and _night_deaths(game, 2) == [] and _marks(game) == [0]
    assert game.ctx(2, "chef").is_poisoned(2)  # (still the Pukka's victim)


@pytest.mark.parametrize("with_multi_killer,alive_barred", [((), 3), (("po",), 5), (("shabaloth",), 4)])
def test_ojo_final_night_counts_the_storytellers_extra_victims(with_multi_killer, alive_barred) -> None:
    game, steps, _ = _final_night("ojo", alive_barred, extra=with_multi_killer)
    assert "toymaker" not in steps and "ojo" not in steps and _night_deaths(game, 2) == []
    game = _demon_game("ojo", extra=with_multi_killer, alive=alive_barred + 1)
    assert advance(game, until="toymaker").chooser == 0


def test_alhadikhia_choosing_no_one_is_its_no_attack() -> None:
    game = _demon_game("alhadikhia")
    steps, events = _rest_of_night(game, [("alhadikhia.act", False)])
    assert "toymaker" not in steps and _marks(game) == []
    assert not any(e.kind == "alhadikhia" for e in events)


LEGION_SEATING = ["legion", "legion", "chef", "legion", "knight", "legion", "recluse"]


def test_legion_nobody_dying_is_legions_no_attack() -> None:
    game = seated(LEGION_SEATING, "seed-002", fabled=["toymaker"])
    assert _marks(game) == [0, 1, 3, 5]
    to_night(game, 2)
    d = advance(game, until="legion")
    assert d.chooser == STORYTELLER and None in d.options
    steps, _ = _rest_of_night(game, [("legion", None)])
    assert "toymaker" not in steps and _marks(game) == [] and _night_deaths(game, 2) == []


def test_legion_killing_keeps_the_marks() -> None:
    game = seated(LEGION_SEATING, "seed-002", fabled=["toymaker"])
    to_night(game, 2)
    _rest_of_night(game, [("legion", 5)])
    assert _marks(game) == [0, 1, 3, 5] and _night_deaths(game, 2) == [5]


def test_legion_final_night_two_good_left_while_marked_nobody_dies() -> None:
    game = seated(LEGION_SEATING, "seed-002", fabled=["toymaker"])
    to_day(game, 1)
    _kill_off(game, [6])
    steps, _ = _to_next_day(game)  # 2 good alive: a kill could leave one, and the Storyteller may end the game
    assert "legion" not in steps and _night_deaths(game, 2) == [] and _marks(game) == [0, 1, 3, 5]


LILMONSTA_SCRIPT = parse_script([{"id": "_meta", "name": "toymaker lilmonsta"}, "empath", "chef", "soldier", "sage",
                                 "fortuneteller", "saint", "poisoner", "spy", "lilmonsta", "toymaker"],
                                source="toymaker-lilmonsta")
LILMONSTA_SEATING = ["poisoner", "spy", "empath", "chef", "sage", "fortuneteller"]


def test_lilmonsta_the_mark_waits_in_the_centre_and_no_death_spends_it() -> None:
    game = seated(LILMONSTA_SEATING, LILMONSTA_SCRIPT)
    advance(game, until="lilmonsta.babysit")  # (past the Fortune Teller's red herring, set up before the mark)
    assert _marks(game) == [None]
    to_night(game, 2)
    steps, _ = _rest_of_night(game, [("poisoner", 3), ("lilmonsta.kill", None)])
    assert "lilmonsta.kill" in steps and _marks(game) == [] and _night_deaths(game, 2) == []


def test_lilmonsta_final_night_while_marked_nobody_dies_but_the_minions_still_choose() -> None:
    game = seated(LILMONSTA_SEATING, LILMONSTA_SCRIPT)
    to_day(game, 1, [("poisoner", 2)])
    _kill_off(game, [5, 4, 3])
    steps, _ = _to_next_day(game, [("poisoner", 2)])
    assert "lilmonsta.kill" not in steps and "lilmonsta.babysit" in steps
    assert _night_deaths(game, 2) == [] and _marks(game) == [None]


def _yagga_game(day_one_says=0, dead=()):
    game = seated(["yaggababble", *DEMON_SEATING], _demon_script("yaggababble"))
    plan = [("yaggababble.phrase", "trust me")]
    if day_one_says:
        plan.append((("talk", 0), ("say", "trust me", day_one_says)))
    to_day(game, 1, plan[:1])
    _kill_off(game, dead)
    to_night(game, 2, plan[1:])
    return game


def test_yaggababble_a_silent_day_is_its_no_attack() -> None:
    game = _yagga_game(0)
    steps, _ = _rest_of_night(game)
    assert "toymaker" not in steps and _marks(game) == [] and _night_deaths(game, 2) == []


def test_yaggababble_saying_the_phrase_is_attacking() -> None:
    game = _yagga_game(1)
    assert _marks(game) == [0]
    _rest_of_night(game, [("yaggababble.kill", 2)])
    assert _marks(game) == [0] and _night_deaths(game, 2) == [2]


def test_yaggababble_final_night_while_marked_no_kills() -> None:
    game = seated(["yaggababble", *DEMON_SEATING], _demon_script("yaggababble"))
    to_day(game, 1, [("yaggababble.phrase", "trust me")])
    _kill_off(game, [5])  # 5 alive, 3 kills could leave 2
    steps, _ = _to_next_day(game, [(("talk", 0), ("say", "trust me", 3))])
    assert "yaggababble.kill" not in steps and _night_deaths(game, 2) == [] and _marks(game) == [0]
    game = _yagga_game(2, dead=[5])  # 5 alive, 2 kills leave 3: offered
    assert advance(game, until="yaggababble.kill").chooser == STORYTELLER


@pytest.mark.parametrize("demon", ["leviathan", "riot"])
def test_demons_without_a_night_attack_are_not_offered(demon) -> None:
    game = seated([demon, *DEMON_SEATING], _demon_script(demon))
    assert _marks(game) == [0]
    steps, _ = _rest_of_night(game)
    for n in (2, 3):
        to_night(game, n)
        more, _ = _rest_of_night(game)
        steps += more
    assert "toymaker" not in steps and _marks(game) == [0]


def test_a_summoned_demon_inherits_the_centre_mark() -> None:
    script = _demon_script("summoner", "imp")
    game = seated(["summoner", "chef", "empath", "undertaker", "saint", "soldier"], script)
    assert _marks(game) == [None]
    to_night(game, 3)
    _rest_of_night(game, [("summoner", "imp"), ("summoner", 2)])
    assert game.state.seats[2].character == "imp"
    to_night(game, 4)
    d = advance(game, until="toymaker")
    assert d.chooser == 2
    _rest_of_night(game, [("toymaker", False)])
    assert _marks(game) == [] and _night_deaths(game, 4) == []
