"""Hindu (Loric): "The first 4 players to die are immediately reincarnated as Travellers of
the same alignment." (roles.json; no almanac entry; the official wiki's Hindu page).

Each of the first four deaths (Travellers aside) brings the player back at once as a
Traveller the Storyteller chooses (from the script's Travellers), alive, of the alignment
they died with; a Demon is not reincarnated; the fifth death stays a death. By night the
table learns it at dawn. Rulings: docs/rulings/loric.md.
"""

from clocktower.decisions import STORYTELLER
from clocktower.script import parse_script
from clocktower.testing import advance, execution_plan, is_alive, seated, to_day, to_night

SCRIPT = parse_script([{"id": "_meta", "name": "hindu test"}, "hindu", "empath", "chef", "soldier", "monk",
                       "sage", "recluse", "saint", "poisoner", "scarletwoman", "imp", "beggar", "gunslinger",
                       "scapegoat", "bureaucrat", "thief"], source="hindu-test")
SEATING = ["imp", "poisoner", "empath", "chef", "soldier", "monk", "sage", "recluse"]


def test_healthy_executed_player_is_reincarnated_as_a_traveller_at_once() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("poisoner", 4)])
    d = advance(game, execution_plan(game, 2, 3), until="hindu.traveller")
    assert d.chooser == STORYTELLER and d.options == ("beggar", "gunslinger", "scapegoat", "bureaucrat", "thief")
    game.answer("gunslinger")
    s = game.state.seats[3]
    assert s.alive and s.traveller and s.character == "gunslinger" and s.alignment == "good"
    assert [e.data["character"] for e in game.view(6).events if e.kind == "reincarnated"] == ["gunslinger"]
    assert [e.data["character"] for e in game.view(3).events if e.kind == "dealt"] == ["chef", "gunslinger"]


def test_evil_player_keeps_their_alignment_and_meets_the_demon() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("poisoner", 4)])
    advance(game, [*execution_plan(game, 2, 1), ("hindu.traveller", "thief")], until=lambda d: True)
    s = game.state.seats[1]
    assert s.traveller and s.alignment == "evil" and s.character == "thief"
    assert any(e.kind == "traveller_info" for e in game.view(0).events)


def test_night_death_is_announced_at_dawn_not_before() -> None:
    game = seated(SEATING, SCRIPT)
    to_night(game, 2, [("poisoner", 4)])
    advance(game, [("poisoner", 4), ("imp", 5)], until="hindu.traveller")
    game.answer("beggar")
    assert all(e.kind != "reincarnated" for e in game.view(2).events)
    to_day(game, 2)
    assert [e.data["seat"] for e in game.view(2).events if e.kind == "reincarnated"] == [5]
    assert is_alive(game, 5) and game.state.seats[5].character == "beggar"


def test_only_the_first_four_deaths() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("poisoner", 4)])
    for k, victim in enumerate((2, 3, 5, 6, 7)):
        gen = game.ctx(1, "poisoner").kill(victim)  # (no Demon kill: the Sage stays quiet)
        d = next(gen, None)
        if k < 4:
            assert d is not None and d.step == "hindu.traveller"
            try:
                gen.send(d.options[0])
            except StopIteration:
                pass
        else:
            assert d is None  # the fifth death: nothing asked
    assert [s.index for s in game.state.seats if s.traveller] == [2, 3, 5, 6]
    assert not is_alive(game, 7)


def test_a_demon_is_not_reincarnated() -> None:
    game = seated(SEATING + ["scarletwoman"], SCRIPT)
    to_day(game, 1, [("poisoner", 4)])
    steps = []
    advance(game, execution_plan(game, 2, 0), until=lambda d: steps.append(d.step) or game.state.phase == "night")
    assert "hindu.traveller" not in steps and not game.state.seats[0].traveller


def test_a_traveller_dying_again_stays_dead() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("poisoner", 4)])
    advance(game, [*execution_plan(game, 2, 3), ("hindu.traveller", "gunslinger")],
            until=lambda d: game.state.phase == "night")
    gen = game.ctx(0, "imp").kill(3)
    assert next(gen, None) is None and not is_alive(game, 3)


def test_drunk_poisoned_or_dead_players_alike_and_the_soldier_saved_is_no_death() -> None:
    game = seated(SEATING, SCRIPT, poisoned=[2], drunk=[3])
    to_night(game, 2, [("poisoner", 2)])
    steps = []
    advance(game, [("poisoner", 2), ("imp", 4)], until=lambda d: steps.append(d.step) or d.step == "talk")
    assert "hindu.traveller" not in steps  # the Soldier did not die
    gen = game.ctx(0, "imp").kill(2)  # the poisoned Empath
    assert next(gen).step == "hindu.traveller"


def test_registration_plays_no_part_the_recluse_is_reincarnated_good() -> None:
    game = seated(SEATING, SCRIPT)
    to_day(game, 1, [("poisoner", 4)])
    advance(game, [*execution_plan(game, 2, 7), ("hindu.traveller", "scapegoat")], until=lambda d: True)
    assert game.state.seats[7].alignment == "good" and game.state.seats[7].traveller
