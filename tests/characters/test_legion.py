"""Legion: "Each night*, a player might die. Executions fail if only evil voted. You register
as a Minion too. [Most players are Legion]" (almanac, Seed 002; that page is in Korean. We
read it with https://wiki.bloodontheclocktower.com/Legion and the Storyteller advice at
https://nerdguy.substack.com/p/its-a-horde-mentality).

Setup: more than half of the players are Legion and at least two are not (the Storyteller
chooses how many, and how many of the good players are Outsiders); there are no Minions.
Every Legion is a Demon: good wins only when no Legion is alive. Each Legion also
registers as a Minion. At the Demon info step the Legion learn each other. From night 2 the
Storyteller decides whether one player dies, and who: Legion players do not wake. When only
evil players voted for a nomination, its count is zero.
"""

from typing import Any

from typer.testing import CliRunner

from clocktower.cli import app
from clocktower.decisions import STORYTELLER, DecisionKind
from clocktower.engine import playability_problems, unplayable_reason
from clocktower.state import DRUNK, EVIL, GOOD, POISONED, Effect
from clocktower.testing import advance, is_alive, learned, seated, to_day, to_night
from clocktower.testing import run_without_decisions as run

from .seed002_evil import bag_game, nominate, script_of, steps_until

SCRIPT = "seed-002"
# Seats: 0 Legion, 1 Legion, 2 Chef, 3 Legion, 4 Knight, 5 Legion, 6 Recluse
SEATING: list[Any] = ["legion", "legion", "chef", "legion", "knight", "legion", "recluse"]
LEGION = (0, 1, 3, 5)


def TO_KNIGHT(d: Any) -> bool:
    """The Recluse's registration asked by the Knight."""
    return bool(d.step == "register.recluse" and "Knight" in d.prompt)


def game(seating: list[Any] = SEATING) -> Any:
    return seated(seating, script=SCRIPT)


# ------------------------------------------------------------------ setup
def test_setup_storyteller_chooses_how_many_are_legion_and_the_outsiders() -> None:
    """More than half are Legion, and at least two are not: with one good player alive good
    can no longer win (almanac, Legion; the community's "Character Dissection: Legion",
    https://reddit.gpgaming.de/r/BloodOnTheClocktower)."""
    game, seen = bag_game(SCRIPT, 10, {"setup.demon": ["legion"], "setup.legion": [7],
                                       "setup.legion.outsiders": [1]})
    assert seen["setup.legion"].options == (6, 7, 8)  # more than half; at least 2 good
    assert seen["setup.legion.outsiders"].options == (0, 1, 2, 3)
    assert "setup.minion" not in seen  # no Minions in a Legion game
    assert game.state.setup_counts == {"townsfolk": 2, "outsider": 1, "minion": 0, "demon": 7}
    chars = [s.character for s in game.state.seats]
    assert chars.count("legion") == 7
    assert sum(1 for s in game.state.seats if game.team(s.index) == "outsider") == 1
    assert all(s.alignment == EVIL for s in game.state.seats if s.character == "legion")


def test_setup_at_five_players_three_legion() -> None:
    game, seen = bag_game(SCRIPT, 5, {"setup.demon": ["legion"]})
    assert seen["setup.legion"].options == (3,)
    assert [s.character for s in game.state.seats].count("legion") == 3


def test_custom_script_lunatic_is_not_offered_when_legion_is_the_only_demon() -> None:
    """A custom script whose only Demon is Legion, with the Lunatic: the Lunatic never
    believes it is Legion (lunatic.py), so setup does not offer it for the bag (it used to
    offer it and then fail); the Recluse is the only Outsider the Storyteller may pick."""
    script = script_of(["chef", "knight", "steward", "lunatic", "recluse", "poisoner", "legion"],
                       name="Only Legion")
    game, seen = bag_game(script, 7, {"setup.demon": ["legion"], "setup.legion": [4],
                                      "setup.legion.outsiders": [1]})
    assert seen["setup.legion.outsiders"].options == (0, 1)
    assert seen["setup.outsider"].options == ("recluse",)
    chars = [s.character for s in game.state.seats]
    assert chars.count("legion") == 4 and "recluse" in chars and "lunatic" not in chars


def test_legion_only_script_needs_no_minions_or_outsiders() -> None:
    """A custom script whose only Demon is Legion needs no Minions (Legion replaces them)
    and no Outsiders (Legion's setup may choose none): it is playable at every count, and
    ``clocktower check`` says so (review of issue 3: it was reported unplayable)."""
    script = script_of(["chef", "knight", "steward", "oracle", "savant", "general", "legion"], name="Legion only")
    assert playability_problems(script) == [] and unplayable_reason(script) is None
    for n in (5, 9, 15):
        game, seen = bag_game(script, n, {})
        assert [s.character for s in game.state.seats].count("legion") == seen["setup.legion"].options[0]
        assert game.state.setup_counts["outsider"] == 0 and game.state.setup_counts["minion"] == 0
    result = CliRunner().invoke(app, ["check", "seed-002"])
    assert result.exit_code == 0 and "Fully playable" in result.output


def test_legion_and_another_demon_still_need_minions() -> None:
    script = script_of(["chef", "knight", "steward", "oracle", "savant", "general", "legion", "imp"], name="Two")
    assert playability_problems(script) == ["it has no Minions"]  # no Outsiders: only some counts need them
    assert playability_problems(script, 6) == ["it has no Outsiders or Minions"]


def test_a_subset_of_seed_002_is_not_told_to_play_seed_002() -> None:
    """The advice to play a bundled pairing is for a script the pairing completes (the final
    nail's Townsfolk); a custom subset of Seed 002 that lacks its Demons is only told why."""
    script = script_of(["chef", "knight", "steward", "recluse", "poisoner"], name="No Demon")
    reason = unplayable_reason(script)
    assert reason == "'No Demon' cannot be played alone: it has no Demons."
    assert "--script" not in reason


# ------------------------------------------------------------------ first night
def test_legion_learn_each_other_at_demon_info() -> None:
    g = game()
    to_day(g, 1)
    for seat in LEGION:
        info = [e for e in g.view(seat).events if e.kind == "demon_info"]
        assert len(info) == 1 and info[0].data["minions"] == []
        assert info[0].data["demons"] == [x for x in LEGION if x != seat]
        assert not [e for e in g.view(seat).events if e.kind == "minion_info"]
    assert not [e for e in g.view(2).events if e.kind in ("demon_info", "minion_info")]


def test_knight_among_legion_with_one_other_good_player() -> None:
    """legion-registers-demon-and-minion (Knight part, sparse case): with the Recluse
    registering as the Demon only one other player is not Legion; the Knight's own ruling
    (townsfolk/knight.py) then shows the Knight itself with that player."""
    g = game()
    d = advance(g, [(TO_KNIGHT, "demon")], until=("inform", "knight"))
    assert d.options == d.truth == ((2, 4),)


def test_information_with_no_true_value_allows_any_value_of_the_domain() -> None:
    """Engine safety net: when an ability has nothing true to show (as a Knight among Legion
    could have), any value of its domain is legal rather than an empty legal set."""
    g = game()
    options, why = g.information_options(g.ctx(4), (), ((2, 6), (0, 1)))
    assert options == ((2, 6), (0, 1)) and why == "no true value exists"


def test_knight_among_legion_is_shown_the_two_non_legion_players() -> None:
    g = game()
    d = advance(g, [(TO_KNIGHT, "outsider")], until=("inform", "knight"))
    assert d.options == d.truth == ((2, 6),)


# ------------------------------------------------------------------ nights
def test_night_kill_is_the_storytellers_one_decision() -> None:
    g = game()
    seen = steps_until(g, lambda d: d.step == "talk")
    assert ("legion", STORYTELLER) not in seen  # not on the first night
    to_night(g, 2)
    d = advance(g, until="legion")
    assert d.kind == DecisionKind.STORYTELLER and d.chooser == STORYTELLER
    assert d.options == (None, 0, 1, 2, 3, 4, 5, 6)
    g.answer(4)
    assert not is_alive(g, 4)
    seen = steps_until(g, lambda d: d.step == "talk")
    assert ("legion", STORYTELLER) not in seen  # once a night, however many Legion
    assert not [e for e in g.events if e.kind == "woke" and e.data["character"] == "legion"]


def legion_decisions(g: Any) -> list[Any]:
    return [d for d in g.decisions if d.step == "legion"]


def test_killing_the_first_legion_gives_no_second_kill() -> None:
    """One possible death a night, however many Legion: the night's death is decided once.
    The Storyteller kills Alice, the first Legion in seat order; Bob, the next Legion, is
    then the first working one, but the night's decision is already made (review of issue 3)."""
    g = game()
    to_night(g, 2)
    advance(g, [("legion", 0)], until="talk")
    assert len(legion_decisions(g)) == 1
    assert not is_alive(g, 0) and [d.seat for d in g.state.deaths] == [0]
    assert [e for e in g.events if e.kind == "dawn"][-1].data["died"] == [0]


def test_killing_a_later_legion_gives_no_second_kill() -> None:
    g = game()
    to_night(g, 2)
    advance(g, [("legion", 5)], until="talk")
    assert len(legion_decisions(g)) == 1 and [d.seat for d in g.state.deaths] == [5]


def test_storyteller_may_kill_nobody() -> None:
    g = game()
    to_night(g, 2)
    to_day(g, 2, [("legion", None)])
    assert all(is_alive(g, s) for s in range(7))


def test_dead_legion_leaves_the_kill_to_the_others() -> None:
    g = game()
    to_day(g, 1)
    g.state.seats[0].alive = False
    to_night(g, 2)
    d = advance(g, until="legion")
    assert d.options == (None, 1, 2, 3, 4, 5, 6)
    g.answer(2)
    assert not is_alive(g, 2)


def test_all_legion_poisoned_or_drunk_nobody_might_die() -> None:
    g = game()
    to_day(g, 1)
    for s in LEGION:
        g.state.effects.append(Effect(POISONED if s % 2 else DRUNK, s, None, None, None, needs_source=False))
    seen = steps_until(g, lambda d: d.step == "talk" and g.state.day == 2)
    assert ("legion", STORYTELLER) not in seen and not g.state.deaths


# ------------------------------------------------------------------ executions
def test_execution_fails_when_only_evil_voted() -> None:
    g = game()
    to_day(g, 1)
    result = nominate(g, 0, 2, yes=LEGION)
    assert result["tally"] == 0 and result["about_to_die"] is None and sorted(result["voters"]) == list(LEGION)
    advance(g, until=lambda d: g.state.phase == "night")
    assert is_alive(g, 2) and g.state.executions == []


def test_one_good_vote_lets_the_execution_happen() -> None:
    g = game()
    to_day(g, 1)
    result = nominate(g, 0, 2, yes=(*LEGION, 4))
    assert result["tally"] == 5 and result["about_to_die"] == 2
    advance(g, until=lambda d: g.state.phase == "night")
    assert not is_alive(g, 2)


def test_recluse_voting_with_evil_may_register_as_evil() -> None:
    g = game()
    to_day(g, 1)
    d = advance(g, until=("nominate", 0))
    g.answer(4)
    while g.pending is not None and g.pending.kind == DecisionKind.VOTE:
        g.answer(g.pending.chooser in (*LEGION, 6))
    d = g.pending
    assert d is not None and d.step == "register.recluse" and set(d.options) == {GOOD, EVIL}
    g.answer(EVIL)
    assert [e for e in g.events if e.kind == "voted"][-1].data["tally"] == 0


def test_recluse_registering_good_the_vote_counts() -> None:
    g = game()
    to_day(g, 1)
    advance(g, until=("nominate", 0))
    g.answer(4)
    while g.pending is not None and g.pending.kind == DecisionKind.VOTE:
        g.answer(g.pending.chooser in (*LEGION, 6))
    g.answer(GOOD)
    assert [e for e in g.events if e.kind == "voted"][-1].data["tally"] == 5


def test_poisoned_lone_legion_only_evil_votes_still_count() -> None:
    g = game(["legion", "chef", "knight", "steward", "recluse"])
    to_day(g, 1)
    g.state.effects.append(Effect(POISONED, 0, None, None, None, needs_source=False))
    result = nominate(g, 0, 1, yes=(0,))
    assert result["tally"] == 1


# ------------------------------------------------------------------ registration and winning
def test_legion_registers_as_a_demon_and_as_a_minion() -> None:
    """legion-registers-demon-and-minion: both at once, with no Storyteller decision."""
    g = game()
    knight = g.ctx(4)
    assert run(knight.registers_as_team(0)) == "demon"
    assert run(knight.registers_as_team_is(0, "demon")) is True
    assert run(knight.registers_as_team_is(0, "minion")) is True
    assert run(knight.registers_as_team_is(2, "minion")) is False


def test_good_wins_only_when_no_legion_is_alive() -> None:
    g = game(["legion", "chef", "legion", "knight", "steward"])
    to_day(g, 1)
    nominate(g, 0, 0, yes=(1, 3, 4))
    to_night(g, 2)
    assert not g.over and not is_alive(g, 0)
    to_day(g, 2, [("legion", None)])
    nominate(g, 1, 2, yes=(1, 3, 4))
    advance(g, until=None)
    assert g.winner == GOOD and g.state.win_condition == "no-demon"


def test_legion_seen_in_its_view_as_legion_and_evil() -> None:
    g = game()
    view = g.view(3)
    assert view.character == "legion" and view.alignment == EVIL
    assert learned(g, 3) == []


# ------------------------------------------------------------------ the Storyteller's calls
def test_one_good_player_left_storyteller_may_declare_evil_the_winner() -> None:
    """Almanac (Korean page): once one good player is alive, good can no longer win, and the
    Storyteller may declare that evil wins."""
    g = game(["legion", "legion", "chef", "legion", "knight"])
    to_night(g, 2)
    d = advance(g, [("legion", 2)], until="legion.evil_wins")
    assert d.chooser == STORYTELLER and d.options == (True, False)
    g.answer(True)
    assert g.over and g.winner == EVIL and g.state.win_condition == "legion"


def test_one_good_player_left_storyteller_may_play_on() -> None:
    g = game(["legion", "legion", "chef", "legion", "knight"])
    to_night(g, 2)
    advance(g, [("legion", 2)], until="legion.evil_wins")
    g.answer(False)
    assert not g.over
    to_day(g, 2)
    assert not g.over and is_alive(g, 4)


def test_two_good_players_left_nothing_to_declare() -> None:
    g = game()
    to_night(g, 2)
    advance(g, [("legion", 4)], until="talk")
    assert not [d for d in g.decisions if d.step == "legion.evil_wins"]  # the Chef and the Recluse live


def test_storyteller_may_give_legion_no_bluffs() -> None:
    """Almanac (Korean page): the Storyteller may decide to give the Legion players no bluff
    characters."""
    g = seated(SEATING, script=SCRIPT, bluffs=())
    give = [d for d in g.decisions if d.step == "setup.bluffs.give"]
    assert give and give[0].options == (True, False)
    assert g.state.bluffs == () and not [d for d in g.decisions if d.step == "setup.bluffs"]
    to_day(g, 1)
    info = [e for e in g.view(0).events if e.kind == "demon_info"]
    assert info[0].data["bluffs"] == [] and "You have no bluffs." in info[0].text


def test_storyteller_gives_legion_bluffs() -> None:
    g = seated(SEATING, script=SCRIPT)
    assert len(g.state.bluffs) == 3
    to_day(g, 1)
    info = [e for e in g.view(0).events if e.kind == "demon_info"]
    assert info[0].data["bluffs"] == list(g.state.bluffs)


def test_other_demons_are_always_given_bluffs() -> None:
    g = seated(["imp", "poisoner", "chef", "knight", "steward", "oracle", "recluse"], script=SCRIPT)
    assert not [d for d in g.decisions if d.step == "setup.bluffs.give"] and len(g.state.bluffs) == 3
