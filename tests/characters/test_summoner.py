"""Summoner: "You get 3 bluffs. On the 3rd night, choose a player: they become an evil Demon
of your choice. [No Demon]" (almanac).

The Summoner's game starts with no Demon: its place in the bag goes to a Townsfolk, the
Summoner is shown three bluffs, Minions learn there is no Demon, and the win checks wait
while the living Summoner has still to summon. On the 3rd night it picks a Demon of the
script and a player, who becomes that Demon and turns evil (both told). If the Summoner dies
first, or is drunk or poisoned that night, good wins (almanac example: executed on day 1).
The jinxes with the Clockmaker, Courtier, Preacher, Poppy Grower, Pukka, Pit-Hag, Kazali,
Hatter, Lord of Typhon, Legion, Zombuul and Marionette are pinned down here too, as are
Vizier-Politician and Plague Doctor-Wraith (docs/rulings/summoner.md).
"""

from clocktower.decisions import STORYTELLER
from clocktower.script import parse_script
from clocktower.testing import advance, execution_plan, learned, make_drunk, seated, set_up, to_day, to_night

SCRIPT = parse_script([
    {"id": "_meta", "name": "summoner test"},
    "washerwoman", "librarian", "chef", "empath", "monk", "soldier", "mayor", "clockmaker", "courtier",
    "preacher", "poppygrower", "engineer", "butler", "recluse", "snitch", "saint", "hatter", "politician",
    "plaguedoctor",
    "summoner", "poisoner", "spy", "pithag", "marionette", "vizier", "wraith",
    "imp", "lleech", "leviathan", "pukka", "zombuul", "legion", "lordoftyphon", "kazali", "vigormortis",
], source="summoner-test")
# Seats: 0 Summoner, 1 Snitch, 2 Washerwoman, 3 Chef, 4 Empath, 5 Poisoner, 6 Monk, 7 Soldier.
SEATING = ["summoner", "snitch", "washerwoman", "chef", "empath", "poisoner", "monk", "soldier"]
SUMMONER, SNITCH, CHEF, POISONER = 0, 1, 3, 5
QUIET_POISONER = [("poisoner", CHEF)] * 3  # the Poisoner picks the Chef on nights 1 to 3


def _summon_step(game):  # type: ignore[no-untyped-def]
    return lambda d: game.state.night == 3 and d.step == "summoner"


def _summon(game, demon: str, player: int, plan=()):  # type: ignore[no-untyped-def]
    """Run to the 3rd night's summoning and make the choices."""
    d = advance(game, [*QUIET_POISONER, *plan], until=_summon_step(game))
    assert d is not None and d.chooser == SUMMONER and demon in d.options
    game.answer(demon)
    d = game.pending
    assert d is not None and d.step == "summoner" and d.chooser == SUMMONER
    game.answer(player)


# ------------------------------------------------------------------ setup
def test_setup_removes_the_demon_and_adds_a_townsfolk() -> None:
    game, seen = set_up(SCRIPT, 8, {"setup.demon": ["imp"], "setup.minion": ["summoner"]})
    assert seen["setup.remove.demon"].options == ("imp",)
    assert game.state.setup_counts == {"townsfolk": 6, "outsider": 1, "minion": 1, "demon": 0}
    teams = [game._team_cache[s.character] for s in game.state.seats]
    assert "demon" not in teams and teams.count("townsfolk") == 6
    assert game.winner is None and len(game.state.bluffs) == 3


def test_setup_not_offered_when_the_demon_setup_change_is_applied() -> None:
    _, seen = set_up(SCRIPT, 8, {"setup.demon": ["vigormortis"]})
    assert "summoner" not in seen["setup.minion"].options
    _, seen = set_up(SCRIPT, 8, {"setup.demon": ["imp"]})
    assert "summoner" in seen["setup.minion"].options


# ------------------------------------------------------------------ first night
def test_healthy_first_night_bluffs_and_minion_info() -> None:
    game = seated(SEATING, SCRIPT)
    advance(game, QUIET_POISONER[:1], until=lambda d: game.state.day == 1)
    shown = [e for e in game.view(SUMMONER).events if e.kind == "summoner_bluffs"]
    assert len(shown) == 1 and shown[0].data["bluffs"] == list(game.state.bluffs) and len(game.state.bluffs) == 3
    # Hidden information: nobody else sees the Summoner's bluffs.
    assert all(e.kind != "summoner_bluffs" for s in range(1, 8) for e in game.view(s).events)
    info = [e.text for e in game.view(POISONER).events if e.kind == "minion_info"]
    assert info == ["There is no Demon in play. Your fellow Minions: Alice."]
    assert game.state.seats[SUMMONER].character == "summoner"
    assert [r.token for r in game.state.reminders if r.character == "summoner"] == ["Night 1"]


def test_the_night_reminder_follows_the_nights() -> None:
    game = seated(SEATING, SCRIPT)
    advance(game, QUIET_POISONER[:2], until=lambda d: game.state.day == 2)
    assert [r.token for r in game.state.reminders if r.character == "summoner"] == ["Night 2"]


def test_no_demon_the_game_goes_on_until_the_third_night() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 2, QUIET_POISONER[:2])
    assert game.winner is None
    assert all(game._team_cache[s.character] != "demon" for s in game.state.seats)


# ------------------------------------------------------------------ the 3rd night
def test_healthy_summons_a_demon_who_turns_evil_and_is_told() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, QUIET_POISONER, until=_summon_step(game))
    assert d is not None and set(d.options) == {"imp", "lleech", "leviathan", "pukka", "zombuul", "legion",
                                                "lordoftyphon", "kazali", "vigormortis"}
    game.answer("imp")
    d = game.pending
    assert d is not None and d.options == tuple(range(8))  # any player, the Summoner and the dead included
    game.answer(2)
    seat = game.state.seats[2]
    assert seat.character == "imp" and seat.alignment == "evil" and seat.believed_alignment == "evil"
    told = [e for e in game.view(2).events if e.kind in ("character_changed", "alignment_changed")]
    assert [e.data.get("character") or e.data.get("alignment") for e in told] == ["imp", "evil"]
    # Hidden information: the change is told to that player only.
    assert all(e.kind != "character_changed" for e in game.view(4).events)


def test_summoning_an_evil_player_still_shows_the_thumbs_down() -> None:
    game = seated(SEATING, SCRIPT)
    _summon(game, "imp", SUMMONER)
    assert game.state.seats[SUMMONER].character == "imp"
    told = [e.text for e in game.view(SUMMONER).events if e.kind == "alignment_changed"]
    assert told == ["You are evil."]


def test_drunk_or_poisoned_summoner_makes_no_demon_and_good_wins() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, [*QUIET_POISONER[:2], ("poisoner", SUMMONER)], until=_summon_step(game))
    assert d is not None  # a poisoned Summoner still wakes and chooses
    game.answer("imp")
    game.answer(2)
    assert game.state.seats[2].character == "washerwoman"
    assert game.winner == "good"
    game = seated(SEATING, SCRIPT)
    to_night(game, 3, QUIET_POISONER[:2])
    make_drunk(game, SUMMONER)
    advance(game, QUIET_POISONER[2:], until=_summon_step(game))
    game.answer("imp")
    game.answer(2)
    assert game.winner == "good"


def test_dead_summoner_good_wins_at_once() -> None:
    game = seated(SEATING, SCRIPT)
    to_night(game, 2, QUIET_POISONER[:1])
    game.state.seats[SUMMONER].alive = False  # (a test may set the Grimoire directly)
    advance(game)
    assert game.winner == "good" and game.state.night == 2


def test_summoning_a_dead_player_makes_a_dead_demon_and_good_wins() -> None:
    game = seated(SEATING, SCRIPT)
    to_night(game, 3, QUIET_POISONER[:2])
    game.state.seats[2].alive = False
    advance(game, QUIET_POISONER[2:], until=_summon_step(game))
    game.answer("imp")
    game.answer(2)
    assert game.state.seats[2].character == "imp" and not game.state.seats[2].alive
    assert game.winner == "good"


# ------------------------------------------------------------------ almanac examples
def test_almanac_snitch_becomes_the_lleech_who_poisons_and_kills() -> None:
    game = seated(SEATING, SCRIPT)
    _summon(game, "lleech", SNITCH)
    assert game.state.seats[SNITCH].character == "lleech" and game.state.seats[SNITCH].alignment == "evil"
    d = advance(game, until=lambda d: d.step == "lleech")
    assert d is not None and d.chooser == SNITCH and game.state.night == 3  # the host, the same night
    game.answer(4)
    d = game.pending
    assert d is not None and d.step == "lleech" and d.chooser == SNITCH  # then the kill
    game.answer(6)
    advance(game, until=lambda d: game.state.day == 3)
    assert not game.state.seats[6].alive and game.winner is None
    assert any(r.token == "Host" and r.target == 4 for r in game.state.reminders)


def test_almanac_summoner_executed_on_the_first_day_good_wins() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, QUIET_POISONER[:1])
    advance(game, execution_plan(game, 2, SUMMONER))
    assert not game.state.seats[SUMMONER].alive
    assert game.winner == "good"


def test_almanac_alchemist_into_the_leviathan_everyone_learns_day_three() -> None:
    game = seated(SEATING, SCRIPT)  # (the Chef plays the Alchemist's part)
    _summon(game, "leviathan", CHEF)
    advance(game, until=lambda d: game.state.day == 3)
    for seat in (1, 4):
        said = [e for e in game.view(seat).events if e.kind == "leviathan"]
        assert [e.data for e in said] == [{"character": "leviathan", "day": 3}]


# ------------------------------------------------------------------ jinxes
def test_jinx_summoner_clockmaker_summoner_registers_as_the_demon() -> None:
    seating = ["summoner", "clockmaker", "washerwoman", "poisoner", "empath", "chef", "monk", "soldier"]
    game = seated(seating, SCRIPT)
    d = advance(game, [("poisoner", 5)], until=("inform", "clockmaker"))
    assert d is not None and d.truth == (3,)  # Summoner (seat 0) to the Poisoner (seat 3)


def test_jinx_summoner_courtier_storyteller_summons_for_a_drunk_summoner() -> None:
    seating = ["summoner", "courtier", "washerwoman", "chef", "empath", "poisoner", "monk", "soldier"]
    game = seated(seating, SCRIPT)
    d = advance(game, [("courtier", "summoner"), *QUIET_POISONER],
                until=lambda d: game.state.night == 3 and d.step.startswith("summoner"))
    assert d is not None and d.step == "summoner.demon" and d.chooser == STORYTELLER
    game.answer("imp")
    d = game.pending
    assert d is not None and d.step == "summoner.player" and d.chooser == STORYTELLER
    game.answer(2)
    assert game.state.seats[2].character == "imp" and game.winner is None


def test_jinx_summoner_preacher_storyteller_summons_for_a_preached_summoner() -> None:
    seating = ["summoner", "preacher", "washerwoman", "chef", "empath", "poisoner", "monk", "soldier"]
    game = seated(seating, SCRIPT)
    d = advance(game, [("preacher", SUMMONER), *QUIET_POISONER],
                until=lambda d: game.state.night == 3 and d.step.startswith("summoner"))
    assert d is not None and d.step == "summoner.demon" and d.chooser == STORYTELLER
    game.answer("pukka")
    game.answer(4)
    assert game.state.seats[4].character == "pukka" and game.state.seats[4].alignment == "evil"


def test_jinx_summoner_poppygrower_storyteller_picks_the_player() -> None:
    seating = ["summoner", "poppygrower", "washerwoman", "chef", "empath", "poisoner", "monk", "soldier"]
    game = seated(seating, SCRIPT)
    d = advance(game, QUIET_POISONER, until=_summon_step(game))
    assert d is not None and d.chooser == SUMMONER  # the Summoner still picks the Demon
    game.answer("imp")
    d = game.pending
    assert d is not None and d.step == "summoner.player" and d.chooser == STORYTELLER
    game.answer(3)
    assert game.state.seats[3].character == "imp"


def test_jinx_summoner_pukka_may_summon_on_the_second_night() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, QUIET_POISONER[:2], until=lambda d: d.step == "summoner.pukka")
    assert d is not None and game.state.night == 2 and d.chooser == SUMMONER and d.options == (False, True)
    game.answer(True)
    d = game.pending
    assert d is not None and d.options == ("pukka",)
    game.answer("pukka")
    game.answer(2)
    assert game.state.seats[2].character == "pukka"
    advance(game, until=lambda d: game.state.day == 3)
    summoned = [d for d in game.decisions if d.step == "summoner" and d.chooser == SUMMONER]
    assert len(summoned) == 2 and all(d.options == ("pukka",) or len(d.options) == 8 for d in summoned)
    assert all(d.step != "summoner.pukka" or game.state.night >= 2 for d in game.decisions)


def test_jinx_summoner_pukka_declined_waits_for_the_third_night() -> None:
    game = seated(SEATING, SCRIPT)
    advance(game, [*QUIET_POISONER, ("summoner.pukka", False)], until=_summon_step(game))
    assert game.state.night == 3


def _second_demon(game, plan=()):  # type: ignore[no-untyped-def]
    d = advance(game, plan, until=lambda d: d.step == "summoner.deaths")
    assert d is not None and d.chooser == STORYTELLER and game.state.night == 3
    return d


def test_jinx_summoner_pithag_second_living_demon_deaths_arbitrary() -> None:
    seating = ["summoner", "pithag", "washerwoman", "chef", "empath", "monk", "soldier", "mayor"]
    game = seated(seating, SCRIPT)
    plan = [("pithag", 4), ("pithag", "imp"), ("summoner", "lleech"), ("summoner", 3)]
    _second_demon(game, plan)
    assert game.state.seats[4].character == "imp" and game.state.seats[3].character == "lleech"
    game.answer((6,))
    game.answer(False)
    assert not game.state.seats[6].alive


def test_jinx_summoner_kazali_second_living_demon_deaths_arbitrary() -> None:
    seating = ["summoner", "kazali", "washerwoman", "chef", "empath", "monk", "soldier", "mayor"]
    game = seated(seating, SCRIPT)
    _second_demon(game, [("summoner", "imp"), ("summoner", 3)])
    game.answer(())
    game.answer(True)  # the Demons' kills fail for the rest of tonight
    advance(game, until=lambda d: game.state.day == 3)
    assert all(s.alive for s in game.state.seats)


def test_jinx_summoner_hatter_second_living_demon_deaths_arbitrary() -> None:
    seating = ["summoner", "imp", "washerwoman", "hatter", "empath", "monk", "soldier", "mayor"]
    game = seated(seating, SCRIPT)
    _second_demon(game, [("summoner", "pukka"), ("summoner", 2)])


def test_jinx_summoner_hatter_no_arbitrary_deaths_for_a_first_demon() -> None:
    seating = ["summoner", "hatter", "washerwoman", "chef", "empath", "monk", "soldier", "mayor"]
    game = seated(seating, SCRIPT)
    advance(game, [("summoner", "imp"), ("summoner", 3)], until=lambda d: game.state.day == 3)
    assert all(d.step != "summoner.deaths" for d in game.decisions)


def test_jinx_summoner_lordoftyphon_next_to_a_minion_and_a_new_minion() -> None:
    game = seated(SEATING, SCRIPT)
    d = advance(game, QUIET_POISONER, until=_summon_step(game))
    assert d is not None
    game.answer("lordoftyphon")
    d = game.pending
    assert d is not None and set(d.options) == {1, 7, 4, 6}  # the neighbours of the Summoner and the Poisoner
    game.answer(4)  # Empath, between the Chef (3) and the Poisoner (5)
    d = game.pending
    assert d is not None and d.step == "summoner.typhon.minion" and "poisoner" not in d.options
    assert "marionette" not in d.options  # (its player would be told the hidden token)
    game.answer("spy")
    assert game.state.seats[4].character == "lordoftyphon"
    assert game.state.seats[3].character == "spy" and game.state.seats[3].alignment == "evil"


def test_jinx_legion_summoner_every_evil_player_becomes_legion() -> None:
    game = seated(SEATING, SCRIPT)
    _summon(game, "legion", 2)
    legion = [s.index for s in game.state.seats if s.character == "legion"]
    assert legion == [SUMMONER, 2, POISONER]
    assert all(game.state.seats[s].alignment == "evil" for s in legion)


def test_jinx_summoner_zombuul_dead_player_has_died_once() -> None:
    game = seated(SEATING, SCRIPT)
    to_night(game, 3, QUIET_POISONER[:2])
    game.state.seats[2].alive = False
    game.state.seats[2].public_alive = False
    advance(game, QUIET_POISONER[2:], until=_summon_step(game))
    game.answer("zombuul")
    game.answer(2)
    seat = game.state.seats[2]
    assert seat.character == "zombuul" and seat.alive and not seat.public_alive and game.winner is None
    advance(game, until=lambda d: game.state.day == 3)
    assert game.winner is None and not game.state.seats[2].public_alive


def test_jinx_marionette_summoner_enters_play_next_to_the_demon() -> None:
    game = seated(SEATING, SCRIPT)
    _summon(game, "imp", 3)
    d = game.pending
    assert d is not None and d.step == "summoner.marionette" and d.options == (None, 2, 4)
    game.answer(4)
    seat = game.state.seats[4]
    assert seat.character == "marionette" and seat.believed == "empath" and seat.alignment == "evil"
    assert seat.believed_alignment == "good"
    assert all(e.kind != "character_changed" for e in game.view(4).events)


def test_jinx_marionette_summoner_no_marionette_dealt_without_a_demon() -> None:
    game, seen = set_up(SCRIPT, 12, {"setup.demon": ["imp"], "setup.minion": ["summoner"]})
    minion_steps = [d for d in game.decisions if d.step == "setup.minion"]
    assert len(minion_steps) == 2 and "marionette" in minion_steps[0].options
    assert "marionette" not in minion_steps[1].options  # no Demon for it to sit next to
    assert "marionette" not in {s.character for s in game.state.seats}


# ------------------------------------------------------------------ Vizier-Politician, Plague Doctor-Wraith
def test_jinx_vizier_politician_politician_might_register_evil() -> None:
    seating = ["vizier", "politician", "washerwoman", "chef", "imp", "monk", "soldier", "empath"]
    game = seated(seating, SCRIPT)
    to_day(game, 1)
    plan = [(("nominate", 2), 3), (("vote", 1), True), (("vote", 0), True)]
    d = advance(game, plan, until=lambda d: d.step.startswith("register") or d.step == "vizier.execute")
    assert d is not None and d.step.startswith("register") and set(d.options) == {"good", "evil"}


def test_jinx_plaguedoctor_wraith_a_minion_gains_the_wraith_ability() -> None:
    seating = ["plaguedoctor", "poisoner", "washerwoman", "chef", "imp", "monk", "soldier", "empath"]
    game = seated(seating, SCRIPT)
    to_day(game, 1, [("poisoner", 3)])
    d = advance(game, execution_plan(game, 2, 0), until=lambda d: d.step == "plaguedoctor")
    assert d is not None and "wraith" in d.options
    game.answer("wraith")
    d = game.pending
    assert d is not None and d.step == "plaguedoctor.minion" and d.options == (1,)
    game.answer(1)
    assert any(g.character == "wraith" for g in game.state.granted.get(1, ()))
    assert [e.data.get("value") for e in learned(game, 1) if e.data.get("what") == "gained ability"] == ["wraith"]
    assert "wraith" not in game.state.storyteller_characters


def test_jinx_marionette_summoner_summoner_not_offered_after_a_marionette() -> None:
    game, _ = set_up(SCRIPT, 12, {"setup.demon": ["imp"], "setup.minion": ["marionette"]})
    minion_steps = [d for d in game.decisions if d.step == "setup.minion"]
    assert len(minion_steps) == 2 and "summoner" in minion_steps[0].options
    assert "summoner" not in minion_steps[1].options


def test_jinx_summoner_engineer_storyteller_summons_for_a_removed_summoner() -> None:
    seating = ["summoner", "engineer", "washerwoman", "chef", "empath", "monk", "soldier", "mayor"]
    game = seated(seating, SCRIPT)
    plan = [("engineer", "minions"), ("engineer", "spy")]
    advance(game, plan, until=lambda d: game.state.day == 1)
    assert game.state.seats[SUMMONER].character == "spy"
    assert "summoner" in game.state.storyteller_characters
    to_day(game, 2)
    assert game.winner is None  # the Storyteller's summoning is still to come
    d = advance(game, until=lambda d: d.step == "summoner.demon")
    assert d is not None and d.chooser == STORYTELLER and game.state.night == 3
    game.answer("imp")
    d = game.pending
    assert d is not None and d.step == "summoner.player" and d.chooser == STORYTELLER
    game.answer(4)
    assert game.state.seats[4].character == "imp" and game.state.seats[4].alignment == "evil"
    assert game.winner is None


ALCHEMIST_SCRIPT = parse_script([
    {"id": "_meta", "name": "alchemist"}, "alchemist", "chef", "empath", "monk", "soldier", "mayor", "washerwoman",
    "librarian", "butler", "summoner", "poisoner", "imp", "pukka"], source="alchemist-summoner")


def _alchemist_summoner(players: int = 7):  # type: ignore[no-untyped-def]
    game, seen = set_up(ALCHEMIST_SCRIPT, players, {"setup.townsfolk": ["alchemist"], "setup.minion": ["poisoner"],
                                                    "setup.alchemist": ["summoner"]})
    assert "summoner" in seen["setup.alchemist"].options
    return game


def test_jinx_alchemist_summoner_no_demon_and_no_bluffs() -> None:
    game = _alchemist_summoner()
    assert game.state.setup_counts["demon"] == 0 and game.winner is None
    alchemist = next(s.index for s in game.state.seats if s.character == "alchemist")
    assert all(s.character != "summoner" for s in game.state.seats)
    advance(game, until=lambda d: game.state.day == 1)
    assert all(e.kind != "summoner_bluffs" for e in game.view(alchemist).events)
    assert game.winner is None


def test_jinx_alchemist_summoner_chooses_the_demon_not_the_player() -> None:
    game = _alchemist_summoner()
    alchemist = next(s.index for s in game.state.seats if s.character == "alchemist")
    poisoner = next(s.index for s in game.state.seats if s.character == "poisoner")
    target = next(s for s in range(7) if s not in (alchemist, poisoner))
    plan = [("poisoner", target)] * 3 + [("summoner.pukka", False)]  # (the Alchemist stays sober)
    d = advance(game, plan, until=lambda d: game.state.night == 3 and d.step == "summoner")
    assert d is not None and d.chooser == alchemist
    game.answer("imp")
    d = game.pending
    assert d is not None and d.step == "summoner.player" and d.chooser == STORYTELLER
    game.answer(target)
    assert game.state.seats[target].character == "imp" and game.state.seats[target].alignment == "evil"


def test_jinx_alchemist_summoner_dies_before_summoning_evil_wins() -> None:
    game = _alchemist_summoner()
    alchemist = next(s.index for s in game.state.seats if s.character == "alchemist")
    to_day(game, 1)
    advance(game, execution_plan(game, (alchemist + 1) % 7, alchemist))
    assert not game.state.seats[alchemist].alive
    assert game.winner == "evil"
