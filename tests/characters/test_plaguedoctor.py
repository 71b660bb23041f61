"""Plague Doctor: "When you die, the Storyteller gains a Minion ability." (almanac, Plague
Doctor).

At the Plague Doctor's death (its ability working) the Storyteller picks a Minion of the
script and from then on acts as it: its choices are the Storyteller's decisions. Jinxed
Minions go to a player instead: Baron (up to two Townsfolk become Outsiders), Boomdandy and
Evil Twin (a player becomes it), Fearmonger, Goblin, Scarlet Woman and Spy (a Minion gains
it and learns so), Marionette (a good neighbour of the Demon becomes it). Rulings:
docs/rulings/carousel-outsiders-minions.md.
"""

from typing import Any

from clocktower import rules
from clocktower.decisions import STORYTELLER
from clocktower.testing import advance, is_alive, learned, to_day

from .carousel_outsiders_helpers import execute, game_of, to_night

# Seats: 0 Imp, 1 Pit-Hag, 2 Plague Doctor, 3 Chef, 4 Empath, 5 Soldier, 6 Monk.
SEATING: list[Any] = ["imp", "pithag", "plaguedoctor", "chef", "empath", "soldier", "monk"]
PD = 2


def _pd_executed(game: Any) -> Any:
    """Day 1: the Plague Doctor is executed; stops at the Storyteller's choice of Minion."""
    to_day(game, 1)
    return advance(game, [(("nominate", 3), PD)] + [(("vote", s), True) for s in range(7)],
                   until="plaguedoctor")


def test_healthy_storyteller_gains_the_poisoner_and_poisons_each_night() -> None:
    """Almanac: the Storyteller gains the Poisoner ability and poisons a player each night."""
    game = _game_with_pd()
    d = _pd_executed(game)
    assert d is not None and d.chooser == STORYTELLER
    assert {"poisoner", "witch", "cerenovus", "pithag", "baron", "marionette", "goblin", "spy"} <= set(d.options)
    assert "widow" not in d.options and "mezepheles" not in d.options
    game.answer("poisoner")
    assert "poisoner" in game.state.storyteller_characters
    to_night(game, 2)
    p = advance(game, until="poisoner")
    assert p is not None and p.chooser == STORYTELLER
    game.answer(4)
    assert rules.is_poisoned(game.state, 4)
    advance(game, [("pithag", 3), ("pithag", "chef"), ("monk", 5), ("imp", 6)], until="talk")
    to_night(game, 3)
    p = advance(game, until="poisoner")
    assert p is not None and p.chooser == STORYTELLER  # every night


def _game_with_pd(**kw: Any) -> Any:
    return game_of(SEATING, **kw)


def test_drunk_plague_doctor_gives_nothing() -> None:
    game = _game_with_pd(drunk=[PD])
    to_day(game, 1)
    execute(game, 3, PD)
    assert not any(d.step == "plaguedoctor" for d in game.decisions)
    # (The Djinn may be there: it joins any script with a jinxed pair.)
    assert [c for c in game.state.storyteller_characters if c != "djinn"] == []


def test_poisoned_plague_doctor_gives_nothing() -> None:
    game = _game_with_pd(poisoned=[PD])
    to_day(game, 1)
    execute(game, 3, PD)
    assert not any(d.step == "plaguedoctor" for d in game.decisions)


def test_dead_killed_at_night_the_storyteller_gains_at_once() -> None:
    game = _game_with_pd()
    to_day(game, 1)
    to_night(game, 2)
    d = advance(game, [("pithag", 3), ("pithag", "chef"), ("monk", 5), ("imp", PD)], until="plaguedoctor")
    assert d is not None and not is_alive(game, PD)


def test_believed_plague_doctor_gives_nothing() -> None:
    game = game_of(["imp", "pithag", ("drunk", "plaguedoctor"), "chef", "empath", "soldier", "monk"])
    to_day(game, 1)
    execute(game, 3, PD)
    assert not any(d.step == "plaguedoctor" for d in game.decisions)


def test_almanac_storyteller_cerenovus_beside_a_pit_hag_made_cerenovus() -> None:
    """Almanac: the Storyteller gains the Cerenovus ability; that night the Pit-Hag turns a
    player (the Witch; here the Chef) into the Cerenovus: two Cerenovus abilities are in play
    (both choose on the next night)."""
    game = _game_with_pd()
    _pd_executed(game)
    game.answer("cerenovus")
    to_night(game, 2)
    advance(game, [("pithag", 3), ("pithag", "cerenovus"), ("monk", 5), ("imp", 6)], until="talk")
    assert game.state.seats[3].character == "cerenovus"
    to_night(game, 3)
    start = len(game.decisions)
    advance(game, until=lambda d: game.state.phase != "night")
    night3 = [d for d in game.decisions[start:] if d.step == "cerenovus" and d.kind.value == "choose_players"]
    assert {d.chooser for d in night3} == {STORYTELLER, 3}


def test_almanac_plague_doctor_made_drunk_later_the_storyteller_keeps_the_ability() -> None:
    """Almanac: the Storyteller gained a Minion ability (the Organ Grinder; here the Witch);
    the dead Plague Doctor is made drunk later: the Storyteller keeps it."""
    game = _game_with_pd()
    _pd_executed(game)
    game.answer("witch")
    to_night(game, 2)
    game.ctx(0).add_effect("drunk", PD, until=None, needs_source=False)
    d = advance(game, until="witch")
    assert d is not None and d.chooser == STORYTELLER and "witch" in game.state.storyteller_characters


def test_almanac_storyteller_gains_the_poisoner_ability() -> None:
    """Almanac: the Plague Doctor dies; the Storyteller gains the Poisoner ability and
    chooses a player to poison each night."""
    game = _game_with_pd()
    _pd_executed(game)
    game.answer("poisoner")
    to_night(game, 2)
    d = advance(game, until="poisoner")
    assert d is not None and d.chooser == STORYTELLER and PD in d.options


def test_jinx_plaguedoctor_baron_up_to_two_players_become_outsiders() -> None:
    game = _game_with_pd()
    _pd_executed(game)
    game.answer("baron")
    d = advance(game, until="plaguedoctor.baron")
    assert d is not None and d.count == (0, 2) and set(d.options) == {3, 4, 5, 6}
    game.answer((3, 4))
    d = advance(game, until="plaguedoctor.outsider")
    assert d is not None and "plaguedoctor" not in d.options and "saint" in d.options
    game.answer("saint")
    d = advance(game, until="plaguedoctor.outsider")
    assert d is not None and "saint" not in d.options
    game.answer("recluse")
    assert [game.state.seats[s].character for s in (3, 4)] == ["saint", "recluse"]
    assert "baron" not in game.state.storyteller_characters


def test_jinx_plaguedoctor_boomdandy_a_player_becomes_the_boomdandy() -> None:
    game = _game_with_pd()
    _pd_executed(game)
    game.answer("boomdandy")
    d = advance(game, until="plaguedoctor.player")
    assert d is not None and 0 not in d.options and PD not in d.options
    game.answer(5)
    assert game.state.seats[5].character == "boomdandy" and game.state.seats[5].alignment == "evil"


def test_jinx_plaguedoctor_eviltwin_a_player_becomes_the_evil_twin() -> None:
    game = _game_with_pd()
    _pd_executed(game)
    game.answer("eviltwin")
    advance(game, [("plaguedoctor.player", 5)], until="eviltwin.twin")
    assert game.state.seats[5].character == "eviltwin" and game.state.seats[5].alignment == "evil"
    game.answer(3)
    advance(game, until="talk")
    assert any("twin" in e.text for e in learned(game, 5))


def _given_to_a_minion(minion: str) -> Any:
    game = _game_with_pd()
    _pd_executed(game)
    game.answer(minion)
    d = advance(game, until="plaguedoctor.minion")
    assert d is not None and d.options == (1,)
    game.answer(1)
    assert rules.granted(game.state, 1, minion) is not None
    assert [e.data["value"] for e in learned(game, 1) if e.data.get("what") == "gained ability"] == [minion]
    assert minion not in game.state.storyteller_characters
    return game


def test_jinx_plaguedoctor_fearmonger_a_minion_gains_it_and_learns_this() -> None:
    _given_to_a_minion("fearmonger")


def test_jinx_plaguedoctor_goblin_a_minion_gains_it_and_learns_this() -> None:
    _given_to_a_minion("goblin")


def test_jinx_plaguedoctor_scarletwoman_a_minion_gains_it_and_learns_this() -> None:
    _given_to_a_minion("scarletwoman")


def test_jinx_plaguedoctor_spy_a_minion_gains_it_and_learns_this() -> None:
    _given_to_a_minion("spy")


def test_jinx_plaguedoctor_marionette_a_good_neighbour_of_the_demon_becomes_it() -> None:
    game = _game_with_pd()
    _pd_executed(game)
    game.answer("marionette")
    d = advance(game, until="plaguedoctor.player")
    assert d is not None and d.options == (6,)  # the Imp's neighbours: the Pit-Hag (evil) and the Monk
    game.answer(6)
    s = game.state.seats[6]
    assert (s.character, s.believed, s.alignment, s.believed_alignment) == ("marionette", "monk", "evil", "good")
    assert not any(e.kind == "character_changed" for e in game.view(6).events)
