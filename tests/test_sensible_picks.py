"""The automated Storyteller and the heuristic bots make the picks a Storyteller or a player
would make (issue 17, item 7): Legion as the reverse of the usual numbers, a No Dashii that
spares its Marionette, a Mutant that does not claim to be an Outsider, a Minion that never
poisons the Demon it knows."""

from pathlib import Path
from typing import Any

from clocktower.agents import RandomStoryteller
from clocktower.agents.balanced import BalancedStoryteller
from clocktower.agents.heuristic import HeuristicAgent
from clocktower.decisions import JUDGED, DecisionKind
from clocktower.engine import Game
from clocktower.testing import advance, seated, to_night


def _legion_count(players: int, kind: str = "balanced") -> int:
    game = Game("seed-002", players)
    while True:
        d = game.pending
        assert d is not None and d.kind == DecisionKind.SETUP
        if d.step == "setup.legion":
            assert d.why == JUDGED and len(d.truth) == 1  # every count legal; one suggested
            st = BalancedStoryteller(1, game) if kind == "balanced" else RandomStoryteller(1)
            return int(st.decide(None, d))
        if d.step == "setup.demon":
            game.answer("legion")
        else:
            game.answer(d.options[0] if d.count is None else d.options[: d.count[0]])


def test_balanced_storyteller_sets_up_legion_as_the_reverse_of_usual() -> None:
    # The almanac (Legion): about the reverse of the usual numbers, 7 Legion and 3 good at 10.
    assert _legion_count(10) == 7
    assert _legion_count(7) == 5
    assert _legion_count(12) == 9
    assert _legion_count(15) == 11
    assert _legion_count(10, "random") == 7  # the random Storyteller too: never 8 of 10


def test_balanced_storyteller_calls_the_game_with_one_good_player_left() -> None:
    game = seated(["legion", "legion", "chef", "legion", "knight"], script="seed-002")
    st = BalancedStoryteller(3, game)
    assert st.decide(None, game.decisions[0]) is True  # (setup.bluffs.give: bluffs given)
    to_night(game, 2)
    d = advance(game, [("legion", 2)], until="legion.evil_wins")
    assert st.decide(None, d) is True


# Seats: 0 No Dashii, 1 Marionette (believes the Chef), 2 Empath, 3 Dreamer, 4 Oracle, 5 Noble
NODASHII = ["nodashii", ("marionette", "chef"), "empath", "dreamer", "oracle", "noble", "undertaker"]


def test_no_dashii_bot_never_kills_its_marionette() -> None:
    picks = []
    for seed in range(40):
        game = seated(NODASHII, script="seed-004")
        d = advance(game, until=lambda d: d.step == "nodashii")
        assert d is not None and game.state.night == 2 and 1 in d.options
        bot = HeuristicAgent(seed, 0)
        picks.append(bot.decide(game.view(0), d))
        assert 1 in bot.minions  # the Demon was shown its Marionette
    assert 1 not in picks and len(set(picks)) > 1


MUTANT = ["nodashii", "widow", "mutant", "empath", "dreamer", "oracle", "noble"]


def test_mutant_bot_does_not_claim_an_outsider_on_day_one() -> None:
    for seed in range(30):
        game = seated(MUTANT, script="seed-004")
        d = advance(game, until=lambda d: d.step == "talk" and d.chooser == 2)
        assert d is not None and game.state.day == 1
        answer: Any = HeuristicAgent(seed, 2).decide(game.view(2), d)
        assert answer[0] == "claim" and answer[1] not in ("mutant", "sweetheart", "zealot", "lunatic")


def test_poisoner_bot_never_poisons_the_demon_it_knows() -> None:
    seating = ["imp", "poisoner", "chef", "empath", "monk", "soldier", "washerwoman"]
    for seed in range(30):
        game = seated(seating, script="trouble-brewing")
        d = advance(game, until="poisoner")
        assert d is not None and 0 in d.options
        bot = HeuristicAgent(seed, 1)
        assert bot.decide(game.view(1), d) != 0
        assert 0 in bot.demons


# Seats: 0 Imp, 1 Poisoner, 2 Mayor, 3 Empath, 4 Chef, 5 Undertaker, 6 Soldier
MAYOR = ["imp", "poisoner", "mayor", "empath", "chef", "undertaker", "soldier"]


def test_balanced_storyteller_never_bounces_the_mayors_death_onto_the_demon() -> None:
    # The Mayor's bounce lets the Storyteller pick anyone, the Demon too; a Storyteller does
    # not end the game that way (found playing: evil ahead, the bounce went to the Imp).
    picks = set()
    for seed in range(60):
        game = seated(MAYOR, script="trouble-brewing")
        d = advance(game, [("poisoner", 3), ("poisoner", 3), ("imp", 2)], until="mayor.bounce")
        assert d is not None and 0 in d.options  # the Demon is a legal pick
        picks.add(BalancedStoryteller(seed, game).decide(None, d))
    assert 0 not in picks
    assert len(picks) > 2  # still a choice among the others


DEADCOUNCIL = Path(__file__).parents[1] / ".." / "shared" / "reference" / "official-scripts" / "deadcouncil.json"


def test_heuristic_bots_answer_the_alsaahirs_guess_with_a_legal_pick() -> None:
    # The Alsaahir's guess is a pick of 0 to N players; a bot answered it with one seat and
    # the game stopped (found on Council of the Dead: an Alsaahir or a Demon bluffing it).
    from clocktower.script import load_script
    script = load_script(DEADCOUNCIL)
    guesses = 0
    for seed in range(30):
        game = seated(["imp", "baron", "alsaahir", "librarian", "monk", "soldier", "oracle"], script=script)
        bots = {s: HeuristicAgent(seed, s) for s in range(7)}
        plan_done = False
        for _ in range(3000):
            d = game.pending
            if d is None:
                break
            if d.step == "alsaahir":
                answer = bots[d.chooser].decide(game.view(d.chooser), d)
                assert isinstance(answer, tuple) and set(answer) <= set(d.options)
                assert d.count is not None and d.count[0] <= len(answer) <= d.count[1]
                guesses += bool(answer)
                game.answer(answer)
                plan_done = True
            elif d.chooser in bots:
                game.answer(bots[d.chooser].decide(game.view(d.chooser), d))
            else:
                game.answer(RandomStoryteller(seed).decide(None, d))
        assert plan_done
    assert guesses > 0  # good bots do guess now and then
